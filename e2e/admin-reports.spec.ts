import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';
import { pdfText } from './pdf.ts';

// SPEC §2 /admin/report, /admin/report/report-detail, /admin/report/pdf-create, §8 "invalid report id";
// decision 0068: an operator finds the demo's reports by month and state, reads one as the parent
// does, makes it again with a reason (audited), and makes its PDF and the month's PDFs as one ZIP.
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SCREENSHOTS;

test('an operator finds a report, reads it, makes it again, and makes its PDF and the month’s ZIP', async ({ page }) => {
  test.setTimeout(135_000);
  await signInAs(page, 'admin');
  await page.goto('/admin/report');
  await expect(page.getByRole('heading', { level: 1, name: ko('Monthly reports') })).toBeVisible();
  const rows = page.getByRole('table').getByRole('link', { name: '도담이' });
  await expect(rows).toHaveCount(2);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-report-list.png`, fullPage: true });

  // The month filter and a state chip are in the URL.
  const month = page.getByLabel(ko('Month'), { exact: true });
  const newest = (await month.locator('option').nth(1).getAttribute('value')) ?? '';
  await month.selectOption(newest);
  await expect(page).toHaveURL(new RegExp(`month=${newest}`));
  await expect(rows).toHaveCount(1);

  // Its detail: the report as the parent reads it, the facts, and the actions.
  await rows.first().click();
  await expect(page).toHaveURL(/\/admin\/report\/report-detail\?reportId=\d+/);
  const reportId = new URL(page.url()).searchParams.get('reportId') ?? '';
  await expect(page.getByRole('heading', { level: 2, name: /도담이/ })).toBeVisible();
  await page.getByRole('button', { name: ko('Make again') }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(ko('Reason (kept in the audit log)')).fill('일기 수정 반영');
  await dialog.getByRole('button', { name: ko('Make again') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The report was made again.') })).toBeVisible();
  await expect(page.getByRole('table').filter({ hasText: '일기 수정 반영' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-report-detail.png`, fullPage: true });

  // One report's PDF, from the detail.
  await page.getByRole('link', { name: ko("Make this report's PDF") }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/report/pdf-create\\?reportId=${reportId}`));
  const number = page.getByLabel(ko('Report number'));
  await expect(number).toHaveValue(reportId);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: ko('Make the PDF'), exact: true }).click();
  const pdf = await download;
  expect((await pdfText(new Uint8Array(await readFile((await pdf.path()) ?? '')))).join('')).toContain('도담이의');

  // A number that is not one is said, and nothing is asked of the server.
  await number.fill('12a');
  await page.getByRole('button', { name: ko('Make the PDF'), exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(ko('The report ID is not valid.'));

  // The month's reports, one by one, saved as one ZIP.
  await page.getByLabel(ko('Month'), { exact: true }).selectOption(newest);
  const zip = page.waitForEvent('download');
  await page.getByRole('button', { name: ko("Make the month's PDFs") }).click();
  const archive = await zip;
  expect(archive.suggestedFilename()).toBe(`dodam-reports-${newest}.zip`);
  const bytes = await readFile((await archive.path()) ?? '');
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: '.zip' })
      .or(page.getByRole('status').filter({ hasText: 'ZIP' })),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-report-pdf-create.png`, fullPage: true });
});

test('a report number that is not there says so on the detail', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/report/report-detail?reportId=2147483000');
  await expect(page.getByRole('alert')).toHaveText(ko('The report could not be found.'));
  await page.goto('/admin/report/report-detail?reportId=abc');
  await expect(page.getByRole('alert')).toHaveText(ko('The report ID is not valid.'));
});
