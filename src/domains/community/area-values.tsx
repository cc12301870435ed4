import { useLingui } from '@lingui/react/macro';
import { DIARY_AREAS, type DiaryAreas } from '../../contract/diary.ts';
import * as css from './community.css.ts';
import { useCareAreaLabels, useCareAreaValueLabels } from '../../components/care-area/care-area-labels.ts';
import './catalog.ts';

/** The care areas recorded that day, read-only: one box per area with its values and note. */
export function AreaValues({ areas }: { areas: DiaryAreas }) {
  const { t } = useLingui();
  const areaLabel = useCareAreaLabels();
  // The diary write page's words for the same values, one label each (decision 0035).
  const { amount, mood, symptom } = useCareAreaValueLabels();
  const join = (parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' · ');

  const valueOf = (): Record<keyof DiaryAreas, string | null> => {
    const { water, sleep, childMeal, parentMeal, illness, mood: feeling, breastfeeding } = areas;
    return {
      water: water ? t`${water.ml} ml` : null,
      sleep: sleep ? join([t`${sleep.hours} hours`, t`${sleep.naps} naps`]) : null,
      childMeal: childMeal ? join([t`${childMeal.times} times`, amount[childMeal.amount]]) : null,
      parentMeal: parentMeal ? t`${parentMeal.times} times` : null,
      illness: illness
        ? join([illness.symptoms.map((s) => symptom[s]).join(', '), illness.temperature !== null && `${illness.temperature}℃`]) || t`Unwell`
        : null,
      mood: feeling ? mood[feeling.mood] : null,
      breastfeeding: breastfeeding
        ? join([
            t`${breastfeeding.times} times`,
            breastfeeding.minutes !== null && t`${breastfeeding.minutes} min`,
            breastfeeding.formulaMl !== null && t`formula ${breastfeeding.formulaMl} ml`,
          ])
        : null,
    };
  };
  const values = valueOf();
  const recorded = DIARY_AREAS.filter((area) => areas[area] !== null);
  if (recorded.length === 0) return null;
  return (
    <dl className={css.areaGrid} aria-label={t`Care areas`}>
      {recorded.map((area) => (
        <div key={area} className={css.areaBox}>
          <dt className={css.areaName}>{areaLabel[area]}</dt>
          <dd className={css.areaValue}>{values[area]}</dd>
          {areas[area]?.note ? <dd className={css.excerpt}>{areas[area]?.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
