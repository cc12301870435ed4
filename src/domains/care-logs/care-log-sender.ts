/**
 * The app's daily-log queue (decision 0098): IndexedDB, the PUT and DELETE calls, the lock across
 * tabs and the retry. Loaded by the page, by a tap on /main, and at start only while its mark says
 * writes wait (register.ts), so that the first page's JS goes without it.
 */
import { careLogsApi } from '../../contract/care-logs-api.ts';
import { call } from '../../lib/api/call.ts';
import { retryingFlush } from '../../lib/api/retrying-flush.ts';
import { queryClient } from '../../lib/query/query-client.ts';
import { idbTable } from '../../lib/storage/idb.ts';
import { getStoredUser, getTokens, setCareLogMark } from '../../lib/storage/keys.ts';
import { careLogKeys } from './care-log-queries.ts';
import { createCareLogQueue, type QueuedLog } from './care-log-queue.ts';

export const careLogQueue = createCareLogQueue(
  idbTable<QueuedLog>('dodam-care-logs'),
  async (item) => {
    const params = { id: item.childId, clientId: item.clientId };
    if (item.body === null) return call(careLogsApi.deleteCareLog, { params, navigateOnError: false });
    return call(careLogsApi.putCareLog, { params, body: item.body, navigateOnError: false });
  },
  () => getStoredUser()?.id ?? null,
  undefined,
  (run) => (typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks.request('dodam-care-logs', run) : run()),
);

careLogQueue.subscribe(() => {
  void careLogQueue
    .mine()
    .then((items) => setCareLogMark(items.length))
    .catch(() => undefined);
});

/** Sends what waits, then reads the days again; tried again after a failure while online. */
export const sendCareLogs = retryingFlush(async () => {
  if (!getTokens()) return null;
  const result = await careLogQueue.flush();
  if (result.sent > 0 || result.refused > 0) void queryClient.invalidateQueries({ queryKey: careLogKeys.all });
  return result;
}, 'care-log queue');
