/**
 * The one voice of the Korean catalogues (decision 0075): one name per thing, the standard spacing
 * of auxiliary verbs (보조 용언: '알려 주세요', '해 주고') and no '을(를)' for a particle the page can
 * choose (src/contract/particles.ts). Pure: scripts/check-korean-voice.ts reads the catalogues.
 */

export type VoiceRule = { preferred: string; forbidden: RegExp; why: string };

/** Preferred form → the variants that must not come back. */
export const VOICE_RULES: readonly VoiceRule[] = [
  { preferred: '육아 정보', forbidden: /육아정보/g, why: 'the tab, the page and the back office say 육아 정보' },
  { preferred: '발달 검사', forbidden: /발달검사/g, why: 'the tab, the page and the back office say 발달 검사' },
  { preferred: '아이에게 한마디', forbidden: /아이의 말|아이에게 전하는 이야기/g, why: 'the child-words feature is 아이에게 한마디 on every screen' },
  {
    preferred: '상위 N% · 보통 범위',
    forbidden: /백분위|P15~P85|P3~P97/g,
    why: 'a parent reads where the child stands, not a percentile (src/contract/growth/standing.ts)',
  },
  { preferred: '알려 주', forbidden: /알려주(?=[세시고면신어었])/g, why: '보조 용언 띄어쓰기: 알려 주세요' },
  { preferred: '해 주', forbidden: /해주(?=[세시고면신어었는실])/g, why: '보조 용언 띄어쓰기: 해 주세요, 해 주고' },
  { preferred: '해 보', forbidden: /해보(?=[세시고면는기았])/g, why: '보조 용언 띄어쓰기: 해 보세요' },
  { preferred: '해 드', forbidden: /해드(?=[려릴립렸])/g, why: '보조 용언 띄어쓰기: 해 드릴게요' },
  {
    preferred: 'a particle chosen for the name (fixParticles)',
    forbidden: /을\(를\)|\(을\)를|를\(을\)|\(이\)가|이\(가\)|\(은\)는|은\(는\)|과\(와\)|\(와\)과|\(으\)로/g,
    why: 'a reader should never see 을(를): write the particle for a closed syllable and let src/contract/particles.ts fix it',
  },
];

export type VoiceFinding = { file: string; line: number; found: string; preferred: string; why: string };

/** Every msgstr line of a .po file (continuation lines too), with its 1-based line number. */
export function msgstrLines(po: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let inMsgstr = false;
  po.split('\n').forEach((raw, index) => {
    if (raw.startsWith('msgstr')) inMsgstr = true;
    else if (!raw.startsWith('"')) inMsgstr = false;
    if (inMsgstr) out.push({ line: index + 1, text: raw });
  });
  return out;
}

/** What breaks a rule in `lines` of `file`. */
export function checkVoice(file: string, lines: { line: number; text: string }[], rules: readonly VoiceRule[] = VOICE_RULES): VoiceFinding[] {
  return lines.flatMap(({ line, text }) =>
    rules.flatMap((rule) =>
      [...text.matchAll(new RegExp(rule.forbidden.source, 'g'))].map((m) => ({ file, line, found: m[0], preferred: rule.preferred, why: rule.why })),
    ),
  );
}

export const describeFinding = (f: VoiceFinding): string => `${f.file}:${f.line}: '${f.found}' → '${f.preferred}' (${f.why})`;
