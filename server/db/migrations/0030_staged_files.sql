CREATE TABLE "staged_files" (
	"key" text PRIMARY KEY NOT NULL,
	"staged_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staged_files_staged_at_idx" ON "staged_files" USING btree ("staged_at");