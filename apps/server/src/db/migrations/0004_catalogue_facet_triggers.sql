-- products.attribute_codes mirrors product_attribute_values as 'kind:code' texts, so catalogue filters are an
-- array overlap and facet counts an unnest, with no join. Triggers keep the copy exact whoever writes the links
-- (seed, admin, imports): one statement-level refresh per statement, for the products it touched.
CREATE OR REPLACE FUNCTION refresh_product_attribute_codes(product_ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE products SET attribute_codes = coalesce((
      SELECT array_agg(av.kind || ':' || av.code ORDER BY av.kind, av.code)
      FROM product_attribute_values pav
      JOIN attribute_values av ON av.id = pav.attribute_value_id
      WHERE pav.product_id = products.id
    ), '{}'::text[])
  WHERE products.id = ANY(product_ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_attribute_values_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM refresh_product_attribute_codes(ARRAY(SELECT DISTINCT product_id FROM inserted_links));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_attribute_values_deleted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM refresh_product_attribute_codes(ARRAY(SELECT DISTINCT product_id FROM deleted_links));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_attribute_values_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM refresh_product_attribute_codes(ARRAY(
    SELECT product_id FROM inserted_links UNION SELECT product_id FROM deleted_links));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attribute_values_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM refresh_product_attribute_codes(ARRAY(
    SELECT pav.product_id FROM product_attribute_values pav WHERE pav.attribute_value_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_attribute_values_inserted ON product_attribute_values;
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_inserted AFTER INSERT ON product_attribute_values
  REFERENCING NEW TABLE AS inserted_links
  FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_values_inserted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_attribute_values_deleted ON product_attribute_values;
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_deleted AFTER DELETE ON product_attribute_values
  REFERENCING OLD TABLE AS deleted_links
  FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_values_deleted();
--> statement-breakpoint
DROP TRIGGER IF EXISTS product_attribute_values_updated ON product_attribute_values;
--> statement-breakpoint
CREATE TRIGGER product_attribute_values_updated AFTER UPDATE ON product_attribute_values
  REFERENCING OLD TABLE AS deleted_links NEW TABLE AS inserted_links
  FOR EACH STATEMENT EXECUTE FUNCTION product_attribute_values_updated();
--> statement-breakpoint
-- Codes are canonical and hardly ever change; relabelling (the seed does it on every run) fires nothing.
DROP TRIGGER IF EXISTS attribute_values_renamed ON attribute_values;
--> statement-breakpoint
CREATE TRIGGER attribute_values_renamed AFTER UPDATE OF kind, code ON attribute_values
  FOR EACH ROW WHEN (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.code IS DISTINCT FROM NEW.code)
  EXECUTE FUNCTION attribute_values_renamed();
--> statement-breakpoint
-- Products that existed before this migration.
SELECT refresh_product_attribute_codes(ARRAY(SELECT id FROM products));
--> statement-breakpoint
-- Catalogue queries are short and planned with high estimated costs (trigram and typo functions), which makes
-- PostgreSQL's JIT compile them on every call: ~150 ms of compilation for a 50 ms query. The shop runs only
-- short queries, so JIT is switched off for its database (new sessions). Where the migrating role may not alter
-- the database (or the engine has no such setting) this is skipped.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN others THEN
  NULL;
END
$$;
