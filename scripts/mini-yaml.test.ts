import { describe, expect, it } from 'vitest';
import { parseYaml, YamlError } from './mini-yaml.ts';

describe('the YAML reader of the deployment check', () => {
  it('reads mappings, sequences, mappings in sequences, flow sequences, quotes and comments', () => {
    const text = [
      '# a comment',
      'services:',
      '  app:',
      '    build: .   # trailing comment',
      '    ports:',
      "      - '8080:8080'",
      '    environment:',
      '      URL: postgres://u:${P:?set P}@db:5432/x',
      "      HASH: 'a # not a comment'",
      '    depends_on:',
      '      db:',
      '        condition: service_healthy',
      '  db:',
      '    image: "postgres:16.10"',
      '    healthcheck:',
      "      test: ['CMD-SHELL', 'pg_isready -U x']",
      '    list:',
      '    - at the same indent',
      'volumes:',
      '  data:',
    ].join('\n');
    expect(parseYaml(text)).toEqual({
      services: {
        app: {
          build: '.',
          ports: ['8080:8080'],
          environment: { URL: 'postgres://u:${P:?set P}@db:5432/x', HASH: 'a # not a comment' },
          depends_on: { db: { condition: 'service_healthy' } },
        },
        db: { image: 'postgres:16.10', healthcheck: { test: ['CMD-SHELL', 'pg_isready -U x'] }, list: ['at the same indent'] },
      },
      volumes: { data: '' },
    });
  });

  it('folds a block scalar in a sequence, and keeps a literal one line by line', () => {
    const text = ['entrypoint:', '  - /bin/sh', '  - >-', '    one', '    two', 'script: |', '  a', '  b'].join('\n');
    expect(parseYaml(text)).toEqual({ entrypoint: ['/bin/sh', 'one two'], script: 'a\nb\n' });
  });

  it('reads "- key: value" items as mappings', () => {
    expect(parseYaml('items:\n  - name: a\n    size: 1\n  - name: b\n')).toEqual({ items: [{ name: 'a', size: '1' }, { name: 'b' }] });
  });

  it('refuses what it does not read instead of misreading it', () => {
    expect(() => parseYaml('a: &anchor x')).toThrow(YamlError);
    expect(() => parseYaml('a: {b: c}')).toThrow(YamlError);
    expect(() => parseYaml('a: 1\na: 2')).toThrow('the key a twice');
    expect(() => parseYaml('a:\n    b: 1\n  c: 2')).toThrow(YamlError);
  });
});
