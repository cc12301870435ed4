import { PROFILE_IMAGE_CONTENT_TYPES } from '../../contract/child-profile-api.ts';
import { IMAGE_EXTENSIONS, PROFILE_IMAGE_LIMIT_BYTES } from '../../contract/limits.ts';

type ImageContentType = (typeof PROFILE_IMAGE_CONTENT_TYPES)[number];
const BY_EXTENSION: Record<(typeof IMAGE_EXTENSIONS)[number], ImageContentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** For the file picker's accept=: the extensions of SPEC §5/§9 and their types. */
export const PHOTO_ACCEPT = [...IMAGE_EXTENSIONS.map((ext) => `.${ext}`), ...PROFILE_IMAGE_CONTENT_TYPES].join(',');

const isContentType = (type: string): type is ImageContentType => (PROFILE_IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
const isExtension = (ext: string): ext is (typeof IMAGE_EXTENSIONS)[number] => (IMAGE_EXTENSIONS as readonly string[]).includes(ext);

/**
 * Checks a picked file before it is sent (SPEC §5 images: JPG, JPEG, PNG, GIF, WEBP; the size
 * limit), and the content type to declare. The server still decides by the bytes.
 */
export function checkPhoto(file: { name: string; type: string; size: number }): { ok: true; contentType: ImageContentType } | { ok: false; key: string } {
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const type = file.type.toLowerCase();
  const contentType = isExtension(ext) ? BY_EXTENSION[ext] : isContentType(type) && ext === '' ? type : null;
  if (!contentType) return { ok: false, key: 'IllegalProfileImageTypeException' };
  if (file.size === 0) return { ok: false, key: 'FileSizeZero' };
  if (file.size > PROFILE_IMAGE_LIMIT_BYTES) return { ok: false, key: 'ProfileImageTooLargeException' };
  return { ok: true, contentType: isContentType(type) ? type : contentType };
}
