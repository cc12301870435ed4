import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { diaryPdfApi } from '../../../src/contract/diary-pdf-api.ts';
import { diaryPdfs } from '../../db/schema/diary-pdfs.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { createMemoryStorage } from '../../integrations/storage.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { bornChild } from '../../test/child-test-kit.ts';
import { diaryKit, entry, noAreas } from '../../test/diary-test-kit.ts';
import { diaryPdfKit, errorOf } from '../../test/diary-pdf-test-kit.ts';
import { insertPaidDiaryPdfItem } from './paid-item-fixture.ts';
import { pdfPages, squeezed } from '../../test/pdf-test-kit.ts';

// 2026-11-22 12:00 KST.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const storage = createMemoryStorage();
const k = memberKit(() => t);
const d = diaryKit(() => t);
const p = diaryPdfKit(() => t);
let mom: Pair;
let other: Pair;
let momId: number;
let haneul: number; // born 2025-10-18 KST, with entries
let bada: number; // no entries
let othersChild: number;
let item: number;

const expectError = (res: { status: number; json: unknown }, status: number, message: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, message));
const period = (childId: number, from = '2026-09-01', to = '2026-11-22') => ({ childId, from, to });

const t = testApp({ clock, storage, demo: true });
beforeAll(async () => {
  mom = await k.join('pdfmom', '책만들맘');
  other = await k.join('pdfother', '옆집책맘');
  momId = (await k.me(mom)).id;
  haneul = await k.addChild(mom, bornChild('하늘이', '2025-10-17T15:30:00Z'));
  bada = await k.addChild(mom, bornChild('바다', '2026-10-01T03:00:00Z'));
  othersChild = await k.addChild(other, bornChild('옆집아이', '2026-01-01T03:00:00Z'));
  const first = await d.write(
    mom,
    entry(haneul, '2026-11-20', {
      title: '첫 발걸음',
      areas: { ...noAreas, water: { ml: 600, note: null }, childMeal: { times: 3, amount: 'NORMAL', note: '소고기 진밥' } },
      content: {
        root: {
          type: 'root',
          children: [
            {
              type: 'paragraph',
              children: [
                { type: 'text', text: '소파를 잡지 않고 ', format: 0 },
                { type: 'text', text: '세 걸음', format: 1 },
                { type: 'text', text: '을 걸었어요!', format: 0 },
              ],
            },
          ],
        },
      },
      contentText: '소파를 잡지 않고 세 걸음을 걸었어요!',
    }),
  );
  const photo = new Uint8Array(
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f4a261' } })
      .jpeg()
      .toBuffer(),
  );
  const upload = await t.app.request(`/api/members/diaries/${first.id}/images`, {
    method: 'POST',
    headers: { ...k.auth(mom), 'content-type': 'image/jpeg' },
    body: new Blob([photo]),
  });
  expect(upload.status).toBe(200);
  await d.write(mom, entry(haneul, '2026-11-21', { title: '비 오는 날', content: null, contentText: '하루 종일 비가 와서 집에서 블록 놀이를 했어요.' }));
  await d.write(mom, entry(haneul, '2026-09-15', { title: '가을 소풍', content: null, contentText: '도시락을 싸서 공원에 갔어요.' }));
  await d.write(mom, entry(haneul, '2026-08-01', { title: '여름 바다', content: null, contentText: '기간 밖의 일기예요.' }));
  item = await insertPaidDiaryPdfItem(t.db, momId, haneul, { now: clock.now() });
});

describe('the diary PDF book of a paid DIARY_PDF item (decision 0028)', () => {
  it('shows the paid item with its child preselected and no book yet', async () => {
    expect(await p.read(mom, item)).toEqual({
      orderItem: { id: item, name: '육아일기 PDF 책', status: 'PAID', childId: haneul, paidAt: clock.now().toISOString() },
      pdf: null,
    });
  });

  it('counts the entries and photos of a period (both ends included)', async () => {
    const count = async (query: string) => dataOf(await p.count(mom, query), diaryPdfApi.diaryPdfEntryCount.response);
    expect(await count(`childId=${haneul}&from=2026-09-01&to=2026-11-22`)).toEqual({ entries: 3, photos: 1 });
    expect(await count(`childId=${haneul}&from=2026-11-21&to=2026-11-21`)).toEqual({ entries: 1, photos: 0 });
    expect(await count(`childId=${bada}&from=2026-09-01&to=2026-11-22`)).toEqual({ entries: 0, photos: 0 });
    expectError(await p.count(mom, `childId=${othersChild}&from=2026-09-01&to=2026-11-22`), 404, 'NoSuchChildException');
    expectError(await p.count(mom, `childId=${haneul}&from=2026-11-22&to=2026-09-01`), 400, 'BadRequest');
  });

  it('builds the book in the background with its progress, then it is READY and the item PROVIDED', async () => {
    const res = await p.create(mom, item, period(haneul));
    expect(res.status).toBe(200);
    expect(dataOf(res, diaryPdfApi.createDiaryPdf.response)).toMatchObject({
      orderItemId: item,
      childId: haneul,
      childName: '하늘이',
      from: '2026-09-01',
      to: '2026-11-22',
      status: 'BUILDING',
      entriesTotal: 3,
      pages: null,
      readyAt: null,
    });
    // One valid book per item: asking again while it builds is refused.
    expectError(await p.create(mom, item, period(haneul)), 409, 'ValidPdfAlreadyExistException');
    await p.built();
    const { pdf, orderItem } = await p.read(mom, item);
    expect(pdf).toMatchObject({ status: 'READY', entriesDone: 3, entriesTotal: 3, pages: 4, readyAt: clock.now().toISOString() });
    expect(orderItem.status).toBe('PROVIDED');
    const [row] = await t.db.select().from(orderItems).where(eq(orderItems.id, item));
    expect(row?.providedAt?.toISOString()).toBe(clock.now().toISOString());
    expectError(await p.create(mom, item, period(haneul)), 409, 'ValidPdfAlreadyExistException');
  });

  it('serves the book as an attachment with nosniff; its text has the child, the Korean dates, the areas and the entries of the period only', async () => {
    const res = await p.download(mom, item);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="dodam-diary.pdf"; filename*=UTF-8''${encodeURIComponent('하늘이 육아일기 2026-09-01~2026-11-22.pdf')}`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // Sent as the storage reads it (decision 0078), with its length known.
    expect(res.headers.get('content-length')).toBe(String(res.bytes.byteLength));
    const pages = await pdfPages(res.bytes);
    expect(pages).toHaveLength(4);
    expect(squeezed(pages[0] ?? [])).toContain('하늘이의육아일기');
    expect(squeezed(pages[0] ?? [])).toContain('일기3편·사진1장');
    // In date order, one entry per page, numbered.
    expect(pages.slice(1).map((items) => items.find((item) => /^\d{4}년/.test(item)))).toEqual([
      '2026년 9월 15일 화요일',
      '2026년 11월 20일 금요일',
      '2026년 11월 21일 토요일',
    ]);
    expect(pages.slice(1).map((items) => items[0])).toEqual(['2', '3', '4']);
    const walk = squeezed(pages[2] ?? []);
    for (const part of ['첫발걸음', '물600ml', '아이식사3회·평소만큼·소고기진밥', '소파를잡지않고세걸음을걸었어요!', '13개월2일']) expect(walk).toContain(part);
    expect(pages.map(squeezed).join('')).not.toContain('여름바다');
  });

  it('refuses what a member may not do, with the SPEC §8 keys', async () => {
    expectError(await p.state(mom, 999_999), 404, 'NoSuchOrderItemException');
    expectError(await p.state(other, item), 404, 'NoSuchOrderItemException');
    expectError(await p.create(other, item, period(othersChild)), 404, 'NoSuchOrderItemException');
    expectError(await p.download(other, item), 404, 'NoSuchOrderItemException');

    const fresh = await insertPaidDiaryPdfItem(t.db, momId, haneul, { now: clock.now() });
    expectError(await p.download(mom, fresh), 404, 'NoPdfDownloadableException');
    expectError(await p.create(mom, fresh, period(othersChild)), 404, 'NoSuchChildException');
    expectError(await p.create(mom, fresh, period(bada)), 422, 'NoDiaryInPdfPeriodException');
    expectError(await p.create(mom, fresh, period(haneul, '2026-11-22', '2026-09-01')), 400, 'BadRequest');
    expectError(await p.create(mom, fresh, period(haneul, '2025-11-01', '2026-11-22')), 400, 'BadRequest');
    expectError(await p.create(mom, fresh, period(haneul, '2026-11-01', '2026-11-23')), 400, 'BadRequest');
    expectError(await p.create(mom, fresh, period(haneul, '2026-02-30', '2026-03-01')), 400, 'BadRequest');
    expect((await t.db.select().from(diaryPdfs).where(eq(diaryPdfs.orderItemId, fresh))).length).toBe(0);

    // Another type of item is not a book's item.
    const comment = await insertPaidDiaryPdfItem(t.db, momId, haneul, { now: clock.now() });
    await t.db.update(orderItems).set({ orderableType: 'DIARY_COMMENT' }).where(eq(orderItems.id, comment));
    expectError(await p.state(mom, comment), 404, 'NoSuchOrderItemException');

    // Not paid yet, or canceled: no book.
    const pending = await insertPaidDiaryPdfItem(t.db, momId, haneul, { status: 'PENDING', now: clock.now() });
    expectError(await p.create(mom, pending, period(haneul)), 410, 'CannotDownloadPdfException');
    const canceled = await insertPaidDiaryPdfItem(t.db, momId, haneul, { status: 'CANCELED', now: clock.now() });
    expectError(await p.create(mom, canceled, period(haneul)), 410, 'CannotDownloadPdfException');

    const expert = await k.signIn('expert');
    expectError(await p.state(expert, item), 403, 'IllegalUserRoleException');
    expectError(await p.download(expert, item), 403, 'IllegalUserRoleException');
    const anonymous = await t.request('GET', `/api/members/order-items/${item}/diary-pdf/file`);
    expect(anonymous.status).toBe(401);
  });

  it('answers CannotDownloadPdfException for the book of an item canceled later', async () => {
    const bought = await insertPaidDiaryPdfItem(t.db, momId, haneul, { now: clock.now() });
    expect((await p.create(mom, bought, period(haneul, '2026-11-21', '2026-11-21'))).status).toBe(200);
    await p.built();
    expect((await p.download(mom, bought)).status).toBe(200);
    await t.db.update(orderItems).set({ status: 'CANCELED', canceledAt: clock.now() }).where(eq(orderItems.id, bought));
    expectError(await p.download(mom, bought), 410, 'CannotDownloadPdfException');
  });

  it('keeps a made book downloadable after its child is deleted', async () => {
    const sea = await k.addChild(mom, bornChild('바닷가', '2026-10-01T03:00:00Z'));
    await d.write(mom, entry(sea, '2026-11-10', { title: '모래 놀이' }));
    const bought = await insertPaidDiaryPdfItem(t.db, momId, sea, { now: clock.now() });
    expect((await p.create(mom, bought, period(sea))).status).toBe(200);
    await p.built();
    expect((await k.removeChild(mom, sea)).status).toBe(200);
    expect((await p.read(mom, bought)).pdf).toMatchObject({ status: 'READY', childId: null, childName: '바닷가' });
    const res = await p.download(mom, bought);
    expect(squeezed((await pdfPages(res.bytes))[0] ?? [])).toContain('바닷가의육아일기');
  });
});
