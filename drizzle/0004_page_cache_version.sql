-- The rendered-page cache (decision 011) keeps anonymous visitors' HTML while the data behind
-- it is unchanged. "Unchanged" is this one counter: every write to a table shown on public
-- pages bumps it, whatever writes (admin screen, API, import, SQL by hand), so every app
-- process on the same database sees a change on its next request with one cheap read.
CREATE TABLE "page_cache_version" (
  "id" smallint PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL DEFAULT 0,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO "page_cache_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Statement-level, and once per transaction: a bulk update of 10,000 products (or the
-- price-history rows its own trigger writes, one statement each) bumps the counter once, and
-- a transaction that updated the row does not update it again (a counter updated 300,000
-- times in one transaction would crawl through its own dead row versions). Readers see the
-- new value only at commit, together with the data, so once is enough. The flag is a
-- transaction-local setting, undone with the transaction or savepoint that set it.
-- The NOTIFY (delivered at commit) lets a process that holds the only connection (PGlite)
-- follow the version without reading it on every request.
CREATE OR REPLACE FUNCTION soglia_bump_page_cache_version() RETURNS trigger AS $$
DECLARE
  v bigint;
BEGIN
  IF current_setting('soglia.page_cache_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('soglia.page_cache_bumped', 'on', true);
  UPDATE page_cache_version SET version = version + 1, changed_at = now() WHERE id = 1 RETURNING version INTO v;
  PERFORM pg_notify('soglia_data_version', v::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A table added later that public pages show: `SELECT soglia_watch_public_table('name');` in its migration.
CREATE OR REPLACE FUNCTION soglia_watch_public_table(target regclass) RETURNS void AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER page_cache_version_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION soglia_bump_page_cache_version()',
    target
  );
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Every table whose content a public page shows. Not watched (private or never rendered for an
-- anonymous visitor): users, sessions, auth_tokens, login_throttle, addresses, orders,
-- order_lines, order_status_history, idempotency_keys, newsletter_subscribers,
-- consent_records, email_outbox.
SELECT soglia_watch_public_table(t::regclass) FROM unnest(ARRAY[
  'settings', 'pages', 'page_translations', 'media', 'documents', 'document_translations',
  'slides', 'slide_translations', 'blog_posts', 'blog_post_translations', 'faq_entries',
  'faq_entry_translations',
  'categories', 'category_translations', 'attributes', 'attribute_translations',
  'attribute_values', 'attribute_value_translations', 'products', 'product_translations',
  'product_images', 'product_attribute_values', 'variant_groups', 'variant_group_translations',
  'product_variants', 'product_variant_translations', 'extra_options', 'extra_option_translations',
  'collections', 'collection_translations', 'collection_products', 'price_history',
  'coupons', 'promotions', 'promotion_translations', 'promotion_products',
  'shipping_options', 'shipping_option_translations', 'payment_types', 'payment_type_translations',
  'configurator_models', 'configurator_model_translations', 'configurator_size_prices',
  'configurator_steps', 'configurator_step_translations', 'configurator_options',
  'configurator_option_translations', 'configurator_rules', 'configurator_rule_translations'
]) AS t;
