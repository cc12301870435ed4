import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CopyButton } from '../../components/copy-button/copy-button.tsx';
import * as page from '../../components/page/page.css.ts';
import { PageHeader } from '../../components/page/page-header.tsx';
import { formatKoreanDateTime } from '../../contract/calendar/format.ts';
import type { MemberExamination } from '../../contract/examinations.ts';
import { EXAMINATION_STATUS_LABELS } from './examination-labels.ts';
import { OneExamination } from './examination-state.tsx';
import * as css from './kcdi.css.ts';
import './catalog.ts';

/** /kcdi/detail?examinationId=…: where one test stands, the code or link once sent, and the way to its result (decision 0070). */
export function DetailPage({ examinationId }: { examinationId: number | undefined }) {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Developmental test`} back="/my-page/kcdi-list" />
      <div className={page.body}>
        <OneExamination id={examinationId}>{(e) => <Progress examination={e} />}</OneExamination>
      </div>
    </>
  );
}

function Progress({ examination: e }: { examination: MemberExamination }) {
  const { t, i18n } = useLingui();
  const steps = [
    { done: true, text: t`Paid ${formatKoreanDateTime(e.paidAt)}` },
    { done: e.sentAt !== null, text: e.sentAt ? t`Test sent ${formatKoreanDateTime(e.sentAt)}` : t`The test link is on its way` },
    { done: e.resultAt !== null, text: e.resultAt ? t`Result registered ${formatKoreanDateTime(e.resultAt)}` : t`The result comes after you answer` },
  ];
  const link = e.access?.startsWith('https://') ? e.access : null;
  return (
    <section className={css.card} aria-labelledby="kcdi-progress">
      <div className={css.itemHead}>
        <h2 id="kcdi-progress" className={page.sectionTitle}>
          {t`${e.child.nickname}'s test`}
        </h2>
        <span className={css.state}>{i18n._(EXAMINATION_STATUS_LABELS[e.status])}</span>
      </div>
      <ol className={css.steps}>
        {steps.map((s) => (
          <li key={s.text} className={css.step}>
            <span aria-hidden="true" className={s.done ? css.stepDone : undefined}>
              {s.done ? '●' : '○'}
            </span>
            <span className={s.done ? undefined : css.meta}>{s.text}</span>
          </li>
        ))}
      </ol>
      {e.access && e.status === 'SENT' ? (
        <>
          <p className={css.access}>{e.access}</p>
          <div style={{ display: 'flex', gap: 8 }}>
            {link ? (
              <a
                className={page.card}
                style={{ padding: 12, flex: 1, textAlign: 'center', fontWeight: 700 }}
                href={link}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Trans>Open the test</Trans>
              </a>
            ) : null}
            <CopyButton text={e.access} label={link ? t`Copy the test link` : t`Copy the test code`} />
          </div>
        </>
      ) : null}
      {e.status === 'RESULT' || e.status === 'EXPIRED' ? (
        <Link to="/kcdi/Result" search={{ examinationId: e.id }}>
          <Trans>See the result</Trans>
        </Link>
      ) : null}
      {e.status === 'CANCELED' ? (
        <p className={css.meta}>
          <Trans>This test was canceled and refunded.</Trans>
        </p>
      ) : null}
    </section>
  );
}
