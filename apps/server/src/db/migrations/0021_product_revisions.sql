-- Which transaction last wrote each product row, so the in-process catalogue index can read only the products
-- changed since its last read instead of the whole catalogue (docs/decisions/026-catalogue-index.md). Every
-- write to a product — the admin's, a sale's stock and popularity, the summary triggers of migrations 0004 and
-- 0013 — is an UPDATE or INSERT of its row, so a row trigger sees them all. The reader keeps the oldest
-- transaction still running at its read (pg_snapshot_xmin) and next asks for rows written by that transaction
-- or later: a transaction that commits after the read always has an id at least that large.
ALTER TABLE "products" ADD COLUMN "revised_xact" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_revised_xact_idx" ON "products" USING btree ("revised_xact");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_revised() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.revised_xact := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_revised BEFORE UPDATE ON products
  FOR EACH ROW EXECUTE FUNCTION products_revised();
