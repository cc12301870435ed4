import { randomUUID } from 'node:crypto';
import type { DiaryAreas } from '../../src/contract/diary.ts';
import { isoOfDay, koreaDayNumber } from '../../src/contract/calendar/days.ts';
import type { Db } from '../db/client.ts';
import { diaries } from '../db/schema/diaries.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const none: DiaryAreas = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

/** [days before today, title, text, areas, shared] — 도담이 is about 13 months old. */
const WEEK: readonly (readonly [number, string, string, Partial<DiaryAreas>, boolean])[] = [
  [
    0,
    '첫 발걸음',
    '오늘 도담이가 소파를 잡지 않고 세 걸음을 걸었어요! 박수를 쳐 주니 까르르 웃었어요.',
    {
      water: { ml: 500, note: null },
      sleep: { hours: 11, naps: 2, note: null },
      childMeal: { times: 3, amount: 'NORMAL', note: '소고기 진밥' },
      mood: { mood: 'VERY_GOOD', note: null },
    },
    false,
  ],
  [
    1,
    '비 오는 날',
    '하루 종일 비가 와서 집에서 블록 놀이를 했어요. 낮잠을 길게 잤어요.',
    {
      water: { ml: 450, note: null },
      sleep: { hours: 12.5, naps: 2, note: '낮잠 3시간' },
      childMeal: { times: 3, amount: 'MUCH', note: null },
      mood: { mood: 'GOOD', note: null },
    },
    false,
  ],
  [
    2,
    '콧물이 조금',
    '아침부터 콧물이 조금 났어요. 열은 없고 잘 놀았어요.',
    {
      illness: { symptoms: ['RUNNY_NOSE'], temperature: 36.9, note: '식염수로 닦아 줌' },
      childMeal: { times: 3, amount: 'LITTLE', note: null },
      mood: { mood: 'NORMAL', note: null },
    },
    false,
  ],
  [
    3,
    '할머니 댁',
    '할머니 댁에 다녀왔어요. 처음 보는 강아지를 보고 손을 흔들었어요.',
    {
      water: { ml: 600, note: null },
      childMeal: { times: 3, amount: 'NORMAL', note: null },
      parentMeal: { times: 2, note: null },
      mood: { mood: 'VERY_GOOD', note: null },
    },
    true,
  ],
  [
    4,
    '새 단어',
    '"맘마"라고 또렷하게 말했어요. 그림책을 가져와서 읽어 달라고 해요.',
    { sleep: { hours: 11, naps: 1, note: null }, childMeal: { times: 3, amount: 'NORMAL', note: null }, mood: { mood: 'GOOD', note: null } },
    false,
  ],
  [
    5,
    '공원 산책',
    '유모차를 타고 공원을 한 바퀴 돌았어요. 낙엽을 만지며 한참 놀았어요.',
    {
      water: { ml: 550, note: null },
      childMeal: { times: 3, amount: 'MUCH', note: null },
      breastfeeding: { times: 2, minutes: null, formulaMl: 300, note: '자기 전 분유' },
      mood: { mood: 'VERY_GOOD', note: null },
    },
    true,
  ],
  [
    6,
    '예방접종 후',
    '예방접종을 하고 와서 조금 보챘어요. 저녁에는 컨디션을 되찾았어요.',
    {
      illness: { symptoms: ['FEVER'], temperature: 37.6, note: '접종 부위 붓기 조금' },
      sleep: { hours: 10, naps: 2, note: null },
      mood: { mood: 'BAD', note: null },
    },
    false,
  ],
];

/** A week of 도담이's diary: areas and text, two shared, today's entry editable (written today). */
export async function seedDemoDiaries(tx: Tx, ids: { parentId: number; dodamId: number }, now: Date): Promise<void> {
  const today = koreaDayNumber(now.getTime());
  await tx.insert(diaries).values(
    WEEK.map(([ago, title, text, areas, shared]) => {
      const at = new Date(now.getTime() - ago * 24 * 3600 * 1000);
      const paragraph = {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
      };
      return {
        memberId: ids.parentId,
        childId: ids.dodamId,
        clientId: randomUUID(),
        entryDate: isoOfDay(today - ago),
        writtenOn: isoOfDay(today - ago),
        title,
        areas: { ...none, ...areas },
        content: { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: [paragraph] } },
        contentText: text,
        shared,
        sharedAt: shared ? at : null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
