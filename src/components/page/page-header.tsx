import { useLingui } from '@lingui/react/macro';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import * as css from './page.css.ts';
import '../catalog.ts';

type Props = { title: string; back?: boolean | string; actions?: ReactNode };

/** The page's h1, the document title, and an optional back button. */
export function PageHeader({ title, back = false, actions }: Props) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const { t } = useLingui();
  useEffect(() => {
    document.title = `${title} | ${t`Dodam`}`;
  }, [title, t]);
  const goBack = () => {
    // `href`: a back target may carry a query (a payment's backUrl, e.g. /care-info/product?id=3).
    if (typeof back === 'string') void router.navigate({ href: back });
    else if (canGoBack) router.history.back();
    else void router.navigate({ to: '/main' });
  };
  return (
    <header className={css.header}>
      {back ? (
        <button type="button" className={css.back} onClick={goBack} aria-label={t`Back`}>
          ‹
        </button>
      ) : null}
      <h1 className={css.title}>{title}</h1>
      {actions ? <div className={css.headerActions}>{actions}</div> : null}
    </header>
  );
}
