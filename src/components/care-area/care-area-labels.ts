import { useLingui } from '@lingui/react/macro';
import type { DiaryArea, MEAL_AMOUNTS, MOODS, SYMPTOMS } from '../../contract/diary.ts';
import '../catalog.ts';

/** The names of the SPEC §5 care areas, one wording for the diary, the community feed and the expert queue. */
export function useCareAreaLabels(): Record<DiaryArea, string> {
  const { t } = useLingui();
  return {
    water: t`Water`,
    sleep: t`Sleep`,
    childMeal: t`Child's meals`,
    parentMeal: t`Parent's meals`,
    illness: t`Illness`,
    mood: t`Mood`,
    breastfeeding: t`Breastfeeding`,
  };
}

/**
 * The words of the care areas' recorded choices (a meal's portion, the mood, the symptoms), one
 * wording for the diary, the community and the back office's entry detail.
 */
export function useCareAreaValueLabels(): {
  amount: Record<(typeof MEAL_AMOUNTS)[number], string>;
  mood: Record<(typeof MOODS)[number], string>;
  symptom: Record<(typeof SYMPTOMS)[number], string>;
} {
  const { t } = useLingui();
  return {
    amount: { LITTLE: t`A little`, NORMAL: t`As usual`, MUCH: t`A lot` },
    mood: { VERY_GOOD: t`Very good`, GOOD: t`Good`, NORMAL: t`So-so`, BAD: t`Bad`, VERY_BAD: t`Very bad` },
    symptom: {
      FEVER: t`Fever`,
      COUGH: t`Cough`,
      RUNNY_NOSE: t`Runny nose`,
      VOMITING: t`Vomiting`,
      DIARRHEA: t`Diarrhea`,
      RASH: t`Rash`,
      OTHER: t`Other`,
    },
  };
}
