-- A product's further categories show on public category pages: watched by the page cache (decision 011).
SELECT soglia_watch_public_table('product_categories'::regclass);
