import { crc32 as nodeCrc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, zipStore } from './zip-store.ts';

/** Reads a stored archive back through its central directory, as an unzip tool does. */
function readZip(bytes: Uint8Array): { name: string; bytes: Uint8Array; crc: number; flags: number }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endAt = bytes.byteLength - 22;
  expect(view.getUint32(endAt, true)).toBe(0x06054b50);
  const count = view.getUint16(endAt + 10, true);
  let at = view.getUint32(endAt + 16, true);
  const files = [];
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const flags = view.getUint16(at + 8, true);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const dataAt = local + 30 + view.getUint16(local + 26, true);
    files.push({ name, bytes: bytes.subarray(dataAt, dataAt + size), crc, flags });
    at += 46 + nameLength;
  }
  return files;
}

describe("a stored ZIP of the month's PDFs (decision 0068)", () => {
  it('computes the CRC-32 zlib computes', () => {
    const sample = new TextEncoder().encode('123456789');
    expect(crc32(sample)).toBe(0xcbf43926);
    const random = crypto.getRandomValues(new Uint8Array(4096));
    expect(crc32(random)).toBe(nodeCrc32(random));
  });

  it('keeps each file whole under its Korean name', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 가람의 리포트');
    const other = crypto.getRandomValues(new Uint8Array(10_000));
    const zip = new Uint8Array(
      await zipStore([
        { name: '12-가람-2026-10-리포트.pdf', bytes: pdf },
        { name: '13-나래.pdf', bytes: other },
      ]).arrayBuffer(),
    );
    const files = readZip(zip);
    expect(files.map((f) => f.name)).toEqual(['12-가람-2026-10-리포트.pdf', '13-나래.pdf']);
    expect(files[0]?.bytes).toEqual(pdf);
    expect(files[1]?.bytes).toEqual(other);
    expect(files.every((f) => f.flags === 0x0800 && f.crc === nodeCrc32(f.bytes))).toBe(true);
  });

  it('makes an empty archive that is still an archive', async () => {
    expect(readZip(new Uint8Array(await zipStore([]).arrayBuffer()))).toEqual([]);
  });
});
