CREATE TABLE "slug_history" (
	"kind" varchar(20) NOT NULL,
	"locale" varchar(5) NOT NULL,
	"slug" varchar(220) NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_history_kind_locale_slug_pk" PRIMARY KEY("kind","locale","slug")
);
--> statement-breakpoint
CREATE TABLE "product_image_translations" (
	"image_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"alt" varchar(300) NOT NULL,
	CONSTRAINT "product_image_translations_image_id_locale_pk" PRIMARY KEY("image_id","locale")
);
--> statement-breakpoint
ALTER TABLE "product_image_translations" ADD CONSTRAINT "product_image_translations_image_id_product_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."product_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slug_history_target_idx" ON "slug_history" USING btree ("kind","target_id");