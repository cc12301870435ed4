import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const headerCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});
export const headerText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const childName = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });
export const age = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.brandStrong });

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});
// Five tabs share a 360 px phone without scrolling; wider screens keep them at their own width.
export const tab = style({
  flex: '1 0 auto',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  '@media': { 'screen and (min-width: 600px)': { flex: '0 0 auto', padding: `0 ${vars.space.lg}` } },
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brandStrong, borderBottomColor: vars.color.brandStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 4 } },
});
export const welcome = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.success,
  fontWeight: 600,
});

export const photo = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });
export const photoActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'center' });
export { progress } from '../../components/photo/photo-tile.css.ts';
export const linkRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: 48,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});
export const danger = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
export const status = style({ color: vars.color.success, fontSize: vars.fontSize.sm, fontWeight: 600 });

export const childRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  flex: 1,
  color: vars.color.text,
  textDecoration: 'none',
});
export const childRowText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const selectedBadge = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const childList = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  ...recipe.card,
  boxShadow: vars.shadow.card,
});
/** A linkRow that is a button (it selects the child before going to its diary). */
export const linkButton = style([
  linkRow,
  {
    width: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    cursor: 'pointer',
    textAlign: 'start',
    selectors: { '&:disabled': { cursor: 'progress', opacity: 0.6 } },
  },
]);
