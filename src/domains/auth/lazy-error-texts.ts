/**
 * useErrorText and useMessageText for the first page a visitor opens (the sign-in page): the SPEC §8
 * messages (errors.po and their tables, about 7 KiB) are asked for once a form needs one, not with
 * the page (decision 0016: a page that shows no error never downloads them). Until they are here
 * the texts are null, and the form shows them a moment later.
 */
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';

type Texts = typeof import('../../lib/i18n/error-text.ts');
let loaded: Texts | null = null;
let asked: Promise<Texts> | null = null;

export function useLazyErrorTexts(needed: boolean): {
  errorText: (error: unknown) => string | null;
  messageText: (key: string | null | undefined) => string | null;
} {
  const { i18n } = useLingui();
  const [texts, setTexts] = useState(loaded);
  useEffect(() => {
    if (!needed || texts) return;
    let live = true;
    asked ??= import('../../lib/i18n/error-text.ts').then((module) => (loaded = module));
    void asked.then((module) => {
      if (live) setTexts(module);
    });
    return () => {
      live = false;
    };
  }, [needed, texts]);
  return {
    errorText: (error) => (texts ? texts.failureText(i18n, error) : null),
    messageText: (key) => (texts ? texts.keyText(i18n, key) : null),
  };
}
