-- Products deleted, with the transaction that deleted them: the catalogue index reads these beside the rows
-- written since its last read (migration 0021), since a deleted row can no longer be read itself. Deletions
-- are rare (a product that was ever ordered is switched off instead), so the list stays short.
CREATE TABLE "product_removals" (
	"product_id" integer NOT NULL,
	"revised_xact" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_removals_revised_xact_idx" ON "product_removals" USING btree ("revised_xact");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_removed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO product_removals (product_id) VALUES (OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_removed AFTER DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION products_removed();
