/**
 * Screenshots of the pages at 390×844 and 1280×800 for a look by eye (and the README picture):
 * `npx tsx scripts/screenshots.ts [outDir]`. Starts its own server with demo data.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { signIn, startServer } from '../bench/server-process.ts';
import { DEMO_PASSWORD } from '../server/db/seed/demo.ts';

const out = process.argv[2] ?? 'screenshots';
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

const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 8799));
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
