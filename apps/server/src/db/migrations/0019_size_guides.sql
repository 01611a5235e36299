-- Size guides (docs/product-rules.md#size-guides): at most one per category, shown on the pages of its products.
-- Headings and cells are kept as JSON (a list of {pl, en} headings, a list of rows of {pl, en} cells): the table
-- is always read and written whole, never queried by cell.
CREATE TABLE "category_size_guides" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"title_pl" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_pl" text DEFAULT '' NOT NULL,
	"intro_en" text DEFAULT '' NOT NULL,
	"note_pl" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_size_guides_columns_array" CHECK (jsonb_typeof("category_size_guides"."columns") = 'array'),
	CONSTRAINT "category_size_guides_rows_array" CHECK (jsonb_typeof("category_size_guides"."rows") = 'array')
);
--> statement-breakpoint
-- A guide goes with its category.
ALTER TABLE "category_size_guides" ADD CONSTRAINT "category_size_guides_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
