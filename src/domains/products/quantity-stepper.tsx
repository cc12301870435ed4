import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import * as css from './products.css.ts';
import './catalog.ts';

type Props = { value: number; min: number; max: number; onChange: (value: number) => void };

/** − n + : the quantity to buy, announced as it changes. */
export function QuantityStepper({ value, min, max, onChange }: Props) {
  const { t } = useLingui();
  const labelId = useId();
  return (
    <div className={css.stepper} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={css.stepperLabel}>
        {t`Quantity`}
      </span>
      <span className={css.stepperControls}>
        <button type="button" className={css.stepperButton} onClick={() => onChange(value - 1)} disabled={value <= min} aria-label={t`One fewer`}>
          −
        </button>
        <output className={css.stepperValue} aria-live="polite">
          {value}
        </output>
        <button type="button" className={css.stepperButton} onClick={() => onChange(value + 1)} disabled={value >= max} aria-label={t`One more`}>
          +
        </button>
      </span>
    </div>
  );
}
