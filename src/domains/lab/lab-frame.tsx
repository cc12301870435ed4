import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import * as css from './lab.css.ts';
import './catalog.ts';

export const LAB_PAGES = [
  '/test/chart-test',
  '/test/css-test',
  '/test/file-upload-test',
  '/test/pdf-test',
  '/test/pdf-test-2',
  '/test/pdf-test-3',
  '/test/quill-test',
] as const;
export type LabPath = (typeof LAB_PAGES)[number];

/**
 * One page of the component lab (SPEC §2 test pages, decision 0040): its title, a short line on
 * what it shows, the links to the other lab pages, and the specimen itself.
 */
export function LabFrame({ path, title, intro, children }: { path: LabPath; title: string; intro: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const names: Record<LabPath, string> = {
    '/test/chart-test': t`Charts`,
    '/test/css-test': t`Theme`,
    '/test/file-upload-test': t`Uploader`,
    '/test/pdf-test': t`PDF viewer`,
    '/test/pdf-test-2': t`Diary book PDF`,
    '/test/pdf-test-3': t`Korean typesetting`,
    '/test/quill-test': t`Editor`,
  };
  return (
    <>
      <PageHeader title={title} />
      <div className={page.body}>
        <nav aria-label={t`Component lab`}>
          <ul className={css.nav}>
            {LAB_PAGES.map((to) => (
              <li key={to}>
                <Link to={to} className={css.navLink} aria-current={to === path ? 'page' : undefined}>
                  {names[to]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={css.intro}>{intro}</p>
        {children}
      </div>
    </>
  );
}
