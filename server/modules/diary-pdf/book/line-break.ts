/**
 * Korean line breaking for the book (decision 0028). Lines break between words (어절, at spaces) and
 * are justified. A word breaks between characters only where it has to: when it is longer than a
 * line, or when a Hangul word would leave the justified line too loose (Korean allows a break
 * between any two syllables; Latin words are never cut unless longer than a line). Closing
 * punctuation never starts a line and opening punctuation never ends one (금칙 처리).
 * Independent of the PDF library: widths come from `measure`.
 */

export type Styled<S> = { text: string; style: S };
export type Piece<S> = { text: string; style: S; x: number; width: number };
export type Line<S> = { pieces: Piece<S>[]; width: number };

export type WrapOptions = {
  /** Stretch of one space past which a line is left ragged rather than justified. */
  maxStretch: number;
  justify?: boolean;
};

const CLOSING = new Set('.,!?:;)]}」』》〉】”’…%·~-、。');
const OPENING = new Set('([{「『《〈【“‘');
const HANGUL_OR_CJK = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af\u3040-\u30ff\u4e00-\u9fff]/u;

type Part<S> = { text: string; style: S; width: number };
/** A word with the space that follows it (none at the end of a line of the source). */
type Atom<S> = { parts: Part<S>[]; width: number; space: Part<S> | null };

export type Measure<S> = (text: string, style: S) => number;

function atomsOf<S>(runs: readonly Styled<S>[], measure: Measure<S>): Atom<S>[] {
  const atoms: Atom<S>[] = [];
  let current: Atom<S> = { parts: [], width: 0, space: null };
  for (const run of runs) {
    for (const piece of run.text.split(/(\s+)/u)) {
      if (piece === '') continue;
      if (!/^\s+$/u.test(piece)) {
        const width = measure(piece, run.style);
        current.parts.push({ text: piece, style: run.style, width });
        current.width += width;
        continue;
      }
      // One space however many were typed (the lines are justified anyway); none before the first word.
      if (current.parts.length > 0) {
        current.space = { text: ' ', style: run.style, width: measure(' ', run.style) };
        atoms.push(current);
        current = { parts: [], width: 0, space: null };
      }
    }
  }
  if (current.parts.length > 0) atoms.push(current);
  return atoms;
}

const charsOf = (atom: Atom<unknown>) => atom.parts.flatMap((part) => [...part.text].map((ch) => ({ ch, style: part.style })));

/**
 * The longest head of `atom` that fits `room`, cut between characters where Korean allows it, and
 * the rest; null when no allowed cut fits.
 */
function splitAtom<S>(atom: Atom<S>, room: number, measure: Measure<S>): [Atom<S>, Atom<S>] | null {
  const chars = charsOf(atom) as { ch: string; style: S }[];
  let width = 0;
  let best = -1;
  for (let i = 0; i < chars.length - 1; i++) {
    const { ch, style } = chars[i] as { ch: string; style: S };
    width += measure(ch, style);
    if (width > room) break;
    const next = (chars[i + 1] as { ch: string }).ch;
    if (!CLOSING.has(next) && !OPENING.has(ch)) best = i + 1;
  }
  if (best <= 0) return null;
  const build = (slice: { ch: string; style: S }[], space: Part<S> | null): Atom<S> => {
    const parts: Part<S>[] = [];
    for (const { ch, style } of slice) {
      const last = parts[parts.length - 1];
      if (last && last.style === style) last.text += ch;
      else parts.push({ text: ch, style, width: 0 });
    }
    for (const part of parts) part.width = measure(part.text, part.style);
    return { parts, width: parts.reduce((sum, part) => sum + part.width, 0), space };
  };
  return [build(chars.slice(0, best), null), build(chars.slice(best), atom.space)];
}

const isHangulWord = (atom: Atom<unknown>) => atom.parts.some((part) => HANGUL_OR_CJK.test(part.text));

/** Lays out one source line (no '\n') into lines of at most `width`. */
function wrapLine<S>(runs: readonly Styled<S>[], width: number, measure: Measure<S>, options: WrapOptions): Line<S>[] {
  const queue = atomsOf(runs, measure);
  const lines: Atom<S>[][] = [];
  let line: Atom<S>[] = [];
  let used = 0;
  const spaceBefore = () => line[line.length - 1]?.space?.width ?? 0;
  const endLine = () => {
    lines.push(line);
    line = [];
    used = 0;
  };
  while (queue.length > 0) {
    const atom = queue.shift() as Atom<S>;
    const gap = line.length > 0 ? spaceBefore() : 0;
    if (used + gap + atom.width <= width) {
      line.push(atom);
      used += gap + atom.width;
      continue;
    }
    const room = width - used - gap;
    // Ending the line here would stretch each space by this much when it is justified.
    const stretch = line.length > 1 ? (width - used) / (line.length - 1) : Number.POSITIVE_INFINITY;
    // A word longer than a line is cut anywhere; a Hangul word is cut between syllables, as Korean
    // books do, where ending the line before it would leave it too loose.
    const cut = line.length === 0 || (stretch > options.maxStretch && isHangulWord(atom)) ? splitAtom(atom, room, measure) : null;
    if (cut) {
      line.push(cut[0]);
      queue.unshift(cut[1]);
      endLine();
    } else if (line.length === 0) {
      // Not even one character fits: place it anyway rather than loop.
      line.push(atom);
      endLine();
    } else {
      endLine();
      queue.unshift(atom);
    }
  }
  if (line.length > 0 || lines.length === 0) lines.push(line);
  return lines.map((atoms, index) => place(atoms, width, options, index === lines.length - 1));
}

function place<S>(atoms: Atom<S>[], width: number, options: WrapOptions, last: boolean): Line<S> {
  const natural = atoms.reduce((sum, atom, i) => sum + atom.width + (i < atoms.length - 1 ? (atom.space?.width ?? 0) : 0), 0);
  const gaps = atoms.length - 1;
  const stretch = options.justify !== false && !last && gaps > 0 ? (width - natural) / gaps : 0;
  const extra = stretch > 0 && stretch <= options.maxStretch ? stretch : 0;
  const pieces: Piece<S>[] = [];
  let x = 0;
  atoms.forEach((atom, i) => {
    for (const part of atom.parts) {
      pieces.push({ text: part.text, style: part.style, x, width: part.width });
      x += part.width;
    }
    if (i < atoms.length - 1) x += (atom.space?.width ?? 0) + extra;
  });
  return { pieces, width: extra > 0 ? width : natural };
}

/**
 * Lines of styled text in `width`: '\n' breaks a line; each resulting paragraph-line is wrapped and
 * justified except its last line.
 */
export function wrapText<S>(runs: readonly Styled<S>[], width: number, measure: Measure<S>, options: WrapOptions): Line<S>[] {
  const sourceLines: Styled<S>[][] = [[]];
  for (const run of runs) {
    run.text.split('\n').forEach((text, i) => {
      if (i > 0) sourceLines.push([]);
      if (text !== '') (sourceLines[sourceLines.length - 1] as Styled<S>[]).push({ text, style: run.style });
    });
  }
  return sourceLines.flatMap((source) => wrapLine(source, width, measure, options));
}
