/**
 * The Korean words the back office's lists show, for their CSV exports (decision 0046): the server has
 * no Lingui, so each code a CSV writes has its one word here, the msgstr of the label the list page
 * shows (src/domains/admin-members/member-labels.ts, src/domains/admin-kit/order-labels.ts,
 * src/domains/admin-payments/payment-labels.ts, src/domains/admin-diaries/diary-labels.ts,
 * src/domains/coupons/coupons-page.tsx). Change a word there and here together.
 */
import type { AdminExpertStatus } from '../../src/contract/admin-diaries-api.ts';
import type { AuditAction, AuditResourceKind } from '../../src/contract/audit.ts';
import type { CouponStatus } from '../../src/contract/coupons.ts';
import type { ORDER_STATUSES, OrderableType, OrderItemStatus } from '../../src/contract/limits.ts';
import type { UserStatus } from '../../src/contract/roles.ts';

export const MEMBER_STATUS_WORDS: Record<UserStatus, string> = { ACTIVE: '정상', RESTRICTED: '이용 제한', WITHDRAWN: '탈퇴' };

export const ORDERABLE_TYPE_WORDS: Record<OrderableType, string> = {
  DIARY_COMMENT: '육아일기 전문가 코멘트',
  DIARY_PDF: '일기 PDF 책',
  CONSULTATION: '전문가 상담',
  GROWTH_EXAMINATION: '발달 검사',
  REPORT_ANALYSIS: '월간 리포트 전문가 피드백',
  PRODUCT: '육아 용품',
};

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

/**
 * The audit log's actions and record kinds (src/domains/admin-kit/audit-labels.ts). Partial so that an
 * action added elsewhere still exports (as its code) until its word is written here.
 */
export const AUDIT_ACTION_WORDS: Partial<Record<AuditAction, string>> = {
  'member.warning_count': '경고 횟수 변경',
  'member.status': '회원 상태 변경',
  'member.phone_revealed': '전화번호 열람',
  'member.create_admin': '관리자 계정 생성',
  'coupon.issue': '쿠폰 발급',
  'content.restore': '게시물 복구',
  'diary.hide': '일기 숨김',
  'diary.restore': '일기 복구',
  'comment.hide': '댓글 숨김',
  'comment.restore': '댓글 복구',
  'comment.reassign': '코멘트 담당 변경',
  'order_item.cancel': '주문 상품 취소·환불',
  'product.create': '상품 등록',
  'product.update': '상품 수정',
  'product.delete': '상품 삭제',
  'product.hide': '상품 숨김(품절)',
  'product.show': '상품 다시 판매',
  'notice.create': '공지 등록',
  'notice.update': '공지 수정',
  'notice.delete': '공지 삭제',
  'article.create': '육아 정보 등록',
  'article.update': '육아 정보 수정',
  'inquiry.answer': '문의 답변',
  'list.export': '목록 CSV 내려받기',
  'personal_data.view': '개인정보 조회',
};

export const AUDIT_RESOURCE_WORDS: Partial<Record<AuditResourceKind, string>> = {
  member: '회원',
  diary: '일기',
  comment: '댓글',
  coupon: '쿠폰',
  order_item: '주문 상품',
  list: '목록',
  order: '주문',
  product: '상품',
  notice: '공지',
  article: '육아 정보',
  inquiry: '1:1 문의',
};

/** A code's word from a table keyed by codes, or the code itself when the table has none. */
export function wordOf(words: Partial<Record<string, string>>, code: string): string {
  return words[code] ?? code;
}
