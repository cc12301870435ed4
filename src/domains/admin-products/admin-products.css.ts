import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const listThumbnail = style({ width: 48, height: 48, objectFit: 'cover', borderRadius: vars.radius.sm, display: 'block' });
export const priceInput = style({ maxWidth: 200 });
