/**
 * Every audited record kind with the admin domain that declares it (decision 0093): a Record over
 * AUDIT_RESOURCE_KINDS, so a new kind fails the type check until a domain declares it. Routes compose
 * domains (decision 0052); src/admin-main.tsx hands this list's loader to the admin kit.
 */
import type { AuditKinds } from '../../domains/admin-kit/audit-kind.ts';
import { articleAuditKind } from '../../domains/admin-articles/audit-kind.ts';
import { listAuditKind } from '../../domains/admin-audit/audit-kind.ts';
import { consultationAuditKind } from '../../domains/admin-consultations/audit-kind.ts';
import { couponAuditKind } from '../../domains/admin-coupons/audit-kind.ts';
import { commentAuditKind, diaryAuditKind } from '../../domains/admin-diaries/audit-kind.ts';
import { examinationAuditKind } from '../../domains/admin-examinations/audit-kind.ts';
import { inquiryAuditKind } from '../../domains/admin-inquiries/audit-kind.ts';
import { memberAuditKind } from '../../domains/admin-members/audit-kind.ts';
import { noticeAuditKind } from '../../domains/admin-notices/audit-kind.ts';
import { orderAuditKind, orderItemAuditKind } from '../../domains/admin-payments/audit-kind.ts';
import { productAuditKind } from '../../domains/admin-products/audit-kind.ts';
import { reportAuditKind } from '../../domains/admin-reports/audit-kind.ts';

export const AUDIT_KINDS: AuditKinds = {
  member: memberAuditKind,
  diary: diaryAuditKind,
  comment: commentAuditKind,
  coupon: couponAuditKind,
  order_item: orderItemAuditKind,
  list: listAuditKind,
  order: orderAuditKind,
  product: productAuditKind,
  notice: noticeAuditKind,
  article: articleAuditKind,
  report: reportAuditKind,
  consultation: consultationAuditKind,
  examination: examinationAuditKind,
  inquiry: inquiryAuditKind,
};
