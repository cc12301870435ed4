import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPayment, setPayment } from '../../lib/payment/payment-draft.ts';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { expertCommentPaymentDraft } from './expert-comment-draft.ts';

const member = { name: '이하늘', nickname: '하늘맘', email: 'parent@dodam.example', phone: '01012345678' };

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('decision 0027 "10,000원 결제": the SPEC §3 payment draft of an expert comment', () => {
  it('names the entry as DIARY_COMMENT, comes back to the entry and goes on to its comments page', async () => {
    const stored = await setPayment(expertCommentPaymentDraft(12, member));
    expect(stored).toEqual({
      targetId: 12,
      orderableDtype: 'DIARY_COMMENT',
      backUrl: '/diary/read/12',
      nextUrl: '/diary/read/12/comments',
      customerName: '이하늘',
      customerMobilePhone: '01012345678',
      customerEmail: 'parent@dodam.example',
      consultationPhone: null,
      consultationContent: null,
      infoSet: false,
    });
    expect(getPayment()).toEqual(stored);
  });

  it('falls back to the nickname and leaves what the member has not given for /payments to ask', async () => {
    expect(await setPayment(expertCommentPaymentDraft(3, { name: null, nickname: '하늘맘', email: null, phone: null }))).toMatchObject({
      customerName: '하늘맘',
      customerMobilePhone: '',
      customerEmail: null,
    });
  });
});
