import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { readEarlyState } from './early-state.ts';
import { setChildInfo, setTokens, STORAGE_KEYS } from './keys.ts';

describe('readEarlyState: the tokens and the stored child, before the app starts (decision 0060)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads what keys.ts wrote under the SPEC §5 and §3 keys', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    setTokens({ accessToken: 'acc', refreshToken: 'ref' });
    expect(readEarlyState({ localStorage: storage })).toEqual({ accessToken: 'acc', refreshToken: 'ref', childInfoId: null });
    setChildInfo({
      id: 7,
      guardian: false,
      profileImageURL: null,
      nickname: '도담이',
      sex: 'MALE',
      birthDateTime: null,
      currentHeight: null,
      currentWeight: null,
      ageInMonths: null,
    });
    expect(readEarlyState({ localStorage: storage })?.childInfoId).toBe(7);
  });

  it('is null without both tokens or without storage, and leaves a child summary it cannot read aside', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.accessToken, 'acc');
    expect(readEarlyState({ localStorage: storage })).toBeNull();
    storage.setItem(STORAGE_KEYS.refreshToken, 'ref');
    storage.setItem(STORAGE_KEYS.childInfo, '{not json');
    expect(readEarlyState({ localStorage: storage })).toEqual({ accessToken: 'acc', refreshToken: 'ref', childInfoId: null });
    expect(
      readEarlyState({
        get localStorage(): Storage {
          throw new DOMException('denied', 'SecurityError');
        },
      }),
    ).toBeNull();
  });
});
