/**
 * Which content coding to answer with (RFC 9110 §12.5.3): the request's Accept-Encoding, its q-values
 * and `*`, against the codings the server has; among equally acceptable ones br before gzip, and
 * identity when none is accepted (decision 0036).
 */
export type Coding = 'br' | 'gzip';
export type Chosen = Coding | 'identity';

/** Text formats the build copies as `.br` and `.gz` (scripts/precompress.ts); images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
export const PRECOMPRESSED: Readonly<Record<Coding, string>> = { br: '.br', gzip: '.gz' };

/** The server's preference, best first. */
export const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** `gzip;q=0.5, br` → { gzip: 0.5, br: 1 } (names lower-cased; a malformed q counts as 0). */
export function acceptedCodings(header: string | undefined): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const q = params.find((p) => /^q\s*=/i.test(p));
    const value = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
    accepted.set(name.toLowerCase(), Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0);
  }
  return accepted;
}

/** The coding to send among `available` (server order): the highest q above 0, ties to the server's order. */
export function chooseCoding(header: string | undefined, available: readonly Coding[]): Chosen {
  const accepted = acceptedCodings(header);
  const wildcard = accepted.get('*') ?? 0;
  let best: { coding: Coding; q: number } | null = null;
  for (const coding of CODINGS) {
    if (!available.includes(coding)) continue;
    const q = accepted.get(coding) ?? wildcard;
    if (q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding ?? 'identity';
}
