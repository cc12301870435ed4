/**
 * The house rules of ARCHITECTURE §2 that a linter cannot express: who may import whom, where the
 * wrapped libraries may be used, and kebab-case file names. Prints every breach and exits 1.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';
import { HOME_CARD_FILES, HOME_CARD_FOLDER, ON_DEMAND_COMPONENTS } from '../lingui.config.ts';
import { describeCycle, findCycles, findFileCycles, folderGraph, serverModuleOf, srcFolderOf, type FileImport } from './folder-cycles.ts';
import { singleDomainSharedFiles } from './shared-users.ts';
import { handParsedIdBreach } from './hand-parsed-ids.ts';

const root = process.cwd();

/**
 * Kit domains (decision 0052): a domain without pages that one family of domains builds on, and
 * only that family may import it. The back office's list and detail kit serves the admin domains.
 */
const KIT_USERS: Record<string, RegExp> = { 'admin-kit': /^admin(-|$)/ };
/**
 * The one label table of an enum lives in the domain that owns it (decision 0093): a back-office
 * domain reads the labels (`*-labels.ts`) of the member domain whose records it manages, instead of a
 * copy that drifts from it.
 */
const LABEL_OWNERS: Record<string, readonly string[]> = {
  'admin-articles': ['care-info'],
  'admin-consultations': ['consultations'],
  'admin-coupons': ['coupons'],
  'admin-examinations': ['examinations'],
  'admin-members': ['coupons'],
  'admin-notices': ['notices'],
};
const readsOwnersLabels = (domain: string, other: string, target: string): boolean =>
  (LABEL_OWNERS[domain]?.includes(other) ?? false) && target.endsWith('-labels.ts');
/** The route trees TanStack Router writes (vite.config.ts, decision 0089): not ours to name or split. */
const GENERATED_ROUTE_TREES = ['src/routeTree.gen.ts', 'src/member-routes.gen.ts', 'src/admin-routes.gen.ts'];
const breaches: string[] = [];
/** Every relative import, resolved, for the folder-cycle rule below. */
const fileImports: FileImport[] = [];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'migrations') return [];
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importRe = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

for (const file of [...walk('src'), ...walk('server')]) {
  const rel = relative(root, file);
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(importRe)].map((m) => m[1] ?? m[2] ?? '');
  const isTest = /\.test\.tsx?$/.test(rel);
  for (const spec of specs) {
    const target = spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)) : spec;
    if (spec.startsWith('.')) fileImports.push({ from: rel, to: target });
    if (
      rel.startsWith('src/contract/') &&
      !isTest &&
      !(spec.startsWith('.') && target.startsWith('src/contract/')) &&
      !['valibot', 'temporal-polyfill'].includes(spec)
    )
      breaches.push(`${rel}: src/contract may import only valibot, temporal-polyfill and itself (found ${spec})`);
    if (rel.startsWith('src/') && target.startsWith('server/')) breaches.push(`${rel}: the client never imports server/ (${spec})`);
    if (rel.startsWith('server/') && target.startsWith('src/') && !target.startsWith('src/contract/'))
      breaches.push(`${rel}: the server imports only src/contract of src/ (${spec})`);
    if (rel.startsWith('src/') && !rel.startsWith('src/contract/') && !isTest && target === 'src/contract/api.ts')
      breaches.push(
        `${rel}: the client imports the endpoint group it needs (src/contract/*-api.ts), not the aggregate api.ts, so each chunk carries only its own schemas`,
      );
    // Decision 0039: a domain imports src/contract, src/components, src/lib and itself, never another
    // domain; src/components and src/lib never import a domain: a domain registers into shared code instead (decision 0053).
    const domain = /^src\/domains\/([^/]+)\//.exec(rel)?.[1];
    const other = /^src\/domains\/([^/]+)\//.exec(target)?.[1];
    if (domain && other && domain !== other && !(KIT_USERS[other]?.test(domain) ?? false) && !readsOwnersLabels(domain, other, target))
      breaches.push(`${rel}: domains never import each other (${spec})`);
    if (/^src\/(components|lib)\//.test(rel) && other) breaches.push(`${rel}: src/components and src/lib never import a domain (${spec})`);
    if (rel.startsWith('src/') && !rel.startsWith('src/lib/') && (spec === 'ky' || spec === 'idb-keyval'))
      breaches.push(`${rel}: ${spec} is used only through its wrapper in src/lib`);
  }
  if (rel.startsWith('src/') && !rel.startsWith('src/lib/storage/') && !isTest && /\blocalStorage\b/.test(text))
    breaches.push(`${rel}: localStorage is used only through src/lib/storage`);
  // A domain's strings live in its own catalogue, loaded by its catalog.ts (docs/decisions/0016-lean-initial-js.md);
  // /main's cards have theirs in the card frame's catalogue (decision 0052).
  const domainFile = /^src\/domains\/(.+)$/.exec(rel)?.[1];
  const ownCatalog =
    domainFile && HOME_CARD_FILES.includes(domainFile) ? `import '../../components/${HOME_CARD_FOLDER}/catalog.ts';` : "import './catalog.ts';";
  if (domainFile && !isTest && /@lingui\/(react|core)\/macro/.test(text) && !text.includes(ownCatalog))
    breaches.push(`${rel}: a domain file with messages has ${ownCatalog} so that its catalogue is loaded first`);
  // A shared component no first page shows has its strings in a catalogue of its own, which it loads first (lingui.config.ts).
  const component = /^src\/components\/(.+)$/.exec(rel)?.[1];
  if (component && !isTest && /@lingui\/(react|core)\/macro/.test(text)) {
    const own = ON_DEMAND_COMPONENTS.includes(component)
      ? "import '../catalog.ts';"
      : component.startsWith(`${HOME_CARD_FOLDER}/`)
        ? "import './catalog.ts';"
        : undefined;
    if (own && !text.includes(own)) breaches.push(`${rel}: a component outside the start-up catalogue has ${own} so that its strings are loaded first`);
  }
  const handParsedId = handParsedIdBreach(rel, text);
  if (handParsedId) breaches.push(handParsedId);
  const base = rel.split('/').pop() ?? '';
  if (!rel.startsWith('src/routes/') && !GENERATED_ROUTE_TREES.includes(rel) && !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9-]+)*\.tsx?$/.test(base))
    breaches.push(`${rel}: file names are kebab-case`);
  if (/^index\.tsx?$/.test(base) && /^export \* from/m.test(text)) breaches.push(`${rel}: no barrel files`);
}

// Small files (ARCHITECTURE §2): no source file over 300 lines, tests and journeys included; the
// generated route trees aside.
const MAX_LINES = 300;
for (const file of [...walk('src'), ...walk('server'), ...walk('e2e'), ...walk('scripts'), ...walk('bench')]) {
  const rel = relative(root, file);
  const lines = readFileSync(file, 'utf8').split('\n').length - 1;
  if (!GENERATED_ROUTE_TREES.includes(rel) && lines > MAX_LINES) breaches.push(`${rel}: ${lines} lines, over ${MAX_LINES}: split it by what its parts do`);
}

// Folder cycles (decisions 0037, 0039): no server module and no src/<top>/<sub> folder reaches itself
// again through the folders it imports, tests included. --src-cycles lists the src ones on their own.
const SRC_CYCLES_ARE_BREACHES = true;
for (const cycle of findCycles(folderGraph(fileImports, serverModuleOf))) breaches.push(`import cycle between server modules: ${describeCycle(cycle)}`);
const srcCycles = findCycles(folderGraph(fileImports, srcFolderOf)).map((cycle) => `import cycle between src folders: ${describeCycle(cycle)}`);
if (SRC_CYCLES_ARE_BREACHES) breaches.push(...srcCycles);
else if (process.argv.includes('--src-cycles'))
  console.warn(
    srcCycles.length === 0
      ? 'No import cycles between src folders.'
      : `${srcCycles.map((line) => `warning: ${line}`).join('\n')}\n${srcCycles.length} src folder cycle(s).\n`,
  );

// Shared folders hold no single-domain code (decision 0052): a file of src/lib or src/components that
// only one domain uses, directly or through other shared files, moves into that domain.
// The allowed ones carry no domain's words, and say why they stay.
const FLASH = 'the one flash message of the app, for any domain; payments shows the first ones';
const SINGLE_DOMAIN_ALLOWED: Record<string, string> = {
  'src/components/flash/flash-root.tsx': FLASH,
  'src/components/flash/flash.tsx': FLASH,
  'src/components/flash/flash.css.ts': FLASH,
  'src/components/flash/show-flash.ts': FLASH,
  'src/lib/ui/flash-store.ts': FLASH,
  'src/components/rich-text/rich-text-view.tsx': 'the diary read page has its own copy (src/domains/diary/rich-text-view.tsx) until it uses this one',
  'src/components/rich-text/rich-text.css.ts': 'the styles of rich-text-view.tsx',
};
for (const [file, domain] of singleDomainSharedFiles(fileImports))
  if (!(file in SINGLE_DOMAIN_ALLOWED)) breaches.push(`${file}: only the ${domain} domain uses it, so it belongs in src/domains/${domain}/`);
// File cycles (decision 0053): no file reaches itself again through its imports, anywhere in src/ and server/.
for (const cycle of findFileCycles(fileImports)) breaches.push(`import cycle between files: ${describeCycle(cycle)}`);

if (breaches.length > 0) {
  console.error(breaches.join('\n'));
  console.error(`\n${breaches.length} house-rule breach(es).`);
  process.exit(1);
}
console.log('House rules hold.');
