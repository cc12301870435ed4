/** The growth form's own message keys; server and shared keys fall through to useMessageText. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import './catalog.ts';

const GROWTH_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  MeasurementDateRequired: msg`Enter the date of the measurement.`,
  MeasurementRequired: msg`Enter at least one of height, weight and head circumference.`,
  HeightOutOfRange: msg`Enter the height in centimetres, between 30 and 200 cm.`,
  WeightOutOfRange: msg`Enter the weight in kilograms, between 0.3 and 150 kg (e.g. 3.4 kg, not 3400 g).`,
  HeadOutOfRange: msg`Enter the head circumference in centimetres, between 20 and 70 cm.`,
  HeightImplausibleForAge: msg`This height is far outside the WHO range for this age. Please check the value and the unit (cm).`,
  WeightImplausibleForAge: msg`This weight is far outside the WHO range for this age. Please check the value and the unit (kg).`,
  HeadImplausibleForAge: msg`This head circumference is far outside the WHO range for this age. Please check the value and the unit (cm).`,
};

export function useGrowthMessage(): (key: string | null | undefined) => string | null {
  const { i18n } = useLingui();
  const shared = useMessageText();
  return useCallback(
    (key) => {
      if (!key) return null;
      const own = GROWTH_MESSAGES[key];
      return own ? i18n._(own) : shared(key);
    },
    [i18n, shared],
  );
}
