/**
 * The audit log's actions, record kinds and list query (decision 0041), apart from its endpoints so
 * that the route's validateSearch carries only these (the route tree is in the first page's JS).
 */
import * as v from 'valibot';
import { IntText, KoreaDayText, PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SortDir, dateRangeProblem } from './admin-list.ts';
import { rowIdText } from './primitives.ts';

/** Every action an admin change (or a view of personal data) writes (`<resource>.<verb>`). */
export const AUDIT_ACTIONS = [
  'member.warning_count',
  'member.status',
  'member.phone_revealed',
  /** An administrator made from the command line (npm run admin:create, decision 0083). */
  'member.create_admin',
  /** A member's copy of its data asked for and downloaded (decision 0099): the member is the actor. */
  'member.data_export',
  'member.data_export_download',
  'coupon.issue',
  'content.restore',
  'diary.hide',
  'diary.restore',
  'comment.hide',
  'comment.restore',
  'comment.reassign',
  'order_item.cancel',
  /** Product management (decision 0064): a product added, changed or taken off sale. */
  'product.create',
  'product.update',
  'product.delete',
  /** Hidden from members for a while (out of stock) and shown again (decision 0082). */
  'product.hide',
  'product.show',
  /** Notice management (decision 0065). */
  'notice.create',
  'notice.update',
  'notice.delete',
  /** Care-info articles (decision 0066): written, changed (published, scheduled, hidden). */
  'article.create',
  'article.update',
  /** The report back office (decision 0068): an analysis given to an expert, a report made again, its PDF made. */
  'report.assign',
  'report.regenerate',
  'report.pdf',
  /** Consultations (decision 0069): scheduled (or moved), finished, a no-show. */
  'consultation.schedule',
  'consultation.finish',
  'consultation.no_show',
  /** Developmental tests (decision 0070): sent, the result file registered, the results entered; a failed mail sent again (0079). */
  'examination.send',
  'examination.mail_retry',
  /** The code or link sent again, perhaps corrected (decision 0082). */
  'examination.resend',
  'examination.result_file',
  'examination.results',
  /** A 1:1 inquiry answered (decision 0072). */
  'inquiry.answer',
  /** A list exported as CSV: which list, its filter and how many rows (Korean personal-information rules, decision 0046). */
  'list.export',
  /** An admin opened a record that holds members' personal data (decision 0048): a member, an entry, an order. */
  'personal_data.view',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_RESOURCE_KINDS = [
  'member',
  'diary',
  'comment',
  'coupon',
  'order_item',
  'list',
  'order',
  'product',
  'notice',
  'article',
  'report',
  'consultation',
  'examination',
  'inquiry',
] as const;
export type AuditResourceKind = (typeof AUDIT_RESOURCE_KINDS)[number];

/**
 * The lists an export names (`list.export` rows: resource kind `list`, resource id the list's place
 * here plus one, its name again in `after.list`).
 */
export const EXPORT_LISTS = [
  'members',
  'diaries',
  'comments',
  'orders',
  'audit_log',
  'coupons',
  'products',
  'notices',
  'articles',
  'reports',
  'consultations',
  'examinations',
  'inquiries',
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export const AuditListQuery = v.pipe(
  v.object({
    page: v.optional(IntText(1, PAGE_MAX), '1'),
    size: v.optional(IntText(1, PAGE_SIZE_MAX), String(PAGE_SIZE_DEFAULT)),
    dir: v.optional(SortDir, 'desc'),
    /** The admin who made the change (the actor filter; auditApi.auditAdmins lists the choices). */
    adminId: v.optional(rowIdText('InvalidMemberId')),
    action: v.optional(v.picklist(AUDIT_ACTIONS)),
    resourceKind: v.optional(v.picklist(AUDIT_RESOURCE_KINDS)),
    resourceId: v.optional(rowIdText()),
    from: v.optional(KoreaDayText),
    to: v.optional(KoreaDayText),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = dateRangeProblem(dataset.value.from, dataset.value.to);
    if (problem) addIssue({ message: problem });
  }),
);
export type AuditListQuery = v.InferOutput<typeof AuditListQuery>;
export type AuditListSearch = v.InferInput<typeof AuditListQuery>;
