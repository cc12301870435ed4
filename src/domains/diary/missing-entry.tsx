import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import * as css from './diary.css.ts';
import './catalog.ts';

/** Under the error of an entry that could not be loaded: the way to the diary. */
export function MissingEntry() {
  const { t } = useLingui();
  return (
    <Link to="/diary/write" className={css.link}>
      {t`Go to the diary`}
    </Link>
  );
}
