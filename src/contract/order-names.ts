/**
 * One name per thing sold (decision 0080): the order item's name the server keeps, what /payments
 * shows before paying, the payment history and the back office say it the same way — the product's
 * Korean name and, in brackets, what it is for: '월간 리포트 전문가 피드백 (도담이 2026년 11월)'.
 * The type labels of the catalogues (payments, admin-kit) translate to these names; a unit test holds
 * them together. Item names are kept in Korean, as the order's name sent to Toss is.
 */
import { formatMonth } from './calendar/format.ts';
import type { OrderableType } from './limits.ts';

export const PRODUCT_NAMES: Readonly<Record<OrderableType, string>> = {
  DIARY_COMMENT: '전문가 코멘트',
  DIARY_PDF: '육아일기 PDF 책',
  CONSULTATION: '전문가 상담',
  GROWTH_EXAMINATION: '발달 검사',
  REPORT_ANALYSIS: '월간 리포트 전문가 피드백',
  PRODUCT: '육아 용품',
};

/** '11월 20일 육아일기': the entry an expert comment is for. */
export const diaryTarget = (entryDate: string): string => `${Number(entryDate.slice(5, 7))}월 ${Number(entryDate.slice(8, 10))}일 육아일기`;

/** '도담이 2026년 11월': the child and month of a monthly report. */
export const reportTarget = (nickname: string, month: string): string => `${nickname} ${formatMonth(month, 'ko')}`;

/**
 * The item's name: '전문가 상담 (도담이)', '발달 검사 (도담이)', '육아일기 PDF 책 (도담이)',
 * '전문가 코멘트 (11월 20일 육아일기)', '월간 리포트 전문가 피드백 (도담이 2026년 11월)'. A product is
 * named by its own title.
 */
export function orderItemName(type: Exclude<OrderableType, 'PRODUCT'>, target: string): string {
  return `${PRODUCT_NAMES[type]} (${target})`;
}
