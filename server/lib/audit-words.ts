/**
 * The audit log's Korean words for its CSV (decisions 0046, 0082): the server has no Lingui, so each
 * action, record kind, field and coded value the log writes has its word here, the msgstr of the
 * label the back office shows (src/domains/admin-kit/audit-labels.ts; a kind's coded values: the enum
 * tables of list-words.ts, decision 0093). Every action and kind is required, so a new one is a type
 * error until it has its word.
 */
import { bankName } from '../../src/contract/bank-codes.ts';
import type { ChangeWords } from '../../src/contract/audit-change.ts';
import { AUDIT_PERSON_FIELDS } from '../../src/contract/audit-change.ts';
import type { AuditAction, AuditResourceKind, ExportList } from '../../src/contract/audit.ts';
import type { Role } from '../../src/contract/roles.ts';
import { koreaTime } from './csv-stream.ts';
import {
  ARTICLE_CATEGORY_WORDS,
  CONSULTATION_STATUS_WORDS,
  INQUIRY_STATUS_WORDS,
  KCDI_DOMAIN_WORDS,
  MEMBER_STATUS_WORDS,
  NOTICE_CATEGORY_WORDS,
  ORDER_ITEM_STATUS_WORDS,
  ORDER_STATUS_WORDS,
  PUBLICATION_STATE_WORDS,
  yesNo,
} from './list-words.ts';

export const AUDIT_ACTION_WORDS: Record<AuditAction, string> = {
  'member.warning_count': '경고 횟수 변경',
  'member.status': '회원 상태 변경',
  'member.phone_revealed': '전화번호 열람',
  'member.data_export': '내 데이터 사본 요청',
  'member.data_export_download': '내 데이터 사본 내려받기',
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
  'report.assign': '리포트 분석 배정',
  'report.regenerate': '리포트 다시 생성',
  'report.pdf': '리포트 PDF 생성',
  'consultation.schedule': '상담 일정 확정',
  'consultation.finish': '상담 완료',
  'consultation.no_show': '상담 부재',
  'examination.send': '발달 검사 발송',
  'examination.resend': '발달 검사 다시 발송',
  'examination.mail_retry': '발달 검사 메일 다시 발송',
  'examination.result_file': '검사 결과 파일 등록',
  'examination.results': '검사 결과 입력',
  'inquiry.answer': '문의 답변',
  'list.export': '목록 CSV 내려받기',
  'personal_data.view': '개인정보 조회',
};

export const AUDIT_RESOURCE_WORDS: Record<AuditResourceKind, string> = {
  member: '회원',
  diary: '일기',
  comment: '댓글',
  coupon: '쿠폰',
  order_item: '주문 상품',
  list: '목록',
  order: '주문',
  product: '상품',
  notice: '공지',
  article: '육아 정보 글',
  report: '월간 리포트',
  consultation: '상담 신청',
  examination: '발달 검사',
  inquiry: '1:1 문의',
};

/** A `list.export` row's list by the name its CSV file carries. */
export const EXPORT_LIST_WORDS: Record<ExportList, string> = {
  members: '회원 목록',
  diaries: '일기 목록',
  comments: '댓글 목록',
  orders: '결제 목록',
  audit_log: '감사 기록',
  coupons: '쿠폰 목록',
  products: '상품 목록',
  notices: '공지 목록',
  articles: '육아 정보 목록',
  reports: '월간 리포트 목록',
  consultations: '상담 목록',
  examinations: '발달 검사 목록',
  inquiries: '문의 목록',
};

/** The fields an audit row's before and after hold (server/modules/*: recordAudit), and an export's filter. */
export const AUDIT_FIELD_WORDS: Record<string, string> = {
  warningCount: '경고 횟수',
  status: '상태',
  restrictionReason: '제한 사유',
  hidden: '숨김',
  diaryId: '일기 번호',
  expertCommentId: '전문가 코멘트 요청 번호',
  assignedExpertId: '배정된 전문가',
  couponId: '쿠폰 번호',
  name: '이름',
  lastDay: '사용 기한',
  orderStatus: '결제 상태',
  refundedAmount: '환불 금액',
  refundedTotal: '환불 누계',
  refundBankCode: '환불 은행',
  list: '목록',
  filter: '필터',
  rows: '행 수',
  truncated: '최대 행 수에서 잘림',
  memberId: '회원',
  title: '제목',
  price: '가격',
  onSale: '판매 중',
  thumbnail: '사진',
  content: '설명',
  category: '분류',
  pinned: '상단 고정',
  publishAt: '게시 시각',
  ageFromMonths: '시작 개월',
  ageToMonths: '끝 개월',
  picture: '사진',
  generatedAt: '생성 시각',
  expertId: '전문가',
  scheduledAt: '상담 시각',
  sentAt: '발송 시각',
  access: '검사 코드 또는 링크',
  bytes: '파일 크기 (바이트)',
  results: '결과',
  domain: '영역',
  months: '발달 연령(개월)',
  answer: '답변',
  loginId: '아이디',
  role: '권한',
  // An export's filter (the list's query).
  q: '검색어',
  from: '시작일',
  to: '종료일',
  sort: '정렬',
  dir: '정렬 방향',
  page: '페이지',
  size: '페이지당 행 수',
  kind: '종류',
  adminId: '관리자 번호',
  action: '작업',
  resourceKind: '대상 종류',
  resourceId: '대상 번호',
};

export const ROLE_WORDS: Record<Role, string> = { ROLE_ADMIN: '관리자', ROLE_MEMBER: '회원', ROLE_EXPERT: '전문가' };

/**
 * The coded values of each record kind's fields, by field (the client's audit kinds,
 * each admin domain's audit-kind.ts, decision 0093): a consultation's CANCELED and an order item's read
 * each their own enum's word.
 */
export const AUDIT_VALUE_WORDS: Record<AuditResourceKind, Partial<Record<string, Partial<Record<string, string>>>>> = {
  member: { status: MEMBER_STATUS_WORDS, role: ROLE_WORDS },
  diary: {},
  comment: {},
  coupon: {},
  order_item: { status: ORDER_ITEM_STATUS_WORDS, orderStatus: ORDER_STATUS_WORDS },
  list: { list: EXPORT_LIST_WORDS },
  order: { orderStatus: ORDER_STATUS_WORDS },
  product: {},
  notice: { status: PUBLICATION_STATE_WORDS, category: NOTICE_CATEGORY_WORDS },
  article: { status: PUBLICATION_STATE_WORDS, category: ARTICLE_CATEGORY_WORDS },
  report: {},
  consultation: { status: CONSULTATION_STATUS_WORDS },
  examination: { domain: KCDI_DOMAIN_WORDS },
  inquiry: { status: INQUIRY_STATUS_WORDS },
};

const isKind = (kind: string): kind is AuditResourceKind => kind in AUDIT_VALUE_WORDS;

const TIME_FIELDS = new Set(['generatedAt', 'publishAt', 'scheduledAt', 'sentAt']);
const WON_FIELDS = new Set(['refundedAmount', 'refundedTotal', 'amount', 'price']);
const won = (value: string) => `${Number(value).toLocaleString('ko-KR')}원`;

/**
 * The words of changeText for the CSV: Korean field names and the values of the row's record kind,
 * times in Korea time, amounts in won, a bank by its name and a person by the name `people` holds
 * (user id → name).
 */
export function auditChangeWords(people: Readonly<Record<string, string>>, kind: string): ChangeWords {
  const values = isKind(kind) ? AUDIT_VALUE_WORDS[kind] : {};
  return {
    field: (key) => AUDIT_FIELD_WORDS[key],
    yes: yesNo(true),
    no: yesNo(false),
    value: (key, value) => {
      if (AUDIT_PERSON_FIELDS.includes(key)) return people[value];
      const coded = values[key]?.[value];
      if (coded !== undefined) return coded;
      if (key === 'refundBankCode') return bankName(value) ?? undefined;
      if (WON_FIELDS.has(key) && /^\d+$/.test(value)) return won(value);
      if (TIME_FIELDS.has(key) && !Number.isNaN(Date.parse(value))) return koreaTime(value);
      return undefined;
    },
  };
}
