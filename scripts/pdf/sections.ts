import { siteConfig } from '../../src/config/site';
import type { Product, StaticPage } from '../../src/content/schemas/catalogue';
import type { Frequency } from '../../src/content/schemas/common';
import { staticPageId } from '../../src/content/catalogue-routes';
import { getPumpModelsForProduct } from '../../src/content/pump-models';
import { modelSpecTable, modelTableCaption } from '../../src/features/catalogue/ui/model-spec-table';
import type { BrochureItem } from '../../src/content/schemas/resources';
import { drawBrandMark, type PdfBuilder } from './document';
import { loadImage, type PdfImage } from './images';
import { pdfText } from './text';
import { colours, contentWidth, fonts, page } from './theme';

/**
 * Page sections shared by the catalogue and brochure PDFs: cover, contents, category opener,
 * product, static product page, brochure item and the contacts back page.
 */

const x0 = page.marginX;

/** '50hz' as printed: '50 Hz'. */
export function hzLabel(hz: Frequency): string {
  return `${hz.slice(0, 2)} Hz`;
}

/** Public website origin to print, or undefined while the site runs on a development origin. */
function printedWebsite(): string | undefined {
  const url = process.env.SITE_URL?.trim();
  if (!url || /localhost|127\.0\.0\.1/.test(url)) return undefined;
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Soft water waves across a band, in lighter navy. */
function waves(doc: PDFKit.PDFDocument, top: number, height: number): void {
  const w = page.width;
  doc.save();
  doc
    .path(
      `M0 ${top + height * 0.55} C ${w * 0.25} ${top + height * 0.35}, ${w * 0.5} ${top + height * 0.8}, ${w} ${top + height * 0.5} L ${w} ${top + height} L 0 ${top + height} Z`,
    )
    .fillOpacity(0.35)
    .fill(colours.navyMid);
  doc
    .path(
      `M0 ${top + height * 0.75} C ${w * 0.3} ${top + height * 0.55}, ${w * 0.6} ${top + height * 0.95}, ${w} ${top + height * 0.7} L ${w} ${top + height} L 0 ${top + height} Z`,
    )
    .fillOpacity(0.5)
    .fill(colours.navyMid);
  doc.restore();
}

/** Cover of a catalogue or brochure. */
export function cover(
  b: PdfBuilder,
  options: {
    kicker: string;
    title: string;
    subtitle: string;
    hz: Frequency;
    /** Picture on the card; without one the card lists `contents`. */
    image?: PdfImage;
    /** What the document presents (series and title), listed on the card when there is no picture. */
    contents?: { series: string; title: string }[];
    highlights: string[];
  },
): void {
  const { doc } = b;
  b.newPage(true);
  const bandHeight = 520;
  doc.rect(0, 0, page.width, bandHeight).fill(colours.navy);
  waves(doc, bandHeight - 190, 190);
  b.logo(x0, 48, 40, 'on-dark');
  // Frequency badge at the top right.
  doc.font(fonts.bold).fontSize(9);
  const badge = `${hzLabel(options.hz).toUpperCase()} RANGE`;
  const badgeWidth = doc.widthOfString(badge, { characterSpacing: 0.8 }) + 16;
  b.pill(badge, page.width - x0 - badgeWidth, 58, { fill: colours.accent, colour: colours.white, size: 9 });

  const textWidth = contentWidth - 20;
  doc
    .font(fonts.bold)
    .fontSize(10)
    .fillColor(colours.accent)
    .text(pdfText(options.kicker.toUpperCase()), x0, 140, { characterSpacing: 2, lineBreak: false });
  doc
    .font(fonts.bold)
    .fontSize(30)
    .fillColor(colours.white)
    .text(pdfText(options.title), x0, 160, { width: textWidth, lineGap: 1 });
  const afterTitle = doc.y + 10;
  doc.rect(x0, afterTitle, 48, 3).fill(colours.accent);
  doc
    .font(fonts.regular)
    .fontSize(11.5)
    .fillColor(colours.blueLight)
    .text(pdfText(options.subtitle), x0, afterTitle + 14, { width: textWidth, lineGap: 3 });

  // Product picture on a white card that overlaps the band and the page.
  const cardY = Math.max(doc.y + 24, 330);
  const cardH = 640 - cardY;
  const cardW = Math.min(contentWidth, Math.round(cardH * 1.45));
  const cardX = page.width - x0 - cardW;
  doc.save();
  doc
    .roundedRect(cardX + 3, cardY + 5, cardW, cardH, 10)
    .fillOpacity(0.18)
    .fill(colours.navyDeep);
  doc.restore();
  doc.roundedRect(cardX, cardY, cardW, cardH, 10).fill(colours.white);
  doc.roundedRect(cardX, cardY, cardW, cardH, 10).lineWidth(0.75).stroke(colours.rule);
  if (options.image) {
    doc.image(options.image.data, cardX + 12, cardY + 12, {
      fit: [cardW - 24, cardH - 24],
      align: 'center',
      valign: 'center',
    });
  } else {
    // No picture (a range without catalogue pages): list what the brochure presents instead.
    const pad = 26;
    drawBrandMark(doc, cardX + cardW - pad - 50, cardY + pad, 60, colours.tintStrong, colours.white);
    doc.font(fonts.bold).fontSize(9).fillColor(colours.accent);
    doc.text('IN THIS BROCHURE', cardX + pad, cardY + pad + 4, { characterSpacing: 1.5, lineBreak: false });
    let y = cardY + pad + 34;
    for (const item of options.contents ?? []) {
      b.pill(`Series ${item.series}`, cardX + pad, y);
      doc.font(fonts.bold).fontSize(14).fillColor(colours.navy);
      doc.text(pdfText(item.title), cardX + pad, y + 24, { width: cardW - 2 * pad, lineGap: 1 });
      y = doc.y + 18;
    }
  }

  // Highlights under the card.
  const hy = 668;
  const gap = 12;
  const colWidth = (contentWidth - gap * (options.highlights.length - 1)) / options.highlights.length;
  options.highlights.forEach((text, i) => {
    const x = x0 + i * (colWidth + gap);
    doc.rect(x, hy, 3, 30).fill(colours.accent);
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(colours.navy)
      .text(pdfText(text), x + 11, hy + 2, { width: colWidth - 14, lineGap: 2 });
  });

  // Footer strip with the contacts.
  const fy = page.height - 78;
  doc.rect(0, fy, page.width, 78).fill(colours.tint);
  doc
    .font(fonts.bold)
    .fontSize(9.5)
    .fillColor(colours.navy)
    .text(pdfText(siteConfig.legalName), x0, fy + 18, { lineBreak: false });
  doc.font(fonts.regular).fontSize(8.5).fillColor(colours.body);
  doc.text(pdfText(siteConfig.contact.address.join(', ')), x0, fy + 33, { lineBreak: false });
  const website = printedWebsite();
  const contact = [siteConfig.contact.phoneDisplay, siteConfig.contact.salesEmail, website]
    .filter(Boolean)
    .join('   |   ');
  doc.text(pdfText(contact), x0, fy + 46, { lineBreak: false });
}

/** An entry of the contents. */
export interface ContentsEntry {
  title: string;
  level: 1 | 2;
  /** 0-based page index (filled in after the sections are drawn). */
  pageIndex: number;
  /** Named destination to link to. */
  destination: string;
}

/** Where each contents entry goes: page (0-based within the contents), column and y. */
interface ContentsSlot {
  page: number;
  column: number;
  y: number;
}

const contentsGap = 18;
const contentsTop = page.top + 90;
const lineHeight = (level: 1 | 2) => (level === 1 ? 20 : 13.5);

/**
 * Lays the contents out: one column when it fits on one page, otherwise two columns, continuing on
 * further pages if needed. A category is never separated from its first product.
 */
export function planContents(titles: readonly Pick<ContentsEntry, 'level'>[]): {
  columns: 1 | 2;
  pages: number;
  slots: ContentsSlot[];
} {
  const singleHeight = titles.reduce((h, t) => h + lineHeight(t.level) + (t.level === 1 ? 6 : 0), 0);
  const columns: 1 | 2 = singleHeight <= page.bottom - contentsTop ? 1 : 2;
  const slots: ContentsSlot[] = [];
  let pageNo = 0;
  let column = 0;
  let y = contentsTop;
  titles.forEach((t, i) => {
    const needed = lineHeight(t.level) + (t.level === 1 ? 6 + lineHeight(2) : 0);
    if (y + needed > page.bottom) {
      column += 1;
      if (column >= columns) {
        column = 0;
        pageNo += 1;
      }
      y = pageNo === 0 ? contentsTop : page.top + 10;
    }
    if (t.level === 1 && y > contentsTop && i > 0) y += 6;
    slots.push({ page: pageNo, column, y });
    y += lineHeight(t.level);
  });
  return { columns, pages: pageNo + 1, slots };
}

/** Fills the reserved contents pages: entries with dotted leaders, page numbers and links. */
export function contents(b: PdfBuilder, firstPage: number, entries: ContentsEntry[], intro: string): void {
  const { doc } = b;
  const plan = planContents(entries);
  const columnWidth = plan.columns === 1 ? contentWidth : (contentWidth - contentsGap) / 2;
  doc.switchToPage(firstPage);
  b.y = page.top + 10;
  b.text('Contents', { font: fonts.bold, size: 22, colour: colours.navy, after: 6 });
  b.text(intro, { size: 10, after: 16 });
  let current = 0;
  entries.forEach((entry, i) => {
    const slot = plan.slots[i];
    if (!slot) return;
    if (slot.page !== current) {
      current = slot.page;
      doc.switchToPage(firstPage + current);
    }
    const level1 = entry.level === 1;
    const size = level1 ? 10.5 : 8.5;
    const indent = level1 ? 0 : 10;
    const x = x0 + slot.column * (columnWidth + contentsGap);
    const num = String(entry.pageIndex + 1);
    doc
      .font(level1 ? fonts.bold : fonts.regular)
      .fontSize(size)
      .fillColor(level1 ? colours.navy : colours.body);
    const numWidth = doc.widthOfString(num);
    let title = pdfText(entry.title);
    const room = columnWidth - indent - numWidth - 14;
    if (doc.widthOfString(title) > room) {
      while (doc.widthOfString(`${title}…`) > room && title.length > 4) title = title.slice(0, -1);
      title = `${title.trimEnd()}…`;
    }
    const titleWidth = doc.widthOfString(title);
    doc.text(title, x + indent, slot.y, { lineBreak: false });
    doc.text(num, x + columnWidth - numWidth, slot.y, { lineBreak: false });
    const from = x + indent + titleWidth + 5;
    const to = x + columnWidth - numWidth - 5;
    if (to > from) {
      doc.save();
      doc
        .moveTo(from, slot.y + size - 2)
        .lineTo(to, slot.y + size - 2)
        .dash(0.6, { space: 2.4 })
        .lineWidth(0.6)
        .stroke(colours.blueLight);
      doc.restore();
    }
    doc.goTo(x + indent, slot.y - 2, columnWidth - indent, size + 4, entry.destination);
  });
}

/** Opener of a catalogue section: a tinted band with the category name and its introduction. */
export function categoryOpener(
  b: PdfBuilder,
  title: string,
  hz: Frequency,
  intro: string,
  destination: string,
): PDFKit.PDFOutline {
  const { doc } = b;
  const introHeight = b.measure(intro, fonts.regular, 10, contentWidth - 40);
  const height = introHeight + 66;
  b.ensure(height + 200);
  doc.addNamedDestination(destination, 'FitH', page.height - b.y + 10);
  doc.roundedRect(x0, b.y, contentWidth, height, 6).fill(colours.navy);
  doc.rect(x0, b.y + 18, 4, 30).fill(colours.accent);
  doc
    .font(fonts.bold)
    .fontSize(8)
    .fillColor(colours.blueLight)
    .text(`${hzLabel(hz).toUpperCase()} RANGE`, x0 + 20, b.y + 16, { characterSpacing: 1.5, lineBreak: false });
  doc
    .font(fonts.bold)
    .fontSize(19)
    .fillColor(colours.white)
    .text(pdfText(title), x0 + 20, b.y + 28, { width: contentWidth - 40, lineBreak: false });
  doc
    .font(fonts.regular)
    .fontSize(10)
    .fillColor(colours.tintStrong)
    .text(pdfText(intro), x0 + 20, b.y + 56, { width: contentWidth - 40, lineGap: 2 });
  b.y += height + 18;
  return doc.outline.addItem(pdfText(title));
}

/** Series pill and title of a product, with a named destination for the contents; returns the page index. */
function productHeader(
  b: PdfBuilder,
  series: string,
  title: string,
  hz: Frequency | undefined,
  destination?: string,
): number {
  const { doc } = b;
  if (destination) doc.addNamedDestination(destination, 'FitH', page.height - b.y + 10);
  const width = b.pill(`Series ${series}`, x0, b.y);
  if (hz) b.pill(hzLabel(hz), x0 + width + 6, b.y, { fill: colours.tint, colour: colours.blue });
  b.y += 24;
  b.text(title, { font: fonts.bold, size: 16, colour: colours.navy, after: 8 });
  return b.pageIndex;
}

/** Description beside a picture (text left, picture right). */
async function descriptionWithImage(
  b: PdfBuilder,
  description: readonly string[],
  imagePath: string | undefined,
): Promise<void> {
  const image = imagePath ? await loadImage(imagePath) : undefined;
  if (!image) {
    b.paragraphs(description);
    return;
  }
  const imageWidth = 200;
  const imageHeight = Math.min(200, (imageWidth * image.height) / image.width + 16);
  const textWidth = contentWidth - imageWidth - 20;
  const textHeight = description.reduce((h, p) => h + b.measure(p, fonts.regular, 10, textWidth) + 7, 0);
  b.ensure(Math.min(Math.max(imageHeight, textHeight), 400));
  const top = b.y;
  b.imageBox(image, x0 + textWidth + 20, top, imageWidth, imageHeight);
  b.paragraphs(description, textWidth);
  b.y = Math.max(b.y, top + imageHeight + 12);
}

/**
 * Applications as a list under a small heading, kept on one page together with `trailing` points
 * of what follows (the note under the product).
 */
function applications(b: PdfBuilder, items: readonly string[], trailing = 0): void {
  if (!items.length) return;
  const columns = items.length > 3 ? 2 : 1;
  const listHeight = Math.ceil(items.length / columns) * 16 + 4;
  b.heading('Applications', 3, Math.min(listHeight + trailing, 240));
  b.bullets(items, columns);
}

/** Ends a product block with a rule (unless the page is nearly full: the next block starts a new one anyway). */
function separator(b: PdfBuilder): void {
  if (b.remaining < 120) {
    b.gap(b.remaining);
    return;
  }
  b.gap(6);
  b.doc
    .moveTo(x0, b.y)
    .lineTo(x0 + contentWidth, b.y)
    .lineWidth(0.75)
    .stroke(colours.rule);
  b.gap(18);
}

/** A catalogue product: header, description and picture, tables, applications and the optional curve. Returns the page index of its header. */
export async function product(
  b: PdfBuilder,
  p: Product,
  options: { destination?: string; outline?: PDFKit.PDFOutline; withCurve: boolean },
): Promise<number> {
  b.ensure(280);
  const pageIndex = productHeader(b, p.series, p.title, p.hz, options.destination);
  (options.outline ?? b.doc.outline).addItem(pdfText(p.title));
  await descriptionWithImage(b, p.description, p.image);
  const models = getPumpModelsForProduct(p.id);
  const modelTable = models.length > 0 ? modelSpecTable(models, modelTableCaption(models)).table : null;
  for (const table of [modelTable, p.specifications, p.materials, p.liquids]) if (table) b.table(table);
  const withCurve = options.withCurve && p.familyCurve !== null;
  applications(b, p.applications, 0);
  if (withCurve && p.familyCurve) {
    const curve = await loadImage(p.familyCurve, 900);
    if (curve) {
      b.heading('Family curve', 3, 200);
      b.figureImage(curve, `${p.title}: head (m) against flow (m³/h)`, 400);
    }
  }
  separator(b);
  return pageIndex;
}

/** A static product page (split case, vertical turbine, pipes, cables, control panels ...). Returns the page index of its header. */
export async function staticPage(
  b: PdfBuilder,
  p: StaticPage,
  options: { destination?: string; outline?: PDFKit.PDFOutline; withImages: boolean },
): Promise<number> {
  b.ensure(280);
  const pageIndex = productHeader(b, p.series, p.title, p.hz, options.destination);
  (options.outline ?? b.doc.outline).addItem(pdfText(p.title));
  await descriptionWithImage(b, p.description, p.image);
  for (const block of p.blocks) {
    switch (block.type) {
      case 'text':
        b.heading(block.title, 3);
        b.paragraphs(block.paragraphs);
        break;
      case 'list': {
        // Short lists stay on one page with their heading (and with the note when they end the page).
        const columns = block.items.length > 4 && block.items.every((i) => i.length < 45) ? 2 : 1;
        const listHeight = Math.ceil(block.items.length / columns) * 16 + 4;
        b.heading(block.title, 3, Math.min(listHeight, 240));
        b.bullets(block.items, columns);
        break;
      }
      case 'figures':
        b.heading(block.title, 3);
        b.figures(block.items);
        break;
      case 'table':
        b.table(block.table);
        break;
      case 'models': {
        const models = getPumpModelsForProduct(staticPageId(p));
        if (models.length > 0) b.table(modelSpecTable(models, modelTableCaption(models)).table);
        break;
      }
      case 'image': {
        if (!options.withImages) break;
        const image = await loadImage(block.src, 900);
        if (image) {
          b.heading(block.title, 3, 200);
          b.figureImage(image, block.alt, 400);
        }
        break;
      }
    }
  }
  separator(b);
  return pageIndex;
}

/** A product described in the brochure's own content. */
export function brochureItem(b: PdfBuilder, item: BrochureItem): void {
  b.ensure(220);
  productHeader(b, item.series, item.title, undefined);
  b.doc.outline.addItem(pdfText(item.title));
  b.paragraphs(item.description);
  for (const table of item.tables) b.table(table);
  applications(b, item.applications, 0);
  separator(b);
}

/** Back page: how to reach the company and its distributors. */
export function contactsPage(b: PdfBuilder, disclaimer: string): void {
  const { doc } = b;
  b.newPage(true);
  doc.rect(0, 0, page.width, page.height).fill(colours.navy);
  waves(doc, page.height - 260, 260);
  b.logo(x0, 56, 40, 'on-dark');

  doc
    .font(fonts.bold)
    .fontSize(10)
    .fillColor(colours.accent)
    .text('GET IN TOUCH', x0, 170, { characterSpacing: 2, lineBreak: false });
  doc.font(fonts.bold).fontSize(28).fillColor(colours.white).text('Contact Kavex Pumps', x0, 190, { lineBreak: false });
  doc
    .font(fonts.regular)
    .fontSize(11)
    .fillColor(colours.tintStrong)
    .text(
      pdfText(
        'Our application engineers help you select the right pump, motor, cable and control panel for your duty point. Send us your flow, head and power supply and we will answer within one working day.',
      ),
      x0,
      232,
      { width: 400, lineGap: 3 },
    );

  const website = printedWebsite();
  const rows: [string, string][] = [
    ['Factory and head office', [siteConfig.legalName, ...siteConfig.contact.address].join('\n')],
    ['Phone', siteConfig.contact.phoneDisplay],
    ['WhatsApp', siteConfig.contact.phoneDisplay],
    ['Sales e-mail', siteConfig.contact.salesEmail],
    ...(website ? ([['Website', website]] as [string, string][]) : []),
  ];
  let y = 320;
  for (const [label, value] of rows) {
    doc.rect(x0, y + 1, 3, 12).fill(colours.accent);
    doc
      .font(fonts.bold)
      .fontSize(8)
      .fillColor(colours.blueLight)
      .text(label.toUpperCase(), x0 + 14, y + 3, { characterSpacing: 1, lineBreak: false });
    doc
      .font(fonts.regular)
      .fontSize(11.5)
      .fillColor(colours.white)
      .text(pdfText(value), x0 + 14, y + 18, { width: 300, lineGap: 2 });
    y = doc.y + 16;
  }

  // Distributor call-out.
  const boxX = 360;
  const boxY = 320;
  const boxW = page.width - boxX - x0;
  doc.roundedRect(boxX, boxY, boxW, 170, 8).fill(colours.navyMid);
  doc
    .font(fonts.bold)
    .fontSize(13)
    .fillColor(colours.white)
    .text('Become a distributor', boxX + 16, boxY + 18, { width: boxW - 32 });
  doc
    .font(fonts.regular)
    .fontSize(9.5)
    .fillColor(colours.tintStrong)
    .text(
      pdfText(
        'Training on new models, spare parts and servicing, marketing support, manufacturer warranty and a wide variety of pumping solutions. Apply on the Dealers page of our website.',
      ),
      boxX + 16,
      boxY + 42,
      { width: boxW - 32, lineGap: 2.5 },
    );
  doc
    .font(fonts.bold)
    .fontSize(9)
    .fillColor(colours.accent)
    .text(pdfText(siteConfig.certifiedFacilities), boxX + 16, boxY + 130, { width: boxW - 32 });

  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(colours.blueLight)
    .text(pdfText(`Follow us: ${siteConfig.social.map((s) => s.name).join('  ·  ')}`), x0, page.height - 120, {
      lineBreak: false,
    });
  doc
    .font(fonts.italic)
    .fontSize(7.5)
    .fillColor(colours.blueLight)
    .text(pdfText(disclaimer), x0, page.height - 100, { width: contentWidth, lineGap: 2 });
  b.y = page.bottom;
}
