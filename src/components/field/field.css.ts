import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  ...recipe.tile,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled, &:read-only': { background: vars.color.surfaceMuted },
  },
});
/** A text area of words (a child's message, a pregnancy diary entry): the input's look, several lines. */
export const textarea = style({
  width: '100%',
  minHeight: 160,
  padding: vars.space.md,
  ...recipe.tile,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });
export const success = style({ fontSize: vars.fontSize.sm, color: vars.color.success });
export const check = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontSize: vars.fontSize.md, cursor: 'pointer' });
export const checkbox = style({ width: 24, height: 24, marginTop: 1, accentColor: vars.color.brand, flexShrink: 0 });
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const alert = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
// minWidth 0: a fieldset is at least as wide as its content by default, which pushed the phone row's
// 인증번호 받기 button past a 360 px screen (decision 0034).
export const fieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({ fontSize: vars.fontSize.sm, fontWeight: 600, padding: 0, marginBottom: vars.space.xs });
export const radioRow = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' });
/** Under a text area: its inline error on the left, its length counter on the right (field-footer.tsx). */
export const footer = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const counter = style({ marginLeft: 'auto', color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const counterOver = style({ color: vars.color.danger, fontWeight: 700 });
