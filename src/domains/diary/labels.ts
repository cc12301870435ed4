import { useLingui } from '@lingui/react/macro';
import { useCareAreaLabels, useCareAreaValueLabels } from '../../components/care-area/care-area-labels.ts';
import { useCareAreaSummary } from '../../components/care-area/care-area-summary.ts';
import type { FieldIssue } from './area-form.ts';
import './catalog.ts';

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
  /** One line per recorded area for the read page (the shared wording of src/components/care-area, decision 0048). */
  const summary = useCareAreaSummary();
  return { area, amount, mood, symptom, issue, summary };
}
