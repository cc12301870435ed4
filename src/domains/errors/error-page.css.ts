import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} ${vars.space.xl}`,
  textAlign: 'center',
  minHeight: '80dvh',
  justifyContent: 'center',
});
export const code = style({ fontSize: 48, fontWeight: 800, color: vars.color.brandStrong, lineHeight: 1 });
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
export const subtitle = style({ color: vars.color.textMuted, fontWeight: 600 });
export const body = style({ color: vars.color.textMuted, whiteSpace: 'pre-line' });
export const detail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});
/** /error/032: the restriction's reason and date (decision 0030). */
export const restriction = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'left',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  width: '100%',
  overflowWrap: 'anywhere',
});
export const link = style({ color: vars.color.brand, fontWeight: 600, minHeight: 44, display: 'inline-flex', alignItems: 'center' });
/** /error/032: the restricted member's way to the operator (decision 0072), laid out like the member pages. */
export const inquiry = style({ width: '100%', maxWidth: 560, display: 'flex', flexDirection: 'column', gap: vars.space.md, textAlign: 'left' });
export const inquiryTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
