import { dayNumberOfIso, isoOfDay } from '../../src/contract/calendar/days.ts';
import { PRICES } from '../../src/contract/limits.ts';
import { newStorageKey, type FileStorage } from '../integrations/storage.ts';
import { renderPeriodBook } from '../modules/diary-pdf/period-book.ts';
import type { Db } from '../db/client.ts';
import { diaryPdfs } from '../db/schema/diary-pdfs.ts';
import { orderItems, orders } from '../db/schema/orders.ts';
import { koreaTodayIso } from '../../src/contract/calendar/today.ts';
import { orderItemName } from '../../src/contract/order-names.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A diary PDF book of 도담이 bought yesterday and made (decision 0028): the last three months of the
 * demo week, downloadable on /my-page/payment-history/{id}/pdf-create; provided, so it cannot be
 * canceled (and, like the other demo orders, is never sent to Toss). Needs the file storage.
 */
export async function seedDemoDiaryPdf(
  tx: Tx,
  storage: FileStorage,
  ids: { parentId: number; dodamId: number; birthDateTime: Date },
  now: Date,
): Promise<void> {
  const paidAt = new Date(now.getTime() - 24 * 3600 * 1000);
  const name = orderItemName('DIARY_PDF', '도담이');
  const [order] = await tx
    .insert(orders)
    .values({
      memberId: ids.parentId,
      tossOrderId: 'dodam_demo_diary_pdf',
      orderName: name,
      amount: PRICES.DIARY_PDF,
      status: 'DONE',
      customerName: '이하늘',
      customerEmail: 'parent@dodam.example',
      customerMobilePhone: '01012345678',
      paymentKey: 'tdodam_demo_diary_pdf',
      method: '카드',
      createdAt: paidAt,
      paidAt,
    })
    .returning({ id: orders.id });
  if (!order) return;
  const [item] = await tx
    .insert(orderItems)
    .values({
      orderId: order.id,
      memberId: ids.parentId,
      orderableType: 'DIARY_PDF',
      targetId: ids.dodamId,
      name,
      amount: PRICES.DIARY_PDF,
      status: 'PROVIDED',
      detail: { childName: '도담이' },
      paidAt,
      providedAt: now,
      createdAt: paidAt,
    })
    .returning({ id: orderItems.id });
  if (!item) return;
  const today = koreaTodayIso(now);
  // The demo week's book (the diary's last 7 days), not the months the monthly reports were made from.
  const period = { memberId: ids.parentId, childId: ids.dodamId, from: isoOfDay(dayNumberOfIso(today) - 6), to: today };
  const book = await renderPeriodBook(tx, storage, { ...period, childName: '도담이', birthDateTime: ids.birthDateTime, madeOn: today, withPregnancy: false });
  const key = newStorageKey('diary-pdf', 'pdf');
  await storage.put(key, { bytes: book.bytes, contentType: 'application/pdf' });
  await tx.insert(diaryPdfs).values({
    orderItemId: item.id,
    memberId: ids.parentId,
    childId: ids.dodamId,
    childName: '도담이',
    periodFrom: period.from,
    periodTo: period.to,
    status: 'READY',
    entriesDone: book.entries,
    entriesTotal: book.entries,
    storageKey: key,
    pages: book.pages,
    sizeBytes: book.bytes.length,
    heartbeatAt: now,
    createdAt: now,
    readyAt: now,
  });
}
