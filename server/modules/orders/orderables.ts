import { diaryPdfOrderable } from '../diary-pdf/diary-pdf-orderable.ts';
import type { OrderableFactory } from './orderable.ts';

/**
 * Every orderable type's plug-in (decision 0022). Each feature adds its own factory here; the orders
 * service refuses a type without one (InvalidOrderType).
 */
export const orderableFactories: OrderableFactory[] = [diaryPdfOrderable];
