import { eq } from 'drizzle-orm';
import { ordersApi } from '../../../src/contract/orders-api.ts';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { diaryPdfs } from '../../db/schema/diary-pdfs.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { createMemoryStorage, type FileStorage } from '../../integrations/storage.ts';
import { testApp, testClock } from '../../test/harness.ts';
import { dataOf, memberKit, type Pair } from '../../test/members.ts';
import { bornChild, unbornChild } from '../../test/child-test-kit.ts';
import { diaryKit, entry } from '../../test/diary-test-kit.ts';
import { ordersKit } from '../../test/orders-test-kit.ts';
import { pdfPages, squeezed } from '../../test/pdf-test-kit.ts';
import { diaryPdfOrderable } from './diary-pdf-orderable.ts';
import { STALE_AFTER_MS } from './diary-pdf-jobs.ts';
import { diaryPdfKit, errorOf } from '../../test/diary-pdf-test-kit.ts';
import { insertPaidDiaryPdfItem } from './paid-item-fixture.ts';

// 2026-11-22 12:00 KST.
const clock = testClock(new Date('2026-11-22T03:00:00Z'));
const memory = createMemoryStorage();
/** The bucket can be made to fail reading diary photos (a storage outage during a build). */
let photosUnreadable = false;
/** Runs once a book's file is written, before its row is committed (decision 0091); may throw, as a full disk does. */
let afterBookWrite: (() => Promise<void>) | null = null;
const storage: FileStorage = {
  ...memory,
  get: (key) => (photosUnreadable && key.startsWith('diary/') ? Promise.reject(new Error('bucket unreachable')) : memory.get(key)),
  put: async (key, file) => {
    await memory.put(key, file);
    if (key.startsWith('diary-pdf/') && afterBookWrite) await afterBookWrite();
  },
};
const k = memberKit(() => t);
const d = diaryKit(() => t);
const p = diaryPdfKit(() => t);
const pay = ordersKit(() => t);
let mom: Pair;
let momId: number;
let child: number;
let unborn: number;
const period = { from: '2026-11-01', to: '2026-11-22' };

const expectError = (res: { status: number; json: unknown }, status: number, message: string) =>
  expect({ status: res.status, json: res.json }).toEqual(errorOf(status, message));
const pdfFiles = () => memory.keys().filter((key) => key.startsWith('diary-pdf/'));
const newItem = () => insertPaidDiaryPdfItem(t.db, momId, child, { now: clock.now() });

const t = testApp({ clock, storage, demo: true, demoFiles: true });
beforeAll(async () => {
  mom = await k.join('buildmom', '빌드맘');
  momId = (await k.me(mom)).id;
  child = await k.addChild(mom, bornChild('별이', '2026-03-01T03:00:00Z'));
  unborn = await k.addChild(mom, unbornChild('콩이'));
  const diary = await d.write(mom, entry(child, '2026-11-20'));
  const photo = new Uint8Array(
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer(),
  );
  const upload = await t.app.request(`/api/members/diaries/${diary.id}/images`, {
    method: 'POST',
    headers: { ...k.auth(mom), 'content-type': 'image/jpeg' },
    body: new Blob([photo]),
  });
  expect(upload.status).toBe(200);
});

describe('building in the background (decision 0028)', () => {
  it('shows a build whose server stopped (no heartbeat) as FAILED and lets the member make the book again', async () => {
    const item = await newItem();
    // What a restart leaves: a BUILDING row nobody is building any more.
    await t.db.insert(diaryPdfs).values({
      orderItemId: item,
      memberId: momId,
      childId: child,
      childName: '별이',
      periodFrom: period.from,
      periodTo: period.to,
      entriesTotal: 1,
      entriesDone: 0,
      heartbeatAt: new Date(clock.now().getTime() - 10_000),
    });
    // Still within the heartbeat window: it counts as building.
    expect((await p.read(mom, item)).pdf?.status).toBe('BUILDING');
    expectError(await p.create(mom, item, { childId: child, ...period }), 409, 'ValidPdfAlreadyExistException');
    clock.advance(STALE_AFTER_MS);
    expect((await p.read(mom, item)).pdf?.status).toBe('FAILED');
    expect((await p.create(mom, item, { childId: child, ...period })).status).toBe(200);
    await p.built();
    expect((await p.read(mom, item)).pdf).toMatchObject({ status: 'READY', entriesDone: 1 });
    expect((await p.download(mom, item)).status).toBe(200);
  });

  it('fails a build when the storage fails, without providing the item; a retry then makes it', async () => {
    const item = await newItem();
    photosUnreadable = true;
    expect((await p.create(mom, item, { childId: child, ...period })).status).toBe(200);
    await p.built();
    photosUnreadable = false;
    const failed = await p.read(mom, item);
    expect(failed.pdf?.status).toBe('FAILED');
    expect(failed.orderItem.status).toBe('PAID');
    expectError(await p.download(mom, item), 404, 'NoPdfDownloadableException');
    expect((await p.create(mom, item, { childId: child, ...period })).status).toBe(200);
    await p.built();
    const made = await p.read(mom, item);
    expect(made.pdf?.status).toBe('READY');
    expect(made.orderItem.status).toBe('PROVIDED');
  });

  it('never keeps the file of a build given up and retried while its file was written, nor of a build whose store failed (decision 0091)', async () => {
    const item = await newItem();
    const files = pdfFiles().length;
    // Given up as lost (a stopped heartbeat) just as the book is written: the retry makes its own.
    afterBookWrite = async () => {
      await t.db.update(diaryPdfs).set({ status: 'FAILED', failure: 'the build stopped (server restarted)' }).where(eq(diaryPdfs.orderItemId, item));
    };
    expect((await p.create(mom, item, { childId: child, ...period })).status).toBe(200);
    await p.built();
    expect(pdfFiles()).toHaveLength(files);
    // The store itself fails once the bytes are down (a bucket that times out after the upload).
    afterBookWrite = () => Promise.reject(new Error('bucket timed out'));
    expect((await p.create(mom, item, { childId: child, ...period })).status).toBe(200);
    await p.built();
    afterBookWrite = null;
    expect((await p.read(mom, item)).pdf?.status).toBe('FAILED');
    expect(pdfFiles()).toHaveLength(files);
    // The retry that works keeps exactly one file, the one its row names.
    expect((await p.create(mom, item, { childId: child, ...period })).status).toBe(200);
    await p.built();
    expect((await p.read(mom, item)).pdf?.status).toBe('READY');
    expect(pdfFiles()).toHaveLength(files + 1);
  });

  it('drops the book of an item canceled while it was building: FAILED, no file kept, not provided', async () => {
    const item = await newItem();
    const files = pdfFiles().length;
    expect((await p.create(mom, item, { childId: child, ...period })).status).toBe(200);
    await t.db.update(orderItems).set({ status: 'CANCELED', canceledAt: clock.now() }).where(eq(orderItems.id, item));
    await p.built();
    const state = await p.read(mom, item);
    expect(state.pdf?.status).toBe('FAILED');
    expect(state.orderItem.status).toBe('CANCELED');
    expect(pdfFiles()).toHaveLength(files);
    expectError(await p.download(mom, item), 410, 'CannotDownloadPdfException');
  });

  it('fails a READY book whose file was lost, so that it can be made again (the item stays provided)', async () => {
    const item = await newItem();
    expect((await p.create(mom, item, { childId: child, ...period })).status).toBe(200);
    await p.built();
    const [row] = await t.db.select().from(diaryPdfs).where(eq(diaryPdfs.orderItemId, item));
    await memory.delete(row?.storageKey ?? '');
    expectError(await p.download(mom, item), 404, 'NoPdfDownloadableException');
    const state = await p.read(mom, item);
    expect(state.pdf?.status).toBe('FAILED');
    expect(state.orderItem.status).toBe('PROVIDED');
    expect((await p.create(mom, item, { childId: child, ...period })).status).toBe(200);
    await p.built();
    expect((await p.download(mom, item)).status).toBe(200);
  });
});

describe('bought through the payment flow (decisions 0024, 0028; SPEC §4 no cancel once provided)', () => {
  it('pays DIARY_PDF for the child (10,000 won), can be canceled until the book is made, not after', async () => {
    const bought = await pay.payFor(mom, { orderableType: 'DIARY_PDF', targetId: child });
    expect(bought).toMatchObject({
      orderableType: 'DIARY_PDF',
      targetId: child,
      amount: 10_000,
      status: 'PAID',
      name: '육아일기 PDF 책 (별이)',
      cancelable: true,
    });
    expect((await p.read(mom, bought.id)).orderItem).toMatchObject({ status: 'PAID', childId: child });
    expect((await p.create(mom, bought.id, { childId: child, ...period })).status).toBe(200);
    await p.built();
    const made = await pay.detail(mom, bought.id);
    expect(made).toMatchObject({ status: 'PROVIDED', cancelable: false, providedAt: clock.now().toISOString() });
    expectError(await pay.cancel(mom, bought.id, { reason: '마음이 바뀌었어요' }), 409, 'CannotCancelOrderItemException');
    expect((await p.download(mom, bought.id)).status).toBe(200);

    // Canceled before the book was made: no book any more.
    const other = await pay.payFor(mom, { orderableType: 'DIARY_PDF', targetId: child });
    expect((await pay.cancel(mom, other.id, { reason: '다음에 살게요' })).status).toBe(200);
    expectError(await p.create(mom, other.id, { childId: child, ...period }), 410, 'CannotDownloadPdfException');
  });

  it('refuses to sell a book of an unborn child', async () => {
    const res = await pay.createOrder(mom, {
      customerName: '빌드맘',
      customerMobilePhone: '010-1234-5678',
      customerEmail: null,
      orderableType: 'DIARY_PDF',
      targetId: unborn,
      expectedAmount: 10_000,
    });
    expectError(res, 409, 'UnbornChildDiaryException');
  });

  it('refuses to sell a book of a born child with no diary entry yet (decision 0034): nothing to print', async () => {
    const empty = await k.addChild(mom, bornChild('새싹이', '2026-09-01T03:00:00Z'));
    const res = await pay.createOrder(mom, {
      customerName: '빌드맘',
      customerMobilePhone: '010-1234-5678',
      customerEmail: null,
      orderableType: 'DIARY_PDF',
      targetId: empty,
      expectedAmount: 10_000,
    });
    expectError(res, 409, 'EmptyDiaryBookException');
    await d.write(mom, entry(empty, '2026-11-21'));
    expect(
      (
        await pay.createOrder(mom, {
          customerName: '빌드맘',
          customerMobilePhone: '010-1234-5678',
          customerEmail: null,
          orderableType: 'DIARY_PDF',
          targetId: empty,
          expectedAmount: 10_000,
        })
      ).status,
    ).toBe(200);
  });
});

describe('demo data', () => {
  it('gives the demo parent a made book of 도담이’s demo week, provided and downloadable', async () => {
    const parent = await k.signIn('parent');
    const history = await pay.history(parent);
    const books = dataOf(history, ordersApi.orderItems.response).orderItems.filter((item) => item.orderableType === 'DIARY_PDF');
    expect(books.map((item) => [item.status, item.amount])).toEqual([['PROVIDED', 10_000]]);
    const { pdf } = await p.read(parent, books[0]?.id ?? 0);
    expect(pdf).toMatchObject({ status: 'READY', childName: '도담이', entriesTotal: 7, pages: 8 });
    const file = await p.download(parent, books[0]?.id ?? 0);
    expect(squeezed((await pdfPages(file.bytes))[0] ?? [])).toContain('도담이의육아일기');
  });
});

describe('the DIARY_PDF orderable (decisions 0022, 0028; SPEC §9 price)', () => {
  const price = (targetId: number, memberId = momId) =>
    t.db.transaction((tx) =>
      diaryPdfOrderable(t.deps).price(
        { tx, memberId, now: clock.now() },
        {
          orderableType: 'DIARY_PDF',
          targetId,
          expectedAmount: 10_000,
          customerName: '빌드맘',
          customerMobilePhone: '01012345678',
          customerEmail: null,
          quantity: 1,
        },
      ),
    );

  it('prices a book of the member\u2019s born child at 10,000 won, named after the child', async () => {
    expect(await price(child)).toEqual({ name: '육아일기 PDF 책 (별이)', unitAmount: 10_000, detail: { childName: '별이' } });
  });

  it('refuses another member\u2019s child (NoSuchChildException) and an unborn child (UnbornChildDiaryException)', async () => {
    const other = await k.join('buildother', '남의빌드');
    const othersChild = await k.addChild(other, bornChild('남의아이', '2026-01-01T03:00:00Z'));
    await expect(price(othersChild)).rejects.toMatchObject({ key: 'NoSuchChildException' });
    await expect(price(unborn)).rejects.toMatchObject({ key: 'UnbornChildDiaryException' });
  });

  it('fulfils and revokes nothing of its own: the book marks the item provided', async () => {
    const orderable = diaryPdfOrderable(t.deps);
    expect(orderable.type).toBe('DIARY_PDF');
    const [row] = await t.db.select().from(orderItems).limit(1);
    if (!row) throw new Error('no order item');
    await t.db.transaction(async (tx) => {
      await orderable.fulfil({ tx, memberId: momId, now: clock.now() }, row);
      await orderable.revoke({ tx, memberId: momId, now: clock.now() }, row);
    });
    const [after] = await t.db.select().from(orderItems).where(eq(orderItems.id, row.id));
    expect(after).toEqual(row);
  });
});
