import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { apiJoin, signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

// SPEC §2 /admin and decision 0044, at the operator's desktop size: the dashboard's charts and
// table, the range presets in the URL, and a number that opens its filtered list.
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
/** Today in Korea (the dashboard's last day). */
const koreaToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);

test('the dashboard shows charts and a table, a preset changes the URL and the numbers, a number opens its list', async ({ page }) => {
  const syllables = '가나다라마바사아자차카타파하';
  const n = Date.now();
  const nickname = `대시${syllables[n % 14] ?? '가'}${syllables[(n >> 4) % 14] ?? '나'}${syllables[(n >> 8) % 14] ?? '다'}맘`;
  await apiJoin(page.request, `dash${n % 1_000_000}`, nickname);
  await signInAs(page, 'admin');

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: ko('Dashboard') })).toBeVisible();
  // Three charts, each a canvas with a summary label that points to the table.
  const joinedChart = page.getByRole('img', { name: /^.*신규 회원 선 그래프/ });
  await expect(joinedChart.locator('canvas')).toHaveCount(1);
  await expect(page.getByRole('img', { name: /일기 작성 회원 선 그래프/ }).locator('canvas')).toHaveCount(1);
  await expect(page.getByRole('img', { name: /매출 선 그래프/ }).locator('canvas')).toHaveCount(1);
  // The queues are there, each a link.
  await expect(
    page.getByRole('link', { name: new RegExp(ko('Expert comments overdue (over {slaHours} h)').replace('{slaHours}', '48').replace(/[()]/g, '\\$&')) }),
  ).toBeVisible();

  // The table is there for screen readers (visually hidden, 7 days); shown, its numbers are links.
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(7);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: ko('Show as a table') }).click();
  await expect(page.getByRole('button', { name: ko('Hide the table') })).toHaveAttribute('aria-expanded', 'true');
  const today = koreaToday();
  const todayRow = table.getByRole('row', { name: new RegExp(`^${today}`) });
  await expect(todayRow).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-dashboard.png` });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-dashboard-full.png`, fullPage: true });

  // A preset: the URL says 30 days and the table has 30 rows; the heading names the new range.
  const rangeHeading = page.getByRole('heading', { level: 2, name: new RegExp(`~ ${today}`) });
  const sevenDays = await rangeHeading.textContent();
  await page.getByRole('link', { name: ko('Last {days} days').replace('{days}', '30') }).click();
  await expect(page).toHaveURL(/[?&]days=30/);
  await expect(table.locator('tbody tr')).toHaveCount(30);
  await expect(rangeHeading).not.toHaveText(sevenDays ?? '');
  await expect(page.getByRole('link', { name: ko('Last {days} days').replace('{days}', '30') })).toHaveAttribute('aria-current', 'page');
  // Only the shown range is marked (decision 0049): the default week's chip is not current beside it.
  await expect(page.getByRole('link', { name: ko('Last {days} days').replace('{days}', '7') })).not.toHaveAttribute('aria-current', /.*/);
  await expect(page.locator('[aria-current="page"]', { hasText: /\d+/ })).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-dashboard-30-days.png` });
  // Back to the default: the URL carries no range.
  await page.getByRole('link', { name: ko('Last {days} days').replace('{days}', '7') }).click();
  await expect(page).not.toHaveURL(/days=/);
  await expect(table.locator('tbody tr')).toHaveCount(7);

  // Today's new members open the member list filtered to today, where the new member is.
  // (its first link: the new members column, at least 1 today)
  await todayRow.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/member\\?from=${today}&to=${today}`));
  await expect(page.getByRole('link', { name: nickname })).toBeVisible();

  // A queue number opens its list with the agreed filter.
  await page.goto('/admin');
  await page
    .getByRole('link', { name: new RegExp(ko('Expert comments overdue (over {slaHours} h)').replace('{slaHours}', '48').replace(/[()]/g, '\\$&')) })
    .click();
  await expect(page).toHaveURL(/\/admin\/parent-diary\/comment\?tab=expert&status=OVERDUE/);
});

test('a range of more than 92 days is refused with the SPEC §8 message', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByLabel(ko('{label} from').replace('{label}', ko('Days'))).fill('2026-01-01');
  await page.getByLabel(ko('{label} to').replace('{label}', ko('Days'))).fill('2026-06-30');
  await page.getByRole('button', { name: ko('Apply dates') }).click();
  await expect(page.getByRole('alert')).toContainText(ko('(at most {DASHBOARD_DAYS_MAX} days)').replace('{DASHBOARD_DAYS_MAX}', '92'));
  await expect(page).not.toHaveURL(/from=/);
});

// Decision 0049 (SPEC §8 InvalidSearchDateRange): a bad range in the address is said, and what was
// valid is kept (a good preset beside it, one good end of it), instead of the default in silence.
test('a bad range in the address is said and what was valid is kept', async ({ page }) => {
  await signInAs(page, 'admin');
  const preset = (days: number) => page.getByRole('link', { name: ko('Last {days} days').replace('{days}', String(days)) });
  const table = page.getByRole('table');

  await page.goto('/admin?days=30&from=2026-11-20&to=2026-11-10');
  await expect(page.getByRole('alert')).toHaveText(ko('The start day is after the end day: the range was not applied.'));
  await expect(preset(30)).toHaveAttribute('aria-current', 'page');
  await expect(table.locator('tbody tr')).toHaveCount(30);

  const today = koreaToday();
  await page.goto(`/admin?from=garbage&to=${today}`);
  await expect(page.getByRole('alert')).toHaveText(ko('A day in the address is not a date (YYYY-MM-DD): it was left out.'));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`~ ${today}`) })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(7);
  for (const days of [7, 30, 90]) await expect(preset(days)).not.toHaveAttribute('aria-current', /.*/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-dashboard-bad-range.png` });

  await page.goto('/admin?days=45');
  await expect(page.getByRole('alert')).toHaveText(ko('The address asked for a preset that does not exist: choose 7, 30 or 90 days.'));
  await expect(preset(7)).toHaveAttribute('aria-current', 'page');
  expect(await axeViolations(page)).toEqual([]);
});
