CREATE TABLE "care_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"author_id" integer,
	"kind" text NOT NULL,
	"detail" text,
	"amount_ml" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"log_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "care_logs" ADD CONSTRAINT "care_logs_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_logs" ADD CONSTRAINT "care_logs_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_logs_child_client_key" ON "care_logs" USING btree ("child_id","client_id");--> statement-breakpoint
CREATE INDEX "care_logs_child_day_idx" ON "care_logs" USING btree ("child_id","log_day","started_at");--> statement-breakpoint
CREATE INDEX "care_logs_running_idx" ON "care_logs" USING btree ("child_id") WHERE "care_logs"."ended_at" is null and ("care_logs"."kind" = 'SLEEP' or "care_logs"."detail" in ('BREAST_LEFT', 'BREAST_RIGHT'));