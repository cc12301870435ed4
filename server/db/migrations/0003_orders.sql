CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"orderable_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"paid_at" timestamp with time zone,
	"provided_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"toss_order_id" text NOT NULL,
	"order_name" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_mobile_phone" text NOT NULL,
	"payment_key" text,
	"method" text,
	"receipt_url" text,
	"virtual_account" jsonb,
	"toss_payment" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_key" text NOT NULL,
	"event_type" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_member_idx" ON "order_items" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_bought_once_key" ON "order_items" USING btree ("orderable_type","target_id") WHERE "order_items"."orderable_type" in ('DIARY_COMMENT', 'REPORT_ANALYSIS') and "order_items"."status" in ('WAITING_FOR_DEPOSIT', 'PAID', 'PROVIDED');--> statement-breakpoint
CREATE UNIQUE INDEX "orders_toss_order_id_key" ON "orders" USING btree ("toss_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_key_key" ON "orders" USING btree ("payment_key");--> statement-breakpoint
CREATE INDEX "orders_member_idx" ON "orders" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhook_events_key" ON "payment_webhook_events" USING btree ("event_key");