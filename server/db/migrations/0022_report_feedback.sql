ALTER TABLE "monthly_reports" ADD COLUMN "feedback" jsonb;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD COLUMN "feedback_expert_id" integer;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD COLUMN "feedback_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monthly_reports" ADD CONSTRAINT "monthly_reports_feedback_expert_id_users_id_fk" FOREIGN KEY ("feedback_expert_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;