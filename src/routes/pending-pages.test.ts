import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PENDING_PAGES } from './pending-pages.ts';

/** Every route of SPEC §2 (spec-routes.txt), exact casing, parameters as $name. */
const SPEC_ROUTES = `
/auth/sign-in /auth/sign-in/loading /auth/sign-up /auth/sign-up/add /auth/sign-up/done /auth/find-id-pw
/auth/delete-account /auth/privacy-policy /auth/terms-of-service /main /main/counsel /care-info /care-info/product
/community /community/shared-diary/$diaryId /community/shared-diary/$diaryId/comments /diary/read/$diaryId
/diary/read/$diaryId/comments /diary/write /diary/write/$diaryId /kcdi /kcdi/book /kcdi/detail /kcdi/Result
/my-page /my-page/address /my-page/address-edit /my-page/basic-info /my-page/child-info /my-page/child-info/$childId
/my-page/child-list /my-page/child-words/$childId /my-page/child-words/$childId/write /my-page/Coupon /my-page/kcdi-list
/my-page/monthly-report-detail/$reportId /my-page/monthly-report-list /my-page/notice /my-page/notice/detail
/my-page/payment-history /my-page/payment-history/$orderItemId /my-page/payment-history/$orderItemId/pdf-create
/my-page/profile /my-page/setting /payments /payments/toss-fail /payments/toss-success /admin /admin/consultation
/admin/examination /admin/member /admin/notice /admin/notice/write /admin/parent-diary/diary
/admin/parent-diary/diary/diary-detail /admin/parent-diary/comment /admin/parent-diary/comment/diary-detail
/admin/parent-diary/component/diary-detail /admin/parent-diary/TableModal /admin/payment /admin/product
/admin/product/write /admin/report /admin/report/pdf-create /admin/report/report-detail /test/chart-test
/test/css-test /test/file-upload-test /test/pdf-test /test/pdf-test-2 /test/pdf-test-3 /test/quill-test
`
  .split(/\s+/)
  .filter(Boolean);

const routesDir = new URL('.', import.meta.url).pathname;
const tree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The full path a route file serves: drop the pathless _member group, index and route files. */
function fullPath(file: string): string {
  const rel = relative(routesDir, file).replace(/\.tsx?$/, '');
  const parts = rel.split('/').filter((part) => part !== '_member' && part !== 'index' && part !== 'route');
  return `/${parts.join('/')}`;
}

const pendingFiles = files(routesDir)
  .filter((file) => file.endsWith('.tsx') && readFileSync(file, 'utf8').includes('<PendingPage'))
  .map((file) => ({ path: fullPath(file), text: readFileSync(file, 'utf8') }));

describe('SPEC §2 route tree', () => {
  it.each(SPEC_ROUTES)('%s exists in the generated route tree', (path) => {
    expect(tree).toContain(`'${path}'`);
  });
  it('error pages take a code parameter (032, 400, 401, 403, 404 checked in the route)', () => {
    expect(tree).toContain(`'/error/$code'`);
  });
});

describe('pending pages (SPEC §2)', () => {
  it('every listed path is a spec route', () => {
    for (const path of PENDING_PAGES) expect(SPEC_ROUTES).toContain(path);
  });
  it('the list and the route files rendering PendingPage agree', () => {
    expect(pendingFiles.map((file) => file.path).sort()).toEqual([...PENDING_PAGES].sort());
  });
  it('each pending route renders its own path', () => {
    for (const file of pendingFiles) expect(file.text).toContain(`<PendingPage path="${file.path}" />`);
  });
});
