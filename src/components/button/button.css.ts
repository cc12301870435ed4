import { style, styleVariants } from '@vanilla-extract/css';
import { hitArea } from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

/**
 * The button's classes, built at compile time as plain vanilla-extract styles (button-class.ts joins
 * them): the variants a recipe would give, without the recipe's runtime in every page's first script
 * (decision 0056).
 */
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `0 ${vars.space.lg}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background 120ms ease',
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const tones = styleVariants({
  primary: { background: vars.color.brandStrong, color: vars.color.onBrand, selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } } },
  secondary: { background: vars.color.surface, color: vars.color.brandStrong, borderColor: vars.color.brand },
  ghost: { background: 'transparent', color: vars.color.text, borderColor: vars.color.border },
  danger: { background: vars.color.danger, color: vars.color.onBrand },
  kakao: { background: '#fee500', color: 'rgba(0, 0, 0, 0.85)' },
  // Dark text on Naver green: white on #03c75a is 2.3:1 (WCAG 1.4.3, decision 0035).
  naver: { background: '#03c75a', color: 'rgba(0, 0, 0, 0.87)' },
});

export const sizes = styleVariants({
  md: {},
  // 36 px drawn, 44 px to a finger (hitArea): 수정, 삭제, the diary's month arrows.
  sm: { ...hitArea, minHeight: 36, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
});

export const wide = style({ width: '100%' });
