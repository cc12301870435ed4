/**
 * Demo monthly reports (decision 0067): 도담이's diary for the two Korea months before the current
 * one (about two entries in three days, varied by a fixed sequence so every start looks the same),
 * and their reports made by the real job: the older month first, so the newer one compares with it.
 */
import { randomUUID } from 'node:crypto';
import { isoOfDay, koreaDayNumber } from '../../src/contract/calendar/days.ts';
import type { DiaryAreas } from '../../src/contract/diary.ts';
import { MOODS } from '../../src/contract/diary.ts';
import type { Db } from '../db/client.ts';
import { diaries } from '../db/schema/diaries.ts';
import { claimReports, dueMonth, makeReport, queueMonth } from '../modules/monthly-reports/report-generation.ts';
import { monthBefore, monthBounds } from '../modules/monthly-reports/report-content.ts';
import { lexical } from './demo-lexical.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const LINES = [
  '오전에 놀이터에서 미끄럼틀을 탔어요. 내려올 때마다 손뼉을 쳤어요.',
  '낮잠을 길게 자서 저녁까지 기분이 좋았어요.',
  '이유식에 단호박을 넣었더니 한 그릇을 다 먹었어요.',
  '할머니 댁에 다녀왔어요. 낯을 조금 가렸지만 금방 웃었어요.',
  '책을 가져와서 읽어 달라고 했어요. 같은 책을 세 번 읽었어요.',
  '콧물이 조금 나서 따뜻한 물을 자주 먹였어요.',
];

/** A fixed pseudo-random sequence (the same demo on every machine). */
const wave = (n: number, period: number) => Math.round(Math.sin(n / period) * 1000) / 1000;

function areasOn(n: number): DiaryAreas {
  const sick = n % 11 === 3 || n % 11 === 4;
  return {
    water: { ml: 450 + Math.round((wave(n, 3) * 150) / 50) * 50, note: null },
    sleep: { hours: 10.5 + Math.round(wave(n, 5) * 2) / 2, naps: n % 3 === 0 ? 1 : 2, note: null },
    childMeal: { times: n % 4 === 0 ? 2 : 3, amount: n % 5 === 0 ? 'LITTLE' : n % 3 === 0 ? 'MUCH' : 'NORMAL', note: null },
    parentMeal: n % 2 === 0 ? { times: 2 + (n % 2), note: null } : null,
    illness: sick ? { symptoms: ['RUNNY_NOSE', ...(n % 11 === 3 ? (['FEVER'] as const) : [])], temperature: n % 11 === 3 ? 37.9 : null, note: null } : null,
    mood: { mood: MOODS[sick ? 3 : n % 3 === 0 ? 0 : 1] ?? 'GOOD', note: null },
    breastfeeding: n % 2 === 1 ? { times: 2, minutes: 10, formulaMl: null, note: null } : null,
  };
}

/** The two past months' entries; the week the diary demo writes (the last 7 days) is left to it. */
export async function seedDemoReportDiaries(tx: Tx, ids: { parentId: number; dodamId: number }, now: Date): Promise<void> {
  const recent = koreaDayNumber(now.getTime()) - 7;
  const newer = dueMonth(now);
  const first = koreaDayNumber(Date.parse(`${monthBefore(newer)}-01T00:00:00+09:00`));
  const last = Math.min(recent, koreaDayNumber(Date.parse(`${monthBounds(newer).last}T00:00:00+09:00`)));
  const rows = [];
  for (let n = first; n <= last; n += 1) {
    if (n % 3 === 2) continue;
    const at = new Date(Date.parse(`${isoOfDay(n)}T21:00:00+09:00`));
    const { content, contentText } = lexical([{ kind: 'p', text: LINES[n % LINES.length] ?? '' }]);
    rows.push({
      memberId: ids.parentId,
      childId: ids.dodamId,
      clientId: randomUUID(),
      entryDate: isoOfDay(n),
      writtenOn: isoOfDay(n),
      title: null,
      areas: areasOn(n),
      content,
      contentText,
      createdAt: at,
      updatedAt: at,
    });
  }
  if (rows.length > 0) await tx.insert(diaries).values(rows);
}

/** Makes the two past months' reports with the job's own steps (after the demo's transaction). */
export async function seedDemoReports(db: Db, now: Date): Promise<void> {
  const clock = { now: () => now };
  for (const month of [monthBefore(dueMonth(now)), dueMonth(now)]) {
    await queueMonth(db, month, now);
    for (let batch = await claimReports(db, now); batch.length > 0; batch = await claimReports(db, now)) {
      for (const report of batch) await makeReport(db, clock, report);
    }
  }
}
