/**
 * The content of one monthly report (decision 0067), computed from what the month holds: the diary's
 * care areas per day, the month's growth measurements with their WHO percentiles, the vaccinations
 * and checkups done in it and due in the next, and the month before's figures to compare with.
 * Pure: the generation job reads the rows and keeps what this answers.
 */
import { ageDisplay, ageOnDay, daysSinceBirthOn, eatsMeals } from '../../../src/contract/calendar/age.ts';
import { addMonths, civilOf, dayNumberOfIso, isoOfDay, dayNumberOf } from '../../../src/contract/calendar/days.ts';
import type { DiaryAreas } from '../../../src/contract/diary.ts';
import { MEAL_AMOUNTS, MOODS, SYMPTOMS } from '../../../src/contract/diary.ts';
import { scoresOf, type Measures } from '../../../src/contract/growth/measures.ts';
import { whoLms } from '../../../src/contract/growth/who-lms.ts';
import type { CareLogDayTotals } from '../../../src/contract/care-logs.ts';
import type { ReportAreas, ReportCareLog, ReportChange, ReportContent, ReportDay } from '../../../src/contract/reports.ts';

export type ReportInput = {
  month: string;
  child: { sex: 'MALE' | 'FEMALE' | null; birthDateTime: Date | null };
  entries: readonly { entryDate: string; areas: DiaryAreas }[];
  measurements: readonly ({ measuredOn: string } & Measures)[];
  schedules: ReportContent['schedules'];
  previous: ReportContent | null;
  /** The daily log's totals of the month's days (decision 0098); days without a log may be left out. */
  careDays?: readonly CareLogDayTotals[];
};

/** The first and last Korea days of a month (YYYY-MM) and the first of the next. */
export function monthBounds(month: string): { first: string; last: string; next: string } {
  const start = civilOf(dayNumberOfIso(`${month}-01`));
  const nextStart = dayNumberOf(addMonths(start, 1));
  return { first: `${month}-01`, last: isoOfDay(nextStart - 1), next: isoOfDay(nextStart) };
}

/** The month before a month (YYYY-MM). */
export const monthBefore = (month: string): string => isoOfDay(dayNumberOfIso(`${month}-01`) - 1).slice(0, 7);

const round1 = (n: number) => Math.round(n * 10) / 10;
const average = (values: readonly number[]) => (values.length === 0 ? 0 : round1(values.reduce((s, x) => s + x, 0) / values.length));
const tally = <K extends string>(keys: readonly K[], values: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, values.filter((x) => x === k).length])) as Record<K, number>;
const present = <T>(values: readonly (T | null | undefined)[]): T[] => values.filter((x): x is T => x != null);

function areasOf(entries: ReportInput['entries'], mealsYet: boolean): ReportAreas {
  const water = present(entries.map((e) => e.areas.water));
  const sleep = present(entries.map((e) => e.areas.sleep));
  const childMeal = present(entries.map((e) => e.areas.childMeal));
  const parentMeal = present(entries.map((e) => e.areas.parentMeal));
  const illness = present(entries.map((e) => e.areas.illness));
  const mood = present(entries.map((e) => e.areas.mood));
  const feeding = present(entries.map((e) => e.areas.breastfeeding));
  const minutes = present(feeding.map((f) => f.minutes));
  const formula = present(feeding.map((f) => f.formulaMl));
  const temperatures = present(illness.map((i) => i.temperature));
  return {
    water: water.length ? { days: water.length, averageMl: Math.round(average(water.map((w) => w.ml))), highestMl: Math.max(...water.map((w) => w.ml)) } : null,
    sleep: sleep.length
      ? {
          days: sleep.length,
          averageHours: average(sleep.map((s) => s.hours)),
          longestHours: Math.max(...sleep.map((s) => s.hours)),
          averageNaps: average(sleep.map((s) => s.naps)),
        }
      : null,
    childMeal: !mealsYet
      ? { kind: 'NOT_YET' }
      : childMeal.length
        ? {
            kind: 'RECORDED',
            days: childMeal.length,
            averageTimes: average(childMeal.map((m) => m.times)),
            amounts: tally(
              MEAL_AMOUNTS,
              childMeal.map((m) => m.amount),
            ),
          }
        : null,
    parentMeal: parentMeal.length ? { days: parentMeal.length, averageTimes: average(parentMeal.map((m) => m.times)) } : null,
    illness: illness.length
      ? {
          days: illness.length,
          highestTemperature: temperatures.length ? Math.max(...temperatures) : null,
          symptoms: tally(
            SYMPTOMS,
            illness.flatMap((i) => i.symptoms),
          ),
        }
      : null,
    mood: mood.length
      ? {
          days: mood.length,
          moods: tally(
            MOODS,
            mood.map((m) => m.mood),
          ),
        }
      : null,
    breastfeeding: feeding.length
      ? {
          days: feeding.length,
          averageTimes: average(feeding.map((f) => f.times)),
          averageMinutes: minutes.length ? Math.round(average(minutes)) : null,
          averageFormulaMl: formula.length ? Math.round(average(formula)) : null,
        }
      : null,
  };
}

function daysOf(month: string, entries: ReportInput['entries']): ReportDay[] {
  const { first, last } = monthBounds(month);
  const byDay = new Map(entries.map((e) => [e.entryDate, e.areas]));
  const days: ReportDay[] = [];
  for (let n = dayNumberOfIso(first); n <= dayNumberOfIso(last); n += 1) {
    const date = isoOfDay(n);
    const a = byDay.get(date);
    days.push({
      date,
      waterMl: a?.water?.ml ?? null,
      sleepHours: a?.sleep?.hours ?? null,
      feeds: a?.breastfeeding?.times ?? null,
      temperature: a?.illness?.temperature ?? null,
    });
  }
  return days;
}

/** The month's daily log per logged day (decision 0098), or null when nothing was logged. */
export function careLogOf(days: readonly CareLogDayTotals[]): ReportCareLog | null {
  const logged = days.filter((d) => d.feedings + d.diapers + d.sleepMinutes + d.bottleMl > 0);
  if (logged.length === 0) return null;
  const per = (value: (d: CareLogDayTotals) => number) => average(logged.map(value));
  return {
    daysLogged: logged.length,
    feedingsPerDay: per((d) => d.feedings),
    bottleMlPerDay: Math.round(per((d) => d.bottleMl)),
    sleepHoursPerDay: per((d) => d.sleepMinutes / 60),
    diapersPerDay: per((d) => d.diapers),
  };
}

/** The figures a later month compares with: this month's, in ReportChange's shape. */
export function figuresOf(content: ReportContent): ReportChange {
  const lastGrowth = content.growth.at(-1);
  return {
    daysWritten: content.daysWritten,
    averageWaterMl: content.areas.water?.averageMl ?? null,
    averageSleepHours: content.areas.sleep?.averageHours ?? null,
    illnessDays: content.areas.illness?.days ?? 0,
    heightPercentile: lastGrowth?.heightPercentile ?? null,
    weightPercentile: lastGrowth?.weightPercentile ?? null,
    headPercentile: lastGrowth?.headPercentile ?? null,
  };
}

export function reportContent(input: ReportInput): ReportContent {
  const { month, child } = input;
  const { last } = monthBounds(month);
  const age = child.birthDateTime ? ageOnDay(child.birthDateTime, last) : null;
  const entries = [...input.entries].sort((a, b) => a.entryDate.localeCompare(b.entryDate));
  const growth = [...input.measurements]
    .sort((a, b) => a.measuredOn.localeCompare(b.measuredOn))
    .map((m) => {
      const scores = child.birthDateTime && child.sex ? scoresOf(m, child.sex, daysSinceBirthOn(child.birthDateTime, m.measuredOn), whoLms) : null;
      return {
        date: m.measuredOn,
        heightCm: m.heightCm,
        weightKg: m.weightKg,
        headCm: m.headCm,
        heightPercentile: scores?.heightPercentile ?? null,
        weightPercentile: scores?.weightPercentile ?? null,
        headPercentile: scores?.headPercentile ?? null,
      };
    });
  return {
    month,
    daysInMonth: dayNumberOfIso(last) - dayNumberOfIso(`${month}-01`) + 1,
    daysWritten: new Set(entries.map((e) => e.entryDate)).size,
    ageMonths: age?.months ?? null,
    ageAtMonthEnd: age ? ageDisplay(age) : null,
    // SPEC §4: child meals only past 6 months, judged on the month's last day.
    areas: areasOf(entries, age !== null && eatsMeals(age)),
    days: daysOf(month, entries),
    growth,
    schedules: input.schedules,
    previous: input.previous ? figuresOf(input.previous) : null,
    careLog: careLogOf(input.careDays ?? []),
  };
}
