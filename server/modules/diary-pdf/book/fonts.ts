/**
 * The book's typeface: Pretendard (SIL Open Font License 1.1, the app's own font, from the
 * `pretendard` npm package) in three weights, embedded as subsets, so that a book carries only the
 * glyphs it prints (decision 0028). The TrueType (glyf) files are used: @pdf-lib/fontkit subsets
 * them reliably, which it does not do for the CFF outlines of the .otf files.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { bookFontkit } from './book-fontkit.ts';

export type Weight = 'regular' | 'semibold' | 'bold';

const FILES: Record<Weight, string> = { regular: 'Pretendard-Regular.ttf', semibold: 'Pretendard-SemiBold.ttf', bold: 'Pretendard-Bold.ttf' };
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('pretendard/package.json')), 'dist', 'public', 'static', 'alternative');

type FontBytes = Record<Weight, Uint8Array>;
let loading: Promise<FontBytes> | null = null;

/** The three font files, read once per process (about 8 MB, kept for the next book). */
function fontBytes(): Promise<FontBytes> {
  loading ??= (async () => {
    const [regular, semibold, bold] = await Promise.all([FILES.regular, FILES.semibold, FILES.bold].map((file) => readFile(join(FONT_DIR, file))));
    return { regular: regular as Uint8Array, semibold: semibold as Uint8Array, bold: bold as Uint8Array };
  })();
  loading.catch(() => (loading = null));
  return loading;
}

let coverage: ((codePoint: number) => boolean) | null = null;

export type BookFonts = {
  font: Record<Weight, PDFFont>;
  /** Width in points of `text` set in `weight` at `size`. */
  measure(text: string, weight: Weight, size: number): number;
  /**
   * The text the font can print: composed (NFC, as a Mac keyboard may send jamo), and without the
   * characters it has no glyph for (emoji, Hanja), which would print as empty boxes.
   */
  printable(text: string): string;
};

export async function embedFonts(doc: PDFDocument): Promise<BookFonts> {
  const bytes = await fontBytes();
  doc.registerFontkit(bookFontkit);
  const font: Record<Weight, PDFFont> = {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    semibold: await doc.embedFont(bytes.semibold, { subset: true }),
    bold: await doc.embedFont(bytes.bold, { subset: true }),
  };
  if (!coverage) {
    const face = fontkit.create(bytes.regular);
    coverage = (codePoint) => face.hasGlyphForCodePoint(codePoint);
  }
  const has = coverage;
  // Advance widths per character at size 1: a year of entries measures millions of characters.
  const widths: Record<Weight, Map<string, number>> = { regular: new Map(), semibold: new Map(), bold: new Map() };
  return {
    font,
    measure(text, weight, size) {
      const cache = widths[weight];
      let total = 0;
      for (const ch of text) {
        let width = cache.get(ch);
        if (width === undefined) {
          width = font[weight].widthOfTextAtSize(ch, 1);
          cache.set(ch, width);
        }
        total += width;
      }
      return total * size;
    },
    printable(text) {
      let out = '';
      for (const ch of text.normalize('NFC')) {
        const codePoint = ch.codePointAt(0) ?? 0;
        if (ch === '\n' || has(codePoint)) out += ch;
        else if (/\s/u.test(ch)) out += ' ';
      }
      return out;
    },
  };
}
