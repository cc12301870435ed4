/**
 * Keeps `childInfo` (SPEC §3: the selected child's summary without born and birthDueDate) in step
 * with the server whenever the selected child changes, is edited or is deleted. The guard reloads it
 * only when the selected id differs (SPEC §5 step 8), so an edit of the same child is written here.
 */
import type { ChildSummary } from '../../contract/child.ts';
import { childrenApi } from '../../contract/children-api.ts';
import { call } from '../../lib/api/call.ts';
import { queryClient } from '../../lib/query/query-client.ts';
import { sessionKeys } from '../../lib/auth/session-queries.ts';
import { clearChildInfo, getChildInfo, getStoredUser, setChildInfo } from '../../lib/storage/keys.ts';
import { refreshSession } from '../../lib/auth/session.ts';

/** After an edit or a photo change: stored when it is the selected (or stored) child. */
export function rememberEditedChild(summary: ChildSummary): void {
  if (getChildInfo()?.id === summary.id || getStoredUser()?.selectedChildId === summary.id) setChildInfo(summary);
}

/** After the selection may have moved (a child selected or deleted): re-read user, list and summary. */
export async function refreshSelectedChild(): Promise<number | null> {
  const user = await refreshSession();
  const id = user.selectedChildId;
  if (id === null) {
    clearChildInfo();
    return null;
  }
  const data = await call(childrenApi.child, { params: { id } });
  queryClient.setQueryData(sessionKeys.child(id), data);
  setChildInfo(data.summary);
  return id;
}
