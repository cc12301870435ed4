import { describe, expect, it } from 'vitest';
import { looksLikeMessageKey, withErrorCode } from './format-error.ts';

describe("SPEC §8: 'UnknownErrorOccurred' appends the code", () => {
  it('appends ( CODE : x )', () => {
    expect(withErrorCode('알 수 없는 오류가 발생했어요.', 'UnknownErrorOccurred', '500')).toBe('알 수 없는 오류가 발생했어요. ( CODE : 500 )');
  });
  it('leaves other keys alone', () => {
    expect(withErrorCode('아이디 또는 비밀번호가 일치하지 않아요.', 'LoginFailException', '422')).toBe('아이디 또는 비밀번호가 일치하지 않아요.');
  });
  it('tells keys from free text', () => {
    expect(looksLikeMessageKey('NoSuchChildException')).toBe(true);
    expect(looksLikeMessageKey('<script>alert(1)</script>')).toBe(false);
  });
});
