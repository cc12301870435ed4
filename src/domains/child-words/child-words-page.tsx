import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ChildMessage } from '../../contract/child-words-api.ts';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDate } from '../../contract/calendar/format.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { childMessagesQuery, promptText } from './child-words-queries.ts';
import { childrenQuery } from '../../lib/auth/session-queries.ts';
import * as css from './child-words.css.ts';
import { useStageLabel } from './stage-label.ts';
import './catalog.ts';

/** /my-page/child-words/{childId}: the prompts waiting for an answer and the answered ones. */
export function ChildWordsPage({ childId }: { childId: number }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const stage = useStageLabel();
  const child = useQuery(childrenQuery()).data?.find((c) => c.id === childId);
  const messages = useQuery(childMessagesQuery(childId));
  const open = messages.data?.filter((m) => m.answer === null) ?? [];
  const answered = messages.data?.filter((m) => m.answer !== null) ?? [];
  const nickname = child?.nickname ?? '';

  const card = (message: ChildMessage) => {
    const text = promptText(message, i18n.locale);
    const write = { to: '/my-page/child-words/$childId/write', params: { childId }, search: { messageId: message.id } } as const;
    if (message.answer === null) {
      return (
        <li key={message.id}>
          {/* Named by what it shows: stage, question and 답 쓰기 (WCAG 2.5.3, decision 0035). */}
          <Link {...write} className={`${css.card} ${css.openCard}`}>
            <span className={css.chip}>{stage(message.fromMonths, message.toMonths)}</span>
            <span className={css.question}>{text}</span>
            <span className={css.cardFoot}>
              <span className={css.action}>
                <Trans>Write an answer</Trans> ›
              </span>
            </span>
          </Link>
        </li>
      );
    }
    const date = message.answeredAt ? formatKoreanDate(message.answeredAt) : '';
    return (
      <li key={message.id}>
        <article className={css.card} aria-label={text}>
          <span className={css.chip}>{stage(message.fromMonths, message.toMonths)}</span>
          <h3 className={css.question}>{text}</h3>
          <p className={css.answer}>{message.answer}</p>
          <div className={css.cardFoot}>
            <span className={page.muted}>{t`Answered on ${date}`}</span>
            <Link {...write} className={css.action} aria-label={t`Edit the answer: ${text}`}>
              <Trans>Edit</Trans>
            </Link>
          </div>
        </article>
      </li>
    );
  };

  return (
    <>
      <PageHeader title={t`Words for my child`} back />
      <div className={page.body}>
        <div className={css.intro}>
          <p className={css.introTitle}>{nickname ? t`Words for ${nickname}` : t`Words for your child`}</p>
          <p className={page.muted}>
            <Trans>New questions arrive as your child grows. Your answers become a record to share with your child one day.</Trans>
          </p>
        </div>
        {messages.isPending ? <Spinner /> : null}
        <FormAlert message={errorText(messages.error)} />
        {messages.data ? (
          <>
            <section className={css.section} aria-labelledby="open-words">
              <h2 id="open-words" className={css.sectionHead}>
                <Trans>Waiting for your answer</Trans> <span className={css.count}>{open.length}</span>
              </h2>
              {open.length > 0 ? (
                <ul className={css.cards}>{open.map(card)}</ul>
              ) : (
                <p className={css.empty}>
                  <Trans>You have answered every question for now. New ones come as your child grows.</Trans>
                </p>
              )}
            </section>
            <section className={css.section} aria-labelledby="answered-words">
              <h2 id="answered-words" className={css.sectionHead}>
                <Trans>Answered questions</Trans> <span className={css.count}>{answered.length}</span>
              </h2>
              {answered.length > 0 ? (
                <ul className={css.cards}>{answered.map(card)}</ul>
              ) : (
                <p className={css.empty}>
                  <Trans>No answers yet. Pick a question above and write your first one.</Trans>
                </p>
              )}
            </section>
          </>
        ) : null}
      </div>
    </>
  );
}
