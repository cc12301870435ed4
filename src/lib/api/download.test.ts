import { describe, expect, it } from 'vitest';
import { filenameOf } from './download.ts';

describe('the file name of a download (decision 0028 diary PDF)', () => {
  it('prefers the RFC 5987 UTF-8 name (Korean), else the plain one, else none', () => {
    const korean = encodeURIComponent('하늘이 육아일기 2026-09-01~2026-11-22.pdf');
    expect(filenameOf(`attachment; filename="dodam-diary.pdf"; filename*=UTF-8''${korean}`)).toBe('하늘이 육아일기 2026-09-01~2026-11-22.pdf');
    expect(filenameOf('attachment; filename="dodam-diary.pdf"')).toBe('dodam-diary.pdf');
    expect(filenameOf(`attachment; filename="plain.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe('plain.pdf');
    expect(filenameOf(null)).toBeNull();
  });
});
