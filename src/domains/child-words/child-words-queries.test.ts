import { describe, expect, it } from 'vitest';
import type { ChildMessage } from '../../contract/child-words-api.ts';
import { nextOpenMessage, promptText } from './child-words-queries.ts';

const m = (id: number, fromMonths: number, toMonths: number | null, answer: string | null = null): ChildMessage => ({
  id,
  promptKey: `k${id}`,
  prompt: { ko: `질문${id}`, en: `Question ${id}` },
  fromMonths,
  toMonths,
  answer,
  answeredAt: answer ? '2026-11-01T00:00:00Z' : null,
});

describe('nextOpenMessage (the unanswered prompt /main offers)', () => {
  it('prefers an open prompt that fits the age today, then any open one, then none', () => {
    const list = [m(1, 0, 3), m(2, 4, 6, '답'), m(3, 4, null)];
    expect(nextOpenMessage(list, 5)?.id).toBe(3);
    expect(nextOpenMessage([m(1, 0, 3), m(2, 4, 6, '답')], 5)?.id).toBe(1);
    expect(nextOpenMessage([m(2, 4, 6, '답')], 5)).toBeNull();
    expect(nextOpenMessage([m(1, 0, null), m(4, -1, -1)], null)?.id).toBe(4);
  });

  it('picks the prompt text by locale, Korean by default', () => {
    expect(promptText(m(1, 0, 3), 'ko')).toBe('질문1');
    expect(promptText(m(1, 0, 3), 'en')).toBe('Question 1');
  });
});
