/**
 * Reading a made book back in the tests (not a test file itself): its text per page with pdfjs-dist
 * (the legacy build runs in Node, ARCHITECTURE §7) and the font programs it embeds, with pdf-lib.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';

/** The text items of every page, in drawing order (one item per piece of text drawn). */
export async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str !== '' ? [item.str] : [])));
  }
  await pdf.destroy();
  return pages;
}

/** A page's text with every space removed: justified lines are drawn a word at a time. */
export const squeezed = (items: readonly string[]) => items.join('').replace(/\s+/g, '');

export type EmbeddedFont = { name: string; bytes: number; glyphs: number; drawnGlyphs: number };

/**
 * Each embedded TrueType program: its name (a subset carries a six-letter tag: ABCDEF+Name), its
 * size, and how many of its glyphs have outlines — a broken subset (wrong loca offsets) decodes
 * its glyphs as empty.
 */
export async function embeddedFonts(bytes: Uint8Array): Promise<EmbeddedFont[]> {
  const doc = await PDFDocument.load(bytes);
  const fonts: EmbeddedFont[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Type')) !== PDFName.of('FontDescriptor')) continue;
    const file = object.lookup(PDFName.of('FontFile2'));
    if (!(file instanceof PDFRawStream)) continue;
    const program = decodePDFRawStream(file).decode();
    const face = fontkit.create(program);
    let drawn = 0;
    for (let id = 1; id < face.numGlyphs; id++) if (face.getGlyph(id).path.cbox.width > 0) drawn += 1;
    fonts.push({ name: String(object.get(PDFName.of('FontName'))), bytes: program.length, glyphs: face.numGlyphs, drawnGlyphs: drawn });
  }
  return fonts;
}
