import { style } from '@vanilla-extract/css';

/** The text styles RichTextBlocks gives a story's runs (as the diary's read page does). */
export const bold = style({ fontWeight: 700 });
export const italic = style({ fontStyle: 'italic' });
export const underline = style({ textDecoration: 'underline' });
export const strike = style({ textDecoration: 'line-through' });
