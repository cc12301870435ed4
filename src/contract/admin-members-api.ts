/**
 * Member management of the back office (SPEC §2 /admin/member, §4, §5, §8; decision 0041): the list
 * on the one list pattern, a member's detail (phone masked until revealed, which is audited) and a
 * bulk status change. Warning count, status, lift and coupons use the moderation and coupon calls.
 */
import * as v from 'valibot';
import { adminPage, BulkResult } from './admin-list.ts';
import { AdminReason, ReasonBody } from './admin-reason.ts';
import { MemberListQuery } from './admin-members.ts';
import { Coupon } from './coupons.ts';
import { endpoint } from './endpoint.ts';
import { ORDERABLE_TYPES } from './limits.ts';
import { ORDER_ITEM_STATUSES } from './limits.ts';
import { RowId, rowIdText } from './primitives.ts';
import { PROVIDERS, USER_STATUSES } from './roles.ts';

/** Rows a member's detail shows of each related list (newest first). */
export const MEMBER_DETAIL_ROWS = 20;
/** Members one bulk action changes at most (a page of the list). */
export const BULK_MEMBERS_MAX = 100;

const Status = v.picklist(USER_STATUSES);

export const MemberRow = v.object({
  id: v.number(),
  loginId: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  name: v.nullable(v.string()),
  /** Masked: 010-****-5678 (decision 0041). */
  phone: v.string(),
  status: Status,
  warningCount: v.number(),
  createdAt: v.string(),
});
export type MemberRow = v.InferOutput<typeof MemberRow>;
export const MemberPage = adminPage(MemberRow);

export const MemberDetail = v.object({
  id: v.number(),
  loginId: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.string(),
  phoneVerified: v.boolean(),
  birthDate: v.nullable(v.string()),
  status: Status,
  warningCount: v.number(),
  restrictionReason: v.nullable(v.string()),
  restrictedAt: v.nullable(v.string()),
  createdAt: v.string(),
  withdrawnAt: v.nullable(v.string()),
  providers: v.array(v.picklist(PROVIDERS)),
  children: v.array(v.object({ id: v.number(), nickname: v.string(), born: v.boolean(), birthDay: v.nullable(v.string()) })),
  diaryCount: v.number(),
  orderItems: v.array(
    v.object({
      id: v.number(),
      orderableType: v.picklist(ORDERABLE_TYPES),
      status: v.picklist(ORDER_ITEM_STATUSES),
      amount: v.number(),
      createdAt: v.string(),
    }),
  ),
  /** As the member's own coupon page reads them: status from the server's clock, last day with couponLastDay (decision 0048). */
  coupons: v.array(Coupon),
  reports: v.array(
    v.object({
      id: v.number(),
      reporterId: v.number(),
      targetKind: v.string(),
      targetId: v.number(),
      reason: v.string(),
      createdAt: v.string(),
      handled: v.boolean(),
    }),
  ),
});
export type MemberDetail = v.InferOutput<typeof MemberDetail>;

export const RevealedPhone = v.object({ phone: v.nullable(v.string()) });

export const MemberBulkStatusBody = v.object({
  memberIds: v.pipe(v.array(RowId), v.minLength(1), v.maxLength(BULK_MEMBERS_MAX)),
  status: v.picklist(['ACTIVE', 'RESTRICTED']),
  reason: AdminReason,
});

const admin = ['ROLE_ADMIN'] as const;

export const adminMembersApi = {
  adminMembers: endpoint({
    method: 'GET',
    path: '/api/admin/members',
    access: admin,
    summary: 'Members (ROLE_MEMBER): search by nickname, name, phone, id or login id (part of a word), status and join-date filters, a page',
    query: MemberListQuery,
    response: MemberPage,
  }),
  adminMembersCsv: endpoint({
    method: 'GET',
    path: '/api/admin/members/csv',
    access: admin,
    summary: 'The member list of the same filter as CSV (phones masked, at most 10,000 rows)',
    query: MemberListQuery,
    response: v.string(),
    produces: 'text/csv',
  }),
  adminMember: endpoint({
    method: 'GET',
    path: '/api/admin/members/:memberId',
    params: { memberId: rowIdText('InvalidMemberId') },
    access: admin,
    summary: 'A member: profile (phone masked), children, diary count, order items, coupons, reports against them',
    response: MemberDetail,
  }),
  revealMemberPhone: endpoint({
    method: 'POST',
    path: '/api/admin/members/:memberId/phone',
    params: { memberId: rowIdText('InvalidMemberId') },
    access: admin,
    summary: 'The member’s full phone number, with a reason; written to the audit log',
    body: ReasonBody,
    response: RevealedPhone,
  }),
  bulkMemberStatus: endpoint({
    method: 'POST',
    path: '/api/admin/members/status',
    access: admin,
    summary: `Restrict or reactivate up to ${BULK_MEMBERS_MAX} members with one reason, in one transaction, each audited`,
    body: MemberBulkStatusBody,
    response: BulkResult,
  }),
} as const;
