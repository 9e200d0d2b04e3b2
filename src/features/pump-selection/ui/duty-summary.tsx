import { formatHead } from '@/components/format/figures';
import type { DutyView } from './view-model';

/**
 * The duty point in one line (server component): what the form collapses to on paper, and the heading
 * context on compare. e.g. '6 m³/h at 120 m · 50 Hz · 3-phase, 415 V · static head 0 m · 8 h/day'; the static
 * head in the visitor's head unit, like the duty.
 */
export function DutySummary({ duty, className = '' }: { duty: DutyView; className?: string }) {
  const parts = [
    `${duty.flowLabel} at ${duty.headLabel}`,
    `${duty.frequencyHz} Hz`,
    duty.supplyLabel,
    `static head ${formatHead(duty.staticHeadM, duty.headUnit)}`,
    `${duty.hoursPerDay} h/day`,
    duty.tariffPerKwh !== null ? `tariff ${duty.tariffPerKwh} per kWh` : null,
  ].filter(Boolean);
  return (
    <p className={className}>
      <span className="font-semibold text-navy-900">Duty point: </span>
      {parts.join(' · ')}
    </p>
  );
}
