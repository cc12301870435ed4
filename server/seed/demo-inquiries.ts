/**
 * One demo 1:1 inquiry (decision 0072), answered and read: /my-page/inquiry and /admin/inquiry show a
 * row from the start, without a dot on My page.
 */
import type { Db } from '../db/client.ts';
import { inquiries } from '../db/schema/inquiries.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
const DAY_MS = 24 * 3600 * 1000;

export async function seedDemoInquiries(tx: Tx, { parentId }: { parentId: number }, now: Date): Promise<void> {
  const asked = new Date(now.getTime() - 6 * DAY_MS);
  const answered = new Date(asked.getTime() + 3 * 3600 * 1000);
  await tx.insert(inquiries).values({
    memberId: parentId,
    topic: 'DIARY',
    content: '육아일기를 PDF 책으로 만들면 사진도 함께 들어가나요?',
    status: 'ANSWERED',
    answer: '네, 일기에 올린 사진이 날짜별로 함께 들어가요. 책을 만들기 전에 미리보기로 확인하실 수 있어요.',
    answeredAt: answered,
    answerReadAt: new Date(answered.getTime() + 3600 * 1000),
    createdAt: asked,
    updatedAt: answered,
  });
}
