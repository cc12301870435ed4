CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_notice_id_member_id_pk" PRIMARY KEY("notice_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" jsonb NOT NULL,
	"content_text" text NOT NULL,
	"category" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"pushed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_reads_member_idx" ON "notice_reads" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "notices_visible_idx" ON "notices" USING btree ("pinned","publish_at") WHERE "notices"."status" = 'PUBLISHED';