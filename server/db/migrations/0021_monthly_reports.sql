CREATE TABLE "monthly_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"month" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"content" jsonb,
	"claimed_at" timestamp with time zone,
	"generated_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_months" (
	"month" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"children" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monthly_reports_child_month_key" ON "monthly_reports" USING btree ("child_id","month");--> statement-breakpoint
CREATE INDEX "monthly_reports_member_idx" ON "monthly_reports" USING btree ("member_id","month");--> statement-breakpoint
CREATE INDEX "monthly_reports_pending_idx" ON "monthly_reports" USING btree ("id") WHERE "monthly_reports"."status" = 'PENDING';