import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { STORAGE_KEYS, getChildInfo, getStoredUser, getTokens, setChildInfo, setStoredUser, setTokens } from './keys.ts';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('SPEC §9 stored keys', () => {
  it('uses exactly the five keys', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(['access_token', 'childInfo', 'payment', 'refresh_token', 'user']);
  });

  it('tokens need both values (SPEC §7)', () => {
    expect(getTokens()).toBeNull();
    storage.setItem('access_token', 'a');
    expect(getTokens()).toBeNull();
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(getTokens()).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(storage.getItem('access_token')).toBe('a');
  });

  it('SPEC §3: user keeps only id, nickname and selectedChildId', () => {
    const full = { id: 1, nickname: '도담맘', selectedChildId: 4, name: '김도담', phone: '010' };
    setStoredUser(full);
    expect(JSON.parse(storage.getItem('user') ?? '')).toEqual({ id: 1, nickname: '도담맘', selectedChildId: 4 });
    expect(getStoredUser()).toEqual({ id: 1, nickname: '도담맘', selectedChildId: 4 });
  });

  it('SPEC §3: childInfo drops born and birthDueDate', () => {
    setChildInfo({
      id: 4,
      guardian: false,
      profileImageURL: null,
      nickname: '콩이',
      sex: 'FEMALE',
      born: true,
      birthDateTime: '2025-01-01T00:00:00Z',
      birthDueDate: null,
      currentHeight: 60,
      currentWeight: 6,
      ageInMonths: 3,
    });
    const stored = JSON.parse(storage.getItem('childInfo') ?? '{}');
    expect(stored).not.toHaveProperty('born');
    expect(stored).not.toHaveProperty('birthDueDate');
    expect(getChildInfo()?.nickname).toBe('콩이');
  });

  it('drops a stored value that does not parse', () => {
    storage.setItem('user', '{"id":"not a number"}');
    expect(getStoredUser()).toBeNull();
    expect(storage.getItem('user')).toBeNull();
    storage.setItem('childInfo', 'not json');
    expect(getChildInfo()).toBeNull();
  });
});
