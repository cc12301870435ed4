/**
 * The file rules of SPEC §5 (examination files: PDF only, not empty, at most 16 MB; images: JPG,
 * JPEG, PNG, GIF, WEBP), answered as the SPEC §8 client message keys, for every picker that checks a
 * file before it is sent. The server still decides by the bytes.
 */
import { IMAGE_EXTENSIONS, PDF_UPLOAD_LIMIT_BYTES } from './limits.ts';

export type PickedFile = { name: string; type: string; size: number };
export type FileRuleKey = 'FileTooLarge' | 'FileSizeZero' | 'FileNotPdf' | 'InvalidFile' | 'InvalidProductImageExtension';

const extensionOf = (name: string): string => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** For a picker's accept=. */
export const PDF_ACCEPT = '.pdf,application/pdf';
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** SPEC §5 examination file, from what the picker tells: a .pdf (or a PDF type), not empty, ≤ 16 MB. */
export function checkExaminationFile(file: PickedFile): FileRuleKey | null {
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  const pdf = ext === 'pdf' || (ext === '' && type === 'application/pdf');
  if (!pdf) return 'FileNotPdf';
  if (type !== '' && type !== 'application/pdf' && type !== 'application/x-pdf') return 'InvalidFile';
  if (file.size === 0) return 'FileSizeZero';
  if (file.size > PDF_UPLOAD_LIMIT_BYTES) return 'FileTooLarge';
  return null;
}

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** The first bytes of a file that passed checkExaminationFile: a PDF starts with "%PDF-", else it is an invalid file. */
export function checkPdfHeader(head: Uint8Array): FileRuleKey | null {
  return PDF_MAGIC.every((byte, i) => head[i] === byte) ? null : 'InvalidFile';
}

/** SPEC §5 images: JPG, JPEG, PNG, GIF or WEBP by name, and not empty. */
export function checkImageFile(file: PickedFile): FileRuleKey | null {
  if (!(IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'InvalidProductImageExtension';
  if (file.size === 0) return 'FileSizeZero';
  return null;
}

export type ImageProblem = 'not-image' | 'empty' | 'too-large';

/** A picked picture for an upload capped at `limitBytes`: an image by name, not empty, within the cap. The server still decides by the bytes. */
export function imageProblem(file: PickedFile, limitBytes: number): ImageProblem | null {
  const rule = checkImageFile(file);
  if (rule === 'FileSizeZero') return 'empty';
  if (rule !== null) return 'not-image';
  return file.size > limitBytes ? 'too-large' : null;
}

const IMAGE_TYPE_OF_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };

/** The type to declare for a picked image (an upload's Content-Type): the picker's, else its name's (some phones tell none). */
export function imageContentTypeOf(file: PickedFile): string {
  const type = file.type.toLowerCase();
  return type.startsWith('image/') ? type : (IMAGE_TYPE_OF_EXTENSION[extensionOf(file.name)] ?? 'application/octet-stream');
}
