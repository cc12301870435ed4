import { describe, expect, it } from 'vitest';
import { waitsOnNothing } from './waits-on-nothing.ts';

type Q = Parameters<typeof waitsOnNothing>[0][number];
const query = (key: string, data: unknown, fetchStatus: 'paused' | 'idle' | 'fetching'): Q => ({ queryKey: [key], state: { data, fetchStatus } as Q['state'] });

describe('a page never saved for offline use (decision 0053)', () => {
  it('is one whose every own query waits paused with nothing stored', () => {
    expect(waitsOnNothing([query('session', { id: 1 }, 'idle'), query('community', undefined, 'paused')])).toBe(true);
  });
  it('is not one with anything stored to show, nor one with no query of its own', () => {
    expect(waitsOnNothing([query('community', undefined, 'paused'), query('diary', [], 'paused')])).toBe(false);
    expect(waitsOnNothing([query('session', undefined, 'paused')])).toBe(false);
    expect(waitsOnNothing([query('community', undefined, 'fetching')])).toBe(false);
  });
});
