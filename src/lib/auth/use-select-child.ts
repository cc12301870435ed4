import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ChildListItem } from '../../contract/child.ts';
import { childrenApi } from '../../contract/children-api.ts';
import { call } from '../api/call.ts';
import { refreshSession } from './session.ts';
import { childrenQuery, meQuery } from './session-queries.ts';
import { setChildInfo, setStoredUser } from '../storage/keys.ts';

/** The list with exactly `id` selected; unchanged rows are kept as they are. */
export function withSelected(children: readonly ChildListItem[], id: number): ChildListItem[] {
  return children.map((child) => (child.selected === (child.id === id) ? child : { ...child, selected: child.id === id }));
}

/**
 * Selects another child from /main or the child's page (PUT /api/members/children/:id/select). The
 * page switches at once (the children list is updated before the server answers and put back if it refuses); then
 * childInfo and the stored user follow the selection (SPEC §3) and the session is re-read.
 * Answers whether the server took the selection. A plain callback rather than useMutation: one call, and /main's initial JS stays small.
 */
export function useSelectChild(): { select: (child: ChildListItem) => Promise<boolean>; pendingId: number | null; error: unknown } {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const select = useCallback(
    async (child: ChildListItem) => {
      const childrenKey = childrenQuery().queryKey;
      const meKey = meQuery().queryKey;
      setPendingId(child.id);
      setError(null);
      await queryClient.cancelQueries({ queryKey: childrenKey });
      const previous = queryClient.getQueryData(childrenKey);
      if (previous) queryClient.setQueryData(childrenKey, withSelected(previous, child.id));
      try {
        await call(childrenApi.selectChild, { params: { id: child.id } });
      } catch (failure) {
        if (previous) queryClient.setQueryData(childrenKey, previous);
        setError(failure);
        setPendingId(null);
        return false;
      }
      setChildInfo(child);
      const me = queryClient.getQueryData(meKey);
      if (me) {
        const user = { ...me, selectedChildId: child.id };
        queryClient.setQueryData(meKey, user);
        setStoredUser(user);
      }
      setPendingId(null);
      // The local state is already right; a failed re-read only leaves it to the next visit.
      refreshSession().catch(() => undefined);
      return true;
    },
    [queryClient],
  );
  return { select, pendingId, error };
}
