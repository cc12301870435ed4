import { describe, expect, it } from 'vitest';
import { CONSULTATION_SCHEDULE_DAYS_MAX, consultationCloseProblem, consultationTimeProblem } from './consultations.ts';

// Decision 0084: the checks the admin form and the server's steps share.
const now = new Date('2026-12-03T01:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('consultationTimeProblem', () => {
  it('takes a time after now up to a year ahead, and names what is wrong otherwise', () => {
    expect(consultationTimeProblem(later(60_000), now)).toBeNull();
    expect(consultationTimeProblem(later(CONSULTATION_SCHEDULE_DAYS_MAX * DAY), now)).toBeNull();
    expect(consultationTimeProblem(now, now)).toBe('InvalidConsultationTime');
    expect(consultationTimeProblem(later(-60_000), now)).toBe('InvalidConsultationTime');
    expect(consultationTimeProblem(new Date(Number.NaN), now)).toBe('InvalidConsultationTime');
    expect(consultationTimeProblem(later(CONSULTATION_SCHEDULE_DAYS_MAX * DAY + 60_000), now)).toBe('ConsultationTimeTooFar');
  });
});

describe('consultationCloseProblem', () => {
  it('lets a consultation close from its scheduled time on, never before or without one', () => {
    expect(consultationCloseProblem(now, now)).toBeNull();
    expect(consultationCloseProblem(later(-1), now)).toBeNull();
    expect(consultationCloseProblem(later(1), now)).toBe('ConsultationNotYetHeldException');
    expect(consultationCloseProblem(null, now)).toBe('ConsultationNotYetHeldException');
  });
});
