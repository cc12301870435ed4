import { useLingui } from '@lingui/react/macro';
import { UNBORN_AGE } from '../../contract/child-words/ages.ts';
import './catalog.ts';

/** The age range of a prompt: '임신 중', '4~6개월', '12개월부터', '태어난 뒤'. */
export function useStageLabel(): (from: number, to: number | null) => string {
  const { t } = useLingui();
  return (from, to) => {
    if (from === UNBORN_AGE) return t`During pregnancy`;
    if (to === null) return from === 0 ? t`Any time after birth` : t`From ${from} months`;
    if (from === to) return t`${from} months`;
    return t`${from}-${to} months`;
  };
}
