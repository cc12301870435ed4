import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { api } from './api.ts';
import { CareLogClientId } from './care-logs.ts';
import { PregnancyEntryId } from './pregnancy-api.ts';
import { DIARY_IMAGE_PATH } from './diary-api.ts';
import { buildPath, endpoint } from './endpoint.ts';
import { isServerErrorKey } from './errors.ts';
import { INT4_MAX, RealDate, RealTimestamp, RowIdText, rowIdOf, rowIdText } from './primitives.ts';

/** Path values no row id can be (fuzz-cases.ts sends the same kinds to the server). */
const NOT_IDS = ['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '2147483648', '99999999999', '9'.repeat(2_000), 'a\u0000b'];

describe('path params in the contract (decision 0051)', () => {
  it('every :name of every endpoint path is declared, and nothing else is', () => {
    const problems: string[] = [];
    for (const [name, e] of Object.entries(api)) {
      const inPath = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]).sort();
      const declared = Object.keys(('params' in e && e.params) || {}).sort();
      if (inPath.join() !== declared.join()) problems.push(`${name}: path ${inPath.join()} declared ${declared.join()}`);
    }
    expect(problems).toEqual([]);
  });

  it('every declared param is a row id: digits inside int4 become the number, anything else is refused', () => {
    for (const [name, e] of Object.entries(api)) {
      for (const [param, schema] of Object.entries<v.GenericSchema>(('params' in e && e.params) || {})) {
        const label = `${name}.${param}`;
        // A daily log is named by the UUID its phone made (decision 0098): the one param that is no row id.
        if (schema === CareLogClientId || schema === PregnancyEntryId) continue;
        expect(v.safeParse(schema, '1').output, label).toBe(1);
        expect(v.safeParse(schema, String(INT4_MAX)).output, label).toBe(INT4_MAX);
        for (const bad of NOT_IDS) expect(v.safeParse(schema, bad).success, `${label} ${JSON.stringify(bad.slice(0, 20))}`).toBe(false);
      }
    }
  });

  it('a daily log\u2019s UUID is taken as it is written, and nothing else is (decision 0098)', () => {
    const uuid = '6f1c1a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';
    expect(v.safeParse(CareLogClientId, uuid).output).toBe(uuid);
    for (const bad of [...NOT_IDS, `${uuid}0`, uuid.replaceAll('-', ''), `${uuid}\u0000`]) {
      const result = v.safeParse(CareLogClientId, bad);
      expect(result.success, JSON.stringify(bad.slice(0, 40))).toBe(false);
      // Its own key, or (text PostgreSQL cannot store) the BadRequest every such string gets.
      const message = result.issues?.[0]?.message ?? '';
      expect(isServerErrorKey(message) ? message : 'BadRequest').toBe(bad.includes('\u0000') ? 'BadRequest' : 'InvalidCareLogId');
    }
  });

  it('a keyed param is refused with its SPEC §8 key, past int4 too', () => {
    const keyed = rowIdText('InvalidDiaryId');
    for (const bad of ['abc', '0', '2147483648', '99999999999']) {
      const result = v.safeParse(keyed, bad);
      expect(result.success).toBe(false);
      const message = result.issues?.[0]?.message ?? '';
      expect(isServerErrorKey(message) ? message : 'BadRequest', bad).toBe('InvalidDiaryId');
    }
    const plain = v.safeParse(RowIdText, '2147483648');
    expect(plain.issues?.some((i) => isServerErrorKey(i.message))).toBe(false);
  });

  it('rowIdOf reads a URL value (text, or the number a router made of it) with the same rule', () => {
    expect(rowIdOf('12')).toBe(12);
    expect(rowIdOf(12)).toBe(12);
    expect(rowIdOf(INT4_MAX)).toBe(INT4_MAX);
    for (const bad of [...NOT_IDS, 0, 1.5, INT4_MAX + 1, 1e21, Number.NaN, undefined, null, {}]) expect(rowIdOf(bad), String(bad)).toBeUndefined();
  });

  it('buildPath fills the declared params', () => {
    expect(buildPath(api.deleteDiaryImage.path, { id: 3, imageId: 4 })).toBe('/api/members/diaries/3/images/4');
    expect(buildPath(DIARY_IMAGE_PATH, { imageId: 5 })).toBe('/api/files/diary-images/5');
  });

  it('a path with :names does not compile without their declaration', () => {
    // The type of endpoint() holds it; the lines below are checked by `tsc -b`, never run.
    const declare = () => [
      // @ts-expect-error :id is not declared
      endpoint({ method: 'GET', path: '/api/x/:id', access: 'user', summary: 'x', response: v.null() }),
      // @ts-expect-error :imageId is not declared
      endpoint({ method: 'GET', path: '/api/x/:id/y/:imageId', params: { id: RowIdText }, access: 'user', summary: 'x', response: v.null() }),
      // @ts-expect-error a path without :names declares none
      endpoint({ method: 'GET', path: '/api/x', params: { id: RowIdText }, access: 'user', summary: 'x', response: v.null() }),
      endpoint({ method: 'GET', path: '/api/x/:id', params: { id: RowIdText }, access: 'user', summary: 'x', response: v.null() }),
    ];
    expect(typeof declare).toBe('function');
  });
});

describe('dates in the contract refuse days that do not exist', () => {
  it('RealDate', () => {
    for (const good of ['2026-02-28', '2024-02-29', '1900-01-01', '2026-12-31']) expect(v.safeParse(RealDate(), good).success, good).toBe(true);
    for (const bad of ['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '1899-12-31', '2026-1-1', 'yesterday', '2026-06-01T00:00:00Z'])
      expect(v.safeParse(RealDate(), bad).success, bad).toBe(false);
  });

  it('RealTimestamp', () => {
    expect(v.safeParse(RealTimestamp(), '2026-02-28T15:00:00Z').success).toBe(true);
    expect(v.safeParse(RealTimestamp(), '2026-02-30T00:00:00Z').success).toBe(false);
    expect(v.safeParse(RealTimestamp(), '2026-02-28').success).toBe(false);
  });

  it('an impossible day gets the same message as a malformed one (the form shows one key)', () => {
    const schema = RealDate('InvalidRecordDate');
    expect(v.safeParse(schema, '2026-02-30').issues?.[0]?.message).toBe('InvalidRecordDate');
    expect(v.safeParse(schema, 'soon').issues?.[0]?.message).toBe('InvalidRecordDate');
  });
});
