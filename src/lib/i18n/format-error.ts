/** SPEC §8: 'UnknownErrorOccurred' shows the code as '( CODE : x )'. Pure, no i18n runtime. */
export const UNKNOWN_ERROR_KEY = 'UnknownErrorOccurred';

export function withErrorCode(text: string, key: string, code: string): string {
  return key === UNKNOWN_ERROR_KEY ? `${text} ( CODE : ${code} )` : text;
}

/** Server keys and client keys are PascalCase identifiers; anything else is free text. */
export function looksLikeMessageKey(value: string): boolean {
  return /^[A-Z][A-Za-z0-9]+$/.test(value);
}
