CREATE TABLE "examinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"access" text,
	"sent_at" timestamp with time zone,
	"result_key" text,
	"results" jsonb,
	"age_months_at_result" integer,
	"result_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"paid_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "examinations" ADD CONSTRAINT "examinations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "examinations_item_key" ON "examinations" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "examinations_member_idx" ON "examinations" USING btree ("member_id","paid_at");--> statement-breakpoint
CREATE INDEX "examinations_paid_idx" ON "examinations" USING btree ("paid_at");