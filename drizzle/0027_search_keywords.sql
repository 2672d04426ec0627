-- Decision 084: a product's search document also holds the names of its categories (main and
-- further) and attribute values, in the row's locale (Italian where a name lacks it), so
-- "porta blindata" finds "Blindata Sentinella" in "Porte blindate". `keywords` is kept by the
-- triggers below; the generated `search` reads it with weight B (name A, descriptions C and D).
ALTER TABLE "product_translations" ADD COLUMN "keywords" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION soglia_product_keywords(pid integer, loc text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT string_agg(name, ' ' ORDER BY name) FROM (
      SELECT coalesce(
               (SELECT ct.name FROM category_translations ct WHERE ct.category_id = c.id AND ct.locale = loc),
               (SELECT ct.name FROM category_translations ct WHERE ct.category_id = c.id AND ct.locale = 'it')) AS name
        FROM (SELECT p.category_id AS id FROM products p WHERE p.id = pid
              UNION SELECT pc.category_id FROM product_categories pc WHERE pc.product_id = pid) c
      UNION ALL
      SELECT coalesce(
               (SELECT vt.name FROM attribute_value_translations vt WHERE vt.value_id = pav.value_id AND vt.locale = loc),
               (SELECT vt.name FROM attribute_value_translations vt WHERE vt.value_id = pav.value_id AND vt.locale = 'it'))
        FROM product_attribute_values pav WHERE pav.product_id = pid
    ) k
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION soglia_keywords_on_write() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      NEW.keywords := soglia_product_keywords(NEW.product_id, NEW.locale);
      RETURN NEW;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER product_tr_keywords BEFORE INSERT OR UPDATE OF product_id, locale ON product_translations
  FOR EACH ROW EXECUTE FUNCTION soglia_keywords_on_write();--> statement-breakpoint
-- One UPDATE per statement, for the products a statement touched (transition table `changed`).
CREATE OR REPLACE FUNCTION soglia_keywords_of_products() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      UPDATE product_translations t SET keywords = soglia_product_keywords(t.product_id, t.locale)
       WHERE t.product_id IN (SELECT changed.product_id FROM changed);
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER product_categories_keywords_ins AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION soglia_keywords_of_products();--> statement-breakpoint
CREATE TRIGGER product_categories_keywords_del AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION soglia_keywords_of_products();--> statement-breakpoint
CREATE TRIGGER pav_keywords_ins AFTER INSERT ON product_attribute_values
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION soglia_keywords_of_products();--> statement-breakpoint
CREATE TRIGGER pav_keywords_del AFTER DELETE ON product_attribute_values
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION soglia_keywords_of_products();--> statement-breakpoint
-- A product moved to another main category.
CREATE OR REPLACE FUNCTION soglia_keywords_of_moved_products() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      UPDATE product_translations t SET keywords = soglia_product_keywords(t.product_id, t.locale)
       WHERE t.product_id IN (SELECT n.id FROM moved_new n JOIN moved_old o ON o.id = n.id WHERE o.category_id IS DISTINCT FROM n.category_id);
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER products_keywords_upd AFTER UPDATE ON products
  REFERENCING OLD TABLE AS moved_old NEW TABLE AS moved_new FOR EACH STATEMENT EXECUTE FUNCTION soglia_keywords_of_moved_products();--> statement-breakpoint
-- A category or an attribute value renamed (or named in a new locale).
CREATE OR REPLACE FUNCTION soglia_keywords_of_category() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      UPDATE product_translations t SET keywords = soglia_product_keywords(t.product_id, t.locale)
       WHERE t.product_id IN (
         SELECT p.id FROM products p WHERE p.category_id IN (SELECT category_id FROM named)
         UNION SELECT pc.product_id FROM product_categories pc WHERE pc.category_id IN (SELECT category_id FROM named));
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER category_tr_keywords_ins AFTER INSERT ON category_translations
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION soglia_keywords_of_category();--> statement-breakpoint
CREATE TRIGGER category_tr_keywords_upd AFTER UPDATE ON category_translations
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION soglia_keywords_of_category();--> statement-breakpoint
CREATE OR REPLACE FUNCTION soglia_keywords_of_value() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      UPDATE product_translations t SET keywords = soglia_product_keywords(t.product_id, t.locale)
       WHERE t.product_id IN (SELECT pav.product_id FROM product_attribute_values pav WHERE pav.value_id IN (SELECT value_id FROM named));
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER value_tr_keywords_ins AFTER INSERT ON attribute_value_translations
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION soglia_keywords_of_value();--> statement-breakpoint
CREATE TRIGGER value_tr_keywords_upd AFTER UPDATE ON attribute_value_translations
  REFERENCING NEW TABLE AS named FOR EACH STATEMENT EXECUTE FUNCTION soglia_keywords_of_value();--> statement-breakpoint
UPDATE product_translations SET keywords = soglia_product_keywords(product_id, locale);--> statement-breakpoint
ALTER TABLE "product_translations" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold("name")), 'A') || setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold(coalesce("keywords", ''))), 'B') || setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold(coalesce("short_description", ''))), 'C') || setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold(coalesce("description", ''))), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "product_tr_search_idx" ON "product_translations" USING gin ("search");
