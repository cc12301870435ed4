import { useLingui } from '@lingui/react/macro';
import type { ANALYSIS_STATES } from '../../contract/reports.ts';
import './catalog.ts';

/** Where a report's expert analysis stands, in the list and on the report. */
export function useAnalysisLabels(): Record<Exclude<(typeof ANALYSIS_STATES)[number], 'NONE'>, string> {
  const { t } = useLingui();
  return { ORDERED: t`Waiting for expert feedback`, PROVIDED: t`Expert feedback arrived` };
}
