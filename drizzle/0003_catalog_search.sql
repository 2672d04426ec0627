-- Full-text search over product names and descriptions (decision 012).
-- Accents are folded by an immutable translate() so the same function works on PGlite and
-- PostgreSQL without the unaccent extension, and can feed a stored generated column.
CREATE OR REPLACE FUNCTION soglia_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT replace(replace(replace(replace(translate(lower(value),
      'àáâãäåāăąèéêëēĕėęěìíîïĩīĭįòóôõöøōŏőùúûüũūŭůűųçćĉċčñńņňýÿŷžźżšśşğ',
      'aaaaaaaaaeeeeeeeeeiiiiiiiiooooooooouuuuuuuuuucccccnnnnyyyzzzsssg'),
      'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), '’', '''')
  $$;
--> statement-breakpoint
-- Italian stemming for Italian rows, English for English ones, no stemming for the others.
CREATE OR REPLACE FUNCTION soglia_ts_config(locale text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE locale
      WHEN 'it' THEN 'pg_catalog.italian'::regconfig
      WHEN 'en' THEN 'pg_catalog.english'::regconfig
      ELSE 'pg_catalog.simple'::regconfig
    END
  $$;
--> statement-breakpoint
ALTER TABLE "product_translations" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold("name")), 'A') ||
  setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold(coalesce("short_description", ''))), 'B') ||
  setweight(to_tsvector(soglia_ts_config("locale"), soglia_fold(coalesce("description", ''))), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "product_tr_search_idx" ON "product_translations" USING gin ("search");
