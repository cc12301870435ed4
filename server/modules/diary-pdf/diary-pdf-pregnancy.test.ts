import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { diaryPdfApi } from '../../../src/contract/diary-pdf-api.ts';
import { pregnancyEntries, pregnancyPhotos } from '../../db/schema/pregnancy.ts';
import { createMemoryStorage, newStorageKey } from '../../integrations/storage.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { diaryKit, entry } from '../../test/diary-test-kit.ts';
import { diaryPdfKit, errorOf } from '../../test/diary-pdf-test-kit.ts';
import { pdfPages, squeezed } from '../../test/pdf-test-kit.ts';
import { ordersKit } from '../../test/orders-test-kit.ts';
import { insertPaidDiaryPdfItem } from './paid-item-fixture.ts';

// 2026-11-22 12:00 KST.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const storage = createMemoryStorage();
const k = memberKit(() => t);
const d = diaryKit(() => t);
const p = diaryPdfKit(() => t);
let mom: Pair;
let momId: number;
let byeol: number; // born 2026-03-01, its pregnancy diary kept (decision 0100) and one diary entry
let noPregnancy: number; // born, no pregnancy diary, no entry
const period = { from: '2026-11-01', to: '2026-11-22' };
const empty = { from: '2026-10-01', to: '2026-10-31' };

const t = testApp({ clock, storage });
const newItem = (childId = byeol) => insertPaidDiaryPdfItem(t.db, momId, childId, { now: clock.now() });
const expectError = (res: { status: number; json: unknown }, status: number, message: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, message));

/** Written while the child was unborn; the entries stay once it is born. Inserted directly, the photo too. */
async function writePregnancy(childId: number, week: number, writtenOn: string, content: string): Promise<number> {
  const [row] = await t.db.insert(pregnancyEntries).values({ childId, clientId: randomUUID(), authorId: momId, week, writtenOn, content }).returning();
  if (!row) throw new Error('no pregnancy entry');
  return row.id;
}

/** Makes the book of an item and answers the text of its pages. */
async function madeBook(body: Record<string, unknown>): Promise<{ total: number; pdf: unknown; pages: string[][] }> {
  const item = await newItem();
  const res = await p.create(mom, item, { childId: byeol, ...body });
  expect(res.status).toBe(200);
  const total = dataOf(res, diaryPdfApi.createDiaryPdf.response).entriesTotal;
  await p.built();
  const { pdf } = await p.read(mom, item);
  return { total, pdf, pages: await pdfPages((await p.download(mom, item)).bytes) };
}

beforeAll(async () => {
  mom = await k.join('pregbook', '태교책맘');
  momId = (await k.me(mom)).id;
  byeol = await k.addChild(mom, bornChild('별이', '2026-03-01T03:00:00Z'));
  noPregnancy = await k.addChild(mom, bornChild('새별이', '2026-09-01T03:00:00Z'));
  await d.write(mom, entry(byeol, '2026-11-20', { title: '첫 발걸음', content: null, contentText: '세 걸음을 걸었어요.' }));
  // Out of order on purpose: the book orders them by week, then by the day written.
  await writePregnancy(byeol, 30, '2026-01-10', '발차기가 세졌어요.');
  await writePregnancy(byeol, 12, '2025-09-20', '두 번째 진료 날이에요.');
  const scan = await writePregnancy(byeol, 12, '2025-09-17', '첫 초음파를 봤어요.\n콩닥콩닥 심장 소리가 들렸어요.');
  const bytes = new Uint8Array(
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#222222' } })
      .webp()
      .toBuffer(),
  );
  const storageKey = newStorageKey('pregnancy', 'webp');
  await storage.put(storageKey, { bytes, contentType: 'image/webp' });
  await t.db.insert(pregnancyPhotos).values({ entryId: scan, storageKey, width: 800, height: 600 });
});

describe('the pregnancy diary in the diary book (decision 0101)', () => {
  it('opens the book with the whole pregnancy diary when asked, its entries counted in the progress', async () => {
    const { total, pdf, pages } = await madeBook({ ...period, withPregnancy: true });
    expect(total).toBe(4);
    expect(pdf).toMatchObject({ status: 'READY', withPregnancy: true, entriesDone: 4, entriesTotal: 4, pages: 7 });
    expect(squeezed(pages[0] ?? [])).toContain('태교일기3편·일기1편·사진1장');
    expect(squeezed(pages[1] ?? [])).toContain('태교일기');
    // By week, then by the day written; each headed by its week with the Korea date on the right.
    const headings = pages.flatMap((items) => {
      const week = items.find((item) => /^임신 \d+주$/.test(item));
      return week ? [`${week} ${items.find((item) => /^\d{4}년 \d+월 \d+일$/.test(item))}`] : [];
    });
    expect(headings).toEqual(['임신 12주 2025년 9월 17일', '임신 12주 2025년 9월 20일', '임신 30주 2026년 1월 10일']);
    const scan = squeezed(pages[2] ?? []);
    expect(scan).toContain('첫초음파를봤어요.');
    expect(scan).toContain('콩닥콩닥심장소리가들렸어요.');
    // The diary follows in its own chapter.
    expect(pages.findIndex((items) => items.includes('2026년 11월 20일 금요일'))).toBe(6);
  });

  it('leaves the pregnancy diary out when not asked (the default): the book and its count are the diary’s', async () => {
    const { total, pdf, pages } = await madeBook(period);
    expect(total).toBe(1);
    expect(pdf).toMatchObject({ status: 'READY', withPregnancy: false, entriesTotal: 1, pages: 2 });
    const text = pages.map(squeezed).join('');
    expect(text).not.toContain('태교일기');
    expect(text).not.toContain('임신');
    expect(squeezed(pages[0] ?? [])).toContain('일기1편');
  });

  it('makes a book of a period without diary entries when the pregnancy diary goes in, and refuses it otherwise', async () => {
    const { total, pages } = await madeBook({ ...empty, withPregnancy: true });
    expect(total).toBe(3);
    expect(squeezed(pages[0] ?? [])).toContain('태교일기3편·사진1장');
    expect(pages).toHaveLength(5);

    expectError(await p.create(mom, await newItem(), { childId: byeol, ...empty }), 422, 'NoDiaryInPdfPeriodException');
    expectError(await p.create(mom, await newItem(), { childId: byeol, ...empty, withPregnancy: false }), 422, 'NoDiaryInPdfPeriodException');
    // Asked for, but there is no pregnancy diary either: nothing to print.
    const item = await newItem(noPregnancy);
    expectError(await p.create(mom, item, { childId: noPregnancy, ...period, withPregnancy: true }), 422, 'NoDiaryInPdfPeriodException');
  });

  it('sells the book of a born child with a pregnancy diary and no diary entry yet (decision 0034 counts the chapter)', async () => {
    const order = (targetId: number) =>
      ordersKit(() => t).createOrder(mom, {
        customerName: '태교책맘',
        customerMobilePhone: '010-1234-5678',
        customerEmail: null,
        orderableType: 'DIARY_PDF',
        targetId,
        expectedAmount: 10_000,
      });
    expectError(await order(noPregnancy), 409, 'EmptyDiaryBookException');
    await writePregnancy(noPregnancy, 20, '2026-05-01', '태동이 느껴져요.');
    expect((await order(noPregnancy)).status).toBe(200);
  });

  it('refuses a withPregnancy that is no boolean', async () => {
    const res = await p.create(mom, await newItem(), { childId: byeol, ...period, withPregnancy: 'yes' });
    expect(res.status).toBe(400);
  });
});
