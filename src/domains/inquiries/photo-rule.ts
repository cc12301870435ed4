/** The photo a member picks for an inquiry (decision 0072): an image by name, not empty, within the upload's limit. The server still decides by the bytes. */
import { checkImageFile, type PickedFile } from '../../contract/file-rules.ts';
import { INQUIRY_PHOTO_LIMIT_BYTES } from '../../contract/inquiries.ts';

export type PhotoProblem = 'not-image' | 'empty' | 'too-large';

export function photoProblem(file: PickedFile): PhotoProblem | null {
  const rule = checkImageFile(file);
  if (rule === 'FileSizeZero') return 'empty';
  if (rule !== null) return 'not-image';
  return file.size > INQUIRY_PHOTO_LIMIT_BYTES ? 'too-large' : null;
}
