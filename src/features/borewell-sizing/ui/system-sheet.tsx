import { Link } from '@/components/ui/link';
import { Figure } from '@/components/ui/figure';
import { Term } from '@/components/ui/term';
import { formatCost, formatEnergy, formatFigure, formatKw, formatMotor, formatPct } from '@/components/format/figures';

/** What a column-pipe grade is, shown in place beside the grade the sheet picked. */
const pipeGradeExplanation =
  'A pipe grade is a wall class: a heavier grade carries a pump set hung deeper. The sheet picks the lightest grade rated for your setting depth.';
import { paths } from '@/config/paths';
import { MAX_PIPE_VELOCITY_MS } from '../domain';
import type { SheetView } from './sheet-presenter';
import { NearMissList } from '@/components/ui/near-miss-list';
import { SizingSheetFoot } from '@/components/ui/sizing-tool-layout';
import { SheetComponentCard } from '@/components/ui/sheet-component-card';
import { sheetUnits } from './sheet-units';
import { WellDiagram } from './well-diagram';

/** The pump set's cards: boxed, with ids and test ids of the set. */
const setCard = { idPrefix: 'set', testId: 'set-component', layout: 'boxed' } as const;

/**
 * The system sheet of `/borewell-sizing` (server component): warnings, the four components of the
 * set with why each was chosen and its key figures, the TDH broken into its parts with a section of
 * the well, the running figures (operating point, voltage drop, motor cooling, energy), near misses,
 * and the actions (quote for the set, print, copy link, all pumps for the duty). Prints on its own.
 * Quantities in the visitor's unit system (`sheet.unitSystem`: metric, or ft, psi, US gpm, in).
 * @param sheet the view of `sizingOutcome` (units in the names)
 * @param origin the site's origin for the printed link (`SITE_URL`, else the request's)
 */
export function SystemSheet({ sheet, origin }: { sheet: SheetView; origin: string }) {
  const { input, levels, tdh, pipe, pump, cable, panel, starter, cooling } = sheet;
  const supply = `${input.phase === 1 ? 'single' : 'three'}-phase ${input.voltage} V ${input.hz} Hz`;
  const u = sheetUnits(sheet.unitSystem);
  const fmtM = u.length;
  const formatFlow = u.flow;
  const formatHead = u.head;

  return (
    <div className="mt-6 grid gap-8 [&>section]:content-deferred-640">
      <p className="text-ink-700">
        {sheet.fromDailyVolume
          ? `${u.volume(sheet.fromDailyVolume.dailyVolumeM3)} a day in ${formatFigure(sheet.fromDailyVolume.pumpingHours)} hours is ${formatFlow(sheet.flowM3h)}. `
          : ''}
        {/^(8|1[18](\D|$))/.test(String(input.boreDiameterIn)) ? 'An' : 'A'} {input.boreDiameterIn}-inch bore,{' '}
        {fmtM(input.boreDepthM)} deep, on a {supply} supply.
      </p>

      {sheet.warnings.length > 0 && (
        <ul className="grid gap-2" aria-label="Check before you order">
          {sheet.warnings.map((warning) => (
            <li
              key={warning.code}
              className="rounded-lg border border-accent-600 bg-accent-100 px-4 py-3 text-sm text-accent-700"
              data-warning={warning.code}
            >
              {warning.message}
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="set-heading">
        <h3 id="set-heading" className="sr-only">
          The pump set
        </h3>
        <div className="grid gap-5 md:grid-cols-2">
          {pump && (
            <SheetComponentCard
              {...setCard}
              kind="Submersible pump"
              name={pump.model}
              href={pump.href}
              why={`${pump.productTitle}: the best match of our borehole pumps for ${formatFlow(sheet.flowM3h)} at ${formatHead(tdh.totalM)} TDH on your supply, in your bore.`}
              extra={
                pump.datasheetHref && (
                  <a
                    href={pump.datasheetHref}
                    target="_blank"
                    rel="noopener"
                    className="mt-4 text-sm font-semibold text-water-700 hover:underline print:hidden"
                  >
                    Datasheet (PDF)<span className="sr-only"> of {pump.model}, opens in a new tab</span>
                  </a>
                )
              }
            >
              <Figure
                term="Operating point"
                value={formatFlow(pump.operatingPoint.flowM3h)}
                detail={`at ${formatHead(pump.operatingPoint.headM)}`}
              />
              <Figure term="Pump efficiency η" value={formatPct(pump.operatingPoint.efficiencyPct)} />
              <Figure
                term="Motor"
                value={formatMotor(pump.motor.powerKw, pump.motor.powerHp)}
                detail={`${u.diameter(pump.motor.outerDiameterMm)}, ${pump.motor.leads} leads, ${formatPct(pump.loadPctOfNameplate)} of nameplate`}
              />
              <Figure
                term="Current"
                value={`${formatFigure(pump.motor.runningCurrentA)} A running`}
                detail={`${formatFigure(pump.motor.fullLoadCurrentA)} A full load, cos φ ${pump.motor.powerFactor}`}
              />
            </SheetComponentCard>
          )}
          <SheetComponentCard
            {...setCard}
            kind="Column pipe"
            name={pipe.label}
            href={pipe.href}
            why={
              <>
                {pipe.materialChanged ? 'uPVC does not reach this depth, so GI. ' : ''}The smallest size that keeps the
                water at or below {u.velocity(MAX_PIPE_VELOCITY_MS)}; the{' '}
                <Term explanation={pipeGradeExplanation}>{pipe.grade} grade</Term> carries a pump set at{' '}
                {fmtM(levels.settingDepthM)}.
              </>
            }
          >
            <Figure term="Bore" value={u.diameter(pipe.innerDiameterMm)} />
            <Figure term="Velocity" value={u.velocity(pipe.velocityMs, 2)} />
            <Figure term="Length" value={fmtM(pipe.straightLengthM)} />
            <Figure term="Friction loss" value={fmtM(tdh.frictionLossM)} />
          </SheetComponentCard>
          {cable && (
            <SheetComponentCard
              {...setCard}
              kind="Drop cable"
              name={`${cable.sizeLabel}, ${fmtM(cable.lengthM)}`}
              href={cable.href}
              why={`The smallest flat copper cable (IS 694, conductors to IS 8130 / IEC 60228 class 5) rated for the current whose voltage drop at the motor's full-load current stays within 3 % over ${fmtM(cable.lengthM)} (panel to well head plus the drop to the pump)${cable.cables > 1 ? '; two cables carry the six leads of the star-delta motor' : ''}.`}
            >
              <Figure
                term="Voltage drop"
                value={`${formatFigure(cable.voltageDropV)} V`}
                detail={`${cable.voltageDropPct.toFixed(1)} %`}
              />
              <Figure term="Current" value={`${formatFigure(cable.currentA)} A`} />
              <Figure term="Lost in the cable" value={formatEnergy(cable.energyLossKwhPerYear)} />
            </SheetComponentCard>
          )}
          {panel && starter && (
            <SheetComponentCard
              {...setCard}
              kind="Starter and control panel"
              name={panel.label}
              href={panel.href}
              why={`${starter.name}: ${starter.reason}.${starter.controlBox ? ` ${starter.controlBox}.` : ''}${panel.alternatives.length > 0 ? ` Also fits: ${panel.alternatives.join(', ')}.` : ''}`}
            >
              <div className="col-span-2">
                <dt className="text-xs font-medium text-ink-600">Protections it has</dt>
                <dd className="mt-1">
                  <ul className="grid gap-1 text-sm font-semibold text-navy-900 sm:grid-cols-2">
                    {panel.protections.map((protection) => (
                      <li key={protection}>{protection}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            </SheetComponentCard>
          )}
        </div>
      </section>

      <section
        aria-labelledby="tdh-heading"
        className="grid items-start gap-6 break-inside-avoid lg:grid-cols-[minmax(0,1fr)_16rem] print:grid-cols-[minmax(0,1fr)_12rem]"
      >
        <div className="min-w-0 break-inside-avoid">
          <h3 id="tdh-heading" className="text-xl font-bold text-navy-900">
            Total dynamic head
          </h3>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="sr-only">
              The parts of the total dynamic head, in {u.system === 'imperial' ? 'ft' : 'm'}
            </caption>
            <tbody className="divide-y divide-line">
              <TdhRow
                part="Pumping water level"
                detail={`static level ${fmtM(levels.staticLevelM)} + drawdown ${fmtM(levels.drawdownM)}`}
                value={fmtM(tdh.pumpingLevelM)}
              />
              <TdhRow part="Delivery height above ground" value={fmtM(tdh.deliveryHeightM)} />
              <TdhRow
                part="Friction loss"
                detail={`Hazen–Williams, C ${pipe.hazenWilliamsC}: ${fmtM(pipe.lengthM)} of ${u.diameter(pipe.innerDiameterMm)} pipe at ${u.velocity(pipe.velocityMs, 2)}, fittings ${fmtM(pipe.fittingsEquivalentLengthM)} included`}
                value={fmtM(tdh.frictionLossM)}
              />
              <TdhRow
                part="Pressure at the outlet"
                detail={`${u.pressure(tdh.outletPressureBar)} × ${u.headPerPressure(tdh.mHeadPerBar)}`}
                value={fmtM(tdh.outletPressureHeadM)}
              />
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-navy-900">
                <th scope="row" className="py-2 pr-4 font-bold text-navy-900">
                  Total dynamic head (TDH)
                </th>
                <td className="py-2 text-right text-lg font-bold whitespace-nowrap text-navy-900 tabular-nums">
                  {fmtM(tdh.totalM)}
                </td>
              </tr>
            </tfoot>
          </table>
          <p className="mt-3 text-sm text-ink-700">
            The pump hangs at <strong>{fmtM(levels.settingDepthM)}</strong>: the pumping water level plus{' '}
            {fmtM(levels.submergenceMarginM)} of water above it, and at least {fmtM(levels.sumpAllowanceM)} above the
            bottom of the bore.
          </p>
        </div>
        <figure className="w-full max-w-64 justify-self-center print:max-w-48">
          <WellDiagram levels={{ ...levels, deliveryHeightM: tdh.deliveryHeightM }} unitSystem={u.system} />
          <figcaption className="mt-1 text-center text-xs text-ink-600">Depths to scale</figcaption>
        </figure>
      </section>

      <section aria-labelledby="running-heading">
        <h3 id="running-heading" className="text-xl font-bold text-navy-900">
          Running figures
        </h3>
        <dl className="mt-3 grid gap-x-6 gap-y-4 rounded-card border border-line bg-surface p-5 sm:grid-cols-2 xl:grid-cols-4">
          {pump && (
            <Figure
              term="Input power P1"
              value={formatKw(pump.inputPowerKw)}
              detail={`shaft ${formatKw(pump.operatingPoint.powerKw)}`}
            />
          )}
          {cooling && (
            <Figure
              term="Water past the motor"
              value={u.velocity(cooling.velocityMs, 3)}
              detail={
                cooling.flowSleeveNeeded
                  ? `needs ${u.velocity(cooling.minimumMs)}: flow sleeve`
                  : `min. ${u.velocity(cooling.minimumMs)}`
              }
            />
          )}
          {sheet.energyKwhPerYear !== null && (
            <Figure
              term={`Energy at ${formatFigure(sheet.pumpingHoursPerDay)} h a day${sheet.hoursAssumed ? ' (assumed)' : ''}`}
              value={formatEnergy(sheet.energyKwhPerYear)}
              detail={sheet.energyCostPerYear !== null ? `≈ ${formatCost(sheet.energyCostPerYear)}` : undefined}
            />
          )}
          {cable && <Figure term="Voltage at the motor" value={`${formatPct(100 - cable.voltageDropPct)} of supply`} />}
          {sheet.well && (
            <Figure
              term="Pumping level while running"
              value={fmtM(sheet.well.pumpingLevelAtOperatingFlowM)}
              detail={`drawdown ${fmtM(sheet.well.drawdownAtOperatingFlowM)} at ${formatFlow(pump?.operatingPoint.flowM3h ?? sheet.flowM3h)}`}
            />
          )}
          {pipe.shutOffPressureBar !== null && (
            <Figure
              term="Column pressure at shut-off"
              value={u.pressure(pipe.shutOffPressureBar)}
              detail={`pipe rated ${u.pressure(pipe.pressureRatingBar)}`}
            />
          )}
          {sheet.checkValves && (
            <Figure term="Check valves at" value={sheet.checkValves.depthsM.map((d) => fmtM(d)).join(', ')} />
          )}
        </dl>
      </section>

      {sheet.working.length > 0 && (
        <section aria-labelledby="working-heading">
          <h3 id="working-heading" className="text-xl font-bold text-navy-900 break-after-avoid">
            How this was sized
          </h3>
          {u.system === 'imperial' && (
            <p className="mt-1 text-sm text-ink-600">
              Worked in SI units, in which these formulas and their constants are written (1 ft = 0.3048 m, 1 psi =
              0.0689 bar, 1 US gpm = 0.227 m³/h).
            </p>
          )}
          <ol className="mt-3 grid gap-3 text-sm" data-testid="working">
            {sheet.working.map((step) => (
              <li key={step.title} className="break-inside-avoid rounded-lg border border-line bg-surface p-3">
                <p className="font-semibold text-navy-900">{step.title}</p>
                <p className="mt-1 font-mono text-xs text-ink-700">{step.formula}</p>
                <p className="mt-1 text-ink-700">
                  {step.inputs} = <strong className="text-navy-900">{step.result}</strong>
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <NearMissList nearMisses={sheet.nearMisses} />

      <SizingSheetFoot
        holds="all your well data"
        printedLink="This sheet online, with all the well data"
        href={`${origin}${paths.borewellSizing}?${sheet.pageQuery}`}
      >
        <Link href={sheet.quoteHref} className="btn-primary">
          {pump ? 'Request a quote for this set' : 'Ask our engineers about this well'}
        </Link>
        <Link href={sheet.selectorHref} className="font-semibold text-water-700 hover:underline">
          See every pump for this duty
        </Link>
        <Link
          href={`${paths.solarPumpSizing}?${new URLSearchParams({ fromBorewell: sheet.query })}`}
          className="font-semibold text-water-700 hover:underline"
        >
          Size this well for solar
        </Link>
      </SizingSheetFoot>
    </div>
  );
}

/** One part of the total dynamic head: its name, how it was found (small, below) and its height. */
function TdhRow({ part, detail, value }: { part: string; detail?: string; value: string }) {
  return (
    <tr>
      <th scope="row" className="py-2 pr-4 font-medium text-ink-700">
        {part}
        {detail && <span className="block text-xs font-normal text-ink-600">{detail}</span>}
      </th>
      <td className="py-2 text-right font-semibold whitespace-nowrap text-navy-900 tabular-nums">{value}</td>
    </tr>
  );
}
