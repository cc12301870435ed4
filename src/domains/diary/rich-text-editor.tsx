/**
 * The diary's free text in Lexical (lazy: this module and Lexical load with the write page only):
 * bold, italic, headings, quote, bulleted and numbered lists, with a labelled toolbar; Ctrl/⌘+B and
 * Ctrl/⌘+I come with the rich-text plugin. It reports the editor JSON and its plain text.
 */
import { useLingui } from '@lingui/react/macro';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode, HeadingNode, QuoteNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $createParagraphNode, $getRoot, $getSelection, $isRangeSelection, FORMAT_TEXT_COMMAND, type EditorState, type LexicalNode } from 'lexical';
import { useEffect, useState } from 'react';
import * as css from './diary.css.ts';
import './catalog.ts';

type Props = {
  initial: Record<string, unknown> | null;
  label: string;
  onChange: (content: Record<string, unknown>, text: string) => void;
};

const theme = {
  text: { bold: css.bold, italic: css.italic, underline: css.underline, strikethrough: css.strike },
};

export default function RichTextEditor({ initial, label, onChange }: Props) {
  const { t } = useLingui();
  const config = {
    namespace: 'dodam-diary',
    theme,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode],
    editorState: initial ? JSON.stringify(initial) : undefined,
    onError: (error: Error) => console.error(error),
  };
  return (
    <LexicalComposer initialConfig={config}>
      <div className={css.editor}>
        <Toolbar />
        <div className={css.editorWrap}>
          <RichTextPlugin
            contentEditable={<ContentEditable className={css.editable} aria-label={label} aria-multiline="true" data-testid="diary-editor" />}
            placeholder={<div className={css.placeholder}>{t`How was today? Write freely.`}</div>}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <OnChangePlugin
        ignoreSelectionChange
        onChange={(state: EditorState) => {
          const text = state.read(() => $getRoot().getTextContent());
          onChange(state.toJSON() as unknown as Record<string, unknown>, text);
        }}
      />
    </LexicalComposer>
  );
}

type Block = 'paragraph' | 'h2' | 'h3' | 'quote' | 'bullet' | 'number';

function blockOf(node: LexicalNode): Block {
  let current: LexicalNode | null = node;
  while (current) {
    if ($isListNode(current)) return current.getListType() === 'number' ? 'number' : 'bullet';
    if ($isHeadingNode(current)) return current.getTag() === 'h2' ? 'h2' : 'h3';
    if ($isQuoteNode(current)) return 'quote';
    current = current.getParent();
  }
  return 'paragraph';
}

function Toolbar() {
  const { t } = useLingui();
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState({ bold: false, italic: false, block: 'paragraph' as Block });
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        editorState.read(() => {
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return;
          setState({ bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), block: blockOf(selection.anchor.getNode()) });
        });
      }),
    [editor],
  );
  const setBlock = (block: Block) => {
    if (block === 'bullet' || block === 'number') {
      const active = state.block === block;
      editor.dispatchCommand(active ? REMOVE_LIST_COMMAND : block === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
      return;
    }
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      const target = state.block === block ? 'paragraph' : block;
      $setBlocksType(selection, () =>
        target === 'h2' || target === 'h3' ? $createHeadingNode(target) : target === 'quote' ? $createQuoteNode() : $createParagraphNode(),
      );
    });
  };
  const mod = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl';
  const tools: { key: string; label: string; text: string; pressed: boolean; run: () => void }[] = [
    { key: 'bold', label: t`Bold (${mod}+B)`, text: 'B', pressed: state.bold, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold') },
    { key: 'italic', label: t`Italic (${mod}+I)`, text: 'I', pressed: state.italic, run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic') },
    { key: 'h2', label: t`Heading`, text: t`Heading`, pressed: state.block === 'h2', run: () => setBlock('h2') },
    { key: 'h3', label: t`Subheading`, text: t`Subheading`, pressed: state.block === 'h3', run: () => setBlock('h3') },
    { key: 'quote', label: t`Quote`, text: t`Quote`, pressed: state.block === 'quote', run: () => setBlock('quote') },
    { key: 'bullet', label: t`Bulleted list`, text: '•', pressed: state.block === 'bullet', run: () => setBlock('bullet') },
    { key: 'number', label: t`Numbered list`, text: '1.', pressed: state.block === 'number', run: () => setBlock('number') },
  ];
  // WCAG 2.5.3 label in name: a visible letter or number (B, I, 1.) starts the name; a symbol (•) is an icon (decision 0035).
  const nameOf = (tool: { label: string; text: string }) =>
    tool.label.includes(tool.text) || !/[\p{L}\p{N}]/u.test(tool.text) ? tool.label : `${tool.text} ${tool.label}`;
  return (
    <div className={css.toolbar} role="toolbar" aria-label={t`Text formatting`}>
      {tools.map((tool) => (
        <button
          key={tool.key}
          type="button"
          className={css.toolButton}
          aria-label={nameOf(tool)}
          title={tool.label}
          aria-pressed={tool.pressed}
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
          style={tool.key === 'bold' ? { fontWeight: 700 } : tool.key === 'italic' ? { fontStyle: 'italic' } : undefined}
        >
          {tool.text}
        </button>
      ))}
    </div>
  );
}
