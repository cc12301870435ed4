/** The budgets of decisions 0006 and 0016, checked by scripts (never by timed tests). */
export const BUDGETS = {
  initialJsGzipBytes: 150 * 1024,
  throughputShareOfBare: 0.25,
  p99Ms: 50,
  /** Decision 0021: 100 entries written offline reach the server within 10 s of coming back online. */
  outboxFlush100Ms: 10_000,
  /** Decision 0041: a back-office list or search at 100,000 members, p95 of requests one after another. */
  adminListP95Ms: 200,
};
