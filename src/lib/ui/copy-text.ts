/**
 * Copies text for pasting elsewhere (SPEC §9 turns text selection off app-wide, so what a member
 * needs to paste gets a button, decision 0073): the asynchronous Clipboard API where the browser has
 * it and allows it, else a hidden textarea and `execCommand('copy')` (older WebViews, a refused
 * permission). True when one of them copied.
 */
export type CopyEnv = {
  clipboard: { writeText: (text: string) => Promise<void> } | undefined;
  /** The old way, through a selected textarea; true when the browser says it copied. */
  fallback: (text: string) => boolean;
};

export async function copyText(text: string, env: CopyEnv = browserEnv()): Promise<boolean> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no focus, no permission): the old way may still work.
    }
  }
  try {
    return env.fallback(text);
  } catch {
    return false;
  }
}

function browserEnv(): CopyEnv {
  return {
    clipboard: typeof navigator !== 'undefined' && navigator.clipboard ? navigator.clipboard : undefined,
    fallback: (text) => {
      const area = document.createElement('textarea');
      area.value = text;
      area.setAttribute('readonly', '');
      // Off screen, and selectable whatever the app's user-select says.
      area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0;user-select:text;-webkit-user-select:text';
      const focused = document.activeElement;
      document.body.append(area);
      area.select();
      area.setSelectionRange(0, text.length);
      try {
        return document.execCommand('copy');
      } finally {
        area.remove();
        if (focused instanceof HTMLElement) focused.focus();
      }
    },
  };
}
