-- Old addresses keep working (decision 025): when a translation's slug changes, the old slug
-- is remembered for its owner, whoever changed it (admin API, import, SQL by hand). A slug
-- that a live row takes (back) is no longer a redirect, so a live address always wins.
-- TG_ARGV: the kind recorded, and the owner's id column in the translation table.
CREATE OR REPLACE FUNCTION soglia_remember_slug() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.slug IS DISTINCT FROM OLD.slug THEN
    INSERT INTO slug_history (kind, locale, slug, target_id)
    VALUES (TG_ARGV[0], OLD.locale, OLD.slug, (to_jsonb(OLD) ->> TG_ARGV[1])::integer)
    ON CONFLICT (kind, locale, slug) DO UPDATE SET target_id = EXCLUDED.target_id, created_at = now();
  END IF;
  DELETE FROM slug_history WHERE kind = TG_ARGV[0] AND locale = NEW.locale AND slug = NEW.slug;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_tr_slug_history AFTER INSERT OR UPDATE OF slug ON product_translations
  FOR EACH ROW EXECUTE FUNCTION soglia_remember_slug('product', 'product_id');
--> statement-breakpoint
CREATE TRIGGER category_tr_slug_history AFTER INSERT OR UPDATE OF slug ON category_translations
  FOR EACH ROW EXECUTE FUNCTION soglia_remember_slug('category', 'category_id');
--> statement-breakpoint
CREATE TRIGGER page_tr_slug_history AFTER INSERT OR UPDATE OF slug ON page_translations
  FOR EACH ROW EXECUTE FUNCTION soglia_remember_slug('page', 'page_id');
--> statement-breakpoint
CREATE TRIGGER blog_tr_slug_history AFTER INSERT OR UPDATE OF slug ON blog_post_translations
  FOR EACH ROW EXECUTE FUNCTION soglia_remember_slug('blog', 'post_id');
--> statement-breakpoint
CREATE TRIGGER collection_tr_slug_history AFTER INSERT OR UPDATE OF slug ON collection_translations
  FOR EACH ROW EXECUTE FUNCTION soglia_remember_slug('collection', 'collection_id');
