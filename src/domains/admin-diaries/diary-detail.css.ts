import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The entry read as its author reads it (src/domains/diary's read page): title, care areas, story, photos. */
export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 880 });
export const entryTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: 0 });
export const areas = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: vars.space.sm, margin: 0 });
export const area = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const areaName = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontWeight: 600 });
export const areaValue = style({ margin: 0, fontWeight: 500 });
