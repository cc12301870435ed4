import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const badges = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

const chipBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 22,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const chip = styleVariants({
  done: [chipBase, { background: vars.color.accentSoft, color: vars.color.success }],
  due: [chipBase, { background: vars.color.brandStrong, color: vars.color.onBrand }],
  overdue: [chipBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
  upcoming: [chipBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  skipped: [chipBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
});
export const dday = style([chipBase, { border: `1px solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text, fontVariantNumeric: 'tabular-nums' }]);
