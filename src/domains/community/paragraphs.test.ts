import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './paragraphs.ts';

describe('paragraphsOf', () => {
  it('splits on blank lines, keeps single line breaks and drops empty paragraphs', () => {
    expect(paragraphsOf('첫 줄\n둘째 줄\n\n\n  다음 문단  \r\n\r\n마지막')).toEqual(['첫 줄\n둘째 줄', '다음 문단', '마지막']);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
    expect(paragraphsOf('')).toEqual([]);
  });
});
