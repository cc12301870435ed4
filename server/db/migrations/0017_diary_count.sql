ALTER TABLE "users" ADD COLUMN "diary_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0046): the count of each member's diary entries, filled once and then kept by
-- statement triggers (one update per member and statement, so a bulk insert of the large seed stays one pass).
UPDATE "users" SET "diary_count" = counted.n FROM (SELECT "member_id", count(*)::int AS n FROM "diaries" GROUP BY "member_id") AS counted WHERE "users"."id" = counted."member_id";--> statement-breakpoint
CREATE FUNCTION "diaries_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "diary_count" = "diary_count" + added.n
  FROM (SELECT "member_id", count(*)::int AS n FROM new_diaries GROUP BY "member_id") AS added
  WHERE "users"."id" = added."member_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "diaries_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "users" SET "diary_count" = greatest("diary_count" - removed.n, 0)
  FROM (SELECT "member_id", count(*)::int AS n FROM old_diaries GROUP BY "member_id") AS removed
  WHERE "users"."id" = removed."member_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "diaries_count_insert" AFTER INSERT ON "diaries" REFERENCING NEW TABLE AS new_diaries FOR EACH STATEMENT EXECUTE FUNCTION "diaries_count_added"();--> statement-breakpoint
CREATE TRIGGER "diaries_count_delete" AFTER DELETE ON "diaries" REFERENCING OLD TABLE AS old_diaries FOR EACH STATEMENT EXECUTE FUNCTION "diaries_count_removed"();--> statement-breakpoint
CREATE INDEX "users_writer_nickname_idx" ON "users" USING btree ("nickname","id") WHERE "users"."diary_count" > 0;
