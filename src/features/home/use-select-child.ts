import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ChildListItem } from '../../contract/child.ts';
import { childrenApi } from '../../contract/children-api.ts';
import { call } from '../../lib/api/call.ts';
import { refreshSession } from '../../lib/auth/session.ts';
import { childrenQuery, meQuery } from '../../lib/query/session-queries.ts';
import { setChildInfo, setStoredUser } from '../../lib/storage/keys.ts';
import { withSelected } from './home-model.ts';

/**
 * Selects another child from /main (PUT /api/members/children/:id/select). The page switches at once
 * (the children list is updated before the server answers and put back if it refuses); then
 * childInfo and the stored user follow the selection (SPEC §3) and the session is re-read.
 * A plain callback rather than useMutation: one call, and /main's initial JS stays small.
 */
export function useSelectChild(): { select: (child: ChildListItem) => Promise<void>; pendingId: number | null; error: unknown } {
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
        return;
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
    },
    [queryClient],
  );
  return { select, pendingId, error };
}
