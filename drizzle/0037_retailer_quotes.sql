CREATE TYPE "public"."retailer_quote_status" AS ENUM('draft', 'sent', 'accepted', 'declined', 'ordered');--> statement-breakpoint
CREATE TABLE "retailer_branding" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"business_name" varchar(120) NOT NULL,
	"vat_number" varchar(20),
	"address" text,
	"phone" varchar(40),
	"email" varchar(254),
	"logo_file" varchar(80),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailer_quote_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retailer_quote_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"input" jsonb NOT NULL,
	"description" varchar(300) NOT NULL,
	"quantity" integer NOT NULL,
	"cost_cents" integer NOT NULL,
	"markup_percent" integer,
	"client_unit_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"made_to_measure" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "retailer_quotes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retailer_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"retailer_id" integer NOT NULL,
	"number" varchar(20),
	"status" "retailer_quote_status" DEFAULT 'draft' NOT NULL,
	"client_name" varchar(120) NOT NULL,
	"client_email" varchar(254) NOT NULL,
	"client_address" text,
	"locale" varchar(5) NOT NULL,
	"markup_percent" integer DEFAULT 0 NOT NULL,
	"note" text,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"client_cents" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retailer_quotes_markup_check" CHECK ("retailer_quotes"."markup_percent" between 0 and 500)
);
--> statement-breakpoint
ALTER TABLE "retailer_branding" ADD CONSTRAINT "retailer_branding_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_quote_lines" ADD CONSTRAINT "retailer_quote_lines_quote_id_retailer_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."retailer_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_quotes" ADD CONSTRAINT "retailer_quotes_retailer_id_users_id_fk" FOREIGN KEY ("retailer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retailer_quotes" ADD CONSTRAINT "retailer_quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retailer_quote_lines_quote_idx" ON "retailer_quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "retailer_quotes_retailer_idx" ON "retailer_quotes" USING btree ("retailer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "retailer_quotes_number_idx" ON "retailer_quotes" USING btree ("retailer_id","number");