import { axeViolations } from './axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

/**
 * SPEC §2 test pages, the component lab (decision 0040): each page shows the product's own part with
 * sample data, at a phone's 390×844. The e2e server runs the production build, where the lab is for
 * admins only.
 */
// pdfjs's viewer chunk (380 KB) parsed and a page drawn: past 20 s with two runs side by side (decision 0092).
const PDF_DRAWN = 60_000;
const SHOTS = process.env.LAB_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test.use({ viewport: { width: 390, height: 844 } });

test.describe('component lab (/test)', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'admin');
  });

  test('chart-test draws the growth chart on a canvas, with the sample data as a table', async ({ page }) => {
    await page.goto('/test/chart-test');
    await expect(page.getByRole('heading', { level: 1, name: ko('Chart test') })).toBeVisible();
    await expect(page.locator('.uplot canvas')).toHaveCount(2);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(9);
    await expect(table.getByRole('rowheader', { name: '2026-03-14' })).toBeVisible();
    await shot(page, 'chart-test');
  });

  test('css-test shows the theme tokens with their values and the recipes', async ({ page }) => {
    await page.goto('/test/css-test');
    await expect(page.getByRole('heading', { name: ko('Colours') })).toBeVisible();
    await expect(page.getByText('#f08a5d')).toBeVisible();
    await expect(page.getByRole('button', { name: 'primary' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: ko('Nickname'), exact: true })).toHaveValue('도담이');
    await shot(page, 'css-test');
  });

  test('file-upload-test refuses an empty file and a non-PDF with the Korean messages, and reads a PDF with progress', async ({ page }) => {
    await page.goto('/test/file-upload-test');
    const pdfInput = page.locator('input[type=file]').first();
    await pdfInput.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await expect(page.getByRole('alert')).toHaveText('empty.pdf: 빈 파일이에요.');
    await pdfInput.setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect(page.getByRole('alert')).toHaveText('photo.png: PDF 파일만 올릴 수 있어요.');
    await pdfInput.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
    await expect(page.getByRole('alert')).toHaveText('fake.pdf: 올바르지 않은 파일이에요.');
    await pdfInput.setInputFiles({ name: '검사결과.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
    await expect(page.getByRole('status').filter({ hasText: '검사결과.pdf' })).toBeVisible();
    const imageInput = page.locator('input[type=file]').nth(1);
    await imageInput.setInputFiles({ name: 'scan.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM') });
    await expect(page.getByRole('alert')).toHaveText('scan.bmp: 이미지는 JPG, JPEG, PNG, GIF, WEBP만 올릴 수 있어요.');
    await shot(page, 'file-upload-test');
  });

  for (const [path, pages] of [
    ['/test/pdf-test', 3],
    ['/test/pdf-test-2', 4],
    ['/test/pdf-test-3', 4],
  ] as const) {
    test(`${path} renders every page of its PDF on a canvas with pdfjs`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      await page.goto(path);
      await expect(page.locator('canvas[data-drawn]').first()).toBeVisible({ timeout: PDF_DRAWN });
      const drawn = page.locator('canvas[data-drawn]');
      await expect(drawn).toHaveCount(await page.locator('canvas').count());
      expect(await drawn.count()).toBeGreaterThanOrEqual(pages - 1);
      // The first canvas holds ink, not a blank page.
      const inked = await drawn.first().evaluate((canvas: HTMLCanvasElement) => {
        const context = canvas.getContext('2d');
        if (!context) return 0;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 200) dark += 1;
        return dark;
      });
      expect(inked).toBeGreaterThan(500);
      expect(problems.filter((text) => /Content Security Policy|worker/i.test(text))).toEqual([]);
      await shot(page, path.slice(1).replaceAll('/', '-'));
    });
  }

  test('pdf-test-3 prints Hangul mixed with Latin: the text of its pages reads back', async ({ page }) => {
    await page.goto('/test/pdf-test-3');
    await expect(page.locator('canvas[data-drawn]').first()).toBeVisible({ timeout: PDF_DRAWN });
    const text = (await page.locator('details p').allTextContents()).join('').replace(/\s+/g, '');
    expect(text).toContain('어절단위로줄을바꿉니다');
    expect(text).toContain('Dodam(도담)앱의PDF는');
  });

  test('quill-test: the diary editor accepts typing and its plain-text copy follows', async ({ page }) => {
    await page.goto('/test/quill-test');
    const editor = page.getByRole('textbox', { name: ko('Story') });
    await expect(editor).toContainText('오늘의 도담이');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('새로 쓴 문장');
    await expect(page.getByTestId('editor-plain-text')).toContainText('새로 쓴 문장');
    await shot(page, 'quill-test');
  });

  // One journey a page: all seven in one passed its time with two runs side by side (decision 0092).
  for (const path of ['chart-test', 'css-test', 'file-upload-test', 'pdf-test', 'pdf-test-2', 'pdf-test-3', 'quill-test']) {
    test(`/test/${path} has no axe violation (WCAG 2.2 AA, decision 0035)`, async ({ page }) => {
      await page.goto(`/test/${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    });
  }

  test('a member is sent home from the lab in production (decision 0040)', async ({ page }) => {
    await signInAs(page, 'parent');
    await page.goto('/test/css-test');
    await expect(page).toHaveURL(/\/main$/);
  });
});
