import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** A small rounded status chip; the tones are what a status means, each domain maps its statuses onto them. */
export const chipBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 22,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const chipTone = styleVariants({
  neutral: [chipBase, { background: vars.color.surfaceMuted, color: vars.color.textMuted }],
  brand: [chipBase, { background: vars.color.brandSoft, color: vars.color.brandStrong }],
  success: [chipBase, { background: vars.color.accentSoft, color: vars.color.success }],
  strong: [chipBase, { background: vars.color.brandStrong, color: vars.color.onBrand }],
  danger: [chipBase, { background: vars.color.dangerSoft, color: vars.color.danger }],
});
