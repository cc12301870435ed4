import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChildSummaryData } from '../../contract/child.ts';
import { rememberEditedChild } from './selected-child.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';

/** After a child was changed on the server: its cached summary, the children list and childInfo. */
export function useChildUpdated(): (data: ChildSummaryData) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (data: ChildSummaryData) => {
      queryClient.setQueryData(sessionKeys.child(data.summary.id), data);
      void queryClient.invalidateQueries({ queryKey: sessionKeys.children });
      rememberEditedChild(data.summary);
    },
    [queryClient],
  );
}
