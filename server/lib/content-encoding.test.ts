import { describe, expect, it } from 'vitest';
import { acceptedCodings, chooseCoding } from './content-encoding.ts';

describe('content coding negotiation (decision 0036)', () => {
  it('prefers br, then gzip, then identity', () => {
    expect(chooseCoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('gzip, deflate', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('gzip, deflate, br', ['gzip'])).toBe('gzip');
    expect(chooseCoding('deflate', ['br', 'gzip'])).toBe('identity');
    expect(chooseCoding(undefined, ['br', 'gzip'])).toBe('identity');
    expect(chooseCoding('', ['br', 'gzip'])).toBe('identity');
  });

  it('honours q-values, q=0 and the wildcard', () => {
    expect(chooseCoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('br;q=0.4, gzip;q=0.8', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('BR;Q=1, GZIP', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('*', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('*;q=0.5, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('identity', ['br', 'gzip'])).toBe('identity');
    expect(acceptedCodings('gzip;q=x, br;q=2').get('gzip')).toBe(0);
  });
});
