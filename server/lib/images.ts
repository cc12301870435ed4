/**
 * Image intake shared by the profile image (decision 0012) and diary photos (decision 0017; ARCHITECTURE
 * §7 Files): the declared content type must be an image type, the size is limited while the body is
 * read, the type is decided by the bytes (magic numbers, not the name or the declared type), and the
 * picture is decoded, turned upright, shrunk and re-encoded as WEBP — which also drops EXIF/GPS and
 * anything hidden after the image data.
 */
import { PROFILE_IMAGE_CONTENT_TYPES } from '../../src/contract/child-profile-api.ts';
import type { ServerErrorKey } from '../../src/contract/errors.ts';
import { IMAGE_MAX_PIXELS, IMAGE_UPLOADS_PER_MINUTE } from '../../src/contract/limits.ts';
import { AppError } from './app-error.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';
import { createSemaphore } from './semaphore.ts';
import { defaultPoolSize } from './worker-pool.ts';

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp';

/** The image types of SPEC §5 (JPG, JPEG, PNG, GIF, WEBP) as declared content types. */
export const IMAGE_CONTENT_TYPES: readonly string[] = PROFILE_IMAGE_CONTENT_TYPES;

/**
 * Decodes at a time (decision 0078): each holds one of libuv's four threads for up to a second, and
 * a line of at most 16 waits behind them; more is refused with ServerBusyException.
 */
export const imageDecodes = createSemaphore(defaultPoolSize(), 16);

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** JPG/JPEG, PNG, GIF and WEBP by their signatures; anything else is null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** 415 UnsupportedMediaType unless the request declares one of the image types. */
export function checkDeclaredType(contentType: string | undefined): void {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!IMAGE_CONTENT_TYPES.includes(type)) throw new AppError('UnsupportedMediaType');
}

/** The request body, refused with `tooLarge` (413) as soon as it passes the limit (declared or counted). */
export async function readBodyLimited(request: Request, limit: number, tooLarge: ServerErrorKey): Promise<Uint8Array> {
  const declared = request.headers.get('content-length');
  if (declared && /^\d+$/.test(declared) && Number(declared) > limit) throw new AppError(tooLarge);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new AppError(tooLarge);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export type ProcessedImage = { bytes: Uint8Array; contentType: 'image/webp'; extension: 'webp'; width: number | null; height: number | null };

/** One more picture sent by `memberId`; past IMAGE_UPLOADS_PER_MINUTE, 429 TooManyImageUploadsException with Retry-After (decision 0078). */
export async function claimImageUpload(rate: RateLimiter, memberId: number): Promise<void> {
  const wait = await rate.claim(RATE_RULES.imageUpload, String(memberId));
  if (wait > 0) throw new AppError('TooManyImageUploadsException', `more than ${IMAGE_UPLOADS_PER_MINUTE} pictures in a minute`, { retryAfterSeconds: wait });
}

/**
 * Checked, decoded and re-encoded (longest side `maxSide`); `illegal` (415) for anything not a usable
 * image, 413 ImageTooManyPixelsException past IMAGE_MAX_PIXELS, read from the header before any
 * decoding (a 62 KB PNG can declare 64 million pixels).
 */
export async function processImage(bytes: Uint8Array, options: { maxSide: number; quality?: number; illegal: ServerErrorKey }): Promise<ProcessedImage> {
  if (bytes.byteLength === 0 || !sniffImageType(bytes)) throw new AppError(options.illegal);
  // Loaded on first use: libvips is large and most requests never need it.
  const { default: sharp } = await import('sharp');
  const input = (limitInputPixels: number | false) => sharp(bytes, { limitInputPixels, failOn: 'error', animated: false });
  let pixels: number;
  try {
    // The header only (no decoding), unlimited so that a picture over the limit is told as such.
    const { width, height } = await input(false).metadata();
    pixels = width * height;
  } catch {
    throw new AppError(options.illegal, 'image header could not be read');
  }
  if (pixels > IMAGE_MAX_PIXELS) throw new AppError('ImageTooManyPixelsException', `${pixels} pixels`);
  return imageDecodes.use(async () => {
    try {
      const { data, info } = await input(IMAGE_MAX_PIXELS)
        .rotate()
        .resize({ width: options.maxSide, height: options.maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: options.quality ?? 80 })
        .toBuffer({ resolveWithObject: true });
      return { bytes: new Uint8Array(data), contentType: 'image/webp', extension: 'webp', width: info.width, height: info.height };
    } catch {
      throw new AppError(options.illegal, 'image could not be decoded');
    }
  });
}
