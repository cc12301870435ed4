import { expect, test } from '@playwright/test';
import { apiSignIn, authHeaders, storeTokens } from './fixtures.ts';
import { ko } from './ko.ts';

/**
 * Decision 0035: what the parent reads agrees with itself — the vaccination header counts what is
 * listed, date ranges have one Korean form, the share words toggle the share switch, and offline the
 * coupon page says it cannot check instead of counting zero.
 */

type Child = { id: number; nickname: string };

async function dodam(request: Parameters<typeof apiSignIn>[0]) {
  const tokens = await apiSignIn(request, 'parent');
  const res = await request.get('/api/members/children', { headers: authHeaders(tokens) });
  const child = ((await res.json()) as { data: { children: Child[] } }).data.children.find((c) => c.nickname === '도담이');
  if (!child) throw new Error('demo child 도담이 missing');
  return { tokens, child };
}

test('the vaccination header counts every listed row (needed + not needed) and ranges read 2026년 11월 26일 – 12월 3일', async ({ page }) => {
  const { tokens, child } = await dodam(page.request);
  await storeTokens(page, tokens);
  await page.goto(`/my-page/child-info/${child.id}?tab=vaccinations`);
  const rows = page.locator('section[aria-label] ul > li');
  await expect(rows.first()).toBeVisible();
  const listed = await rows.count();
  const header = (await page.getByText(/\d+개 중 \d+개 기록/).innerText()).trim();
  const needed = Number(/(\d+)개 중/.exec(header)?.[1]);
  const skipped = Number(/해당 없음 (\d+)개/.exec(header)?.[1] ?? 0);
  console.log(`vaccinations: listed ${listed}, header "${header}"`);
  expect(needed + skipped, header).toBe(listed);
  // One range form everywhere, the dates' own (decision 0075): the year again only when it changes, an en dash, never '…일~…' or '2026. 11. 26.'.
  const text = await page.locator('main').innerText();
  expect(text).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일 – (\d{4}년 )?\d{1,2}월 \d{1,2}일/);
  expect(text).not.toMatch(/\d{4}\. \d{1,2}\. \d{1,2}\./);
  expect(text).not.toMatch(/일 ?~/);
});

test('tapping the share words toggles the share switch of an entry', async ({ page }) => {
  const { tokens, child } = await dodam(page.request);
  const list = await page.request.get(`/api/members/diaries?childId=${child.id}`, { headers: authHeaders(tokens) });
  const entry = ((await list.json()) as { data: { diaries: { id: number }[] } }).data.diaries[0];
  if (!entry) throw new Error('the demo parent has no diary entry');
  await storeTokens(page, tokens);
  await page.goto(`/diary/read/${entry.id}`);
  const share = page.getByRole('switch', { name: ko('Share with the community') });
  const before = await share.getAttribute('aria-checked');
  const after = before === 'true' ? 'false' : 'true';
  await page.locator('#share-label strong').click();
  await expect(share).toHaveAttribute('aria-checked', after);
  // Put it back for the other journeys.
  await page.locator('#share-label strong').click();
  await expect(share).toHaveAttribute('aria-checked', before ?? 'false');
});

test('offline before the coupons were ever loaded, the coupon page says it cannot check instead of "사용 가능 (0)"', async ({ page, context }) => {
  const { tokens } = await dodam(page.request);
  await storeTokens(page, tokens);
  // The coupon list never answers on this device (context.route also stops the service worker's fetches); the service worker takes over so the page opens offline.
  await context.route('**/api/members/children/coupons', (route) => route.abort('internetdisconnected'));
  await page.goto('/my-page/Coupon');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText(ko('You are offline, so your coupons cannot be checked right now. They will show once you are back online.'))).toBeVisible();
    await expect(page.getByRole('tab', { name: ko('Available'), exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: /\(0\)/ })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});
