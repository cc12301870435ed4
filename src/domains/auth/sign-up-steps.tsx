import { useLingui } from '@lingui/react/macro';
import * as css from './auth.css.ts';
import './catalog.ts';

/** SPEC §4 sign-up steps: sign-up → add → done. */
export function SignUpSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useLingui();
  const steps = [t`Consents`, t`Profile`, t`Done`];
  return (
    <ol className={css.steps} aria-label={t`Sign-up steps`}>
      {steps.map((label, index) => (
        <li key={label} className={index + 1 === current ? css.stepActive : css.step} aria-current={index + 1 === current ? 'step' : undefined}>
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
