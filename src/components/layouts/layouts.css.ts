import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const memberShell = style({
  position: 'relative',
  minWidth: vars.layout.memberMin,
  maxWidth: vars.layout.memberMax,
  minHeight: '100dvh',
  margin: '0 auto',
  background: vars.color.background,
  display: 'flex',
  flexDirection: 'column',
});
export const withNav = style({ paddingBottom: `calc(${vars.layout.bottomNav} + env(safe-area-inset-bottom))` });
export const main = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const bottomNav = style({
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  width: '100%',
  minWidth: vars.layout.memberMin,
  maxWidth: vars.layout.memberMax,
  height: vars.layout.bottomNav,
  paddingBottom: 'env(safe-area-inset-bottom)',
  boxSizing: 'content-box',
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  zIndex: 20,
});
export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  textDecoration: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { color: vars.color.brandStrong } },
});
export const tabIcon = style({ display: 'block' });

export const counselButton = style({
  position: 'fixed',
  right: `max(${vars.space.lg}, calc((100vw - ${vars.layout.memberMax}) / 2 + ${vars.space.lg}))`,
  bottom: `calc(${vars.layout.bottomNav} + ${vars.space.lg} + env(safe-area-inset-bottom))`,
  zIndex: 21,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  fontWeight: 700,
  textDecoration: 'none',
  boxShadow: vars.shadow.float,
});

export const authShell = style({
  maxWidth: 480,
  minWidth: vars.layout.memberMin,
  minHeight: '100dvh',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const adminShell = style({ display: 'grid', gridTemplateColumns: `${vars.layout.sidebar} 1fr`, minHeight: '100dvh', minWidth: 960 });
export const sidebar = style({
  background: vars.color.text,
  color: '#fdf4ee',
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
// The light brand colour on the dark sidebar: 5.6:1 (brandStrong there is under 3:1, WCAG 1.4.3).
export const brand = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.brand, padding: `0 ${vars.space.sm}` });
export const menu = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 });
export const subMenu = style([menu, { paddingLeft: vars.space.lg, marginTop: 2 }]);
export const menuLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.08)' },
    '&[aria-current="page"]': { background: vars.color.brandStrong, color: vars.color.onBrand, fontWeight: 700 },
  },
});
export const menuGroup = style({ padding: `${vars.space.sm} ${vars.space.md}`, fontSize: vars.fontSize.sm, opacity: 0.8 });
export const logout = style({
  marginTop: 'auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: '1px solid rgba(255,255,255,0.3)',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'left',
});
export const adminMain = style({ background: vars.color.background, minWidth: 0 });
