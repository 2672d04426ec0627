ALTER TYPE "public"."auth_token_kind" ADD VALUE 'restore_email';--> statement-breakpoint
ALTER TYPE "public"."auth_token_kind" ADD VALUE 'invitation';--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "image" varchar(500);