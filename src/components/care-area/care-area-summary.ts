import { useLingui } from '@lingui/react/macro';
import type { DiaryArea, DiaryAreas, MOODS } from '../../contract/diary.ts';
import { useCareAreaLabels, useCareAreaValueLabels } from './care-area-labels.ts';
import '../catalog.ts';

export const MOOD_FACES: Record<(typeof MOODS)[number], string> = { VERY_GOOD: '😆', GOOD: '🙂', NORMAL: '😐', BAD: '🙁', VERY_BAD: '😢' };

export type CareAreaLine = { area: DiaryArea; text: string };

/**
 * The recorded care areas (SPEC §5) in a line each, with their units (300 ml, 38.2℃, 2 h) and the
 * note: the words of the owner's read page, which the back office's entry detail shows too
 * (decision 0048), so an operator reads an entry as its author does.
 */
export function useCareAreaSummary(): (areas: DiaryAreas) => CareAreaLine[] {
  const { t } = useLingui();
  const { amount, mood, symptom } = useCareAreaValueLabels();
  return (areas) => {
    const out: CareAreaLine[] = [];
    const push = (key: DiaryArea, text: string, note: string | null | undefined) => out.push({ area: key, text: note ? `${text} · ${note}` : text });
    if (areas.water) push('water', t`${areas.water.ml} ml`, areas.water.note);
    if (areas.sleep) {
      const { hours, naps } = areas.sleep;
      push('sleep', naps > 0 ? t`${hours} h, ${naps} naps` : t`${hours} h`, areas.sleep.note);
    }
    if (areas.childMeal) {
      const { times } = areas.childMeal;
      const how = amount[areas.childMeal.amount];
      push('childMeal', t`${times} times · ${how}`, areas.childMeal.note);
    }
    if (areas.parentMeal) {
      const { times } = areas.parentMeal;
      push('parentMeal', t`${times} times`, areas.parentMeal.note);
    }
    if (areas.illness) {
      const parts = areas.illness.symptoms.map((s) => symptom[s]);
      if (areas.illness.temperature !== null) parts.push(`${areas.illness.temperature}℃`);
      push('illness', parts.length > 0 ? parts.join(', ') : t`Recorded`, areas.illness.note);
    }
    if (areas.mood) push('mood', `${MOOD_FACES[areas.mood.mood]} ${mood[areas.mood.mood]}`, areas.mood.note);
    if (areas.breastfeeding) {
      const b = areas.breastfeeding;
      const { times } = b;
      const parts = [t`${times} times`];
      if (b.minutes !== null) {
        const minutes = b.minutes;
        parts.push(t`${minutes} min`);
      }
      if (b.formulaMl !== null) {
        const ml = b.formulaMl;
        parts.push(t`formula ${ml} ml`);
      }
      push('breastfeeding', parts.join(' · '), b.note);
    }
    return out;
  };
}

/** The summary with each area's name, for a term/value list. */
export function useCareAreaLines(): (areas: DiaryAreas) => (CareAreaLine & { name: string })[] {
  const names = useCareAreaLabels();
  const summary = useCareAreaSummary();
  return (areas) => summary(areas).map((line) => ({ ...line, name: names[line.area] }));
}
