import { useLingui } from '@lingui/react/macro';
import type { Sex } from '../../contract/child.ts';

export function useSexLabel(): (sex: Sex) => string {
  const { t } = useLingui();
  return (sex) => (sex === 'MALE' ? t`Boy` : t`Girl`);
}
