import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The back office's list parts at desktop width (1280×800 and wider, decision 0041). */
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.xl, maxWidth: 1400 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: 600 });
export const control = style({
  height: 36,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
});
export const searchInput = style([control, { width: 220 }]);
export const narrowInput = style([control, { width: 120 }]);
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.xs, flexBasis: '100%' });
export const chips = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const chip = style({
  height: 32,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
  selectors: {
    '&[aria-pressed="true"], &[aria-current="page"]': {
      background: vars.color.brandStrong,
      borderColor: vars.color.brandStrong,
      color: vars.color.onBrand,
      fontWeight: 700,
    },
  },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const summary = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, justifyContent: 'space-between', flexWrap: 'wrap' });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const tableWrap = style({ overflowX: 'auto', background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const td = style({ padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: 'middle' });
export const row = style({ selectors: { '&:hover': { background: vars.color.surfaceMuted } } });
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  border: 0,
  padding: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const state = style({ padding: vars.space.xxl, textAlign: 'center', color: vars.color.textMuted });
export const pager = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs, flexWrap: 'wrap' });
export const pageButton = style({
  minWidth: 34,
  height: 34,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brandStrong, color: vars.color.onBrand, borderColor: vars.color.brandStrong, fontWeight: 700 },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
export const progress = style({ width: 120, height: 8 });
export const mono = style({ fontFamily: 'ui-monospace, monospace', fontSize: vars.fontSize.xs, wordBreak: 'break-all' });
export const rowLink = style({ color: vars.color.brandStrong, fontWeight: 600, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
/** The sentence after a bulk action; focusable (tabIndex -1) so the focus lands on it, not the body. */
export const bulkResult = style({ margin: 0, fontWeight: 600, ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } });
export const names = style({ margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.lg, maxHeight: 200, overflowY: 'auto' });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const problems = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});
/** A long text cell (a comment) kept to a readable width. */
export const clamp = style({ display: 'block', maxWidth: 360 });
/** The list's one call to add a record (a product, a notice): above the rows. */
export const addLink = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandStrong,
  color: vars.color.surface,
  fontWeight: 700,
  textDecoration: 'none',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
/** A record's picture in its form (PictureField). */
export const picture = style({ width: 240, height: 240, objectFit: 'cover', borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` });
