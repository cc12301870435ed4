import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiSignIn, signInAs, storeTokens } from './fixtures.ts';
import { ko } from './ko.ts';

// Decision 0066: an operator writes a care-info article with a picture and publishes it; a parent
// finds it in the feed of its age level; the operator hides it and it leaves the feed.
test.use({ viewport: { width: 1280, height: 800 } });
const SHOTS = process.env.E2E_SCREENSHOTS;

test('an operator publishes an article that parents read, then hides it', async ({ page, browser }) => {
  const title = `낮잠 시간표 ${Date.now() % 100_000}`;
  await signInAs(page, 'admin');
  await page.goto('/admin/care-info');
  await expect(page.getByRole('heading', { level: 1, name: ko('Care info') })).toBeVisible();
  await page.getByRole('link', { name: ko('Write an article') }).click();
  const form = page.getByRole('form', { name: ko('Article form') });
  await form.getByRole('button', { name: ko('Save') }).click();
  // Each refused field says why under it (decision 0082).
  await expect(form.getByText(ko('Enter a title of up to {ARTICLE_TITLE_MAX} characters.').replace('{ARTICLE_TITLE_MAX}', '100'))).toBeVisible();
  await form.getByLabel(ko('From month')).fill('12');
  await form.getByLabel(ko('To month')).fill('7');
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(form.getByLabel(ko('To month'))).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(ko('Enter the ages in whole months from 0 to 83, the last not before the first.'))).toBeVisible();

  await form.getByLabel(ko('Title'), { exact: true }).fill(title);
  await form.getByLabel(ko('Summary'), { exact: true }).fill('낮잠을 규칙적으로 재우는 방법이에요.');
  await form.getByLabel(ko('Category')).selectOption('SLEEP');
  await form.getByLabel(ko('From month')).fill('7');
  await form.getByLabel(ko('To month')).fill('24');
  await form.getByLabel(ko('Tags (comma-separated)')).fill('낮잠, 수면');
  const png = await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#c8e0ff' } })
    .png()
    .toBuffer();
  await form.getByLabel(ko('Picture (JPG, PNG, GIF or WEBP, up to 10MB)')).setInputFiles({ name: 'nap.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('img', { name: ko('The picture chosen') })).toBeVisible();
  await form.getByRole('textbox', { name: ko('Article text') }).click();
  await page.keyboard.type('낮잠은 하루 두 번, 비슷한 시간에 재워 보세요.');
  await form.getByLabel(ko('State')).selectOption('PUBLISHED');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-article-write.png`, fullPage: true });
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(page).toHaveURL(/\/admin\/care-info\?articleId=\d+/);
  await expect(page.getByText(ko('The article has been saved.'))).toBeVisible();
  const detail = page.url();

  await signInAs(page, 'parent');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/care-info');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  await signInAs(page, 'admin');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(detail);
  await page.getByRole('link', { name: ko('Edit, publish or hide') }).click();
  await page
    .getByRole('form', { name: ko('Article form') })
    .getByLabel(ko('State'))
    .selectOption('HIDDEN');
  await page
    .getByRole('form', { name: ko('Article form') })
    .getByRole('button', { name: ko('Save') })
    .click();
  await expect(page).toHaveURL(/\/admin\/care-info\?articleId=\d+/);
  await expect(page.getByRole('definition').filter({ hasText: ko('Hidden') })).toBeVisible();
  await signInAs(page, 'parent');
  // A phone that read the feed keeps its copy for a minute (stale-while-revalidate, decision 0066);
  // a phone that comes now no longer finds the hidden article.
  const fresh = await browser.newPage();
  await storeTokens(fresh, await apiSignIn(fresh.request, 'parent'));
  await fresh.goto('/care-info');
  await expect(
    fresh
      .getByRole('link')
      .filter({ has: fresh.locator('img') })
      .first(),
  ).toBeVisible();
  await expect(fresh.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await fresh.close();
});
