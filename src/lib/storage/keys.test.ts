import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { STORAGE_KEYS, clearLocalData, getChildInfo, getStoredUser, getTokens, setChildInfo, setStoredUser, setTokens } from './keys.ts';
import { getPayment, setPayment } from '../payment/payment-draft.ts';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const draft = {
  targetId: 3,
  orderableDtype: 'DIARY_COMMENT',
  backUrl: '/diary/read/3',
  nextUrl: '/diary/read/3/comments',
  customerEmail: null,
  customerName: '김도담',
  customerMobilePhone: '01012345678',
  consultationPhone: null,
  consultationContent: null,
  infoSet: true,
};

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

  it('SPEC §4: the payment setter rejects an invalid order type', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(setPayment({ ...draft, orderableDtype: 'FREE_LUNCH' })).rejects.toThrow('invalid order type');
    expect(log).toHaveBeenCalledWith('invalid order type', 'FREE_LUNCH');
    expect(getPayment()).toBeNull();
    await expect(setPayment(draft)).resolves.toMatchObject({ orderableDtype: 'DIARY_COMMENT' });
    expect(getPayment()?.targetId).toBe(3);
  });

  it('SPEC §4: clearing removes tokens, user, child and payment', async () => {
    setTokens({ accessToken: 'a', refreshToken: 'r' });
    setStoredUser({ id: 1, nickname: null, selectedChildId: null });
    await setPayment(draft);
    storage.setItem('unrelated', 'keep');
    clearLocalData();
    expect(storage.length).toBe(1);
    expect(storage.getItem('unrelated')).toBe('keep');
  });
});
