-- Catalog change tracking for the sync feed (src/server/routes/catalog/sync.*).
-- The feed pages on catalog_products.updated_at and its ETag reads max(updated_at) of the
-- catalog and price tables, so every writer must move updated_at; these triggers make sure.

-- Rows imported before api_json existed: render it here (same keys as the importer) and clear
-- the content hash, so the next import rewrites them in the importer's own form.
UPDATE "catalog_products" p SET
  "api_json" = json_build_object(
    'product_id', p.id,
    'product_name', p.name,
    'number', p.number,
    'set_id', p.set_id,
    'game', CASE p.language WHEN 'japanese' THEN 'Pokemon Japanese'
      WHEN 'chinese' THEN 'Pokemon Chinese' ELSE 'Pokemon' END,
    'product_type', p.product_type,
    'rarity', p.rarity,
    'image_url', CASE WHEN p.product_type = 'card' THEN p.image_url || '/high.webp'
      ELSE p.image_url END,
    'language', p.language,
    'locale', p.locale,
    'illustrator', p.illustrator,
    'variants', p.variants,
    'sealed_type', p.sealed_type,
    'packs', p.packs,
    'hp', p.hp,
    'types', p.types,
    'category', p.category,
    'tcgplayer_product_id', p.tcgplayer_product_id
  )::text,
  "content_hash" = ''
WHERE p.api_json = '';
--> statement-breakpoint
-- A writer that changes a catalog row without setting updated_at gets it stamped (a writer
-- that sets updated_at itself keeps its value).
CREATE FUNCTION "catalog_touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at = OLD.updated_at AND NEW IS DISTINCT FROM OLD THEN
    NEW.updated_at := date_trunc('milliseconds', now());
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_products_touch" BEFORE UPDATE ON "catalog_products"
  FOR EACH ROW EXECUTE FUNCTION "catalog_touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "catalog_sets_touch" BEFORE UPDATE ON "catalog_sets"
  FOR EACH ROW EXECUTE FUNCTION "catalog_touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "price_points_touch" BEFORE UPDATE ON "price_points"
  FOR EACH ROW EXECUTE FUNCTION "catalog_touch_updated_at"();
--> statement-breakpoint
-- Deletions leave no updated_at behind: count them in a sequence (nextval never blocks).
CREATE SEQUENCE "catalog_change_seq";
--> statement-breakpoint
CREATE FUNCTION "catalog_count_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_change_seq');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_products_removed" AFTER DELETE OR TRUNCATE ON "catalog_products"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_count_change"();
--> statement-breakpoint
CREATE TRIGGER "catalog_sets_removed" AFTER DELETE OR TRUNCATE ON "catalog_sets"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_count_change"();
--> statement-breakpoint
CREATE TRIGGER "price_points_removed" AFTER DELETE OR TRUNCATE ON "price_points"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_count_change"();
