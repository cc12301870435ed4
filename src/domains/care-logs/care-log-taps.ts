/**
 * The one-tap daily log's buttons (decision 0098) and the label of a log (what a tap writes is
 * tap-body.ts, which /main loads only with a tap). The
 * labels are in the /main card's catalogue (lingui.config.ts HOME_CARD_FILES), which the page loads
 * too, so that the card and the page say the same words from one table.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CareLogDetail, CareLogKind } from '../../contract/care-logs.ts';
import '../../components/home-card/catalog.ts';

export const TAPS = ['BREAST_LEFT', 'BREAST_RIGHT', 'FORMULA', 'BOTTLE', 'SOLIDS', 'SLEEP', 'WET', 'DIRTY', 'BOTH'] as const;
export type Tap = (typeof TAPS)[number];

/** The taps /main offers: the timers and the diapers in one tap; a bottle asks its amount on the page. */
export const HOME_TAPS: readonly Tap[] = ['BREAST_LEFT', 'BREAST_RIGHT', 'FORMULA', 'SLEEP', 'WET', 'DIRTY'];

export const TAP_LABELS: Record<Tap, MessageDescriptor> = {
  BREAST_LEFT: msg`Left breast`,
  BREAST_RIGHT: msg`Right breast`,
  FORMULA: msg`Formula`,
  BOTTLE: msg`Expressed milk`,
  SOLIDS: msg`Solids`,
  SLEEP: msg`Sleep`,
  WET: msg`Wet diaper`,
  DIRTY: msg`Dirty diaper`,
  BOTH: msg`Wet and dirty`,
};

/** The tap a log was made by. */
export function tapOf(log: { kind: CareLogKind; detail: CareLogDetail | null }): Tap {
  return log.kind === 'SLEEP' ? 'SLEEP' : (log.detail ?? 'WET');
}

/** Bottles ask how much before they are written. */
export const AMOUNT_TAPS = ['FORMULA', 'BOTTLE'] as const;
export type AmountTap = (typeof AMOUNT_TAPS)[number];
export const asksAmount = (tap: Tap): tap is AmountTap => tap === 'FORMULA' || tap === 'BOTTLE';
