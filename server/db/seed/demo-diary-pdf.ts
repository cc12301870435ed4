import { insertPaidDiaryPdfItem } from '../../modules/diary-pdf/paid-item-fixture.ts';
import type { Db } from '../client.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A paid diary PDF book for 도담이 (issue 5 §4) whose book is not made yet, so that the demo parent
 * can try /my-page/payment-history/{id}/pdf-create with the demo week of entries.
 */
export async function seedDemoDiaryPdf(tx: Tx, ids: { parentId: number; dodamId: number }, now: Date): Promise<void> {
  await insertPaidDiaryPdfItem(tx, ids.parentId, ids.dodamId, { now: new Date(now.getTime() - 3600 * 1000) });
}
