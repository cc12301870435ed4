import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, authHeaders, storeTokens, type Tokens } from './fixtures.ts';
import { ko } from './ko.ts';

/** Decision 0013: view and record the national vaccinations and checkups from the child's page (SPEC §7). */

type Item = { id: number; key: string; date: string | null };

async function dodamId(request: APIRequestContext, tokens: Tokens): Promise<number> {
  const res = await request.get('/api/members/children', { headers: authHeaders(tokens) });
  const body: { data: { children: { id: number; nickname: string }[] } } = await res.json();
  const child = body.data.children.find((c) => c.nickname === '도담이');
  if (!child) throw new Error('demo child 도담이 missing');
  return child.id;
}

async function itemOf(request: APIRequestContext, tokens: Tokens, path: string, key: string): Promise<Item> {
  const res = await request.get(path, { headers: authHeaders(tokens) });
  const body: { data: { items: Item[] } } = await res.json();
  const item = body.data.items.find((i) => i.key === key);
  if (!item) throw new Error(`no ${key}`);
  return item;
}

/** The list row of a dose or round, found by its record/edit button's accessible name. */
const rowOf = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }) });

test('records a vaccination date with a memo and sees it done; clearing asks first', async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  await storeTokens(page, tokens);
  const id = await dodamId(page.request, tokens);
  await page.goto(`/my-page/child-info/${id}?tab=vaccinations`);

  // 도담이 is about 13 months old: the 12-15 month doses are due and the next one is highlighted.
  await expect(page.getByRole('region', { name: ko('Next vaccination') })).toBeVisible();
  const title = '수두 (VAR) 1차';
  const row = rowOf(page, title);
  await expect(row).toContainText(ko('Due now'));
  await expect(row).toContainText(/D - \d+/);

  await row.getByRole('button', { name: `${title} 기록하기` }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // A future date is refused in place (SPEC §4 Korea time), then a real date is saved.
  await dialog.getByLabel(ko('Vaccination date')).fill('2099-01-01');
  await dialog.getByRole('button', { name: ko('Save') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ko('The date cannot be later than today.'));
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date()));
  await dialog.getByLabel(ko('Vaccination date')).fill(today);
  await dialog.getByLabel(ko('Memo (optional)')).fill('우리동네 소아과, 이상 반응 없음');
  await dialog.getByRole('button', { name: ko('Save') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(ko('Done'));
  await expect(row).toContainText('우리동네 소아과, 이상 반응 없음');

  // Still there after a reload (the server has it).
  await page.reload();
  await expect(rowOf(page, title)).toContainText(ko('Done'));

  // Clearing the record asks for confirmation, then the dose is due again.
  await rowOf(page, title)
    .getByRole('button', { name: `${title} 기록 수정` })
    .click();
  await page
    .getByRole('dialog', { name: title })
    .getByRole('button', { name: ko('Clear record') })
    .click();
  const confirm = page.getByRole('dialog', { name: ko('Clear this record?') });
  await confirm.getByRole('button', { name: ko('Clear'), exact: true }).click();
  await expect(rowOf(page, title)).toContainText(ko('Due now'));
  await expect(rowOf(page, title)).not.toContainText('우리동네 소아과');
});

test('records a health checkup', async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  await storeTokens(page, tokens);
  const id = await dodamId(page.request, tokens);
  await page.goto(`/my-page/child-info/${id}?tab=checkups`);

  await expect(page.getByRole('region', { name: ko('Next checkup') })).toContainText('영유아 건강검진 4차');
  const title = '영유아 건강검진 4차';
  await rowOf(page, title)
    .getByRole('button', { name: `${title} 기록하기` })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel(ko('Memo (optional)')).fill('발달 정상, 다음 검진 안내받음');
  await dialog.getByRole('button', { name: ko('Save') }).click();
  // 도담이 is 13 months old and the 4th round is 18-24 months: saving today asks first and says why (decision 0071).
  const confirm = page.getByRole('dialog', { name: ko('This date is before the recommended window') });
  await expect(confirm).toContainText('18~24개월');
  await expect(confirm).toContainText(/13개월 \d+일/);
  await page.screenshot({ path: '/tmp/records-early-confirm.png' });
  await confirm.getByRole('button', { name: ko('Cancel') }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, title)).not.toContainText(ko('Done'));
  await dialog.getByRole('button', { name: ko('Save') }).click();
  await confirm.getByRole('button', { name: ko('Record anyway') }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, title)).toContainText(ko('Done'));
  await expect(rowOf(page, title)).toContainText('발달 정상');
  // The next checkup moves on.
  await expect(page.getByRole('region', { name: ko('Next checkup') })).not.toContainText(title);

  // Leave the demo child as it was for the other journeys.
  const path = `/api/members/children/${id}/health-checkups`;
  const item = await itemOf(page.request, tokens, path, 'CHECKUP-4');
  expect(item.date).not.toBeNull();
  const reset = await page.request.patch(`${path}/${item.id}`, { headers: authHeaders(tokens), data: { date: null, memo: null } });
  expect(reset.ok()).toBeTruthy();
});

test('an unborn child shows that the schedule starts at birth', async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  await storeTokens(page, tokens);
  const res = await page.request.get('/api/members/children', { headers: authHeaders(tokens) });
  const body: { data: { children: { id: number; born: boolean }[] } } = await res.json();
  const unborn = body.data.children.find((c) => !c.born);
  if (!unborn) throw new Error('demo unborn child missing');
  await page.goto(`/my-page/child-info/${unborn.id}?tab=vaccinations`);
  // The page's own status (the route's loading status may still be there beside it).
  await expect(page.getByRole('status').filter({ hasText: '태어나면' })).toBeVisible();
});
