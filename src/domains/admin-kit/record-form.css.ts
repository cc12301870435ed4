import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** The write pages' form (products, notices, articles): one column of fields, rows of short ones. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 760 });
export const row = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', alignItems: 'flex-end' });
/** 미리보기: the record at a phone's width, as members will read it. */
export const preview = style({
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  maxWidth: 480,
});
export const previewTitle = style({ fontSize: vars.fontSize.lg, fontWeight: 700, margin: `${vars.space.sm} 0` });
