import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AuditAction, AuditResourceKind } from '../../contract/audit.ts';
import './catalog.ts';
import { bankName } from '../../contract/bank-codes.ts';
import { formatWon } from '../../lib/i18n/money.ts';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';

/** Korean names of the audit actions (decision 0041). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageDescriptor> = {
  'member.warning_count': msg`Warning count changed`,
  'member.status': msg`Member status changed`,
  'member.phone_revealed': msg`Phone number revealed`,
  'member.data_export': msg`Copy of own data requested`,
  'member.data_export_download': msg`Copy of own data downloaded`,
  'coupon.issue': msg`Coupon issued`,
  'content.restore': msg`Content restored`,
  'diary.hide': msg`Diary hidden`,
  'diary.restore': msg`Diary restored`,
  'comment.hide': msg`Comment hidden`,
  'comment.restore': msg`Comment restored`,
  'comment.reassign': msg`Comment reassigned`,
  'order_item.cancel': msg`Order item canceled`,
  'product.create': msg`Product added`,
  'product.update': msg`Product changed`,
  'product.delete': msg`Product deleted`,
  'product.hide': msg`Product hidden (out of stock)`,
  'product.show': msg`Product shown again`,
  'notice.create': msg`Notice posted`,
  'notice.update': msg`Notice changed`,
  'notice.delete': msg`Notice deleted`,
  'article.create': msg`Article added`,
  'article.update': msg`Article changed`,
  'report.assign': msg`Report analysis assigned`,
  'report.regenerate': msg`Report made again`,
  'report.pdf': msg`Report PDF made`,
  'consultation.schedule': msg`Consultation scheduled`,
  'consultation.finish': msg`Consultation finished`,
  'consultation.no_show': msg`Consultation no-show`,
  'examination.send': msg`Examination sent`,
  'examination.mail_retry': msg`Examination mail sent again`,
  'examination.resend': msg`Examination sent again`,
  'examination.result_file': msg`Examination file registered`,
  'examination.results': msg`Examination results entered`,
  'inquiry.answer': msg`Inquiry answered`,
  'list.export': msg`List downloaded as CSV`,
  'personal_data.view': msg`Personal data viewed`,
  'member.create_admin': msg`Admin account created`,
};

/** Korean names of the audited records' kinds (the log's filter and its record column). */
export const AUDIT_RESOURCE_LABELS: Record<AuditResourceKind, MessageDescriptor> = {
  member: msg`Member`,
  diary: msg`Diary`,
  comment: msg`Diary comment`,
  coupon: msg`Coupon`,
  order_item: msg`Order item`,
  list: msg`List`,
  order: msg`Order record`,
  product: msg`Product`,
  notice: msg`Notice record`,
  article: msg`Care-info article`,
  report: msg`Monthly report record`,
  consultation: msg`Consultation record`,
  examination: msg`Developmental test record`,
  inquiry: msg`Inquiry record`,
};

/** Korean names of the fields an audit row's before and after hold (server/modules/*: recordAudit). */
export const AUDIT_FIELD_LABELS: Record<string, MessageDescriptor> = {
  warningCount: msg`Warning count`,
  status: msg`Status`,
  restrictionReason: msg`Restriction reason`,
  hidden: msg`Hidden`,
  diaryId: msg`Diary entry number`,
  expertCommentId: msg`Expert comment request number`,
  assignedExpertId: msg`Assigned expert`,
  couponId: msg`Coupon number`,
  name: msg`Name`,
  lastDay: msg`Usable through`,
  orderStatus: msg`Payment status`,
  refundedAmount: msg`Refunded amount`,
  refundedTotal: msg`Refunded in all`,
  refundBankCode: msg`Refund bank`,
  // A CSV export's row (list.export, decision 0046).
  list: msg`List`,
  filter: msg`Filter`,
  rows: msg`Rows`,
  truncated: msg`Cut at the row limit`,
  memberId: msg({ message: 'Member', context: 'audit field' }),
  // A product's change (decision 0064).
  title: msg`Title`,
  price: msg`Price`,
  onSale: msg`On sale`,
  thumbnail: msg`Picture`,
  content: msg`Content`,
  category: msg`Category`,
  pinned: msg`Pinned`,
  publishAt: msg`Publish time`,
  ageFromMonths: msg`From month`,
  ageToMonths: msg`To month`,
  picture: msg`Picture`,
  // A report made again (decision 0068).
  generatedAt: msg`Made at`,
  // A consultation's step (decision 0069).
  expertId: msg({ message: 'Expert', context: 'audit field' }),
  scheduledAt: msg`Consultation time`,
  // A developmental test's step (decision 0070).
  sentAt: msg`Sent at`,
  access: msg`Test code or link`,
  bytes: msg`File size (bytes)`,
  results: msg`Results`,
  domain: msg`Area`,
  months: msg`Developmental age (months)`,
  // The first admin made from the command line (decision 0083).
  loginId: msg`ID`,
  role: msg`Role`,
  // An inquiry's answer (decision 0072).
  answer: msg`Answer`,
};

/** The change fields that hold an instant (a report's made time). */
const TIME_FIELDS = new Set(['generatedAt', 'publishAt', 'scheduledAt', 'sentAt']);

/** The change fields that hold an amount in won (admin refunds, decision 0049). */
const WON_FIELDS = new Set(['refundedAmount', 'refundedTotal', 'amount', 'price']);

/**
 * A value of a change line in Korean that no record kind codes (decision 0049): a refund bank's name
 * for its code, an amount in won, a time in Korea time; undefined keeps the value as it is. Coded
 * values (a status, a category) are each kind's own (audit-kind.ts, decision 0093).
 */
export function auditValueLabel(key: string, value: string): string | undefined {
  if (key === 'refundBankCode') return bankName(value) ?? undefined;
  // Amounts in won as the order detail writes them (1,000원), not the stored number.
  if (WON_FIELDS.has(key) && /^\d+$/.test(value)) return formatWon(Number(value));
  // Times in Korea time as every list writes them, not the stored instant.
  if (TIME_FIELDS.has(key) && !Number.isNaN(Date.parse(value))) return formatKoreanDateTime(value);
  return undefined;
}

/** A flag's value in a change line. */
export const AUDIT_YES_NO = { yes: msg`Yes`, no: msg`No` };
