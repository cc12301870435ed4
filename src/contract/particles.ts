/**
 * Korean particles after a name the app does not know in advance (a nickname, an address's name, a
 * product's title, a code): 을/를, 이/가, 은/는, 과/와, 으로/로 follow whether the word's last sound
 * closes on a consonant (받침). The catalogues write the particle as for a closed syllable
 * ('‘{name}’을 …', decision 0075) and the page fixes it for the name it shows, so no reader meets
 * '을(를)'. Pure, shared by the client and the server (the SMS).
 */

export type ParticlePair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL = 8;
/** How digits are read in Korean: 영 일 이 삼 사 오 육 칠 팔 구 → the closing consonant, 0 when none. */
const DIGIT_FINALS = [21, 8, 0, 16, 0, 0, 1, 8, 8, 0] as const;
/** Latin letters read with a closing consonant ('엘', '엠', '엔', 'book' → '북'…), a rough rule for names. */
const LATIN_CLOSED: Record<string, number> = { l: RIEUL, m: 16, n: 4, b: 1, c: 1, k: 1, p: 1, t: 1, g: 1 };
/** What may stand between the name and its particle: closing quotes, brackets, spaces of nothing. */
const TRAILING = /[\s’”'")\]》」』]+$/u;

/** The final consonant index (종성, 0 when open) of a word's last sound, or null when it cannot be told. */
export function finalConsonant(word: string): number | null {
  const last = [...word.replace(TRAILING, '')].at(-1);
  if (last === undefined) return null;
  const code = last.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return (code - HANGUL_FIRST) % 28;
  if (/\d/.test(last)) return DIGIT_FINALS[Number(last)] ?? null;
  if (/[a-z]/i.test(last)) return LATIN_CLOSED[last.toLowerCase()] ?? 0;
  return null;
}

/** The particle of `pair` that follows `word`: '친정' → '을', '우리집' → '을', '집2' → '를'. */
export function particleFor(word: string, pair: ParticlePair): string {
  const [closed, open] = pair.split('/') as [string, string];
  const final = finalConsonant(word);
  if (final === null) return closed;
  // 으로/로: a word closing on ㄹ takes 로, like an open one.
  if (pair === '으로/로') return final === 0 || final === RIEUL ? open : closed;
  return final === 0 ? open : closed;
}

/** `word` with its particle: withParticle('084645', '을/를') → '084645를'. */
export function withParticle(word: string, pair: ParticlePair): string {
  return `${word}${particleFor(word, pair)}`;
}

const PAIRS: readonly ParticlePair[] = ['으로/로', '을/를', '이/가', '은/는', '과/와'];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` (a rendered message) with the particle after each `name` made right for that name: the
 * catalogue's '‘{name}’을 기본 배송지로' becomes '‘친정’을 …' or '‘시댁 2’를 …'. A particle is only taken
 * when a space, a punctuation mark or the end follows it, so '이번' after a name stays as it is.
 */
export function fixParticles(text: string, ...names: string[]): string {
  let out = text;
  for (const name of names) {
    if (name.trim() === '') continue;
    const forms = PAIRS.flatMap((p) => p.split('/')).join('|');
    const pattern = new RegExp(`(${escape(name)}[’”'")\\]》」』]?)(${forms})(?=[\\s.,!?…:;]|$)`, 'gu');
    out = out.replace(pattern, (_match, word: string, particle: string) => {
      const pair = PAIRS.find((p) => p.split('/').includes(particle));
      return pair ? `${word}${particleFor(name, pair)}` : `${word}${particle}`;
    });
  }
  return out;
}
