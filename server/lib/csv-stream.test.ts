import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvLine, csvResponse, maskPhone, type CsvValue } from './csv-stream.ts';

const csvCell = (value: CsvValue) => csvLine([value]).replace(/\r\n$/, '');

/** Decision 0041: the CSV rules of every back-office export. */
describe('CSV cells (RFC 4180, formula guard)', () => {
  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvCell('도담, 하늘')).toBe('"도담, 하늘"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('a\nb')).toBe('"a\nb"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });
  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+82')).toBe("'+82");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell('＝1+1')).toBe("'＝1+1");
  });
  it('writes an instant in Korea time and a boolean as a word', () => {
    expect(csvCell(new Date('2026-10-31T15:30:00Z'))).toBe('2026-11-01 00:30');
    expect(csvLine([true, false])).toBe('true,false\r\n');
  });
  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});

describe('masking and file names', () => {
  it('masks a phone to its first three and last four digits', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('010-123-4567')).toBe('010-****-4567');
    expect(maskPhone(null)).toBe('');
  });
  it('gives a Korean name by RFC 5987 beside an ASCII one', () => {
    expect(attachmentDisposition('회원 목록.csv', 'members.csv')).toBe(
      `attachment; filename="members.csv"; filename*=UTF-8''%ED%9A%8C%EC%9B%90%20%EB%AA%A9%EB%A1%9D.csv`,
    );
  });
});

describe('the streamed response', () => {
  it('starts with a BOM and the header, streams the batches and stops at the row cap', async () => {
    const asked: [number, number][] = [];
    const res = csvResponse(
      'x.csv',
      ['번호', '이름'],
      async (offset, limit) => {
        asked.push([offset, limit]);
        return Array.from({ length: limit }, (_, i) => [offset + i + 1, `회원${offset + i + 1}`]);
      },
      2500,
    );
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder()
      .decode(bytes)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toBe('번호,이름');
    expect(lines.length).toBe(1 + 2500 + 1);
    expect(lines[2500]).toBe('2500,회원2500');
    expect(asked).toEqual([
      [0, 1000],
      [1000, 1000],
      [2000, 500],
    ]);
  });
  it('ends when a batch comes back short', async () => {
    const res = csvResponse('x.csv', ['n'], async (offset) => (offset === 0 ? [[1], [2]] : []));
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer())).toBe('\uFEFFn\r\n1\r\n2\r\n');
  });
});
