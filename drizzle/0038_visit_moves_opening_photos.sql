ALTER TABLE "quote_photos" ADD COLUMN "opening" integer;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "visit_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "visit_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "visit_move" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_visit_token_idx" ON "quote_requests" USING btree ("visit_token_hash");--> statement-breakpoint
-- Visits e-mailed before this migration carried the planning time in seconds as SEQUENCE: keep it, so the next re-planning still counts up (decision 112).
UPDATE "quote_requests" SET "visit_sequence" = floor(extract(epoch from "status_changed_at"))::integer WHERE "visit_at" IS NOT NULL;
