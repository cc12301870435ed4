/**
 * npm run lint: the deployment files hold together (decision 0083). compose.yaml and the Dockerfile
 * as scripts/deployment-rules.ts reads them (images pinned, Node LTS within engines, the health
 * check's route, the app's environment accepted by server/env.ts in production), and package.json's
 * dependencies against what the server imports at run time (scripts/server-imports.ts). Prints every
 * breach and exits 1.
 */
import { existsSync, readFileSync } from 'node:fs';
import { api } from '../src/contract/api.ts';
import { parseEnv } from '../server/env.ts';
import { PRODUCTION_ENV } from '../server/test/production-env.ts';
import { deploymentProblems } from './deployment-rules.ts';
import { parseYaml } from './mini-yaml.ts';
import { dependencyProblems, serverGraph } from './server-imports.ts';

const problems: string[] = [];
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
};

/** What a production install runs: npm start, the server without the build step, and the first admin's command. */
const SERVER_ENTRIES = ['server/start.ts', 'server/main-cli.ts', 'server/admin-create.ts'];

/** What an operator puts in .env for each required variable: the env tests' production values, else a long secret. */
const production: Record<string, string> = { ...PRODUCTION_ENV };
const required = (name: string) => production[name] ?? 'operator-secret-0123456789abcdef';

try {
  problems.push(
    ...deploymentProblems({
      compose: parseYaml(readFileSync('compose.yaml', 'utf8')),
      dockerfile: readFileSync('Dockerfile', 'utf8'),
      engines: pkg.engines?.node ?? '',
      getPaths: new Set(Object.values(api).flatMap((e) => (e.method === 'GET' ? [e.path] : []))),
      dotEnv: () => undefined,
      required,
      checkEnv: (env) => {
        try {
          parseEnv(env);
          return null;
        } catch (error) {
          return error instanceof Error ? error.message : String(error);
        }
      },
      exists: existsSync,
    }),
  );
} catch (error) {
  problems.push(`compose.yaml: ${error instanceof Error ? error.message : String(error)}`);
}

const { packages } = serverGraph(SERVER_ENTRIES);
problems.push(...dependencyProblems(packages, Object.keys(pkg.dependencies ?? {}), Object.keys(pkg.devDependencies ?? {})));

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`\n${problems.length} deployment problem(s); see scripts/check-deployment.ts`);
  process.exit(1);
}
console.log('The deployment files hold together.');
