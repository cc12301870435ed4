/**
 * Screenshots of the pages at 390×844 and 1280×800 for a look by eye (and the README picture):
 * `npx tsx scripts/screenshots.ts [outDir]`. Starts its own server with demo data.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { signIn, startServer } from '../bench/server-process.ts';
import { DEMO_PASSWORD } from '../server/db/seed/demo.ts';

const out = process.argv[2] ?? 'screenshots';
/** The Korea date `n` days before today (YYYY-MM-DD). */
function daysAgo(n: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() - n * 86_400_000));
}
mkdirSync(out, { recursive: true });
/** `select`: the demo child to select before the shot (put back to 도담이, child 1, after it). */
const pages: { who: string | null; path: string; select?: number; name?: string; full?: boolean }[] = [
  { who: null, path: '/auth/sign-in' },
  { who: null, path: '/error/404' },
  { who: null, path: '/error/032' },
  { who: 'parent', path: '/main' },
  // issue 3 §5: the whole of /main for 도담이 and for 튼튼이 (child 2, not yet born)
  { who: 'parent', path: '/main', name: 'main-full', full: true },
  { who: 'parent', path: '/main', select: 2, name: 'main-unborn', full: true },
  { who: 'expert', path: '/main', name: 'main-expert' },
  { who: 'parent', path: '/my-page' },
  { who: 'parent', path: '/my-page/setting' },
  { who: 'parent', path: '/my-page/child-list' },
  { who: 'parent', path: '/my-page/child-info' },
  // 도담이 is the first child of the demo data (id 1 in a fresh database).
  { who: 'parent', path: '/my-page/child-info/1?tab=vaccinations' },
  { who: 'parent', path: '/my-page/child-info/1?tab=checkups' },
  { who: 'parent', path: '/my-page/child-info/1?tab=growth' },
  { who: 'parent', path: '/my-page/child-info/1' },
  { who: 'parent', path: '/my-page/child-info/2' },
  { who: 'parent', path: '/my-page/profile' },
  { who: 'parent', path: '/community' },
  // issue 4 §2 (demo: 새싹맘's shared entries are diaries 1-4 in a fresh database; 2 has comments)
  { who: 'parent', path: '/community/shared-diary/1' },
  { who: 'parent', path: '/community/shared-diary/2/comments' },
  // issue 3 §4 (demo ids: 도담이 is child 1; message 2 is its seeded answer to 'any-message')
  { who: 'parent', path: '/my-page/child-words/1' },
  { who: 'parent', path: '/my-page/child-words/1/write?messageId=2' },
  { who: 'parent', path: '/my-page/child-info/1?tab=survey' },
  { who: 'parent', path: '/my-page/child-info/2?tab=survey&welcome=1' },
  { who: 'parent', path: '/my-page/Coupon' },
  // issue 4 §1: the demo week of 도담이's diary (1 = today, editable; 2 = yesterday, read-only); a new entry 8 days ago
  { who: 'parent', path: `/diary/write?date=${daysAgo(8)}`, name: 'diary-write-new', full: true },
  { who: 'parent', path: '/diary/read/1', name: 'diary-read', full: true },
  { who: 'parent', path: '/diary/write/1', name: 'diary-edit' },
  { who: 'parent', path: '/diary/read/2', name: 'diary-read-past' },
  { who: 'parent', path: '/diary/write/2', name: 'diary-edit-past' },
  { who: 'parent', path: '/diary/read/1/comments', name: 'diary-comments' },
  // issue 5 §4: the seeded paid book of 도담이 (order item 1) to make, and one made (item 2, made below)
  { who: 'parent', path: '/my-page/payment-history/1/pdf-create', name: 'diary-pdf-create', full: true },
  { who: 'parent', path: '/my-page/payment-history/2/pdf-create', name: 'diary-pdf-ready' },
  { who: 'incomplete', path: '/auth/sign-up/add' },
  { who: 'admin', path: '/admin' },
];

// SCREENSHOT_ONLY=main takes only the pages whose path or name contains it.
const only = process.env.SCREENSHOT_ONLY;
const chosen = only ? pages.filter((p) => p.path.includes(only) || p.name?.includes(only)) : pages;

async function selectChild(url: string, tokens: { accessToken: string; refreshToken: string }, id: number): Promise<void> {
  const res = await fetch(`${url}/api/members/children/${id}/select`, { method: 'PUT', headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken } });
  if (!res.ok) throw new Error(`select child ${id}: ${res.status}`);
}

/** A photo on today's seeded entry of 도담이 (diary 1; server/db/seed/demo-diaries.ts), so the read page shows its gallery. */
async function addDiaryPhoto(url: string): Promise<void> {
  const t = await signIn(url, 'parent', DEMO_PASSWORD);
  const { default: sharp } = await import('sharp');
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f7c59f' } }).jpeg().toBuffer();
  const headers = { authorization: `Bearer ${t.accessToken}`, 'x-refresh-token': t.refreshToken, 'content-type': 'image/jpeg' };
  const res = await fetch(`${url}/api/members/diaries/1/images`, { method: 'POST', headers, body: photo });
  if (!res.ok) throw new Error(`diary photo: ${res.status}`);
}

/** A second paid book of 도담이 (item 2, through the test fixture route), made and READY. */
async function madeDiaryBook(url: string): Promise<void> {
  const t = await signIn(url, 'parent', DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${t.accessToken}`, 'x-refresh-token': t.refreshToken, 'content-type': 'application/json' };
  const item = await fetch(`${url}/api/members/test-fixtures/paid-diary-pdf-item`, { method: 'POST', headers, body: JSON.stringify({ childId: 1 }) });
  if (!item.ok) throw new Error(`paid book item: ${item.status}`);
  const made = await fetch(`${url}/api/members/order-items/2/diary-pdf`, { method: 'POST', headers, body: JSON.stringify({ childId: 1, from: daysAgo(30), to: daysAgo(0) }) });
  if (!made.ok) throw new Error(`diary book: ${made.status}`);
  for (let i = 0; i < 120; i++) {
    const state = (await (await fetch(`${url}/api/members/order-items/2/diary-pdf`, { headers })).json()) as { data?: { pdf?: { status?: string } } };
    if (state.data?.pdf?.status === 'READY') return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the diary book was not made');
}

const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 8799));
if (chosen.some((p) => p.path.startsWith('/diary'))) await addDiaryPhoto(server.url);
if (chosen.some((p) => p.name === 'diary-pdf-ready')) await madeDiaryBook(server.url);
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  for (const [w, h] of [[390, 844], [1280, 800]] as const) {
    for (const p of chosen) {
      const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'block' });
      let t: { accessToken: string; refreshToken: string } | null = null;
      if (p.who) {
        t = await signIn(server.url, p.who, DEMO_PASSWORD);
        if (p.select) await selectChild(server.url, t, p.select);
        await context.addInitScript(([a, r]) => {
          if (!localStorage.getItem('access_token')) {
            localStorage.setItem('access_token', a ?? '');
            localStorage.setItem('refresh_token', r ?? '');
          }
        }, [t.accessToken, t.refreshToken]);
      }
      const page = await context.newPage();
      await page.goto(`${server.url}${p.path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const name = `${out}/${w}-${p.name ?? (p.path.replace(/[/?&=]/g, '_').replace(/^_/, '') || 'root')}.png`;
      await page.screenshot({ path: name, fullPage: p.full ?? false });
      if (t && p.select) await selectChild(server.url, t, 1);
      console.log(name);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
