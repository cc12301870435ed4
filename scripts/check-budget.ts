/** npm test step: the initial JS of /auth/sign-in and /main stays within 150 KiB gzip (bench/budgets.ts). */
import { BUDGETS } from '../bench/budgets.ts';
import { measureInitialJs } from '../bench/initial-js.ts';
import { startServer } from '../bench/server-process.ts';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';

// BUDGET_PORT lets two checkouts run the check side by side.
const server = await startServer(Number(process.env.BUDGET_PORT ?? 8795));
let failed = false;
try {
  for (const r of await measureInitialJs(server.url, DEMO_PASSWORD)) {
    const kib = (r.gzip / 1024).toFixed(1);
    // No script at all is a page that did not load (a failed build), not a page within budget.
    const ok = r.files > 0 && r.gzip <= BUDGETS.initialJsGzipBytes;
    failed ||= !ok;
    console.log(`${ok ? '✔' : '✘'} initial JS ${r.route}: ${kib} KiB gzip in ${r.files} files (budget ${BUDGETS.initialJsGzipBytes / 1024} KiB)`);
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
