-- Every price change is recorded, whatever changes it (admin screen, import, SQL by hand), so a
-- discounted price can show the lowest price of the previous 30 days (Omnibus directive).
CREATE OR REPLACE FUNCTION soglia_record_product_prices() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.base_price IS DISTINCT FROM OLD.base_price THEN
    INSERT INTO price_history (product_id, variant_id, tier, price) VALUES (NEW.id, NULL, 'base', NEW.base_price);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.reseller_price IS DISTINCT FROM OLD.reseller_price THEN
    INSERT INTO price_history (product_id, variant_id, tier, price) VALUES (NEW.id, NULL, 'reseller', NEW.reseller_price);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.other_price IS DISTINCT FROM OLD.other_price THEN
    INSERT INTO price_history (product_id, variant_id, tier, price) VALUES (NEW.id, NULL, 'other', NEW.other_price);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_price_history
  AFTER INSERT OR UPDATE OF base_price, reseller_price, other_price ON products
  FOR EACH ROW EXECUTE FUNCTION soglia_record_product_prices();
