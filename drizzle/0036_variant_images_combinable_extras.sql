-- Issue 42 p6 and decision 109: a variant's photos, a configurator model's photo per choice, and
-- extras that combine on one line where the product allows it.
CREATE TABLE "product_variant_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variant_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"url" varchar(500) NOT NULL,
	"alt" varchar(300),
	"width" integer,
	"height" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurator_option_images" (
	"model_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	"url" varchar(500) NOT NULL,
	CONSTRAINT "configurator_option_images_model_id_option_id_pk" PRIMARY KEY("model_id","option_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "extras_combinable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variant_images" ADD CONSTRAINT "product_variant_images_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_option_images" ADD CONSTRAINT "configurator_option_images_model_id_configurator_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."configurator_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_option_images" ADD CONSTRAINT "configurator_option_images_option_id_configurator_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."configurator_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variant_images_variant_idx" ON "product_variant_images" USING btree ("variant_id","sort_order");--> statement-breakpoint
-- A variant's one photo (issue 16) becomes the first of its photos, before the column goes.
INSERT INTO "product_variant_images" ("variant_id", "url", "sort_order")
SELECT "id", "image", 0 FROM "product_variants" WHERE "image" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" DROP COLUMN "image";--> statement-breakpoint
-- Product and configurator pages show them: a write bumps the page cache's data version (migration 0004).
SELECT soglia_watch_public_table(t::regclass) FROM unnest(ARRAY['product_variant_images', 'configurator_option_images']) AS t;