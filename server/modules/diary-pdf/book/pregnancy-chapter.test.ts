import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages, squeezed } from '../../../test/pdf-test-kit.ts';
import { createWorkerPool } from '../../../lib/worker-pool.ts';
import { renderInPool } from '../period-book.ts';
import type { Book, BookEntry } from './diary-book.ts';
import { NO_AREAS } from './pregnancy-chapter.ts';

const ultrasound = async () =>
  new Uint8Array(
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#333333' } })
      .webp()
      .toBuffer(),
  );
const pregnancy = (week: number, writtenOn: string, contentText: string, photos: BookEntry['photos'] = []): BookEntry => ({
  entryDate: writtenOn,
  pregnancyWeek: week,
  title: null,
  areas: NO_AREAS,
  content: null,
  contentText,
  photos,
});
const diary = (entryDate: string, title: string): BookEntry => ({ entryDate, title, areas: NO_AREAS, content: null, contentText: '산책했어요.', photos: [] });

let book: Book;
let pages: string[][];
let alone: string[][];
const progress: number[] = [];
// In a worker thread, as the builds are (decision 0078): the week and the ultrasound photos cross threads.
const pool = createWorkerPool({ size: 1, maxQueue: 1 });
afterAll(() => pool.close());

const base = { childName: '하늘이', birthDateTime: new Date('2025-10-17T15:30:00Z'), from: '2026-11-01', to: '2026-11-22', madeOn: '2026-11-22' };

beforeAll(async () => {
  const photo = await ultrasound();
  const asked: string[] = [];
  const entries: BookEntry[] = [
    pregnancy(12, '2025-05-03', '첫 초음파를 봤어요.\n\n콩닥콩닥 심장 소리가 들렸어요.', [
      async () => {
        asked.push('scan');
        return photo;
      },
      async () => photo,
    ]),
    pregnancy(30, '2025-08-20', '발차기가 세졌어요.'),
    diary('2026-11-20', '첫 발걸음'),
  ];
  book = await renderInPool(pool)({ ...base, entries }, (done) => {
    progress.push(done);
  });
  pages = await pdfPages(book.bytes);
  expect(asked).toEqual(['scan']);
  const only = await renderInPool(pool)({ ...base, entries: [pregnancy(20, '2025-07-01', '태동을 느꼈어요.')] }, () => {});
  alone = await pdfPages(only.bytes);
});

describe('the pregnancy diary in the book (decision 0101)', () => {
  it('counts it on the cover before the diary, its ultrasound photos with the photos', () => {
    expect(squeezed(pages[0] ?? [])).toContain('태교일기2편·일기1편·사진2장');
    expect(squeezed(alone[0] ?? [])).toContain('태교일기1편');
    expect(squeezed(alone[0] ?? [])).not.toContain('일기0편');
  });

  it('opens with a "태교일기" chapter page of its weeks, then its entries, then a "육아일기" chapter before the diary', () => {
    const texts = pages.map(squeezed);
    expect(pages).toHaveLength(book.pages);
    expect(texts[1]).toContain('태교일기');
    expect(texts[1]).toContain('임신12주–30주');
    // The entries' headings, drawn whole (the chapter page's '임신 12주 – 30주' is not one).
    const week12 = pages.findIndex((items) => items.includes('임신 12주'));
    const week30 = pages.findIndex((items) => items.includes('임신 30주'));
    const diaryChapter = texts.findIndex((text) => text.includes('2026년11월1일–11월22일') && text.includes('육아일기') && !text.includes('하늘이'));
    const diaryEntry = texts.findIndex((text) => text.includes('첫발걸음'));
    expect([week12, week30, diaryChapter, diaryEntry]).toEqual([2, 3, 4, 5]);
    // Every page after the cover is numbered, the chapter pages too.
    pages.slice(1).forEach((items, i) => expect(items[0]).toBe(String(i + 2)));
    expect(progress).toEqual([1, 2, 3]);
  });

  it('heads an entry with its week and the Korean day it was written, its plain text in paragraphs', () => {
    const page = pages[2] ?? [];
    expect(page).toContain('임신 12주');
    expect(page).toContain('2025년 5월 3일');
    const text = squeezed(page);
    expect(text).toContain('첫초음파를봤어요.');
    expect(text).toContain('콩닥콩닥심장소리가들렸어요.');
    // No care areas, no age: an unborn child has none.
    expect(text).not.toContain('개월');
  });

  it('prints the ultrasound photos as the diary prints its photos', async () => {
    const doc = await PDFDocument.load(book.bytes);
    const images = [...doc.context.enumerateIndirectObjects()].filter(
      ([, object]) => object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
    expect(images).toHaveLength(2);
  });

  it('has no "육아일기" chapter when the period holds no diary entry', () => {
    expect(alone.map(squeezed).slice(1)).toEqual([expect.stringContaining('태교일기'), expect.stringContaining('임신20주')]);
    expect(alone.slice(1).some((items) => squeezed(items).includes('육아일기'))).toBe(false);
  });
});
