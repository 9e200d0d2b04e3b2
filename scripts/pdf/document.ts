import PDFDocument from 'pdfkit';
import type { SpecTable } from '../../src/content/schemas/common';
import { loadLogo, type LogoVariant, type PdfImage } from './images';
import { colours, contentWidth, creationDate, fonts, page } from './theme';
import { pdfText } from './text';
import { siteConfig } from '../../src/config/site';

/**
 * A small layout engine over pdfkit for the catalogue, brochure and certificate PDFs: a cursor that
 * moves down the content frame, blocks that keep themselves together (headings stay with what
 * follows, table rows never split and repeat the header on a new page), and a running header and
 * footer drawn on every inner page once the page count is known.
 */

/** Document metadata written to the PDF Info dictionary. */
export interface DocumentMeta {
  /** Title shown by PDF viewers (displayTitle) and in the running header. */
  title: string;
  /** One-line subject. */
  subject: string;
  /** Search keywords. */
  keywords: string;
}

const x0 = page.marginX;

export class PdfBuilder {
  readonly doc: PDFKit.PDFDocument;
  /** Current vertical position in the content frame. */
  y: number = page.top;
  /** Indexes of pages without the running header and footer (covers, back page). */
  private readonly plainPages = new Set<number>();
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  /** Logo images opened once, so every page reuses one embedded copy. */
  private readonly logos = new Map<LogoVariant, { image: PDFKit.Mixins.ImageSrc; ratio: number }>();

  /** A builder with the site logos loaded (use this rather than `new`). */
  static async create(meta: DocumentMeta): Promise<PdfBuilder> {
    const builder = new PdfBuilder(meta);
    for (const variant of ['on-light', 'on-dark'] as const) {
      const logo = await loadLogo(variant);
      if (!logo) continue;
      // pdfkit embeds an opened image once however often it is drawn; a Buffer would be embedded per use.
      const opened = (builder.doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc }).openImage(
        logo.data,
      );
      builder.logos.set(variant, { image: opened, ratio: logo.width / logo.height });
    }
    return builder;
  }

  constructor(readonly meta: DocumentMeta) {
    this.doc = new PDFDocument({
      size: 'A4',
      autoFirstPage: false,
      bufferPages: true,
      pdfVersion: '1.7',
      lang: 'en',
      displayTitle: true,
      margins: { top: page.top, bottom: page.height - page.bottom, left: page.marginX, right: page.marginX },
      info: {
        Title: meta.title,
        Subject: meta.subject,
        Keywords: meta.keywords,
        Author: siteConfig.legalName,
        Creator: `${siteConfig.name} website (scripts/generate-pdfs.ts)`,
        Producer: 'PDFKit',
        CreationDate: creationDate,
        ModDate: creationDate,
      },
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
    // pdfkit adds pages by itself when a long paragraph overflows; keep the cursor in step.
    this.doc.on('pageAdded', () => {
      this.y = page.top;
    });
  }

  /** Index of the current page (0-based). */
  get pageIndex(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  /** Starts a new page; `plain` pages get no running header and footer. */
  newPage(plain = false): void {
    this.doc.addPage();
    this.y = page.top;
    if (plain) this.plainPages.add(this.pageIndex);
  }

  /** Starts a new page unless the current one is still empty. */
  freshPage(): void {
    if (this.y > page.top) this.newPage();
  }

  /** Space left on the current page, in points. */
  get remaining(): number {
    return page.bottom - this.y;
  }

  /** Moves to a new page unless `height` points still fit. */
  ensure(height: number): void {
    if (this.y + height > page.bottom) this.newPage();
  }

  /** Adds vertical space (never carried over to a new page). */
  gap(points: number): void {
    this.y = Math.min(this.y + points, page.bottom);
  }

  // -------------------------------------------------------------------------------------------
  // Text blocks

  /** Height of `text` set in `font`/`size` within `width`. */
  measure(text: string, font: string, size: number, width: number, lineGap = 2): number {
    this.doc.font(font).fontSize(size);
    return this.doc.heightOfString(pdfText(text), { width, lineGap });
  }

  /** Writes text at the cursor and advances it. Long text flows onto new pages. */
  text(
    text: string,
    options: {
      font?: string;
      size?: number;
      colour?: string;
      width?: number;
      x?: number;
      lineGap?: number;
      align?: 'left' | 'center' | 'right' | 'justify';
      after?: number;
    } = {},
  ): void {
    const {
      font = fonts.regular,
      size = 10,
      colour = colours.body,
      width = contentWidth,
      x = x0,
      lineGap = 2.5,
      align = 'left',
      after = 6,
    } = options;
    this.doc.font(font).fontSize(size).fillColor(colour);
    this.doc.text(pdfText(text), x, this.y, { width, lineGap, align });
    this.y = this.doc.y + after;
  }

  /** Section heading kept together with at least `keep` points of what follows. */
  heading(text: string, level: 1 | 2 | 3, keep = 60): void {
    const size = level === 1 ? 20 : level === 2 ? 15 : 11.5;
    const colour = level === 3 ? colours.blue : colours.navy;
    const height = this.measure(text, fonts.bold, size, contentWidth);
    this.ensure(height + keep);
    if (level === 3) this.gap(4);
    this.text(text, { font: fonts.bold, size, colour, after: level === 3 ? 5 : 8 });
  }

  /** Paragraphs of body text. */
  paragraphs(paragraphs: readonly string[], width = contentWidth, x = x0): void {
    for (const paragraph of paragraphs) {
      this.ensure(this.measure(paragraph.slice(0, 200), fonts.regular, 10, width) + 4);
      this.text(paragraph, { width, x, after: 7 });
    }
  }

  /** A bulleted list; with `columns: 2` short items are set in two columns. */
  bullets(items: readonly string[], columns: 1 | 2 = 1): void {
    const gutter = 18;
    const colWidth = columns === 2 ? (contentWidth - gutter) / 2 : contentWidth;
    const rows = columns === 2 ? Math.ceil(items.length / 2) : items.length;
    for (let r = 0; r < rows; r++) {
      const cells = columns === 2 ? [items[r], items[r + rows]] : [items[r]];
      const heights = cells.map((item) => (item ? this.measure(item, fonts.regular, 10, colWidth - 14) : 0));
      const rowHeight = Math.max(...heights) + 4;
      this.ensure(rowHeight);
      cells.forEach((item, c) => {
        if (!item) return;
        const x = x0 + c * (colWidth + gutter);
        this.doc.circle(x + 3, this.y + 5.5, 2).fill(colours.accent);
        this.doc.font(fonts.regular).fontSize(10).fillColor(colours.body);
        this.doc.text(pdfText(item), x + 14, this.y, { width: colWidth - 14, lineGap: 2 });
      });
      this.y += rowHeight;
    }
    this.gap(4);
  }

  /** Small italic note, e.g. which figures are illustrative. */
  note(text: string): void {
    if (!text) return;
    this.ensure(this.measure(text, fonts.italic, 8, contentWidth) + 4);
    this.text(text, { font: fonts.italic, size: 8, colour: colours.muted, after: 8 });
  }

  /** A rounded label such as 'SERIES KS'. */
  pill(text: string, x: number, y: number, options: { fill?: string; colour?: string; size?: number } = {}): number {
    const { fill = colours.tintStrong, colour = colours.navy, size = 8 } = options;
    const label = pdfText(text.toUpperCase());
    this.doc.font(fonts.bold).fontSize(size);
    const width = this.doc.widthOfString(label, { characterSpacing: 0.8 }) + 16;
    const height = size + 9;
    this.doc.roundedRect(x, y, width, height, height / 2).fill(fill);
    this.doc.fillColor(colour).text(label, x + 8, y + 4.8, { lineBreak: false, characterSpacing: 0.8 });
    return width;
  }

  // -------------------------------------------------------------------------------------------
  // Figures, images and tables

  /** Key figures as tiles, three to a row (label above, value below). */
  figures(items: readonly { label: string; value: string }[]): void {
    const perRow = 3;
    const gutter = 10;
    const width = (contentWidth - gutter * (perRow - 1)) / perRow;
    for (let i = 0; i < items.length; i += perRow) {
      const row = items.slice(i, i + perRow);
      const height =
        Math.max(
          ...row.map(
            (item) =>
              this.measure(item.label.toUpperCase(), fonts.bold, 7.5, width - 20, 1) +
              this.measure(item.value, fonts.bold, 12, width - 20, 1),
          ),
        ) + 24;
      this.ensure(height);
      row.forEach((item, c) => {
        const x = x0 + c * (width + gutter);
        this.doc.roundedRect(x, this.y, width, height, 4).fill(colours.tint);
        this.doc.rect(x, this.y, 3, height).fill(colours.accent);
        this.doc.font(fonts.bold).fontSize(7.5).fillColor(colours.muted);
        this.doc.text(pdfText(item.label.toUpperCase()), x + 12, this.y + 9, {
          width: width - 20,
          lineGap: 1,
          characterSpacing: 0.5,
        });
        this.doc.font(fonts.bold).fontSize(12).fillColor(colours.navy);
        this.doc.text(pdfText(item.value), x + 12, this.doc.y + 3, { width: width - 20, lineGap: 1 });
      });
      this.y += height + gutter;
    }
    this.gap(2);
  }

  /** Draws a picture fitted into a box, optionally on a tinted panel; returns the drawn height. */
  imageBox(image: PdfImage, x: number, y: number, width: number, height: number, panel = true): void {
    if (panel) this.doc.roundedRect(x, y, width, height, 6).fill(colours.tint);
    const pad = panel ? 8 : 0;
    this.doc.image(image.data, x + pad, y + pad, {
      fit: [width - 2 * pad, height - 2 * pad],
      align: 'center',
      valign: 'center',
    });
  }

  /** A full-width picture (e.g. a family curve) with a caption, scaled to at most `maxWidth`. */
  figureImage(image: PdfImage, caption: string, maxWidth = contentWidth): void {
    const width = Math.min(maxWidth, contentWidth);
    const height = (width * image.height) / image.width;
    this.ensure(height + 24);
    const x = x0 + (contentWidth - width) / 2;
    this.doc.rect(x, this.y, width, height).lineWidth(0.5).stroke(colours.rule);
    this.doc.image(image.data, x, this.y, { width, height });
    this.y += height + 4;
    this.text(caption, { font: fonts.italic, size: 8, colour: colours.muted, align: 'center', after: 10 });
  }

  /**
   * Draws a specification table: caption, a navy header row, banded body rows and a bold first
   * column. Column widths follow the content; the font shrinks (9 to 6.5 pt) before text wraps
   * inside words. Rows never split; the header repeats on each new page.
   */
  table(table: SpecTable): void {
    const padX = 5;
    const padY = 4.5;
    let size = 9;
    let widths: number[] = [];
    for (; size >= 6.5; size -= 0.5) {
      widths = this.columnWidths(table, size, padX);
      if (widths.length) break;
    }
    if (!widths.length) {
      size = 6.5;
      widths = table.columns.map(() => contentWidth / table.columns.length);
    }
    // Figures are centred under their header; prose columns (materials, descriptions) read better left-aligned.
    const align = table.columns.map((_, i): 'left' | 'center' =>
      i === 0 || table.rows.some((row) => (row[i] ?? '').split(/\s+/).length > 3 || (row[i] ?? '').length > 28)
        ? 'left'
        : 'center',
    );
    const cellHeight = (text: string, width: number, font: string) =>
      this.measure(text, font, size, width - 2 * padX, 1) + 2 * padY;
    const headerHeight = Math.max(...table.columns.map((c, i) => cellHeight(c, widths[i] ?? 0, fonts.bold)));
    const rowHeights = table.rows.map((row) =>
      Math.max(...row.map((cell, i) => cellHeight(cell || '-', widths[i] ?? 0, i === 0 ? fonts.bold : fonts.regular))),
    );

    const drawHeader = () => {
      let x = x0;
      this.doc.rect(x0, this.y, contentWidth, headerHeight).fill(colours.navy);
      table.columns.forEach((column, i) => {
        const w = widths[i] ?? 0;
        this.doc.font(fonts.bold).fontSize(size).fillColor(colours.white);
        this.doc.text(pdfText(column), x + padX, this.y + padY, { width: w - 2 * padX, lineGap: 1, align: align[i] });
        x += w;
      });
      this.y += headerHeight;
    };

    // Rows that fit from row `from` when the first is drawn at `top`.
    const rowsFitting = (from: number, top = this.y): number => {
      let y = top;
      let k = 0;
      while (from + k < rowHeights.length && y + (rowHeights[from + k] ?? 0) <= page.bottom)
        y += rowHeights[from + k++] ?? 0;
      return k;
    };
    const minRows = 3;
    // A table that fits on one page is not split when little room is left; a split one keeps at
    // least three rows on each side of the break.
    const captionHeight = this.measure(table.caption, fonts.bold, 11.5, contentWidth) + 9;
    const total = captionHeight + headerHeight + rowHeights.reduce((a, h) => a + h, 0) + 4;
    const head = captionHeight + headerHeight + rowHeights.slice(0, minRows).reduce((a, h) => a + h, 0) + 4;
    if (total > this.remaining && total <= page.bottom - page.top && this.remaining < 180) this.newPage();
    this.ensure(head);
    // A short table that cannot leave three rows on each side of a break moves whole.
    const n = rowHeights.length;
    const firstFit = rowsFitting(0, this.y + captionHeight + headerHeight + 4);
    if (firstFit < n && n - firstFit < minRows && n < 2 * minRows) this.newPage();
    this.gap(4);
    this.text(table.caption, { font: fonts.bold, size: 11.5, colour: colours.blue, after: 5 });
    drawHeader();
    let breakAt = -1;
    const planSegment = (from: number) => {
      const left = rowHeights.length - from;
      let k = rowsFitting(from);
      if (k < left && left - k < minRows) k = Math.max(Math.min(k, left - minRows), 1);
      breakAt = k < left ? from + k : -1;
    };
    planSegment(0);
    table.rows.forEach((row, r) => {
      const height = rowHeights[r] ?? 0;
      if (r === breakAt) {
        this.newPage();
        this.text(`${table.caption} (continued)`, { font: fonts.italic, size: 8.5, colour: colours.muted, after: 4 });
        drawHeader();
        planSegment(r);
      }
      if (r % 2 === 1) this.doc.rect(x0, this.y, contentWidth, height).fill(colours.tint);
      let x = x0;
      row.forEach((cell, i) => {
        const w = widths[i] ?? 0;
        this.doc
          .font(i === 0 ? fonts.bold : fonts.regular)
          .fontSize(size)
          .fillColor(i === 0 ? colours.ink : colours.body);
        this.doc.text(pdfText(cell || '-'), x + padX, this.y + padY, {
          width: w - 2 * padX,
          lineGap: 1,
          align: align[i],
        });
        x += w;
      });
      this.y += height;
      this.doc
        .moveTo(x0, this.y)
        .lineTo(x0 + contentWidth, this.y)
        .lineWidth(0.5)
        .stroke(colours.rule);
    });
    this.doc
      .moveTo(x0, this.y)
      .lineTo(x0 + contentWidth, this.y)
      .lineWidth(1)
      .stroke(colours.navy);
    this.gap(14);
  }

  /**
   * Column widths for a font size, or [] when even the narrowest layout (each column as wide as its
   * longest word) does not fit. Spare width goes to the columns in proportion to their natural width.
   */
  private columnWidths(table: SpecTable, size: number, padX: number): number[] {
    const natural: number[] = [];
    const minimum: number[] = [];
    table.columns.forEach((column, i) => {
      const cells = [column, ...table.rows.map((row) => row[i] || '-')];
      let nat = 0;
      let min = 0;
      cells.forEach((cell, r) => {
        this.doc.font(r === 0 || i === 0 ? fonts.bold : fonts.regular).fontSize(size);
        const text = pdfText(cell);
        nat = Math.max(nat, this.doc.widthOfString(text));
        for (const word of text.split(/\s+/)) min = Math.max(min, this.doc.widthOfString(word));
      });
      natural.push(nat + 2 * padX + 1);
      minimum.push(min + 2 * padX + 1);
    });
    const sumMin = minimum.reduce((a, b) => a + b, 0);
    if (sumMin > contentWidth) return [];
    const sumNat = natural.reduce((a, b) => a + b, 0);
    // Everything fits on one line: share the spare width in proportion to the natural widths.
    if (sumNat <= contentWidth) return natural.map((w) => (w * contentWidth) / sumNat);
    // Shrink towards the minimum in proportion to how much each column can give.
    const excess = sumNat - contentWidth;
    const give = natural.map((w, i) => w - (minimum[i] ?? 0));
    const totalGive = give.reduce((a, b) => a + b, 0);
    return natural.map((w, i) => w - (excess * (give[i] ?? 0)) / totalGive);
  }

  /**
   * Draws the logo lock-up `height` points tall with its top-left at (x, y); returns its width.
   * Falls back to the vector mark and the brand name when the logo file is not there.
   */
  logo(x: number, y: number, height: number, variant: LogoVariant): number {
    const logo = this.logos.get(variant);
    if (logo) {
      this.doc.image(logo.image, x, y, { height });
      return height * logo.ratio;
    }
    const onDark = variant === 'on-dark';
    drawBrandMark(
      this.doc,
      x,
      y,
      height,
      onDark ? colours.blueLight : colours.blue,
      onDark ? colours.navy : colours.white,
    );
    const size = height * 0.55;
    this.doc
      .font(fonts.bold)
      .fontSize(size)
      .fillColor(onDark ? colours.white : colours.navy)
      .text(siteConfig.name.toUpperCase(), x + height * 1.05, y + (height - size) / 2, {
        lineBreak: false,
        characterSpacing: size / 10,
      });
    return height * 1.05 + this.doc.widthOfString(siteConfig.name.toUpperCase(), { characterSpacing: size / 10 });
  }

  // -------------------------------------------------------------------------------------------
  // Finishing

  /** Draws the running header and footer on every inner page, ends the document and returns its bytes. */
  async finish(runningTitle: string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    const total = range.count;
    for (let i = range.start; i < range.start + range.count; i++) {
      if (this.plainPages.has(i)) continue;
      this.doc.switchToPage(i);
      const bottomMargin = this.doc.page.margins.bottom;
      this.doc.page.margins.bottom = 0; // writing in the margin must not start a new page
      this.logo(x0, 28, 17, 'on-light');
      this.doc.font(fonts.regular).fontSize(8.5).fillColor(colours.muted);
      this.doc.text(pdfText(runningTitle), x0, 33.5, { width: contentWidth, align: 'right', lineBreak: false });
      this.doc
        .moveTo(x0, 52)
        .lineTo(x0 + contentWidth, 52)
        .lineWidth(0.75)
        .stroke(colours.rule);
      this.doc.rect(x0, 51.25, 40, 1.5).fill(colours.accent);

      const fy = page.height - 40;
      this.doc
        .moveTo(x0, fy - 8)
        .lineTo(x0 + contentWidth, fy - 8)
        .lineWidth(0.5)
        .stroke(colours.rule);
      this.doc.font(fonts.regular).fontSize(7.5).fillColor(colours.muted);
      const footer = `${siteConfig.legalName}  |  ${siteConfig.contact.phoneDisplay}  |  ${siteConfig.contact.salesEmail}`;
      this.doc.text(pdfText(footer), x0, fy, { width: contentWidth, lineBreak: false });
      this.doc
        .font(fonts.bold)
        .fillColor(colours.navy)
        .text(`${i + 1} / ${total}`, x0, fy, { width: contentWidth, align: 'right', lineBreak: false });
      this.doc.page.margins.bottom = bottomMargin;
    }
    this.doc.end();
    return this.done;
  }
}

/**
 * The brand mark as vectors, after the site logo (scripts/images/brand.ts): a water drop holding a
 * three-blade impeller, `size` points tall with its top-left at (x, y).
 */
export function drawBrandMark(
  doc: PDFKit.PDFDocument,
  x: number,
  y: number,
  size: number,
  fill: string,
  blades: string = colours.white,
): void {
  const s = size / 120;
  doc.save();
  doc.translate(x, y).scale(s);
  doc.path('M50 2C62 20 96 42 96 72A46 46 0 0 1 4 72C4 42 38 20 50 2Z').fill(fill);
  for (const angle of [0, 120, 240]) {
    doc.save();
    doc.rotate(angle, { origin: [50, 72] });
    doc.path('M50 72C50 56 58 46 72 42C66 52 62 62 58 74Z').fill(blades);
    doc.restore();
  }
  doc.circle(50, 72, 9).fill(fill);
  doc.restore();
}
