DROP INDEX "products_active_created_at_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "current_price" integer GENERATED ALWAYS AS (coalesce("sale_price", "base_price")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_active_current_price_idx" ON "products" USING btree ("is_active","current_price","id");--> statement-breakpoint
CREATE INDEX "products_active_popularity_idx" ON "products" USING btree ("is_active","popularity","id");--> statement-breakpoint
CREATE INDEX "products_active_name_pl_idx" ON "products" USING btree ("is_active",(lower(immutable_unaccent("name_pl")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "products_active_name_en_idx" ON "products" USING btree ("is_active",(lower(immutable_unaccent("name_en")) collate "C"),"id");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_active_created_at_idx" ON "products" USING btree ("is_active","created_at","id");--> statement-breakpoint
-- Catalogue search (modules/catalog/search.ts): true when two words differ by at most one edit — a
-- substitution, an insertion, a deletion or a swap of neighbouring letters ('torbeka' ~ 'torebka').
CREATE OR REPLACE FUNCTION within_one_typo(a text, b text) RETURNS boolean
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  la integer := length(a);
  lb integer := length(b);
  i integer := 1;
BEGIN
  IF abs(la - lb) > 1 THEN
    RETURN false;
  END IF;
  WHILE i <= la AND i <= lb AND substr(a, i, 1) = substr(b, i, 1) LOOP
    i := i + 1;
  END LOOP;
  IF i > la OR i > lb THEN
    RETURN true;
  END IF;
  IF la = lb THEN
    RETURN substr(a, i + 1) = substr(b, i + 1)
      OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1)
          AND substr(a, i + 2) = substr(b, i + 2));
  END IF;
  IF la > lb THEN
    RETURN substr(a, i + 1) = substr(b, i);
  END IF;
  RETURN substr(a, i) = substr(b, i + 1);
END
$$;
--> statement-breakpoint
-- Fill the search documents of products that existed before this migration (same SQL as refreshProductSearch).
UPDATE products SET
  search_name = trim(regexp_replace(lower(immutable_unaccent(concat_ws(' ', products.name_pl, products.name_en, c.name_pl, c.name_en))), '[^a-z0-9]+', ' ', 'g')),
  search_text = trim(regexp_replace(lower(immutable_unaccent(concat_ws(' ', products.name_pl, products.name_en, c.name_pl, c.name_en, regexp_replace(products.description_pl, '<[^>]*>|&[a-zA-Z0-9#]+;', ' ', 'g'), regexp_replace(products.description_en, '<[^>]*>|&[a-zA-Z0-9#]+;', ' ', 'g')))), '[^a-z0-9]+', ' ', 'g'))
  FROM categories c WHERE c.id = products.category_id;
