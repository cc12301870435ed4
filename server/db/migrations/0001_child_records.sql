CREATE TABLE "child_health_checkups" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"schedule_key" text NOT NULL,
	"checked_on" date,
	"memo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"measured_on" date NOT NULL,
	"height_cm" numeric(5, 1),
	"weight_kg" numeric(5, 2),
	"head_cm" numeric(4, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"prompt_key" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_surveys" (
	"child_id" integer PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_vaccinations" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"schedule_key" text NOT NULL,
	"vaccinated_on" date,
	"memo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_for_diary_id" integer
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "child_health_checkups" ADD CONSTRAINT "child_health_checkups_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_measurements" ADD CONSTRAINT "child_measurements_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_messages" ADD CONSTRAINT "child_messages_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_surveys" ADD CONSTRAINT "child_surveys_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_vaccinations" ADD CONSTRAINT "child_vaccinations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_health_checkups_key" ON "child_health_checkups" USING btree ("child_id","schedule_key");--> statement-breakpoint
CREATE UNIQUE INDEX "child_measurements_day_key" ON "child_measurements" USING btree ("child_id","measured_on");--> statement-breakpoint
CREATE UNIQUE INDEX "child_messages_key" ON "child_messages" USING btree ("child_id","prompt_key");--> statement-breakpoint
CREATE UNIQUE INDEX "child_vaccinations_key" ON "child_vaccinations" USING btree ("child_id","schedule_key");--> statement-breakpoint
CREATE INDEX "coupons_member_idx" ON "coupons" USING btree ("member_id");