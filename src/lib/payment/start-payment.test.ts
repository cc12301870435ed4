import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { getPayment } from './payment-draft.ts';
import { appPath, startPayment } from './start-payment.ts';

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pdfPurchase = {
  orderableDtype: 'DIARY_PDF',
  targetId: 7,
  backUrl: '/my-page/payment-history',
  nextUrl: '/my-page/payment-history/{orderItemId}/pdf-create',
};

describe('startPayment (decision 0025, SPEC §3 Payment draft)', () => {
  it('saves the draft under `payment` with the customer still to fill in, then goes to /payments', async () => {
    const navigate = vi.fn();
    await startPayment(navigate, pdfPurchase);
    expect(navigate).toHaveBeenCalledWith({ to: '/payments' });
    expect(JSON.parse(storage.getItem('payment') ?? 'null')).toMatchObject({ orderableDtype: 'DIARY_PDF', targetId: 7, infoSet: false, customerName: '' });
    expect(getPayment()).toMatchObject({ backUrl: '/my-page/payment-history', nextUrl: '/my-page/payment-history/{orderItemId}/pdf-create' });
  });

  it('a new purchase replaces the earlier draft; PRODUCT keeps its quantity, CONSULTATION its phone and content', async () => {
    const navigate = vi.fn();
    await startPayment(navigate, { ...pdfPurchase, orderableDtype: 'PRODUCT', targetId: 2, quantity: 3 });
    expect(getPayment()).toMatchObject({ orderableDtype: 'PRODUCT', targetId: 2, quantity: 3 });
    await startPayment(navigate, { ...pdfPurchase, orderableDtype: 'CONSULTATION', consultationPhone: '01012345678', consultationContent: '수면 상담' });
    expect(getPayment()).toMatchObject({ orderableDtype: 'CONSULTATION', consultationPhone: '01012345678', consultationContent: '수면 상담' });
    expect(getPayment()?.quantity).toBeUndefined();
  });

  it("SPEC §4: an invalid order type rejects with 'invalid order type', stores nothing and stays on the page", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const navigate = vi.fn();
    await expect(startPayment(navigate, { ...pdfPurchase, orderableDtype: 'FREE_LUNCH' })).rejects.toThrow('invalid order type');
    expect(log).toHaveBeenCalledWith('invalid order type', 'FREE_LUNCH');
    expect(getPayment()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('only in-app paths are kept as back and next URLs (the draft is followed after the Toss redirect)', async () => {
    await startPayment(vi.fn(), { ...pdfPurchase, backUrl: 'https://evil.example/', nextUrl: '//evil.example/x' });
    expect(getPayment()).toMatchObject({ backUrl: '/main', nextUrl: '/my-page/payment-history/{orderItemId}' });
    expect(appPath('/diary/read/3', '/main')).toBe('/diary/read/3');
    expect(appPath('/\\evil.example', '/main')).toBe('/main');
    // Browsers drop tabs and newlines from URLs: "/\t/evil.example" would become "//evil.example".
    for (const sneaky of ['/\t/evil.example', '/\n/evil.example', '/x\\..\\/evil']) expect(appPath(sneaky, '/main')).toBe('/main');
    expect(appPath(null, '/main')).toBe('/main');
  });
});
