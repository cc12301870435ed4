import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';
import { CHECKOUT, stubTossSdk } from './toss.ts';

// SPEC §2 /my-page/monthly-report-list and /my-page/monthly-report-detail/{reportId}, §9 REPORT_ANALYSIS;
// decision 0067: the parent finds last month's report marked new, reads it (the charts also as a
// table), buys the expert analysis, and comes back to the report that says it is waiting.
const SHOTS = process.env.E2E_SCREENSHOTS;

test('a parent reads last month’s report and buys its expert analysis', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'parent');
  await page.goto('/my-page');
  await page.getByRole('link', { name: ko('Monthly reports') }).click();
  await expect(page).toHaveURL(/\/my-page\/monthly-report-list$/);
  const list = page.getByRole('list', { name: ko('Monthly reports') });
  const reports = list.getByRole('link');
  await expect(reports).toHaveCount(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/monthly-report-list.png`, fullPage: true });

  // The older month: the newer one's purchase is left to people trying the demo.
  const october = reports.nth(1);
  await october.click();
  await expect(page).toHaveURL(/\/my-page\/monthly-report-detail\/\d+$/);
  const here = page.url();
  await expect(page.getByRole('heading', { level: 2, name: /도담이/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: ko('Care records') })).toBeVisible();
  // A chart is also a table.
  await page.getByText(ko('See as a table')).first().click();
  await expect(page.getByRole('table').first()).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/monthly-report-detail.png`, fullPage: true });

  // Opened once, it is no longer new.
  await page.goto('/my-page/monthly-report-list');
  await expect(reports.nth(1).getByText(ko('New report'), { exact: true })).toHaveCount(0);
  await expect(reports.nth(0).getByText(ko('New report'), { exact: true })).toHaveCount(1);

  await page.goto(here);
  await expect(page.getByRole('heading', { level: 3, name: ko('Expert analysis') })).toBeVisible();
  const buy = page.getByRole('button', { name: ko('Get an expert analysis') });
  // A retried journey finds the analysis already bought.
  if (await buy.isVisible()) {
    await stubTossSdk(page);
    await buy.click();
    await page.waitForURL((url) => url.pathname === '/payments');
    await page.getByLabel(ko('Agree to all')).check();
    await page.getByRole('button', { name: ko('Pay {amountText}').replace('{amountText}', ko('{digits} won').replace('{digits}', '50,000')) }).click();
    await page.getByRole('button', { name: CHECKOUT.pay }).click();
    await page.waitForURL(here);
  }
  await expect(page.getByRole('status').filter({ hasText: ko('Waiting for expert feedback') })).toBeVisible();
  await expect(page.getByRole('button', { name: ko('Get an expert analysis') })).toHaveCount(0);
});

test('a report that is not there says so, with the way back', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/my-page/monthly-report-detail/999999');
  await expect(page.getByText(ko('The report could not be found.'))).toBeVisible();
  await expect(page.getByRole('link', { name: ko('See all reports') })).toBeVisible();
});
