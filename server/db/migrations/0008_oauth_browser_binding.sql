ALTER TABLE "oauth_states" ADD COLUMN "browser_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD COLUMN "code_verifier" text;
