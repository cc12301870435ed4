import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import * as field from '../../components/field/field.css.ts';
import * as page from '../../components/page/page.css.ts';
import { exactAge } from '../../contract/calendar/age.ts';
import { suggestsTest } from './milestone-rules.ts';
import { bandFor } from './milestones.ts';
import * as css from './kcdi.css.ts';
import './catalog.ts';

/**
 * The free checklist for the child's age (decision 0070): the parent ticks what the child does; two or
 * more not yet there suggests the test. Nothing is sent or kept: it is a guide read on the spot.
 */
export function MilestoneChecklist({ nickname, birthDateTime, canBook }: { nickname: string; birthDateTime: string; canBook: boolean }) {
  const { t, i18n } = useLingui();
  const months = exactAge(birthDateTime).months;
  const band = bandFor(months);
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  if (!band) return null;
  const toggle = (index: number) =>
    setDone((now) => {
      const next = new Set(now);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const suggest = suggestsTest(band.items.length, done.size);
  return (
    <section className={css.card} aria-labelledby="kcdi-milestones">
      <h2 id="kcdi-milestones" className={page.sectionTitle}>
        {t`Milestones at ${band.from}–${band.to} months`}
      </h2>
      <p className={css.meta}>
        <Trans>A free guide written by Dodam, not a test or a diagnosis. Tick what {nickname} already does.</Trans>
      </p>
      <fieldset className={css.milestones}>
        <legend className={field.label}>{t`What ${nickname} does`}</legend>
        {band.items.map((item, index) => (
          <label key={item.id} className={css.milestone}>
            <input type="checkbox" className={field.checkbox} checked={done.has(index)} onChange={() => toggle(index)} />
            {i18n._(item)}
          </label>
        ))}
      </fieldset>
      <p className={suggest ? css.notice : css.meta} role="status">
        {suggest ? (
          <Trans>Several are not there yet. Every child grows at their own pace; the developmental test can tell you more.</Trans>
        ) : (
          <Trans>Children reach these at their own pace; come back to the list in a month or two.</Trans>
        )}
      </p>
      {suggest && canBook ? (
        <Link className={page.card} style={{ padding: 12, textAlign: 'center', fontWeight: 700 }} to="/kcdi/book">
          <Trans>Book the test</Trans>
        </Link>
      ) : null}
    </section>
  );
}
