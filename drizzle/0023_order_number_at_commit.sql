-- Gapless order numbers given at COMMIT (decision 019, amended by 047). An order is inserted with a
-- provisional number 'tmp-<year>-<random>'; this deferred constraint trigger runs while the
-- transaction commits, increments the year's counter and writes the real number (and the bank
-- transfer reference, where it was the provisional number). The counter's row lock, which
-- serialises every order of the year, is then held for the trigger and the WAL flush only, never
-- across a round trip to the application. A rolled-back order takes no number; numbers follow
-- commit order.
CREATE OR REPLACE FUNCTION soglia_number_order() RETURNS trigger AS $$
DECLARE
  y integer := split_part(NEW.number, '-', 2)::integer;
  n integer;
  formatted text;
BEGIN
  INSERT INTO order_number_counters (year, last_number) VALUES (y, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = order_number_counters.last_number + 1
    RETURNING last_number INTO n;
  formatted := y::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0');
  UPDATE orders SET
    number = formatted,
    payment_reference = CASE WHEN payment_reference = NEW.number THEN formatted ELSE payment_reference END,
    payment_snapshot = CASE WHEN payment_snapshot->>'reference' = NEW.number
      THEN jsonb_set(payment_snapshot, '{reference}', to_jsonb(formatted)) ELSE payment_snapshot END
  WHERE id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER orders_number_at_commit
  AFTER INSERT ON orders DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.number LIKE 'tmp-%') EXECUTE FUNCTION soglia_number_order();
