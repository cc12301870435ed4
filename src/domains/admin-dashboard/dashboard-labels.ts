import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderableType } from '../../contract/limits.ts';
import { vars } from '../../styles/theme.css.ts';
import './catalog.ts';

/** The orderable types as the dashboard's legend and table name them (SPEC §3), with a line colour and dash each. */
export const TYPE_SERIES: Record<OrderableType, { label: MessageDescriptor; color: string; dash?: number[] }> = {
  DIARY_COMMENT: { label: msg`Expert comments`, color: vars.color.brandStrong },
  DIARY_PDF: { label: msg`Diary PDF books`, color: vars.color.accent },
  CONSULTATION: { label: msg`Consultations`, color: vars.color.success },
  GROWTH_EXAMINATION: { label: msg`Development tests`, color: vars.color.danger, dash: [6, 4] },
  REPORT_ANALYSIS: { label: msg`Report feedback`, color: vars.color.textMuted, dash: [2, 3] },
  PRODUCT: { label: msg`Child-care product`, color: vars.color.brand, dash: [8, 3] },
};
