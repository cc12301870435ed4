import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { api } from '../src/contract/api.ts';
import { parseEnv } from '../server/env.ts';
import { PRODUCTION_ENV } from '../server/test/production-env.ts';
import { deploymentProblems, imageProblem, interpolate, rangeAllows, readDockerfile, type DeploymentInput } from './deployment-rules.ts';
import { parseYaml } from './mini-yaml.ts';

const production: Record<string, string> = { ...PRODUCTION_ENV };
const checkEnv = (env: Record<string, string>) => {
  try {
    parseEnv(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
};
const input = (compose: string, dockerfile: string, engines = '^20.19.0 || ^22.12.0 || >=24.0.0'): DeploymentInput => ({
  compose: parseYaml(compose),
  dockerfile,
  engines,
  getPaths: new Set(Object.values(api).flatMap((e) => (e.method === 'GET' ? [e.path] : []))),
  dotEnv: () => undefined,
  required: (name) => production[name] ?? 'operator-secret-0123456789abcdef',
  checkEnv,
  exists: existsSync,
});

const DOCKERFILE = [
  'ARG NODE_IMAGE=node:24.11.1-bookworm-slim',
  'FROM ${NODE_IMAGE} AS build',
  'FROM ${NODE_IMAGE}',
  'ENV NODE_ENV=production \\',
  '    PORT=8080',
  `HEALTHCHECK CMD ["node", "-e", "fetch('http://127.0.0.1:8080/api/health').then(() => 0)"]`,
  'CMD ["node", "--import", "tsx", "server/start.ts"]',
].join('\n');
/** The app's production settings in compose form, each from .env as compose.yaml writes them. */
const appEnvironment = (leaveOut: string[] = []) =>
  Object.keys(PRODUCTION_ENV)
    .filter((key) => key !== 'NODE_ENV' && !leaveOut.includes(key))
    .map((key) => `      ${key}: \${${key}:?set ${key}}`)
    .join('\n');
const compose = (environment: string, images = '    image: postgres:16.10') =>
  `services:\n  app:\n    build: .\n    environment:\n${environment}\n    depends_on:\n      - postgres\n  postgres:\n${images}\n`;

describe('the deployment check (compose.yaml and the Dockerfile, read)', () => {
  it('passes the files as they are in the repository', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    expect(deploymentProblems(input(readFileSync('compose.yaml', 'utf8'), readFileSync('Dockerfile', 'utf8'), pkg.engines.node))).toEqual([]);
  });

  it('passes a complete app, and names the restart loop of an app without its mail settings', () => {
    expect(deploymentProblems(input(compose(appEnvironment()), DOCKERFILE))).toEqual([]);
    expect(deploymentProblems(input(compose(appEnvironment(['MAIL_PROVIDER', 'SMTP_URL'])), DOCKERFILE))).toEqual([
      "compose.yaml: the server refuses app's environment, so it would restart in a loop: Missing configuration for production: MAIL_PROVIDER=smtp with SMTP_URL",
    ]);
  });

  it('refuses images that float, a Node outside the LTS lines or the engines, and a health check on no route', () => {
    const floating = compose(appEnvironment(), '    image: postgres:16');
    expect(deploymentProblems(input(floating, DOCKERFILE))).toEqual(['compose.yaml: postgres: postgres:16 floats (pin a release, e.g. name:1.2.3)']);
    const node20 = DOCKERFILE.replace('node:24.11.1-bookworm-slim', 'node:20-slim').replace('/api/health', '/api/healthz');
    expect(deploymentProblems(input(compose(appEnvironment()), node20))).toEqual([
      'Dockerfile: node:20-slim floats (pin a release, e.g. name:1.2.3)',
      'Dockerfile: node:20-slim names no Node release (node:24.x.y-…)',
      'Dockerfile: the HEALTHCHECK asks /api/healthz, which is no GET route of the contract',
    ]);
    const node23 = DOCKERFILE.replace('24.11.1', '23.11.0');
    expect(deploymentProblems(input(compose(appEnvironment()), node23, '^22.12.0 || ^24.0.0'))).toEqual([
      'Dockerfile: Node 23.11.0 is not on a supported LTS line (22 or 24)',
      "Dockerfile: Node 23.11.0 is outside package.json's engines (^22.12.0 || ^24.0.0)",
    ]);
  });

  it('reads the parts one by one', () => {
    expect(imageProblem('minio/minio')).toBe('minio/minio has no tag: it would follow latest');
    expect(imageProblem('axllent/mailpit:latest')).toBe('axllent/mailpit:latest floats (pin a release, e.g. name:1.2.3)');
    expect(imageProblem('chrislusf/seaweedfs:4.47')).toBeNull();
    expect(imageProblem(`postgres@sha256:${'a'.repeat(64)}`)).toBeNull();
    expect(rangeAllows('^20.19.0 || ^22.12.0 || >=24.0.0', '20.20.2')).toBe(true);
    expect(rangeAllows('^20.19.0 || ^22.12.0 || >=24.0.0', '20.18.0')).toBe(false);
    expect(rangeAllows('^20.19.0 || ^22.12.0 || >=24.0.0', '22.11.0')).toBe(false);
    expect(rangeAllows('^20.19.0 || ^22.12.0 || >=24.0.0', '24.11.1')).toBe(true);
    const env = { A: 'a', E: '' };
    const missing = (name: string, message: string) => `<${name}: ${message}>`;
    expect(interpolate('$${A} ${A} ${E:-d} ${E-d} ${B:-x y} ${B:?say B}', (n) => env[n as keyof typeof env], missing)).toBe('${A} a d  x y <B: say B>');
    expect(readDockerfile(DOCKERFILE)).toEqual({
      images: ['node:24.11.1-bookworm-slim'],
      env: { NODE_ENV: 'production', PORT: '8080' },
      healthPaths: ['/api/health'],
      commands: ['["node", "--import", "tsx", "server/start.ts"]'],
    });
  });
});
