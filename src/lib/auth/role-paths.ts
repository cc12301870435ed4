import type { Role } from '../../contract/roles.ts';
import { normalizePath } from './paths.ts';

/**
 * Member-area pages built on calls open to ROLE_MEMBER only (the `access` lists in src/contract:
 * orders, addresses, coupons, children; the development test and its payment): SPEC §6 gives an
 * expert /main, the community and expert comments, so menus and the bottom navigation do not offer
 * these to an expert, who would end on /error/403 (decision 0034). Sub-pages are covered by prefix.
 */
const MEMBER_ONLY = [
  '/kcdi',
  '/payments',
  '/my-page/address',
  '/my-page/address-edit',
  '/my-page/payment-history',
  '/my-page/Coupon',
  '/my-page/child-list',
  '/my-page/child-info',
  '/my-page/child-words',
  '/my-page/monthly-report-list',
  '/my-page/monthly-report-detail',
  '/my-page/kcdi-list',
  '/my-page/inquiry',
  '/diary/write',
] as const;

/** Whether a menu offers this path to the role; unknown role (still loading): the member's menu. */
export function offeredTo(role: Role | undefined, pathname: string): boolean {
  if (role === undefined || role === 'ROLE_MEMBER') return true;
  const path = normalizePath(pathname);
  return !MEMBER_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
