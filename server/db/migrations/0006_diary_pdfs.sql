CREATE TABLE "diary_pdfs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"child_id" integer,
	"child_name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"status" text DEFAULT 'BUILDING' NOT NULL,
	"entries_done" integer DEFAULT 0 NOT NULL,
	"entries_total" integer NOT NULL,
	"storage_key" text,
	"pages" integer,
	"size_bytes" integer,
	"failure" text,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "diary_pdfs" ADD CONSTRAINT "diary_pdfs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_pdfs" ADD CONSTRAINT "diary_pdfs_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diary_pdfs" ADD CONSTRAINT "diary_pdfs_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "diary_pdfs_valid_key" ON "diary_pdfs" USING btree ("order_item_id") WHERE "diary_pdfs"."status" in ('BUILDING', 'READY');--> statement-breakpoint
CREATE INDEX "diary_pdfs_item_idx" ON "diary_pdfs" USING btree ("order_item_id","created_at");