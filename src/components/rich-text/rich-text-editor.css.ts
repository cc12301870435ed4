import { globalStyle, style } from '@vanilla-extract/css';
import * as recipe from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

/** The rich-text editor and the shell that stands in for it (rich-text-editor.tsx): one look for both. */
export const editor = style({ ...recipe.tile, overflow: 'hidden' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 2,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
export const toolButton = style({
  minWidth: 40,
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandSoft, color: vars.color.brandStrong, fontWeight: 700 },
    '&:hover': { background: vars.color.brandSoft },
  },
});
export const editable = style({ minHeight: 200, padding: vars.space.md, outline: 'none', lineHeight: 1.7, fontSize: vars.fontSize.md });
export const editorWrap = style({ position: 'relative' });
export const placeholder = style({ position: 'absolute', top: vars.space.md, left: vars.space.md, color: vars.color.textMuted, pointerEvents: 'none' });
globalStyle(`${editable} blockquote`, {
  margin: `${vars.space.sm} 0`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
});
globalStyle(`${editable} h2`, { fontSize: vars.fontSize.lg, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${editable} h3`, { fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${editable} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${editable} ul, ${editable} ol`, { margin: `0 0 ${vars.space.sm}`, paddingLeft: '1.4em' });
