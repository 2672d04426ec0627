ALTER TYPE "public"."auth_token_kind" ADD VALUE 'sign_in';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_invites_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_invites_token" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reminded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_review_invites_token_idx" ON "users" USING btree ("review_invites_token");