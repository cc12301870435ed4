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
  // issue 3 §4 (demo ids: 도담이 is child 1; message 2 is its seeded answer to 'any-message')
  { who: 'parent', path: '/my-page/child-words/1' },
  { who: 'parent', path: '/my-page/child-words/1/write?messageId=2' },
  { who: 'parent', path: '/my-page/child-info/1?tab=survey' },
  { who: 'parent', path: '/my-page/child-info/2?tab=survey&welcome=1' },
  { who: 'parent', path: '/my-page/Coupon' },
  // issue 4 §1 (diary 1 is written below for 도담이 before the shots)
  { who: 'parent', path: '/diary/write', name: 'diary-write-new', full: true },
  { who: 'parent', path: '/diary/read/1', name: 'diary-read', full: true },
  { who: 'parent', path: '/diary/write/1', name: 'diary-edit' },
  { who: 'parent', path: '/diary/read/1/comments', name: 'diary-comments' },
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

/** A diary entry of yesterday for 도담이 (the new-entry page then shows today's empty form and the month list). */
async function writeDiary(url: string): Promise<void> {
  const t = await signIn(url, 'parent', DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${t.accessToken}`, 'x-refresh-token': t.refreshToken, 'content-type': 'application/json' };
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(Date.now() - 86_400_000));
  const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 });
  const block = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type, children, direction: null, format: '', indent: 0, version: 1, ...extra });
  const content = {
    root: block('root', [
      block('paragraph', [text('오늘 처음으로 '), text('당근죽', 1), text('을 먹었어요. 입을 크게 벌리고 두 그릇이나!')]),
      block('heading', [text('오늘 잘한 일')], { tag: 'h3' }),
      block('list', [block('listitem', [text('낮잠 두 번 푹 잤어요')], { value: 1 }), block('listitem', [text('까꿍 놀이에 깔깔 웃었어요')], { value: 2 })], { listType: 'bullet', start: 1, tag: 'ul' }),
      block('quote', [text('천천히, 함께 자라자.', 2)]),
    ]),
  };
  const body = {
    clientId: crypto.randomUUID(),
    childId: 1,
    entryDate: day,
    title: '첫 이유식 날',
    areas: {
      water: { ml: 400, note: null },
      sleep: { hours: 11.5, naps: 2, note: null },
      childMeal: { times: 3, amount: 'MUCH', note: '당근죽' },
      parentMeal: { times: 2, note: null },
      illness: null,
      mood: { mood: 'VERY_GOOD', note: null },
      breastfeeding: { times: 5, minutes: 80, formulaMl: 120, note: null },
    },
    content,
    contentText: '오늘 처음으로 당근죽을 먹었어요.',
  };
  const res = await fetch(`${url}/api/members/diaries`, { method: 'POST', headers: { ...headers, 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`diary: ${res.status} ${await res.text()}`);
  const { default: sharp } = await import('sharp');
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f7c59f' } }).jpeg().toBuffer();
  const up = await fetch(`${url}/api/members/diaries/1/images`, { method: 'POST', headers: { ...headers, 'content-type': 'image/jpeg' }, body: photo });
  if (!up.ok) throw new Error(`diary photo: ${up.status}`);
}

const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 8799));
if (chosen.some((p) => p.path.startsWith('/diary'))) await writeDiary(server.url);
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
