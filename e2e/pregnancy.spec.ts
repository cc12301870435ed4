import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { axeViolations } from './axe.ts';
import { parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

/**
 * 태교일기 (decision 0100): the parent of an unborn child finds the pregnancy diary from /diary, writes
 * an entry for this week (a blank one is refused with the contract's message), adds an ultrasound
 * photo to it (decision 0101; a file that is no picture is refused before it is sent), and deletes
 * the entry and its photo after a confirmation that says so.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an expecting parent writes the pregnancy diary by week', async ({ page }) => {
  // Due in 105 days: week 25 of pregnancy.
  await parentWithChild(page, -105, '콩이');
  await page.goto('/diary');
  await page.getByRole('link', { name: ko('Write the pregnancy diary') }).click();
  await expect(page).toHaveURL(/\/pregnancy-diary$/);
  await expect(page.getByText(ko('Week {currentWeek} of pregnancy').replace('{currentWeek}', '25'))).toBeVisible();

  // This period's care info beside the diary, each a way to its article.
  const careInfo = page.getByRole('list', { name: ko('Care info for these weeks') });
  await expect(careInfo.getByRole('link').first()).toHaveAttribute('href', /\/care-info\/article\/\d+$/);
  const form = page.getByRole('form', { name: ko('New entry') });
  await expect(form.getByLabel(ko('Week of pregnancy'))).toHaveValue('25');
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(form.getByText(ko('Write 1 to 5,000 characters.'))).toBeVisible();
  await form.getByLabel(ko('To my baby')).fill('오늘 처음으로 발차기를 느꼈어요.');
  await form.getByRole('button', { name: ko('Save') }).click();
  const entries = page.getByRole('list', { name: ko('Entries by week') });
  await expect(entries.getByRole('listitem')).toContainText('오늘 처음으로 발차기를 느꼈어요.');
  await expect(form.getByLabel(ko('To my baby'))).toHaveValue('');
  const input = entries.getByTestId('ultrasound-input-25');
  await input.setInputFiles({ name: 'memo.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await expect(entries.getByRole('alert')).toHaveText(ko('Please choose a JPG, PNG, GIF or WEBP picture.'));
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#333' } })
    .png()
    .toBuffer();
  await input.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: png });
  const photo = entries.getByRole('img', { name: ko('Ultrasound photo {n} of week {week}').replace('{week}', '25').replace('{n}', '1') });
  await expect.poll(() => photo.evaluate((img) => (img instanceof HTMLImageElement ? img.naturalWidth : 0))).toBe(640);
  expect(await axeViolations(page)).toEqual([]);

  await entries.getByRole('button', { name: ko('Delete the entry of week {week}').replace('{week}', '25') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(ko('Its ultrasound photos are deleted with it.'));
  await dialog.getByRole('button', { name: ko('Delete'), exact: true }).click();
  await expect(page.getByText(ko('No entry yet. Write the first one for your baby.'))).toBeVisible();
});
