-- The commit also records which lines are made to measure (decision 049). POST /orders now writes
-- the order, its lines, history, e-mail jobs and Idempotency-Key in one statement; the order row
-- cannot be updated by the statement that inserts it, so the line ids that the withdrawal
-- acknowledgement covers are gathered here, from the committed lines, before the counter's lock
-- is taken (the lock stays as short as in 0023).
CREATE OR REPLACE FUNCTION soglia_number_order() RETURNS trigger AS $$
DECLARE
  y integer := split_part(NEW.number, '-', 2)::integer;
  n integer;
  formatted text;
  measured integer[] := (SELECT array_agg(id ORDER BY id) FROM order_lines WHERE order_id = NEW.id AND made_to_measure);
BEGIN
  INSERT INTO order_number_counters (year, last_number) VALUES (y, 1)
    ON CONFLICT (year) DO UPDATE SET last_number = order_number_counters.last_number + 1
    RETURNING last_number INTO n;
  formatted := y::text || '-' || lpad(n::text, greatest(6, length(n::text)), '0');
  UPDATE orders SET
    number = formatted,
    payment_reference = CASE WHEN payment_reference = NEW.number THEN formatted ELSE payment_reference END,
    payment_snapshot = CASE WHEN payment_snapshot->>'reference' = NEW.number
      THEN jsonb_set(payment_snapshot, '{reference}', to_jsonb(formatted)) ELSE payment_snapshot END,
    made_to_measure_line_ids = coalesce(measured, made_to_measure_line_ids)
  WHERE id = NEW.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
