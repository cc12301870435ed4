import type { FormEvent, ReactNode } from 'react';
import * as css from './admin-list.css.ts';
import type { ActionResult } from './action-refresh.ts';

/** What the last action did, read out: a status when it worked, an alert when it did not. */
export function ActionOutcome({ result }: { result: NonNullable<ActionResult> }) {
  return (
    <p role={result.ok ? 'status' : 'alert'} className={result.ok ? undefined : css.error} style={{ flexBasis: '100%', margin: 0 }}>
      {result.text}
    </p>
  );
}

/** One audited action of a detail view: a titled form with its fields and what the last send did. */
export function ActionForm({ title, onSubmit, children, result }: { title: ReactNode; onSubmit: () => void; children: ReactNode; result: ActionResult }) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    // noValidate: the form's own checks say what is wrong under the field, in the app's words
    // (decision 0082); the browser's bubble would stop the submit before they run.
    <form className={css.toolbar} onSubmit={submit} noValidate>
      <h3 style={{ flexBasis: '100%', margin: 0 }}>{title}</h3>
      {children}
      {result ? <ActionOutcome result={result} /> : null}
    </form>
  );
}
