import { useLingui } from '@lingui/react/macro';
import { childAge } from './age-text.ts';

type Props = { child: { born?: boolean; birthDateTime: string | null; birthDueDate?: string | null } };

/** '생후 12일', '5개월 3일', '4세', or 'D - 30' for an unborn child. */
export function ChildAge({ child }: Props) {
  const { t } = useLingui();
  const age = childAge(child);
  if (age.kind === 'unborn') return <span>{age.countdown}</span>;
  if (age.kind === 'unknown') return null;
  const display = age.display;
  if (display.kind === 'days') {
    const days = display.days;
    return <span>{t`${days} days old`}</span>;
  }
  if (display.kind === 'monthsDays') {
    const { months, days } = display;
    return <span>{t`${months} months ${days} days`}</span>;
  }
  const years = display.years;
  return <span>{t`${years} years old`}</span>;
}
