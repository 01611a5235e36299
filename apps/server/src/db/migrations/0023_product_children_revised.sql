-- A product's photographs, price history and reviews are part of how it is shown (the gallery, the Omnibus
-- lowest price, the rating), but they live in tables of their own, so writing them left the product's row — and
-- its revision (migration 0021) — untouched. These statement triggers stamp the products whose photographs,
-- price history or reviews a statement wrote, so everything derived from a product's revision (the catalogue index's patch,
-- the presented product cards of docs/decisions/026-catalogue-index.md) sees the change. Variants and
-- attribute links already rewrite their product's summary columns (migrations 0004 and 0013).
CREATE OR REPLACE FUNCTION products_touched(product_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE products SET revised_xact = pg_current_xact_id()::text::bigint WHERE id = ANY(product_ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_children_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM products_touched(ARRAY(SELECT DISTINCT product_id FROM written_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_children_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM products_touched(ARRAY(SELECT DISTINCT product_id FROM removed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_children_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM products_touched(ARRAY(
    SELECT product_id FROM written_rows UNION SELECT product_id FROM removed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_images_inserted AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION product_children_inserted();
--> statement-breakpoint
CREATE TRIGGER product_images_deleted AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_children_deleted();
--> statement-breakpoint
CREATE TRIGGER product_images_updated AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_children_updated();
--> statement-breakpoint
CREATE TRIGGER price_history_inserted AFTER INSERT ON price_history
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION product_children_inserted();
--> statement-breakpoint
CREATE TRIGGER price_history_deleted AFTER DELETE ON price_history
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_children_deleted();
--> statement-breakpoint
CREATE TRIGGER price_history_updated AFTER UPDATE ON price_history
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_children_updated();
--> statement-breakpoint
CREATE TRIGGER reviews_inserted AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS written_rows FOR EACH STATEMENT EXECUTE FUNCTION product_children_inserted();
--> statement-breakpoint
CREATE TRIGGER reviews_deleted AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS removed_rows FOR EACH STATEMENT EXECUTE FUNCTION product_children_deleted();
--> statement-breakpoint
CREATE TRIGGER reviews_updated AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS removed_rows NEW TABLE AS written_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_children_updated();
