/** Prices in won (SPEC §9): '12,000원' in Korean, '₩12,000' in English. */
const grouping = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

export function formatWon(amount: number, locale: string = 'ko'): string {
  const digits = grouping.format(amount);
  return locale === 'en' ? `₩${digits}` : `${digits}원`;
}
