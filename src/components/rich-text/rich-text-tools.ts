import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import '../catalog.ts';

export type RichTextEditorProps = {
  initial: Record<string, unknown> | null;
  label: string;
  /** What the empty editor shows (the diary asks how the day was; a product form what it is). */
  placeholder: string;
  /** The editable's test id, for the journeys (e2e). */
  testId?: string;
  onChange: (content: Record<string, unknown>, text: string) => void;
};

export type Block = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number';
export type ToolKey = 'bold' | 'italic' | Exclude<Block, 'paragraph'>;
/**
 * `label` is the accessible name (without the shortcut, which a phone's screen reader would read
 * out); `shortcut` goes to aria-keyshortcuts and, written for the platform, to the hover title.
 * `icon`: the button's letter is a typographic icon (B, I), not a word the name must start with.
 */
export type EditorTool = { key: ToolKey; label: string; text: string; style?: CSSProperties; shortcut?: string; icon?: boolean };

/**
 * The toolbar's buttons, shared by the Lexical editor and the shell that stands in for it while
 * Lexical loads (rich-text-editor.tsx), so both show the same row.
 */
export function useEditorTools(): EditorTool[] {
  const { t } = useLingui();
  const mac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  const shortcut = (key: string) => (mac ? `Meta+${key}` : `Control+${key}`);
  return [
    { key: 'bold', label: t`Bold`, text: 'B', style: { fontWeight: 700 }, shortcut: shortcut('B'), icon: true },
    { key: 'italic', label: t`Italic`, text: 'I', style: { fontStyle: 'italic' }, shortcut: shortcut('I'), icon: true },
    { key: 'h2', label: t`Heading`, text: t`Heading` },
    { key: 'h3', label: t`Subheading`, text: t`Subheading` },
    { key: 'quote', label: t`Quote`, text: t`Quote` },
    { key: 'bullet', label: t`Bulleted list`, text: '•' },
    { key: 'number', label: t`Numbered list`, text: '1.' },
  ];
}
