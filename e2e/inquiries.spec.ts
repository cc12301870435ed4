import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiJoin, apiSignIn, authHeaders, signInAs, storeTokens, uniqueMember } from './fixtures.ts';
import { parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

// Decision 0072: 고객센터 / 1:1 문의. A parent asks from My page with a photo, an operator answers in the
// back office, the parent sees the dot and reads the answer; a restricted member writes from /error/032
// (SPEC §2: they can still reach the operator).
const SHOTS = process.env.E2E_SCREENSHOTS;
// The back office's chunks and the worker's first precache compete on this loaded machine (as in consultations.spec.ts).
test.use({ serviceWorkers: 'block' });

const screenshotPng = async () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 240, g: 138, b: 93 } } })
    .png()
    .toBuffer();

test('a parent asks with a photo, the operator answers, and the parent sees the dot and reads the answer', async ({ page }) => {
  test.setTimeout(135_000);
  const words = `결제했는데 쿠폰이 안 보여요 <b>${Date.now() % 100_000}</b>`;
  await signInAs(page, 'parent');
  await page.goto('/my-page/profile');
  // The profile's "contact customer support" is the way in too.
  await expect(page.getByRole('link', { name: ko('1:1 inquiry (customer support)') }).or(page.getByRole('link', { name: '고객센터로 문의' }))).toBeVisible();
  await page.goto('/my-page');
  await page.getByRole('link', { name: ko('1:1 inquiry (customer support)') }).click();
  await expect(page).toHaveURL(/\/my-page\/inquiry$/);
  await page.getByRole('button', { name: ko('Write an inquiry') }).click();
  const form = page.getByRole('form', { name: ko('Write an inquiry') });
  await form.getByRole('button', { name: ko('Send the inquiry') }).click();
  await expect(form.getByRole('alert').first()).toHaveText(ko('Please choose what the inquiry is about.'));
  await form.getByLabel(ko('Payment and refund')).check();
  await form.getByLabel(ko('Your inquiry')).fill(words);
  await form.getByLabel(ko('Photo (optional)')).setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: await screenshotPng() });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inquiry-form.png`, fullPage: true });
  await form.getByRole('button', { name: ko('Send the inquiry') }).click();
  await expect(page).toHaveURL(/inquiryId=\d+/);
  const inquiryId = new URL(page.url()).searchParams.get('inquiryId');
  // The words arrive as text: the tags are shown, not made bold.
  await expect(page.getByText(words)).toBeVisible();
  await expect(page.getByRole('img', { name: ko('The photo you attached') })).toBeVisible();
  await expect(page.getByText(ko('Waiting for an answer'))).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inquiry-waiting.png`, fullPage: true });

  // The operator finds it waiting and answers it after the confirmation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto('/admin/inquiry?status=WAITING');
  await expect(page.getByRole('link', { name: ko('1:1 inquiries') })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-inquiry-list.png`, fullPage: true });
  await page.goto(`/admin/inquiry?inquiryId=${inquiryId ?? ''}`);
  await expect(page.getByTestId('admin-inquiry-content')).toHaveText(words);
  await expect(page.getByRole('img', { name: ko('The photo the member attached') })).toBeVisible();
  await page.getByLabel(ko('Answer to the member (plain text)')).fill('쿠폰은 결제 후 10분 안에 쿠폰함에 들어가요. 지금 넣어 드렸어요.');
  await page.getByRole('button', { name: ko('Send the answer') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: ko('Send the answer') })
    .click();
  await expect(page.getByRole('status').filter({ hasText: ko('The answer was sent and the member was notified.') })).toBeVisible();
  await expect(page.getByTestId('admin-inquiry-answer')).toContainText('쿠폰함');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-inquiry-detail.png`, fullPage: true });

  // The parent sees the dot on My page and in the list, reads the answer, and the dot goes.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'parent');
  await page.goto('/my-page');
  const entry = page.getByRole('link', { name: ko('1:1 inquiry (customer support)') });
  await expect(entry).toContainText(ko('New'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/my-page-dot.png`, fullPage: true });
  await entry.click();
  await expect(page.getByTestId('inquiry-unread')).toHaveCount(1);
  await page
    .getByRole('button', { name: new RegExp(ko('Payment and refund')) })
    .first()
    .click();
  await expect(page.getByTestId('inquiry-answer')).toContainText('쿠폰함');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inquiry-answered.png`, fullPage: true });
  await page.goto('/my-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: ko('1:1 inquiry (customer support)') })).not.toContainText(ko('New'));
});

test('a restricted member writes to the operator from /error/032 and has the login button', async ({ page }) => {
  test.setTimeout(180_000);
  const { userId, nickname } = uniqueMember();
  const tokens = await apiJoin(page.request, userId, nickname);
  const me: unknown = await (await page.request.get('/api/users/me', { headers: authHeaders(tokens) })).json();
  const id = typeof me === 'object' && me !== null && 'data' in me && typeof me.data === 'object' && me.data !== null && 'id' in me.data ? me.data.id : null;
  const admin = await apiSignIn(page.request, 'admin');
  const restrict = await page.request.put(`/api/admin/moderation/members/${String(id)}/status`, {
    headers: authHeaders(admin),
    data: { status: 'RESTRICTED', reason: '반복된 광고 게시' },
  });
  expect(restrict.ok()).toBeTruthy();

  await storeTokens(page, tokens);
  await page.goto('/main');
  await expect(page).toHaveURL(/\/error\/032/);
  const form = page.getByRole('form', { name: ko('Write an inquiry') });
  await form.getByLabel(ko('Account')).check();
  await form.getByLabel(ko('Your inquiry')).fill('광고를 올린 적이 없어요. 확인 부탁드려요.');
  await form.getByRole('button', { name: ko('Send the inquiry') }).click();
  await expect(page.getByText('광고를 올린 적이 없어요. 확인 부탁드려요.')).toBeVisible();
  await expect(page.getByText(ko('Waiting for an answer'))).toBeVisible();
  await expect(page).toHaveURL(/\/error\/032/);
  await expect(page.getByRole('button', { name: ko('Log out and go to login') })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/error-032-inquiry.png`, fullPage: true });
});

test('what a parent was writing stays through leaving the page and a reload, and ends once sent', async ({ page }) => {
  const { tokens } = await parentWithChild(page, 300);
  await storeTokens(page, tokens);
  // No inquiry yet: the form is open at once.
  await page.goto('/my-page/inquiry');
  const form = page.getByRole('form', { name: ko('Write an inquiry') });
  await form.getByLabel(ko('Diary')).check();
  await form.getByLabel(ko('Your inquiry')).fill('일기 사진이 안 올라가요. 와이파이에서도 그래요.');

  // Away to My page and back, then a reload: the topic and the words are still there.
  await page.goto('/my-page');
  await page.goto('/my-page/inquiry');
  await page.reload();
  await expect(form.getByRole('status')).toHaveText(ko('What you were writing is here to carry on with.'));
  await expect(form.getByLabel(ko('Diary'))).toBeChecked();
  await expect(form.getByLabel(ko('Your inquiry'))).toHaveValue('일기 사진이 안 올라가요. 와이파이에서도 그래요.');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inquiry-draft-kept.png` });

  await form.getByRole('button', { name: ko('Send the inquiry') }).click();
  await expect(page).toHaveURL(/inquiryId=\d+/);
  await page.goto('/my-page/inquiry');
  await page.getByRole('button', { name: ko('Write an inquiry') }).click();
  await expect(form.getByLabel(ko('Your inquiry'))).toHaveValue('');
  await expect(form.getByRole('status')).toHaveCount(0);
});
