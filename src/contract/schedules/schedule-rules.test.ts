import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { exactAge } from '../calendar/age.ts';
import { dayNumberOfIso, isoOfDay } from '../calendar/days.ts';
import { CHECKUP_SCHEDULE } from './checkup-schedule.ts';
import {
  alternativeClash,
  buildSchedule,
  dayReached,
  dDayLabel,
  entriesFor,
  nextDue,
  recordDateIssue,
  statusOf,
  windowDays,
  type ScheduleRecord,
  type WindowedItem,
} from './schedule-rules.ts';
import { monthsWindow, type ScheduleEntry } from './schedule-types.ts';
import { VACCINATION_SCHEDULE } from './vaccination-schedule.ts';

/** Noon in Korea on a Korea date. */
const kst = (date: string) => new Date(`${date}T12:00:00+09:00`);
const day = (iso: string) => dayNumberOfIso(iso);
const window = (birth: string, spec: ScheduleEntry['window']) => {
  const { start, end } = windowDays(day(birth), spec);
  return [isoOfDay(start), isoOfDay(end)];
};
const records = (entries: readonly ScheduleEntry[], dates: Record<string, string> = {}) =>
  new Map<string, ScheduleRecord>(entries.map((e, i) => [e.key, { id: i + 1, date: dates[e.key] ?? null, memo: null, undated: false }]));
const find = <T extends { entry: ScheduleEntry }>(items: T[], key: string) => {
  const item = items.find((i) => i.entry.key === key);
  if (!item) throw new Error(`no ${key}`);
  return item;
};

describe('windows from the birth date (decision 0013, SPEC §4 Korea time)', () => {
  it('"4-6 months" runs from the day the child turns 4 months to the day before it turns 7 months', () => {
    expect(window('2026-03-15', monthsWindow(4, 7))).toEqual(['2026-07-15', '2026-10-14']);
  });

  it('"14-35 days" counts the birth day as day 0 and includes day 35', () => {
    const first = CHECKUP_SCHEDULE[0];
    expect(first?.key).toBe('CHECKUP-1');
    expect(window('2026-03-01', first?.window ?? monthsWindow(0, 0))).toEqual(['2026-03-15', '2026-04-05']);
  });

  it('BCG within 4 weeks: from the birth day to day 27', () => {
    const bcg = VACCINATION_SCHEDULE.find((e) => e.key === 'BCG-1');
    expect(window('2026-03-01', bcg?.window ?? monthsWindow(0, 0))).toEqual(['2026-03-01', '2026-03-28']);
  });

  it('month ends: born 31 January turns 1 month on 1 March, as exactAge says', () => {
    expect(isoOfDay(dayReached(day('2026-01-31'), { months: 1 }))).toBe('2026-03-01');
    expect(isoOfDay(dayReached(day('2026-01-31'), { months: 2 }))).toBe('2026-03-31');
    expect(isoOfDay(dayReached(day('2024-01-31'), { months: 1 }))).toBe('2024-03-01'); // leap year: 29 Feb exists but 31 does not
    expect(isoOfDay(dayReached(day('2024-02-29'), { months: 12 }))).toBe('2025-03-01');
    expect(isoOfDay(dayReached(day('2026-03-31'), { months: 1 }))).toBe('2026-05-01');
    // HepB-2 "1 month" for a child born 31 January: 1 March to 30 March.
    expect(window('2026-01-31', monthsWindow(1, 2))).toEqual(['2026-03-01', '2026-03-30']);
    expect(window('2026-01-31', monthsWindow(4, 7))).toEqual(['2026-05-31', '2026-08-30']);
  });

  it('the day a month offset is reached is the first day exactAge shows that many months (2,000 births)', () => {
    let seed = 11;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 2000; i++) {
      const birthDay = day('2020-01-01') + Math.floor(rand() * 2200);
      const n = 1 + Math.floor(rand() * 84);
      const reached = dayReached(birthDay, { months: n });
      const birth = `${isoOfDay(birthDay)}T03:00:00Z`;
      const at = (d: number) => Temporal.Instant.from(`${isoOfDay(d)}T03:00:00Z`);
      expect(exactAge(birth, at(reached)).months, `${birth} +${n}`).toBe(n);
      expect(exactAge(birth, at(reached - 1)).months, `${birth} +${n} - 1 day`).toBe(n - 1);
    }
  });

  it('judges the birth day in Korea time: 15:00 UTC is already the next day in Korea', () => {
    const entries = entriesFor(VACCINATION_SCHEDULE, 'MALE');
    const late = buildSchedule(entries, '2026-03-14T15:00:00Z', records(entries), kst('2026-03-20'));
    expect(find(late, 'HepB-2').windowStart).toBe('2026-04-15');
    const early = buildSchedule(entries, '2026-03-14T14:59:59Z', records(entries), kst('2026-03-20'));
    expect(find(early, 'HepB-2').windowStart).toBe('2026-04-14');
  });
});

describe('statuses and D-day labels (SPEC §4 D - n / D - Day / D + n)', () => {
  const item = { windowStart: '2026-07-15', windowEnd: '2026-10-14', date: null };

  it('upcoming before the start, due from the start to the end inclusive, overdue after', () => {
    expect(statusOf(item, kst('2026-07-14'))).toBe('upcoming');
    expect(statusOf(item, kst('2026-07-15'))).toBe('due');
    expect(statusOf(item, kst('2026-10-14'))).toBe('due');
    expect(statusOf(item, kst('2026-10-15'))).toBe('overdue');
    expect(statusOf({ ...item, date: '2026-07-20' }, kst('2026-12-01'))).toBe('done');
    expect(statusOf({ ...item, status: 'skipped' }, kst('2026-12-01'))).toBe('skipped');
  });

  it('turns at midnight Korea time, not UTC', () => {
    expect(statusOf(item, new Date('2026-07-14T14:59:59Z'))).toBe('upcoming');
    expect(statusOf(item, new Date('2026-07-14T15:00:00Z'))).toBe('due');
  });

  it('counts to the start when upcoming, to the end when due, since the end when overdue', () => {
    const at = (date: string): WindowedItem => ({ ...item, status: statusOf(item, kst(date)) });
    expect(dDayLabel(at('2026-07-10'), kst('2026-07-10'))).toBe('D - 5');
    expect(dDayLabel(at('2026-07-15'), kst('2026-07-15'))).toBe('D - 91');
    expect(dDayLabel(at('2026-10-14'), kst('2026-10-14'))).toBe('D - Day');
    expect(dDayLabel(at('2026-10-17'), kst('2026-10-17'))).toBe('D + 3');
    expect(dDayLabel({ ...item, status: 'done' }, kst('2026-10-17'))).toBeNull();
    expect(dDayLabel({ ...item, status: 'skipped' }, kst('2026-10-17'))).toBeNull();
  });
});

describe('the schedule of one child', () => {
  const entries = entriesFor(VACCINATION_SCHEDULE, 'FEMALE');
  const birth = '2026-01-10T03:00:00Z';

  it('has the national doses with unique keys; HPV only for girls', () => {
    const keys = VACCINATION_SCHEDULE.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(
      expect.arrayContaining([
        'BCG-1',
        'HepB-3',
        'DTaP-5',
        'IPV-4',
        'Hib-4',
        'PCV-4',
        'RV1-2',
        'RV5-3',
        'MMR-2',
        'VAR-1',
        'HepA-2',
        'IJEV-5',
        'LJEV-2',
        'IIV-2',
        'Tdap-6',
        'HPV-1',
      ]),
    );
    expect(entriesFor(VACCINATION_SCHEDULE, 'MALE').some((e) => e.group === 'HPV')).toBe(false);
    expect(entries.some((e) => e.group === 'HPV')).toBe(true);
    const checkupKeys = CHECKUP_SCHEDULE.map((e) => e.key);
    expect(new Set(checkupKeys).size).toBe(11);
  });

  it('a dose counted after an earlier one follows its recorded date, else the approximation from birth', () => {
    const without = buildSchedule(entries, birth, records(entries), kst('2027-01-20'));
    expect([find(without, 'HepA-2').windowStart, find(without, 'HepA-2').windowEnd]).toEqual(['2027-07-10', '2029-01-09']);
    const withDose1 = buildSchedule(entries, birth, records(entries, { 'HepA-1': '2027-01-20' }), kst('2027-01-20'));
    expect([find(withDose1, 'HepA-2').windowStart, find(withDose1, 'HepA-2').windowEnd]).toEqual(['2027-07-20', '2028-08-19']);
    const flu = buildSchedule(entries, birth, records(entries, { 'IIV-1': '2026-10-01' }), kst('2026-10-02'));
    expect([find(flu, 'IIV-2').windowStart, find(flu, 'IIV-2').windowEnd]).toEqual(['2026-10-29', '2026-11-26']);
  });

  it('alternatives: both shown until one is recorded, then the other is skipped (not its done doses)', () => {
    const none = buildSchedule(entries, birth, records(entries), kst('2026-03-20'));
    expect(find(none, 'RV1-1').status).toBe('due');
    expect(find(none, 'RV5-1').status).toBe('due');
    const rv1 = buildSchedule(entries, birth, records(entries, { 'RV1-1': '2026-03-12' }), kst('2026-03-20'));
    expect(['RV1-1', 'RV1-2', 'RV5-1', 'RV5-2', 'RV5-3'].map((k) => find(rv1, k).status)).toEqual(['done', 'upcoming', 'skipped', 'skipped', 'skipped']);
    const mixed = buildSchedule(entries, birth, records(entries, { 'RV1-1': '2026-03-12', 'RV5-2': '2026-05-12' }), kst('2026-05-20'));
    expect(['RV1-2', 'RV5-1', 'RV5-3'].map((k) => find(mixed, k).status)).toEqual(['due', 'overdue', 'upcoming']);
  });

  it('items without a stored row are left out (rows are created before building)', () => {
    const partial = new Map<string, ScheduleRecord>([['BCG-1', { id: 1, date: null, memo: null, undated: false }]]);
    expect(buildSchedule(entries, birth, partial, kst('2026-01-11')).map((i) => i.entry.key)).toEqual(['BCG-1']);
  });
});

describe('next due', () => {
  const w = (windowStart: string, windowEnd: string, status: WindowedItem['status'], key: string) => ({ windowStart, windowEnd, status, key });

  it('prefers the earliest started window, then the soonest upcoming; never done or skipped', () => {
    const items = [
      w('2026-01-01', '2026-02-01', 'done', 'a'),
      w('2026-05-01', '2026-06-01', 'upcoming', 'b'),
      w('2026-03-01', '2026-04-30', 'due', 'c'),
      w('2026-02-01', '2026-02-20', 'overdue', 'd'),
      w('2026-01-15', '2026-02-20', 'skipped', 'e'),
    ];
    expect(nextDue(items)?.key).toBe('d');
    expect(nextDue(items.filter((i) => i.key !== 'd'))?.key).toBe('c');
    expect(nextDue(items.filter((i) => i.status === 'upcoming' || i.status === 'done'))?.key).toBe('b');
    expect(nextDue([w('2026-05-01', '2026-06-01', 'upcoming', 'x'), w('2026-05-01', '2026-06-01', 'upcoming', 'y')])?.key).toBe('x');
    expect(nextDue(items.filter((i) => i.status === 'done'))).toBeNull();
  });
});

describe('records that stay right (decision 0071)', () => {
  const birth = '2025-10-21T15:00:00Z'; // 2025-10-22 in Korea: 13 months old on 2026-11-22
  const today = kst('2026-11-22');
  const checkups = entriesFor(CHECKUP_SCHEDULE, 'FEMALE');
  const nextOf = (dates: Record<string, string>) =>
    nextDue(buildSchedule(checkups, birth, records(checkups, dates), today).map((i) => ({ ...i, ...i.record, key: i.entry.key })))?.key;

  it('next follows the windows: a round recorded early does not pass over one whose window comes first', () => {
    const before = { 'CHECKUP-1': '2025-11-10', 'CHECKUP-2': '2026-02-25' };
    // 3rd round (9-12 months) closed yesterday: it stays next whatever is recorded ahead of it.
    expect(nextOf(before)).toBe('CHECKUP-3');
    expect(nextOf({ ...before, 'CHECKUP-4': '2026-11-22', 'DENTAL-1': '2026-11-22' })).toBe('CHECKUP-3');
    // Once the 3rd is recorded, the next is the earliest window still open to record.
    const third = { ...before, 'CHECKUP-3': '2026-08-01' };
    expect(nextOf(third)).toBe('CHECKUP-4');
    expect(nextOf({ ...third, 'CHECKUP-4': '2026-11-22' })).toBe('DENTAL-1');
  });

  it('an item marked done without a date is done, and chooses its series like a dated one', () => {
    const vaccines = entriesFor(VACCINATION_SCHEDULE, 'FEMALE');
    const marked = records(vaccines);
    const rv1 = marked.get('RV1-1');
    if (rv1) marked.set('RV1-1', { ...rv1, undated: true });
    const built = buildSchedule(vaccines, birth, marked, today);
    expect(find(built, 'RV1-1').status).toBe('done');
    expect(find(built, 'RV5-1').status).toBe('skipped');
    expect(statusOf({ windowStart: '2026-01-01', windowEnd: '2026-02-01', date: null, undated: true }, today)).toBe('done');
  });
});

describe('recorded dates', () => {
  it('not after today in Korea and not before the Korea birth date', () => {
    const birth = '2026-01-09T15:30:00Z'; // 2026-01-10 00:30 in Korea
    const now = new Date('2026-03-01T15:00:00Z'); // 2026-03-02 00:00 in Korea
    expect(recordDateIssue('2026-03-02', birth, now)).toBeNull();
    expect(recordDateIssue('2026-03-03', birth, now)).toBe('RecordDateInFuture');
    expect(recordDateIssue('2026-01-10', birth, now)).toBeNull();
    expect(recordDateIssue('2026-01-09', birth, now)).toBe('RecordDateBeforeBirth');
  });
});

describe('alternatives are one choice (decision 0080)', () => {
  it('finds a group holding doses of two series, and none otherwise', () => {
    const rv1 = { group: 'RV', series: 'RV1' };
    const rv5 = { group: 'RV', series: 'RV5' };
    const dtap = { group: 'DTaP', series: 'DTaP' };
    expect(alternativeClash([rv1, rv1, dtap])).toBeNull();
    expect(alternativeClash([dtap, rv1, rv5])).toBe('RV');
    expect(alternativeClash([])).toBeNull();
  });
});
