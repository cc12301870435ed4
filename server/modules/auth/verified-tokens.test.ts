import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from './verified-tokens.ts';

/** Decision 0006: verified access tokens are remembered by their text, never past their exp, in bounded memory. */
describe('verified access tokens', () => {
  it('gives the claims of a known token until its exp, then says expired and forgets it', () => {
    const memory = createVerifiedTokens<{ userId: number }>();
    expect(memory.get('a.b.c', 100)).toBeNull();
    memory.remember('a.b.c', { userId: 7 }, 200);
    expect(memory.get('a.b.c', 199)).toEqual({ userId: 7 });
    expect(memory.get('a.b.c', 200)).toBe('expired');
    expect(memory.get('a.b.c', 150)).toBeNull();
  });
  it('knows a token only by its exact text', () => {
    const memory = createVerifiedTokens<{ userId: number }>();
    memory.remember('a.b.c', { userId: 7 }, 200);
    expect(memory.get('a.b.C', 100)).toBeNull();
    expect(memory.get('a.b.c ', 100)).toBeNull();
  });
  it('holds at most its maximum, starting again empty when full', () => {
    const memory = createVerifiedTokens<number>(3);
    for (let i = 0; i < 3; i++) memory.remember(`t${String(i)}`, i, 1_000);
    expect(memory.size).toBe(3);
    memory.remember('t3', 3, 1_000);
    expect(memory.size).toBe(1);
    expect(memory.get('t0', 1)).toBeNull();
    expect(memory.get('t3', 1)).toBe(3);
  });
});
