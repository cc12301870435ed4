import { describe, expect, it } from 'vitest';
import { wrapText, type Line } from './line-break.ts';

// Every character is 1 wide, a space ½: lines are easy to count by hand.
const measure = (text: string) => [...text].reduce((sum, ch) => sum + (ch === ' ' ? 0.5 : 1), 0);
const wrap = (text: string, width: number, maxStretch = 0.5) => wrapText([{ text, style: 'body' }], width, measure, { maxStretch });
const texts = (lines: Line<string>[]) => lines.map((line) => line.pieces.map((piece) => piece.text).join('|'));

describe('Korean line breaking (decision 0028)', () => {
  it('breaks between words and justifies every line of a paragraph but its last', () => {
    const lines = wrap('오늘은 공원에 갔어요 낙엽이 많았어요', 8, 2);
    expect(texts(lines)).toEqual(['오늘은|공원에', '갔어요|낙엽이', '많았어요']);
    // Two words of 3 and one gap stretched by 1.5 (allowed up to 2): the justified lines fill the width.
    expect(lines.map((line) => line.width)).toEqual([8, 8, 4]);
    expect(lines[0]?.pieces[1]?.x).toBe(5);
  });

  it('cuts a Hangul word between syllables rather than leave a justified line too loose', () => {
    // The same text with spaces stretched by at most ½: ending after "공원에" would stretch by 1.5.
    expect(texts(wrap('오늘은 공원에 갔어요 낙엽이 많았어요', 8))).toEqual(['오늘은|공원에|갔', '어요|낙엽이|많았', '어요']);
    // One word on a line has no space to stretch: the next word is cut to fill it.
    expect(texts(wrap('가나다라마바 하늘이가', 8))).toEqual(['가나다라마바|하', '늘이가']);
  });

  it('never cuts a Latin word unless it is longer than a line, which is cut anywhere', () => {
    expect(texts(wrap('abcdef ghijk', 8))).toEqual(['abcdef', 'ghijk']);
    expect(texts(wrap('https://example.com/long', 8))).toEqual(['https://', 'example.', 'com/long']);
  });

  it('keeps closing punctuation off the start of a line and opening punctuation off its end', () => {
    // The cut would fall before "." — it moves one syllable back.
    expect(texts(wrap('가나다라마바사아.', 8))).toEqual(['가나다라마바사', '아.']);
    expect(texts(wrap('가나다라마바사「아」', 8))).toEqual(['가나다라마바사', '「아」']);
  });

  it('breaks at "\\n", collapses runs of spaces and drops spaces before the first word', () => {
    expect(texts(wrap('  첫 줄\n둘째    줄', 20))).toEqual(['첫|줄', '둘째|줄']);
    expect(texts(wrap('', 10))).toEqual(['']);
  });

  it('keeps the style of each stretch of text, also inside a word', () => {
    const lines = wrapText(
      [
        { text: '아주 ', style: 'body' },
        { text: '굵', style: 'bold' },
        { text: '게 썼어요', style: 'body' },
      ],
      20,
      measure,
      { maxStretch: 0.5 },
    );
    expect(lines[0]?.pieces.map((piece) => [piece.text, piece.style])).toEqual([
      ['아주', 'body'],
      ['굵', 'bold'],
      ['게', 'body'],
      ['썼어요', 'body'],
    ]);
  });
});
