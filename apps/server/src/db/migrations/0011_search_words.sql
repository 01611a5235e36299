CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Each product's search_name words join the vocabulary when they are written, whoever writes them (seed,
-- admin, imports). Row-level: PostgreSQL allows no transition table on an UPDATE OF trigger.
CREATE OR REPLACE FUNCTION products_search_words_written() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM unnest(string_to_array(NEW.search_name, ' ')) AS w WHERE w <> ''
    ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_inserted AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_words_written();
--> statement-breakpoint
CREATE TRIGGER products_search_words_updated AFTER UPDATE OF search_name ON products
  FOR EACH ROW WHEN (NEW.search_name IS DISTINCT FROM OLD.search_name)
  EXECUTE FUNCTION products_search_words_written();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT w FROM products, unnest(string_to_array(products.search_name, ' ')) AS w WHERE w <> ''
  ON CONFLICT (word) DO NOTHING;
