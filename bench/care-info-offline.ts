/**
 * Care info offline (decision 0066): an article a parent read once opens again without a network in
 * under a second. Debian's Chromium at a phone's size, signed in, service worker on: the parent opens
 * /care-info, reads one article, the context goes offline, and the article is opened again by its
 * URL (a new page load: the app shell from the precache, the article from the worker's care-info
 * cache). The time runs from the navigation's start until the article's heading is on screen, median
 * of BENCH_OFFLINE_RUNS (5) loads, unthrottled and at a 4x slower CPU (the phone Lighthouse models).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { launchChromium, signedInOnLoad } from './initial-js.ts';

export type CareInfoOfflineResult = { articlePath: string; runsMs: number[]; medianMs: number; slowCpuRunsMs: number[]; slowCpuMedianMs: number };

const RUNS = Math.max(1, Number(process.env.BENCH_OFFLINE_RUNS ?? 5) || 5);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One offline load of `path`: from the navigation's start to the article's heading (level 2), in ms. */
async function offlineLoad(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  await page
    .getByRole('heading', { level: 2 })
    .first()
    .waitFor({ state: 'visible', timeout: 15_000 })
    .catch(async (e: unknown) => {
      throw new Error(`the article did not open offline; the page said: ${await page.evaluate(() => document.body.innerText)}`, { cause: e });
    });
  return page.evaluate(() => Math.round(performance.now()));
}

async function readOnce(context: BrowserContext, url: string): Promise<{ page: Page; articleUrl: string }> {
  const page = await context.newPage();
  await page.goto(`${url}/care-info`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load was not yet controlled by the worker: once more, so what it reads is cached.
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  const link = page
    .getByRole('link')
    .filter({ has: page.locator('img') })
    .first();
  await link.click();
  await page.waitForURL(/\/care-info\/article\/\d+$/);
  await page.getByRole('heading', { level: 2 }).first().waitFor({ state: 'visible' });
  // Read: the worker has put the answer in its care-info cache (it does so as the answer arrives).
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.waitForFunction(
    async (articleId) => (await (await caches.open('care-info')).keys()).some((r) => new URL(r.url).pathname === `/api/open/care-info/articles/${articleId}`),
    id,
  );
  return { page, articleUrl: page.url() };
}

export async function measureCareInfoOffline(url: string, tokens: { accessToken: string; refreshToken: string }): Promise<CareInfoOfflineResult> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    await signedInOnLoad(context, tokens);
    const { page, articleUrl } = await readOnce(context, url);
    await context.setOffline(true);
    const runsMs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) runsMs.push(await offlineLoad(page, articleUrl));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slowCpuRunsMs: number[] = [];
    for (let i = 0; i < RUNS; i += 1) slowCpuRunsMs.push(await offlineLoad(page, articleUrl));
    await context.close();
    return { articlePath: new URL(articleUrl).pathname, runsMs, medianMs: median(runsMs), slowCpuRunsMs, slowCpuMedianMs: median(slowCpuRunsMs) };
  } finally {
    await browser.close();
  }
}
