import { useLingui } from '@lingui/react/macro';
import type { DiaryArea, DiaryAreas } from '../../contract/diary.ts';
import { useCareAreaLabels, useCareAreaValueLabels } from '../../components/care-area/care-area-labels.ts';
import type { FieldIssue, Mood } from './area-form.ts';
import './catalog.ts';

export const MOOD_FACES: Record<Mood, string> = { VERY_GOOD: '😆', GOOD: '🙂', NORMAL: '😐', BAD: '🙁', VERY_BAD: '😢' };

/** The words of the care areas, their choices and the inline messages. */
export function useDiaryLabels() {
  const { t } = useLingui();
  const area = useCareAreaLabels();
  const { amount, mood, symptom } = useCareAreaValueLabels();
  const issue = (value: FieldIssue | undefined): string | null => {
    if (!value) return null;
    if (value.kind === 'required') return t`Please fill this in, or clear the area.`;
    const { min, max } = value;
    return value.step === 1 ? t`Enter a whole number from ${min} to ${max}.` : t`Enter a number from ${min} to ${max}.`;
  };
  /** One line per recorded area for the read page. */
  const summary = (areas: DiaryAreas): { area: DiaryArea; text: string }[] => {
    const out: { area: DiaryArea; text: string }[] = [];
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
  return { area, amount, mood, symptom, issue, summary };
}
