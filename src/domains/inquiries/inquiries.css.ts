import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const card = style({ ...recipe.card, padding: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.md} 0`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});
export const itemHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const grow = style({ flex: 1, minWidth: 0 });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const words = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const preview = style({ margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const answer = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});
export const photo = style({ maxWidth: '100%', maxHeight: 320, borderRadius: vars.radius.md, objectFit: 'contain', alignSelf: 'flex-start' });
export const textarea = style({
  minHeight: 140,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  font: 'inherit',
  resize: 'vertical',
});
export const topics = style({ border: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const topic = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.brandStrong, background: vars.color.brandSoft, fontWeight: 700 } },
});
export const photoPick = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', minHeight: 44 });
export const dot = style({ width: 8, height: 8, borderRadius: '50%', background: vars.color.danger, flex: 'none' });
export const back = style({ alignSelf: 'flex-start', minHeight: 44, display: 'inline-flex', alignItems: 'center' });
/** The native file picker, its button as tall as a tap target (44 px). */
export const fileInput = style({
  minHeight: 44,
  maxWidth: '100%',
  font: 'inherit',
  selectors: {
    '&::file-selector-button': {
      minHeight: 44,
      marginRight: vars.space.sm,
      padding: `0 ${vars.space.md}`,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.border}`,
      background: vars.color.surfaceMuted,
      font: 'inherit',
      cursor: 'pointer',
    },
  },
});
