import type { Plugin } from 'vite';

/** An endpoint's `summary:` with its string: in single or double quotes or a template, on the line or the next. */
const SUMMARY = /\bsummary:(\s*)('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`)/g;

/** The contract's endpoint groups (src/contract/*-api.ts): their summaries are the OpenAPI document's. */
export const isApiGroup = (id: string): boolean => /\/src\/contract\/[^/]+-api\.ts$/.test(id);

/** Every endpoint summary of a group's source, as an empty string. */
export function stripSummaries(code: string): string {
  return code.replace(SUMMARY, (_, space: string) => `summary:${space}''`);
}

/**
 * The endpoint summaries are for the server's OpenAPI document (server/modules/openapi); the client
 * never reads them, so its build leaves them out: a page carries its endpoints' schemas, not their
 * prose (about 210 strings; the server and the tests run the sources as written).
 */
export function stripEndpointSummaries(): Plugin {
  return {
    name: 'dodam:strip-endpoint-summaries',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!isApiGroup(id)) return null;
      return { code: stripSummaries(code), map: null };
    },
  };
}
