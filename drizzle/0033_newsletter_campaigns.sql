CREATE TABLE "newsletter_campaign_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_campaign_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"subscriber_id" integer,
	"email" varchar(254) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaign_translations" (
	"campaign_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "newsletter_campaign_translations_campaign_id_locale_pk" PRIMARY KEY("campaign_id","locale")
);
--> statement-breakpoint
CREATE TABLE "newsletter_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"sending_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_source" varchar(120);--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_sends" ADD CONSTRAINT "newsletter_campaign_sends_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_sends" ADD CONSTRAINT "newsletter_campaign_sends_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_campaign_translations" ADD CONSTRAINT "newsletter_campaign_translations_campaign_id_newsletter_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."newsletter_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sends_campaign_email_idx" ON "newsletter_campaign_sends" USING btree ("campaign_id",lower("email"));--> statement-breakpoint
CREATE INDEX "newsletter_sends_status_idx" ON "newsletter_campaign_sends" USING btree ("campaign_id","status");