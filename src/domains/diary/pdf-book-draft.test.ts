import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPayment, setPayment } from '../../lib/payment/payment-draft.ts';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { DIARY_PDF_NEXT_URL, diaryPdfPaymentDraft } from './pdf-book-draft.ts';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('the payment draft of a diary PDF book (decision 0028; SPEC §3 Payment draft)', () => {
  it('is DIARY_PDF for the child, back to the diary page, on to the book page, prefilled from the member', async () => {
    const stored = await setPayment(
      diaryPdfPaymentDraft(4, '/diary/write?date=2026-11-01', { name: '이하늘', nickname: '하늘맘', email: 'parent@dodam.example', phone: '01012345678' }),
    );
    expect(stored).toEqual({
      targetId: 4,
      orderableDtype: 'DIARY_PDF',
      backUrl: '/diary/write?date=2026-11-01',
      nextUrl: '/my-page/payment-history/{orderItemId}/pdf-create',
      customerName: '이하늘',
      customerMobilePhone: '01012345678',
      customerEmail: 'parent@dodam.example',
      consultationPhone: null,
      consultationContent: null,
      infoSet: false,
    });
    expect(getPayment()).toEqual(stored);
    expect(DIARY_PDF_NEXT_URL.replace('{orderItemId}', '12')).toBe('/my-page/payment-history/12/pdf-create');
  });

  it('falls back to the nickname and empty contact details for /payments to ask', () => {
    expect(diaryPdfPaymentDraft(4, '/diary/write', { name: null, nickname: '하늘맘', email: null, phone: null })).toMatchObject({
      customerName: '하늘맘',
      customerMobilePhone: '',
      customerEmail: null,
    });
  });
});
