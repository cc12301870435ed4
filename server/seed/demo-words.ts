import type { ChildSurveyAnswers } from '../../src/contract/child-survey.ts';
import { koreaDayAfter, koreaMidnightOf } from '../../src/contract/calendar/today.ts';
import type { Db } from '../db/client.ts';
import { childMessages, childSurveys } from '../db/schema/children.ts';
import { coupons } from '../db/schema/coupons.ts';

type Tx = Pick<Db, 'insert'>;
export type DemoWordsIds = { parentId: number; dodamId: number };

const DAY = 24 * 3600 * 1000;

/** The Korea-time midnight that starts the Korea day `days` after today: a coupon's exclusive expiry. */
function koreaMidnightAfter(now: Date, days: number): Date {
  return koreaMidnightOf(koreaDayAfter(now, days + 1));
}

/**
 * Decision 0014 demo data: two answered child words and a survey for 도담이 (about 13 months old),
 * and the parent's coupons: two usable, one used, one expired.
 */
export async function seedDemoWords(tx: Tx, ids: DemoWordsIds, now: Date): Promise<void> {
  await tx.insert(childMessages).values([
    {
      childId: ids.dodamId,
      promptKey: 'm1-first-smile',
      answer: '생후 40일쯤, 아빠가 노래를 불러 주자 입꼬리를 살짝 올리며 웃었어요. 온 가족이 환호했답니다.',
      answeredAt: new Date(now.getTime() - 300 * DAY),
      updatedAt: new Date(now.getTime() - 300 * DAY),
    },
    {
      childId: ids.dodamId,
      promptKey: 'any-message',
      answer: '도담아, 건강하게 자라 줘서 고마워. 언제나 네 편이 되어 줄게.',
      answeredAt: new Date(now.getTime() - 10 * DAY),
      updatedAt: new Date(now.getTime() - 10 * DAY),
    },
  ]);
  const survey: ChildSurveyAnswers = {
    feeding: 'BABY_FOOD',
    sleepHours: 13,
    nightWakings: 1,
    temperament: 'ACTIVE',
    concerns: ['SLEEP', 'FEEDING'],
    concernNote: '밤에 한 번씩 깨서 우는 일이 있어요.',
  };
  await tx.insert(childSurveys).values({ childId: ids.dodamId, answers: survey, updatedAt: new Date(now.getTime() - 30 * DAY) });
  await tx.insert(coupons).values([
    {
      memberId: ids.parentId,
      kind: 'DIARY_COMMENT',
      name: '가입 축하 전문가 코멘트 쿠폰',
      issuedAt: new Date(now.getTime() - 5 * DAY),
      expiresAt: koreaMidnightAfter(now, 25),
    },
    {
      memberId: ids.parentId,
      kind: 'DIARY_COMMENT',
      name: '첫 돌 기념 전문가 코멘트 쿠폰',
      issuedAt: new Date(now.getTime() - 27 * DAY),
      expiresAt: koreaMidnightAfter(now, 3),
    },
    {
      memberId: ids.parentId,
      kind: 'DIARY_COMMENT',
      name: '100일 기념 전문가 코멘트 쿠폰',
      issuedAt: new Date(now.getTime() - 120 * DAY),
      expiresAt: koreaMidnightAfter(now, -60),
      usedAt: new Date(now.getTime() - 100 * DAY),
    },
    {
      memberId: ids.parentId,
      kind: 'DIARY_COMMENT',
      name: '이벤트 전문가 코멘트 쿠폰',
      issuedAt: new Date(now.getTime() - 90 * DAY),
      expiresAt: koreaMidnightAfter(now, -31),
    },
  ]);
}
