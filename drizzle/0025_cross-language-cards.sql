ALTER TABLE "catalog_products" ADD COLUMN "english_name" text;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "search_english_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "print_group" text;--> statement-breakpoint
CREATE INDEX "catalog_products_print_group_index" ON "catalog_products" USING btree ("print_group");--> statement-breakpoint
-- Rows imported before this migration: their product JSON gets the new key (null) until the next catalog:import derives it (decision 073).
UPDATE "catalog_products" SET "api_json" = '{"english_name":null,' || substr("api_json", 2) WHERE "api_json" LIKE '{%' AND "api_json" NOT LIKE '%"english_name":%';
