import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInAs } from './fixtures.ts';
import { pdfText } from './pdf.ts';
import { ko } from './ko.ts';
import { CHECKOUT, stubTossSdk } from './toss.ts';

// SPEC §2 /my-page/monthly-report-list and /my-page/monthly-report-detail/{reportId}, §9 REPORT_ANALYSIS;
// decision 0067: the parent finds last month's report marked new, reads it (the charts also as a
// table), buys the expert analysis; the expert writes feedback for all seven areas; the parent reads it and downloads the PDF.
const SHOTS = process.env.E2E_SCREENSHOTS;

test('a parent reads last month’s report and buys its analysis, an expert writes the feedback, the parent reads it', async ({ page }) => {
  test.setTimeout(135_000);
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
    // Named for what it is, as the payment history names it, never by the report's number (decision 0080).
    await expect(page.getByText(/^월간 리포트 전문가 피드백 \(도담이 \d{4}년 \d{1,2}월\)$/)).toBeVisible();
    await page.getByLabel(ko('Agree to all')).check();
    await page.getByRole('button', { name: ko('Pay {amountText}').replace('{amountText}', ko('{digits} won').replace('{digits}', '50,000')) }).click();
    await page.getByRole('button', { name: CHECKOUT.pay }).click();
    await page.waitForURL(here);
  }
  await expect(page.getByRole('status').filter({ hasText: ko('Waiting for expert feedback') })).toBeVisible();
  await expect(page.getByRole('button', { name: ko('Get an expert analysis') })).toHaveCount(0);
  const reportId = here.split('/').pop() ?? '';

  // The operator gives it to the expert (decision 0068); a retried journey may find it answered.
  await signInAs(page, 'admin');
  await page.goto(`/admin/report/report-detail?reportId=${reportId}`);
  await expect(page.getByRole('heading', { level: 2, name: /도담이/ })).toBeVisible();
  const assign = page.getByRole('button', { name: ko('Assign'), exact: true });
  if (await assign.isVisible()) {
    const form = page.locator('form').filter({ hasText: ko('Assign to an expert') });
    await form.getByLabel(ko('Expert'), { exact: true }).selectOption({ label: '육아전문가' });
    await form.getByLabel(ko('Reason (kept in the audit log)')).fill('리포트 담당 지정');
    await assign.click();
    await expect(page.getByRole('status').filter({ hasText: ko('The analysis was assigned.') })).toBeVisible();
  }

  // The expert finds it on the desk, is told every area needs words, and writes all seven.
  await signInAs(page, 'expert');
  await page.goto('/main');
  const desk = page.getByRole('region', { name: ko('Monthly reports waiting for your feedback') });
  await desk.locator(`a[href$="/monthly-report-detail/${reportId}"]`).click();
  await expect(page).toHaveURL(here);
  const form = page.getByRole('form', { name: ko('Write your feedback') });
  await form.getByLabel('물', { exact: true }).fill('하루 물 양이 알맞아요. 더운 날에는 조금 더 주세요.');
  await form.getByRole('button', { name: ko('Save the feedback') }).click();
  await expect(form.getByRole('alert').first()).toContainText(ko('Please fill in the feedback for every area.'));
  const words: [string, string][] = [
    ['수면', '밤잠이 길어지고 있어요. 지금 리듬을 지켜 주세요.'],
    ['아이 식사', '세 끼가 자리 잡았어요. 간식은 조금만요.'],
    ['부모 식사', '부모님 식사도 거르지 마세요.'],
    ['아픈 곳', '콧물이 며칠 있었어요. 열이 오르면 진료를 받으세요.'],
    ['기분', '대체로 밝은 한 달이었어요.'],
    ['수유', '수유가 줄어드는 시기예요. 자연스러워요.'],
  ];
  for (const [area, text] of words) await form.getByLabel(area, { exact: true }).fill(text);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/monthly-report-feedback-editor.png`, fullPage: true });
  await form.getByRole('button', { name: ko('Save the feedback') }).click();
  await expect(page.getByText(ko('The expert feedback has been saved.'))).toBeVisible();

  // The parent reads it on the report.
  await signInAs(page, 'parent');
  await page.goto(here);
  const feedback = page.getByRole('region', { name: ko('Expert feedback') });
  await expect(feedback).toContainText('밤잠이 길어지고 있어요.');
  await expect(feedback).toContainText('하루 물 양이 알맞아요.');

  // And downloads it as a PDF, with the feedback in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: ko('Download as PDF') }).click();
  const file = await download;
  const bytes = new Uint8Array(await readFile((await file.path()) ?? ''));
  const text = (await pdfText(bytes)).join('');
  expect(text).toContain('도담이의2026년');
  expect(text).toContain('전문가피드백');
  expect(text).toContain('밤잠이길어지고있어요.');
});

test('a report that is not there says so, with the way back', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/my-page/monthly-report-detail/999999');
  await expect(page.getByText(ko('The report could not be found.'))).toBeVisible();
  await expect(page.getByRole('link', { name: ko('See all reports') })).toBeVisible();
});
