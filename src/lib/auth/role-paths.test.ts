import { describe, expect, it } from 'vitest';
import { offeredTo } from './role-paths.ts';

// Decision 0034, SPEC §6: each role is offered only the pages its calls allow.
describe('offeredTo', () => {
  it('offers an expert the home, community, care info, profile and settings', () => {
    for (const path of ['/main', '/community', '/care-info', '/my-page', '/my-page/basic-info', '/my-page/profile', '/my-page/setting', '/my-page/notice']) {
      expect(offeredTo('ROLE_EXPERT', path), path).toBe(true);
    }
  });
  it('does not offer an expert the payment history, coupons, addresses, children or the development test', () => {
    for (const path of [
      '/my-page/payment-history',
      '/my-page/payment-history/3',
      '/my-page/Coupon',
      '/my-page/address',
      '/my-page/address-edit',
      '/my-page/child-list',
      '/my-page/child-info',
      '/kcdi',
      '/kcdi/book',
      '/payments',
      '/diary/write',
    ]) {
      expect(offeredTo('ROLE_EXPERT', path), path).toBe(false);
    }
  });
  it('offers a member (or a role still loading) everything', () => {
    expect(offeredTo('ROLE_MEMBER', '/my-page/Coupon')).toBe(true);
    expect(offeredTo(undefined, '/kcdi')).toBe(true);
  });
});
