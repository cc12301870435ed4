/**
 * Screenshots of the pages at 390×844 and 1280×800 for a look by eye (and the README picture):
 * `npx tsx scripts/screenshots.ts [outDir]`. Starts its own server with demo data.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { signIn, startServer } from '../bench/server-process.ts';
import { koreaDayAfter } from '../src/contract/calendar/today.ts';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';

const out = process.argv[2] ?? 'screenshots';
/** The Korea date `n` days before today (YYYY-MM-DD). */
function daysAgo(n: number): string {
  return koreaDayAfter(new Date(), -n);
}
mkdirSync(out, { recursive: true });
type Tokens = { accessToken: string; refreshToken: string };
/** Runs after the page loaded and before the shot (e.g. writes queued offline); may answer an undo for after it. */
type Prepare = (page: Page, context: ComposedContext) => Promise<(() => Promise<void>) | undefined>;
type ComposedContext = { context: BrowserContext; url: string; tokens: Tokens | null };

/** `select`: the demo child to select before the shot (put back to 도담이, child 1, after it). */
const pages: { who: string | null; path: string; select?: number; name?: string; full?: boolean; prepare?: Prepare }[] = [
  { who: null, path: '/auth/sign-in' },
  { who: null, path: '/error/404' },
  { who: null, path: '/error/032' },
  { who: 'parent', path: '/main' },
  // SPEC §2: the whole of /main for 도담이 and for 튼튼이 (child 2, not yet born)
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
  // decision 0018 (demo: 새싹맘's shared entries are diaries 1-4 in a fresh database; 2 has comments)
  { who: 'parent', path: '/community/shared-diary/1' },
  { who: 'parent', path: '/community/shared-diary/2/comments' },
  // decision 0014 (demo ids: 도담이 is child 1; message 2 is its seeded answer to 'any-message')
  { who: 'parent', path: '/my-page/child-words/1' },
  { who: 'parent', path: '/my-page/child-words/1/write?messageId=2' },
  { who: 'parent', path: '/my-page/child-info/1?tab=survey' },
  { who: 'parent', path: '/my-page/child-info/2?tab=survey&welcome=1' },
  { who: 'parent', path: '/my-page/Coupon' },
  // decision 0020: the demo week of 도담이's diary (1 = today, editable; 2 = yesterday, read-only); a new entry 8 days ago
  { who: 'parent', path: `/diary/write?date=${daysAgo(8)}`, name: 'diary-write-new', full: true },
  { who: 'parent', path: '/diary/read/1', name: 'diary-read', full: true },
  { who: 'parent', path: '/diary/write/1', name: 'diary-edit' },
  { who: 'parent', path: '/diary/read/2', name: 'diary-read-past' },
  { who: 'parent', path: '/diary/write/2', name: 'diary-edit-past' },
  { who: 'parent', path: '/diary/read/1/comments', name: 'diary-comments' },
  // decision 0021: an entry saved offline waits in the outbox; one rejected on its return (its day was written meanwhile)
  { who: 'parent', path: `/diary/write?date=${daysAgo(20)}`, name: 'diary-outbox-waiting', full: true, prepare: queueOffline(20, false) },
  { who: 'parent', path: `/diary/write?date=${daysAgo(21)}`, name: 'diary-outbox-rejected', full: true, prepare: queueOffline(21, true) },
  // decision 0026 (demo: 하늘맘's addresses 1 = 친정, 2 = 우리집 (default); products 1-6, 6 the newest)
  { who: 'parent', path: '/my-page/address' },
  { who: 'parent', path: '/my-page/address-edit?id=2', name: 'address-edit' },
  { who: 'parent', path: '/my-page/address-edit?returnTo=%2Fpayments', name: 'address-new' },
  { who: 'parent', path: '/care-info', name: 'care-info' },
  { who: 'parent', path: '/care-info/product', name: 'products', full: true },
  { who: 'parent', path: '/care-info/product/4', name: 'product-detail', full: true },
  // decision 0027 (demo: 새싹맘's 이유식 question is diary 9, waiting; her vaccination day is diary 10, answered)
  { who: 'expert', path: '/diary/read/9', name: 'expert-diary-waiting', full: true },
  { who: 'expert', path: '/diary/read/10', name: 'expert-diary-answered', full: true },
  { who: 'friend', path: '/diary/read/9', name: 'diary-read-requested' },
  { who: 'friend', path: '/diary/read/10/comments', name: 'diary-comments-expert', full: true },
  // decision 0025: checkout for a consultation (도담이, child 1) and an expert comment (diary 1); the Toss return pages; the demo history (item 1 provided, 2 canceled)
  { who: 'parent', path: '/payments', name: 'payments-consultation', full: true, prepare: withPaymentDraft('CONSULTATION', 1) },
  { who: 'parent', path: '/payments', name: 'payments-diary-comment', prepare: withPaymentDraft('DIARY_COMMENT', 1) },
  { who: 'parent', path: '/payments', name: 'payments-product', full: true, prepare: withPaymentDraft('PRODUCT', 4) },
  { who: 'parent', path: '/payments', name: 'payments-empty' },
  {
    who: 'parent',
    path: '/payments/toss-fail?code=REJECT_CARD_COMPANY&message=%EC%B9%B4%EB%93%9C%EC%82%AC%20%EA%B1%B0%EC%A0%88&orderId=dodam_x',
    name: 'payments-toss-fail',
    prepare: withPaymentDraft('DIARY_PDF', 1),
  },
  { who: 'parent', path: '/payments/toss-success?paymentKey=tdodam_unknown&orderId=dodam_unknown&amount=10000', name: 'payments-toss-success-refused' },
  { who: 'parent', path: '/my-page/payment-history' },
  { who: 'parent', path: '/my-page/payment-history/1', name: 'payment-detail-provided', full: true },
  { who: 'parent', path: '/my-page/payment-history/2', name: 'payment-detail-canceled' },
  // decision 0028: 도담이's made demo book (order item 3, after the two demo orders), and a paid one to make (item 4, bought below)
  { who: 'parent', path: '/my-page/payment-history/3/pdf-create', name: 'diary-pdf-ready' },
  { who: 'parent', path: '/my-page/payment-history/4/pdf-create', name: 'diary-pdf-create', full: true },
  { who: 'incomplete', path: '/auth/sign-up/add' },
  { who: 'admin', path: '/admin' },
];

/** The SPEC §3 payment draft a selling page saves (lib/payment/start-payment.ts), then the page again. */
function withPaymentDraft(orderableDtype: string, targetId: number): Prepare {
  return async (page) => {
    const draft = {
      orderableDtype,
      targetId,
      backUrl: '/main',
      nextUrl: '/my-page/payment-history/{orderItemId}',
      customerName: '',
      customerMobilePhone: '',
      customerEmail: null,
      consultationPhone: null,
      consultationContent: null,
      infoSet: false,
    };
    await page.evaluate((d) => localStorage.setItem('payment', JSON.stringify(d)), draft);
    await page.reload({ waitUntil: 'networkidle' });
    return undefined;
  };
}

/**
 * Saves the loaded write page's entry (day `day`) while offline, so the outbox queues it; with
 * `conflict`, that day is then written through the API and the app comes back online, so the queued
 * entry is rejected (the shot shows it with its reason; the server's entry is deleted again). The
 * page is loaded online first (no service worker here) and never reloaded.
 */
function queueOffline(day: number, conflict: boolean): Prepare {
  return async (page, { context, url, tokens }) => {
    await context.setOffline(true);
    const form = page.getByRole('form', { name: '일기', exact: true });
    await form.getByRole('textbox', { name: '제목', exact: true }).fill('버스에서 쓴 일기');
    await form.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByText('인터넷에 연결되면 자동으로 보내요').first().waitFor();
    if (conflict && tokens) {
      const headers = { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken, 'content-type': 'application/json' };
      const body = {
        clientId: crypto.randomUUID(),
        childId: 1,
        entryDate: daysAgo(day),
        title: '다른 기기에서 쓴 일기',
        areas: { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null },
        content: null,
        contentText: '',
      };
      const res = await fetch(`${url}/api/members/diaries`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`conflicting entry: ${res.status}`);
      await context.setOffline(false);
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await page.getByText('보내지 못했어요', { exact: false }).first().waitFor();
      // Its own day now opens the other device's entry; a free day's page lists the rejected write.
      await page.goto(`${url}/diary/write?date=${daysAgo(8)}`);
      await page.getByText('보내지 못했어요', { exact: false }).first().waitFor();
      // After the shot the other device's entry goes again, so that the next viewport's run finds the day free.
      const created: unknown = await res.json();
      const id =
        typeof created === 'object' &&
        created !== null &&
        'data' in created &&
        typeof created.data === 'object' &&
        created.data !== null &&
        'id' in created.data
          ? created.data.id
          : null;
      return async () => {
        if (typeof id === 'number') await fetch(`${url}/api/members/diaries/${id}`, { method: 'DELETE', headers });
      };
    }
    await page.getByRole('list', { name: '보내기 대기 중' }).waitFor();
    return undefined;
  };
}

// SCREENSHOT_ONLY=main takes only the pages whose path or name contains it.
const only = process.env.SCREENSHOT_ONLY;
const chosen = only ? pages.filter((p) => p.path.includes(only) || p.name?.includes(only)) : pages;

async function selectChild(url: string, tokens: { accessToken: string; refreshToken: string }, id: number): Promise<void> {
  const res = await fetch(`${url}/api/members/children/${id}/select`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-refresh-token': tokens.refreshToken },
  });
  if (!res.ok) throw new Error(`select child ${id}: ${res.status}`);
}

/** A photo on today's seeded entry of 도담이 (diary 1; server/seed/demo-diaries.ts), so the read page shows its gallery. */
async function addDiaryPhoto(url: string): Promise<void> {
  const t = await signIn(url, 'parent', DEMO_PASSWORD);
  const { default: sharp } = await import('sharp');
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f7c59f' } })
    .jpeg()
    .toBuffer();
  const headers = { authorization: `Bearer ${t.accessToken}`, 'x-refresh-token': t.refreshToken, 'content-type': 'image/jpeg' };
  const res = await fetch(`${url}/api/members/diaries/1/images`, { method: 'POST', headers, body: photo });
  if (!res.ok) throw new Error(`diary photo: ${res.status}`);
}

/** A second diary PDF book of 도담이, paid (item 4, through the test fixture route) and not made yet. */
async function paidDiaryBook(url: string): Promise<void> {
  const t = await signIn(url, 'parent', DEMO_PASSWORD);
  const headers = { authorization: `Bearer ${t.accessToken}`, 'x-refresh-token': t.refreshToken, 'content-type': 'application/json' };
  const item = await fetch(`${url}/api/members/test-fixtures/paid-diary-pdf-item`, { method: 'POST', headers, body: JSON.stringify({ childId: 1 }) });
  if (!item.ok) throw new Error(`paid book item: ${item.status}`);
}

const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 8799));
if (chosen.some((p) => p.path.startsWith('/diary'))) await addDiaryPhoto(server.url);
if (chosen.some((p) => p.name === 'diary-pdf-create')) await paidDiaryBook(server.url);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    for (const p of chosen) {
      const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ko-KR', timezoneId: 'Asia/Seoul', serviceWorkers: 'block' });
      let t: { accessToken: string; refreshToken: string } | null = null;
      if (p.who) {
        t = await signIn(server.url, p.who, DEMO_PASSWORD);
        if (p.select) await selectChild(server.url, t, p.select);
        await context.addInitScript(
          ([a, r]) => {
            if (!localStorage.getItem('access_token')) {
              localStorage.setItem('access_token', a ?? '');
              localStorage.setItem('refresh_token', r ?? '');
            }
          },
          [t.accessToken, t.refreshToken],
        );
      }
      const page = await context.newPage();
      await page.goto(`${server.url}${p.path}`, { waitUntil: 'networkidle' });
      const undo = p.prepare ? await p.prepare(page, { context, url: server.url, tokens: t }) : undefined;
      await page.waitForTimeout(300);
      const name = `${out}/${w}-${p.name ?? (p.path.replace(/[/?&=]/g, '_').replace(/^_/, '') || 'root')}.png`;
      await page.screenshot({ path: name, fullPage: p.full ?? false });
      if (t && p.select) await selectChild(server.url, t, 1);
      await undo?.();
      console.log(name);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
