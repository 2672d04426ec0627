CREATE TABLE "order_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_user_idx";--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- Decision 058: the customer's order list showed its page count by counting every order the
-- customer ever placed, on every visit (a growing cost: a 30-minute soak slowed with it). The
-- count is kept here instead, by a trigger, so it is right whatever writes orders (the API,
-- an admin screen, an import, SQL by hand). Orders whose user is erased (ON DELETE SET NULL)
-- count for nobody: the user's row goes with the user.
INSERT INTO "order_counts" ("user_id", "orders")
  SELECT "user_id", count(*)::integer FROM "orders" WHERE "user_id" IS NOT NULL GROUP BY "user_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION soglia_count_orders() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.user_id IS NOT DISTINCT FROM NEW.user_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.user_id IS NOT NULL THEN
    UPDATE order_counts SET orders = orders - 1 WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.user_id IS NOT NULL THEN
    INSERT INTO order_counts (user_id, orders) VALUES (NEW.user_id, 1)
      ON CONFLICT (user_id) DO UPDATE SET orders = order_counts.orders + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER orders_count AFTER INSERT OR DELETE OR UPDATE OF user_id ON orders
  FOR EACH ROW EXECUTE FUNCTION soglia_count_orders();
