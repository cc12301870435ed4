import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { authHeaders, signInAs } from './fixtures.ts';
import { koreaToday, parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

// SPEC §2 /admin/parent-diary, decision 0042, at the operator's desktop size: an admin finds one of
// 새싹맘's shared entries (demo member `friend`), hides it with a reason, and a member no longer sees
// it on /community; showing it again brings it back (later journeys see the demo data as seeded).
test.use({ viewport: { width: 1280, height: 800 } });

const SHOTS = process.env.E2E_SCREENSHOTS;
const TITLE = '공원 산책';

/** How many of 새싹맘's TITLE entries a member sees on /community, in a browser of their own (no cached feed). */
async function hersInFeed(browser: Browser): Promise<number> {
  const member = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await member.newPage();
  await signInAs(page, 'parent');
  await page.goto('/community');
  const feed = page.getByRole('list', { name: ko('Shared entries') });
  await expect(feed.getByRole('link', { name: /처음으로 "엄마"라고 했어요/ })).toBeVisible();
  // The demo parent has an entry of the same title: count 새싹맘's.
  const count = await feed.getByRole('link').filter({ hasText: '새싹맘' }).filter({ hasText: TITLE }).count();
  await member.close();
  return count;
}

test('an admin hides a shared entry with a reason and a member no longer sees it on /community', async ({ page, browser }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/parent-diary');
  await expect(page).toHaveURL(/\/admin\/parent-diary\/diary$/);
  await expect(page.getByRole('heading', { level: 1, name: ko('Diary management') })).toBeVisible();

  await page.getByLabel(ko('Search by')).selectOption('nickname');
  await page.getByLabel(ko('Search text')).fill('새싹');
  await page.getByRole('button', { name: ko('Search'), exact: true }).click();
  await page.getByLabel(ko('Sharing')).selectOption('yes');
  await expect(page).toHaveURL(/category=nickname/);
  await expect(page).toHaveURL(/shared=yes/);
  const link = page.getByRole('row').filter({ hasText: '새싹맘' }).getByRole('link', { name: TITLE });
  await expect(link).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-diary-list.png` });

  await link.click();
  await expect(page).toHaveURL(/\/admin\/parent-diary\/diary\/diary-detail\?diaryId=\d+/);
  await expect(page.getByText(ko('Shared on the community'))).toBeVisible();
  const hideForm = page.locator('form', { has: page.getByRole('heading', { name: ko('Hide this entry from the community') }) });
  await hideForm.getByLabel(ko('Reason (kept in the audit log)')).fill('광고성 게시물 확인');
  await hideForm.getByRole('button', { name: ko('Hide') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The entry is hidden.') })).toBeVisible();
  await expect(page.getByRole('region', { name: ko('Audit log of this record') }).getByRole('cell', { name: '광고성 게시물 확인' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-diary-detail.png`, fullPage: true });

  // A member's browser: the entry is gone from the feed.
  expect(await hersInFeed(browser)).toBe(0);

  // Shown again with a reason: back on /community.
  const showForm = page.locator('form', { has: page.getByRole('heading', { name: ko('Show this entry on the community again') }) });
  await showForm.getByLabel(ko('Reason (kept in the audit log)')).fill('검토 결과 문제없음');
  await showForm.getByRole('button', { name: ko('Show again') }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('The entry is shown again.') })).toBeVisible();
  expect(await hersInFeed(browser)).toBe(1);

  // The member's entries as a modal dialog.
  await page.getByRole('button', { name: ko('All entries of this member') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: TITLE })).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-diary-table-modal.png` });
  await dialog.getByRole('button', { name: ko('Close') }).click();
});

test('the expert queue states its service level and a waiting request is assigned to an expert', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/parent-diary/comment?tab=expert');
  await expect(page.getByRole('heading', { level: 1, name: ko('Comment management') })).toBeVisible();
  await expect(page.getByText(ko('A request is overdue {0} hours after it was made.').replace('{0}', '48'))).toBeVisible();
  await expect(page.getByRole('table', { name: ko('Expert comment requests') }).getByRole('row')).not.toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-expert-queue.png` });

  // A waiting request's entry: assign it to the demo expert with a reason (audited on the entry).
  await page.getByRole('button', { name: ko('Waiting'), exact: true }).click();
  await expect(page).toHaveURL(/status=WAITING/);
  await page
    .getByRole('table', { name: ko('Expert comment requests') })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/parent-diary\/comment\/diary-detail\?diaryId=\d+/);
  const assign = page.locator('form', { has: page.getByRole('heading', { name: ko('Assign to an expert') }) });
  await assign.getByLabel(ko('Expert'), { exact: true }).selectOption({ index: 1 });
  await assign.getByLabel(ko('Reason (kept in the audit log)')).fill('이유식 전문');
  await assign.getByRole('button', { name: ko('Assign') }).click();
  await expect(assign.getByRole('status')).toHaveText(ko('The request was assigned.'));
  await expect(page.getByRole('region', { name: ko('Audit log of this record') }).getByRole('cell', { name: '이유식 전문' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-comment-detail.png`, fullPage: true });
  await page.getByRole('link', { name: ko('← Back to the comment list') }).click();
  await page.getByRole('button', { name: ko('Community comments') }).click();
  await expect(page.getByRole('table', { name: ko('Community comments') })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-comments.png` });
});

const none = { water: null, sleep: null, childMeal: null, parentMeal: null, illness: null, mood: null, breastfeeding: null };
const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 });
const block = (type: string, children: unknown[], extra: object = {}) => ({ type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra });
/** A Lexical state as the diary editor stores it: a heading, a paragraph with a bold word, a bullet list. */
const RICH = {
  root: block('root', [
    block('heading', [text('첫 뒤집기 한 날')], { tag: 'h2' }),
    block('paragraph', [text('오늘 드디어 '), text('혼자 뒤집었어요', 1), text('!')]),
    block('list', [block('listitem', [text('낮잠 두 번')], { value: 1 }), block('listitem', [text('분유 잘 먹음')], { value: 2 })], {
      listType: 'bullet',
      tag: 'ul',
      start: 1,
    }),
  ]),
};

test('the entry detail reads as its author wrote it: headings, bold, lists, units and whole photos in a viewer', async ({ page }) => {
  // A parent writes today's entry with rich text, two care areas and two photos (not shared).
  const { tokens, childId } = await parentWithChild(page, 200);
  const created = await page.request.post('/api/members/diaries', {
    headers: { ...authHeaders(tokens), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      clientId: crypto.randomUUID(),
      childId,
      entryDate: koreaToday(),
      title: '뒤집기 성공',
      areas: { ...none, water: { ml: 300, note: null }, illness: { symptoms: ['FEVER'], temperature: 38.2, note: null } },
      content: RICH,
      contentText: '첫 뒤집기 한 날\n오늘 드디어 혼자 뒤집었어요!\n낮잠 두 번\n분유 잘 먹음',
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const diaryId = ((await created.json()) as { data: { id: number } }).data.id;
  for (const [width, height] of [
    [1600, 1200],
    [900, 1200],
  ] as const) {
    const png = await sharp({ create: { width, height, channels: 3, background: { r: 120, g: 180, b: 90 } } })
      .png()
      .toBuffer();
    const res = await page.request.post(`/api/members/diaries/${diaryId}/images`, {
      headers: { ...authHeaders(tokens), 'Content-Type': 'image/png' },
      data: png,
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  await signInAs(page, 'admin');
  await page.goto(`/admin/parent-diary/diary/diary-detail?diaryId=${diaryId}`);
  const entry = page.getByRole('article', { name: '뒤집기 성공' });
  await expect(entry.getByRole('heading', { level: 2, name: '첫 뒤집기 한 날' })).toBeVisible();
  await expect(entry.getByText('혼자 뒤집었어요')).toHaveCSS('font-weight', '700');
  await expect(entry.getByRole('listitem').filter({ hasText: '낮잠 두 번' })).toBeVisible();
  // Values with their units, in the read page's words; one word for an unshared entry.
  const areas = entry.getByRole('definition');
  await expect(areas.filter({ hasText: ko('{0} ml').replace('{0}', '300') })).toHaveCount(1);
  await expect(areas.filter({ hasText: '38.2℃' })).toHaveCount(1);
  await expect(page.getByText(ko('Not shared'), { exact: true })).toBeVisible();

  // The photos open whole in a dialog: keyboard to step, Escape to close, focus back on the thumbnail.
  const first = entry.getByRole('button', { name: ko('Open photo {n} of {0}').replace('{n}', '1').replace('{0}', '2') });
  await first.click();
  const viewer = page.getByRole('dialog', { name: ko('Photo {n} of {0}').replace('{n}', '1').replace('{0}', '2') });
  await expect(viewer).toBeVisible();
  const photo = viewer.getByRole('img', { name: ko('Photo {n}').replace('{n}', '1') });
  await expect.poll(() => photo.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBeGreaterThan(800);
  expect((await photo.boundingBox())?.width ?? 0).toBeGreaterThan(400);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-diary-photo-viewer.png` });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: ko('Photo {n} of {0}').replace('{n}', '2').replace('{0}', '2') })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(first).toBeFocused();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-diary-detail-rich.png`, fullPage: true });
});
