import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const viewer = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceMuted });
export const page = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
export const canvas = style({ display: 'block', width: '100%', height: 'auto', background: '#ffffff', boxShadow: vars.shadow.card });
export const caption = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textAlign: 'center' });
export const text = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const textBody = style({ whiteSpace: 'pre-wrap', margin: `${vars.space.xs} 0 0` });
export const failed = style({ margin: 0, color: vars.color.danger });
