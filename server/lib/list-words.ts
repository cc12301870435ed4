/**
 * The Korean words the back office's lists show, for their CSV exports (decision 0046): the server has
 * no Lingui, so each code a CSV writes has its one word here, the msgstr of the label the list page
 * shows (src/domains/admin-members/member-labels.ts, src/domains/admin-kit/order-labels.ts,
 * src/domains/admin-payments/payment-labels.ts, src/domains/admin-diaries/diary-labels.ts,
 * src/domains/coupons/coupons-page.tsx). Change a word there and here together.
 */
import type { AdminExpertStatus } from '../../src/contract/admin-diaries-api.ts';
import type { CouponStatus } from '../../src/contract/coupons.ts';
import type { ORDER_STATUSES, OrderableType, OrderItemStatus } from '../../src/contract/limits.ts';
import type { UserStatus } from '../../src/contract/roles.ts';
import { PRODUCT_NAMES } from '../../src/contract/order-names.ts';

export const MEMBER_STATUS_WORDS: Record<UserStatus, string> = { ACTIVE: '정상', RESTRICTED: '이용 제한', WITHDRAWN: '탈퇴' };

/** The one name of each thing sold (decision 0080), as the item names and the type labels say it. */
export const ORDERABLE_TYPE_WORDS: Readonly<Record<OrderableType, string>> = PRODUCT_NAMES;

export const ORDER_ITEM_STATUS_WORDS: Record<OrderItemStatus, string> = {
  PENDING: '결제 대기',
  WAITING_FOR_DEPOSIT: '입금 대기',
  PAID: '결제 완료',
  PROVIDED: '제공 완료',
  CANCELED: '결제 취소',
};

/** Toss's payment status as the order records it (decision 0024). */
export const ORDER_STATUS_WORDS: Record<(typeof ORDER_STATUSES)[number], string> = {
  READY: '결제 전',
  WAITING_FOR_DEPOSIT: '입금 대기',
  DONE: '결제 승인',
  CANCELED: '결제 취소',
  PARTIAL_CANCELED: '부분 취소',
  ABORTED: '결제 실패',
  EXPIRED: '입금 기한 만료',
};

export const EXPERT_STATUS_WORDS: Record<AdminExpertStatus, string> = { NONE: '요청 없음', WAITING: '대기', OVERDUE: '지연', WRITTEN: '작성' };

/** A comment's state: deleted by its author, hidden, or shown. */
export const COMMENT_STATE_WORDS = { VISIBLE: '보임', HIDDEN: '숨김', DELETED: '작성자가 삭제' } as const;

export const COUPON_STATUS_WORDS: Record<CouponStatus, string> = { AVAILABLE: '사용 가능', USED: '사용 완료', EXPIRED: '만료' };

/** Yes/no as the lists show it (Y/N before decision 0046). */
export const yesNo = (flag: boolean): string => (flag ? '예' : '아니요');

/** A code's word from a table keyed by codes, or the code itself when the table has none. */
export function wordOf(words: Partial<Record<string, string>>, code: string): string {
  return words[code] ?? code;
}
