import type { Db } from '../db/client.ts';
import { addresses } from '../db/schema/addresses.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** 하늘맘's delivery addresses: home (the default) and her parents' place, added a week earlier. */
export async function seedDemoAddresses(tx: Tx, ids: { parentId: number }, now: Date): Promise<void> {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  await tx.insert(addresses).values([
    {
      memberId: ids.parentId,
      addressName: '친정',
      recipientName: '김정희',
      receiverMobilePhone: '01098765432',
      receiverHomePhone: '0517654321',
      street: '부산광역시 해운대구 해운대해변로 264',
      detail: '101동 1203호',
      postalCode: '48099',
      isDefault: false,
      createdAt: weekAgo,
      updatedAt: weekAgo,
    },
    {
      memberId: ids.parentId,
      addressName: '우리집',
      recipientName: '이하늘',
      receiverMobilePhone: '01012345678',
      receiverHomePhone: null,
      street: '서울특별시 마포구 월드컵북로 396',
      detail: '3층 302호',
      postalCode: '03925',
      isDefault: true,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}
