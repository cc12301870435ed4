import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { Identifier, INT4_MAX, RichText, RowId, RowIdText, Str, richTextProblem, storableText } from './primitives.ts';

/** Nested objects and arrays, `depth` levels deep, built without recursion. */
function nested(depth: number): Record<string, unknown> {
  let node: Record<string, unknown> = { text: 'x' };
  for (let i = 0; i < depth; i++) node = { children: [node] };
  return node;
}

type Node = {
  type?: string;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  item?: Node;
  items?: readonly Node[];
  wrapped?: Node;
  options?: readonly Node[];
  key?: Node;
  value?: Node;
  rest?: Node;
  getter?: () => Node;
};

/**
 * Every string and number a request carries must come from the primitives (decision 0031): a raw
 * v.string() lets NUL and lone surrogates reach PostgreSQL (500), a raw v.number() lets 1e20
 * reach an integer column (500), a v.unknown() lets a 10,000-level document through.
 */
function rawLeaves(schema: Node, path: string, out: string[], seen = new Set<Node>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  if (schema.pipe) {
    const [base, ...actions] = schema.pipe;
    const types = new Set(actions.map((a) => a.type));
    if (base?.type === 'string' && actions.includes(storableText as unknown as Node)) return;
    if (base?.type === 'number' && types.has('min_value') && types.has('max_value')) return;
    if (base) rawLeaves(base, path, out, seen);
    return;
  }
  switch (schema.type) {
    case 'string':
    case 'number':
    case 'unknown':
    case 'any':
      out.push(`${path}: raw ${schema.type}`);
      return;
  }
  for (const [key, child] of Object.entries(schema.entries ?? {})) rawLeaves(child, `${path}.${key}`, out, seen);
  if (schema.item) rawLeaves(schema.item, `${path}[]`, out, seen);
  for (const child of schema.items ?? []) rawLeaves(child, `${path}[]`, out, seen);
  for (const child of schema.options ?? []) rawLeaves(child, `${path}|`, out, seen);
  if (schema.wrapped) rawLeaves(schema.wrapped, path, out, seen);
  if (schema.key) rawLeaves(schema.key, `${path}{key}`, out, seen);
  if (schema.value) rawLeaves(schema.value, `${path}{value}`, out, seen);
  if (schema.rest) rawLeaves(schema.rest, `${path}{rest}`, out, seen);
  if (schema.getter) rawLeaves(schema.getter(), path, out, seen);
}

describe('contract primitives (decision 0031)', () => {
  it('every request query and body builds its strings and numbers from the primitives', () => {
    const found: string[] = [];
    for (const [name, e] of Object.entries(api)) {
      if (e.query) rawLeaves(e.query as unknown as Node, `${name}.query`, found);
      if (e.body) rawLeaves(e.body as unknown as Node, `${name}.body`, found);
    }
    expect(found).toEqual([]);
  });

  it('refuses NUL and lone surrogates, keeps paired surrogates (emoji) and Korean', () => {
    expect(v.safeParse(Str, '도담 👶').success).toBe(true);
    expect(v.safeParse(Str, 'a\u0000b').success).toBe(false);
    expect(v.safeParse(Str, 'a\uD800b').success).toBe(false);
    expect(v.safeParse(Str, 'a\uDC00').success).toBe(false);
    expect(v.safeParse(Str, '\uDBFF').success).toBe(false);
  });

  it('ids are positive integers inside PostgreSQL integer', () => {
    expect(v.safeParse(RowId, INT4_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, INT4_MAX + 1, 1e20, Number.NaN]) expect(v.safeParse(RowId, bad).success).toBe(false);
    expect(v.safeParse(RowIdText, '2147483647').success).toBe(true);
    for (const bad of ['0', '2147483648', '99999999999', '1e3', '-1', '01']) expect(v.safeParse(RowIdText, bad).success).toBe(false);
  });

  it('identifiers have a length limit', () => {
    expect(v.safeParse(Identifier(), 'parent01').success).toBe(true);
    expect(v.safeParse(Identifier(), 'a'.repeat(1024 * 1024)).success).toBe(false);
  });

  it('rich text refuses 10,000 levels of nesting, huge documents and unstorable strings without overflowing the stack', () => {
    expect(v.safeParse(RichText, nested(20)).success).toBe(true);
    expect(v.safeParse(RichText, nested(10_000)).success).toBe(false);
    expect(richTextProblem({ text: 'x'.repeat(300 * 1024) })).toMatch(/larger/);
    expect(v.safeParse(RichText, { root: { text: 'a\uD800' } }).success).toBe(false);
    expect(v.safeParse(RichText, [1]).success).toBe(false);
  });
});
