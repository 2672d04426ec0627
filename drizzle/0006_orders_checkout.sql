CREATE TYPE "public"."delivery_type" AS ENUM('address', 'pickup');--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "regular_unit_price" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "vat_rate" integer DEFAULT 22 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "made_to_measure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_name" varchar(120);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_email" varchar(254);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_role" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prices_include_vat" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "net_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_type" "delivery_type" DEFAULT 'address' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "made_to_measure_ack_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "made_to_measure_line_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_delivery_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimated_delivery_to" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_carrier" varchar(80);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipment_tracking" varchar(120);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "iban" varchar(34);--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "allows_made_to_measure" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_types" ADD COLUMN "max_total" integer;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "shipping_days_min" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "shipping_days_max" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "pickup" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "configurator_models" ADD COLUMN "base_weight_grams" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "configurator_models" ADD COLUMN "weight_grams_per_m2" integer DEFAULT 0 NOT NULL;