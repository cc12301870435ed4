import { describe, expect, it } from 'vitest';
import { checkExaminationFile, checkImageFile, checkPdfHeader } from './file-rules.ts';
import { PDF_UPLOAD_LIMIT_BYTES } from './limits.ts';

const pdf = (size: number, name = 'result.pdf', type = 'application/pdf') => ({ name, type, size });
const bytes = (text: string) => new TextEncoder().encode(text);

describe('SPEC §5 examination files: PDF only, not empty, at most 16 MB (SPEC §8 messages)', () => {
  it('accepts a PDF up to exactly 16 MB, whatever the case of its extension', () => {
    expect(checkExaminationFile(pdf(1))).toBeNull();
    expect(checkExaminationFile(pdf(PDF_UPLOAD_LIMIT_BYTES))).toBeNull();
    expect(checkExaminationFile(pdf(2048, '검사결과.PDF'))).toBeNull();
    expect(checkExaminationFile(pdf(2048, 'scan.pdf', ''))).toBeNull();
    expect(checkExaminationFile(pdf(2048, 'no-extension', 'application/pdf'))).toBeNull();
  });
  it('refuses one byte over 16 MB as "file too large"', () => {
    expect(checkExaminationFile(pdf(PDF_UPLOAD_LIMIT_BYTES + 1))).toBe('FileTooLarge');
  });
  it('refuses an empty PDF as "file size zero"', () => {
    expect(checkExaminationFile(pdf(0))).toBe('FileSizeZero');
  });
  it('refuses anything not named or typed as a PDF as "non-PDF", before its size', () => {
    expect(checkExaminationFile(pdf(10, 'photo.jpg', 'image/jpeg'))).toBe('FileNotPdf');
    expect(checkExaminationFile(pdf(0, 'notes.txt', 'text/plain'))).toBe('FileNotPdf');
    expect(checkExaminationFile(pdf(10, 'pdf', ''))).toBe('FileNotPdf');
  });
  it('refuses a .pdf whose declared type is something else as "invalid file"', () => {
    expect(checkExaminationFile(pdf(10, 'report.pdf', 'image/png'))).toBe('InvalidFile');
  });
  it('refuses a .pdf whose bytes do not start with %PDF- as "invalid file"', () => {
    expect(checkPdfHeader(bytes('%PDF-1.7\n'))).toBeNull();
    expect(checkPdfHeader(bytes('<html>'))).toBe('InvalidFile');
    expect(checkPdfHeader(bytes('%PD'))).toBe('InvalidFile');
  });
});

describe('SPEC §5 images: JPG, JPEG, PNG, GIF, WEBP', () => {
  it.each(['a.jpg', 'a.JPEG', 'a.png', 'a.gif', 'a.webp'])('accepts %s', (name) => {
    expect(checkImageFile({ name, type: '', size: 10 })).toBeNull();
  });
  it.each(['a.bmp', 'a.heic', 'a.svg', 'jpg'])('refuses %s with the image-extension message', (name) => {
    expect(checkImageFile({ name, type: 'image/x', size: 10 })).toBe('InvalidProductImageExtension');
  });
  it('refuses an empty image', () => {
    expect(checkImageFile({ name: 'a.png', type: 'image/png', size: 0 })).toBe('FileSizeZero');
  });
});
