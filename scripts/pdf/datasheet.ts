import { scaleLinear } from 'd3-scale';
import { line } from 'd3-shape';
import { siteConfig } from '../../src/config/site';
import { formatFigure, roundTo } from '../../src/components/format/figures';
import type { SpecTable } from '../../src/content/schemas/common';
import { modelCurves } from '../../src/content/model-curves';
import { modelDataPath } from '../../src/content/pump-models';
import { datasheetDimensions } from '../../src/features/pump-selection/ui/datasheet-dimensions';
import type { PumpModel } from '../../src/content/schemas/pump-models';
import { siteUrl } from '../../src/lib/http/site-url';
import { pumpCurves, sampleCurves, type CurvePoint } from '../../src/engineering/hydraulics';
import { PdfBuilder } from './document';
import { pdfText } from './text';
import { colours, contentWidth, fonts, page } from './theme';

/**
 * The datasheet of one pump model (issue 12 §6), generated at build from the engineering data:
 * heading with model, series, product, frequency and speed; the Q–H curve with the best efficiency
 * point and the allowable range, and the efficiency and shaft-power curves below it (the hydraulics
 * core's own curves, sampled and joined by d3-shape's straight segments on d3-scale axes, drawn by
 * pdfkit, so the sheet shows the line the selector computes on, with its BEP); the performance table;
 * motor data; dimensions (a borehole set's as the borewell sizing fits them, `datasheetDimensions`); and the product's materials and pumped-liquid limits. While
 * `siteConfig.engineeringData` is `sample` a red caveat under the heading says the figures are
 * typical (`siteConfig.sampleDataNotice`). Figures are printed as a pump catalogue prints them, to
 * about three significant digits (`formatFigure`: 2.128 kW → 2.13 kW), not to the generator's arithmetic.
 */

/** What a datasheet needs besides the model. */
export interface DatasheetContext {
  /** Title of the product page that lists the model. */
  productTitle: string;
  /** The product's materials and pumped-liquid tables, when it has them. */
  tables: SpecTable[];
}

/** The caveat's red, the one the sample certificates use for their sample mark. */
const sampleColour = '#B42318';

/** One curve panel: y = f(Q) over the model's flow span, with axes, ticks and an optional marker. */
function panel(
  b: PdfBuilder,
  model: PumpModel,
  options: {
    top: number;
    height: number;
    label: string;
    value: (p: CurvePoint) => number | undefined;
    colour: string;
    showFlowAxis: boolean;
    bepFlow: number;
  },
): void {
  const { doc } = b;
  const left = page.marginX + 42;
  const right = page.marginX + contentWidth - 8;
  const points = sampleCurves(pumpCurves(model.points)).filter((p) => options.value(p) !== undefined);
  const x = scaleLinear()
    .domain([0, model.points.at(-1)!.flowM3h * 1.05])
    .range([left, right])
    .nice();
  const values = points.map((p) => options.value(p)!);
  const y = scaleLinear()
    .domain([0, Math.max(...values) * 1.1])
    .range([options.top + options.height, options.top])
    .nice();

  doc.save();
  // Allowable range, shaded.
  doc
    .rect(x(model.flowRangeM3h.min), options.top, x(model.flowRangeM3h.max) - x(model.flowRangeM3h.min), options.height)
    .fill(colours.tint);
  // Grid and ticks.
  doc.font(fonts.regular).fontSize(7).fillColor(colours.muted);
  for (const tick of y.ticks(4)) {
    doc.moveTo(left, y(tick)).lineTo(right, y(tick)).lineWidth(0.4).strokeColor(colours.rule).stroke();
    doc.text(String(tick), page.marginX, y(tick) - 3.5, { width: 38, align: 'right', lineBreak: false });
  }
  for (const tick of x.ticks(8)) {
    doc
      .moveTo(x(tick), options.top)
      .lineTo(x(tick), options.top + options.height)
      .lineWidth(0.4)
      .strokeColor(colours.rule)
      .stroke();
    if (options.showFlowAxis) {
      doc.text(String(tick), x(tick) - 20, options.top + options.height + 4, {
        width: 40,
        align: 'center',
        lineBreak: false,
      });
    }
  }
  doc
    .rect(left, options.top, right - left, options.height)
    .lineWidth(0.6)
    .strokeColor(colours.muted)
    .stroke();
  // The curve.
  const path = line<CurvePoint>()
    .x((p) => x(p.flowM3h))
    .y((p) => y(options.value(p)!))(points);
  if (path) doc.path(path).lineWidth(1.6).strokeColor(options.colour).stroke();
  // Best efficiency point (a cut curve's lies beyond the chart: its value is in the figures above).
  if (options.bepFlow <= model.points.at(-1)!.flowM3h) {
    doc
      .moveTo(x(options.bepFlow), options.top)
      .lineTo(x(options.bepFlow), options.top + options.height)
      .dash(2, { space: 2 })
      .lineWidth(0.8)
      .strokeColor(colours.accent)
      .stroke()
      .undash();
  }
  doc.restore();
  doc
    .font(fonts.bold)
    .fontSize(8)
    .fillColor(colours.navy)
    .text(pdfText(options.label), left + 6, options.top + 4, { lineBreak: false });
}

/** Renders the datasheet PDF of `model`. Deterministic: the same data gives the same bytes. */
export async function renderDatasheet(model: PumpModel, context: DatasheetContext): Promise<Buffer> {
  const title = `${model.model} - ${context.productTitle}`;
  const b = await PdfBuilder.create({
    title: `${siteConfig.name} datasheet ${model.model} (${model.frequencyHz} Hz)`,
    subject: `Performance, motor and construction data of the ${model.model}, ${model.frequencyHz} Hz, ${model.speedRpm} rpm.`,
    keywords: ['datasheet', model.model, model.series, `${model.frequencyHz} Hz`].join(', '),
  });
  b.newPage();
  const { doc } = b;
  // The site's BEP (a cut curve takes its hydraulic's by the affinity laws), as the web datasheet shows.
  const curves = modelCurves(model);
  const bep = { flowM3h: curves.bepFlowM3h, headM: curves.bepHeadM, efficiencyPct: curves.bepEfficiencyPct };

  doc.font(fonts.bold).fontSize(9).fillColor(colours.blue);
  doc.text(
    pdfText(`DATASHEET · SERIES ${model.series} · ${model.frequencyHz} Hz · ${model.speedRpm} rpm`),
    page.marginX,
    b.y,
  );
  b.y += 14;
  doc.font(fonts.bold).fontSize(22).fillColor(colours.navy).text(pdfText(model.model), page.marginX, b.y);
  b.y += 28;
  doc
    .font(fonts.regular)
    .fontSize(10.5)
    .fillColor(colours.body)
    .text(
      pdfText(`${context.productTitle} · motor ${model.motor.powerKw} kW (${model.motor.powerHp} HP)`),
      page.marginX,
      b.y,
    );
  b.y += 18;
  if (siteConfig.engineeringData === 'sample') {
    b.text(`Sample data: ${siteConfig.sampleDataNotice}`, {
      font: fonts.bold,
      size: 9,
      colour: sampleColour,
      after: 10,
    });
  }
  b.figures([
    {
      label: 'Best efficiency point',
      value: `${roundTo(bep.flowM3h, 2)} m³/h at ${roundTo(bep.headM, 1)} m${curves.bepFrom ? ` (from ${curves.bepFrom.model}'s full curve, beyond this curve's end)` : ''}`,
    },
    { label: 'Pump efficiency at BEP', value: `${roundTo(bep.efficiencyPct, 1)} %` },
    {
      label: 'Allowable flow',
      value: `${formatFigure(model.flowRangeM3h.min)} – ${formatFigure(model.flowRangeM3h.max)} m³/h`,
    },
  ]);

  b.heading('Performance curves', 3, 290);
  const chartTop = b.y;
  panel(b, model, {
    top: chartTop,
    height: 125,
    label: 'Head H (m)',
    value: (p) => p.headM,
    colour: colours.blue,
    showFlowAxis: false,
    bepFlow: bep.flowM3h,
  });
  panel(b, model, {
    top: chartTop + 132,
    height: 50,
    label: 'Pump efficiency (%)',
    value: (p) => p.efficiencyPct,
    colour: colours.accent,
    showFlowAxis: false,
    bepFlow: bep.flowM3h,
  });
  panel(b, model, {
    top: chartTop + 189,
    height: 50,
    label: 'Shaft power P2 (kW)',
    value: (p) => p.powerKw,
    colour: colours.navyMid,
    showFlowAxis: true,
    bepFlow: bep.flowM3h,
  });
  doc
    .font(fonts.regular)
    .fontSize(7.5)
    .fillColor(colours.muted)
    .text(
      pdfText(
        'Flow Q (m³/h). Shaded: allowable operating range. Dashed: best efficiency point. Clean cold water, 1000 kg/m³.',
      ),
      page.marginX + 42,
      chartTop + 253,
      { width: contentWidth - 50 },
    );
  b.y = chartTop + 270;

  const hasNpsh = model.points.some((p) => p.npshrM !== undefined);
  b.table({
    caption: 'Performance table',
    columns: [
      'Flow Q (m³/h)',
      'Head H (m)',
      'Efficiency (%)',
      'Shaft power P2 (kW)',
      ...(hasNpsh ? ['NPSHr (m)'] : []),
    ],
    rows: model.points.map((p) => [
      formatFigure(p.flowM3h),
      formatFigure(p.headM),
      formatFigure(p.efficiencyPct),
      formatFigure(p.powerKw),
      ...(hasNpsh ? [p.npshrM === undefined ? '–' : formatFigure(p.npshrM)] : []),
    ]),
  });
  b.table({
    caption: 'Motor',
    columns: ['Supply', 'Full-load current (A)', 'Rated output', 'Efficiency', 'Power factor'],
    rows: model.motor.supplies.map((s) => [
      `${s.phase === 1 ? '1-phase' : '3-phase'} ${s.voltageV} V, ${model.frequencyHz} Hz`,
      String(s.fullLoadCurrentA),
      `${model.motor.powerKw} kW / ${model.motor.powerHp} HP`,
      `${model.motor.efficiencyPct} %`,
      String(model.motor.powerFactor),
    ]),
  });
  b.table({
    caption: 'Dimensions and build',
    columns: ['Item', 'Value'],
    rows: [
      [
        'Outlet',
        `${model.outlet}${/^\d/.test(model.outlet) && !model.outlet.endsWith('mm') ? ' inch' : ''} (${model.outletMm} mm)`,
      ],
      ...(model.stages ? [['Stages', String(model.stages)]] : []),
      ...datasheetDimensions(model).map((d) => [d.term, d.detail ? `${d.value}; ${d.detail}` : d.value]),
      ['Rated speed', `${model.speedRpm} rpm`],
    ],
  });
  for (const table of context.tables) b.table(table);
  b.note(`Curve and motor data as JSON (open API): ${siteUrl()}${modelDataPath(model)}`);
  return b.finish(title);
}
