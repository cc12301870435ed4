/**
 * SPEC §5 field rules: names and nicknames are complete Hangul syllables only — no lone consonants
 * or vowels (ㄱ, ㅏ), no Latin letters, digits or spaces.
 */
const HANGUL_SYLLABLES = /^[\uAC00-\uD7A3]+$/;

export function isKoreanName(value: string): boolean {
  return HANGUL_SYLLABLES.test(value);
}

/** Digits only, 10-11 of them (SPEC §5, §9), after dropping '-' separators. */
export function normalizePhone(value: string): string {
  return value.replace(/-/g, '');
}
export function isMemberPhone(value: string): boolean {
  return /^01\d{8,9}$/.test(normalizePhone(value));
}
