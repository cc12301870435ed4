CREATE TABLE "pregnancy_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diary_pdfs" ADD COLUMN "with_pregnancy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pregnancy_photos" ADD CONSTRAINT "pregnancy_photos_entry_id_pregnancy_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pregnancy_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pregnancy_photos_entry_idx" ON "pregnancy_photos" USING btree ("entry_id","id");