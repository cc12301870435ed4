import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const invite = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
export const code = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});
export const codeText = style({ fontSize: vars.fontSize.xl, fontWeight: 800, letterSpacing: '0.12em', color: vars.color.brandStrong });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: 48,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const who = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
// A row's button keeps its words on one line; the text beside it wraps instead.
globalStyle(`${row} > button`, { flexShrink: 0, whiteSpace: 'nowrap' });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
globalStyle(`${invite} > ul`, { alignSelf: 'stretch' });
