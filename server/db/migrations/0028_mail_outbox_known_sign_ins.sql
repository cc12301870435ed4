CREATE TABLE "known_sign_ins" (
	"account" text NOT NULL,
	"subject" text NOT NULL,
	"last_success_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_sign_ins_account_subject_pk" PRIMARY KEY("account","subject")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"resource_kind" text NOT NULL,
	"resource_id" integer NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_resource_idx" ON "mail_outbox" USING btree ("resource_kind","resource_id");