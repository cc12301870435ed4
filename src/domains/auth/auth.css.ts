import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, padding: `${vars.space.xxl} ${vars.space.xl}` });
export const hero = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.sm, textAlign: 'center' });
export const logo = style({ width: 80, height: 80, borderRadius: 20 });
export const brandName = style({ fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.brandStrong });
export const tagline = style({ color: vars.color.textMuted });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
export const lead = style({ color: vars.color.textMuted });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&::before, &::after': { content: '""', flex: 1, height: 1, background: vars.color.border } },
});
// Each link and button of the row is a 44 px tall target (WCAG 2.2 SC 2.5.8, decision 0035).
export const links = style({
  display: 'flex',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${links} > *`, { display: 'inline-flex', alignItems: 'center', minHeight: 44 });
export const linkButton = style({
  border: 0,
  background: 'none',
  padding: 0,
  color: vars.color.brandStrong,
  textDecoration: 'underline',
  cursor: 'pointer',
  fontSize: 'inherit',
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const consentBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  ...recipe.card,
});
export const consentAll = style({ fontWeight: 700, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` });
export const consentRow = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, paddingLeft: 30 });
export const center = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  textAlign: 'center',
  paddingTop: vars.space.xxl,
});
export const bigIcon = style({ color: vars.color.brand });
export const small = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });
export const steps = style({ display: 'flex', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, fontSize: vars.fontSize.sm });
export const step = style({
  flex: 1,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const stepActive = style([step, { background: vars.color.brandStrong, color: vars.color.onBrand, fontWeight: 700 }]);
