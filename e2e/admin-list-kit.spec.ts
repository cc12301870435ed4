import { expect, test, type Page } from '@playwright/test';
import { apiJoin, signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

// Decision 0045 (the declarative admin list), SPEC §2 admin area, §8, at the operator's desktop size:
// a selection belongs to the rows on screen, the filters follow the URL, one bad URL value keeps
// the other filters and says what was wrong, rows per page and reset filters.
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const syllables = '가나다라마바사아자차카타파하';
const pick = (n: number) => syllables[n % 14] ?? '가';

/** Two new members whose nicknames share a prefix no other member has. */
async function twoMembers(page: Page): Promise<{ prefix: string; a: string; b: string }> {
  const n = Date.now();
  const prefix = `키트${pick(n)}${pick(n >> 4)}${pick(n >> 8)}`;
  await apiJoin(page.request, `kita${n % 1_000_000}`, `${prefix}가맘`);
  await apiJoin(page.request, `kitb${n % 1_000_000}`, `${prefix}나맘`);
  return { prefix, a: `${prefix}가맘`, b: `${prefix}나맘` };
}

const selectedText = (count: number) => `${count}건 선택됨`;

test('a selection is dropped by Back and the sidebar link; confirming changes only the rows on screen', async ({ page }) => {
  const { prefix, a, b } = await twoMembers(page);
  await signInAs(page, 'admin');
  await page.goto('/admin/member');
  await page.getByLabel(ko('Search by')).selectOption('nickname');
  await page.getByLabel(ko('Search text')).fill(prefix);
  await page.getByRole('button', { name: ko('Search'), exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await page.getByRole('checkbox', { name: ko('Select {0}').replace('{0}', a) }).check();
  await expect(page.getByText(selectedText(1))).toBeVisible();

  // Back: the unfiltered list, the search box empty again, nothing selected.
  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByLabel(ko('Search text'))).toHaveValue('');
  await expect(page.getByText(selectedText(1))).toBeHidden();

  // The sidebar link drops a selection too.
  await page.goForward();
  await expect(page.getByLabel(ko('Search text'))).toHaveValue(prefix);
  await page.getByRole('checkbox', { name: ko('Select {0}').replace('{0}', a) }).check();
  await page
    .getByRole('navigation', { name: ko('Admin menu') })
    .getByRole('link', { name: ko('Member management') })
    .click();
  await expect(page).not.toHaveURL(/q=/);
  await expect(page.getByText(selectedText(1))).toBeHidden();

  // A new selection on the rows now on screen: the dialog names only them, and only they change.
  await page.getByRole('checkbox', { name: ko('Select {0}').replace('{0}', b) }).check();
  await expect(page.getByText(selectedText(1))).toBeVisible();
  const bar = page.getByRole('region', { name: ko('Selected rows') });
  await bar.getByRole('button', { name: ko('Restrict'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem')).toHaveText([b]);
  // An empty reason is a field error, not a silent no.
  await dialog.getByRole('button', { name: ko('Restrict'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ko('Enter the reason; the audit log keeps it.'));
  await expect(dialog.getByLabel(ko('Reason (kept in the audit log)'))).toBeFocused();
  await expect(dialog.getByLabel(ko('Reason (kept in the audit log)'))).toHaveAccessibleDescription(ko('Enter the reason; the audit log keeps it.'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-list-bulk-dialog.png` });
  // Enter in the reason confirms.
  await dialog.getByLabel(ko('Reason (kept in the audit log)')).fill('광고 도배');
  await dialog.getByLabel(ko('Reason (kept in the audit log)')).press('Enter');
  await expect(dialog).toBeHidden();
  const said = bar.getByRole('status');
  await expect(said).toHaveText(ko('Restricted {changed} members.').replace('{changed}', '1'));
  await expect(said).toBeFocused();

  await page.goto(`/admin/member?category=nickname&q=${encodeURIComponent(prefix)}&status=RESTRICTED`);
  const table = page.getByRole('table', { name: ko('Members') });
  await expect(table.getByRole('link', { name: b })).toBeVisible();
  await expect(table.getByRole('link', { name: a })).toHaveCount(0);
});

test('one bad URL value keeps the other filters and says what was wrong', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/member?status=RESTRICTED&page=abc');
  await expect(page.getByRole('alert')).toContainText('page=abc');
  const chips = page.getByRole('group', { name: ko('Status') });
  await expect(chips.getByRole('button', { name: ko('Restricted') })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('table', { name: ko('Members') });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('cell', { name: ko('Normal'), exact: true })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-list-bad-url.png` });

  // A refused narrowing filter shows no rows rather than every member's entries.
  await page.goto('/admin/parent-diary/diary?memberId=99999999999&shared=yes');
  await expect(page.getByRole('alert')).toContainText('memberId=99999999999');
  await expect(page.getByLabel(ko('Sharing'))).toHaveValue('yes');
  const entries = page.getByRole('table', { name: ko('Diary entry list') }).getByRole('row');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toHaveText(ko('Nothing matches these filters.'));
  await page.getByRole('button', { name: ko('Take these values out') }).click();
  await expect(page).toHaveURL(/shared=yes/);
  await expect(page).not.toHaveURL(/memberId/);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('rows per page, first-click sort directions and reset filters', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/member?status=ACTIVE&category=nickname&q=%EB%8F%84%EB%8B%B4');
  await page.getByLabel(ko('Rows per page')).selectOption('50');
  await expect(page).toHaveURL(/size=50/);
  await expect(page.getByLabel(ko('Rows per page'))).toHaveValue('50');

  // Names ascending, dates newest first on the first press.
  const table = page.getByRole('table', { name: ko('Members') });
  await table.getByRole('button', { name: ko('Nickname') }).click();
  await expect(page).toHaveURL(/sort=nickname&dir=asc|dir=asc.*sort=nickname/);
  await table.getByRole('button', { name: ko('Joined') }).click();
  await expect(page).toHaveURL(/sort=createdAt/);
  await expect(page).toHaveURL(/dir=desc/);

  await page.getByRole('button', { name: ko('Reset filters') }).click();
  await expect(page).toHaveURL(/\/admin\/member$/);
  await expect(page.getByLabel(ko('Search text'))).toHaveValue('');
  await expect(page.getByRole('group', { name: ko('Status') }).getByRole('button', { name: ko('All') })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: ko('Reset filters') })).toHaveCount(0);
});

test('every list is its declaration on the one page: heading, table and CSV (screens at 1280×800)', async ({ page }) => {
  await signInAs(page, 'admin');
  const lists = [
    ['/admin/member', 'Member management', 'Members', 'member'],
    ['/admin/parent-diary/diary', 'Diary management', 'Diary entry list', 'diary'],
    ['/admin/parent-diary/comment', 'Comment management', 'Community comments', 'comment'],
    ['/admin/parent-diary/comment?tab=expert', 'Comment management', 'Expert comment requests', 'expert-queue'],
    ['/admin/payment', 'Payment management', 'Order items', 'payment'],
    ['/admin/audit-log', 'Audit log', 'Audit log', 'audit-log'],
    ['/admin/coupon', 'Coupon management', 'Coupons of all members', 'coupon'],
  ] as const;
  for (const [path, title, caption, shot] of lists) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: ko(title) })).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: ko(caption) })
        .getByRole('row')
        .nth(1),
    ).toBeVisible();
    await expect(page.getByLabel(ko('Rows per page'))).toHaveValue('20');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-list-${shot}.png` });
  }
  // The coupon list is in the sidebar; the comment list has its CSV now.
  await page
    .getByRole('navigation', { name: ko('Admin menu') })
    .getByRole('link', { name: ko('Coupon management') })
    .click();
  await expect(page).toHaveURL(/\/admin\/coupon$/);
  await page.goto('/admin/parent-diary/comment');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: ko('Download CSV') }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
});
