import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ordersApi } from '../src/contract/orders-api.ts';
import type { Deps } from './deps.ts';
import { createDevOAuthProvider } from './integrations/oauth-dev-provider.ts';
import { FAKE_TOSS_MOUNT } from './integrations/toss-fake.ts';
import type { AppEnv } from './lib/app-env.ts';
import { AppError } from './lib/app-error.ts';
import { authMiddleware } from './lib/auth-middleware.ts';
import { limitRequestBodies } from './lib/body-limit.ts';
import { clientAddress, parseTrustedProxies } from './lib/client-address.ts';
import { compressJson } from './lib/compress-json.ts';
import { DEV_HELPER_PATHS, loopbackOnly } from './lib/dev-only.ts';
import { fail } from './lib/envelope.ts';
import { closeAfterUnreadBodies } from './lib/unread-bodies.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { serveApp } from './lib/static-files.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { recoveryRoutes } from './modules/auth/recovery.routes.ts';
import { communityRoutes } from './modules/community/community.routes.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { childWordsRoutes } from './modules/child-words/child-words.routes.ts';
import { childRecordsRoutes } from './modules/children/child-records.routes.ts';
import { childrenRoutes } from './modules/children/children.routes.ts';
import { dataExportsRoutes } from './modules/data-exports/data-exports.routes.ts';
import { pregnancyRoutes } from './modules/pregnancy/pregnancy.routes.ts';
import { careLogsRoutes } from './modules/care-logs/care-logs.routes.ts';
import { guardiansRoutes } from './modules/guardians/guardians.routes.ts';
import { growthRoutes } from './modules/growth/growth.routes.ts';
import { schedulesRoutes } from './modules/schedules/schedules.routes.ts';
import { diariesRoutes } from './modules/diaries/diaries.routes.ts';
import { diaryPdfFixtureRoutes } from './modules/diary-pdf/diary-pdf-fixture.routes.ts';
import { examinationFixtureRoutes } from './modules/examinations/examination-fixture.routes.ts';
import { diaryPdfRoutes } from './modules/diary-pdf/diary-pdf.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { expertCommentsRoutes } from './modules/expert-comments/expert-comments.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import type { OrderableFactory } from './modules/orders/orderable.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { labRoutes } from './modules/lab/lab.routes.ts';
import { moderationRoutes } from './modules/moderation/moderation.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes.ts';
import { adminMembersRoutes } from './modules/admin-members/admin-members.routes.ts';
import { adminCouponsRoutes } from './modules/admin-coupons/admin-coupons.routes.ts';
import { adminNoticesRoutes } from './modules/admin-notices/admin-notices.routes.ts';
import { adminProductsRoutes } from './modules/admin-products/admin-products.routes.ts';
import { noticesRoutes } from './modules/notices/notices.routes.ts';
import { careInfoRoutes } from './modules/care-info/care-info.routes.ts';
import { examinationsRoutes } from './modules/examinations/examinations.routes.ts';
import { consultationsRoutes } from './modules/consultations/consultations.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { adminReportsRoutes } from './modules/admin-reports/admin-reports.routes.ts';
import { reportsRoutes } from './modules/monthly-reports/reports.routes.ts';
import { adminArticlesRoutes } from './modules/admin-articles/admin-articles.routes.ts';
import { adminPaymentsRoutes } from './modules/admin-payments/admin-payments.routes.ts';
import { adminDiariesRoutes } from './modules/admin-diaries/admin-diaries.routes.ts';
import { buildOpenApi } from './modules/openapi/openapi.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { pushRoutes } from './modules/reminders/push.routes.ts';
import { createPhoneService } from './modules/users/phone.service.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { orderableFactories } from './orderables.ts';

export type AppOptions = {
  distDir?: string;
  /** The orderable plug-ins (default: orderables.ts); tests plug a test-only type in. */
  orderables?: readonly OrderableFactory[];
};

export function createApp(deps: Deps, options: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const openapi = buildOpenApi();

  const proxies = parseTrustedProxies(deps.env.TRUST_PROXY);
  app.use('*', securityHeaders({ production: deps.env.NODE_ENV === 'production' }));
  // Before the body cap: an answer that leaves the body unread must close the connection (decision 0047).
  app.use('*', closeAfterUnreadBodies());
  app.use('*', limitRequestBodies());
  // JSON answers compressed per request; the PWA's files are compressed at build (decision 0036).
  app.use('/api/*', compressJson());
  app.use('*', async (c, next) => {
    c.set('log', deps.log);
    c.set('user', null);
    c.set('clientAddress', clientAddress(c, proxies));
    await next();
  });
  if (deps.env.NODE_ENV !== 'production') for (const path of DEV_HELPER_PATHS) app.use(path, loopbackOnly());
  // Open calls never look at tokens; every other /api call resolves (and renews) them.
  const auth = authMiddleware(deps.database.db, deps.tokens, deps.authCache);
  app.use('/api/*', async (c, next) => {
    if (c.req.path.startsWith('/api/open/') || c.req.path === '/api/health' || c.req.path === '/api/openapi.json') return next();
    return auth(c, next);
  });

  const phone = createPhoneService(deps);
  healthRoutes(app, deps);
  app.get('/api/openapi.json', (c) => c.json(openapi));
  authRoutes(app, deps, createAuthService(deps));
  recoveryRoutes(app, deps, phone);
  usersRoutes(app, deps, phone);
  couponsRoutes(app, deps); // before childrenRoutes: /children/coupons must not match /children/:id
  childWordsRoutes(app, deps);
  childrenRoutes(app, deps);
  guardiansRoutes(app, deps);
  careLogsRoutes(app, deps);
  pregnancyRoutes(app, deps);
  dataExportsRoutes(app, deps);
  childRecordsRoutes(app, deps);
  growthRoutes(app, deps);
  schedulesRoutes(app, deps);
  diariesRoutes(app, deps);
  pushRoutes(app, deps);
  communityRoutes(app, deps);
  ordersRoutes(app, deps, options.orderables ?? orderableFactories);
  if (deps.fakeToss) {
    // Development without Toss keys: the test checkout, and its webhooks delivered in-process.
    app.route(FAKE_TOSS_MOUNT, deps.fakeToss.app);
    const webhookPath = ordersApi.tossWebhook.path;
    deps.fakeToss.deliverWebhooksTo(
      async (body) => (await app.request(webhookPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    );
  }
  addressesRoutes(app, deps);
  productsRoutes(app, deps);
  expertCommentsRoutes(app, deps);
  diaryPdfRoutes(app, deps);
  moderationRoutes(app, deps);
  labRoutes(app);
  auditRoutes(app, deps);
  adminMembersRoutes(app, deps);
  adminPaymentsRoutes(app, deps, options.orderables ?? orderableFactories);
  adminDashboardRoutes(app, deps);
  adminDiariesRoutes(app, deps);
  adminCouponsRoutes(app, deps);
  adminProductsRoutes(app, deps);
  adminNoticesRoutes(app, deps);
  noticesRoutes(app, deps);
  careInfoRoutes(app, deps);
  reportsRoutes(app, deps);
  adminReportsRoutes(app, deps);
  consultationsRoutes(app, deps);
  inquiriesRoutes(app, deps);
  examinationsRoutes(app, deps);
  adminArticlesRoutes(app, deps);
  if (deps.env.NODE_ENV !== 'production') {
    devRoutes(app, deps);
    app.route('/api/open/dev-oauth', createDevOAuthProvider());
  }
  if (deps.env.NODE_ENV === 'test') {
    diaryPdfFixtureRoutes(app, deps);
    examinationFixtureRoutes(app, deps);
  }

  app.all('/api/*', (c) => fail(c, 'NotFound'));
  if (options.distDir) serveApp(app, options.distDir);

  app.notFound((c) => (c.req.path.startsWith('/api/') ? fail(c, 'NotFound') : c.text('Not found', 404)));
  app.onError((error, c) => {
    if (error instanceof AppError) {
      if (error.status >= 500 && error.retryAfterSeconds === null) deps.log.error({ err: error, path: c.req.path }, error.key);
      if (error.retryAfterSeconds !== null) c.header('Retry-After', String(error.retryAfterSeconds));
      return fail(c, error.key);
    }
    if (error instanceof HTTPException && error.status < 500) return fail(c, error.status === 404 ? 'NotFound' : 'BadRequest');
    deps.log.error({ err: error, path: c.req.path, method: c.req.method }, 'unexpected error');
    return fail(c, 'UnknownErrorOccurred');
  });
  return app;
}
