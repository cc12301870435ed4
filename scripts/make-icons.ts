/**
 * Draws the PWA icons (a warm sprout on a peach background) as PNG files with node:zlib only.
 * Run: npx tsx scripts/make-icons.ts — the outputs in public/icons are committed.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
const BACKGROUND: Rgb = [240, 138, 93];
const CREAM: Rgb = [255, 250, 245];
const LEAF: Rgb = [118, 176, 96];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function inEllipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number, angle: number): boolean {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = x - cx;
  const dy = y - cy;
  const u = (dx * cos + dy * sin) / rx;
  const w = (-dx * sin + dy * cos) / ry;
  return u * u + w * w <= 1;
}

/** safe: fraction of the canvas the motif may use (maskable icons keep to the inner 80 %). */
function draw(size: number, safe: number, rounded: boolean): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const s = size * safe;
  const o = (size - s) / 2;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const px = (x - o) / s;
      const py = (y - o) / s;
      let color: Rgb = BACKGROUND;
      const r = 0.22;
      const corner = rounded && (x < size * r || x > size * (1 - r)) && (y < size * r || y > size * (1 - r));
      if (corner) {
        const cx = x < size / 2 ? size * r : size * (1 - r);
        const cy = y < size / 2 ? size * r : size * (1 - r);
        if (Math.hypot(x - cx, y - cy) > size * r) color = CREAM;
      }
      if (Math.hypot(px - 0.5, py - 0.62) < 0.28 && py > 0.55) color = CREAM;
      if (px > 0.48 && px < 0.52 && py > 0.36 && py < 0.62) color = LEAF;
      if (inEllipse(px, py, 0.38, 0.34, 0.13, 0.07, -0.5)) color = LEAF;
      if (inEllipse(px, py, 0.62, 0.3, 0.15, 0.08, 0.5)) color = LEAF;
      const i = y * (size * 3 + 1) + 1 + x * 3;
      raw[i] = color[0];
      raw[i + 1] = color[1];
      raw[i + 2] = color[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), draw(192, 1, true));
writeFileSync(new URL('icon-512.png', out), draw(512, 1, true));
writeFileSync(new URL('maskable-512.png', out), draw(512, 0.8, false));
writeFileSync(new URL('apple-touch-icon.png', out), draw(180, 0.9, false));
console.log('icons written to public/icons');
