import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { scoresOf } from '../../../src/contract/growth/measures.ts';
import { whoLms } from '../../../src/contract/growth/who-lms.ts';
import { ReportContent } from '../../../src/contract/reports.ts';
import { figuresOf, reportContent, type ReportInput } from './report-content.ts';
import { growthWords } from './report-words.ts';

// Decision 0076: a report's growth carries head circumference's percentile beside height's and
// weight's (null while WHO's head table is not converted), and its PDF words it as 0075 does.
const input: ReportInput = {
  month: '2026-10',
  child: { sex: 'FEMALE', birthDateTime: new Date('2025-10-16T15:00:00Z') },
  entries: [],
  measurements: [{ measuredOn: '2026-10-17', heightCm: 76, weightKg: 9.6, headCm: 46 }],
  schedules: { done: [], dueNextMonth: [] },
  previous: null,
};

describe('head circumference in the monthly report', () => {
  it('keeps the same percentiles as the growth API, head included, and compares them a month later', () => {
    const content = reportContent(input);
    const scores = scoresOf({ heightCm: 76, weightKg: 9.6, headCm: 46 }, 'FEMALE', 365, whoLms);
    expect(content.growth).toEqual([
      {
        date: '2026-10-17',
        heightCm: 76,
        weightKg: 9.6,
        headCm: 46,
        heightPercentile: scores.heightPercentile,
        weightPercentile: scores.weightPercentile,
        headPercentile: scores.headPercentile,
      },
    ]);
    expect(scores.heightPercentile).not.toBeNull();
    expect(figuresOf(content)).toMatchObject({ heightPercentile: scores.heightPercentile, headPercentile: scores.headPercentile });
    expect(v.parse(ReportContent, content)).toEqual(content);
  });

  it('reads a report stored before head had a percentile', () => {
    const content = reportContent(input);
    const growth = content.growth.map(({ date, heightCm, weightKg, headCm, heightPercentile, weightPercentile }) => ({
      date,
      heightCm,
      weightKg,
      headCm,
      heightPercentile,
      weightPercentile,
    }));
    const previous = { daysWritten: 1, averageWaterMl: null, averageSleepHours: null, illnessDays: 0, heightPercentile: null, weightPercentile: null };
    expect(growth[0]).not.toHaveProperty('headPercentile');
    expect(v.safeParse(ReportContent, { ...content, growth, previous }).success).toBe(true);
  });

  it('words head as height and weight when it has a percentile, and nothing more when not', () => {
    const m = { date: '2026-10-17', heightCm: 76, weightKg: 9.6, headCm: 46, heightPercentile: 88.1, weightPercentile: 50, headPercentile: 8.4 };
    expect(growthWords(m)).toBe('키 76cm (상위 12% · 큰 편) · 몸무게 9.6kg (상위 50% · 보통 범위) · 머리둘레 46cm (하위 8% · 작은 편)');
    expect(growthWords({ ...m, headPercentile: null })).toBe('키 76cm (상위 12% · 큰 편) · 몸무게 9.6kg (상위 50% · 보통 범위) · 머리둘레 46cm');
    expect(growthWords({ ...m, headPercentile: undefined, heightCm: null })).toBe('몸무게 9.6kg (상위 50% · 보통 범위) · 머리둘레 46cm');
  });
});
