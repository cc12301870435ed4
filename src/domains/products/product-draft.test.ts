import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPayment, setPayment } from '../../lib/payment/payment-draft.ts';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { productPaymentDraft } from './product-draft.ts';

const member = { name: '이하늘', nickname: '하늘맘', email: 'parent@dodam.example', phone: '01012345678' };

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('decision 0026 "구매하기": the SPEC §3 payment draft of a product', () => {
  it('names the product as PRODUCT, comes back to its page, goes to the paid item, and keeps the quantity', async () => {
    const stored = await setPayment(productPaymentDraft(7, 3, member));
    expect(stored).toEqual({
      targetId: 7,
      orderableDtype: 'PRODUCT',
      backUrl: '/care-info/product/7',
      nextUrl: '/my-page/payment-history/{orderItemId}',
      customerName: '이하늘',
      customerMobilePhone: '01012345678',
      customerEmail: 'parent@dodam.example',
      consultationPhone: null,
      consultationContent: null,
      infoSet: false,
      quantity: 3,
    });
    expect(getPayment()).toEqual(stored);
  });

  it('falls back to the nickname and leaves what the member has not given empty for /payments to ask', async () => {
    const stored = await setPayment(productPaymentDraft(2, 1, { name: null, nickname: '하늘맘', email: null, phone: null }));
    expect(stored).toMatchObject({ customerName: '하늘맘', customerMobilePhone: '', customerEmail: null, quantity: 1 });
  });

  it('a quantity outside 1–10 is not a draft', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(setPayment(productPaymentDraft(2, 11, member))).rejects.toThrow('invalid payment draft');
    expect(getPayment()).toBeNull();
  });
});
