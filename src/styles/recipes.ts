import { vars } from './theme.css.ts';

/**
 * The theme's box recipes (decision 0039): spread one into a style — `style({ ...card, padding: … })`
 * — and give only what differs. Spreading keeps each class one CSS rule of its own, so no stylesheet
 * order between chunks can change a page. Status chips have their component (src/components/chip).
 */

/** The 1 px line around every framed box and input. */
export const frame = { border: `1px solid ${vars.color.border}` } as const;

/** A card: a framed white box with the large radius (an entry in a list, a panel, a home card). */
export const card = { ...frame, borderRadius: vars.radius.lg, background: vars.color.surface } as const;

/** A tile: a framed white box with the medium radius (a comment, a row, a choice). */
export const tile = { ...frame, borderRadius: vars.radius.md, background: vars.color.surface } as const;

/** An empty state: a dashed box with muted, centred text ("nothing here yet"). */
export const emptyState = {
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
} as const;

/** A small soft label beside a title (a count, "new", "shared"). */
export const badge = {
  padding: `1px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
} as const;

/** A filter chip, pressed when its filter is on (aria-pressed): care info's categories, the notices' and reports' filters. */
export const filterChip = {
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  ...frame,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brandSoft, borderColor: vars.color.brand, color: vars.color.brandStrong, fontWeight: 700 } },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
} as const;

/**
 * A tap target of at least 44 × 44 px (the house rule for touch) for a control drawn smaller: an
 * invisible ::before reaches out only as far as the box falls short, centred on it, so the layout
 * does not move and a control that is already big enough is left alone. Spread it into the
 * control's style; the control must not need `position` of its own.
 */
const reach = (extent: string) => `min(0px, calc((${extent} - 44px) / 2))`;
export const hitArea = {
  position: 'relative',
  '::before': { content: '""', position: 'absolute', top: reach('100%'), bottom: reach('100%'), left: reach('100%'), right: reach('100%') },
} as const;
