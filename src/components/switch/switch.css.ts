import { style } from '@vanilla-extract/css';
import { hitArea } from '../../styles/recipes.ts';
import { vars } from '../../styles/theme.css.ts';

/** 52 × 32 drawn, 44 px tall to a finger (hitArea). */
export const track = style({
  ...hitArea,
  width: 52,
  height: 32,
  flexShrink: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.border,
  cursor: 'pointer',
  transition: 'background 120ms ease',
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.brandStrong },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const thumb = style({
  position: 'absolute',
  top: 4,
  left: 4,
  width: 24,
  height: 24,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transition: 'transform 120ms ease',
  selectors: { [`${track}[aria-checked="true"] &`]: { transform: 'translateX(20px)' } },
});
