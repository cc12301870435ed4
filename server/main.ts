import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';
import { buildDeps } from './deps-factory.ts';
import { parseEnv } from './env.ts';
import { DEV_HELPERS_BANNER } from './lib/dev-only.ts';
import { keepIdleConnections } from './lib/keep-alive.ts';
import { assertPortFree, listening } from './lib/listening.ts';
import { startMailOutbox } from './lib/mail-outbox.ts';
import { sharedWorkerPool } from './lib/worker-pool.ts';
import { reportBookTask } from './modules/monthly-reports/report-pdf.ts';
import { diaryBookTask } from './modules/diary-pdf/period-book.ts';
import { tlsListenOptions, trackSessions } from './lib/tls-listener.ts';
import { startDiaryReminders } from './modules/reminders/diary-reminders.ts';
import { startScheduleReminders } from './modules/reminders/schedule-reminders.ts';
import { startNoticePushes } from './modules/notices/notice-push.ts';
import { startReportGeneration } from './modules/monthly-reports/report-generation.ts';
import { startOrderExpiry } from './modules/orders/order-expiry.ts';
import { startDataExportSweep } from './modules/data-exports/data-exports.routes.ts';
import { startStagedImageSweep } from './lib/staged-images.ts';
import { THUMBNAIL_RULE } from './modules/admin-products/product-write.ts';
import { PICTURE_RULE } from './modules/admin-articles/article-write.ts';
import { orderableFactories } from './orderables.ts';

/** env → database → app → listen (ARCHITECTURE §2), with a clean shutdown on Ctrl-C. */
export async function main(): Promise<void> {
  const env = parseEnv();
  await assertPortFree(env.PORT, env.HOST);
  const database: Database = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(resolve(env.DATA_DIR, 'db'));
  const deps = buildDeps(env, database);
  const { log } = deps;
  await database.migrate();
  const seedWanted = env.SEED_DEMO === 'true' || (env.SEED_DEMO === undefined && env.NODE_ENV !== 'production' && database.kind === 'pglite');
  const seeded = seedWanted ? await seedDemo(database.db, undefined, { storage: deps.storage }) : false;

  const app = createApp(deps, { distDir: resolve('dist') });
  const tls = tlsListenOptions(env);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, ...tls }, (info) => {
    const url = `${tls ? 'https' : 'http'}://localhost:${info.port}`;
    console.log(`\n  도담 Dodam is running on ${url}  (database: ${database.kind}${database.kind === 'pglite' ? ` in ${join(env.DATA_DIR, 'db')}` : ''})`);
    if (seedWanted) {
      console.log(`\n  Demo accounts${seeded ? ' (just created)' : ''}, password "${DEMO_PASSWORD}":`);
      for (const a of DEMO_ACCOUNTS) console.log(`    ${a.loginId.padEnd(11)} ${a.about}`);
      console.log('  Kakao / Naver sign-in uses the local dev-login chooser until keys are configured.');
      if (deps.fakeToss) console.log('  Payments go to the local test checkout (/dev/toss) until Toss keys are configured: nothing is charged.');
      console.log('');
    }
    if (env.NODE_ENV !== 'production') console.log(`${DEV_HELPERS_BANNER}\n`);
  });
  keepIdleConnections(server);
  const closeSessions = trackSessions(server);
  // A taken port ends the start with one sentence (server/lib/listening.ts), before any job runs.
  await listening(server, env.PORT).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });

  // The PDF threads start now, not on the first download (decision 0078).
  sharedWorkerPool().warm([reportBookTask, diaryBookTask]);

  const jobs = env.BACKGROUND_JOBS === 'on';
  const none = () => {};
  const stopReminders = jobs ? startDiaryReminders(deps) : none;
  const stopScheduleReminders = jobs ? startScheduleReminders(deps) : none;
  const stopNoticePushes = jobs ? startNoticePushes(deps) : none;
  const stopReportGeneration = jobs ? startReportGeneration(deps) : none;
  const stopOrderExpiry = jobs ? startOrderExpiry(deps, orderableFactories) : none;
  // Pictures uploaded for a product or an article write that never came (decision 0091).
  const stopStagedSweep = jobs ? startStagedImageSweep(deps, [THUMBNAIL_RULE, PICTURE_RULE]) : none;
  // Members' data copies past their seven days (decision 0099).
  const stopDataExportSweep = jobs ? startDataExportSweep(deps) : none;
  const stopMailOutbox = jobs ? startMailOutbox({ db: database.db, clock: deps.clock, mail: deps.mail, log }) : none;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    stopReminders();
    stopScheduleReminders();
    stopNoticePushes();
    stopReportGeneration();
    stopOrderExpiry();
    stopMailOutbox();
    stopStagedSweep();
    stopDataExportSweep();
    closeSessions();
    server.close(() => {
      database
        .close()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          log.error({ err: error }, 'database close failed');
          process.exit(1);
        });
    });
    // Keep-alive connections would hold close() open; stop waiting for them after a moment.
    setTimeout(() => 'closeAllConnections' in server && server.closeAllConnections(), 2000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}
