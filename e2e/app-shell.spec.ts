import { expect, test } from '@playwright/test';
import { signInAs } from './fixtures.ts';
import { ko } from './ko.ts';

/**
 * Decision 0036 "The app shell paints the brand": the HTML itself carries the splash (the logo and
 * 도담), so a slow line paints at once; the first rendered page takes its place and nothing stays
 * over it to catch a tap.
 */
test('the shell carries the splash, and the first rendered page replaces it', async ({ page }) => {
  const html = await (await page.request.get('/auth/sign-in')).text();
  expect(html).toContain('id="app-splash"');
  expect(html).toContain('도담');

  await page.goto('/auth/sign-in');
  await expect(page.locator('#app-splash')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '도담' })).toBeVisible();

  // Also after a redirect by the guard, and on an error page.
  await signInAs(page, 'parent');
  await page.goto('/');
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.locator('#app-splash')).toHaveCount(0);
  await page.goto('/error/404');
  await expect(page.locator('#app-splash')).toHaveCount(0);
});

/**
 * Decision 0060: a page route's shell names that route's chunks, and each one is a script or a
 * stylesheet of the build (a name the build dropped would come back as the shell itself, HTML).
 * The guard's first requests start from the early entry, and the page they open is the member's;
 * so do /main's cards' lists (decision 0061).
 */
test('a page route’s shell preloads chunks of the build, and the early requests open the member’s page', async ({ page }) => {
  for (const path of ['/main', '/diary/write', '/community', '/my-page', '/care-info/product', '/my-page/child-info/1', '/auth/sign-in']) {
    const html = await (await page.request.get(path)).text();
    const block = /<script type="application\/json" id="dodam-route-chunks">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    const chunks = JSON.parse(block) as { scripts?: string[]; styles?: string[] };
    const links = [
      ...(chunks.scripts ?? []).map((href) => ({ rel: 'modulepreload', href })),
      ...(chunks.styles ?? []).map((href) => ({ rel: 'preload', href })),
    ];
    expect(links.length, path).toBeGreaterThan(1);
    for (const { rel, href } of links) {
      const res = await page.request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], `${path} ${href}`).toMatch(rel === 'modulepreload' ? /javascript/ : /css/);
    }
    expect(html, path).toMatch(/<script type="module" async src="\/assets\/early-start-[\w-]+\.js">/);
  }

  const early: string[] = [];
  page.on('request', (request) => {
    if (!request.serviceWorker() && request.url().includes('/api/')) early.push(new URL(request.url()).pathname);
  });
  await signInAs(page, 'parent');
  await page.goto('/main');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('안녕하세요');
  // The early entry turned the server's list into preload links.
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
  // The guard's user and children were asked for once each: by the early entry, not again by the app.
  expect(early.filter((path) => path === '/api/users/me')).toHaveLength(1);
  expect(early.filter((path) => path === '/api/members/children')).toHaveLength(1);
  // Decision 0061: the cards' lists start with the page too, and the cards take those answers.
  for (const name of ['다음 예방접종', '다음 건강검진'])
    await expect(page.getByRole('region', { name }).getByRole('status', { name: '불러오는 중' })).toHaveCount(0);
  for (const list of ['vaccinations', 'health-checkups', 'measurements', 'messages'])
    expect(
      early.filter((path) => new RegExp(`^/api/members/children/\\d+/${list}$`).test(path)),
      list,
    ).toHaveLength(1);
});

/**
 * SPEC §2's bottom tabs are roots: none of them shows a back arrow, whichever tab it is opened from
 * (a parent who taps 발달검사 after 커뮤니티 expects the tab bar, not a way back).
 */
test('no bottom-tab root shows a back arrow', async ({ page }) => {
  await signInAs(page, 'parent');
  await page.goto('/main');
  const tabs = page.getByRole('navigation', { name: ko('Main menu') }).getByRole('link');
  // allTextContents does not wait: the tab bar is drawn once the first page is.
  await expect(tabs).toHaveCount(5);
  const names = await tabs.allTextContents();
  expect(names).toHaveLength(5);
  for (const name of names) {
    await tabs.filter({ hasText: name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: ko('Back') })).toHaveCount(0);
  }
});
