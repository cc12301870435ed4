import { expect, test } from '@playwright/test';
import { ko } from './ko.ts';
import { formatKoreanDateTime } from '../src/contract/calendar/format.ts';
import { apiSignIn, authHeaders, signInAs } from './fixtures.ts';
import { CHECKOUT, paidConsultation, stubTossSdk } from './toss.ts';

// SPEC §2 /main/counsel and /admin/consultation, §4, §8 "consultation finished", §9 CONSULTATION;
// decisions 0069, 0084: a parent requests a consultation from /main's floating button and pays; an
// operator schedules it with an expert and a time (not past, not beyond a year), cannot finish it
// before its time, finishes it once the time has come, each step confirmed by name and time; the
// parent sees each state. A cancel and refund is in the request's own history.
const SHOTS = process.env.E2E_SCREENSHOTS;
// The parent's pages install the service worker, whose first precache competes with the back office's
// chunks on this loaded machine (as in community.spec.ts); the journey is about the requests, not the worker.
test.use({ serviceWorkers: 'block' });
const topic = `밤에 자주 깨요 ${Date.now() % 100_000}`;

/** The Korea day `days` from today (YYYY-MM-DD), for a datetime-local value. */
const koreaDay = (days: number) => new Date(Date.now() + days * 24 * 3_600_000 + 9 * 3_600_000).toISOString().slice(0, 10);

/** The next whole minute on the Korea wall clock, as a datetime-local value and its instant. */
function nextKoreaMinute(): { local: string; at: number } {
  const at = Math.ceil((Date.now() + 1000) / 60_000) * 60_000;
  return { local: new Date(at + 9 * 3_600_000).toISOString().slice(0, 16), at };
}

test('a parent books a consultation, the operator schedules and finishes it, and the parent sees each state', async ({ page }) => {
  test.setTimeout(270_000);
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
  const time = schedule.getByLabel(ko('Time (Korea time)'));
  // A past time, or one beyond a year, is said at the field before anything is asked (decision 0084).
  await time.fill(`${koreaDay(-1)}T14:00`);
  await schedule.getByRole('button', { name: ko('Schedule'), exact: true }).click();
  await expect(schedule.getByRole('alert')).toHaveText(ko('Please choose a time from now on.'));
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await time.fill(`${koreaDay(367)}T14:00`);
  await schedule.getByRole('button', { name: ko('Schedule'), exact: true }).click();
  await expect(schedule.getByRole('alert')).toHaveText(ko('Please choose a time within a year from now.'));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The confirmation names the member and the time.
  await time.fill(`${koreaDay(1)}T14:00`);
  await schedule.getByRole('button', { name: ko('Schedule'), exact: true }).click();
  const asked = page.getByRole('dialog');
  await expect(asked).toContainText('하늘맘');
  await expect(asked).toContainText(formatKoreanDateTime(`${koreaDay(1)}T14:00:00+09:00`));
  await asked.getByRole('button', { name: ko('Schedule'), exact: true }).click();
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
  // Tomorrow's call has not taken place: finishing it now is refused, with nothing asked.
  const finish = page.locator('form').filter({ hasText: ko('The consultation took place') });
  await finish.getByRole('button', { name: ko('The consultation took place') }).click();
  await expect(finish.getByRole('alert')).toHaveText(
    ko('The consultation time has not come yet. It can be marked finished or a no-show once the scheduled time has passed.'),
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Moved to the next minute, it can be finished once that minute has come.
  const soon = nextKoreaMinute();
  const reschedule = page.locator('form').filter({ hasText: ko('Reschedule') });
  await reschedule.getByLabel(ko('Time (Korea time)')).fill(soon.local);
  await reschedule.getByRole('button', { name: ko('Reschedule'), exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(formatKoreanDateTime(new Date(soon.at).toISOString()));
  await page
    .getByRole('dialog')
    .getByRole('button', { name: ko('Reschedule'), exact: true })
    .click();
  await expect(page.getByRole('status').filter({ hasText: ko('The consultation is scheduled and the member was told.') })).toBeVisible();
  await page.waitForTimeout(Math.max(0, soon.at - Date.now() + 1_000));
  await finish.getByRole('button', { name: ko('The consultation took place') }).click();
  const finishing = page.getByRole('dialog');
  await expect(finishing).toContainText('하늘맘');
  await expect(finishing).toContainText(formatKoreanDateTime(new Date(soon.at).toISOString()));
  await finishing.getByRole('button', { name: ko('Mark as finished') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The consultation has been marked finished.') })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'parent');
  await page.goto('/main/counsel');
  await expect(mine).toContainText(ko('Consultation done'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/counsel-done.png`, fullPage: true });
});

test('an operator cancels and refunds a request after a confirmation naming the member and the time, and sees it in its history', async ({ page }) => {
  test.setTimeout(135_000);
  const parent = await apiSignIn(page.request, 'parent');
  const words = `취소할 상담 ${Date.now() % 100_000}`;
  await paidConsultation(page.request, parent, '카드', { consultationContent: words });
  const mine: { id: number; content: string | null }[] = (await (await page.request.get('/api/members/consultations', { headers: authHeaders(parent) })).json())
    .data.consultations;
  const id = mine.find((c) => c.content === words)?.id;
  expect(id).toBeDefined();

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, 'admin');
  await page.goto(`/admin/consultation?consultationId=${id}`);
  await expect(page.getByText(words)).toBeVisible();
  const cancel = page.locator('form').filter({ hasText: ko('Cancel and refund') });
  await cancel.getByRole('textbox').fill('회원이 일정 때문에 취소를 요청했어요');
  await cancel.getByRole('button', { name: ko('Cancel and refund') }).click();
  const asked = page.getByRole('dialog');
  await expect(asked).toContainText('하늘맘');
  await expect(asked).toContainText(ko('no time set yet'));
  await asked.getByRole('button', { name: ko('Cancel and refund') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The consultation is canceled and the payment refunded.') })).toBeVisible();
  const history = page.getByRole('region', { name: ko('Audit log of this record') });
  await expect(history.getByRole('row').filter({ hasText: ko('Order item canceled') })).toContainText('회원이 일정 때문에 취소를 요청했어요');
});
