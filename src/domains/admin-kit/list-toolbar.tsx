import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { AdminField } from './admin-field.tsx';
import * as css from './admin-list.css.ts';
import { DateRange } from './date-range.tsx';
import type { AdminList, Filter, ListPage, ListSchema, Lookup } from './list-declaration.ts';
import { urlId } from './list-search.ts';
import { SearchBox } from './search-box.tsx';
import { StatusChips } from './status-chips.tsx';
import './catalog.ts';

type Change = Record<string, string | number | undefined>;
type Props<S extends ListSchema, P extends ListPage<{ id: number }>> = {
  list: AdminList<S, P>;
  /** The checked query as text by key (what the inputs show). */
  values: Readonly<Record<string, unknown>>;
  go: (change: Change) => void;
  /** Whether the URL holds any filter: the reset button shows then. */
  filtered: boolean;
  onReset: () => void;
};

const textOf = (value: unknown): string | undefined => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);

/**
 * The filters of a list, as its declaration names them. Every input follows its URL value, so after
 * Back or a sidebar link it shows what the URL holds, never the text typed before (decision 0045).
 */
export function ListToolbar<S extends ListSchema, P extends ListPage<{ id: number }>>({ list, values, go, filtered, onReset }: Props<S, P>) {
  const { i18n } = useLingui();
  const category = list.search?.categories.find((c) => c.value === values.category)?.value;
  const q = textOf(values.q);
  const from = textOf(values.from);
  const to = textOf(values.to);
  return (
    <div className={css.toolbar}>
      {list.search ? (
        <SearchBox
          categories={list.search.categories.map((c) => ({ value: c.value, label: i18n._(c.label) }))}
          category={category}
          q={q}
          onSearch={(c, text) => go({ category: c, q: text })}
        />
      ) : null}
      {list.status ? (
        <StatusChips
          statuses={list.status.map((s) => ({ value: s.value, label: i18n._(s.label) }))}
          value={textOf(values.status)}
          onChange={(status) => go({ status })}
        />
      ) : null}
      {list.days ? <DateRange label={i18n._(list.days)} from={from} to={to} onChange={(f, t) => go({ from: f, to: t })} /> : null}
      {list.filters?.map((filter) => (
        <FilterControl key={filter.key} filter={filter} value={textOf(values[filter.key])} go={go} />
      ))}
      {filtered ? (
        <Button size="sm" tone="ghost" onClick={onReset}>
          <Trans>Reset filters</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function FilterControl<S extends ListSchema>({ filter, value, go }: { filter: Filter<S>; value: string | undefined; go: (change: Change) => void }) {
  const { i18n } = useLingui();
  switch (filter.kind) {
    case 'toggle':
      return (
        <button
          type="button"
          className={css.chip}
          aria-pressed={value === filter.value}
          onClick={() => go({ [filter.key]: value === filter.value ? undefined : filter.value })}
        >
          {i18n._(filter.label)}
        </button>
      );
    case 'select':
      return (
        <AdminField label={i18n._(filter.label)}>
          {(id) => (
            <select
              id={id}
              className={css.control}
              value={value ?? ''}
              onChange={(e) => go({ [filter.key]: e.target.value === '' ? undefined : e.target.value })}
            >
              <option value="">{i18n._(filter.all)}</option>
              {filter.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {i18n._(option.label)}
                </option>
              ))}
            </select>
          )}
        </AdminField>
      );
    case 'lookup':
      return (
        <LookupFilter label={i18n._(filter.label)} all={i18n._(filter.all)} lookup={filter.choices} value={value} onChange={(v) => go({ [filter.key]: v })} />
      );
    case 'number':
      return <NumberFilter label={i18n._(filter.label)} value={value} onChange={(n) => go({ [filter.key]: n })} />;
    case 'record':
      return value === undefined ? null : (
        <button type="button" className={css.chip} aria-pressed onClick={() => go({ [filter.key]: undefined })}>
          {i18n._(filter.label(Number(value)))} ✕
        </button>
      );
  }
}

/** A select of the server's choices (asked once, kept for the session); the URL's value shows while they load. */
function LookupFilter(props: { label: string; all: string; lookup: Lookup; value: string | undefined; onChange: (value: string | undefined) => void }) {
  const choices = useQuery({ queryKey: props.lookup.key, queryFn: props.lookup.fetch, staleTime: Infinity }).data ?? [];
  const known = props.value === undefined || choices.some((c) => c.value === props.value);
  return (
    <AdminField label={props.label}>
      {(id) => (
        <select id={id} className={css.control} value={props.value ?? ''} onChange={(e) => props.onChange(e.target.value === '' ? undefined : e.target.value)}>
          <option value="">{props.all}</option>
          {known ? null : <option value={props.value}>{props.value}</option>}
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}

/** A record number typed in and sent with Enter; an empty box takes the filter off. */
function NumberFilter({ label, value, onChange }: { label: string; value: string | undefined; onChange: (n: number | undefined) => void }) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  return (
    <form
      className={css.actions}
      onSubmit={(e) => {
        e.preventDefault();
        onChange(urlId(text));
      }}
    >
      <AdminField label={label}>
        {(id) => <input id={id} className={css.narrowInput} inputMode="numeric" value={text} onChange={(e) => setText(e.target.value.replace(/\D/g, ''))} />}
      </AdminField>
    </form>
  );
}
