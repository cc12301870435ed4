/**
 * Profile image intake (decision 0012): the shared checks and re-encoding of server/lib/images.ts with
 * the profile image's size, limit and error keys.
 */
import { PROFILE_IMAGE_LIMIT_BYTES } from '../../../src/contract/limits.ts';
import { processImage, readBodyLimited } from '../../lib/images.ts';

/** Longest side of the stored picture: sharp on a 3× phone screen at the sizes the app shows it. */
export const PROFILE_IMAGE_MAX_SIDE = 640;

/** The request body, refused with 413 ProfileImageTooLargeException past the limit. */
export const readProfileImageBody = (request: Request) => readBodyLimited(request, PROFILE_IMAGE_LIMIT_BYTES, 'ProfileImageTooLargeException');

/** Checked, decoded and re-encoded; 415 IllegalProfileImageTypeException for anything not a usable image. */
export const processProfileImage = (bytes: Uint8Array) => processImage(bytes, { maxSide: PROFILE_IMAGE_MAX_SIDE, illegal: 'IllegalProfileImageTypeException' });
