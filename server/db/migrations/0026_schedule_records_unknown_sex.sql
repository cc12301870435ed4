CREATE TABLE "schedule_reminders" (
	"child_id" integer NOT NULL,
	"window_start" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "children" ALTER COLUMN "sex" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "child_health_checkups" ADD COLUMN "undated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "child_vaccinations" ADD COLUMN "undated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_reminders" ADD CONSTRAINT "schedule_reminders_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_reminders_key" ON "schedule_reminders" USING btree ("child_id","window_start");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_born_sex_check" CHECK ("children"."sex" is not null or not "children"."born");