DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "users_warning_sort_idx" ON "users" USING btree ("role","warning_count","id");--> statement-breakpoint
CREATE INDEX "users_nickname_sort_idx" ON "users" USING btree ("role","nickname","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("role","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);