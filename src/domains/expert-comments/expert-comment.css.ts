import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

/** Expert comments (decision 0027): the request card, the expert's highlighted comment, the editor. */
export const card = style({ padding: vars.space.lg, ...recipe.card, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const cardTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.md, fontWeight: 700 });
export const expertBadge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
});
export const lead = style({ margin: 0, fontWeight: 600 });
export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
globalStyle(`${options} > *`, { flex: '1 1 160px' });
export const alignStart = style({ alignSelf: 'flex-start' });

/** The expert's comment, set apart from the parents' comments (accent border and tint). */
export const comment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSoft,
  borderLeft: `4px solid ${vars.color.accent}`,
});
export const commentHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.sm });
export const commentAuthor = style({ fontWeight: 700 });
export const commentMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const commentBody = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: 1.7, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const requestInfo = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const textarea = style({
  width: '100%',
  minHeight: 200,
  padding: vars.space.md,
  ...recipe.tile,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: 1.7,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const counter = style({ alignSelf: 'flex-end', color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.success,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

/** The expert's page of a requested entry: the same column, badge and link as the diary's read page. */
export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 760, width: '100%', margin: '0 auto' });
export const badge = style({ ...recipe.badge });
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: 24, color: vars.color.brandStrong, fontWeight: 600 });
