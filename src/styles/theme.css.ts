import { createGlobalThemeContract, createGlobalTheme } from '@vanilla-extract/css';

/** The theme contract: components use only these variables (ARCHITECTURE §7). */
export const vars = createGlobalThemeContract(
  {
    color: {
      brand: 'color-brand',
      brandStrong: 'color-brand-strong',
      brandSoft: 'color-brand-soft',
      onBrand: 'color-on-brand',
      accent: 'color-accent',
      accentSoft: 'color-accent-soft',
      background: 'color-background',
      surface: 'color-surface',
      surfaceMuted: 'color-surface-muted',
      text: 'color-text',
      textMuted: 'color-text-muted',
      border: 'color-border',
      danger: 'color-danger',
      dangerSoft: 'color-danger-soft',
      success: 'color-success',
      focus: 'color-focus',
      overlay: 'color-overlay',
    },
    space: { xs: 'space-xs', sm: 'space-sm', md: 'space-md', lg: 'space-lg', xl: 'space-xl', xxl: 'space-xxl' },
    radius: { sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg', full: 'radius-full' },
    font: { body: 'font-body' },
    fontSize: { xs: 'font-xs', sm: 'font-sm', md: 'font-md', lg: 'font-lg', xl: 'font-xl', xxl: 'font-xxl' },
    shadow: { card: 'shadow-card', float: 'shadow-float' },
    layout: {
      memberMin: 'layout-member-min',
      memberMax: 'layout-member-max',
      bottomNav: 'layout-bottom-nav',
      sidebar: 'layout-sidebar',
    },
  },
  (value) => `dodam-${value}`,
);

/** One light theme with a warm brand palette (SPEC §9). */
createGlobalTheme(':root', vars, {
  color: {
    brand: '#f08a5d',
    // Text colours keep 4.5:1 on every surface and soft chip they sit on (WCAG 1.4.3, decision 0035).
    brandStrong: '#a8441f',
    brandSoft: '#fde7dc',
    onBrand: '#ffffff',
    accent: '#76b060',
    accentSoft: '#e8f3e2',
    background: '#fffaf5',
    surface: '#ffffff',
    surfaceMuted: '#f6efe9',
    text: '#2b2320',
    textMuted: '#6f625b',
    border: '#e6dbd2',
    danger: '#c62828',
    dangerSoft: '#fdecea',
    success: '#2a7230',
    focus: '#1a5fb4',
    overlay: 'rgba(43, 35, 32, 0.45)',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '9999px' },
  font: {
    // The phones' own Korean fonts by name before any generic family: a generic one without Hangul
    // (system-ui is Roboto or DejaVu Sans) sends every Korean glyph through fallback lookups (decision 0060).
    body: '"Pretendard Variable", Pretendard, -apple-system, BlinkMacSystemFont, "Apple SD Gothic Neo", "Noto Sans CJK KR", "Noto Sans KR", "Malgun Gothic", sans-serif',
  },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  shadow: { card: '0 1px 3px rgba(43, 35, 32, 0.08)', float: '0 6px 16px rgba(194, 85, 42, 0.3)' },
  layout: { memberMin: '360px', memberMax: '1024px', bottomNav: '68px', sidebar: '240px' },
});
