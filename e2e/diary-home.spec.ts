import { expect, test } from '@playwright/test';
import { authHeaders } from './fixtures.ts';
import { koreaToday, parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

// Decision 0034: the diary has a home (/diary) with today's entry, the month list and the PDF-book
// offer, reached from the home screen's shortcut and the child's page; the home card says when
// today's entry is written; an unborn child is offered no diary (SPEC §4).
const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

test('the diary home keeps the month list and the PDF book reachable once today is written', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 200);
  await page.goto('/main');
  await page
    .getByRole('navigation', { name: ko('Shortcuts') })
    .locator('a[href="/diary"]')
    .click();
  await expect(page).toHaveURL(/\/diary$/);
  await expect(page.getByRole('link', { name: ko("Write {name}'s diary for today").replace('{name}', '봄이') })).toHaveAttribute('href', '/diary/write');

  const res = await page.request.post('/api/members/diaries', {
    headers: { ...authHeaders(tokens), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      clientId: crypto.randomUUID(),
      childId,
      entryDate: koreaToday(),
      title: '오늘의 산책',
      areas: none,
      content: null,
      contentText: '공원에 다녀왔어요',
    },
  });
  expect(res.ok()).toBeTruthy();
  const diaryId = ((await res.json()) as { data: { id: number } }).data.id;

  // The home card now says today's entry is written and opens it.
  await page.goto('/main');
  const card = page.getByTestId('home-diary-card');
  await expect(card).toContainText(ko("Today's entry is written. Open it"));
  await expect(card).toHaveAttribute('href', `/diary/read/${diaryId}`);

  // The child's page leads to the diary home, not to the write page that opens today's entry.
  await page.goto(`/my-page/child-info/${childId}?tab=profile`);
  await page.getByTestId('child-diary-link').click();
  await expect(page).toHaveURL(/\/diary$/);
  await expect(page.getByRole('link', { name: ko("Open today's entry") })).toHaveAttribute('href', `/diary/read/${diaryId}`);
  await expect(page.getByRole('list', { name: new RegExp(ko('Entries of {monthLabel}').replace('{monthLabel}', '.+')) }).getByRole('link')).toContainText([
    '오늘의 산책',
  ]);
  await expect(page.getByRole('button', { name: ko('Make a diary PDF book') })).toBeVisible();
  await page.getByRole('button', { name: ko('Previous month') }).click();
  await expect(page.getByText(ko('No diary entries this month yet.'))).toBeVisible();
});

test('an unborn child is offered no diary: the home card and the diary home explain instead, and lead to the pregnancy diary', async ({ page }) => {
  const { childId } = await parentWithChild(page, -40);
  await page.goto('/main');
  const card = page.getByTestId('home-diary-card');
  await expect(card).toContainText(ko('A diary for {nickname} starts at birth.').replace('{nickname}', '봄이'));
  await card.click();
  await expect(page).toHaveURL(/\/diary$/);
  await expect(page.getByRole('status').filter({ hasText: ko('A diary can be written after your child is born.') })).toBeVisible();
  await expect(page.getByRole('link', { name: ko('Record the birth') })).toHaveAttribute('href', `/my-page/child-info/${childId}?tab=profile`);
  // No diary to write; the pregnancy diary instead (decision 0100).
  await expect(page.locator('a[href^="/diary/write"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: ko('Write the pregnancy diary') })).toHaveAttribute('href', '/pregnancy-diary');
  await expect(page.getByRole('button', { name: ko('Make a diary PDF book') })).toHaveCount(0);
});

test('no PDF book is sold for a child without a diary entry: the offer explains and the server refuses', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 90);
  await page.goto('/diary');
  await expect(
    page.getByRole('status').filter({ hasText: ko('There is no diary entry yet. A PDF book can be made once you have written one.') }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: ko('Make a diary PDF book') })).toHaveCount(0);
  const order = await page.request.post('/api/members/orders', {
    headers: authHeaders(tokens),
    data: {
      customerName: '김여정',
      customerMobilePhone: '010-1234-5678',
      customerEmail: null,
      orderableType: 'DIARY_PDF',
      targetId: childId,
      expectedAmount: 10_000,
    },
  });
  expect(order.status()).toBe(409);
  expect(await order.json()).toEqual({ code: '409', message: 'EmptyDiaryBookException' });
});
