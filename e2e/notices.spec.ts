import { expect, test } from '@playwright/test';
import { signInAs, storeTokens } from './fixtures.ts';
import { parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

// SPEC §2 /admin/notice/write, /my-page/notice and /my-page/notice/detail; §5, §8; decision 0065: an
// operator schedules a notice a minute ahead (Korea time), and a parent sees it when its time has
// come, with its N badge and unread until opened; My page shows a dot while a notice is unread.
const SHOTS = process.env.E2E_SCREENSHOTS;

/** The next whole minute on the Korea wall clock, as a datetime-local value. */
function nextKoreaMinute(): { local: string; at: number } {
  const at = Math.ceil((Date.now() + 1000) / 60_000) * 60_000;
  const wall = new Date(at + 9 * 3600_000).toISOString().slice(0, 16);
  return { local: wall, at };
}

test('an operator schedules a notice a minute ahead; the parent sees it then, with N, unread until opened', async ({ page }) => {
  test.setTimeout(225_000);
  const title = `점검 예정 안내 ${Date.now() % 100_000}`;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto('/admin/notice');
  await expect(page.getByRole('heading', { level: 1, name: ko('Notices') })).toBeVisible();
  await page.getByRole('link', { name: ko('Write a notice') }).click();
  const form = page.getByRole('form', { name: ko('Notice form') });
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(form.getByText(ko('Please enter the notice title.'))).toBeVisible();
  await expect(form.getByText(ko('Please enter the notice content.'))).toBeVisible();

  await form.getByLabel(ko('Title'), { exact: true }).fill(title);
  await form.getByLabel(ko('Category')).selectOption('MAINTENANCE');
  const { local, at } = nextKoreaMinute();
  await form.getByLabel(ko('Publish time (Korea time)')).fill(local);
  await form.getByRole('textbox', { name: ko('Notice content') }).click();
  await page.keyboard.type('새벽 2시부터 30분 동안 점검해요.');
  await form.getByRole('button', { name: ko('Preview') }).click();
  await expect(form.getByRole('region', { name: ko('Preview') })).toContainText('새벽 2시부터 30분 동안 점검해요.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-notice-write.png`, fullPage: true });
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(page).toHaveURL(/\/admin\/notice\?noticeId=\d+/);
  await expect(page.getByText(ko('The notice has been posted.'))).toBeVisible();
  const noticeId = Number(new URL(page.url()).searchParams.get('noticeId'));
  if (Date.now() < at) await expect(page.getByRole('definition').filter({ hasText: ko('Scheduled') })).toBeVisible();

  // A new parent: every demo notice unread, the dot on My page.
  const { tokens } = await parentWithChild(page, 200);
  await storeTokens(page, tokens);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/my-page');
  await expect(page.getByRole('link', { name: new RegExp(`${ko('Notices')}.*${ko('New')}`) })).toBeVisible();

  // Until its minute has come the notice is not there; then it is, on top of the unpinned ones, with N.
  await page.waitForTimeout(Math.max(0, at - Date.now()) + 1500);
  await page.goto('/my-page/notice');
  const item = page.getByRole('link', { name: new RegExp(title) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('N');
  await expect(item).toContainText(ko('Unread'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-notice-list.png`, fullPage: true });
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/my-page/notice/detail\\?noticeId=${noticeId}`));
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('새벽 2시부터 30분 동안 점검해요.')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/member-notice-detail.png`, fullPage: true });
  await page.goBack();
  await expect(page.getByRole('link', { name: new RegExp(title) })).not.toContainText(ko('Unread'));
});

test('a notice that is not there is said so, with the way back', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/my-page/notice/detail?noticeId=999999');
  await expect(page.getByRole('link', { name: ko('See all notices') })).toBeVisible();
  await page.goto('/my-page/notice/detail');
  await expect(page.getByText(ko('This notice could not be found.'))).toBeVisible();
});
