/**
 * The days of a child with a write waiting in the outbox, for pages outside the diary (/main): the
 * outbox module loads only while its mark says it holds writes (decision 0021), so the first page's JS
 * stays without it; live once loaded. A waiting write counts as written (decision 0053).
 */
import { useEffect, useState } from 'react';
import { hasOutboxMark } from '../../../lib/storage/keys.ts';
import { outbox } from './register.ts';

export function useWaitingDays(childId: number): string[] | undefined {
  const [days, setDays] = useState<string[] | undefined>(() => (hasOutboxMark() ? undefined : []));
  useEffect(() => {
    // Nothing waits (no mark): the state started as none, and nothing here loads the outbox.
    if (!hasOutboxMark()) return;
    let alive = true;
    let off = () => {};
    void outbox()
      .then(({ diaryOutbox }) => {
        const read = () =>
          void diaryOutbox
            .mine()
            .then((items) => alive && setDays(items.filter((item) => item.childId === childId && item.status === 'waiting').map((item) => item.entryDate)))
            .catch(() => alive && setDays([]));
        read();
        if (alive) off = diaryOutbox.subscribe(read);
      })
      .catch(() => alive && setDays([]));
    return () => {
      alive = false;
      off();
    };
  }, [childId]);
  return days;
}
