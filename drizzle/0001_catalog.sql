CREATE TABLE "catalog_products" (
	"id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"set_id" text NOT NULL,
	"tcgdex_id" text,
	"language" text NOT NULL,
	"locale" text,
	"number" text,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"search_number" text NOT NULL,
	"rarity" text,
	"category" text,
	"hp" integer,
	"types" text[],
	"stage" text,
	"dex_ids" double precision[],
	"illustrator" text,
	"regulation_mark" text,
	"variants" jsonb,
	"image_url" text,
	"sealed_type" text,
	"packs" jsonb,
	"release_date" date,
	"msrp_cents" integer,
	"upc" text,
	"source" text,
	"tcgplayer_product_id" integer,
	"cardmarket_id" integer,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "catalog_products_type_check" CHECK ("catalog_products"."product_type" in ('card', 'sealed')),
	CONSTRAINT "catalog_products_language_check" CHECK ("catalog_products"."language" in ('english', 'japanese', 'chinese'))
);
--> statement-breakpoint
CREATE TABLE "catalog_series" (
	"id" text PRIMARY KEY NOT NULL,
	"tcgdex_id" text,
	"source" text,
	"names" jsonb,
	"locales" text[],
	"set_counts" jsonb,
	"first_release_date" date,
	"last_release_date" date,
	"release_order" integer,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"tcgdex_id" text,
	"language" text NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"search_name" text NOT NULL,
	"url_name" text NOT NULL,
	"series_id" text,
	"series_name" text,
	"abbreviation" text,
	"card_count_official" integer,
	"card_count_total" integer,
	"release_date" date,
	"tcgplayer_group_id" integer,
	"cardmarket_id" integer,
	"logo_url" text,
	"symbol_url" text,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "catalog_sets_language_check" CHECK ("catalog_sets"."language" in ('english', 'japanese', 'chinese'))
);
--> statement-breakpoint
CREATE TABLE "price_points" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"product_id" text NOT NULL,
	"variant" text DEFAULT 'normal' NOT NULL,
	"price_date" date NOT NULL,
	"source" text NOT NULL,
	"market_cents" integer,
	"psa10_cents" integer,
	"cgc10_cents" integer,
	"sgc10_cents" integer,
	"bgs10_cents" integer,
	"graded9_cents" integer,
	"graded8_cents" integer,
	"graded7_cents" integer,
	"currency" text DEFAULT 'USD' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_points_productId_variant_priceDate_source_unique" UNIQUE("product_id","variant","price_date","source")
);
--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_set_id_catalog_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."catalog_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_points" ADD CONSTRAINT "price_points_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_products_set_id_index" ON "catalog_products" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "catalog_products_language_index" ON "catalog_products" USING btree ("language");--> statement-breakpoint
CREATE INDEX "catalog_products_updated_at_id_index" ON "catalog_products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "catalog_sets_language_release_date_index" ON "catalog_sets" USING btree ("language","release_date");--> statement-breakpoint
CREATE INDEX "price_points_product_id_price_date_index" ON "price_points" USING btree ("product_id","price_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "price_points_updated_at_index" ON "price_points" USING btree ("updated_at");