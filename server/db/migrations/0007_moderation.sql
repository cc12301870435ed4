ALTER TABLE "diaries" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "diary_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restriction_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "restricted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "users_review_idx" ON "users" USING btree ("review_requested_at") WHERE "users"."review_requested_at" is not null;--> statement-breakpoint
-- Decision 0030: reports no longer restrict or warn. Every restriction and warning so far came from reports
-- (no admin call existed), so they are lifted and the members go to the admin's review list instead.
UPDATE "users" SET "review_requested_at" = now() WHERE "status" = 'RESTRICTED' OR "warning_count" > 0;--> statement-breakpoint
UPDATE "users" SET "status" = 'ACTIVE', "warning_count" = 0 WHERE "status" = 'RESTRICTED' OR "warning_count" > 0;
