import { useLingui } from '@lingui/react/macro';
import type { Sex } from '../../contract/child.ts';

/** Null is an unborn child whose sex is not known yet (decision 0071). */
export function useSexLabel(): (sex: Sex | null) => string {
  const { t } = useLingui();
  return (sex) => (sex === 'MALE' ? t`Boy` : sex ? t`Girl` : t`Sex not known yet`);
}
