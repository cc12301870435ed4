/**
 * Expert comments and comment coupons (decision 0027). Members request and read; experts answer from
 * their queue; admins issue coupons. Spread into `api` in api.ts; the client imports this group.
 * The paid request goes through the orders API (DIARY_COMMENT, targetId = the diary).
 */
import { Coupon } from './coupons.ts';
import { endpoint } from './endpoint.ts';
import { CouponIssueBody, DiaryExpertComment, ExpertCommentBody, ExpertDiaryData, ExpertQueueData } from './expert-comments.ts';
import { RowIdText } from './primitives.ts';

export const expertCommentsApi = {
  diaryExpertComment: endpoint({
    method: 'GET',
    path: '/api/members/diaries/:id/expert-comment',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary: 'Whether an expert comment was requested for the member\u2019s entry, and the comment once written',
    response: DiaryExpertComment,
  }),
  requestExpertCommentWithCoupon: endpoint({
    method: 'POST',
    path: '/api/members/diaries/:id/expert-comment/coupon',
    params: { id: RowIdText },
    access: ['ROLE_MEMBER'],
    summary:
      'Request an expert comment for the member\u2019s entry with a usable comment coupon (the soonest to expire); one request per entry; idempotent with an Idempotency-Key',
    response: DiaryExpertComment,
  }),
  expertCommentQueue: endpoint({
    method: 'GET',
    path: '/api/experts/expert-comments/queue',
    access: ['ROLE_EXPERT'],
    summary: 'Requested entries without a comment yet, oldest request first',
    response: ExpertQueueData,
  }),
  expertDiary: endpoint({
    method: 'GET',
    path: '/api/experts/diaries/:id',
    params: { id: RowIdText },
    access: ['ROLE_EXPERT'],
    summary: 'An entry with an expert comment request: the entry, the child\u2019s age and the comment',
    response: ExpertDiaryData,
  }),
  writeExpertComment: endpoint({
    method: 'POST',
    path: '/api/experts/diaries/:id/expert-comment',
    params: { id: RowIdText },
    access: ['ROLE_EXPERT'],
    summary:
      'Write the comment of a requested entry (NoSuchDiaryException without a request, like a missing entry); provides a paid item and notifies the member',
    body: ExpertCommentBody,
    response: DiaryExpertComment,
  }),
  editExpertComment: endpoint({
    method: 'PATCH',
    path: '/api/experts/diaries/:id/expert-comment',
    params: { id: RowIdText },
    access: ['ROLE_EXPERT'],
    summary: 'Edit the written comment (NoSuchCommentException before it is written)',
    body: ExpertCommentBody,
    response: DiaryExpertComment,
  }),
  deleteExpertComment: endpoint({
    method: 'DELETE',
    path: '/api/experts/diaries/:id/expert-comment',
    params: { id: RowIdText },
    access: ['ROLE_EXPERT'],
    summary: 'Delete the written comment; the request goes back to the queue',
    response: DiaryExpertComment,
  }),
  issueCoupon: endpoint({
    method: 'POST',
    path: '/api/admin/members/:id/coupons',
    params: { id: RowIdText },
    access: ['ROLE_ADMIN'],
    summary: 'Issue a comment coupon to a member, usable through its last Korea-time day',
    body: CouponIssueBody,
    response: Coupon,
  }),
} as const;
