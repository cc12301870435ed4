ALTER TABLE "expert_comments" ADD COLUMN "assigned_expert_id" integer;--> statement-breakpoint
ALTER TABLE "expert_comments" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "expert_comments" ADD CONSTRAINT "expert_comments_assigned_expert_id_users_id_fk" FOREIGN KEY ("assigned_expert_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diaries_entry_date_idx" ON "diaries" USING btree ("entry_date","id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_kind","target_id");