/**
 * @pdf-lib/fontkit as the book uses it (decision 0028), with two changes.
 *
 * 1. Its TrueType subsets are fixed. The subset writes its
 * `loca` table in the short format whenever the glyph data is under 128 KB, which stores every
 * offset halved — but it never pads the glyph records to an even length, so after the first
 * odd-sized glyph every later offset points one byte off and the viewer draws those glyphs blank
 * (Pretendard's Hangul syllables are composite glyphs of odd sizes: most of the text vanished).
 * Upstream fontkit fixed this in 1.8 (foliojs/fontkit#191); the pdf-lib fork predates it
 * (cantoo-scribe/pdf-lib#144). Padding each record with a zero byte, as the TrueType format allows,
 * makes the halved offsets exact.
 *
 * 2. Text is mapped to glyphs through the font's cmap only, without OpenType shaping. pdf-lib lays
 * out every string it draws or measures; fontkit's Hangul shaper made that 0.4 ms a word, 15 s for
 * a year of entries. Precomposed Hangul syllables, Latin letters, digits and punctuation need no
 * shaping (the book sets no ligatures and no kerning), so the glyph of each code point is enough.
 */
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument } from 'pdf-lib';

type Font = ReturnType<Fontkit['create']>;
type Glyph = ReturnType<Font['glyphForCodePoint']>;
type GlyphRun = ReturnType<Font['layout']>;

type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
/** The internals of fontkit's TTFSubset that the fix touches (not in its type declarations). */
type TtfSubsetInternals = {
  glyf: Uint8Array[];
  offset: number;
  _addGlyph(gid: number): number;
};

const isTtfSubset = (subset: object): subset is TtfSubsetInternals => '_addGlyph' in subset && typeof subset._addGlyph === 'function' && !('cff' in subset);

function allocLike(record: Uint8Array, size: number): Uint8Array {
  const { constructor } = record;
  if ('alloc' in constructor && typeof constructor.alloc === 'function') {
    const made: unknown = constructor.alloc(size);
    if (made instanceof Uint8Array) return made;
  }
  throw new Error('fontkit glyph records are not Buffers: the subset fix needs a look');
}

function padGlyphRecords(subset: TtfSubsetInternals): void {
  const addGlyph = subset._addGlyph.bind(subset);
  subset._addGlyph = (gid) => {
    const index = addGlyph(gid);
    const record = subset.glyf[index];
    if (record && record.length % 2 === 1) {
      // The record must stay an instance of fontkit's own (bundled) Buffer class for its encoder.
      const padded = allocLike(record, record.length + 1);
      padded.set(record);
      subset.glyf[index] = padded;
      subset.offset += 1;
    }
    return index;
  };
}

/** One glyph per code point, cached: what `layout` answers for text that needs no shaping. */
function cmapLayout(font: Font): Font['layout'] {
  const glyphs = new Map<number, Glyph>();
  return (text: string): GlyphRun => {
    const run: Glyph[] = [];
    let advanceWidth = 0;
    for (const ch of text) {
      const codePoint = ch.codePointAt(0) ?? 0;
      let glyph = glyphs.get(codePoint);
      if (!glyph) {
        glyph = font.glyphForCodePoint(codePoint);
        glyphs.set(codePoint, glyph);
      }
      run.push(glyph);
      advanceWidth += glyph.advanceWidth;
    }
    return {
      glyphs: run,
      positions: run.map((glyph) => ({ xAdvance: glyph.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 })),
      script: 'Hang',
      language: null,
      direction: 'ltr',
      features: {},
      advanceWidth,
      advanceHeight: 0,
      bbox: font.bbox,
    };
  };
}

/** Registered with `PDFDocument.registerFontkit` in place of @pdf-lib/fontkit itself. */
export const bookFontkit: Fontkit = {
  create(data, postscriptName) {
    const font = fontkit.create(data, postscriptName);
    font.layout = cmapLayout(font);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      if (isTtfSubset(subset)) padGlyphRecords(subset);
      return subset;
    };
    return font;
  },
};
