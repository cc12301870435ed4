/**
 * The audited record kinds, each declared by the admin domain that manages its records (decision
 * 0093): the page that opens a record and the words of its coded fields. The back office's entry
 * (src/admin-main.tsx) hands the kit the loader of their one list (src/routes/admin/-audit-kinds.ts, a
 * Record over every kind, so a kind nobody declares fails the type check); the kit never imports an
 * admin domain (decision 0052), and the list with its label tables loads with the first audit trail.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { LinkOptions } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { AuditEntry } from '../../contract/audit-api.ts';
import type { AuditResourceKind } from '../../contract/audit.ts';

/** The audited record as an audit row names it. */
export type AuditRecordRef = Pick<AuditEntry, 'resourceId' | 'orderId'>;

/** A coded field's values in words (an enum's one label table); a value missing here reads as it is. */
export type ValueLabels = Readonly<Partial<Record<string, MessageDescriptor>>>;

export type AuditKind = {
  /** The back-office page that opens the record, its number in the page's search key; none: the record has no page of its own. */
  open?: (record: AuditRecordRef) => LinkOptions | undefined;
  /** The coded values of the kind's fields, by field (`status`, `category` …). */
  values?: Readonly<Partial<Record<string, ValueLabels>>>;
};

export type AuditKinds = Readonly<Record<AuditResourceKind, AuditKind>>;

let loader: (() => Promise<AuditKinds>) | undefined;
let kinds: AuditKinds | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** The back office's entry says where the list of kinds comes from (before its first render). */
export function provideAuditKinds(load: () => Promise<AuditKinds>): void {
  loader = load;
}

/** Starts loading the list once (again after a failed chunk); resolves when it is there or failed. */
export function loadAuditKinds(): Promise<void> {
  if (loading === undefined && loader !== undefined)
    loading = loader().then(
      (loaded) => {
        kinds = loaded;
        for (const notify of listeners) notify();
      },
      // A chunk that failed to load is asked for again by the next trail that opens.
      () => {
        loading = undefined;
      },
    );
  return loading ?? Promise.resolve();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void loadAuditKinds();
  return () => listeners.delete(listener);
}

const current = () => kinds;

/** Every kind once its list has loaded (undefined until then: names without links, values as they are). */
export function useAuditKinds(): AuditKinds | undefined {
  return useSyncExternalStore(subscribe, current, current);
}
