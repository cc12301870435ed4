/**
 * A ZIP archive of files kept as they are (method 0, "stored"): a month's report PDFs in one download
 * (decision 0068). PDFs are compressed already, so deflating them again would cost time for nothing,
 * and a stored archive needs no library: headers, the CRC-32 of each file, and the central directory.
 * Names are UTF-8 (flag bit 11), so Korean names open as written. At most 65,535 files under 4 GiB.
 */
export type ZipEntry = { name: string; bytes: Uint8Array };

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** The MS-DOS time and date fields of `at` as a clock on the wall reads it (Korea time here). */
function dosTime(at: Date): { time: number; date: number } {
  const korea = new Date(at.getTime() + 9 * 3_600_000);
  const time = (korea.getUTCHours() << 11) | (korea.getUTCMinutes() << 5) | Math.floor(korea.getUTCSeconds() / 2);
  const date = ((korea.getUTCFullYear() - 1980) << 9) | ((korea.getUTCMonth() + 1) << 5) | korea.getUTCDate();
  return { time, date };
}

const UTF8_NAMES = 0x0800;

export function zipStore(entries: readonly ZipEntry[], at: Date = new Date()): Blob {
  if (entries.length > 0xffff) throw new RangeError('too many files for one archive');
  const encoder = new TextEncoder();
  const { time, date } = dosTime(at);
  const parts: BlobPart[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const crc = crc32(entry.bytes);
    const size = entry.bytes.byteLength;
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint16(6, UTF8_NAMES, true);
    local.setUint16(8, 0, true);
    local.setUint16(10, time, true);
    local.setUint16(12, date, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, size, true);
    local.setUint32(22, size, true);
    local.setUint16(26, name.byteLength, true);
    local.setUint16(28, 0, true);
    parts.push(local.buffer, name, entry.bytes.slice().buffer);
    const record = new DataView(new ArrayBuffer(46));
    record.setUint32(0, 0x02014b50, true);
    record.setUint16(4, 20, true);
    record.setUint16(6, 20, true);
    record.setUint16(8, UTF8_NAMES, true);
    record.setUint16(10, 0, true);
    record.setUint16(12, time, true);
    record.setUint16(14, date, true);
    record.setUint32(16, crc, true);
    record.setUint32(20, size, true);
    record.setUint32(24, size, true);
    record.setUint16(28, name.byteLength, true);
    record.setUint32(42, offset, true);
    central.push(new Uint8Array(record.buffer), name);
    offset += 30 + name.byteLength + size;
  }
  const centralSize = central.reduce((sum, part) => sum + part.byteLength, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  if (offset + centralSize > 0xffffffff) throw new RangeError('the archive would pass 4 GiB');
  return new Blob([...parts, ...central.map((part) => part.slice().buffer), end.buffer], { type: 'application/zip' });
}
