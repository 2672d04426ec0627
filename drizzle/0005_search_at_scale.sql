-- Listings at 100,000 products (decision 014): names sorted by walking an index (with the
-- product id, so the walk needs no heap visit for the join), the reseller and other tier
-- prices like the base one, and product codes matched by prefix in any case. No new table.
-- products_newest_idx replaces products_created_idx: (created_at, id) serves the newest-first
-- listing's tie-break too.
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "product_tr_name_idx" ON "product_translations" USING btree ("locale","name","product_id");--> statement-breakpoint
CREATE INDEX "products_reseller_price_idx" ON "products" USING btree ("reseller_price");--> statement-breakpoint
CREATE INDEX "products_other_price_idx" ON "products" USING btree ("other_price");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_sku_prefix_idx" ON "products" USING btree (upper("sku") text_pattern_ops);