import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** A held coupon's state, in the colours of the member's own coupon page (src/domains/coupons). */
const chipBase = {
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  marginLeft: vars.space.xs,
} as const;
export const couponStatus = styleVariants({
  AVAILABLE: { ...chipBase, background: vars.color.accentSoft, color: vars.color.success },
  USED: { ...chipBase, background: vars.color.surfaceMuted, color: vars.color.textMuted },
  EXPIRED: { ...chipBase, background: vars.color.dangerSoft, color: vars.color.danger },
});
