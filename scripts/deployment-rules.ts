/**
 * The pure rules of scripts/check-deployment.ts (decision 0083): compose.yaml and the Dockerfile are
 * checked by reading them, since Docker cannot run on the test machines. Every image pinned to a
 * version, Node on an LTS line that package.json's engines allow, the health check on a route the
 * server has, and the app's environment as compose and the image give it accepted by the server's
 * own production check (server/env.ts), so a setting production demands cannot be left out again.
 */
import type { Yaml } from './mini-yaml.ts';

/**
 * Compose's interpolation: `$$`, `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}`,
 * `${NAME?message}`. `missing` answers for a required variable the .env lacks (compose itself stops there).
 */
export function interpolate(value: string, dotEnv: (name: string) => string | undefined, missing: (name: string, message: string) => string): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (whole, name: string | undefined, op?: string, arg?: string) => {
    if (whole === '$$') return '$';
    const given = dotEnv(name ?? '');
    const empty = given === undefined || (op?.startsWith(':') === true && given === '');
    if (!empty) return given ?? '';
    if (op?.endsWith('-')) return arg ?? '';
    if (op?.endsWith('?')) return missing(name ?? '', arg ?? '');
    return '';
  });
}

/** An image reference pinned to a release: a tag with at least major.minor, or a digest. */
export function imageProblem(ref: string): string | null {
  if (/@sha256:[0-9a-f]{64}$/.test(ref)) return null;
  const tag = /:([^/:]+)$/.exec(ref)?.[1];
  if (!tag) return `${ref} has no tag: it would follow latest`;
  if (tag === 'latest' || !/\d+\.\d+/.test(tag)) return `${ref} floats (pin a release, e.g. name:1.2.3)`;
  return null;
}

/** Whether a semver range of the `^a.b.c || >=a.b.c || a.b.c` kinds allows a version. */
export function rangeAllows(range: string, version: string): boolean {
  const parse = (v: string) =>
    v
      .replace(/^v/, '')
      .split('.')
      .map((n) => Number(n) || 0);
  const [major = 0, minor = 0, patch = 0] = parse(version);
  const atLeast = (floor: number[]) => {
    const [a = 0, b = 0, c = 0] = floor;
    return major !== a ? major > a : minor !== b ? minor > b : patch >= c;
  };
  return range.split('||').some((part) => {
    const p = part.trim();
    if (p.startsWith('^')) return parse(p.slice(1))[0] === major && atLeast(parse(p.slice(1)));
    if (p.startsWith('>=')) return atLeast(parse(p.slice(2).trim()));
    return p === version;
  });
}

export type DockerfileFacts = { images: string[]; env: Record<string, string>; healthPaths: string[]; commands: string[] };

/** The Dockerfile's FROM images (ARG defaults filled in, stage names left out), ENV, health-check paths and CMD. */
export function readDockerfile(text: string): DockerfileFacts {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const args: Record<string, string> = {};
  const stages = new Set<string>();
  const facts: DockerfileFacts = { images: [], env: {}, healthPaths: [], commands: [] };
  for (const line of instructions) {
    const [word = '', ...restWords] = line.split(/\s+/);
    const rest = restWords.join(' ');
    const fill = (s: string) => s.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (_, name: string) => args[name] ?? '');
    if (word === 'ARG') {
      const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:=(.*))?$/.exec(rest);
      if (m?.[1]) args[m[1]] = m[2] ?? '';
    } else if (word === 'FROM') {
      const [image = '', as, stage] = fill(rest).split(/\s+/);
      if (!stages.has(image) && !facts.images.includes(image)) facts.images.push(image);
      if (as?.toUpperCase() === 'AS' && stage) stages.add(stage);
    } else if (word === 'ENV') {
      for (const m of rest.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)) facts.env[m[1] ?? ''] = (m[2] ?? '').replace(/^"|"$/g, '');
    } else if (word === 'HEALTHCHECK') {
      for (const m of rest.matchAll(/https?:\/\/[^/\s'"]+(\/[^\s'")]*)/g)) facts.healthPaths.push(m[1] ?? '');
    } else if (word === 'CMD') facts.commands.push(rest);
  }
  return facts;
}

export type DeploymentInput = {
  compose: Yaml;
  dockerfile: string;
  /** package.json's engines.node. */
  engines: string;
  /** The GET paths of the contract (src/contract/api.ts). */
  getPaths: ReadonlySet<string>;
  /** What the operator's .env holds. */
  dotEnv: (name: string) => string | undefined;
  /** A value for a variable compose requires (`${NAME:?…}`) that dotEnv lacks. */
  required: (name: string) => string;
  /** server/env.ts's parseEnv: null when it accepts the environment, else its message. */
  checkEnv: (env: Record<string, string>) => string | null;
  exists: (path: string) => boolean;
};

const isMap = (y: Yaml | undefined): y is { [key: string]: Yaml } => typeof y === 'object' && y !== null && !Array.isArray(y);

/** Everything wrong with the deployment files, as sentences (none: they hold together). */
export function deploymentProblems(input: DeploymentInput): string[] {
  const problems: string[] = [];
  const docker = readDockerfile(input.dockerfile);
  for (const image of docker.images) {
    const problem = imageProblem(image);
    if (problem) problems.push(`Dockerfile: ${problem}`);
    const node = /^node:(\d+\.\d+\.\d+)/.exec(image)?.[1];
    if (image.startsWith('node:') && !node) problems.push(`Dockerfile: ${image} names no Node release (node:24.x.y-…)`);
    if (node) {
      const major = Number(node.split('.')[0]);
      if (major % 2 !== 0 || major < 22) problems.push(`Dockerfile: Node ${node} is not on a supported LTS line (22 or 24)`);
      if (!rangeAllows(input.engines, node)) problems.push(`Dockerfile: Node ${node} is outside package.json's engines (${input.engines})`);
    }
  }
  if (docker.healthPaths.length === 0) problems.push('Dockerfile: no HEALTHCHECK asking the server over http');
  for (const path of docker.healthPaths)
    if (!input.getPaths.has(path)) problems.push(`Dockerfile: the HEALTHCHECK asks ${path}, which is no GET route of the contract`);
  for (const cmd of docker.commands)
    for (const file of cmd.match(/[\w./-]+\.ts/g) ?? []) if (!input.exists(file)) problems.push(`Dockerfile: CMD runs ${file}, which does not exist`);

  const services = isMap(input.compose) && isMap(input.compose.services) ? input.compose.services : {};
  if (Object.keys(services).length === 0) problems.push('compose.yaml: no services');
  for (const [name, service] of Object.entries(services)) {
    if (!isMap(service)) continue;
    if (typeof service.image === 'string') {
      const problem = imageProblem(service.image);
      if (problem) problems.push(`compose.yaml: ${name}: ${problem}`);
    } else if (service.build === undefined) problems.push(`compose.yaml: ${name} has neither an image nor a build`);
    const needs = Array.isArray(service.depends_on) ? service.depends_on : isMap(service.depends_on) ? Object.keys(service.depends_on) : [];
    for (const other of needs)
      if (typeof other === 'string' && !(other in services)) problems.push(`compose.yaml: ${name} depends on ${other}, which is no service`);
  }

  // The app as compose starts it: the image's ENV under compose's environment, with an .env holding
  // what compose requires and nothing more (optional settings take compose's defaults).
  const app = Object.entries(services).find(([, s]) => isMap(s) && s.build !== undefined);
  if (!app || !isMap(app[1])) return [...problems, 'compose.yaml: no service builds the app (build: .)'];
  const environment = isMap(app[1].environment) ? app[1].environment : {};
  const env: Record<string, string> = { ...docker.env };
  for (const [key, value] of Object.entries(environment)) {
    if (typeof value !== 'string') problems.push(`compose.yaml: ${app[0]}.environment.${key} is not a string`);
    else env[key] = interpolate(value, input.dotEnv, input.required);
  }
  if (env.NODE_ENV !== 'production') problems.push(`compose.yaml: ${app[0]} does not run with NODE_ENV=production (the Dockerfile sets it)`);
  const refused = input.checkEnv(env);
  if (refused) problems.push(`compose.yaml: the server refuses ${app[0]}'s environment, so it would restart in a loop: ${refused}`);
  return problems;
}
