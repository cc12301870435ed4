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
const pages: { who: string | null; path: string }[] = [
  { who: null, path: '/auth/sign-in' },
  { who: null, path: '/error/404' },
  { who: null, path: '/error/032' },
  { who: 'parent', path: '/main' },
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
  // issue 3 §4 (demo ids: 도담이 is child 1; message 2 is its seeded answer to 'any-message')
  { who: 'parent', path: '/my-page/child-words/1' },
  { who: 'parent', path: '/my-page/child-words/1/write?messageId=2' },
  { who: 'parent', path: '/my-page/child-info/1?tab=survey' },
  { who: 'parent', path: '/my-page/child-info/2?tab=survey&welcome=1' },
  { who: 'parent', path: '/my-page/Coupon' },
  { who: 'incomplete', path: '/auth/sign-up/add' },
  { who: 'admin', path: '/admin' },
];

const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 8799));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  for (const [w, h] of [[390, 844], [1280, 800]] as const) {
    for (const p of pages) {
      const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'block' });
      if (p.who) {
        const t = await signIn(server.url, p.who, DEMO_PASSWORD);
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
      const name = `${out}/${w}-${p.path.replace(/[/?&=]/g, '_').replace(/^_/, '') || 'root'}.png`;
      await page.screenshot({ path: name });
      console.log(name);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
