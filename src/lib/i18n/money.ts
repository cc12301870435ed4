/** Prices in won (SPEC §9): '12,000원' in Korean, '₩12,000' in English. */
import { formatNumber } from './numbers.ts';

export function formatWon(amount: number, locale: string = 'ko'): string {
  const digits = formatNumber(amount);
  return locale === 'en' ? `₩${digits}` : `${digits}원`;
}
