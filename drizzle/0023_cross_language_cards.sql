ALTER TABLE "catalog_products" ADD COLUMN "english_name" text;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "search_english_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "print_group" text;--> statement-breakpoint
CREATE INDEX "catalog_products_print_group_index" ON "catalog_products" USING btree ("print_group");