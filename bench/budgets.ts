/** The budgets of decisions 0006 and 0016, checked by scripts (never by timed tests). */
export const BUDGETS = {
  // 150 KiB again (decision 0092): the 1 KiB decision 0085 lent came back with the back office's own entry.
  initialJsGzipBytes: 150 * 1024,
  throughputShareOfBare: 0.25,
  p99Ms: 50,
  /** Decision 0021: 100 entries written offline reach the server within 10 s of coming back online. */
  outboxFlush100Ms: 10_000,
  /** The back office at scale (SPEC §2 admin area): its lists at 100,000 members and 1,000,000 entries (npm run seed:large). */
  adminListP95Ms: 200,
  /** Decision 0066: an article read once opens offline (a new page load, no network) in under 1 s, at a phone's 4x slower CPU. */
  careInfoOfflineArticleMs: 1_000,
  /** Decision 0068: a month of monthly reports for the large seed's children, made by two job processes. */
  reportMonthSeconds: 600,
  /** …while the API's p99 stays where it was: at most this factor of before plus this slack (the load itself shares two cores). */
  reportMonthP99Factor: 1.25,
  reportMonthP99SlackMs: 5,
  /** Decision 0078: /api/health's p99 while one member asks for 20 report PDFs at once, or sends 20 big pictures at once. */
  heavyBurstHealthP99Ms: 100,
  /** Decision 0098: a month of the daily log at 1,000 logs a day, its day totals and one full day, each read in under this (p95). */
  careLogMonthReadMs: 200,
};
