/**
 * The browser build resolves `temporal-polyfill` to this module (vite.config.ts): browsers with a
 * native Temporal use it, the others load the polyfill on demand. This keeps ~19 KiB gzip out of the
 * initial JS of /main (decision 0016 budget). Server and unit tests import the polyfill directly.
 */
import type { Temporal as PolyfillTemporal } from 'temporal-polyfill';

type TemporalApi = typeof PolyfillTemporal;

function nativeTemporal(): TemporalApi | undefined {
  const candidate: unknown = Reflect.get(globalThis, 'Temporal');
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  // The ES2026 Temporal namespace has the same shape as the polyfill's.
  return 'Instant' in candidate && 'PlainDate' in candidate && 'Now' in candidate ? (candidate as TemporalApi) : undefined;
}

export const Temporal: TemporalApi = nativeTemporal() ?? (await import('temporal-polyfill')).Temporal;
