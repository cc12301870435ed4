import { expect, test, type Page } from '@playwright/test';
import { scoresOf } from '../src/contract/growth/measures.ts';
import { whoLms } from '../src/contract/growth/who-lms.ts';
import { standingOf } from '../src/contract/growth/standing.ts';
import { parentWithChild } from './journey-kit.ts';
import { ko } from './ko.ts';

// Growth (decision 0015): record measurements, see each one's WHO percentile and the chart.
const DAY = 86_400_000;

/** A new member with one girl born 100 days ago (noon in Korea), on the growth tab. */
async function girlOnGrowthTab(page: Page): Promise<{ birthDate: string }> {
  const { childId } = await parentWithChild(page, 100, '새봄');
  const birth = new Date(Date.now() - 100 * DAY);
  birth.setUTCHours(3, 0, 0, 0);
  await page.goto(`/my-page/child-info/${childId}?tab=growth`);
  return { birthDate: birth.toISOString().slice(0, 10) };
}

test('records measurements and shows each percentile, the WHO chart and its legend', async ({ page }) => {
  const { birthDate } = await girlOnGrowthTab(page);
  await expect(page.getByText(ko('Record the first measurement'))).toBeVisible();

  const form = page.getByRole('form', { name: ko('Record a measurement') });
  await form.getByLabel(ko('Date measured')).fill(birthDate);
  await form.getByLabel(ko('Height (cm)')).fill('50');
  await form.getByLabel(ko('Weight (kg)')).fill('3.3');
  await form.getByLabel(ko('Head circumference (cm)')).fill('34');
  await form.getByRole('button', { name: ko('Record'), exact: true }).click();

  // The same figures the server computes (girls, day 0).
  const expected = scoresOf({ heightCm: 50, weightKg: 3.3, headCm: 34 }, 'FEMALE', 0, whoLms);
  const list = page.getByRole('list', { name: ko('Measurements') });
  // Decision 0075: where the child stands in words a parent reads ('상위 12% · 큰 편'), no percentile or z.
  const standing = (p: number | null, field: 'heightCm' | 'weightKg' | 'headCm') => {
    const { side, share, band } = standingOf(p ?? 50);
    const rank = ko(side === 'top' ? 'top {share}%' : 'bottom {share}%').replace('{share}', String(share));
    const words = {
      usual: 'usual range',
      below: field === 'weightKg' ? 'on the light side' : 'on the small side',
      above: field === 'weightKg' ? 'on the heavy side' : 'on the big side',
    };
    return `${rank} · ${ko(words[band])}`;
  };
  await expect(list).toContainText(`${ko('Weight {weight}kg').replace('{weight}', '3.3')} · ${standing(expected.weightPercentile, 'weightKg')}`);
  await expect(list).toContainText(`${ko('Height {height}cm').replace('{height}', '50.0')} · ${standing(expected.heightPercentile, 'heightCm')}`);
  await expect(list).not.toContainText('백분위');
  await expect(list).not.toContainText('z ');
  // Head's standing as height's: WHO's head table is converted (decisions 0076, 0080).
  const head = ko('Head circumference {head}cm').replace('{head}', '34.0');
  expect(expected.headPercentile).not.toBeNull();
  await expect(list).toContainText(`${head} · ${standing(expected.headPercentile, 'headCm')}`);
  // The form empties itself when the save has ended, which can be after the list shows the point:
  // filling it before then would lose the figure and the next click would send nothing.
  await expect(page.getByRole('status').filter({ hasText: ko('Saved.') })).toBeVisible();

  // A second point today (the form's default date, Korea time).
  await form.getByLabel(ko('Weight (kg)')).fill('5.9');
  await form.getByRole('button', { name: ko('Record'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: ko('Saved.') })).toBeVisible();
  await expect(list).toContainText(ko('Weight {weight}kg').replace('{weight}', '5.9'));

  const chart = page.getByRole('img', { name: new RegExp(ko('Weight-for-age')) });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(1);
  const legend = page.getByRole('list', { name: ko('Legend') });
  await expect(legend).toContainText('새봄');
  await expect(legend).toContainText(ko('P50 (median)'));
  await expect(legend).toContainText('보통 범위');
  await expect(legend).not.toContainText('P15');
  await page.getByRole('button', { name: ko('Height'), exact: true }).click();
  await expect(page.getByRole('img', { name: new RegExp(ko('Length/height-for-age')) }).locator('canvas')).toHaveCount(1);
  // The head-circumference tab (decision 0080), drawn against WHO's head-circumference-for-age.
  await page.getByRole('button', { name: ko('Head circumference'), exact: true }).click();
  await expect(page.getByRole('img', { name: new RegExp(ko('Head circumference-for-age')) }).locator('canvas')).toHaveCount(1);

  // One measurement a day: today's is offered for editing instead.
  await expect(form.getByText(ko('There is already a measurement on this date. Please edit that one instead.'))).toBeVisible();
});

test('refuses grams typed as kilograms with the Korean message, edits and deletes with confirmation', async ({ page }) => {
  await girlOnGrowthTab(page);
  const form = page.getByRole('form', { name: ko('Record a measurement') });
  await form.getByLabel(ko('Weight (kg)')).fill('6200');
  await form.getByRole('button', { name: ko('Record'), exact: true }).click();
  await expect(form.getByText(ko('Enter the weight in kilograms, between 0.3 and 150 kg (e.g. 3.4 kg, not 3400 g).'))).toBeVisible();
  await expect(form.getByLabel(ko('Weight (kg)'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('list', { name: ko('Measurements') })).toHaveCount(0);

  await form.getByLabel(ko('Weight (kg)')).fill('6.2');
  await form.getByRole('button', { name: ko('Record'), exact: true }).click();
  const list = page.getByRole('list', { name: ko('Measurements') });
  await expect(list).toContainText(ko('Weight {weight}kg').replace('{weight}', '6.2'));

  await list.getByRole('button', { name: new RegExp(ko('Edit')) }).click();
  const editForm = page.locator('form').filter({ has: page.getByRole('button', { name: ko('Save changes') }) });
  await editForm.getByLabel(ko('Weight (kg)')).fill('6.4');
  await editForm.getByRole('button', { name: ko('Save changes') }).click();
  await expect(list).toContainText(ko('Weight {weight}kg').replace('{weight}', '6.4'));

  await list.getByRole('button', { name: new RegExp(ko('Delete')) }).click();
  const dialog = page.getByRole('dialog', { name: ko('Delete this measurement?') });
  await dialog.getByRole('button', { name: ko('Delete'), exact: true }).click();
  await expect(page.getByText(ko('Record the first measurement'))).toBeVisible();
  await expect(list).toHaveCount(0);
});
