-- Orders (issue 11): bring databases seeded before it in line with the new seed.
-- Payment codes name the behaviour (decision 018).
UPDATE "payment_types" SET "code" = 'bank_transfer' WHERE "code" = 'bonifico';--> statement-breakpoint
UPDATE "payment_types" SET "code" = 'cash_on_delivery', "fee" = 700, "allows_made_to_measure" = false, "max_total" = 499999 WHERE "code" = 'contrassegno';--> statement-breakpoint
UPDATE "payment_types" SET "code" = 'card' WHERE "code" = 'carta';--> statement-breakpoint
UPDATE "payment_types" SET "code" = 'in_store' WHERE "code" = 'pagamento-in-sede';--> statement-breakpoint
UPDATE "payment_types" SET "active" = false WHERE "code" = 'paypal';--> statement-breakpoint
-- Shipping regions: region names → ISO 3166-2:IT codes.
UPDATE "shipping_options" SET "regions" = ARRAY(
  SELECT CASE r
    WHEN 'Piemonte' THEN 'IT-21' WHEN 'Valle d''Aosta' THEN 'IT-23' WHEN 'Lombardia' THEN 'IT-25'
    WHEN 'Trentino-Alto Adige' THEN 'IT-32' WHEN 'Veneto' THEN 'IT-34' WHEN 'Friuli-Venezia Giulia' THEN 'IT-36'
    WHEN 'Liguria' THEN 'IT-42' WHEN 'Emilia-Romagna' THEN 'IT-45' WHEN 'Toscana' THEN 'IT-52'
    WHEN 'Umbria' THEN 'IT-55' WHEN 'Marche' THEN 'IT-57' WHEN 'Lazio' THEN 'IT-62' WHEN 'Abruzzo' THEN 'IT-65'
    WHEN 'Molise' THEN 'IT-67' WHEN 'Campania' THEN 'IT-72' WHEN 'Puglia' THEN 'IT-75' WHEN 'Basilicata' THEN 'IT-77'
    WHEN 'Calabria' THEN 'IT-78' WHEN 'Sicilia' THEN 'IT-82' WHEN 'Sardegna' THEN 'IT-88' ELSE r END
  FROM unnest("regions") AS r
);--> statement-breakpoint
UPDATE "shipping_options" SET "shipping_days_min" = 3, "shipping_days_max" = 5 WHERE "code" LIKE 'bancale-%' AND "code" NOT LIKE 'bancale-multiplo-%';--> statement-breakpoint
UPDATE "shipping_options" SET "shipping_days_min" = 4, "shipping_days_max" = 7 WHERE "code" LIKE 'bancale-multiplo-%';--> statement-breakpoint
UPDATE "shipping_options" SET "shipping_days_min" = "shipping_days_min" + 2, "shipping_days_max" = "shipping_days_max" + 2 WHERE "code" LIKE '%-isole';--> statement-breakpoint
UPDATE "shipping_options" SET "pickup" = true, "shipping_days_min" = 0, "shipping_days_max" = 0 WHERE "code" = 'ritiro-in-sede';--> statement-breakpoint
-- Configured doors' weights by build (seed: configurator-data.ts doorWeights).
UPDATE "configurator_models" SET "base_weight_grams" = 9000, "weight_grams_per_m2" = 12000 WHERE "preview_style" = 'flush' AND "weight_grams_per_m2" = 0;--> statement-breakpoint
UPDATE "configurator_models" SET "base_weight_grams" = 10000, "weight_grams_per_m2" = 16000 WHERE "preview_style" = 'lines' AND "weight_grams_per_m2" = 0;--> statement-breakpoint
UPDATE "configurator_models" SET "base_weight_grams" = 10000, "weight_grams_per_m2" = 20000 WHERE "preview_style" = 'glass' AND "weight_grams_per_m2" = 0;--> statement-breakpoint
UPDATE "configurator_models" SET "base_weight_grams" = 35000, "weight_grams_per_m2" = 42000 WHERE "preview_style" = 'security' AND "weight_grams_per_m2" = 0;
