-- Decision 097: quote and measurement-visit requests (issue 44). A visitor asks without an account; the photos of the openings are checked like media uploads but kept private; the number is gapless per year (quote_request_counters, taken in the insert transaction).
CREATE TYPE "public"."quote_request_kind" AS ENUM('doors', 'windows', 'shutters');--> statement-breakpoint
CREATE TYPE "public"."quote_request_status" AS ENUM('requested', 'visit_planned', 'measured', 'quoted', 'accepted', 'declined', 'expired');--> statement-breakpoint
CREATE TABLE "quote_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer,
	"token" varchar(64) NOT NULL,
	"file" varchar(80) NOT NULL,
	"mime" varchar(40) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_request_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quote_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" varchar(20) NOT NULL,
	"status" "quote_request_status" DEFAULT 'requested' NOT NULL,
	"kinds" "quote_request_kind"[] NOT NULL,
	"openings" integer NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"street" varchar(200) NOT NULL,
	"postcode" varchar(5) NOT NULL,
	"city" varchar(120) NOT NULL,
	"province" varchar(2) NOT NULL,
	"time_windows" text[] NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"note" text,
	"locale" varchar(5) NOT NULL,
	"user_id" integer,
	"visit_at" timestamp with time zone,
	"quote_cents" integer,
	"reason" text,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_openings_check" CHECK ("quote_requests"."openings" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "quote_photos" ADD CONSTRAINT "quote_photos_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_photos_token_idx" ON "quote_photos" USING btree ("token");--> statement-breakpoint
CREATE INDEX "quote_photos_request_idx" ON "quote_photos" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_number_idx" ON "quote_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_user_idx" ON "quote_requests" USING btree ("user_id","created_at");