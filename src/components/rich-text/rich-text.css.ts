import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** A read-only rich text's blocks: the look of the diary's read page (src/domains/diary/diary.css.ts `rich`). */
export const rich = style({ lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${rich} blockquote`, {
  margin: `${vars.space.sm} 0`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  color: vars.color.textMuted,
});
globalStyle(`${rich} h2`, { fontSize: vars.fontSize.lg, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${rich} h3`, { fontSize: vars.fontSize.md, margin: `${vars.space.md} 0 ${vars.space.xs}` });
globalStyle(`${rich} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${rich} ul, ${rich} ol`, { margin: `0 0 ${vars.space.sm}`, paddingLeft: '1.4em' });
export const bold = style({ fontWeight: 700 });
export const italic = style({ fontStyle: 'italic' });
export const underline = style({ textDecoration: 'underline' });
export const strike = style({ textDecoration: 'line-through' });
