import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export { tap, taps } from './care-log-card.css.ts';
export const timer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const elapsed = style({ fontSize: vars.fontSize.xl, fontWeight: 800, fontVariantNumeric: 'tabular-nums', color: vars.color.brandStrong });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const row = style({
  display: 'grid',
  gridTemplateColumns: '3.5em 1fr auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 52,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const what = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const refused = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const dayNav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const totals = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xs, margin: 0, textAlign: 'center' });
export const total = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: 2,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const totalValue = style({ margin: 0, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
/** A log's fix and removal side by side at the end of its row. */
export const rowActions = style({ display: 'flex', gap: vars.space.xs });
