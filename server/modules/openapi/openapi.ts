import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { api } from '../../../src/contract/api.ts';
import { PROFILE_IMAGE_CONTENT_TYPES } from '../../../src/contract/child-profile-api.ts';
import { SERVER_ERRORS } from '../../../src/contract/errors.ts';

type JsonObject = Record<string, unknown>;

const schemaOf = (schema: v.GenericSchema): JsonObject => toJsonSchema(schema, { errorMode: 'ignore' }) as JsonObject;

/** GET /api/openapi.json, generated from the contract's endpoint table and valibot schemas. */
export function buildOpenApi(): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [name, e] of Object.entries(api)) {
    const path = e.path.replace(/:([A-Za-z]+)/g, '{$1}');
    // The declared path params (decision 0051): the fuzz test (fuzz-cases.ts) sends its bad values to each.
    const declared: Readonly<Record<string, v.GenericSchema>> = ('params' in e && e.params) || {};
    const parameters: JsonObject[] = Object.entries(declared).map(([name, schema]) => ({ name, in: 'path', required: true, schema: schemaOf(schema) }));
    if ('query' in e && e.query) {
      const q = schemaOf(e.query);
      const props = (q.properties ?? {}) as Record<string, JsonObject>;
      const required = new Set((q.required as string[] | undefined) ?? []);
      for (const [key, schema] of Object.entries(props)) parameters.push({ name: key, in: 'query', required: required.has(key), schema });
    }
    const operation: JsonObject = {
      operationId: name,
      summary: e.summary,
      security: e.access === 'open' ? [] : [{ bearer: [], refresh: [] }],
      parameters,
      responses: {
        '200': {
          description: 'Success envelope',
          content: {
            'application/json': { schema: { type: 'object', properties: { code: { const: '200' }, message: { type: 'string' }, data: schemaOf(e.response) } } },
          },
        },
        default: { description: 'Error envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
    if ('produces' in e && e.produces)
      operation.responses = {
        '200': { description: 'The file', content: { [e.produces]: { schema: { type: 'string' } } } },
        default: { description: 'Error envelope', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      };
    if (e.access !== 'open' && e.access !== 'user') operation['x-roles'] = e.access;
    if ('body' in e && e.body) operation.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(e.body) } } };
    // A raw file as the body (decision 0091): the types an upload may declare, the server decides by the bytes.
    if ('consumes' in e && e.consumes) {
      const types = e.consumes === 'image/*' ? PROFILE_IMAGE_CONTENT_TYPES : [e.consumes];
      operation.requestBody = { required: true, content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) };
    }
    (paths[path] ??= {})[e.method.toLowerCase()] = operation;
  }
  paths['/api/open/oauth/{provider}/authorize'] = {
    get: {
      operationId: 'oauthAuthorize',
      summary: 'Start Kakao or Naver sign-in (redirect)',
      parameters: [{ name: 'provider', in: 'path', required: true, schema: { enum: ['kakao', 'naver'] } }],
      responses: { '302': { description: 'To the provider' } },
    },
  };
  paths['/api/open/oauth/{provider}/callback'] = {
    get: {
      operationId: 'oauthCallback',
      summary: 'Provider redirect target; redirects to /auth/sign-in/loading?code=…',
      parameters: [{ name: 'provider', in: 'path', required: true, schema: { enum: ['kakao', 'naver'] } }],
      responses: { '302': { description: 'To the PWA' } },
    },
  };
  return {
    openapi: '3.1.0',
    info: { title: 'Dodam API', version: '1' },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, refresh: { type: 'apiKey', in: 'header', name: 'x-refresh-token' } },
      schemas: {
        Error: { type: 'object', required: ['code', 'message'], properties: { code: { type: 'string' }, message: { enum: Object.keys(SERVER_ERRORS) } } },
      },
    },
  };
}
