import { useLingui } from '@lingui/react/macro';
import type { DiaryArea } from '../../contract/diary.ts';
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
