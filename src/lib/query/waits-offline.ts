/**
 * A query with nothing to show that waits for the connection: offline, `offlineFirst` pauses its
 * retries, so its page says it was never kept on this phone instead of spinning (decisions 0053, 0066).
 */
export const waitsOffline = (query: { data: unknown; fetchStatus: string }): boolean => query.data === undefined && query.fetchStatus === 'paused';
