-- Search in the visitor's language (decision 025): Spanish, French, German and Portuguese
-- texts are stemmed by their own language (PostgreSQL's snowball configurations) instead of
-- the language-neutral 'simple' one, so "puertas" finds "puerta" and "Türen" finds "Tür".
CREATE OR REPLACE FUNCTION soglia_ts_config(locale text) RETURNS regconfig
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE locale
      WHEN 'it' THEN 'pg_catalog.italian'::regconfig
      WHEN 'en' THEN 'pg_catalog.english'::regconfig
      WHEN 'es' THEN 'pg_catalog.spanish'::regconfig
      WHEN 'fr' THEN 'pg_catalog.french'::regconfig
      WHEN 'de' THEN 'pg_catalog.german'::regconfig
      WHEN 'pt' THEN 'pg_catalog.portuguese'::regconfig
      ELSE 'pg_catalog.simple'::regconfig
    END
  $$;
--> statement-breakpoint
-- A stored generated column is computed when its row is written: rewrite the rows whose
-- configuration changed so their search documents follow.
UPDATE product_translations SET locale = locale WHERE locale IN ('es', 'fr', 'de', 'pt');
