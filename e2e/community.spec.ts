import { expect, test } from '@playwright/test';
import { apiSignIn, authHeaders, signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

/**
 * Decision 0018: the demo parent reads the entries 새싹맘 (demo member `friend`) shared, filters by
 * age, comments (write, edit, delete), reports a comment, and blocks 새싹맘 so that her entries leave
 * the feed. The block is undone at the end so that later journeys see the demo data as seeded.
 */

// These journeys are about the community, not offline use: without the service worker, its first
// install (precaching every chunk) does not queue the next page's chunk behind it on a loaded
// machine, where a tap on 댓글 waited past the test's 30 s.
test.use({ serviceWorkers: 'block' });

const FIRST = '처음으로 "엄마"라고 했어요';
const QUESTION = '이유식 거부 사흘째';
const FRIEND = '새싹맘';

test('the parent reads shared entries, filters by age and comments on one', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/community');
  const feed = page.getByRole('list', { name: ko('Shared entries') });
  // Other demo members may share entries too: count 새싹맘's.
  const hers = feed.getByRole('link').filter({ hasText: FRIEND });
  await expect(feed.getByRole('link', { name: new RegExp(FIRST) })).toBeVisible();
  await expect(hers).toHaveCount(4);

  // 새싹이 is about 10 months old: level 1 (7-12 months).
  await page.getByRole('button', { name: ko('7-12 months') }).click();
  await expect(page).toHaveURL(/\/community\?ageLevel=1$/);
  await expect(hers).toHaveCount(4);
  await page.getByRole('button', { name: ko('Under 7 months') }).click();
  await expect(page).toHaveURL(/\/community\?ageLevel=0$/);
  await expect(page.getByText(ko('No shared entries for this age yet.')).or(feed)).toBeVisible();
  await expect(hers).toHaveCount(0);
  await page.getByRole('button', { name: ko('All ages') }).click();

  await feed.getByRole('link', { name: new RegExp(QUESTION) }).click();
  await expect(page).toHaveURL(/\/community\/shared-diary\/\d+$/);
  await expect(page.getByRole('heading', { name: QUESTION })).toBeVisible();
  await expect(page.getByText('다른 분들은 이유식 거부할 때 어떻게 하셨나요?')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '당근 퓌레, 바나나' })).toBeVisible();

  await page.getByRole('link', { name: ko('Comments {count}').replace('{count}', '2'), exact: true }).click();
  await expect(page).toHaveURL(/\/comments$/);
  const list = page.getByRole('list', { name: ko('Comments') });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const box = page.getByLabel(ko('Write a comment'));
  await page.getByRole('button', { name: ko('Post') }).click();
  await expect(page.getByRole('alert')).toContainText(ko('Please write a comment.'));
  await box.fill('  저희 아이는 고구마를 좋아했어요.  ');
  await page.getByRole('button', { name: ko('Post') }).click();
  const mine = list.getByRole('listitem').filter({ hasText: '저희 아이는 고구마를 좋아했어요.' });
  await expect(mine).toBeVisible();
  await expect(box).toHaveValue('');

  await mine.getByRole('button', { name: ko('Edit') }).click();
  // While editing, the item holds the text in a box (not as text): find the box by its label.
  await page.getByLabel(ko('Edit the comment')).fill('저희 아이는 단호박을 좋아했어요.');
  await page.getByRole('button', { name: ko('Save') }).click();
  const edited = list.getByRole('listitem').filter({ hasText: '저희 아이는 단호박을 좋아했어요.' });
  await expect(edited).toContainText(ko('edited'));

  await edited.getByRole('button', { name: ko('Delete') }).click();
  const confirm = page.getByRole('dialog', { name: ko('Delete this comment?') });
  await confirm.getByRole('button', { name: ko('Delete') }).click();
  await expect(confirm).toBeHidden();
  await expect(list.getByRole('listitem')).toHaveCount(2);
});

test('the parent reports a comment, then blocks 새싹맘 and her entries disappear', async ({ page }) => {
  await signInAs(page, 'parent');
  try {
    await page.goto('/community');
    await page.getByRole('link', { name: new RegExp(QUESTION) }).click();
    await expect(page).toHaveURL(/\/community\/shared-diary\/\d+$/);
    // Exactly the entry's comments link: while the entry page loads, the feed's card (whose name also
    // says 댓글 2) is still on screen, and a click on it only opens the entry again.
    await page.getByRole('link', { name: ko('Comments {count}').replace('{count}', '2'), exact: true }).click();
    await expect(page).toHaveURL(/\/comments$/);

    const theirs = page.getByRole('listitem').filter({ hasText: '내일은 사과를 섞어 볼게요' });
    await theirs.getByRole('button', { name: ko('Report') }).click();
    const dialog = page.getByRole('dialog', { name: ko('Report this comment') });
    await expect(dialog.getByRole('button', { name: ko('Report') })).toBeDisabled();
    await dialog.getByRole('radio', { name: ko('Spam or advertising') }).check();
    await dialog.getByLabel(ko('Details (optional)')).fill('광고 같아요');
    await dialog.getByRole('button', { name: ko('Report') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ko('Thank you. Your report was received.'))).toBeVisible();

    await page.getByRole('button', { name: ko('Back') }).click();
    await expect(page).toHaveURL(/\/community\/shared-diary\/\d+$/);
    await page.getByRole('button', { name: ko('More actions') }).click();
    await page.getByRole('button', { name: ko('Block this member') }).click();
    const confirm = page.getByRole('dialog', { name: ko('Block {nickname}?').replace('{nickname}', '새싹맘') });
    await confirm.getByRole('button', { name: ko('Block') }).click();

    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('heading', { name: ko('Community') })).toBeVisible();
    await expect(page.getByRole('link').filter({ hasText: FRIEND })).toHaveCount(0);
    await page.getByText(ko('Blocked members')).click();
    await expect(page.getByRole('listitem').filter({ hasText: '새싹맘' })).toBeVisible();
  } finally {
    const tokens = await apiSignIn(page.request, 'friend');
    const me = await (await page.request.get('/api/users/me', { headers: authHeaders(tokens) })).json();
    const parent = await apiSignIn(page.request, 'parent');
    await page.request.delete(`/api/members/community/blocks/${me.data.id}`, { headers: authHeaders(parent) });
  }
});
