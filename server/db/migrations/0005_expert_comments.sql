CREATE TABLE "expert_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"diary_id" integer NOT NULL,
	"via" text NOT NULL,
	"order_item_id" integer,
	"coupon_id" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"expert_id" integer,
	"content" text,
	"written_at" timestamp with time zone,
	"updated_at" timestamp with time zone,
	CONSTRAINT "expert_comments_via_check" CHECK (("expert_comments"."via" = 'ORDER' and "expert_comments"."order_item_id" is not null) or ("expert_comments"."via" = 'COUPON' and "expert_comments"."order_item_id" is null)),
	CONSTRAINT "expert_comments_written_check" CHECK (("expert_comments"."content" is null) = ("expert_comments"."written_at" is null))
);
--> statement-breakpoint
ALTER TABLE "expert_comments" ADD CONSTRAINT "expert_comments_diary_id_diaries_id_fk" FOREIGN KEY ("diary_id") REFERENCES "public"."diaries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_comments" ADD CONSTRAINT "expert_comments_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_comments" ADD CONSTRAINT "expert_comments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_comments" ADD CONSTRAINT "expert_comments_expert_id_users_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expert_comments_diary_key" ON "expert_comments" USING btree ("diary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_comments_order_item_key" ON "expert_comments" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "expert_comments_queue_idx" ON "expert_comments" USING btree ("requested_at","id") WHERE "expert_comments"."content" is null;