import { accountApi } from './account-api.ts';
import { addressesApi } from './addresses-api.ts';
import { adminDashboardApi } from './admin-dashboard-api.ts';
import { adminCommentsApi } from './admin-comments-api.ts';
import { adminCouponsApi } from './admin-coupons-api.ts';
import { adminNoticesApi } from './admin-notices-api.ts';
import { adminProductsApi } from './admin-products-api.ts';
import { noticesApi } from './notices-api.ts';
import { careInfoApi } from './care-info-api.ts';
import { reportsApi } from './reports-api.ts';
import { adminReportsApi } from './admin-reports-api.ts';
import { consultationsApi } from './consultations-api.ts';
import { adminConsultationsApi } from './admin-consultations-api.ts';
import { inquiriesApi } from './inquiries-api.ts';
import { adminInquiriesApi } from './admin-inquiries-api.ts';
import { examinationsApi } from './examinations-api.ts';
import { adminExaminationsApi } from './admin-examinations-api.ts';
import { adminArticlesApi } from './admin-articles-api.ts';
import { adminDiariesApi } from './admin-diaries-api.ts';
import { adminMembersApi } from './admin-members-api.ts';
import { adminPaymentsApi } from './admin-payments-api.ts';
import { auditApi } from './audit-api.ts';
import { childRecordsApi } from './child-records-api.ts';
import { childrenApi } from './children-api.ts';
import { careLogsApi } from './care-logs-api.ts';
import { communityApi } from './community-api.ts';
import { dataExportsApi } from './data-exports-api.ts';
import { diaryApi } from './diary-api.ts';
import { diarySearchApi } from './diary-search-api.ts';
import { expertCommentsApi } from './expert-comments-api.ts';
import { diaryPdfApi } from './diary-pdf-api.ts';
import { filesApi } from './files-api.ts';
import { moderationApi } from './moderation-api.ts';
import { growthApi } from './growth-api.ts';
import { guardiansApi } from './guardians-api.ts';
import { labApi } from './lab-api.ts';
import { ordersApi } from './orders-api.ts';
import { pregnancyApi } from './pregnancy-api.ts';
import { productsApi } from './products-api.ts';
import { pushApi } from './push-api.ts';
import { schedulesApi } from './schedules-api.ts';
import { scheduleDoneApi } from './schedule-done-api.ts';
import { sessionApi } from './session-api.ts';

/**
 * Every endpoint: SPEC §7 and the calls ARCHITECTURE §3 adds, for the server, the OpenAPI document
 * and tests. The client imports the group it needs (account-api.ts, children-api.ts …) so that a
 * page's chunk carries only its own schemas (scripts/check-boundaries.ts keeps it so).
 */
export const api = {
  ...sessionApi,
  ...accountApi,
  ...dataExportsApi,
  ...childrenApi,
  ...guardiansApi,
  ...careLogsApi,
  ...pregnancyApi,
  ...growthApi,
  ...schedulesApi,
  ...scheduleDoneApi,
  ...childRecordsApi,
  ...diaryApi,
  ...diarySearchApi,
  ...pushApi,
  ...communityApi,
  ...ordersApi,
  ...addressesApi,
  ...productsApi,
  ...noticesApi,
  ...careInfoApi,
  ...reportsApi,
  ...adminReportsApi,
  ...consultationsApi,
  ...adminConsultationsApi,
  ...inquiriesApi,
  ...adminInquiriesApi,
  ...examinationsApi,
  ...adminExaminationsApi,
  ...expertCommentsApi,
  ...diaryPdfApi,
  ...filesApi,
  ...moderationApi,
  ...labApi,
  ...auditApi,
  ...adminMembersApi,
  ...adminPaymentsApi,
  ...adminDashboardApi,
  ...adminDiariesApi,
  ...adminCommentsApi,
  ...adminCouponsApi,
  ...adminProductsApi,
  ...adminNoticesApi,
  ...adminArticlesApi,
} as const;

export type Api = typeof api;
export type EndpointName = keyof Api;
