import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { apiSignIn, authHeaders, signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

/**
 * Tap targets of at least 44 × 44 px on a phone (the house rule; SPEC §2's 390 × 844): the controls
 * drawn smaller than that (switches, 전체 보기, 수정/삭제, the diary's month arrows, child words' 수정)
 * take a finger 44 px across. Measured as a finger meets them: what the page hits 22 px either side
 * of the control's centre is the control, whatever size it is drawn.
 */
test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

async function reach(control: Locator): Promise<{ drawn: string; across: boolean; down: boolean }> {
  await control.scrollIntoViewIfNeeded();
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hits = (px: number, py: number) => {
      const at = document.elementFromPoint(px, py);
      return at !== null && (at === element || element.contains(at));
    };
    return {
      drawn: `${String(Math.round(box.width))}×${String(Math.round(box.height))}`,
      across: hits(x - 21.5, y) && hits(x + 21.5, y),
      down: hits(x, y - 21.5) && hits(x, y + 21.5),
    };
  });
}

async function expectFingerSized(control: Locator) {
  await expect(control).toBeVisible();
  expect(await reach(control)).toMatchObject({ across: true, down: true });
}

async function childIdOf(request: APIRequestContext, nickname: string): Promise<number> {
  const res = await request.get('/api/members/children', { headers: authHeaders(await apiSignIn(request, 'parent')) });
  const body: { data: { children: { id: number; nickname: string }[] } } = await res.json();
  const child = body.data.children.find((c) => c.nickname === nickname);
  if (!child) throw new Error(`no child ${nickname}`);
  return child.id;
}

test('the small controls take a 44 px finger: switch, 전체 보기, 수정/삭제, month arrows, child words 수정', async ({ page }) => {
  await signInAs(page, 'parent');

  await page.goto('/my-page/setting');
  await expectFingerSized(page.getByRole('switch').first());

  await page.goto('/main');
  await expectFingerSized(page.getByRole('link', { name: ko('All vaccinations') }));

  await page.goto('/my-page/address');
  await expectFingerSized(page.getByRole('link', { name: ko('Edit {name}').replace('{name}', '우리집') }));
  await expectFingerSized(page.getByRole('button', { name: ko('Delete {name}').replace('{name}', '우리집') }));

  await page.goto('/diary');
  await expectFingerSized(page.getByRole('button', { name: ko('Previous month') }));

  await page.goto(`/my-page/child-words/${String(await childIdOf(page.request, '도담이'))}`);
  await expectFingerSized(page.getByRole('link', { name: new RegExp(`^${ko('Edit the answer: {text}').split('{text}')[0]}`) }).first());
});
