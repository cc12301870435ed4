import { style } from '@vanilla-extract/css';
import { chipTone } from '../../components/chip/chip.css.ts';
import { vars } from '../../styles/theme.css.ts';
import * as recipe from '../../styles/recipes.ts';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, width: '100%', maxWidth: 640, margin: '0 auto' });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  ...recipe.card,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
});
export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });
export const summaryName = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space.md, fontSize: vars.fontSize.sm });
export const totalRow = style([row, { paddingTop: vars.space.md, borderTop: `1px solid ${vars.color.border}`, fontSize: vars.fontSize.md, fontWeight: 700 }]);
export const amount = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const totalAmount = style([amount, { fontSize: vars.fontSize.xl, color: vars.color.brandStrong }]);
export const notice = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});
export const textarea = style({
  minHeight: 120,
  padding: vars.space.md,
  ...recipe.tile,
  fontSize: vars.fontSize.md,
  fontFamily: 'inherit',
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const select = style({
  minHeight: 48,
  padding: `0 ${vars.space.md}`,
  ...recipe.tile,
  fontSize: vars.fontSize.md,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const agreeAll = style({ paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}`, fontWeight: 700 });
export const link = style({ color: vars.color.brandStrong, fontWeight: 600, fontSize: vars.fontSize.sm, textDecoration: 'underline', textUnderlineOffset: 3 });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const grow = style({ flex: 1 });
export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  ...recipe.emptyState,
  fontSize: vars.fontSize.sm,
});
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
});
export const resultIcon = style({ fontSize: 48, lineHeight: 1 });
export const resultTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 700 });
export const code = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const addressText = style({ display: 'flex', flexDirection: 'column', gap: 2, fontSize: vars.fontSize.sm, minWidth: 0, overflowWrap: 'anywhere' });

export const historyList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const historyItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  ...recipe.card,
  boxShadow: vars.shadow.card,
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.brand } },
});
export const historyHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const itemName = style({ fontSize: vars.fontSize.md, fontWeight: 700, overflowWrap: 'anywhere' });
export const meta = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = {
  PENDING: chipTone.neutral,
  WAITING_FOR_DEPOSIT: chipTone.brand,
  PAID: chipTone.success,
  PROVIDED: chipTone.strong,
  CANCELED: chipTone.danger,
};
export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
/** A value with its copy button (decision 0073): the value wraps anywhere (an order number is one long word). */
export const copyValue = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });
export const copyText = style({ overflowWrap: 'anywhere', minWidth: 0 });
