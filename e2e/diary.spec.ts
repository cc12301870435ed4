import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiSignIn, authHeaders, storeTokens } from './fixtures.ts';
import { koreaToday, parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

// Decision 0020: write an entry with care areas, text and a photo; read it; edit it the same day;
// see it read-only after the Korea-time day is over (browser clock a day ahead, and a seeded past
// entry the server calls not editable); delete it with confirmation.
const DAY = 86_400_000;

test('writes an entry with areas, text and a photo, reads it, edits it the same day and deletes it', async ({ page }) => {
  // Write, photo, read, edit, share, search and delete: a long journey, given its own time on a busy machine.
  test.setTimeout(180_000);
  await parentWithChild(page, 300);
  await page.goto('/diary/write');
  const form = page.getByRole('form', { name: ko('Diary') });
  await expect(form).toBeVisible();
  await expect(page.getByText(ko('No diary entries this month yet.'))).toBeVisible();

  // The story editor loads on its own (lazy); the buttons below it move once it is there.
  await expect(form.getByTestId('diary-editor')).toBeVisible();
  // A screen reader hears the tool, not its shortcut; the shortcut is announced as one (decision 0075).
  const toolbar = form.getByRole('toolbar', { name: ko('Text formatting') });
  await expect(toolbar.getByRole('button', { name: ko('Bold'), exact: true })).toHaveAttribute('aria-keyshortcuts', /^(Control|Meta)\+B$/);
  await expect(toolbar.getByRole('button', { name: ko('Italic'), exact: true })).toHaveAttribute('aria-keyshortcuts', /^(Control|Meta)\+I$/);
  // Nothing written: saving asks for something first.
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(form.getByRole('alert')).toContainText(ko('Write something, record an area or add a photo before saving.'));

  await form.getByRole('textbox', { name: ko('Title'), exact: true }).fill('첫 이유식');
  const openArea = (area: string) => form.locator(`details[data-area=${area}] > summary`).click();
  await openArea('water');
  await form.getByLabel(`${ko('Amount')} (ml)`).fill('9000');
  await openArea('sleep');
  await form.getByLabel(`${ko('Hours slept')} (${ko('h')})`).fill('11.5');
  await openArea('childMeal');
  await form
    .getByLabel(`${ko('Meals')} (${ko('times')})`)
    .first()
    .fill('3');
  await form.getByText(ko('A lot'), { exact: true }).click();
  await openArea('mood');
  await form.locator('label', { hasText: ko('Very good') }).click();
  await expect(form.getByRole('radio', { name: ko('Very good') })).toBeChecked();
  // Inline validation from the contract's ranges.
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(form.getByText(ko('Enter a whole number from {min} to {max}.').replace('{min}', '0').replace('{max}', '5000'))).toBeVisible();
  await form.getByLabel(`${ko('Amount')} (ml)`).fill('600');

  const editor = page.getByTestId('diary-editor');
  await editor.click();
  await page.keyboard.type('오늘 처음 ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('당근죽');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('을 먹었어요.');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: ko('Bulleted list') }).click();
  await page.keyboard.type('잘 먹음');

  const png = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#f08a5d' } })
    .png()
    .toBuffer();
  await form.locator('input[type=file]').setInputFiles({ name: 'carrot.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: ko('New photo {n}').replace('{n}', '1') })).toBeVisible();

  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(page).toHaveURL(/\/diary\/read\/\d+$/);
  const entry = page.getByRole('article');
  await expect(entry.getByRole('heading', { name: '첫 이유식' })).toBeVisible();
  await expect(entry.getByRole('definition').filter({ hasText: '600ml' })).toBeVisible();
  await expect(entry.getByText(`3${ko('{times} times · {how}').replace('{times}', '').replace('{how}', ko('A lot'))}`)).toBeVisible();
  await expect(entry.locator('span', { hasText: '당근죽' }).first()).toHaveCSS('font-weight', '700');
  await expect(entry.getByRole('listitem').filter({ hasText: '잘 먹음' })).toBeVisible();
  const photo = entry.getByRole('img', { name: ko('Photo {0}').replace('{0}', '1') });
  await expect(photo).toBeVisible();
  // Compressed on the client: the longer side is at most 1600 px.
  expect(await photo.evaluate((img: HTMLImageElement) => Math.max(img.naturalWidth, img.naturalHeight))).toBeLessThanOrEqual(1600);

  // The same day it is editable; a second visit to /diary/write opens today's entry.
  const readUrl = page.url();
  const diaryId = readUrl.split('/').pop();
  await page.goto('/diary/write');
  await expect(page).toHaveURL(new RegExp(`/diary/write/${diaryId}$`));
  const editForm = page.getByRole('form', { name: ko('Diary') });
  await expect(editForm.getByRole('textbox', { name: ko('Title'), exact: true })).toHaveValue('첫 이유식');
  await editForm.getByRole('textbox', { name: ko('Title'), exact: true }).fill('첫 이유식 성공');
  // Leaving with unsaved changes asks first.
  await page.getByRole('button', { name: ko('Back') }).click();
  const leave = page.getByRole('dialog', { name: ko('Leave without saving?') });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: ko('Cancel') }).click();
  await editForm.getByRole('button', { name: ko('Save') }).click();
  await expect(page).toHaveURL(new RegExp(`/diary/read/${diaryId}$`));
  await expect(page.getByRole('heading', { name: '첫 이유식 성공' })).toBeVisible();

  // Share, then the comments page with its empty state.
  const share = page.getByRole('switch', { name: ko('Share with the community') });
  await share.click();
  await expect(share).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('link', { name: ko('Comments ({0})').replace('{0}', '0') }).click();
  // The author is told replies go here (decision 0073), not invited to write the first comment.
  await expect(page.getByText(ko('No comments yet. When other parents leave one, you can reply here.'), { exact: true })).toBeVisible();
  await page.goBack();

  // The month list on the write page, and the search of every month (decision 0073).
  await page.goto(`/diary/write?date=${koreaToday().slice(0, 8)}01`);
  const list = page.getByRole('list', { name: /일기/ });
  await expect(list).toContainText('첫 이유식 성공');
  await page.getByRole('searchbox', { name: ko('Search all entries') }).fill('없는말');
  await expect(page.getByText(ko('No entry in any month matches “{q}”.').replace('{q}', '없는말'))).toBeVisible();

  // Delete with confirmation.
  await page.goto(readUrl);
  await page.getByRole('button', { name: ko('Delete') }).click();
  const confirm = page.getByRole('dialog', { name: ko('Delete this entry?') });
  await confirm.getByRole('button', { name: ko('Delete') }).click();
  // Opened by its address, not from the list: the diary's home of the entry's month replaces it, and says it is done.
  await expect(page).toHaveURL(/\/diary\?month=\d{4}-\d{2}$/);
  await expect(page.getByText(ko('The entry has been deleted.'))).toBeVisible();
  await page.goto(readUrl);
  // A deleted entry's old link says so on the page, with the way back to the diary.
  await expect(page.getByText(ko('The diary could not be found.'))).toBeVisible();
  await expect(page.getByRole('link', { name: ko('Go to the diary') })).toBeVisible();
});

test('after the Korea-time day is over an entry opens read-only with an explanation', async ({ page }) => {
  const { tokens, childId } = await parentWithChild(page, 100);
  const res = await page.request.post('/api/members/diaries', {
    headers: { ...authHeaders(tokens), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      clientId: crypto.randomUUID(),
      childId,
      entryDate: koreaToday(),
      title: '어제의 일기',
      areas: { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: { mood: 'GOOD', note: null }, breastfeeding: null },
      content: null,
      contentText: '잘 잤어요',
    },
  });
  expect(res.ok()).toBeTruthy();
  const { data } = (await res.json()) as { data: { id: number } };
  // The browser's clock is a day ahead: the copy the server still calls editable is judged again (SPEC §4).
  await page.clock.install({ time: new Date(Date.now() + DAY) });
  await page.goto(`/diary/write/${data.id}`);
  await expect(page.getByText(ko('This entry can no longer be edited.'))).toBeVisible();
  await expect(page.getByRole('form', { name: ko('Diary') })).toHaveCount(0);
  await page.getByRole('link', { name: ko('Read the entry') }).click();
  await expect(page.getByRole('heading', { name: '어제의 일기' })).toBeVisible();
  await expect(page.getByText('잘 잤어요')).toBeVisible();
  await expect(page.getByRole('link', { name: ko('Edit') })).toHaveCount(0);
  await expect(page.getByText(ko('Entries can be edited only on the day they were written (Korea time).'))).toBeVisible();
});

test('a past entry of the demo week is read-only as the server says (written on an earlier Korea day)', async ({ page }) => {
  const tokens = await apiSignIn(page.request, 'parent');
  const children = (await (await page.request.get('/api/members/children', { headers: authHeaders(tokens) })).json()) as {
    data: { children: { id: number; nickname: string }[] };
  };
  const dodam = children.data.children.find((c) => c.nickname === '도담이');
  if (!dodam) throw new Error('no 도담이');
  const list = (await (await page.request.get(`/api/members/diaries?childId=${dodam.id}`, { headers: authHeaders(tokens) })).json()) as {
    data: { diaries: { id: number; title: string | null; editable: boolean }[] };
  };
  const past = list.data.diaries.find((d) => !d.editable);
  if (!past) throw new Error('no past entry in the demo week');
  await storeTokens(page, tokens);
  await page.goto(`/diary/write/${past.id}`);
  await expect(page.getByText(ko('This entry can no longer be edited.'))).toBeVisible();
  await page.getByRole('link', { name: ko('Read the entry') }).click();
  await expect(page.getByRole('heading', { name: past.title ?? ko('(No title)') })).toBeVisible();
  await expect(page.getByRole('link', { name: ko('Edit') })).toHaveCount(0);
});
