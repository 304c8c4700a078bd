import { rgb, type PDFDocument, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
/** Room kept free at the foot of every page for its page number. */
const FOOTER = 24;
const LABEL_WIDTH = 190;
const TEXT_SIZE = 10;
const LINE = 14;
const GREY = rgb(0.45, 0.45, 0.45);
const BLACK = rgb(0, 0, 0);
/** The company's logo fits this box in the top right corner, keeping its proportions. */
const LOGO_BOX = { width: 120, height: 56 };

/**
 * Writes a document top to bottom, wrapping long values inside the column they start in and
 * going on on a new A4 page when the current one is full, so nothing is cut off.
 */
export class PdfWriter {
  private page: PDFPage;
  private y: number;
  private readonly width = A4[0] - 2 * MARGIN;
  private headerBottom = A4[1];

  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }

  /** Beside the letterhead of the first page; the text below starts under the taller of the two. */
  topRight(image: PDFImage) {
    const { width, height } = image.scaleToFit(LOGO_BOX.width, LOGO_BOX.height);
    const top = A4[1] - MARGIN;
    this.page.drawImage(image, { x: A4[0] - MARGIN - width, y: top - height, width, height });
    this.headerBottom = top - height;
  }

  heading(value: string, size: number) {
    this.room(size * 1.5 + LINE);
    this.y -= size;
    this.page.drawText(value, { x: MARGIN, y: this.y, size, font: this.font });
    this.y -= size * 0.5;
  }

  section(value: string) {
    this.gap(10);
    // A heading is never left alone at the foot of a page.
    this.room(12 * 1.5 + 4 + 2 * LINE);
    this.heading(value, 12);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: MARGIN + this.width, y: this.y + 2 },
      thickness: 0.5,
      color: GREY,
    });
    this.gap(4);
  }

  /** A label and its value; the value starts at the column and may take several lines. */
  row(label: string, value: string) {
    this.columns(
      this.wrap(label, LABEL_WIDTH - 12),
      this.wrap(value || '—', this.width - LABEL_WIDTH),
      'left',
    );
  }

  /** A label and an amount, the amount against the right margin so the figures line up. */
  amountRow(label: string, amount: string) {
    this.columns(this.wrap(label, this.width - 100), [amount], 'right');
  }

  paragraph(value: string, color = BLACK) {
    for (const line of this.wrap(value, this.width)) this.line(line, color);
  }

  muted(value: string) {
    if (!value) return;
    // Beside the logo, lines stop short of it.
    const width = this.y > this.headerBottom ? this.width - LOGO_BOX.width - 12 : this.width;
    for (const line of this.wrap(value, width)) this.line(line, GREY);
  }

  gap(points: number) {
    this.y = Math.min(this.y - points, this.headerBottom - points);
  }

  /** "page of pages" at the foot of every page, once everything is written. */
  numberPages(text: (page: number, pages: number) => string) {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      const value = text(index + 1, pages.length);
      const x = A4[0] - MARGIN - this.font.widthOfTextAtSize(value, TEXT_SIZE - 2);
      page.drawText(value, { x, y: MARGIN - FOOTER / 2, size: TEXT_SIZE - 2, font: this.font, color: GREY });
    });
  }

  private line(value: string, color = BLACK) {
    this.room(LINE);
    this.y -= LINE;
    this.draw(value, MARGIN, this.y, color);
  }

  private columns(labels: string[], values: string[], align: 'left' | 'right') {
    const count = Math.max(labels.length, values.length);
    // A short row stays on one page; a value longer than a page goes on line by line.
    if (count * LINE < A4[1] / 2) this.room(count * LINE);
    for (let i = 0; i < count; i++) {
      this.room(LINE);
      this.y -= LINE;
      if (labels[i]) this.draw(labels[i], MARGIN, this.y, GREY);
      const value = values[i];
      if (!value) continue;
      const x =
        align === 'right'
          ? MARGIN + this.width - this.font.widthOfTextAtSize(value, TEXT_SIZE)
          : MARGIN + LABEL_WIDTH;
      this.draw(value, x, this.y);
    }
    this.y -= 2;
  }

  /** Starts a new page when `height` points no longer fit above the footer. */
  private room(height: number) {
    if (this.y - height >= MARGIN + FOOTER) return;
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
    this.headerBottom = A4[1];
  }

  private draw(value: string, x: number, y: number, color = BLACK) {
    this.page.drawText(value, { x, y, size: TEXT_SIZE, font: this.font, color });
  }

  /** Splits on spaces (and line breaks) so each line fits `width`; a word longer than that is cut. */
  private wrap(value: string, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of value.split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.fits(candidate, width)) line = candidate;
        else {
          if (line) lines.push(line);
          line = word;
          while (!this.fits(line, width)) {
            const cut = this.longestFitting(line, width);
            lines.push(line.slice(0, cut));
            line = line.slice(cut);
          }
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private fits(text: string, width: number) {
    return this.font.widthOfTextAtSize(text, TEXT_SIZE) <= width;
  }

  private longestFitting(word: string, width: number) {
    let cut = 1;
    while (cut < word.length && this.fits(word.slice(0, cut + 1), width)) cut++;
    return cut;
  }
}
