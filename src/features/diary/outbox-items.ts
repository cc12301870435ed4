import { useEffect, useState } from 'react';
import { diaryOutbox } from '../../lib/offline/diary-outbox.ts';
import type { OutboxItem } from '../../lib/offline/outbox.ts';

/** The queued writes of one child (decision 0021), live: the list re-reads on every outbox change. */
export function useOutboxItems(childId: number): OutboxItem[] {
  const [items, setItems] = useState<OutboxItem[]>([]);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void diaryOutbox
        .list()
        .then((all) => alive && setItems(all.filter((item) => item.childId === childId)))
        .catch(() => undefined);
    read();
    const off = diaryOutbox.subscribe(read);
    return () => {
      alive = false;
      off();
    };
  }, [childId]);
  return items;
}
