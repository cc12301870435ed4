import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isoOfDay, koreaDayNumber } from '../../src/contract/calendar/days.ts';
import type { Db } from '../db/client.ts';
import { children } from '../db/schema/children.ts';
import { diaries, diaryComments } from '../db/schema/diaries.ts';
import { users } from '../db/schema/users.ts';

type Tx = Pick<Db, 'insert' | 'update'>;

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

/** The entries 새싹맘 shared, newest first: days ago, title, text, areas. */
const ENTRIES = [
  {
    ago: 0,
    title: '처음으로 "엄마"라고 했어요',
    text: '저녁을 먹고 놀다가 새싹이가 나를 보며 "엄마"라고 했다. 잘못 들은 줄 알았는데 두 번이나 더 말해 줬다.\n\n아빠는 아직 "아빠"를 못 들어서 조금 서운해한다. 내일은 아빠 차례이길!',
    areas: { mood: { mood: 'VERY_GOOD', note: '하루 종일 방긋방긋' }, sleep: { hours: 12, naps: 2, note: null } },
  },
  {
    ago: 1,
    title: '이유식 거부 사흘째',
    text: '당근 퓌레를 만들었는데 한 숟갈 먹고 고개를 돌렸다. 바나나를 조금 섞어 주니 반 그릇을 먹었다.\n\n다른 분들은 이유식 거부할 때 어떻게 하셨나요?',
    areas: { childMeal: { times: 2, amount: 'LITTLE', note: '당근 퓌레, 바나나' }, water: { ml: 250, note: null } },
  },
  {
    ago: 3,
    title: '예방접종 다녀온 날',
    text: '주사를 맞고 크게 울었지만 금방 그쳤다. 밤에 미열이 있어서 미지근한 물수건으로 닦아 주었다.',
    areas: { illness: { symptoms: ['FEVER'], temperature: 37.8, note: '접종 후 미열' }, mood: { mood: 'BAD', note: null } },
  },
  {
    ago: 6,
    title: '공원 산책',
    text: '날씨가 좋아서 유모차를 끌고 공원에 다녀왔다. 낙엽 밟는 소리를 좋아해서 한참을 서 있었다.',
    areas: { sleep: { hours: 11.5, naps: 3, note: '산책 후 낮잠 푹' } },
  },
] as const;

/**
 * Decision 0018 demo data: a second member, 새싹맘 (`friend`), with 새싹이 (about 10 months) and
 * four entries shared with the community, one with a comment thread, so that the demo parent's
 * /community has something to read, comment on, report and block.
 */
export async function seedDemoCommunity(tx: Tx, ids: { parentId: number }, friend: typeof users.$inferInsert, now: Date): Promise<void> {
  const [member] = await tx.insert(users).values(friend).returning({ id: users.id });
  if (!member) return;
  const [child] = await tx
    .insert(children)
    .values({ memberId: member.id, nickname: '새싹이', sex: 'MALE', born: true, birthDateTime: new Date(now.getTime() - 305 * DAY), height: 73.2, weight: 9.1 })
    .returning({ id: children.id });
  if (!child) return;
  await tx.update(users).set({ selectedChildId: child.id }).where(eq(users.id, member.id));
  const today = koreaDayNumber(now.getTime());
  const rows = await tx
    .insert(diaries)
    .values(
      ENTRIES.map((entry) => {
        const at = new Date(now.getTime() - entry.ago * DAY - 2 * HOUR);
        return {
          memberId: member.id,
          childId: child.id,
          clientId: randomUUID(),
          entryDate: isoOfDay(today - entry.ago),
          writtenOn: isoOfDay(today - entry.ago),
          title: entry.title,
          areas: { ...none, ...entry.areas },
          content: null,
          contentText: entry.text,
          shared: true,
          sharedAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: diaries.id });
  const question = rows[1];
  if (!question) return;
  const at = (hours: number) => new Date(now.getTime() - 1 * DAY + hours * HOUR);
  await tx.insert(diaryComments).values([
    {
      diaryId: question.id,
      authorId: ids.parentId,
      content: '저희 도담이도 그랬어요. 좋아하는 과일을 조금 섞어 주면 잘 먹더라고요!',
      createdAt: at(1),
      updatedAt: at(1),
    },
    { diaryId: question.id, authorId: member.id, content: '감사해요! 내일은 사과를 섞어 볼게요 😊', createdAt: at(2), updatedAt: at(2) },
  ]);
}
