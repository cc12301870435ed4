import { describe, expect, it } from 'vitest';
import { checkVoice, describeFinding, msgstrLines } from './korean-voice-rules.ts';

const po = [
  '#: src/components/layouts/bottom-nav.tsx:14',
  'msgid "Care info"',
  'msgstr "육아정보"',
  '',
  'msgid "Tell us a little more about {nickname} and the care info"',
  'msgstr ""',
  '"{nickname}의 정보를 조금 더 알려주세요. "',
  '"육아 정보에 써요."',
  '',
  'msgid "Make {name} the default address"',
  'msgstr "‘{name}’을(를) 기본 배송지로 설정"',
  '',
  'msgid "Words for my child: 육아정보 in an msgid is English\'s business"',
  'msgstr "아이의 말"',
  '',
  'msgid "Fine"',
  'msgstr "{nickname}이 태어나면 발달 검사를 해 보세요. 해주는 사람이 없어도 찾아보세요."',
].join('\n');

describe('the Korean voice check (decision 0075)', () => {
  it('reads msgstr lines only, continuation lines included', () => {
    expect(msgstrLines(po).map((l) => l.line)).toEqual([3, 6, 7, 8, 11, 14, 17]);
  });

  it('finds the other names, the unspaced auxiliary verbs and 을(를), with their line', () => {
    const found = checkVoice('ko.po', msgstrLines(po)).map((f) => [f.line, f.found, f.preferred]);
    expect(found).toEqual([
      [3, '육아정보', '육아 정보'],
      [7, '알려주', '알려 주'],
      [11, '을(를)', 'a particle chosen for the name (fixParticles)'],
      [14, '아이의 말', '아이에게 한마디'],
      [17, '해주', '해 주'],
    ]);
  });

  it('leaves the preferred forms and one-word verbs (찾아보다) alone, and says what to write', () => {
    expect(checkVoice('ok.po', [{ line: 1, text: 'msgstr "육아 정보, 발달 검사, 알려 주세요, 해 주고, 찾아보세요, 돌려주고"' }])).toEqual([]);
    const [finding] = checkVoice('ko.po', [{ line: 9, text: 'msgstr "발달검사"' }]);
    expect(finding && describeFinding(finding)).toBe("ko.po:9: '발달검사' → '발달 검사' (the tab, the page and the back office say 발달 검사)");
  });
});
