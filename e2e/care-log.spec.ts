import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { authHeaders, type Tokens } from './fixtures.ts';
import { koreaToday, parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

/**
 * The one-tap daily log (decision 0098) on a phone: a tap on /main writes the log and opens the day;
 * timers run on across a reload and offline; a bottle asks its amount with the contract's rule; taps
 * made offline arrive exactly once; a refused write stays in sight until the parent lets it go.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Log = { kind: string; detail: string | null; amountMl: number | null; endedAt: string | null };

async function serverDay(request: APIRequestContext, tokens: Tokens, childId: number): Promise<{ logs: Log[]; running: Log[] }> {
  const res = await request.get(`/api/members/children/${childId}/care-logs?date=${koreaToday()}`, { headers: authHeaders(tokens) });
  return ((await res.json()) as { data: { logs: Log[]; running: Log[] } }).data;
}

const records = (page: Page) => page.getByRole('list', { name: ko('Records of the day') });
const tapButton = (page: Page, source: string) =>
  page.getByRole('list', { name: ko('Record in one tap') }).getByRole('button', { name: ko(source), exact: true });

test('a tap on /main starts a sleep that runs on across a reload; a bottle asks its amount and is fixed in place; a record is deleted after a confirmation', async ({
  page,
}) => {
  const { tokens, childId } = await parentWithChild(page, 200);
  await page.goto('/main');
  const card = page.getByRole('region', { name: ko("Today's log") });
  await card.getByRole('button', { name: ko('Sleep'), exact: true }).click();
  await expect(page).toHaveURL(/\/care-log$/);
  const timers = page.getByRole('list', { name: ko('Running timers') });
  await expect(timers).toContainText(ko('{label} in progress').replace('{label}', ko('Sleep')));
  await expect(tapButton(page, 'Sleep')).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(timers).toContainText(ko('{label} in progress').replace('{label}', ko('Sleep')));
  await expect.poll(async () => (await serverDay(page.request, tokens, childId)).running.map((log) => log.kind)).toEqual(['SLEEP']);
  await timers.getByRole('button', { name: ko('Stop {label}').replace('{label}', ko('Sleep')) }).click();
  await expect(timers).toHaveCount(0);

  // A bottle: nothing typed is refused with the contract's message; 120 ml is kept.
  await tapButton(page, 'Formula').click();
  const amount = page.getByLabel(ko('{label}: how much (ml)').replace('{label}', ko('Formula')));
  await expect(amount).toBeFocused();
  await page.getByRole('button', { name: ko('Record'), exact: true }).click();
  await expect(page.getByText(ko('Enter an amount from 1 to 1,000 ml.'))).toBeVisible();
  await amount.fill('1200');
  await page.getByRole('button', { name: ko('Record'), exact: true }).click();
  await expect(page.getByText(ko('Enter an amount from 1 to 1,000 ml.'))).toBeVisible();
  await amount.fill('120');
  await page.getByRole('button', { name: ko('Record'), exact: true }).click();
  await expect(records(page)).toContainText(`${ko('Formula')} · 120ml`);

  // A mistyped amount is fixed in place; the fix is checked as a tap is.
  await records(page)
    .getByRole('listitem')
    .filter({ hasText: ko('Formula') })
    .getByRole('button', { name: new RegExp(ko('Edit')) })
    .click();
  const edit = page.getByRole('dialog', { name: ko('Edit {label}').replace('{label}', ko('Formula')) });
  const editAmount = edit.getByLabel(ko('{label}: how much (ml)').replace('{label}', ko('Formula')));
  await expect(editAmount).toHaveValue('120');
  await editAmount.fill('');
  await edit.getByRole('button', { name: ko('Save'), exact: true }).click();
  await expect(edit.getByRole('alert')).toHaveText(ko('Enter an amount from 1 to 1,000 ml.'));
  await editAmount.fill('150');
  await edit.getByRole('button', { name: ko('Save'), exact: true }).click();
  await expect(records(page)).toContainText(`${ko('Formula')} · 150ml`);

  await tapButton(page, 'Wet diaper').click();
  await expect(records(page).getByRole('listitem')).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);
  await records(page)
    .getByRole('listitem')
    .filter({ hasText: ko('Wet diaper') })
    .getByRole('button', { name: new RegExp(ko('Delete')) })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: ko('Delete'), exact: true })
    .click();
  await expect(records(page).getByRole('listitem')).toHaveCount(2);
  await expect
    .poll(async () => (await serverDay(page.request, tokens, childId)).logs.map((log) => [log.kind, log.amountMl]).sort())
    .toEqual([
      ['FEEDING', 150],
      ['SLEEP', null],
    ]);
});

test('taps made offline show at once, survive an offline reload with their timer, and arrive exactly once', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { tokens, childId } = await parentWithChild(page, 90);
  await page.goto('/main');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/care-log');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await expect(page.getByText(ko('Nothing recorded on this day yet.'))).toBeVisible();

  await context.setOffline(true);
  await tapButton(page, 'Dirty diaper').click();
  await tapButton(page, 'Left breast').click();
  const waiting = records(page).getByText(ko('Saved on this phone; it will be sent when online'));
  await expect(waiting).toHaveCount(2);
  await page.reload();
  await expect(waiting).toHaveCount(2);
  await expect(page.getByRole('list', { name: ko('Running timers') })).toContainText(ko('Left breast'));
  expect((await serverDay(page.request, tokens, childId)).logs).toEqual([]);

  await context.setOffline(false);
  await expect(waiting).toHaveCount(0, { timeout: 20_000 });
  const day = await serverDay(page.request, tokens, childId);
  expect(day.logs.map((log) => log.detail).sort()).toEqual(['BREAST_LEFT', 'DIRTY']);
  expect(day.running.map((log) => log.detail)).toEqual(['BREAST_LEFT']);
});

test.describe('a write the server refuses', () => {
  test.use({ serviceWorkers: 'block' });

  test('stays in sight with its reason until the parent discards it', async ({ page }) => {
    const { tokens, childId } = await parentWithChild(page, 30);
    await page.route('**/api/members/children/*/care-logs/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: '400', message: 'InvalidCareLogTime' }) });
    });
    await page.goto('/care-log');
    await tapButton(page, 'Solids').click();
    const row = records(page)
      .getByRole('listitem')
      .filter({ hasText: ko('Solids') });
    await expect(row).toContainText(ko('Please check the time: the end must come after the start, within 24 hours, and not in the future.'));
    await page.reload();
    await expect(row).toContainText(ko('Please check the time: the end must come after the start, within 24 hours, and not in the future.'));
    await row.getByRole('button', { name: ko('Discard {label}').replace('{label}', ko('Solids')) }).click();
    await expect(page.getByText(ko('Nothing recorded on this day yet.'))).toBeVisible();
    expect((await serverDay(page.request, tokens, childId)).logs).toEqual([]);
  });
});
