/** The budgets of issue 2 §5, checked by scripts (never by timed tests). */
export const BUDGETS = {
  initialJsGzipBytes: 150 * 1024,
  throughputShareOfBare: 0.25,
  p99Ms: 50,
};
