ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_products" ADD COLUMN "catalog_product_id" text;--> statement-breakpoint
-- Demo shops seeded before this migration: link their sealed products to the demo catalog's.
UPDATE "shop_products" SET "catalog_product_id" = 'en-sealed-demo-sv03.5-booster-bundle' WHERE "id" = 1 AND "name" = 'Scarlet & Violet 151 Booster Bundle';--> statement-breakpoint
UPDATE "shop_products" SET "catalog_product_id" = 'en-sealed-demo-sv08.5-etb' WHERE "id" = 2 AND "name" = 'Prismatic Evolutions Elite Trainer Box';--> statement-breakpoint
UPDATE "shop_products" SET "catalog_product_id" = 'en-sealed-demo-sv08-booster-pack' WHERE "id" = 3 AND "name" = 'Surging Sparks Booster Pack';
