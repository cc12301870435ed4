/**
 * Lighthouse on the member pages (decision 0056): a phone's first visit, signed in. Mobile defaults
 * (Moto G Power screen, simulated slow 4G and 4x CPU slowdown), Debian's Chromium headless.
 * Each run starts a fresh Chromium profile and Lighthouse clears the origin's storage before the
 * load, so the HTTP cache and Cache Storage are empty and no service worker is registered; the demo
 * parent's tokens are written to the SPEC §5 keys (access_token, refresh_token) by a script that runs
 * before any of the page's own. /auth/sign-in is visited signed out. Median of BENCH_LH_RUNS (3) runs.
 * The pages come over https and HTTP/2, as from the deployed server (decision 0062).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from './initial-js.ts';
import { MEMBER_ROUTES, placeRoute } from './member-routes.ts';

export type LighthouseRun = { performance: number; accessibility: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number; siMs: number };
export type LighthouseResult = { route: string; runs: LighthouseRun[]; median: LighthouseRun };

export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100 };

type Tokens = { accessToken: string; refreshToken: string };

/**
 * The niceness given to Chromium's processes (every thread) and the server's while Lighthouse
 * runs: BENCH_LH_NICE, by default -15 when the bench runs as root, else none. The simulation
 * multiplies the CPU time it observes by four, so a shared machine's load would otherwise land in
 * the blocking time (decision 0056). Chromium starts its renderers itself at niceness 0, so the
 * tree is walked again every 100 ms.
 */
const NICE = Number(process.env.BENCH_LH_NICE ?? (process.getuid?.() === 0 ? -15 : 0));

function descendants(root: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const found = [root];
  for (let i = 0; i < found.length; i += 1) for (const [pid, parent] of parentOf) if (parent === found[i]) found.push(pid);
  return found;
}

function keepNice(roots: number[]): () => void {
  if (NICE === 0) return () => undefined;
  const apply = () => {
    for (const pid of roots.flatMap(descendants)) {
      try {
        for (const tid of readdirSync(`/proc/${pid}/task`)) setPriority(Number(tid), NICE);
      } catch {
        // the process ended meanwhile
      }
    }
  };
  apply();
  const timer = setInterval(apply, 100);
  return () => clearInterval(timer);
}

/** A run Lighthouse could not trace (NO_NAVSTART and the like, seen on a loaded machine) is tried again, twice at most. */
async function runOnce(url: string, tokens: Tokens | null, serverPid: number | undefined, spki: string | undefined): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await traceOnce(url, tokens, serverPid, spki);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  lighthouse ${url}: ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

async function traceOnce(url: string, tokens: Tokens | null, serverPid: number | undefined, spki: string | undefined): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'dodam-lh-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir: join(dir, 'profile'),
    // The bench's own https certificate, trusted by its key alone (decision 0062).
    args: [...CHROMIUM_ARGS, ...(spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [])],
  });
  const browserPid = browser.process()?.pid;
  const stopNice = keepNice([browserPid, serverPid].filter((pid) => pid !== undefined));
  try {
    const page = await browser.newPage();
    if (tokens) {
      await page.evaluateOnNewDocument(
        (a, r) => {
          try {
            if (!window.localStorage.getItem('access_token')) {
              window.localStorage.setItem('access_token', a);
              window.localStorage.setItem('refresh_token', r);
            }
          } catch {
            // about:blank, where Lighthouse starts, has no storage
          }
        },
        tokens.accessToken,
        tokens.refreshToken,
      );
    }
    const result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }, undefined, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
    // BENCH_LH_SAVE=<folder> keeps each report (open it in the Lighthouse viewer) to see where the time goes.
    const save = process.env.BENCH_LH_SAVE;
    if (save) writeFileSync(join(save, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      siMs: audit('speed-index'),
    };
  } finally {
    stopNice();
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The run whose performance score is the median (its own metrics, so they belong together). */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return { ...middle, accessibility: Math.min(...runs.map((r) => r.accessibility)) };
}

/**
 * Runs Lighthouse on each route (BENCH_LH_ROUTES, comma-separated routes as MEMBER_ROUTES writes
 * them, narrows the list), BENCH_LH_RUNS times in turns (route by route within a round, so a burst
 * of load on the machine spreads over all).
 */
export async function measureLighthouse(
  baseUrl: string,
  tokens: Tokens,
  places: Record<string, number>,
  serverPid?: number,
  spki?: string,
): Promise<LighthouseResult[]> {
  const only = process.env.BENCH_LH_ROUTES?.split(',').filter(Boolean);
  const routes = MEMBER_ROUTES.filter((r) => !only || only.includes(r));
  const rounds = Number(process.env.BENCH_LH_RUNS ?? 3);
  const runs = new Map<string, LighthouseRun[]>(routes.map((r) => [r, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const route of routes) {
      const path = placeRoute(route, places);
      const run = await runOnce(`${baseUrl}${path}`, route === '/auth/sign-in' ? null : tokens, serverPid, spki);
      console.log(
        `  lighthouse ${path} run ${round + 1}: performance ${run.performance}, accessibility ${run.accessibility} (FCP ${ms(run.fcpMs)}, LCP ${ms(run.lcpMs)}, TBT ${ms(run.tbtMs)}, CLS ${run.cls.toFixed(3)})`,
      );
      runs.get(route)?.push(run);
    }
  }
  return routes.map((route) => {
    const all = runs.get(route) ?? [];
    return { route, runs: all, median: medianRun(all) };
  });
}

const ms = (n: number) => `${Math.round(n)} ms`;

export function lighthouseChecks(results: LighthouseResult[]): { name: string; ok: boolean }[] {
  return results.map(({ route, median: m }) => ({
    name: `Lighthouse ${route} performance ${m.performance}, accessibility ${m.accessibility} (median of ${results[0]?.runs.length ?? 0}; LCP ${ms(m.lcpMs)}, TBT ${ms(m.tbtMs)}, CLS ${m.cls.toFixed(3)})`,
    ok: m.performance >= LIGHTHOUSE_BUDGET.performance && m.accessibility >= LIGHTHOUSE_BUDGET.accessibility,
  }));
}
