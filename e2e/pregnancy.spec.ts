import { expect, test } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

/**
 * 태교일기 (decision 0100): the parent of an unborn child finds the pregnancy diary from /diary, writes
 * an entry for this week (a blank one is refused with the contract's message), and deletes it after
 * a confirmation.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an expecting parent writes the pregnancy diary by week', async ({ page }) => {
  // Due in 105 days: week 25 of pregnancy.
  await parentWithChild(page, -105, '콩이');
  await page.goto('/diary');
  await page.getByRole('link', { name: ko('Write the pregnancy diary') }).click();
  await expect(page).toHaveURL(/\/pregnancy-diary$/);
  await expect(page.getByText(ko('Week {currentWeek} of pregnancy').replace('{currentWeek}', '25'))).toBeVisible();

  const form = page.getByRole('form', { name: ko('New entry') });
  await expect(form.getByLabel(ko('Week of pregnancy'))).toHaveValue('25');
  await form.getByRole('button', { name: ko('Save') }).click();
  await expect(form.getByText(ko('Write 1 to 5,000 characters.'))).toBeVisible();
  await form.getByLabel(ko('To my baby')).fill('오늘 처음으로 발차기를 느꼈어요.');
  await form.getByRole('button', { name: ko('Save') }).click();
  const entries = page.getByRole('list', { name: ko('Entries by week') });
  await expect(entries.getByRole('listitem')).toContainText('오늘 처음으로 발차기를 느꼈어요.');
  await expect(form.getByLabel(ko('To my baby'))).toHaveValue('');
  expect(await axeViolations(page)).toEqual([]);

  await entries.getByRole('button', { name: ko('Delete the entry of week {week}').replace('{week}', '25') }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: ko('Delete'), exact: true })
    .click();
  await expect(page.getByText(ko('No entry yet. Write the first one for your baby.'))).toBeVisible();
});
