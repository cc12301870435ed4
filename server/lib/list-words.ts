/**
 * The Korean words of every enum the server writes in words (decision 0046: CSV exports; 0082: the
 * audit log's change lines): the server has no Lingui, so each enum has one table here, the Korean
 * msgstr of the one client table of that enum (decision 0093). src/domains/enum-labels.test.ts reads the
 * catalogues and holds each pair together, and both cover every value of the contract's enum.
 */
import type { CommentStatus } from '../../src/contract/admin-comments.ts';
import type { AdminExpertStatus } from '../../src/contract/admin-diaries-api.ts';
import type { AdminConsultationStatus } from '../../src/contract/admin-consultations.ts';
import type { AdminProductStatus } from '../../src/contract/admin-products.ts';
import type { AdminReportStatus } from '../../src/contract/admin-reports.ts';
import type { ArticleViewStatus } from '../../src/contract/admin-articles.ts';
import type { ArticleCategory } from '../../src/contract/care-info-categories.ts';
import type { CouponStatus } from '../../src/contract/coupons.ts';
import type { ExaminationStatus, KcdiDomain } from '../../src/contract/examinations.ts';
import type { InquiryStatus, InquiryTopic } from '../../src/contract/inquiries.ts';
import type { ORDER_STATUSES, OrderableType, OrderItemStatus } from '../../src/contract/limits.ts';
import type { NoticeCategory, NoticeViewStatus } from '../../src/contract/notices.ts';
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

/** A comment's state: deleted by its author, hidden, shown (and reported, which the CSV does not write). */
export const COMMENT_STATE_WORDS: Record<CommentStatus, string> = { VISIBLE: '보임', HIDDEN: '숨김', DELETED: '작성자가 삭제', REPORTED: '신고됨' };

export const COUPON_STATUS_WORDS: Record<CouponStatus, string> = { AVAILABLE: '사용 가능', USED: '사용 완료', EXPIRED: '만료' };

export const REPORT_STATUS_WORDS: Record<AdminReportStatus, string> = {
  GENERATED: '생성됨',
  ORDERED: '분석 주문(입금 대기)',
  WAITING: '피드백 대기',
  OVERDUE: '피드백 지연',
  DONE: '피드백 완료',
};

/** The member's words and the back office's OVERDUE (decision 0093). */
export const CONSULTATION_STATUS_WORDS: Record<AdminConsultationStatus, string> = {
  REQUESTED: '일정 조율 중',
  OVERDUE: '지연',
  SCHEDULED: '일정 확정',
  FINISHED: '상담 완료',
  CANCELED: '취소·환불됨',
  NO_SHOW: '연결되지 않음',
};

/** SENT is SPEC §5's "test sent" (decision 0093). */
export const EXAMINATION_STATUS_WORDS: Record<ExaminationStatus, string> = {
  PAID: '발송 대기',
  SENT: '검사 발송',
  RESULT: '결과 등록',
  EXPIRED: '내려받기 기간 종료',
  CANCELED: '취소·환불됨',
};

export const PRODUCT_STATUS_WORDS: Record<AdminProductStatus, string> = { ON_SALE: '판매 중', HIDDEN: '숨김(품절)', DELETED: '삭제됨' };

/** A notice's or a care-info article's publication state (decisions 0065, 0066): one table for both. */
export const PUBLICATION_STATE_WORDS: Record<NoticeViewStatus & ArticleViewStatus, string> = {
  DRAFT: '임시 저장',
  SCHEDULED: '예약',
  PUBLISHED: '게시 중',
  HIDDEN: '숨김',
};

export const NOTICE_CATEGORY_WORDS: Record<NoticeCategory, string> = { NOTICE: '공지', EVENT: '이벤트', UPDATE: '업데이트', MAINTENANCE: '점검' };

export const ARTICLE_CATEGORY_WORDS: Record<ArticleCategory, string> = {
  SLEEP: '수면',
  FEEDING: '수유·이유식',
  DEVELOPMENT: '발달',
  HEALTH: '건강',
  SAFETY: '안전',
  VACCINATION: '예방접종',
  PLAY: '놀이',
};

export const INQUIRY_STATUS_WORDS: Record<InquiryStatus, string> = { WAITING: '답변 대기', ANSWERED: '답변 완료' };

export const INQUIRY_TOPIC_WORDS: Record<InquiryTopic, string> = {
  ACCOUNT: '계정',
  PAYMENT: '결제·환불',
  DIARY: '일기',
  REPORT: '리포트·상담',
  EXAMINATION: '발달 검사',
  OTHER: '기타',
};

export const KCDI_DOMAIN_WORDS: Record<KcdiDomain, string> = {
  SOCIAL: '사회성',
  SELF_HELP: '자조',
  GROSS_MOTOR: '대근육',
  FINE_MOTOR: '소근육',
  EXPRESSIVE_LANGUAGE: '표현 언어',
  LANGUAGE_COMPREHENSION: '언어 이해',
  LETTERS: '글자',
  NUMBERS: '수',
  GENERAL: '전체 발달',
};

/** Yes/no as the lists show it (Y/N before decision 0046). */
export const yesNo = (flag: boolean): string => (flag ? '예' : '아니요');

/** A code's word from a table keyed by codes, or the code itself when the table has none. */
export function wordOf(words: Partial<Record<string, string>>, code: string): string {
  return words[code] ?? code;
}
