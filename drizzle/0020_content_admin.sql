CREATE TABLE "media_translations" (
	"media_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"alt" varchar(300) NOT NULL,
	CONSTRAINT "media_translations_media_id_locale_pk" PRIMARY KEY("media_id","locale")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slide_translations" ADD COLUMN "link" varchar(500);--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "slides" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_translations" ADD CONSTRAINT "media_translations_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Alt texts show on public pages (decision 011): the page cache follows their changes.
SELECT soglia_watch_public_table('media_translations'::regclass);
