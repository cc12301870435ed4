import { describe, expect, it } from 'vitest';
import { IdempotencyKeys } from './save-diary.ts';

describe('Idempotency-Key of diary writes (ARCHITECTURE §5)', () => {
  it('reuses the key when the same body is sent again (a retry after a lost answer)', () => {
    let n = 0;
    const keys = new IdempotencyKeys(() => `k${++n}`);
    expect(keys.keyFor('create:a', { title: '하루' })).toBe('k1');
    expect(keys.keyFor('create:a', { title: '하루' })).toBe('k1');
  });

  it('takes a new key once the body changes, and one per request', () => {
    let n = 0;
    const keys = new IdempotencyKeys(() => `k${++n}`);
    expect(keys.keyFor('create:a', { title: '하루' })).toBe('k1');
    expect(keys.keyFor('create:a', { title: '이틀' })).toBe('k2');
    expect(keys.keyFor('edit:1', { title: '이틀' })).toBe('k3');
  });

  it('makes UUIDs by default', () => {
    expect(new IdempotencyKeys().keyFor('x', {})).toMatch(/^[0-9a-f-]{36}$/);
  });
});
