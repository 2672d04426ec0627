CREATE TYPE "public"."configurator_pricing_mode" AS ENUM('per_m2', 'size_table');--> statement-breakpoint
CREATE TYPE "public"."configurator_rule_kind" AS ENUM('requires', 'excludes', 'only_models');--> statement-breakpoint
CREATE TYPE "public"."configurator_step_kind" AS ENUM('single', 'multiple');--> statement-breakpoint
CREATE TABLE "configurator_model_translations" (
	"model_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"name" varchar(160) NOT NULL,
	"description" varchar(1000),
	CONSTRAINT "configurator_model_translations_model_id_locale_pk" PRIMARY KEY("model_id","locale")
);
--> statement-breakpoint
CREATE TABLE "configurator_models" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configurator_models_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(60) NOT NULL,
	"product_id" integer NOT NULL,
	"collection_id" integer,
	"pricing_mode" "configurator_pricing_mode" NOT NULL,
	"base_price_m2" integer DEFAULT 0 NOT NULL,
	"reseller_price_m2" integer DEFAULT 0 NOT NULL,
	"other_price_m2" integer DEFAULT 0 NOT NULL,
	"min_billable_area_mm2" integer DEFAULT 0 NOT NULL,
	"min_width_mm" integer NOT NULL,
	"max_width_mm" integer NOT NULL,
	"min_height_mm" integer NOT NULL,
	"max_height_mm" integer NOT NULL,
	"step_mm" integer DEFAULT 10 NOT NULL,
	"default_width_mm" integer NOT NULL,
	"default_height_mm" integer NOT NULL,
	"preview_style" varchar(20) DEFAULT 'flush' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configurator_models_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "configurator_option_translations" (
	"option_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"name" varchar(160) NOT NULL,
	CONSTRAINT "configurator_option_translations_option_id_locale_pk" PRIMARY KEY("option_id","locale")
);
--> statement-breakpoint
CREATE TABLE "configurator_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configurator_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"step_id" integer NOT NULL,
	"code" varchar(60) NOT NULL,
	"base_price" integer DEFAULT 0 NOT NULL,
	"reseller_price" integer DEFAULT 0 NOT NULL,
	"other_price" integer DEFAULT 0 NOT NULL,
	"percent_surcharge" integer DEFAULT 0 NOT NULL,
	"swatch" varchar(20),
	"preview" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurator_rule_translations" (
	"rule_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"reason" varchar(300) NOT NULL,
	CONSTRAINT "configurator_rule_translations_rule_id_locale_pk" PRIMARY KEY("rule_id","locale")
);
--> statement-breakpoint
CREATE TABLE "configurator_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configurator_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "configurator_rule_kind" NOT NULL,
	"option_id" integer NOT NULL,
	"target_option_id" integer,
	"model_id" integer
);
--> statement-breakpoint
CREATE TABLE "configurator_size_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configurator_size_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"model_id" integer NOT NULL,
	"max_width_mm" integer NOT NULL,
	"max_height_mm" integer NOT NULL,
	"base_price" integer DEFAULT 0 NOT NULL,
	"reseller_price" integer DEFAULT 0 NOT NULL,
	"other_price" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurator_step_translations" (
	"step_id" integer NOT NULL,
	"locale" varchar(5) NOT NULL,
	"name" varchar(120) NOT NULL,
	CONSTRAINT "configurator_step_translations_step_id_locale_pk" PRIMARY KEY("step_id","locale")
);
--> statement-breakpoint
CREATE TABLE "configurator_steps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "configurator_steps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(40) NOT NULL,
	"kind" "configurator_step_kind" DEFAULT 'single' NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "configurator_steps_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "configurator_model_translations" ADD CONSTRAINT "configurator_model_translations_model_id_configurator_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."configurator_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_models" ADD CONSTRAINT "configurator_models_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_models" ADD CONSTRAINT "configurator_models_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_option_translations" ADD CONSTRAINT "configurator_option_translations_option_id_configurator_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."configurator_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_options" ADD CONSTRAINT "configurator_options_step_id_configurator_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."configurator_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_rule_translations" ADD CONSTRAINT "configurator_rule_translations_rule_id_configurator_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."configurator_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_rules" ADD CONSTRAINT "configurator_rules_option_id_configurator_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."configurator_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_rules" ADD CONSTRAINT "configurator_rules_target_option_id_configurator_options_id_fk" FOREIGN KEY ("target_option_id") REFERENCES "public"."configurator_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_rules" ADD CONSTRAINT "configurator_rules_model_id_configurator_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."configurator_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_size_prices" ADD CONSTRAINT "configurator_size_prices_model_id_configurator_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."configurator_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurator_step_translations" ADD CONSTRAINT "configurator_step_translations_step_id_configurator_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."configurator_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "configurator_models_product_idx" ON "configurator_models" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_options_code_idx" ON "configurator_options" USING btree ("step_id","code");--> statement-breakpoint
CREATE INDEX "configurator_rules_option_idx" ON "configurator_rules" USING btree ("option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "configurator_size_prices_idx" ON "configurator_size_prices" USING btree ("model_id","max_width_mm","max_height_mm");