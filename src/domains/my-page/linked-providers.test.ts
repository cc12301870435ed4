import { describe, expect, it } from 'vitest';
import { linkedProviders } from './linked-providers.ts';

const kakao = { id: 1, provider: 'KAKAO', email: null, linkedAt: '2026-11-01T00:00:00Z' } as const;

describe('연결된 계정 on /my-page/basic-info (decision 0035)', () => {
  it('names the provider of a Kakao session even before its account row is listed', () => {
    expect(linkedProviders({ oauth2IdDetails: [], currentRegistrationId: 'KAKAO' })).toEqual(['KAKAO']);
  });
  it('lists each linked provider once, Kakao before Naver', () => {
    expect(linkedProviders({ oauth2IdDetails: [kakao], currentRegistrationId: 'NAVER' })).toEqual(['KAKAO', 'NAVER']);
    expect(linkedProviders({ oauth2IdDetails: [kakao], currentRegistrationId: 'KAKAO' })).toEqual(['KAKAO']);
  });
  it('is empty for an ID-and-password member with no linked account', () => {
    expect(linkedProviders({ oauth2IdDetails: [], currentRegistrationId: null })).toEqual([]);
  });
});
