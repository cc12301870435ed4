DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("role","created_at","id");