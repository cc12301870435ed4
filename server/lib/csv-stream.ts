/**
 * CSV exports of the back office (decision 0041): streamed as the rows are read, UTF-8 with a BOM
 * so that Excel opens Korean text, RFC 4180 quoting with CRLF line ends, cells that a spreadsheet
 * would run as a formula (= + - @, tab, CR) defused with a leading apostrophe, phone numbers masked,
 * at most CSV_ROWS_MAX rows, and a Korean file name (RFC 5987) beside an ASCII one.
 */
import { stringify, type Options } from 'csv-stringify/sync';
import { CSV_ROWS_MAX } from '../../src/contract/admin-list.ts';
import { koreaLocalParts } from '../../src/contract/calendar/today.ts';

export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * An instant as the Korea wall clock an operator reads, "2026-11-01 09:05" (KST; SPEC §4 judges days
 * in Korea time): a member who joined at 00:30 on 11-01 in Korea is on 11-01, not 10-31…Z (decision 0046).
 */
export function koreaTime(instant: string | Date): string {
  const { date, time } = koreaLocalParts(instant);
  return `${date} ${time}`;
}

/**
 * csv-stringify (decision 0054) quotes a cell holding a quote, comma or line break (a lone \n too, by
 * `quote_record_delimiter`) and `escape_formulas` defuses text starting = + - @, tab, CR or their
 * full-width forms; a negative number stays a number.
 */
const CSV_OPTIONS: Options = { record_delimiter: 'windows', quote_record_delimiter: true, escape_formulas: true, cast: { date: koreaTime, boolean: String } };

export function csvLine(values: readonly CsvValue[]): string {
  return stringify([values], CSV_OPTIONS);
}

/** 010-1234-5678 → 010-****-5678: the first three and last four digits (decision 0041). */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name of RFC 5987. */
export function attachmentDisposition(filename: string, asciiFallback = 'export.csv'): string {
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiFallback}"; filename*=UTF-8''${encoded}`;
}

/** Reads one batch of rows at an offset; an empty batch ends the export. */
export type BatchReader = (offset: number, limit: number) => Promise<readonly (readonly CsvValue[])[]>;

const BATCH = 1000;

/**
 * The CSV response: the header line, then the batches as they are read, stopping at `max` rows. A
 * failure after the first byte cannot change the status any more: the stream errors and the
 * download fails visibly rather than ending short.
 */
export function csvResponse(
  filename: string,
  header: readonly string[],
  read: BatchReader,
  max = CSV_ROWS_MAX,
  extraHeaders: Record<string, string> = {},
): Response {
  const encoder = new TextEncoder();
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      const limit = Math.min(BATCH, max - offset);
      const rows = limit > 0 ? await read(offset, limit) : [];
      if (rows.length === 0) {
        controller.close();
        return;
      }
      offset += rows.length;
      controller.enqueue(encoder.encode(stringify([...rows], CSV_OPTIONS)));
      if (rows.length < limit || offset >= max) controller.close();
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition(filename),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      ...extraHeaders,
    },
  });
}
