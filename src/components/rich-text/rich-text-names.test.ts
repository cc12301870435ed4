import { describe, expect, it } from 'vitest';
import { toolName, toolTitle } from './rich-text-names.ts';

describe("the toolbar's names (decision 0075)", () => {
  it('names bold and italic without their shortcut; the shortcut is the title only', () => {
    const bold = { label: '굵게', text: 'B', icon: true, shortcut: 'Control+B' };
    expect(toolName(bold)).toBe('굵게');
    expect(toolTitle(bold)).toBe('굵게 (Ctrl+B)');
    expect(toolTitle({ ...bold, shortcut: 'Meta+B' })).toBe('굵게 (⌘+B)');
  });

  it('keeps a visible number or word at the start of the name (WCAG 2.5.3) and a symbol out of it', () => {
    expect(toolName({ label: '번호 목록', text: '1.' })).toBe('1. 번호 목록');
    expect(toolName({ label: '글머리 목록', text: '•' })).toBe('글머리 목록');
    expect(toolName({ label: '제목', text: '제목' })).toBe('제목');
    expect(toolTitle({ label: '제목' })).toBe('제목');
  });
});
