import { style } from '@vanilla-extract/css';

/** The box a day chart draws into (and its loading stand-in holds the same room). */
export const chartBox = style({ position: 'relative', width: '100%', minHeight: 220 });
