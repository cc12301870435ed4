/**
 * The part of YAML that compose.yaml is written in, read without a YAML package (decision 0083: the
 * deployment files are checked by reading, since Docker cannot run on the test machines): block
 * mappings and sequences by indentation, plain, quoted and block (`|`, `>`, `>-`) scalars, flow
 * sequences of scalars (`['a', 'b']`), comments. Anchors, tags and flow mappings are refused, so a
 * compose file that outgrows this reader fails the lint instead of being misread.
 */
export type Yaml = string | Yaml[] | { [key: string]: Yaml };

type Line = { indent: number; text: string; number: number };

export class YamlError extends Error {}

export function parseYaml(source: string): Yaml {
  const raw = source.split('\n');
  const lines: Line[] = [];
  raw.forEach((text, i) => {
    const body = text.trimStart();
    if (body === '' || body.startsWith('#')) return;
    if (text.includes('\t') && /^\s*\t/.test(text)) throw new YamlError(`line ${i + 1}: a tab in the indentation`);
    lines.push({ indent: text.length - body.length, text: text.trimEnd(), number: i + 1 });
  });
  let at = 0;

  function fail(line: Line | undefined, why: string): never {
    throw new YamlError(`line ${line?.number ?? raw.length}: ${why}`);
  }

  /** A block scalar's lines: every raw line more indented than its key, blank lines kept. */
  function blockScalar(style: string, parentIndent: number): string {
    const parts: string[] = [];
    while (at < lines.length && (lines[at]?.indent ?? 0) > parentIndent) parts.push((lines[at++]?.text ?? '').trim());
    const folded = style.startsWith('>');
    const text = parts.join(folded ? ' ' : '\n');
    return style.endsWith('-') ? text : `${text}\n`;
  }

  function value(rest: string, line: Line, parentIndent: number): Yaml {
    const text = stripComment(rest).trim();
    if (/^[|>]-?$/.test(text)) return blockScalar(text, parentIndent);
    if (text === '') {
      const next = lines[at];
      if (next && (next.indent > parentIndent || (next.indent === parentIndent && next.text.trimStart().startsWith('- ')))) return block(next.indent);
      return '';
    }
    return scalar(text, line);
  }

  function block(indent: number): Yaml {
    const first = lines[at];
    if (!first) return '';
    if (first.text.trimStart().startsWith('-')) return sequence(indent);
    return mapping(indent);
  }

  function sequence(indent: number): Yaml[] {
    const items: Yaml[] = [];
    while (at < lines.length) {
      const line = lines[at] as Line;
      const body = line.text.trimStart();
      if (line.indent !== indent || !(body === '-' || body.startsWith('- '))) break;
      const rest = body.slice(1).trimStart();
      const itemIndent = indent + (body.length - rest.length);
      if (/^[^'"[{][^:]*:(\s|$)/.test(stripComment(rest))) {
        // "- key: value": a mapping whose first key sits on the dash's line.
        lines[at] = { ...line, indent: itemIndent, text: `${' '.repeat(itemIndent)}${rest}` };
        items.push(mapping(itemIndent));
      } else {
        at++;
        items.push(value(rest, line, indent));
      }
    }
    return items;
  }

  function mapping(indent: number): { [key: string]: Yaml } {
    const map: { [key: string]: Yaml } = {};
    while (at < lines.length) {
      const line = lines[at] as Line;
      if (line.indent < indent) break;
      if (line.indent > indent) fail(line, 'indented more than the keys before it');
      const body = line.text.trimStart();
      if (body.startsWith('- ')) break;
      const match = /^([^'"[\]{}#:][^:]*?|'[^']*'|"[^"]*"):(?:\s+(.*))?$/.exec(body);
      if (!match) fail(line, `not a "key: value" line: ${body}`);
      const key = unquote(match[1] ?? '');
      if (key in map) fail(line, `the key ${key} twice`);
      at++;
      map[key] = value(match[2] ?? '', line, indent);
    }
    return map;
  }

  const result = block(lines[0]?.indent ?? 0);
  if (at < lines.length) fail(lines[at], 'not part of the document above it (indentation?)');
  return result;
}

/** Text before a comment: `#` at the start or after a space, outside quotes. */
function stripComment(text: string): string {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === "'" || ch === '"') {
      if (i === 0 || /[\s[,]/.test(text[i - 1] ?? '')) quote = ch;
    } else if (ch === '#' && (i === 0 || /\s/.test(text[i - 1] ?? ''))) return text.slice(0, i);
  }
  return text;
}

function unquote(text: string): string {
  if (text.startsWith("'") && text.endsWith("'") && text.length >= 2) return text.slice(1, -1).replaceAll("''", "'");
  if (text.startsWith('"') && text.endsWith('"') && text.length >= 2) return JSON.parse(text) as string;
  return text;
}

function scalar(text: string, line: Line): Yaml {
  if (/^[&*!]/.test(text) || text.startsWith('{')) throw new YamlError(`line ${line.number}: anchors, tags and flow mappings are not read here`);
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new YamlError(`line ${line.number}: a flow sequence ends on its line`);
    const inner = text.slice(1, -1).trim();
    if (inner === '') return [];
    const items: string[] = [];
    let current = '';
    let quote: string | null = null;
    for (const ch of inner) {
      if (quote) {
        current += ch;
        if (ch === quote) quote = null;
      } else if (ch === "'" || ch === '"') {
        quote = ch;
        current += ch;
      } else if (ch === ',') {
        items.push(unquote(current.trim()));
        current = '';
      } else current += ch;
    }
    items.push(unquote(current.trim()));
    return items;
  }
  return unquote(text);
}
