/**
 * pdf-test's sample PDF, made in the browser with pdf-lib (the library of the server's diary book,
 * decision 0028): three pages of different sizes and orientation, the brand palette, rules and text in
 * a standard font, so the viewer's scaling and paging show. Latin text only: the standard fonts have
 * no Hangul (Korean typesetting is pdf-test-3, made with Pretendard on the server).
 */
import { PDFDocument, PageSizes, StandardFonts, degrees, rgb } from 'pdf-lib';

const hex = (value: string) =>
  rgb(Number.parseInt(value.slice(1, 3), 16) / 255, Number.parseInt(value.slice(3, 5), 16) / 255, Number.parseInt(value.slice(5, 7), 16) / 255);
/** The theme's brand palette (styles/theme.css.ts), as the book's cover uses it. */
const PALETTE = ['#f08a5d', '#a8441f', '#fde7dc', '#76b060', '#e8f3e2', '#2b2320'];

export async function makeSamplePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle('Dodam PDF viewer sample');
  doc.setCreator('Dodam component lab');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const sizes: { size: [number, number]; name: string; rotate?: number }[] = [
    { size: PageSizes.A4, name: 'A4 portrait' },
    { size: [PageSizes.A5[1], PageSizes.A5[0]], name: 'A5 landscape' },
    { size: PageSizes.A5, name: 'A5 portrait, rotated 90 degrees', rotate: 90 },
  ];
  sizes.forEach(({ size, name, rotate }, index) => {
    const page = doc.addPage(size);
    if (rotate) page.setRotation(degrees(rotate));
    const { width, height } = page.getSize();
    page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: hex('#e6dbd2'), borderWidth: 1 });
    page.drawText(`Dodam PDF viewer sample - page ${index + 1} of ${sizes.length}`, { x: 48, y: height - 72, size: 18, font: bold, color: hex('#2b2320') });
    page.drawText(`${name}: ${Math.round(width)} x ${Math.round(height)} pt`, { x: 48, y: height - 96, size: 11, font, color: hex('#6f625b') });
    const swatch = Math.min(56, (width - 96) / PALETTE.length - 8);
    PALETTE.forEach((color, i) => {
      page.drawRectangle({ x: 48 + i * (swatch + 8), y: height - 120 - swatch, width: swatch, height: swatch, color: hex(color) });
    });
    if (index === 0) page.drawCircle({ x: width - 90, y: 90, size: 40, color: hex('#fde7dc'), borderColor: hex('#f08a5d'), borderWidth: 2 });
    for (let line = 0; line < 8; line++) {
      const y = height - 160 - swatch - line * 18;
      if (y < 60) break;
      page.drawLine({ start: { x: 48, y }, end: { x: width - 48, y }, thickness: 0.5, color: hex('#e6dbd2') });
      page.drawText(`Line ${line + 1}: The quick brown fox jumps over the lazy dog 0123456789`, { x: 52, y: y + 4, size: 9, font, color: hex('#2b2320') });
    }
  });
  return doc.save();
}
