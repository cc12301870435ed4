import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiSignIn, authHeaders, signInAs, storeTokens } from './fixtures.ts';
import { parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';
import { CHECKOUT, stubTossSdk } from './toss.ts';

// SPEC §2 /kcdi, /kcdi/book, /kcdi/detail, /kcdi/Result, /my-page/kcdi-list; §5 examination files; §9
// GROWTH_EXAMINATION; decision 0070: a parent buys the developmental test for 도담이; the operator sends
// its link, registers the result PDF and the months per area on /admin/examination; the parent reads
// the chart and the publisher's PDF, and downloads it; 31 days on it is refused (the Korea-time boundary
// itself is the server test's, examinations.test.ts).
const SHOTS = process.env.E2E_SCREENSHOTS;
test.use({ serviceWorkers: 'block' });

async function resultPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([420, 595]);
  page.drawText('K-CDI result report (e2e)', { x: 40, y: 520, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

test('a parent buys the developmental test, the operator sends it and registers the result, the parent reads it, and 31 days on cannot download it', async ({
  page,
  request,
}) => {
  test.setTimeout(135_000);
  await signInAs(page, 'parent');
  await page.goto('/kcdi');
  await expect(page.getByRole('heading', { level: 2, name: ko('K-CDI, the Korean Child Development Inventory') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '도담이' })).toContainText(ko('{0} can take the test now.').replace('{0}', '도담이'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/kcdi.png`, fullPage: true });
  // The free checklist for 도담이's age says nothing until every milestone is answered (decision 0080).
  const checklist = page.getByRole('region', { name: /개월 발달 체크리스트/ });
  const milestones = checklist.getByRole('radiogroup');
  await expect(milestones).toHaveCount(5);
  await expect(checklist.getByRole('status')).toHaveText('');
  for (let i = 0; i < 5; i += 1)
    await milestones
      .nth(i)
      .getByLabel(ko(i < 2 ? 'Not yet' : 'Does it'))
      .check();
  await expect(checklist.getByRole('status')).toContainText(
    ko('Several are not there yet. Every child grows at their own pace; the developmental test can tell you more.'),
  );
  // The answers stay through a reload.
  await page.reload();
  await expect(milestones.nth(0).getByLabel(ko('Not yet'))).toBeChecked();
  await expect(milestones.nth(4).getByLabel(ko('Does it'))).toBeChecked();
  await expect(checklist.getByRole('link', { name: ko('Book the test') })).toBeVisible();
  await page
    .getByRole('region', { name: ko('Can my child take it?') })
    .getByRole('link', { name: ko('Book the test') })
    .click();
  await expect(page).toHaveURL(/\/kcdi\/book$/);
  await stubTossSdk(page);
  await page.getByRole('button', { name: ko('Pay {0} won').replace('{0}', '50,000') }).click();
  await page.waitForURL((url) => url.pathname === '/payments');
  await page.getByLabel(ko('Agree to all')).check();
  await page.getByRole('button', { name: ko('Pay {amountText}').replace('{amountText}', ko('{digits} won').replace('{digits}', '50,000')) }).click();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await page.waitForURL((url) => url.pathname === '/my-page/kcdi-list');
  const newest = page
    .getByRole('list', { name: ko('My developmental tests') })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(ko('Waiting to be sent'));

  // The operator sends the link, registers the result PDF and the months per area (/admin/examination).
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto('/admin/examination?status=PAID&sort=id&dir=desc');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/examinationId=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('examinationId'));
  const send = page.locator('form').filter({ hasText: ko('Send the test') });
  // Neither a code nor an https link: said under the field, nothing sent (decision 0082).
  await send.getByLabel(ko('Test code or link')).fill('kcdi 링크');
  await send.getByRole('button', { name: ko('Send by mail and notification') }).click();
  await expect(send.getByRole('alert')).toHaveText(ko('Enter the test code (letters and digits, 4 to 64 characters) or a link that starts with https://.'));
  await send.getByLabel(ko('Test code or link')).fill('https://kcdi.example/t/E2E-42');
  await send.getByRole('button', { name: ko('Send by mail and notification') }).click();
  // Confirmed with what the member receives.
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('https://kcdi.example/t/E2E-42');
  await confirm.getByRole('button', { name: ko('Send'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The development test has been marked as sent.') })).toBeVisible();
  // The mail goes out after the send, from the outbox (decision 0079): the detail says where it stands.
  const mailStates = [ko('Waiting to be sent'), ko('Sending'), ko('Sent')].join('|');
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^(${mailStates})`) })).toBeVisible();
  const upload = page.locator('form').filter({ hasText: ko('Result PDF') });
  // A file that is not a PDF is refused before it is sent.
  await upload.getByLabel(ko('PDF file (up to 16MB)')).setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
  await expect(upload.getByRole('alert')).toHaveText(ko('Only PDF files can be uploaded.'));
  await upload.getByLabel(ko('PDF file (up to 16MB)')).setInputFiles({ name: 'kcdi.pdf', mimeType: 'application/pdf', buffer: await resultPdf() });
  await upload.getByRole('button', { name: ko('Register the file') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The examination file has been registered.') })).toBeVisible();
  const results = page.locator('form').filter({ hasText: ko('Developmental age per area (months)') });
  // 200, -3 and 12.5 months are refused under their fields, nothing saved (decision 0082).
  await results.getByLabel(ko('Social'), { exact: true }).fill('200');
  await results.getByLabel(ko('Gross motor'), { exact: true }).fill('-3');
  await results.getByLabel(ko('Expressive language'), { exact: true }).fill('12.5');
  await results.getByRole('button', { name: ko('Save the results') }).click();
  await expect(results.getByRole('alert')).toHaveText(Array(3).fill(ko('Enter the developmental age in whole months from 0 to 120.')));
  await expect(results.getByLabel(ko('Social'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await results.getByLabel(ko('Social'), { exact: true }).fill('14');
  await results.getByLabel(ko('Gross motor'), { exact: true }).fill('13');
  await results.getByLabel(ko('Expressive language'), { exact: true }).fill('9');
  await results.getByRole('button', { name: ko('Save the results') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The results are saved.') })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-examination.png`, fullPage: true });

  // The parent sees the link on the test's page, then the result.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'parent');
  await page.goto(`/kcdi/detail?examinationId=${id}`);
  await expect(page.getByRole('link', { name: ko('See the result') })).toBeVisible();

  // The parent reads the chart (also a table) and the publisher's PDF in the page, and downloads it.
  await page.goto(`/kcdi/Result?examinationId=${id}`);
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(ko('Social')) })).toContainText(ko('{0} months').replace('{0}', '14'));
  await expect(table.getByRole('row', { name: new RegExp(ko('Expressive language')) })).toContainText(ko('Talk with an expert'));
  // pdfjs's viewer chunk (380 KB) and a drawn page: past 20 s with two runs side by side (decision 0092).
  await expect(page.getByRole('group', { name: /K-CDI/ })).toBeVisible({ timeout: 60_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/kcdi-result.png`, fullPage: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: ko('Download the PDF') }).click();
  const file = await download;
  expect((await readFile((await file.path()) ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // 31 days on (the result moved into the past by the test-only fixture), the report is refused and said so.
  const tokens = await apiSignIn(request, 'parent');
  const aged = await request.post('/api/members/test-fixtures/age-examination-result', { headers: authHeaders(tokens), data: { examinationId: id, days: 31 } });
  expect(aged.ok()).toBeTruthy();
  const refused = await request.get(`/api/members/examinations/${id}/result`, { headers: authHeaders(tokens) });
  expect(refused.status()).toBe(410);
  expect(await refused.json()).toMatchObject({ message: 'OrderExaminationExpiredException' });
  await page.reload();
  await expect(
    page.getByRole('status').filter({ hasText: ko('The 30-day download period has ended, so the report can no longer be opened. The chart above stays.') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: ko('Download the PDF') })).toHaveCount(0);
  await expect(page.getByRole('table')).toBeVisible();
});

test('a baby too young for the test: its own checklist from birth, and the older child offered for the test (decision 0080)', async ({ page }) => {
  const { tokens } = await parentWithChild(page, 100);
  const older = new Date(Date.now() - 500 * 86_400_000).toISOString();
  const res = await page.request.post('/api/members/children', {
    headers: authHeaders(tokens),
    data: { nickname: '하람', sex: 'MALE', born: true, birthDateTime: older, height: null, weight: null },
  });
  expect(res.ok()).toBeTruthy();
  await storeTokens(page, tokens);
  await page.goto('/kcdi');
  const fit = page.getByRole('region', { name: ko('Can my child take it?') });
  await expect(fit).toContainText(ko('{0} can take the test now.').replace('{0}', '하람'));
  await expect(fit.getByRole('link', { name: ko('Book the test for {0}').replace('{0}', '하람') })).toBeVisible();
  // 봄이 (3 months) has the 0–3 month checklist, silent until each milestone is answered.
  const checklist = page.getByRole('region', { name: /0~3개월 발달 체크리스트/ });
  const milestones = checklist.getByRole('radiogroup');
  await expect(milestones).toHaveCount(5);
  for (let i = 0; i < 4; i += 1) await milestones.nth(i).getByLabel(ko('Does it')).check();
  await expect(checklist.getByRole('status')).toHaveText('');
  await milestones.nth(4).getByLabel(ko('Does it')).check();
  await expect(checklist.getByRole('status')).toHaveText(ko('Children reach these at their own pace; come back to the list in a month or two.'));
  await fit.getByRole('link', { name: ko('Book the test for {0}').replace('{0}', '하람') }).click();
  await expect(page.getByLabel(ko('Child'), { exact: true })).toHaveValue(/\d+/);
  await expect(page.getByRole('option', { name: '하람' })).toHaveCount(1);
});
