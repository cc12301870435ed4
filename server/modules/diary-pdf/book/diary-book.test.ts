import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedFonts, pdfPages, squeezed, type EmbeddedFont } from '../../../test/pdf-test-kit.ts';
import { createWorkerPool } from '../../../lib/worker-pool.ts';
import { renderInPool } from '../period-book.ts';
import type { Book, BookEntry } from './diary-book.ts';

const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
const text = (value: string, format = 0) => ({ type: 'text', text: value, format });
const LONG = '오늘은 아침 일찍 일어나서 하늘이와 함께 동네 공원에 산책을 다녀왔어요. 낙엽이 바스락거리는 소리가 재미있는지 한참을 밟으며 까르르 웃었어요. ';

const picture = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#f4a261' } })
      .webp()
      .toBuffer(),
  );

let book: Book;
let pages: string[][];
let fonts: EmbeddedFont[];
const progress: number[] = [];
// Laid out in a worker thread, as the builds are (decision 0078): the photos and the progress cross between threads.
const pool = createWorkerPool({ size: 1, maxQueue: 1 });
afterAll(() => pool.close());

beforeAll(async () => {
  const landscape = await picture(1600, 1200);
  const portrait = await picture(900, 1600);
  const entries: BookEntry[] = [
    {
      entryDate: '2026-11-20',
      title: '첫 발걸음',
      areas: {
        ...none,
        water: { ml: 600, note: null },
        childMeal: { times: 3, amount: 'NORMAL', note: '소고기 진밥' },
        mood: { mood: 'VERY_GOOD', note: '많이 웃었어요 😆' },
      },
      content: {
        root: {
          type: 'root',
          children: [
            { type: 'paragraph', children: [text('소파를 잡지 않고 '), text('세 걸음', 1), text('을 걸었어요!')] },
            { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [text('아침 이유식')] }] },
          ],
        },
      },
      contentText: '',
      // A photo whose file is gone and bytes that are no picture are left out; the other three print.
      photos: [async () => landscape, async () => null, async () => new Uint8Array([1, 2, 3]), async () => portrait, async () => landscape],
    },
    { entryDate: '2026-11-21', title: null, areas: none, content: null, contentText: `${LONG.repeat(6)}\n`.repeat(5), photos: [] },
    {
      entryDate: '2026-11-22',
      title: '짧은 하루',
      areas: { ...none, sleep: { hours: 11, naps: 2, note: null } },
      content: null,
      contentText: '일찍 잤어요.',
      photos: [],
    },
  ];
  book = await renderInPool(pool)(
    { childName: '하늘이', birthDateTime: new Date('2025-10-17T15:30:00Z'), from: '2026-08-22', to: '2026-11-22', madeOn: '2026-11-22', entries },
    (done) => {
      progress.push(done);
    },
  );
  pages = await pdfPages(book.bytes);
  fonts = await embeddedFonts(book.bytes);
});

describe('the diary book (decision 0028)', () => {
  it('is a valid PDF whose page count it reports, with the progress of every entry', async () => {
    expect(new TextDecoder().decode(book.bytes.slice(0, 5))).toBe('%PDF-');
    expect(pages).toHaveLength(book.pages);
    expect(progress).toEqual([1, 2, 3]);
    const doc = await PDFDocument.load(book.bytes);
    expect(doc.getTitle()).toBe('하늘이의 육아일기');
    expect(doc.getPage(0).getSize()).toEqual({ width: 419.53, height: 595.28 });
  });

  it('opens with a cover: "도담 육아일기", the child\u2019s name, the period and what the book holds (no page number)', () => {
    const cover = squeezed(pages[0] ?? []);
    expect(cover).toContain('도담육아일기');
    expect(cover).toContain('하늘이의육아일기');
    expect(cover).toContain('2026년8월22일–11월22일');
    expect(cover).toContain('일기3편·사진3장');
    expect(pages[0]).not.toContain('1');
    // Without the pregnancy diary (decision 0101) no chapter page: the first entry follows the cover.
    expect(cover).not.toContain('태교일기');
    expect(pages.some((items) => squeezed(items).includes('임신'))).toBe(false);
    expect(pages[1]).toContain('2026년 11월 20일 금요일');
  });

  it('gives each entry its own page: the Korean date with the weekday, the age that day, title, care areas and text', () => {
    const first = pages[1] ?? [];
    expect(first).toContain('2026년 11월 20일 금요일');
    expect(first).toContain('13개월 2일');
    const page = squeezed(first);
    for (const part of [
      '첫발걸음',
      '물600ml',
      '아이식사3회·평소만큼·소고기진밥',
      '기분아주좋아요·많이웃었어요',
      '소파를잡지않고세걸음을걸었어요!',
      '1.아침이유식',
    ])
      expect(page).toContain(part);
    // No glyph for an emoji: it is left out rather than printed as an empty box.
    expect(page).not.toContain('😆');
    expect(pages.findIndex((p) => p.includes('2026년 11월 22일 일요일'))).toBeGreaterThan(pages.findIndex((p) => p.includes('2026년 11월 21일 토요일')));
  });

  it('continues a long entry onto the next pages under its date, and numbers every page after the cover', () => {
    const start = pages.findIndex((p) => p.includes('2026년 11월 21일 토요일'));
    const end = pages.findIndex((p) => p.includes('2026년 11월 22일 일요일'));
    expect(end - start).toBeGreaterThanOrEqual(2);
    const continued = '2026년11월21일토요일·이어서';
    for (let i = start + 1; i < end; i++) expect(squeezed((pages[i] ?? []).slice(1)).startsWith(continued)).toBe(true);
    // Page numbers are drawn first on each page; without them and the running heads the text is whole.
    pages.slice(1).forEach((items, i) => expect(items[0]).toBe(String(i + 2)));
    const text = pages
      .slice(start, end)
      .map((items) => squeezed(items.slice(1)).replace(continued, ''))
      .join('');
    expect(text.split(squeezed([LONG])).length - 1).toBe(30);
  });

  it('prints the photos that could be read, as JPEG images', async () => {
    const doc = await PDFDocument.load(book.bytes);
    const images = [...doc.context.enumerateIndirectObjects()].filter(
      ([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
    expect(images).toHaveLength(3);
    expect(images.every(([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Filter')) === PDFName.of('DCTDecode'))).toBe(true);
  });

  it('embeds Pretendard as subsets whose glyphs all have outlines, keeping the file small', () => {
    // pdf-lib names a subset after its font with a number: /Pretendard-Regular-1234.
    expect(fonts.map((font) => font.name.replace(/-\d+$/, '')).sort()).toEqual(['/Pretendard-Bold', '/Pretendard-Regular', '/Pretendard-SemiBold']);
    for (const font of fonts) {
      // The whole font is 2.7 MB with 14,716 glyphs; a subset holds only what is printed.
      expect(font.bytes).toBeLessThan(120_000);
      expect(font.glyphs).toBeLessThan(500);
      // Every glyph but the space draws something: the TrueType subset fix (decision 0028) works.
      expect(font.drawnGlyphs).toBeGreaterThanOrEqual(font.glyphs - 2);
    }
    expect(book.bytes.length).toBeLessThan(600_000);
  });
});
