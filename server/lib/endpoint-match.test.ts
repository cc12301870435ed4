import { describe, expect, it } from 'vitest';
import { inquiriesApi } from '../../src/contract/inquiries-api.ts';
import { sessionApi } from '../../src/contract/session-api.ts';
import { endpointMatcher } from './endpoint-match.ts';

describe('endpointMatcher', () => {
  const allowed = endpointMatcher([sessionApi.logout, inquiriesApi.memberInquiry]);
  it('matches the method and the path, a param as one segment, a trailing slash ignored', () => {
    expect(allowed('post', '/api/users/logout/')).toBe(true);
    expect(allowed('GET', '/api/users/logout')).toBe(false);
    expect(allowed('GET', '/api/members/inquiries/12')).toBe(true);
    expect(allowed('GET', '/api/members/inquiries/12/photo')).toBe(false);
    expect(allowed('GET', '/api/members/inquiries')).toBe(false);
  });
});
