import { diaryPdfOrderable } from '../diary-pdf/diary-pdf-orderable.ts';
import { productOrderable } from '../products/product-orderable.ts';
import { diaryCommentOrderable } from '../expert-comments/diary-comment-orderable.ts';
import type { OrderableFactory } from './orderable.ts';
import { consultationOrderable, growthExaminationOrderable, reportAnalysisOrderable } from './plain-orderables.ts';

/**
 * Every orderable type's plug-in (decision 0022). Each feature adds its own factory here; the orders
 * service refuses a type without one (InvalidOrderType).
 */
export const orderableFactories: OrderableFactory[] = [consultationOrderable, growthExaminationOrderable, reportAnalysisOrderable, productOrderable, diaryCommentOrderable, diaryPdfOrderable];
