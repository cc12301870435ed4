import { describe, expect, it } from 'vitest';
import { UNBORN_AGE } from './ages.ts';
import { CHILD_WORD_PROMPTS, promptOf, promptOrder, promptsForAge } from './prompts.ts';

const keysAt = (age: number) => promptsForAge(age).map((p) => p.key);

describe('child-word prompts by age (decision 0014)', () => {
  it('has 20-40 prompts with unique keys, Korean and English text, and sane ranges', () => {
    expect(CHILD_WORD_PROMPTS.length).toBeGreaterThanOrEqual(20);
    expect(CHILD_WORD_PROMPTS.length).toBeLessThanOrEqual(40);
    expect(new Set(CHILD_WORD_PROMPTS.map((p) => p.key)).size).toBe(CHILD_WORD_PROMPTS.length);
    for (const p of CHILD_WORD_PROMPTS) {
      expect(p.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.ko).toMatch(/[가-힣]/);
      expect(p.en).toMatch(/^[A-Z]/);
      expect(p.from).toBeGreaterThanOrEqual(UNBORN_AGE);
      if (p.to !== null) expect(p.to).toBeGreaterThanOrEqual(p.from);
    }
  });

  it('gives an unborn child the pregnancy prompts only (태명을 지은 이유는?)', () => {
    const unborn = promptsForAge(UNBORN_AGE);
    expect(unborn.map((p) => p.ko)).toContain('태명을 지은 이유는 무엇인가요?');
    expect(unborn.every((p) => p.from === UNBORN_AGE && p.to === UNBORN_AGE)).toBe(true);
    expect(keysAt(0).some((key) => key.startsWith('unborn-'))).toBe(false);
  });

  it('opens and closes stage prompts at their month boundaries (inclusive)', () => {
    expect(keysAt(0)).not.toContain('m1-first-smile');
    expect(keysAt(1)).toContain('m1-first-smile');
    expect(keysAt(3)).toContain('m0-first-night');
    expect(keysAt(4)).not.toContain('m0-first-night');
    expect(keysAt(3)).not.toContain('m4-laugh');
    expect([4, 6].map((age) => keysAt(age).includes('m4-laugh'))).toEqual([true, true]);
    expect(keysAt(7)).not.toContain('m4-laugh');
    expect([12, 13, 24, 25].map((age) => keysAt(age).includes('m13-happy-moment'))).toEqual([false, true, true, false]);
    expect([35, 36].map((age) => keysAt(age).includes('m36-dream'))).toEqual([false, true]);
    expect(keysAt(36)).not.toContain('m25-questions');
  });

  it('keeps memories open once reached and offers something at every age', () => {
    expect(keysAt(60)).toEqual(expect.arrayContaining(['m1-first-smile', 'm10-first-word', 'any-message']));
    for (let age = UNBORN_AGE; age <= 120; age++) expect(keysAt(age).length, `age ${age}`).toBeGreaterThanOrEqual(3);
  });

  it('looks prompts up by key and orders unknown keys last', () => {
    expect(promptOf('m1-first-smile')?.ko).toBe('아이가 처음 웃던 날을 기억하나요?');
    expect(promptOf('nope')).toBeUndefined();
    expect(promptOrder('unborn-taemyeong')).toBe(0);
    expect(promptOrder('nope')).toBeGreaterThan(CHILD_WORD_PROMPTS.length);
  });
});
