import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, padding: vars.space.lg, paddingBottom: 96 });
export const greeting = style({ fontSize: vars.fontSize.xl, fontWeight: 700, paddingTop: vars.space.lg });
export const childCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
});
export const avatar = style({
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandStrong,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 32,
  overflow: 'hidden',
  flexShrink: 0,
  objectFit: 'cover',
});
export const childName = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const age = style({ fontSize: vars.fontSize.xxl, fontWeight: 800, color: vars.color.brandStrong });
export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: vars.space.md });
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 600,
});
export const tileIcon = style({ color: vars.color.brand });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 400 });
