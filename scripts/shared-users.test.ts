import { describe, expect, it } from 'vitest';
import { singleDomainSharedFiles } from './shared-users.ts';

const edge = (from: string, to: string) => ({ from, to });

describe('single-domain code in shared folders (decision 0052)', () => {
  it('names a shared file only one domain uses, directly or through other shared files', () => {
    const found = singleDomainSharedFiles([
      edge('src/domains/growth/growth-card.tsx', 'src/components/home-card/home-card.tsx'),
      edge('src/domains/schedules/schedule-card.tsx', 'src/components/home-card/home-card.tsx'),
      edge('src/domains/growth/growth-panel.tsx', 'src/components/chart/chart.tsx'),
      edge('src/components/chart/chart.tsx', 'src/lib/ui/resize.ts'),
      edge('src/components/chart/chart.tsx', 'src/components/chart/chart.css.ts'),
    ]);
    expect(found).toEqual([
      ['src/components/chart/chart.css.ts', 'growth'],
      ['src/components/chart/chart.tsx', 'growth'],
      ['src/lib/ui/resize.ts', 'growth'],
    ]);
  });

  it('counts the shell as a user and tests as none, and survives a cycle', () => {
    const found = singleDomainSharedFiles([
      edge('src/domains/auth/sign-in-page.tsx', 'src/lib/auth/session.ts'),
      edge('src/routes/__root.tsx', 'src/lib/auth/session.ts'),
      edge('src/domains/diary/x.test.ts', 'src/lib/forms/only-tested.ts'),
      edge('src/domains/diary/y.ts', 'src/lib/forms/only-tested.ts'),
      edge('src/lib/a/a.ts', 'src/lib/a/b.ts'),
      edge('src/lib/a/b.ts', 'src/lib/a/a.ts'),
      edge('src/domains/home/main-page.tsx', 'src/lib/a/a.ts'),
      edge('src/domains/coupons/page.tsx', 'src/lib/a/b.ts'),
    ]);
    expect(found).toEqual([['src/lib/forms/only-tested.ts', 'diary']]);
  });
});
