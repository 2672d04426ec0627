-- Decision 029: typo-tolerant search. Trigram similarity on product names (folded like the
-- full-text search: lower case, accents removed) when the full-text search finds nothing.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_tr_name_trgm_idx" ON "product_translations" USING gin (soglia_fold("name") gin_trgm_ops);
