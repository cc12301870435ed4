import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Pictures stored before the write that names them (product thumbnails, article pictures; decisions
 * 0064, 0066, 0091): one row per upload, written after its file (server/lib/stored-files.ts). The
 * sweep (server/lib/staged-images.ts) deletes, after a grace period longer than the upload token's
 * life, the file of every row no product or article names, and every such row.
 */
export const stagedFiles = pgTable(
  'staged_files',
  {
    key: text('key').primaryKey(),
    stagedAt: timestamp('staged_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staged_files_staged_at_idx').on(t.stagedAt)],
);
