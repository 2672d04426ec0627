CREATE TABLE "fiscal_document_counters" (
	"kind" varchar(20) NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fiscal_document_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "fiscal_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fiscal_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(20) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"related_id" integer,
	"customer_name" varchar(200) NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"data" jsonb NOT NULL,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_documents" ADD CONSTRAINT "fiscal_documents_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_order_kind_idx" ON "fiscal_documents" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_documents_number_idx" ON "fiscal_documents" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE INDEX "fiscal_documents_issued_idx" ON "fiscal_documents" USING btree ("issued_at");