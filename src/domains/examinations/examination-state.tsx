import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import type { MemberExamination } from '../../contract/examinations.ts';
import { useErrorText, useMessageText } from '../../lib/i18n/use-error-text.ts';
import { myExaminationsQuery } from './examination-queries.ts';
import * as css from './kcdi.css.ts';
import './catalog.ts';

/** One of the member's tests by `?examinationId=`, while it loads, when it is not theirs, or its body. */
export function OneExamination({ id, children }: { id: number | undefined; children: (e: MemberExamination) => ReactNode }) {
  const errorText = useErrorText();
  const messageText = useMessageText();
  const mine = useQuery(myExaminationsQuery());
  if (mine.isPending) return <Spinner />;
  if (mine.error) return <p role="alert">{errorText(mine.error)}</p>;
  const found = mine.data?.find((e) => e.id === id);
  if (!found)
    return (
      <section className={css.card}>
        <p role="alert">{messageText('NoSuchExaminationException')}</p>
        <Link to="/my-page/kcdi-list">
          <Trans>See all tests</Trans>
        </Link>
      </section>
    );
  return <>{children(found)}</>;
}
