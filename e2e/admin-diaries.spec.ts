import { expect, test, type Browser } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

// SPEC §2 /admin/parent-diary, decision 0042, at the operator's desktop size: an admin finds one of
// 새싹맘's shared entries (demo member `friend`), hides it with a reason, and a member no longer sees
// it on /community; showing it again brings it back (later journeys see the demo data as seeded).
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const TITLE = '공원 산책';

/** How many of 새싹맘's TITLE entries a member sees on /community, in a browser of their own (no cached feed). */
async function hersInFeed(browser: Browser): Promise<number> {
  const member = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await member.newPage();
  await signInAs(page, 'parent');
  await page.goto('/community');
  const feed = page.getByRole('list', { name: ko('Shared entries') });
  await expect(feed.getByRole('link', { name: /처음으로 "엄마"라고 했어요/ })).toBeVisible();
  // The demo parent has an entry of the same title: count 새싹맘's.
  const count = await feed.getByRole('link').filter({ hasText: '새싹맘' }).filter({ hasText: TITLE }).count();
  await member.close();
  return count;
}

test('an admin hides a shared entry with a reason and a member no longer sees it on /community', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/parent-diary');
  await expect(page).toHaveURL(/\/admin\/parent-diary\/diary$/);
  await expect(page.getByRole('heading', { level: 1, name: ko('Diary management') })).toBeVisible();

  await page.getByLabel(ko('Search by')).selectOption('nickname');
  await page.getByLabel(ko('Search text')).fill('새싹');
  await page.getByRole('button', { name: ko('Search'), exact: true }).click();
  await page.getByLabel(ko('Sharing')).selectOption('yes');
  await expect(page).toHaveURL(/category=nickname/);
  await expect(page).toHaveURL(/shared=yes/);
  const link = page.getByRole('row').filter({ hasText: '새싹맘' }).getByRole('link', { name: TITLE });
  await expect(link).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-diary-list.png` });

  await link.click();
  await expect(page).toHaveURL(/\/admin\/parent-diary\/diary\/diary-detail\?diaryId=\d+/);
  await expect(page.getByText(ko('Shared on the community'))).toBeVisible();
  const hideForm = page.locator('form', { has: page.getByRole('heading', { name: ko('Hide this entry from the community') }) });
  await hideForm.getByLabel(ko('Reason (kept in the audit log)')).fill('광고성 게시물 확인');
  await hideForm.getByRole('button', { name: ko('Hide') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The entry is hidden.') })).toBeVisible();
  await expect(page.getByRole('region', { name: ko('Audit log of this record') }).getByRole('cell', { name: '광고성 게시물 확인' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-diary-detail.png`, fullPage: true });

  // A member's browser: the entry is gone from the feed.
  expect(await hersInFeed(browser)).toBe(0);

  // Shown again with a reason: back on /community.
  const showForm = page.locator('form', { has: page.getByRole('heading', { name: ko('Show this entry on the community again') }) });
  await showForm.getByLabel(ko('Reason (kept in the audit log)')).fill('검토 결과 문제없음');
  await showForm.getByRole('button', { name: ko('Show again') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The entry is shown again.') })).toBeVisible();
  expect(await hersInFeed(browser)).toBe(1);

  // The member's entries as a modal dialog.
  await page.getByRole('button', { name: ko('All entries of this member') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: TITLE })).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-diary-table-modal.png` });
  await dialog.getByRole('button', { name: ko('Close') }).click();
});

test('the expert queue states its service level and a waiting request is assigned to an expert', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/parent-diary/comment?tab=expert');
  await expect(page.getByRole('heading', { level: 1, name: ko('Comment management') })).toBeVisible();
  await expect(page.getByText(ko('A request is overdue {0} hours after it was made.').replace('{0}', '48'))).toBeVisible();
  await expect(page.getByRole('table', { name: ko('Expert comment requests') }).getByRole('row')).not.toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-expert-queue.png` });

  // A waiting request's entry: assign it to the demo expert with a reason (audited on the entry).
  await page.getByRole('button', { name: ko('Waiting'), exact: true }).click();
  await expect(page).toHaveURL(/status=WAITING/);
  await page
    .getByRole('table', { name: ko('Expert comment requests') })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/parent-diary\/comment\/diary-detail\?diaryId=\d+/);
  const assign = page.locator('form', { has: page.getByRole('heading', { name: ko('Assign to an expert') }) });
  await assign.getByLabel(ko('Expert'), { exact: true }).selectOption({ index: 1 });
  await assign.getByLabel(ko('Reason (kept in the audit log)')).fill('이유식 전문');
  await assign.getByRole('button', { name: ko('Assign') }).click();
  await expect(assign.getByRole('status')).toHaveText(ko('The request was assigned.'));
  await expect(page.getByRole('region', { name: ko('Audit log of this record') }).getByRole('cell', { name: '이유식 전문' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-comment-detail.png`, fullPage: true });
  await page.getByRole('link', { name: ko('← Back to the comment list') }).click();
  await page.getByRole('button', { name: ko('Community comments') }).click();
  await expect(page.getByRole('table', { name: ko('Community comments') })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-comments.png` });
});
