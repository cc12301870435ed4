/**
 * Malformed requests generated from the OpenAPI document (decision 0031): for every operation, a
 * plausible request built from its schemas, then one change at a time — wrong types, missing and
 * extra fields, huge strings, NUL, lone surrogates, integer overflow, deep nesting, wrong content
 * type, invalid JSON — in the body, the query and the path. Not a test file: fuzz.test.ts runs it.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  pattern?: string;
};
export type Operation = {
  operationId: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-roles'?: string[];
};

/** One request: path with its params filled, query string, body as sent and its content type. */
export type FuzzCase = { label: string; path: string; query: string; body?: string; contentType?: string };

const HUGE = 'ㄱ'.repeat(60_000);
const NUL = 'a\u0000b';
/** Written as a JSON escape: JSON.stringify would keep a lone surrogate as the escape too. */
const LONE_SURROGATE_JSON = '"a\\ud800b"';
const DEEP_JSON = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
const DEEP_OBJECT_JSON = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

/** Values that fit a field, so that a case fails on its one change, not on another field. */
const BY_NAME: Record<string, Json> = {
  userId: 'fuzzparent',
  password: 'goodpass1',
  nickname: '퍼즈맘',
  name: '김퍼즈',
  phone: '01012345678',
  value: '01012345678',
  receiverMobilePhone: '01012345678',
  customerMobilePhone: '01012345678',
  postalCode: '06236',
  clientId: '6f1c1a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f',
  entryDate: '2026-11-20',
  date: '2026-11-20',
  birthDate: '2020-01-01',
  from: '2026-11-01',
  month: '2026-11',
  childId: 1,
  diaryNotiTime: '21:00',
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
  code: '123456',
  orderId: 'fuzz-order-1',
  // A daily log's sample is a breastfeeding, which carries no amount (decision 0098).
  amountMl: null,
  // A pregnancy diary entry's week (decision 0100).
  week: 20,
};

function first(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.find((o) => o.type !== 'null') ?? options[0] ?? {};
  return schema.allOf?.[0] ?? schema;
}

/** A value the schema accepts as far as a generic guess can. */
export function sample(schema: JsonSchema, name = '', depth = 0): Json {
  if (name in BY_NAME) return BY_NAME[name] ?? null;
  const s = first(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0] ?? null;
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object': {
      if (depth > 6) return {};
      const out: Record<string, Json> = {};
      for (const [key, child] of Object.entries(s.properties ?? {})) out[key] = sample(child, key, depth + 1);
      return out;
    }
    case 'array':
      return s.items ? [sample(s.items, '', depth + 1)] : [];
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date') return '2026-11-20';
      if (s.format === 'uuid') return '6f1c1a9e-1d2b-4c3d-8e4f-5a6b7c8d9e0f';
      if (s.format === 'email') return 'fuzz@example.com';
      if (s.format === 'date-time') return '2026-11-20T00:00:00Z';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return null;
  }
}

/** The values a field is replaced with, as JSON text (so that lone surrogates survive). */
const BAD_VALUES: readonly [string, string][] = [
  ['wrong type (object)', '{"x":1}'],
  ['wrong type (array)', '[1,2]'],
  ['wrong type (bool)', 'true'],
  ['null', 'null'],
  ['huge string', JSON.stringify(HUGE)],
  ['NUL', JSON.stringify(NUL)],
  ['lone surrogate', LONE_SURROGATE_JSON],
  ['int overflow', '2147483648'],
  ['bigint overflow', '1e20'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['deep nesting', DEEP_JSON],
  ['deep object', DEEP_OBJECT_JSON],
];

/** The body cases: each field of the plausible body replaced, removed; extra fields; broken JSON. */
function bodyCases(schema: JsonSchema | undefined): { label: string; body: string; contentType: string }[] {
  const json = 'application/json';
  const whole: { label: string; body: string; contentType: string }[] = [
    { label: 'invalid JSON', body: '{"a":', contentType: json },
    { label: 'empty body', body: '', contentType: json },
    { label: 'wrong content type', body: 'a=1', contentType: 'application/x-www-form-urlencoded' },
    { label: 'text content type', body: '{}', contentType: 'text/plain' },
    { label: 'array body', body: '[]', contentType: json },
    { label: 'deep nesting body', body: DEEP_JSON, contentType: json },
    { label: 'lone surrogate key', body: '{"\\udc00":1}', contentType: json },
  ];
  if (!schema) return whole;
  const base = sample(schema);
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return whole;
  const text = (o: Record<string, Json>, key: string, raw: string) => {
    const rest = JSON.stringify(Object.fromEntries(Object.entries(o).filter(([k]) => k !== key)));
    return rest === '{}' ? `{${JSON.stringify(key)}:${raw}}` : `{${JSON.stringify(key)}:${raw},${rest.slice(1)}`;
  };
  const cases = [
    ...whole,
    { label: 'plausible', body: JSON.stringify(base), contentType: json },
    { label: 'extra field', body: JSON.stringify({ ...base, extra: NUL }), contentType: json },
  ];
  for (const key of Object.keys(base)) {
    const { [key]: _removed, ...without } = base;
    cases.push({ label: `${key}: missing`, body: JSON.stringify(without), contentType: json });
    for (const [label, raw] of BAD_VALUES) cases.push({ label: `${key}: ${label}`, body: text(base, key, raw), contentType: json });
    const inner = base[key];
    // One level down (areas.water.note, refundAccount.bankCode …): the strings there.
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      for (const innerKey of Object.keys(inner)) {
        cases.push({ label: `${key}.${innerKey}: NUL`, body: JSON.stringify({ ...base, [key]: { ...inner, [innerKey]: NUL } }), contentType: json });
        cases.push({ label: `${key}.${innerKey}: lone surrogate`, body: text(base, key, text(inner, innerKey, LONE_SURROGATE_JSON)), contentType: json });
        cases.push({
          label: `${key}.${innerKey}: int overflow`,
          body: JSON.stringify({ ...base, [key]: { ...inner, [innerKey]: 2 ** 31 } }),
          contentType: json,
        });
      }
    }
  }
  return cases;
}

/** Query values: raw, as a client could put them in the URL. */
const BAD_QUERY: readonly [string, string][] = [
  ['NUL', '%00'],
  ['invalid UTF-8', '%ED%A0%80'],
  ['huge', 'x'.repeat(8_000)],
  ['int overflow', '2147483648'],
  ['bigint overflow', '99999999999999999999'],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['empty', ''],
];
/** Path values: every one must be a 400 or 404, never a 500. */
const BAD_PATH: readonly [string, string][] = [
  ['zero', '0'],
  ['negative', '-1'],
  ['int overflow', '2147483648'],
  ['bigint overflow', '99999999999999999999'],
  ['text', 'abc'],
  ['NUL', '%00'],
  ['fraction', '1.5'],
  ['huge', '9'.repeat(2_000)],
  ['invalid UTF-8', '%ED%A0%80'],
];

/** Every case of one operation; `ids` fills path params with a real row id for the body and query cases. */
export function casesOf(path: string, method: string, op: Operation, ids: Record<string, string>): FuzzCase[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = params.filter((p) => p.in === 'query');
  const fill = (override: Record<string, string> = {}) => path.replace(/\{([A-Za-z]+)\}/g, (_, n: string) => override[n] ?? ids[n] ?? '1');
  const plausibleQuery = queryParams.map((p) => `${p.name}=${encodeURIComponent(String(sample(p.schema ?? {}, p.name)))}`);
  const query = plausibleQuery.join('&');
  const out: FuzzCase[] = [];
  for (const name of pathParams) for (const [label, value] of BAD_PATH) out.push({ label: `path ${name}: ${label}`, path: fill({ [name]: value }), query });
  queryParams.forEach((p, i) => {
    for (const [label, value] of BAD_QUERY) {
      const q = plausibleQuery.map((pair, j) => (j === i ? `${p.name}=${value}` : pair));
      out.push({ label: `query ${p.name}: ${label}`, path: fill(), query: q.join('&') });
    }
    out.push({ label: `query ${p.name}: repeated`, path: fill(), query: `${query}&${p.name}=1&${p.name}=2` });
  });
  if (queryParams.length > 0) out.push({ label: 'query: extra', path: fill(), query: `${query}&extra=%00` });
  const hasBody = Boolean(op.requestBody);
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  if (hasBody || method !== 'get') {
    const cases = hasBody ? bodyCases(jsonSchema) : [];
    for (const c of cases) out.push({ label: `body ${c.label}`, path: fill(), query, body: c.body, contentType: c.contentType });
  }
  return out;
}
