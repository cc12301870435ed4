ALTER TABLE "order_items" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0049): items refunded before this column existed were given back whole.
UPDATE "order_items" SET "refunded_amount" = "amount" WHERE "status" = 'CANCELED' AND "paid_at" IS NOT NULL;
