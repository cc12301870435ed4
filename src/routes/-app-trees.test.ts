/**
 * Decision 0089: the two apps' route trees, written by TanStack's generator from the one routes
 * folder, hold every route file between them: the back office's and the lab's in admin.html's tree
 * only, every other in the members' only (the root index, a redirect, in both).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const filesOf = (tree: string): string[] =>
  [...readFileSync(new URL(`../${tree}`, import.meta.url), 'utf8').matchAll(/import \{ Route as \w+ \} from '\.\/routes\/([^']+)'/g)].map((m) => m[1] ?? '');

const whole = filesOf('routeTree.gen.ts');
const admin = filesOf('admin-routes.gen.ts');
const member = filesOf('member-routes.gen.ts');
const isAdminApp = (file: string) => /^(admin|test)\//.test(file);

describe('the apps’ route trees', () => {
  it('give every /admin and /test route file, index pages included, to the back office only', () => {
    const desk = whole.filter(isAdminApp);
    expect(desk).toContain('admin/index');
    expect(desk).toContain('admin/parent-diary/diary/index');
    expect(admin.filter(isAdminApp).sort()).toEqual(desk.sort());
    expect(member.filter(isAdminApp)).toEqual([]);
  });

  it('give every other route file to the members', () => {
    const rest = whole.filter((file) => !isAdminApp(file) && file !== '__root');
    expect(member.filter((file) => file !== '__root').sort()).toEqual(rest.sort());
    expect(admin.filter((file) => !isAdminApp(file)).sort()).toEqual(['__root', 'index']);
  });
});
