/**
 * The picture process (decision 0088), started by picture-process.ts: libvips reads the header of, and
 * decodes, every uploaded picture here, never in the request process. Its threads run at a low
 * priority, so a burst of big pictures takes only the CPU the request process does not want.
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { PICTURE_NICENESS, type PictureReply, type PictureRequest } from './picture-process.ts';

// On Linux a thread has its own niceness, and a new thread takes its creator's: the threads started
// before this line (V8's helpers) are lowered one by one; those started later (libuv's pool, then
// libvips's threads from it) inherit the niceness. Elsewhere, or where it is refused, the default.
try {
  for (const tid of readdirSync('/proc/self/task')) setPriority(Number(tid), PICTURE_NICENESS);
} catch {
  // not Linux, or no /proc
}

const { default: sharp } = await import('sharp');
const send = (reply: PictureReply) => process.send?.(reply);

async function answer(request: PictureRequest): Promise<PictureReply> {
  const { id, bytes } = request;
  try {
    if (request.kind === 'header') {
      // The header only (no decoding), unlimited so that a picture over the limit is told as such.
      const { width, height } = await sharp(bytes, { limitInputPixels: false, failOn: 'error', animated: false }).metadata();
      return { id, kind: 'header', width, height };
    }
    const { data, info } = await sharp(bytes, { limitInputPixels: request.maxPixels, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: request.maxSide, height: request.maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: request.quality })
      .toBuffer({ resolveWithObject: true });
    return { id, kind: 'picture', bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch (error) {
    return { id, kind: 'unreadable', message: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (request: PictureRequest) => void answer(request).then(send));
// The request process is gone (even killed): nothing will ask again.
process.on('disconnect', () => process.exit(0));
send({ id: 0, kind: 'ready' });
