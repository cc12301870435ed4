import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { clearLocalData, setStoredUser, setTokens } from '../storage/keys.ts';
import { getPayment, setPayment } from './payment-draft.ts';

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

describe('SPEC §9 stored payment draft', () => {
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
