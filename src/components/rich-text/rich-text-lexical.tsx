/**
 * Rich text in Lexical (loaded by rich-text-editor.tsx behind a shell that looks the same): the
 * diary's story, a product's content: bold, italic, headings, quote, bulleted and numbered lists, with a labelled toolbar;
 * Ctrl/⌘+B and Ctrl/⌘+I come with the rich-text plugin. It reports the editor JSON and its plain text.
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
import * as css from './rich-text-editor.css.ts';
import * as textCss from './rich-text.css.ts';
import { toolName, toolTitle } from './rich-text-names.ts';
import { useEditorTools, type Block, type RichTextEditorProps, type ToolKey } from './rich-text-tools.ts';
import '../catalog.ts';

const theme = {
  text: { bold: textCss.bold, italic: textCss.italic, underline: textCss.underline, strikethrough: textCss.strike },
};

export default function RichTextLexical({ initial, label, placeholder, testId, onChange }: RichTextEditorProps) {
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
            contentEditable={<ContentEditable className={css.editable} aria-label={label} aria-multiline="true" data-testid={testId} />}
            placeholder={<div className={css.placeholder}>{placeholder}</div>}
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
  const runOf = (key: ToolKey) => (key === 'bold' || key === 'italic' ? () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, key) : () => setBlock(key));
  const tools = useEditorTools().map((tool) => ({
    ...tool,
    pressed: tool.key === 'bold' ? state.bold : tool.key === 'italic' ? state.italic : state.block === tool.key,
    run: runOf(tool.key),
  }));
  return (
    <div className={css.toolbar} role="toolbar" aria-label={t`Text formatting`}>
      {tools.map((tool) => (
        <button
          key={tool.key}
          type="button"
          className={css.toolButton}
          aria-label={toolName(tool)}
          title={toolTitle(tool)}
          aria-keyshortcuts={tool.shortcut}
          aria-pressed={tool.pressed}
          onMouseDown={(event) => event.preventDefault()}
          onClick={tool.run}
          style={tool.style}
        >
          {tool.text}
        </button>
      ))}
    </div>
  );
}
