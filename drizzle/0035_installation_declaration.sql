ALTER TABLE "orders" ADD COLUMN "installation" jsonb;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD COLUMN "vat_kind" varchar(12);