/** A grid of photo tiles with a remove button on each: the diary's photos and the pregnancy diary's ultrasound photos. */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
});
export const photo = style({ position: 'relative', aspectRatio: '1', borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.surfaceMuted });
export const photoImg = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const photoRemove = style({
  position: 'absolute',
  top: 4,
  right: 4,
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  border: 0,
  background: 'rgba(0,0,0,0.6)',
  color: '#fff',
  fontSize: 18,
  cursor: 'pointer',
});
/** An upload's progress bar under the photos. */
export const progress = style({ width: '100%', maxWidth: 280, height: 8, accentColor: vars.color.brand });
/** A tile's picture as a link to the whole photo: fills the tile. */
export const photoLink = style({ display: 'block', width: '100%', height: '100%' });
