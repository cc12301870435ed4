import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';
export { photo, photoImg, photoRemove, photos } from '../../components/photo/photo-tile.css.ts';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 760, width: '100%', margin: '0 auto' });
export const row = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'flex-end' });
export const grow = style({ flex: '1 1 140px', minWidth: 0 });
export const areas = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const area = style({
  ...recipe.tile,
});
export const areaSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  cursor: 'pointer',
  fontWeight: 600,
  listStyle: 'none',
  minHeight: 48,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const areaState = style({ marginLeft: 'auto', fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 500 });
export const areaStateOn = style({ color: vars.color.brandStrong });
export const areaBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: `0 ${vars.space.lg} ${vars.space.lg}` });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  ...recipe.frame,
  background: vars.color.surface,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:has(input:checked)': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brandStrong, fontWeight: 600 },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.brand}`, outlineOffset: 2 },
  },
});
export const chipInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1, pointerEvents: 'none' });
export const face = style({ fontSize: 22, lineHeight: 1 });
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
export const gallery = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});
export const photoBar = style({ position: 'absolute', left: 0, right: 0, bottom: 0, height: 6, background: 'rgba(0,0,0,0.25)' });
export const photoBarFill = style({ height: '100%', background: vars.color.brand, transition: 'width 120ms linear' });
export const photoError = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: 4,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.xs,
});
export const addPhoto = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  width: '100%',
});
export const visuallyHidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const progress = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const offerTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
/** The room of the button a notice shows once its state is known (button.css.ts's minHeight). */
export const buttonRoom = style({ display: 'block', minHeight: 48 });
export const notice = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const entryTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 700, margin: 0 });
export const summary = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: vars.space.sm, margin: 0 });
export const summaryItem = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
});
export const summaryTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const summaryValue = style({ margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm });
export const card = style({ padding: vars.space.lg, ...recipe.card, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const shareRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, justifyContent: 'space-between' });
export const monthNav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const monthLabel = style({ fontWeight: 700, fontSize: vars.fontSize.md });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const listItem = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  ...recipe.tile,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const listDay = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 44, fontWeight: 700, color: vars.color.brandStrong });
export const listText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, flex: 1 });
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const thumb = style({ width: 48, height: 48, borderRadius: vars.radius.sm, objectFit: 'cover', flexShrink: 0 });
export const empty = style({ padding: vars.space.xl, ...recipe.emptyState, fontSize: vars.fontSize.sm });
export const badge = style({ ...recipe.badge });
// A link of its own line, at least 24 px tall (WCAG 2.2 SC 2.5.8, decision 0035).
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: 24, color: vars.color.brandStrong, fontWeight: 600 });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });

export const shareLabel = style({ flex: 1, cursor: 'pointer' });
/** The diary search's whole date above a found entry's title (decision 0073). */
export const searchDate = style({ fontSize: vars.fontSize.xs, fontWeight: 700, color: vars.color.brandStrong });
export const searching = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
/** The days of the month without an entry, each a link to write that day (48 px targets, decision 0035). */
export const dayChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 48,
  minHeight: 48,
  borderRadius: vars.radius.full,
  ...recipe.frame,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const dayChips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
