import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as field from '../../components/field/field.css.ts';
import * as page from '../../components/page/page.css.ts';
import { exactAge } from '../../contract/calendar/age.ts';
import { readAnswers, writeAnswers, type MilestoneAnswers } from './milestone-answers.ts';
import { checklistVerdict, type MilestoneAnswer } from './milestone-rules.ts';
import { bandFor } from './milestones.ts';
import * as css from './kcdi.css.ts';
import './catalog.ts';

type Props = { childId: number; nickname: string; birthDateTime: string; canBook: boolean };

/**
 * The free checklist for the child's age (decisions 0070, 0080): for each milestone the parent says
 * 'does it' or 'not yet'; once all are answered, two or more not yet there suggest the test (or, for
 * a child younger than the test's ages, a talk at the infant health checkup). Nothing is sent; the
 * answers stay for the tab, so a reload or going back keeps them.
 */
export function MilestoneChecklist({ childId, nickname, birthDateTime, canBook }: Props) {
  const { t, i18n } = useLingui();
  const months = exactAge(birthDateTime).months;
  const band = bandFor(months);
  const from = band?.from ?? -1;
  const [answers, setAnswers] = useState<MilestoneAnswers>(() => readAnswers(childId, from));
  if (!band) return null;
  const answer = (index: number, value: MilestoneAnswer) =>
    setAnswers((now) => {
      const next = { ...now, [index]: value };
      writeAnswers(childId, band.from, next);
      return next;
    });
  const verdict = checklistVerdict(
    band.items.length,
    band.items.map((_, index) => answers[index]),
  );
  return (
    <section className={css.card} aria-labelledby="kcdi-milestones">
      <h2 id="kcdi-milestones" className={page.sectionTitle}>
        {t`Milestones at ${band.from}–${band.to} months`}
      </h2>
      <p className={css.meta}>
        <Trans>A free guide written by Dodam, not a test or a diagnosis. Say for each whether {nickname} already does it.</Trans>
      </p>
      <ul className={css.milestones} aria-label={t`What ${nickname} does`}>
        {band.items.map((item, index) => {
          const text = i18n._(item);
          return (
            <li key={item.id} className={css.milestone}>
              <span>{text}</span>
              <span role="radiogroup" aria-label={text} className={field.radioRow}>
                <label className={`${field.check} ${css.answer}`}>
                  <input
                    type="radio"
                    className={field.checkbox}
                    name={`milestone-${childId}-${index}`}
                    checked={answers[index] === 'YES'}
                    onChange={() => answer(index, 'YES')}
                  />
                  <Trans>Does it</Trans>
                </label>
                <label className={`${field.check} ${css.answer}`}>
                  <input
                    type="radio"
                    className={field.checkbox}
                    name={`milestone-${childId}-${index}`}
                    checked={answers[index] === 'NOT_YET'}
                    onChange={() => answer(index, 'NOT_YET')}
                  />
                  <Trans>Not yet</Trans>
                </label>
              </span>
            </li>
          );
        })}
      </ul>
      {/* Nothing is said until every milestone is answered (decision 0080). */}
      <p className={verdict === 'SUGGEST' ? css.notice : css.meta} role="status">
        {verdict === 'SUGGEST' ? (
          canBook ? (
            <Trans>Several are not there yet. Every child grows at their own pace; the developmental test can tell you more.</Trans>
          ) : (
            <Trans>Several are not there yet. Every child grows at their own pace; ask about them at the next infant health checkup.</Trans>
          )
        ) : null}
        {verdict === 'ON_TRACK' ? <Trans>Children reach these at their own pace; come back to the list in a month or two.</Trans> : null}
      </p>
      {verdict === 'SUGGEST' && canBook ? (
        <Link className={page.card} style={{ padding: 12, textAlign: 'center', fontWeight: 700 }} to="/kcdi/book">
          <Trans>Book the test</Trans>
        </Link>
      ) : null}
    </section>
  );
}
