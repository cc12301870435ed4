import { diaryPdfOrderable } from './modules/diary-pdf/diary-pdf-orderable.ts';
import { diaryCommentOrderable } from './modules/expert-comments/diary-comment-orderable.ts';
import type { OrderableFactory } from './modules/orders/orderable.ts';
import { growthExaminationOrderable } from './modules/examinations/examination-orderable.ts';
import { consultationOrderable } from './modules/consultations/consultation-orderable.ts';
import { reportAnalysisOrderable } from './modules/monthly-reports/report-orderable.ts';
import { productOrderable } from './modules/products/product-orderable.ts';

/**
 * Every orderable type's plug-in (decisions 0022, 0037). The module that sells a type exports its
 * factory and is listed here, beside the app that hands the list to the orders module: orders never
 * imports the modules it sells for. The orders service refuses a type without one (InvalidOrderType).
 */
export const orderableFactories: readonly OrderableFactory[] = [
  consultationOrderable,
  growthExaminationOrderable,
  reportAnalysisOrderable,
  productOrderable,
  diaryCommentOrderable,
  diaryPdfOrderable,
];
