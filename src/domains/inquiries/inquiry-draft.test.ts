import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_CONTENT_MAX } from '../../contract/inquiries.ts';
import { MemoryStorage } from '../../test-support/memory-storage.ts';
import { clearInquiryDraft, EMPTY_INQUIRY_DRAFT, readInquiryDraft, writeInquiryDraft } from './inquiry-draft.ts';

let store: MemoryStorage;
beforeEach(() => {
  store = new MemoryStorage();
  vi.stubGlobal('sessionStorage', store);
});
afterEach(() => vi.unstubAllGlobals());

describe('the draft of a new inquiry (decision 0072: no words lost)', () => {
  it('gives the member back their topic and words', () => {
    writeInquiryDraft(7, { topic: 'PAYMENT', content: '결제가 두 번 됐어요' });
    expect(readInquiryDraft(7)).toEqual({ topic: 'PAYMENT', content: '결제가 두 번 됐어요' });
  });

  it('is never read by another member, or before the member is known', () => {
    writeInquiryDraft(7, { topic: 'PAYMENT', content: '결제가 두 번 됐어요' });
    expect(readInquiryDraft(8)).toEqual(EMPTY_INQUIRY_DRAFT);
    expect(readInquiryDraft(undefined)).toEqual(EMPTY_INQUIRY_DRAFT);
    writeInquiryDraft(undefined, { topic: 'ACCOUNT', content: 'x' });
    expect(readInquiryDraft(7).topic).toBe('PAYMENT');
  });

  it('ends when sent or emptied; what this form did not write reads as empty', () => {
    writeInquiryDraft(7, { topic: 'PAYMENT', content: '결제' });
    clearInquiryDraft();
    expect(store.length).toBe(0);
    writeInquiryDraft(7, { topic: 'PAYMENT', content: '결제' });
    writeInquiryDraft(7, EMPTY_INQUIRY_DRAFT);
    expect(store.length).toBe(0);
    store.setItem('dodam:inquiry-draft', '{not json');
    expect(readInquiryDraft(7)).toEqual(EMPTY_INQUIRY_DRAFT);
    store.setItem('dodam:inquiry-draft', JSON.stringify({ memberId: 7, topic: 'HACK', content: 'x'.repeat(INQUIRY_CONTENT_MAX + 1) }));
    expect(readInquiryDraft(7)).toEqual(EMPTY_INQUIRY_DRAFT);
  });
});
