import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';
import { CHECKOUT, stubTossSdk } from './toss.ts';

// SPEC §2 /main/counsel and /admin/consultation, §4, §8 "consultation finished", §9 CONSULTATION;
// decision 0069: a parent requests a consultation from /main's floating button and pays; an operator
// schedules it with an expert and a time, then finishes it; the parent sees each state.
const SHOTS = process.env.E2E_SCREENSHOTS;
// The parent's pages install the service worker, whose first precache competes with the back office's
// chunks on this loaded machine (as in community.spec.ts); the journey is about the requests, not the worker.
test.use({ serviceWorkers: 'block' });
const topic = `밤에 자주 깨요 ${Date.now() % 100_000}`;

test('a parent books a consultation, the operator schedules and finishes it, and the parent sees each state', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, 'parent');
  await page.goto('/main');
  await page.getByRole('link', { name: ko('Expert consultation') }).click();
  await expect(page).toHaveURL(/\/main\/counsel$/);
  await expect(page.getByRole('heading', { level: 2, name: ko('Talk with a childcare expert') })).toBeVisible();

  // Nothing written: the words are asked for before any payment.
  const form = page.getByRole('form', { name: ko('Request a consultation') });
  const pay = form.getByRole('button', { name: ko('Pay {0} won and request').replace('{0}', '50,000') });
  await pay.click();
  await expect(form.getByRole('alert')).toHaveText(ko('Please write what you would like to talk about.'));
  await form.getByLabel(ko('Phone for the consultation')).fill('010-3333-4444');
  await form.getByLabel(ko('What would you like to talk about?')).fill(topic);
  await form.getByLabel(ko('Weekday evenings (18–21)')).check();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/counsel.png`, fullPage: true });
  await stubTossSdk(page);
  await pay.click();
  await page.waitForURL((url) => url.pathname === '/payments');
  await expect(page.getByLabel(ko('What would you like to talk about?'))).toHaveValue(topic);
  await page.getByLabel(ko('Agree to all')).check();
  await page.getByRole('button', { name: ko('Pay {amountText}').replace('{amountText}', ko('{digits} won').replace('{digits}', '50,000')) }).click();
  await page.getByRole('button', { name: CHECKOUT.pay }).click();
  await page.waitForURL((url) => url.pathname === '/main/counsel');
  const mine = page
    .getByRole('list', { name: ko('My requests') })
    .getByRole('listitem')
    .filter({ hasText: topic });
  await expect(mine).toContainText(ko('Waiting for a time'));

  // The operator finds it waiting, gives it an expert and a time, then finishes it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto('/admin/consultation?status=REQUESTED');
  await page.getByRole('row').filter({ hasText: '010-****-4444' }).first().getByRole('link').first().click();
  await expect(page).toHaveURL(/consultationId=\d+/);
  await expect(page.getByText(topic)).toBeVisible();
  const schedule = page.locator('form').filter({ hasText: ko('Schedule the consultation') });
  await schedule.getByLabel(ko('Expert'), { exact: true }).selectOption({ label: '육아전문가' });
  const tomorrow = new Date(Date.now() + 24 * 3_600_000 + 9 * 3_600_000).toISOString().slice(0, 10);
  await schedule.getByLabel(ko('Time (Korea time)')).fill(`${tomorrow}T14:00`);
  await schedule.getByRole('button', { name: ko('Schedule'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The consultation is scheduled and the member was told.') })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-consultation-detail.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'parent');
  await page.goto('/main/counsel');
  await expect(mine).toContainText(ko('Time set'));
  await expect(mine).toContainText('육아전문가');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto('/admin/consultation?status=SCHEDULED');
  await page.getByRole('row').filter({ hasText: '010-****-4444' }).first().getByRole('link').first().click();
  await page.getByRole('button', { name: ko('The consultation took place') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The consultation has been marked finished.') })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'parent');
  await page.goto('/main/counsel');
  await expect(mine).toContainText(ko('Consultation done'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/counsel-done.png`, fullPage: true });
});
