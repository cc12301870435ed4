CREATE TABLE "pregnancy_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" integer,
	"week" integer NOT NULL,
	"written_on" date NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pregnancy_entries" ADD CONSTRAINT "pregnancy_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pregnancy_entries" ADD CONSTRAINT "pregnancy_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pregnancy_entries_child_client_key" ON "pregnancy_entries" USING btree ("child_id","client_id");--> statement-breakpoint
CREATE INDEX "pregnancy_entries_child_week_idx" ON "pregnancy_entries" USING btree ("child_id","week");