CREATE TABLE "slug_history" (
	"kind" varchar(20) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_kind_locale_slug_pk" PRIMARY KEY("kind","locale","slug")
);
--> statement-breakpoint
CREATE INDEX "slug_history_target_idx" ON "slug_history" USING btree ("kind","target_id");