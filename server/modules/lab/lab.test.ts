import { beforeAll, describe, expect, it } from 'vitest';
import { LabSamplePdf } from '../../../src/contract/lab-api.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { embeddedFonts, pdfPages, squeezed } from '../../test/pdf-test-kit.ts';

/** Decision 0040: the component lab's sample PDFs, made by the diary book's code from sample data, for admins. */
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const { signIn } = memberKit(() => t);
let admin: Pair;

const sample = (tokens: Pair | undefined, kind: string) => t.request('GET', `/api/admin/lab/sample-pdf?kind=${kind}`, { tokens });
const pdfOf = (res: { json: unknown }) => {
  const data = dataOf(res, LabSamplePdf);
  return { ...data, pdf: new Uint8Array(Buffer.from(data.base64, 'base64')) };
};

const t = testApp({ clock, demo: true });
beforeAll(async () => {
  admin = await signIn('admin');
});

describe('GET /api/admin/lab/sample-pdf', () => {
  it('makes the sample diary book: a cover, then one page per entry with its Korean date, title and care areas', async () => {
    const res = await sample(admin, 'diary-book');
    expect(res.status).toBe(200);
    const { pdf, pages, bytes } = pdfOf(res);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(bytes).toBe(pdf.length);
    const text = (await pdfPages(pdf)).map(squeezed);
    expect(text).toHaveLength(pages);
    expect(text[0]).toContain('도담이의육아일기');
    expect(text.join('')).toContain('처음으로뒤집기를했어요');
    expect(text.join('')).toContain('2026년5월2일');
  });

  it('makes the Korean typesetting specimen with Hangul, Latin and digits, in Pretendard subsets whose glyphs all draw', async () => {
    const { pdf } = pdfOf(await sample(admin, 'korean-typesetting'));
    const text = (await pdfPages(pdf)).map(squeezed).join('');
    expect(text).toContain('어절단위로줄을바꿉니다');
    expect(text).toContain('Dodam(도담)앱의PDF는pdf-lib와fontkit으로');
    expect(text).toContain('몸무게7.9kg');
    // Glyph 0 (.notdef) and the space have no outline.
    for (const font of await embeddedFonts(pdf)) expect(font.drawnGlyphs, font.name).toBeGreaterThanOrEqual(font.glyphs - 2);
  });

  it('is for admins only and refuses an unknown kind', async () => {
    expect((await sample(undefined, 'diary-book')).status).toBe(401);
    expect((await sample(await signIn('parent'), 'diary-book')).status).toBe(403);
    expect((await sample(admin, 'photos')).status).toBe(400);
  });
});
