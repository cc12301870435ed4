/**
 * Demo vaccinations and checkups of 도담이 (born 400 days before `now`, about 13 months): what a
 * child of that age has plausibly had (first influenza season complete), leaving the 12-15 month
 * doses due so that /main shows a vaccination to get now; the later ones show as upcoming.
 */
import { birthDayOf, windowDays } from '../../src/contract/schedules/schedule-rules.ts';
import { isoOfDay, koreaDayNumber } from '../../src/contract/calendar/days.ts';
import { ensureRows, SCHEDULES, writeRow, type Queryable, type ScheduleKind } from '../modules/schedules/schedule-rows.ts';

const VACCINATED = [
  'BCG-1',
  'HepB-1',
  'HepB-2',
  'HepB-3',
  'DTaP-1',
  'DTaP-2',
  'DTaP-3',
  'IPV-1',
  'IPV-2',
  'IPV-3',
  'Hib-1',
  'Hib-2',
  'Hib-3',
  'PCV-1',
  'PCV-2',
  'PCV-3',
  'RV1-1',
  'RV1-2',
  'IIV-1',
  'IIV-2',
  'MMR-1',
];
const CHECKED = ['CHECKUP-1', 'CHECKUP-2', 'CHECKUP-3'];
const MEMOS: Record<string, string> = {
  'BCG-1': '산부인과에서 접종',
  'DTaP-1': '접종 후 미열, 하루 만에 내림',
  'CHECKUP-2': '키·몸무게 모두 정상 범위',
};

async function mark(
  tx: Queryable,
  kind: ScheduleKind,
  child: { id: number; sex: 'MALE' | 'FEMALE'; birthDateTime: Date },
  keys: readonly string[],
  now: Date,
): Promise<void> {
  const rows = await ensureRows(tx, kind, child);
  const birthDay = birthDayOf(child.birthDateTime.toISOString());
  const today = koreaDayNumber(now.getTime());
  for (const key of keys) {
    const entry = SCHEDULES[kind].find((e) => e.key === key);
    const row = rows.find((r) => r.key === key);
    if (!entry || !row) continue;
    // A few days into the window from birth, never after today.
    const day = Math.min(windowDays(birthDay, entry.window).start + 3, today);
    await writeRow(tx, kind, child.id, row.id, isoOfDay(day), MEMOS[key] ?? null, now);
  }
}

export async function seedDemoSchedules(tx: Queryable, ids: { dodamId: number }, now: Date): Promise<void> {
  const child = { id: ids.dodamId, sex: 'FEMALE' as const, birthDateTime: new Date(now.getTime() - 400 * 24 * 3600 * 1000) };
  await mark(tx, 'vaccinations', child, VACCINATED, now);
  await mark(tx, 'checkups', child, CHECKED, now);
}
