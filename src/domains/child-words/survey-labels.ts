import { useLingui } from '@lingui/react/macro';
import { CONCERNS, FEEDING_KINDS, TEMPERAMENTS, type Concern, type FeedingKind, type Temperament } from '../../contract/child-survey.ts';
import './catalog.ts';

/** Localized options of the child survey, in contract order. */
export function useSurveyOptions() {
  const { t } = useLingui();
  const feeding: Record<FeedingKind, string> = {
    BREAST_MILK: t`Breast milk`,
    FORMULA: t`Formula`,
    MIXED: t`Breast milk and formula`,
    BABY_FOOD: t`Baby food`,
    REGULAR_FOOD: t`Regular meals`,
  };
  const temperament: Record<Temperament, string> = { EASYGOING: t`Easygoing`, ACTIVE: t`Active`, SENSITIVE: t`Sensitive`, CAUTIOUS: t`Slow to warm up` };
  const concerns: Record<Concern, string> = {
    SLEEP: t`Sleep`,
    FEEDING: t`Feeding and meals`,
    GROWTH: t`Growth`,
    DEVELOPMENT: t`Development`,
    HEALTH: t`Health`,
    BEHAVIOR: t`Behaviour and emotions`,
    PARENTING: t`Parenting stress`,
  };
  return {
    feeding: FEEDING_KINDS.map((value) => ({ value, label: feeding[value] })),
    temperament: TEMPERAMENTS.map((value) => ({ value, label: temperament[value] })),
    concerns: CONCERNS.map((value) => ({ value, label: concerns[value] })),
  };
}

/** The text of a survey issue key from the contract schema. */
export function useSurveyIssueText(): (key: string | undefined) => string | null {
  const { t } = useLingui();
  return (key) => {
    if (!key) return null;
    if (key === 'InvalidSleepHours') return t`Enter hours between 0 and 24, in steps of 0.5.`;
    if (key === 'InvalidNightWakings') return t`Enter a whole number between 0 and 20.`;
    if (key === 'SurveyNoteTooLong') return t`Write at most 500 characters.`;
    if (key === 'EmptySurvey') return t`Please answer at least one question.`;
    return t`Please check your answers.`;
  };
}
