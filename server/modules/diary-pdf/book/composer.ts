/**
 * The page machinery of the book: A5 pages with their margins and page numbers, a cursor that moves
 * down the page and turns to a new page when the next piece does not fit, justified text lines,
 * rounded boxes and photos with rounded corners. diary-book.ts decides what goes where.
 */
import {
  appendBezierCurve,
  clip,
  closePath,
  degrees,
  endPath,
  fill,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  type Color,
  type PDFDocument,
  type PDFImage,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';
import type { BookFonts, Weight } from './fonts.ts';
import { wrapText, type Line, type Styled } from './line-break.ts';

/** A5 portrait in points. */
export const PAGE = { width: 419.53, height: 595.28 } as const;
export const MARGIN = { top: 54, bottom: 64, side: 46 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN.side;

const hex = (value: string): Color => rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);

/** The app's palette (src/styles/theme.css.ts), so the book looks like Dodam. */
export const COLORS = {
  text: hex('#2b2320'),
  muted: hex('#6f625b'),
  brand: hex('#f08a5d'),
  brandStrong: hex('#b54a22'),
  brandSoft: hex('#fde7dc'),
  card: hex('#fdf3ec'),
  accentSoft: hex('#e8f3e2'),
  paper: hex('#fffaf5'),
  border: hex('#e6dbd2'),
};

export type TextStyle = { weight: Weight; size: number; color: Color; italic?: boolean; underline?: boolean; strike?: boolean };

export type Composer = ReturnType<typeof createComposer>;

/**
 * `onContinue` draws what a page begins with when a piece overflows onto it (the entry's date).
 * Page numbers count the cover as page 1 but are printed from page 2.
 */
export function createComposer(doc: PDFDocument, fonts: BookFonts) {
  let page: PDFPage | null = null;
  let y = 0;
  let onContinue: (() => void) | null = null;

  const current = (): PDFPage => {
    if (!page) throw new Error('no page yet');
    return page;
  };

  function addPage(options: { numbered: boolean }): PDFPage {
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - MARGIN.top;
    if (options.numbered) {
      const label = String(doc.getPageCount());
      const size = 8.5;
      page.drawText(label, { x: (PAGE.width - fonts.measure(label, 'regular', size)) / 2, y: 34, size, font: fonts.font.regular, color: COLORS.muted });
    }
    return page;
  }

  /** A new numbered page, continued with `onContinue`'s header when a piece overflowed. */
  function turn(continued: boolean): void {
    addPage({ numbered: true });
    if (continued && onContinue) onContinue();
  }

  const room = () => y - MARGIN.bottom;

  /** Makes room for `height` points: a new page when the rest of this one is too short. */
  function ensure(height: number): void {
    if (height > room() && y < PAGE.height - MARGIN.top) turn(true);
  }

  const measure = (text: string, style: TextStyle) => fonts.measure(text, style.weight, style.size);

  function wrap(runs: readonly Styled<TextStyle>[], width: number, justify = true): Line<TextStyle>[] {
    const printable = runs.map((run) => ({ text: fonts.printable(run.text), style: run.style }));
    const size = runs[0]?.style.size ?? 10;
    return wrapText(printable, width, measure, { maxStretch: size * 0.25, justify });
  }

  /**
   * One line with its top at the cursor, `leading` high; the text sits on the line's optical middle.
   * `stay` leaves the cursor where it is (a label beside the line that follows).
   */
  function drawLine(line: Line<TextStyle>, x: number, leading: number, stay = false): void {
    const target = current();
    for (const piece of line.pieces) {
      const { style } = piece;
      const baseline = y - leading / 2 - style.size * 0.34;
      target.drawText(piece.text, {
        x: x + piece.x,
        y: baseline,
        size: style.size,
        font: fonts.font[style.weight],
        color: style.color,
        ...(style.italic ? { ySkew: degrees(12) } : {}),
      });
      if (style.underline)
        target.drawLine({
          start: { x: x + piece.x, y: baseline - style.size * 0.14 },
          end: { x: x + piece.x + piece.width, y: baseline - style.size * 0.14 },
          thickness: style.size * 0.06,
          color: style.color,
        });
      if (style.strike)
        target.drawLine({
          start: { x: x + piece.x, y: baseline + style.size * 0.3 },
          end: { x: x + piece.x + piece.width, y: baseline + style.size * 0.3 },
          thickness: style.size * 0.06,
          color: style.color,
        });
    }
    if (!stay) y -= leading;
  }

  /** Wrapped text from the cursor down, onto new pages as needed; `beside` draws in the margin of each line. */
  function paragraph(
    runs: readonly Styled<TextStyle>[],
    options: { x?: number; width?: number; leading: number; beside?: (lineTop: number, first: boolean) => void },
  ): void {
    const x = options.x ?? 0;
    const lines = wrap(runs, options.width ?? CONTENT_WIDTH - x);
    lines.forEach((line, i) => {
      ensure(options.leading);
      options.beside?.(y, i === 0);
      drawLine(line, MARGIN.side + x, options.leading);
    });
  }

  function roundedRect(x: number, top: number, width: number, height: number, radius: number): PDFOperator[] {
    const k = radius * 0.5523;
    const left = x;
    const right = x + width;
    const bottom = top - height;
    return [
      moveTo(left + radius, top),
      lineTo(right - radius, top),
      appendBezierCurve(right - radius + k, top, right, top - radius + k, right, top - radius),
      lineTo(right, bottom + radius),
      appendBezierCurve(right, bottom + radius - k, right - radius + k, bottom, right - radius, bottom),
      lineTo(left + radius, bottom),
      appendBezierCurve(left + radius - k, bottom, left, bottom + radius - k, left, bottom + radius),
      lineTo(left, top - radius),
      appendBezierCurve(left, top - radius + k, left + radius - k, top, left + radius, top),
      closePath(),
    ];
  }

  function fillRoundedRect(x: number, top: number, width: number, height: number, radius: number, color: Color): void {
    current().pushOperators(pushGraphicsState(), setFillingColor(color), ...roundedRect(x, top, width, height, radius), fill(), popGraphicsState());
  }

  /** A photo in a box with rounded corners (x from the page edge, `top` in page coordinates). */
  function photo(image: PDFImage, x: number, top: number, width: number, height: number): void {
    const target = current();
    target.pushOperators(pushGraphicsState(), ...roundedRect(x, top, width, height, 6), clip(), endPath());
    target.drawImage(image, { x, y: top - height, width, height });
    target.pushOperators(popGraphicsState());
  }

  return {
    fonts,
    addPage,
    turn,
    ensure,
    room,
    wrap,
    drawLine,
    paragraph,
    fillRoundedRect,
    photo,
    measure,
    page: current,
    get y() {
      return y;
    },
    /** Moves the cursor down (never past the bottom margin: the next piece turns the page). */
    down(points: number): void {
      y = Math.max(MARGIN.bottom, y - points);
    },
    setContinuation(draw: (() => void) | null): void {
      onContinue = draw;
    },
  };
}
