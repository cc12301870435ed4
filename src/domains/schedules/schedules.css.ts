import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const progress = style({ fontWeight: 700, color: vars.color.text });

export const next = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.brand}`,
});
export const nextLabel = style({ fontSize: vars.fontSize.sm, fontWeight: 700, color: vars.color.brandStrong });
export const nextName = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const nextRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const group = style({
  ...recipe.card,
  padding: `${vars.space.md} ${vars.space.lg}`,
  boxShadow: vars.shadow.card,
});
export const groupTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700, margin: `${vars.space.xs} 0` });
export const seriesTitle = style({ fontSize: vars.fontSize.sm, fontWeight: 700, marginTop: vars.space.md, color: vars.color.textMuted });
export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginBottom: vars.space.xs });
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
export const rowNext = style({
  margin: `0 calc(-1 * ${vars.space.sm})`,
  padding: `${vars.space.md} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
// Muted, not faded: text under opacity falls below 4.5:1 (WCAG 1.4.3, decision 0035).
export const rowSkipped = style({ color: vars.color.textMuted });
export const rowMain = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const rowTitle = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm, fontWeight: 700 });
export const age = style({ fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted });
export const window = style({ fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted });
export const record = style({ fontSize: vars.fontSize.sm, color: vars.color.success, fontWeight: 600 });
export const memo = style({ fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: 'anywhere' });
export const rowSide = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xs, flexShrink: 0 });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  ...recipe.emptyState,
  background: vars.color.surface,
});
export const emptyIcon = style({ color: vars.color.brand });

export const textarea = style({
  minHeight: 96,
  padding: vars.space.md,
  ...recipe.tile,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const dialogWindow = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginBottom: vars.space.lg });
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end', marginTop: vars.space.lg });
export const clear = style({ marginRight: 'auto' });
/** The dates outside their window, in the already-done confirmation. */
export const missList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, marginBottom: vars.space.md });
/** The interim child page's tab links (the profiles part's page replaces them). */
export const tabs = style({ display: 'flex', gap: vars.space.lg, fontWeight: 600 });
/** One column on a phone, two on a wide layout. */
export const groups = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 760px)': { gridTemplateColumns: '1fr 1fr' } },
});
/** One choice of the "already done" dialog: checkbox and name, then its optional date. */
export const doneRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});
/** One vaccine of an alternative group in the "already done" dialog: a 44 px tap target (decision 0080). */
export const choiceOption = style({ minHeight: 44, alignItems: 'center' });
export const doneActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const doneName = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2, fontWeight: 700 });
