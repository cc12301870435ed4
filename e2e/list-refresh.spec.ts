import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

/**
 * SPEC §8 on a phone (390 × 844): a member's list that could not be read says why and offers
 * 다시 시도, which asks again; on touch, pulling the list down from the top refreshes it, and a
 * keyboard or screen reader has the same refresh as a button (src/components/list-state).
 */
test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

const FEED = '**/api/members/community/shared-diaries**';

/**
 * A finger drags from y 200 to 440 and lets go once the list says 놓으면 새로고침해요 (Chrome's touch
 * input, as a phone sends it). While the page is busy Chrome may hold back or drop moves of a drag,
 * or take it for a scroll; a drag that has not armed the pull within a few seconds is let go (a
 * release short of the threshold refreshes nothing) and the finger tries again, as a parent's would.
 */
async function pullDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const indicator = page.getByTestId('pull-indicator');
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 195, y: 200 }] });
    for (let y = 220; y <= 440; y += 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 195, y }] });
    try {
      await expect(indicator).toHaveText(ko('Release to refresh'), { timeout: 3_000 });
    } catch (error) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
      await expect(indicator).toHaveText('', { timeout: 3_000 });
      throw error;
    }
  }).toPass({ timeout: 30_000 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('the community list after a 500 offers 다시 시도, which asks again and shows the entries', async ({ page }) => {
  await signInAs(page, 'parent');
  // Every ask fails (the early request of the first page too, decision 0061) until 다시 시도.
  let failing = true;
  await page.route(FEED, async (route) => {
    if (failing) await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: '500', message: 'UnknownErrorOccurred' }) });
    else await route.continue();
  });
  await page.goto('/community');
  await expect(page.getByRole('alert')).toContainText('( CODE : 500 )');
  failing = false;
  await page.getByRole('button', { name: ko('Try again') }).click();
  await expect(page.getByRole('list', { name: ko('Shared entries') })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('pulling the community list down from the top asks for it again; the keyboard has a button for it', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/community');
  await expect(page.getByRole('list', { name: ko('Shared entries') })).toBeVisible();
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/members/community/shared-diaries')) asked += 1;
  });

  await pullDown(page);
  await expect.poll(() => asked).toBeGreaterThan(0);
  // A refresh under way takes no second one: on a busy machine the pull's answer can still be coming.
  await expect(page.getByText(ko('Refreshing…'))).toHaveCount(0);

  // The same refresh without a finger: a button that shows when it has the focus.
  const before = asked;
  const refresh = page.getByRole('button', { name: ko('Refresh the list') });
  await refresh.focus();
  await expect(refresh).toBeVisible();
  await page.keyboard.press('Enter');
  await expect.poll(() => asked).toBeGreaterThan(before);
});

test('the expert desk on /main refreshes both waiting lists by a pull or by the keyboard', async ({ page }) => {
  await signInAs(page, 'expert');
  await page.goto('/main');
  await expect(page.getByRole('heading', { name: ko('Diaries waiting for your comment') })).toBeVisible();
  const asked = { diaries: 0, reports: 0 };
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/api/experts/expert-comments/queue')) asked.diaries += 1;
    if (url.includes('/api/experts/reports/queue')) asked.reports += 1;
  });
  await pullDown(page);
  await expect.poll(() => asked.diaries > 0 && asked.reports > 0).toBe(true);
  await expect(page.getByText(ko('Refreshing…'))).toHaveCount(0);

  const before = { ...asked };
  const refresh = page.getByRole('button', { name: ko('Refresh the list') });
  await refresh.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => asked.diaries > before.diaries && asked.reports > before.reports).toBe(true);
});
