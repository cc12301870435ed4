import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Child-care products (decision 0026; SPEC §3 Product). `thumbnailKey` names the picture in the file
 * storage. A product leaves the shop by `deletedAt` (admins, once product management is built) and is never removed, so
 * the order items that name it (order_items.target_id) keep their meaning.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Won, not below 0 (SPEC §5); the only price a PRODUCT order is ever charged. */
    price: integer('price').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    /** Lexical editor state (JSON) and its plain text (ARCHITECTURE §7). */
    content: jsonb('content').notNull(),
    contentText: text('content_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Hidden by an operator (out of stock, decision 0082): not listed or buyable until shown again; orders keep it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [
    index('products_on_sale_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    check('products_price_not_negative', sql`${t.price} >= 0`),
  ],
);
