/**
 * The back office's dashboard (SPEC §2 /admin, §3 orderable types, §8; decision 0044): per Korea
 * day of a range, the members who joined, the members who wrote a diary entry and the revenue of
 * each orderable type (net of refunds, by order day), zero-filled; and the work queues right now.
 */
import * as v from 'valibot';
import { DASHBOARD_DAYS_MAX, DashboardQuery } from './admin-dashboard.ts';
import { endpoint } from './endpoint.ts';
import { ORDERABLE_TYPES, type OrderableType } from './limits.ts';

const Won = v.pipe(v.number(), v.integer());
const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * Revenue in won of each orderable type on one Korea order day: the payment list's net of the items
 * ordered that day, paid minus given back whole or in part (decision 0084; never below 0).
 */
export const RevenueByType = v.object(Object.fromEntries(ORDERABLE_TYPES.map((type) => [type, Won])) as Record<OrderableType, typeof Won>);
export type RevenueByType = v.InferOutput<typeof RevenueByType>;

export const DashboardDay = v.object({
  day: v.string(),
  newMembers: Count,
  diaryWriters: Count,
  revenue: RevenueByType,
});
export type DashboardDay = v.InferOutput<typeof DashboardDay>;

/** The work queues right now: expert comment requests within and past the service level, members waiting for a moderation review. */
export const DashboardQueues = v.object({
  expertWaiting: Count,
  expertOverdue: Count,
  reviewMembers: Count,
  /** Consultation requests waiting for a schedule, and those past CONSULTATION_SLA_HOURS (decision 0069). */
  consultationWaiting: Count,
  consultationOverdue: Count,
  /** 1:1 inquiries waiting for an answer (decision 0072). */
  inquiryWaiting: Count,
});
export type DashboardQueues = v.InferOutput<typeof DashboardQueues>;

export const Dashboard = v.object({
  from: v.string(),
  to: v.string(),
  days: v.array(DashboardDay),
  queues: DashboardQueues,
  slaHours: Count,
});
export type Dashboard = v.InferOutput<typeof Dashboard>;

const admin = ['ROLE_ADMIN'] as const;

export const adminDashboardApi = {
  adminDashboard: endpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: admin,
    summary: `The dashboard: per Korea day (at most ${DASHBOARD_DAYS_MAX}) new members, diary writers and revenue by orderable type, and the work queues`,
    query: DashboardQuery,
    response: Dashboard,
  }),
} as const;
