import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const chips = style({ display: 'flex', gap: vars.space.sm, overflowX: 'auto', paddingBottom: 2, scrollbarWidth: 'none' });
export const chip = style({
  flex: '0 0 auto',
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  ...recipe.frame,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.brandStrong, borderColor: vars.color.brandStrong, color: vars.color.onBrand, fontWeight: 700 },
  },
});
export const feed = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
});
export const card = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...recipe.card,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: 'none',
  height: '100%',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const cardMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0, flex: 1 });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
export const author = style({ color: vars.color.text, fontWeight: 700, fontSize: vars.fontSize.sm });
export const badge = style({ ...recipe.badge });
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: 'anywhere' });
export const excerpt = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.5,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});
export const areaRow = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const area = style({
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});
export const cardFoot = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginTop: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
export const thumb = style({ flex: '0 0 auto', width: 84, height: 84, objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const empty = style({
  padding: vars.space.xl,
  ...recipe.emptyState,
  fontSize: vars.fontSize.sm,
});
export const more = style({ display: 'flex', justifyContent: 'center', minHeight: 48, alignItems: 'center' });
export const sentinel = style({ height: 1 });
export const skeleton = style({ height: 132, borderRadius: vars.radius.lg, background: vars.color.surfaceMuted });

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg, ...recipe.card });
export const articleHead = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.md });
export const articleTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700, overflowWrap: 'anywhere' });
export const paragraph = style({ margin: 0, lineHeight: 1.75, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const areaGrid = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', margin: 0 });
export const areaBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const areaName = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 });
export const areaValue = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, overflowWrap: 'anywhere' });
export const photos = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' });
export const photo = style({ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const commentLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.lg,
  ...recipe.card,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const menuWrap = style({ position: 'relative' });
export const menuButton = style({
  minWidth: 44,
  minHeight: 44,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
});
export const menu = style({
  position: 'absolute',
  right: 0,
  top: '100%',
  zIndex: 5,
  minWidth: 160,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  ...recipe.tile,
  boxShadow: vars.shadow.card,
});
export const menuItem = style({
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  background: 'transparent',
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});
export const menuDanger = style({ color: vars.color.danger });

export const reasons = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, border: 'none', margin: 0, padding: 0 });
export const reason = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 40 });
export const textarea = style({
  width: '100%',
  minHeight: 96,
  padding: vars.space.md,
  ...recipe.tile,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const comments = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const comment = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md, ...recipe.tile });
export const commentHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const commentBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', lineHeight: 1.6 });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const writer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md, ...recipe.card });

/** A disclosure row tall enough to tap (WCAG 2.2 SC 2.5.8, decision 0035). */
export const disclosure = style({ paddingBlock: 12, cursor: 'pointer' });
/** The comments and the box under them, spaced as a page's body (comment-thread.tsx), inside any page. */
export const thread = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
