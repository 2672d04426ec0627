-- Tables added by the orders, storefront and content work that public pages show (decision 011):
-- old slugs answer 301 from slug_history, and product image alt texts are on product pages.
-- order_number_counters and saved_carts are private (never rendered for an anonymous visitor).
SELECT soglia_watch_public_table(t::regclass) FROM unnest(ARRAY['slug_history', 'product_image_translations']) AS t;
