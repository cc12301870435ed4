import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { searchProblem, type SearchCategory } from '../../contract/admin-list.ts';
import { useMessageText } from '../../lib/i18n/use-error-text.ts';
import { Button } from '../../components/button/button.tsx';
import * as css from './admin-list.css.ts';
import './catalog.ts';

type Props<C extends SearchCategory> = {
  categories: readonly { value: C; label: string }[];
  category: C | undefined;
  q: string | undefined;
  /** Called with a checked pair (SPEC §8 messages otherwise), or with no text to clear the search. */
  onSearch: (category: C, q: string | undefined) => void;
};

/** The search box of a list: a category and a part of a word (decision 0041). */
export function SearchBox<C extends SearchCategory>({ categories, category, q, onSearch }: Props<C>) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const id = useId();
  const first = categories[0]?.value;
  const [chosen, setChosen] = useState<C | undefined>(category ?? first);
  const [text, setText] = useState(q ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  // The URL changed under the box (Back, a sidebar link, reset): it shows the URL's search again (decision 0045).
  const [shown, setShown] = useState({ category, q });
  if (shown.category !== category || shown.q !== q) {
    setShown({ category, q });
    setChosen(category ?? first);
    setText(q ?? '');
    setProblem(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    const found = searchProblem(
      categories.map((c) => c.value),
      chosen,
      trimmed,
    );
    setProblem(found);
    if (found || chosen === undefined) return;
    onSearch(chosen, trimmed === '' ? undefined : trimmed);
  }

  return (
    <form role="search" className={css.actions} onSubmit={submit} aria-label={t`Search`}>
      <label className={css.field}>
        <span className={css.label}>
          <Trans>Search by</Trans>
        </span>
        <select className={css.control} value={chosen} onChange={(e) => setChosen(categories.find((c) => c.value === e.target.value)?.value)}>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <div className={css.field}>
        <label htmlFor={`${id}-q`} className={css.label}>
          <Trans>Search text</Trans>
        </label>
        <input
          className={css.searchInput}
          id={`${id}-q`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          placeholder={t`Part of a word is enough`}
        />
      </div>
      <Button type="submit" size="sm">
        <Trans>Search</Trans>
      </Button>
      {problem ? (
        <p id={`${id}-error`} className={css.error} role="alert">
          {messageText(problem)}
        </p>
      ) : null}
    </form>
  );
}
