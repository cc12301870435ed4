CREATE TABLE "article_bookmarks" (
	"member_id" integer NOT NULL,
	"article_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "article_bookmarks_member_id_article_id_pk" PRIMARY KEY("member_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"category" text NOT NULL,
	"age_from_months" integer NOT NULL,
	"age_to_months" integer NOT NULL,
	"pregnancy" boolean DEFAULT false NOT NULL,
	"tags" jsonb NOT NULL,
	"schedule_codes" jsonb NOT NULL,
	"source_kind" text NOT NULL,
	"source_attribution" text,
	"checked_against" text,
	"content" jsonb NOT NULL,
	"content_text" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	"picture_key" text NOT NULL,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "articles_age_range" CHECK ("articles"."age_from_months" >= 0 and "articles"."age_to_months" >= "articles"."age_from_months")
);
--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_bookmarks" ADD CONSTRAINT "article_bookmarks_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."status" = 'PUBLISHED';