import { describe, expect, it } from 'vitest';
import { koreaDayAndTime } from './diary-reminders.ts';

// Diary reminder (decision 0019): the job reads the Korea day and time of an instant.
describe('the diary reminder job', () => {
  it('reads Korea time: 15:00 UTC is midnight of the next day in Korea', () => {
    expect(koreaDayAndTime(new Date('2026-11-22T14:59:00Z'))).toEqual({ day: '2026-11-22', time: '23:59' });
    expect(koreaDayAndTime(new Date('2026-11-22T15:00:00Z'))).toEqual({ day: '2026-11-23', time: '00:00' });
  });
});
