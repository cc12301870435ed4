import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as fieldCss from '../../components/field/field.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const introTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const sectionHead = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: 700 });
export const count = style({ color: vars.color.brandStrong, fontSize: vars.fontSize.sm, fontWeight: 700 });
export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  ...recipe.card,
  boxShadow: vars.shadow.card,
  height: '100%',
});
export const openCard = style({
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const chip = style({
  alignSelf: 'flex-start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
});
export const question = style({ fontSize: vars.fontSize.md, fontWeight: 700, lineHeight: 1.45 });
export const answer = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
});
export const cardFoot = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, marginTop: 'auto' });
// At least 24 px tall where it is a link of its own (WCAG 2.2 SC 2.5.8, decision 0035).
export const action = style({
  ...recipe.hitArea,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: vars.color.brandStrong,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
});
export const empty = style({
  padding: vars.space.xl,
  ...recipe.emptyState,
  fontSize: vars.fontSize.sm,
});
export const textarea = style([fieldCss.textarea, { minHeight: 220 }]);
export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });
