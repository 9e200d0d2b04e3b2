import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site';
import { Figure } from '@/components/ui/figure';
import { Term } from '@/components/ui/term';
import { NearMissList } from '@/components/ui/near-miss-list';
import { SizingSheetFoot } from '@/components/ui/sizing-tool-layout';
import { SheetComponentCard } from '@/components/ui/sheet-component-card';
import { findProductRoute } from '@/content/catalogue-routes';
import { modelAnchor } from '@/content/pump-models';
import { formatFigure, formatFlow, formatHead, formatMotor, formatNominalSize } from '@/components/format/figures';
import { systemDerate } from '../domain/pv';
import { toSolarSearchParams, type SolarQuery } from '../domain/query';
import { formatKwp as kw, solarQuoteHref } from './quote';
import { MONTH_NAMES, PIPE_SIZING_HOURS, SOLAR_PUMP_FREQUENCY_HZ } from '../domain/size-solar';
import type { WordedSolarSheet as Sheet } from './messages';
import { DesignDayChart, MonthlyWaterChart } from './monthly-chart';
import { solarGlossary } from './glossary';
import { volumeReason } from './volume-reason';
import { ScrollRegion } from '@/components/ui/scroll-region';

const cardClass = 'rounded-card border border-line bg-surface p-5 shadow-card break-inside-avoid print:shadow-none';

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="grid gap-3 break-inside-avoid">
      <h3 id={id} className="text-lg font-bold text-navy-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** The solar set's cards: compact, with ids and test ids of the solar set. */
const solarCard = { idPrefix: 'solar', testId: 'solar-component', layout: 'compact' } as const;

/**
 * The solar sheet (server component): the set, the water in each month against the need, the design
 * day, the head, the energy and the diesel it replaces, the assumptions, and the actions.
 * @param query the checked query (for the link, the print and the quote)
 * @param origin the site's origin for the printed link
 */
export function SolarSheet({ sheet, query, origin }: { sheet: Sheet; query: SolarQuery; origin: string }) {
  const { set, head, energy, climate } = sheet;
  const search = toSolarSearchParams(query).toString();
  const pumpRoute = set ? findProductRoute(set.pump.productId, `${SOLAR_PUMP_FREQUENCY_HZ}hz`) : undefined;
  const design = MONTH_NAMES[sheet.designMonth - 1]!;
  const quoteHref = solarQuoteHref(sheet, query);
  const { solar } = siteConfig;

  return (
    <div className="mt-4 grid gap-8 [&>section]:content-deferred-420">
      {sheet.warnings.length > 0 && (
        <ul className="grid gap-2" data-testid="solar-warnings">
          {sheet.warnings.map((w) => (
            <li
              key={w.code}
              data-warning={w.code}
              className="rounded-lg border border-accent-600/50 bg-accent-100 px-4 py-3 text-sm text-accent-700"
            >
              {w.message}
            </li>
          ))}
        </ul>
      )}

      {set && (
        <div className="grid gap-4 md:grid-cols-3 print:grid-cols-3">
          <SheetComponentCard
            {...solarCard}
            kind="Pump"
            name={set.pump.model}
            href={pumpRoute ? `${pumpRoute.path}#${modelAnchor(set.pump.model)}` : null}
          >
            <Figure term="Motor" value={formatMotor(set.pump.motorPowerKw, set.pump.motorPowerHp)} />
            <Figure
              term="Shut-off head"
              value={formatHead(set.pump.shutOffHeadM)}
              explanation={solarGlossary.shutOffHead}
            />
            <Figure term="Peak flow (design day)" value={formatFlow(head.atFlowM3h)} />
            <Figure term="Bore" value={`${query.boreDiameterIn} inch`} />
          </SheetComponentCard>
          <SheetComponentCard {...solarCard} kind="Solar controller" name={set.controller.model}>
            <Figure term="Rating" value={formatMotor(set.controller.ratedKw, set.controller.ratedHp)} />
            <Figure term="Output" value={`3-phase ${set.controller.outputVoltageV} V`} />
            <Figure
              term="MPPT window"
              value={`${set.controller.mpptMinV}–${set.controller.mpptMaxV} V`}
              explanation={solarGlossary.mpptWindow}
            />
            <Figure
              term="Max. input"
              value={`${set.controller.maxInputVocV} V Voc`}
              explanation={solarGlossary.maxInputVoc}
            />
          </SheetComponentCard>
          <SheetComponentCard
            {...solarCard}
            kind="PV array"
            name={`${set.array.modules} × ${set.array.moduleW} W = ${kw(set.array.peakW)}`}
          >
            <Figure term="Peak power" value={kw(set.array.peakW)} explanation={solarGlossary.kWp} />
            <Figure term="Strings" value={`${set.array.parallel} × ${set.array.series} in series`} />
            <Figure term="Tilt" value={`${set.array.tiltDeg}° to the ${climate.latDeg >= 0 ? 'south' : 'north'}`} />
            <Figure
              term="String Vmp (STC)"
              value={`${formatFigure(set.array.stringVmpV)} V`}
              explanation={solarGlossary.stringVmp}
            />
            <Figure
              term="String Voc (STC)"
              value={`${formatFigure(set.array.stringVocV)} V`}
              explanation={solarGlossary.stringVoc}
            />
            <Figure
              term={`String Voc at ${formatFigure(climate.minAmbientC)} °C`}
              value={`${formatFigure(set.array.stringVocAtMinAmbientV)} V`}
              detail={`${climate.minAmbientTyped ? 'the lowest temperature typed in' : 'the site’s design minimum'}; max. ${set.controller.maxInputVocV} V`}
            />
          </SheetComponentCard>
        </div>
      )}

      {set && (
        <Section title={`Water in every month (design month: ${design})`} id="solar-months">
          <p className="text-sm text-ink-700" data-testid="solar-volume-reason">
            {volumeReason(sheet)}
          </p>
          <MonthlyWaterChart
            volumesM3={set.monthlyVolumeM3}
            needsM3={sheet.needByMonthM3}
            perMonth={sheet.needPerMonth}
            designMonth={sheet.designMonth}
          />
          <ScrollRegion className="overflow-x-auto rounded-lg border border-line" label="Months table">
            <table className="w-full min-w-[30rem] text-right text-sm tabular-nums">
              <caption className="sr-only">Sunshine, water and energy in the mean day of each month</caption>
              <thead className="bg-surface-muted text-xs text-ink-600">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    Month
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Sun, horizontal (kWh/m²/day)
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Sun on array (kWh/m²/day)
                  </th>
                  {sheet.needPerMonth && (
                    <th scope="col" className="px-3 py-2">
                      Need (m³/day)
                    </th>
                  )}
                  <th scope="col" className="px-3 py-2">
                    Water (m³/day)
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Energy (kWh/day)
                  </th>
                </tr>
              </thead>
              <tbody>
                {sheet.irradiation.map((m, i) => (
                  <tr
                    key={MONTH_NAMES[i]}
                    className={`border-t border-line ${i + 1 === sheet.designMonth ? 'bg-water-50 font-semibold' : ''}`}
                  >
                    <th scope="row" className="px-3 py-1.5 text-left font-medium text-navy-900">
                      {MONTH_NAMES[i]}
                    </th>
                    <td className="px-3 py-1.5">{formatFigure(m.horizontalKwhPerM2Day)}</td>
                    <td className="px-3 py-1.5">{formatFigure(m.tiltedKwhPerM2Day)}</td>
                    {sheet.needPerMonth && <td className="px-3 py-1.5">{formatFigure(sheet.needByMonthM3[i]!)}</td>}
                    <td
                      className={`px-3 py-1.5 ${set.monthlyVolumeM3[i]! < sheet.needByMonthM3[i]! ? 'text-accent-700' : ''}`}
                    >
                      {formatFigure(set.monthlyVolumeM3[i]!)}
                    </td>
                    <td className="px-3 py-1.5">{formatFigure(set.monthlyEnergyKwh[i]!)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </Section>
      )}

      {set && (
        <Section title={`The design day (${design}), hour by hour`} id="solar-design-day">
          <DesignDayChart hours={sheet.designDay} />
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold text-water-700">Flow and array power in each hour</summary>
            <table className="mt-2 w-full max-w-md text-right tabular-nums">
              <thead className="text-xs text-ink-600">
                <tr>
                  <th scope="col" className="px-2 py-1 text-left">
                    Hour (solar time)
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Flow (m³/h)
                  </th>
                  <th scope="col" className="px-2 py-1">
                    Array power (W)
                  </th>
                </tr>
              </thead>
              <tbody>
                {sheet.designDay.map((h) => (
                  <tr key={h.hour} className="border-t border-line">
                    <th scope="row" className="px-2 py-1 text-left font-medium">{`${h.hour}:00–${h.hour + 1}:00`}</th>
                    <td className="px-2 py-1">{formatFigure(h.flowM3h)}</td>
                    <td className="px-2 py-1">{formatFigure(h.pvPowerW)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </Section>
      )}

      <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
        <Section title="The head" id="solar-head">
          <dl className={`${cardClass} grid grid-cols-2 gap-3 text-sm`}>
            <Figure term="Static lift" value={formatHead(head.parts.staticLiftM)} />
            <Figure term="Delivery height" value={formatHead(head.parts.deliveryHeightM)} />
            <Figure
              term="Outlet pressure"
              value={formatHead(head.parts.outletPressureHeadM)}
              detail={`${formatFigure(query.outletPressureBar)} bar`}
            />
            <Figure
              term="Friction"
              value={formatHead(head.parts.frictionLossM)}
              detail={`at ${formatFlow(head.atFlowM3h)}`}
            />
            <Figure
              term="Total dynamic head"
              value={formatHead(head.totalDynamicHeadM)}
              explanation={solarGlossary.totalDynamicHead}
            />
            <Figure
              term="Pipe"
              value={`${head.pipe.name} ${formatNominalSize(head.pipe.nominalSize)}`}
              detail={`${formatFigure(head.pipe.lengthM)} m`}
            />
          </dl>
        </Section>
        {energy && (
          <Section title="Energy, and the diesel it saves" id="solar-energy">
            <dl className={`${cardClass} grid grid-cols-2 gap-3 text-sm`}>
              <Figure term={`Energy, ${design} day`} value={`${formatFigure(energy.designDayKwh)} kWh`} />
              <Figure term="Energy, a year" value={`${formatFigure(energy.yearKwh)} kWh`} />
              <Figure term={`Diesel, ${design} day`} value={`${formatFigure(energy.designDayDieselLitres)} L`} />
              <Figure term="Diesel, a year" value={`${formatFigure(energy.yearDieselLitres)} L`} />
            </dl>
            <p className="text-sm text-ink-600">
              The diesel a generator set would burn to give the motor the same energy, at {energy.dieselLitresPerKwh}{' '}
              L/kWh (a small set at 75 % load,{' '}
              <Term explanation={solarGlossary.fuelCurve}>HOMER’s default fuel curve</Term>).
            </p>
          </Section>
        )}
      </div>

      {sheet.alternatives.length > 0 && (
        <Section title="Other sets that meet the need" id="solar-alternatives">
          <ul className="grid gap-2 text-sm">
            {sheet.alternatives.map((a) => (
              <li key={a.model} className="rounded-lg border border-line px-4 py-2">
                <span className="font-semibold text-navy-900" translate="no">
                  {a.model}
                </span>{' '}
                ({formatFigure(a.motorPowerKw)} kW) with {a.modules} × {query.moduleW} W = {kw(a.peakW)}:{' '}
                {formatFigure(a.designMonthVolumeM3)} m³/day in {design}
              </li>
            ))}
          </ul>
        </Section>
      )}

      <NearMissList nearMisses={sheet.nearMisses} />

      <Section title="How this was sized" id="solar-assumptions">
        <ul className="grid list-disc gap-1 pl-5 text-sm leading-relaxed text-ink-700">
          <li>
            Sunshine:{' '}
            {climate.ghiTyped ? 'the twelve monthly values typed in' : `${climate.site.name}, ${climate.site.country}`}
            {climate.distanceKm > 0 && ` (nearest site, ${formatFigure(climate.distanceKm)} km away)`}; temperatures of{' '}
            {climate.site.name}. Source: {climate.site.source}.
            {siteConfig.solarSiteData === 'sample' && (
              <strong className="font-semibold" data-testid="solar-sample-caveat">
                {' '}
                The site figures are sample values until we confirm them: check them against NASA POWER for your place.
              </strong>
            )}
          </li>
          <li>
            The mean day of each month: hourly sunshine from the daily total (Collares-Pereira and Rabl), the diffuse
            share (Erbs), an isotropic sky on the tilted array with {solar.groundReflectance} ground reflectance (Duffie
            and Beckman, Solar Engineering of Thermal Processes, ch. 2).
          </li>
          <li>
            Modules: cells at NOCT {solar.noctC} °C, {solar.powerTempCoeffPctPerC} %/°C; losses: soiling{' '}
            {solar.lossesPct.soiling} %, mismatch {solar.lossesPct.mismatch} %, wiring {solar.lossesPct.wiring} %;
            controller {solar.controllerEfficiencyPct} % efficient (all together{' '}
            {formatFigure(systemDerate(solar) * 100)} % of the array’s output reaches the motor before heat).
          </li>
          <li>
            The pump runs at the speed where its motor takes the array’s power (affinity laws on its curve against the
            system curve) and gives no water below the speed whose shut-off head reaches the static head.
          </li>
          <li>
            Friction by Hazen–Williams in a uPVC pipe sized for the need in {PIPE_SIZING_HOURS} hours, as the borewell
            tool does; the head above is at the design day’s peak flow.
          </li>
          <li>
            Strings stay inside the controller’s <Term explanation={solarGlossary.mpptWindow}>MPPT window</Term> from
            the coldest morning to the hottest noon of the site.
          </li>
          <li data-testid="solar-array-floor">
            The array is at least {formatFigure(solar.minArrayWPerMotorKw / 1000)}{' '}
            <Term explanation={solarGlossary.kWp}>kWp</Term> per kW of motor, our own rule so that the pump reaches its
            rated speed near a clear noon (the PM-KUSUM scheme allows up to 1 kWp per HP).
          </li>
          <li>
            Where the head is so low that the pump would run off the end of its curve at full speed, the controller’s
            top frequency is set where the curve ends (a warning above gives it); the curve is not extrapolated.
          </li>
          {set && (
            <li data-testid="solar-design-rule">
              {query.designMonth
                ? `The set meets ${sheet.needPerMonth ? `${design}’s need` : 'the need'} in ${design}, the month you chose.`
                : sheet.needPerMonth
                  ? `Your need differs by month: the set meets each month’s need, and the design month is the one hardest to meet, with the largest need for its water (${design}).`
                  : `The set meets the need in every month; the design month is the one with the least water (${design}).`}
            </li>
          )}
        </ul>
      </Section>

      <SizingSheetFoot
        holds="all your site and water figures"
        printedLink="This sheet online"
        href={`${origin}${paths.solarPumpSizing}?${search}`}
      >
        <Link href={quoteHref} className="btn-primary" data-testid="solar-quote">
          {set ? 'Request a quote for this solar set' : 'Ask our engineers about this site'}
        </Link>
        {query.fromBorewell && (
          <Link
            href={`${paths.borewellSizing}?${query.fromBorewell}`}
            className="font-semibold text-water-700 hover:underline"
          >
            Back to the borewell sheet
          </Link>
        )}
      </SizingSheetFoot>
    </div>
  );
}
