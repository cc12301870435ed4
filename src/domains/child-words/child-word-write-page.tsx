import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { childWordsApi, CHILD_WORD_ANSWER_MAX, type ChildMessage } from '../../contract/child-words-api.ts';
import { Button } from '../../components/button/button.tsx';
import { LeaveGuard } from '../../components/dialog/leave-guard.tsx';
import * as fieldCss from '../../components/field/field.css.ts';
import { FieldFooter, footerDescribedBy } from '../../components/field/field-footer.tsx';
import { FormAlert } from '../../components/field/form-alert.tsx';
import { Spinner } from '../../components/loading-overlay/loading-overlay.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { call } from '../../lib/api/call.ts';
import { useErrorText } from '../../lib/i18n/use-error-text.ts';
import { childMessagesQuery, childWordsKeys, promptText } from './child-words-queries.ts';
import * as css from './child-words.css.ts';
import { useStageLabel } from './stage-label.ts';
import './catalog.ts';

type Props = { childId: number; messageId: number | undefined };

/** /my-page/child-words/{childId}/write?messageId=…: write or edit one answer. */
export function ChildWordWritePage({ childId, messageId }: Props) {
  const { t, i18n } = useLingui();
  const messages = useQuery(childMessagesQuery(childId));
  const errorText = useErrorText();
  const message = messages.data?.find((m) => m.id === messageId);
  const listLink = { to: '/my-page/child-words/$childId', params: { childId } } as const;
  return (
    <>
      <PageHeader title={message?.answer ? t`Edit the answer` : t`Write an answer`} back={`/my-page/child-words/${childId}`} />
      <div className={page.body}>
        {messages.isPending ? <Spinner /> : null}
        <FormAlert message={errorText(messages.error)} />
        {messages.data && !message ? (
          <p className={css.empty}>
            <Trans>This question could not be found.</Trans> <Link {...listLink}>{t`Back to the questions`}</Link>
          </p>
        ) : null}
        {message ? <AnswerForm key={message.id} childId={childId} message={message} text={promptText(message, i18n.locale)} /> : null}
      </div>
    </>
  );
}

function AnswerForm({ childId, message, text }: { childId: number; message: ChildMessage; text: string }) {
  const { t } = useLingui();
  const id = useId();
  const stage = useStageLabel();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const original = message.answer ?? '';
  const [draft, setDraft] = useState(original);
  const [touched, setTouched] = useState(false);
  // Set once the answer is saved so that leaving for the list is not blocked.
  const saved = useRef(false);
  const trimmed = draft.trim();
  const dirty = draft !== original && !(original === '' && trimmed === '');
  const issue =
    trimmed.length === 0 ? t`Please write an answer.` : trimmed.length > CHILD_WORD_ANSWER_MAX ? t`Write at most ${CHILD_WORD_ANSWER_MAX} characters.` : null;

  const save = useMutation({
    mutationFn: (answer: string) => call(childWordsApi.answerChildMessage, { params: { id: childId, messageId: message.id }, body: { answer } }),
    onSuccess: async (updated) => {
      saved.current = true;
      queryClient.setQueryData(childWordsKeys.messages(childId), (list: ChildMessage[] | undefined) => list?.map((m) => (m.id === updated.id ? updated : m)));
      await navigate({ to: '/my-page/child-words/$childId', params: { childId } });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!issue) save.mutate(trimmed);
  };
  const shownIssue = touched ? issue : null;
  return (
    <form className={fieldCss.formStack} onSubmit={submit} noValidate aria-label={t`Answer`}>
      <div className={fieldCss.field}>
        <span className={css.chip}>{stage(message.fromMonths, message.toMonths)}</span>
        <label htmlFor={id} className={css.question}>
          {text}
        </label>
      </div>
      <div className={fieldCss.field}>
        <textarea
          id={id}
          className={css.textarea}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t`Write freely, as if talking to your child.`}
          aria-invalid={shownIssue ? true : undefined}
          aria-describedby={footerDescribedBy(id, shownIssue)}
        />
        <FieldFooter id={id} error={shownIssue} length={trimmed.length} max={CHILD_WORD_ANSWER_MAX} />
      </div>
      <FormAlert message={errorText(save.error)} />
      <div className={css.actions}>
        <Button type="submit" busy={save.isPending} disabled={!dirty && original !== ''}>
          <Trans>Save</Trans>
        </Button>
      </div>
      <LeaveGuard pending={() => dirty && !saved.current} />
    </form>
  );
}
