/** The toolbar buttons' accessible names and titles, pure (no strings of their own). */

/**
 * WCAG 2.5.3 label in name: a visible number or word (1.) starts the name; a symbol (•) and the
 * typographic B and I are icons, so bold is named just '굵게' (decisions 0035, 0075).
 */
export const toolName = (tool: { label: string; text: string; icon?: boolean }): string =>
  tool.icon || tool.label.includes(tool.text) || !/[\p{L}\p{N}]/u.test(tool.text) ? tool.label : `${tool.text} ${tool.label}`;

/** The hover title: the name with the shortcut as the platform writes it ('굵게 (Ctrl+B)', '굵게 (⌘+B)'). */
export const toolTitle = (tool: { label: string; shortcut?: string }): string =>
  tool.shortcut ? `${tool.label} (${tool.shortcut.replace('Control', 'Ctrl').replace('Meta', '⌘')})` : tool.label;
