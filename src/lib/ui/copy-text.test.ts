import { describe, expect, it } from 'vitest';
import { copyText } from './copy-text.ts';

describe('copyText (decision 0073)', () => {
  it('uses the Clipboard API when it works', async () => {
    const written: string[] = [];
    const ok = await copyText('dodam_123', { clipboard: { writeText: async (text) => void written.push(text) }, fallback: () => false });
    expect(ok).toBe(true);
    expect(written).toEqual(['dodam_123']);
  });

  it('falls back to the old way when the API is missing or refuses', async () => {
    const old: string[] = [];
    const fallback = (text: string) => (old.push(text), true);
    expect(await copyText('a', { clipboard: undefined, fallback })).toBe(true);
    expect(await copyText('b', { clipboard: { writeText: () => Promise.reject(new Error('NotAllowedError')) }, fallback })).toBe(true);
    expect(old).toEqual(['a', 'b']);
  });

  it('says false when neither copied', async () => {
    expect(await copyText('c', { clipboard: undefined, fallback: () => false })).toBe(false);
    expect(
      await copyText('d', {
        clipboard: undefined,
        fallback: () => {
          throw new Error('no document');
        },
      }),
    ).toBe(false);
  });
});
