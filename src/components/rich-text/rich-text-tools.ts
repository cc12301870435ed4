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
export type EditorTool = { key: ToolKey; label: string; text: string; style?: CSSProperties };

/**
 * The toolbar's buttons, shared by the Lexical editor and the shell that stands in for it while
 * Lexical loads (rich-text-editor.tsx), so both show the same row.
 */
export function useEditorTools(): EditorTool[] {
  const { t } = useLingui();
  const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
  return [
    { key: 'bold', label: t`Bold (${mod}+B)`, text: 'B', style: { fontWeight: 700 } },
    { key: 'italic', label: t`Italic (${mod}+I)`, text: 'I', style: { fontStyle: 'italic' } },
    { key: 'h2', label: t`Heading`, text: t`Heading` },
    { key: 'h3', label: t`Subheading`, text: t`Subheading` },
    { key: 'quote', label: t`Quote`, text: t`Quote` },
    { key: 'bullet', label: t`Bulleted list`, text: '•' },
    { key: 'number', label: t`Numbered list`, text: '1.' },
  ];
}

/** WCAG 2.5.3 label in name: a visible letter or number (B, I, 1.) starts the name; a symbol (•) is an icon (decision 0035). */
export const toolName = (tool: { label: string; text: string }): string =>
  tool.label.includes(tool.text) || !/[\p{L}\p{N}]/u.test(tool.text) ? tool.label : `${tool.text} ${tool.label}`;
