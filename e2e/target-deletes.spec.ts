import { expect, test } from '@playwright/test';
import { authHeaders } from './fixtures.ts';
import { koreaDaysAgo } from './diary-outbox-helpers.ts';
import { parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';
import { paidOrder } from './toss.ts';

/**
 * Decision 0087 in the browser: an entry whose paid expert comment is not written yet is not
 * deleted, and the delete question says why inside itself (as the child's does); the entry stays.
 */
const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };

test('deleting an entry with a paid comment not yet written is refused in the dialog, with the reason', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 400);
  const res = await page.request.post('/api/members/diaries', {
    headers: { ...authHeaders(tokens), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      clientId: crypto.randomUUID(),
      childId,
      entryDate: koreaDaysAgo(1),
      title: '코멘트 받을 일기',
      areas: none,
      content: null,
      contentText: '낮잠을 두 번 잤어요',
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const diaryId = ((await res.json()) as { data: { id: number } }).data.id;
  await paidOrder(page.request, tokens, { orderableType: 'DIARY_COMMENT', targetId: diaryId, expectedAmount: 10_000 });

  await page.goto(`/diary/read/${diaryId}`);
  await page.getByRole('button', { name: ko('Delete'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: ko('Delete'), exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    ko(
      'The expert comment paid for this entry is not written yet, so the entry cannot be deleted. Please cancel it in the payment history first, or delete the entry once the comment is written.',
    ),
  );
  await dialog.getByRole('button', { name: ko('Cancel'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect((await page.request.get(`/api/members/diaries/${diaryId}`, { headers: authHeaders(tokens) })).status()).toBe(200);
});
