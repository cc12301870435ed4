import { and, eq, inArray } from 'drizzle-orm';
import { isoOfDay, koreaDayNumber } from '../../src/contract/calendar/days.ts';
import { couponExpiresAt } from '../../src/contract/coupons.ts';
import type { Db } from '../db/client.ts';
import { coupons } from '../db/schema/coupons.ts';
import { diaries } from '../db/schema/diaries.ts';
import { expertComments } from '../db/schema/expert-comments.ts';
import { users } from '../db/schema/users.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

const ANSWER = [
  '접종 후 미열이 있을 때 미지근한 물수건으로 닦아 주신 것, 아주 잘하셨어요.',
  '',
  '접종 당일부터 이틀 정도는 37.5~38도의 미열이 흔하고, 대부분 자연스럽게 가라앉아요. 옷을 가볍게 입히고 수유나 물을 조금 더 자주 주세요.',
  '38.5도 이상이 이틀 넘게 이어지거나, 아이가 축 처지고 잘 먹지 못하면 소아청소년과 진료를 받아 보세요.',
].join('\n');

/**
 * Decision 0027 demo data: 새싹맘 (`friend`) asked expert comments on two shared entries with coupons.
 * The expert (`expert`) answered the vaccination day; the baby-food question waits in the queue, so
 * the expert's /main has something to answer. The demo parent keeps both usable coupons for trying.
 */
export async function seedDemoExpertComments(tx: Tx, now: Date): Promise<void> {
  const people = await tx
    .select({ id: users.id, loginId: users.loginId })
    .from(users)
    .where(inArray(users.loginId, ['friend', 'expert']));
  const friend = people.find((p) => p.loginId === 'friend');
  const expert = people.find((p) => p.loginId === 'expert');
  if (!friend || !expert) return;
  const entries = await tx
    .select({ id: diaries.id, title: diaries.title })
    .from(diaries)
    .where(and(eq(diaries.memberId, friend.id), inArray(diaries.title, ['예방접종 다녀온 날', '이유식 거부 사흘째'])));
  const answered = entries.find((e) => e.title === '예방접종 다녀온 날');
  const waiting = entries.find((e) => e.title === '이유식 거부 사흘째');
  if (!answered || !waiting) return;
  const at = (daysAgo: number, hours = 0) => new Date(now.getTime() - daysAgo * DAY + hours * HOUR);
  const lastDay = isoOfDay(koreaDayNumber(now.getTime()) + 60);
  const spent = await tx
    .insert(coupons)
    .values([
      {
        memberId: friend.id,
        kind: 'DIARY_COMMENT',
        name: '가입 축하 전문가 코멘트 쿠폰',
        issuedAt: at(30),
        expiresAt: couponExpiresAt(lastDay),
        usedAt: at(3, 1),
        usedForDiaryId: answered.id,
      },
      {
        memberId: friend.id,
        kind: 'DIARY_COMMENT',
        name: '이벤트 전문가 코멘트 쿠폰',
        issuedAt: at(20),
        expiresAt: couponExpiresAt(lastDay),
        usedAt: at(1, 1),
        usedForDiaryId: waiting.id,
      },
    ])
    .returning({ id: coupons.id });
  await tx.insert(expertComments).values([
    {
      diaryId: answered.id,
      via: 'COUPON',
      couponId: spent[0]?.id ?? null,
      requestedAt: at(3, 1),
      expertId: expert.id,
      content: ANSWER,
      writtenAt: at(2, 3),
      updatedAt: at(2, 3),
    },
    { diaryId: waiting.id, via: 'COUPON', couponId: spent[1]?.id ?? null, requestedAt: at(1, 1) },
  ]);
}
