ALTER TABLE "children" ALTER COLUMN "sex" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "child_health_checkups" ADD COLUMN "undated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "child_vaccinations" ADD COLUMN "undated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_born_sex_check" CHECK ("children"."sex" is not null or not "children"."born");