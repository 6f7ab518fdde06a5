CREATE TABLE "insights_group_daily" (
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"series_id" text NOT NULL,
	"day" date NOT NULL,
	"value_cents" bigint NOT NULL,
	"cards_priced" integer NOT NULL,
	CONSTRAINT "insights_group_daily_kind_language_series_id_day_pk" PRIMARY KEY("kind","language","series_id","day")
);
--> statement-breakpoint
CREATE TABLE "insights_market_index" (
	"language" text NOT NULL,
	"day" date NOT NULL,
	"value_cents" bigint NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "insights_market_index_language_day_pk" PRIMARY KEY("language","day")
);
--> statement-breakpoint
CREATE TABLE "insights_product_stats" (
	"product_id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"language" text NOT NULL,
	"series_id" text,
	"set_id" text NOT NULL,
	"variant" text NOT NULL,
	"source" text NOT NULL,
	"price_date" date NOT NULL,
	"market_cents" integer NOT NULL,
	"cents_1d" integer,
	"cents_7d" integer,
	"cents_30d" integer,
	"cents_90d" integer,
	"cents_365d" integer,
	"psa10_cents" integer,
	"cgc10_cents" integer,
	"sgc10_cents" integer,
	"bgs10_cents" integer,
	"graded9_cents" integer,
	"graded8_cents" integer,
	"graded7_cents" integer,
	"psa10_multiplier" double precision,
	"psa10_premium_cents" integer,
	"change_1d_cents" integer,
	"change_1d_pct" double precision,
	"change_7d_cents" integer,
	"change_7d_pct" double precision,
	"change_30d_cents" integer,
	"change_30d_pct" double precision,
	"msrp_cents" integer,
	"series_rank" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_runs" (
	"id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"price_date" date,
	"sources" text[] NOT NULL,
	"basket_size" integer NOT NULL,
	"ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_set_daily" (
	"set_id" text NOT NULL,
	"day" date NOT NULL,
	"value_cents" bigint NOT NULL,
	"cards_priced" integer NOT NULL,
	CONSTRAINT "insights_set_daily_set_id_day_pk" PRIMARY KEY("set_id","day")
);
--> statement-breakpoint
CREATE TABLE "insights_set_stats" (
	"set_id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"series_id" text,
	"value_cents" bigint NOT NULL,
	"cards_priced" integer NOT NULL,
	"change_1m_cents" bigint,
	"change_1m_base_cents" bigint,
	"change_3m_cents" bigint,
	"change_3m_base_cents" bigint,
	"change_1y_cents" bigint,
	"change_1y_base_cents" bigint,
	"sealed_priced" integer DEFAULT 0 NOT NULL,
	"sealed_with_msrp" integer DEFAULT 0 NOT NULL,
	"sealed_market_cents" bigint,
	"sealed_msrp_cents" bigint,
	"price_date" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "msrp_source" text;--> statement-breakpoint
ALTER TABLE "insights_product_stats" ADD CONSTRAINT "insights_product_stats_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights_set_daily" ADD CONSTRAINT "insights_set_daily_set_id_catalog_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."catalog_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insights_set_stats" ADD CONSTRAINT "insights_set_stats_set_id_catalog_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."catalog_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insights_product_stats_language_product_type_market_cents_index" ON "insights_product_stats" USING btree ("language","product_type","market_cents");--> statement-breakpoint
CREATE INDEX "insights_product_stats_product_type_market_cents_index" ON "insights_product_stats" USING btree ("product_type","market_cents");--> statement-breakpoint
CREATE INDEX "insights_product_stats_series_id_index" ON "insights_product_stats" USING btree ("series_id");--> statement-breakpoint
CREATE INDEX "insights_product_stats_set_id_index" ON "insights_product_stats" USING btree ("set_id");--> statement-breakpoint
CREATE INDEX "insights_product_stats_series_rank_index" ON "insights_product_stats" USING btree ("series_rank");--> statement-breakpoint
CREATE INDEX "insights_product_stats_msrp_index" ON "insights_product_stats" USING btree ("language") WHERE "insights_product_stats"."msrp_cents" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "insights_product_stats_change_1d_cents_index" ON "insights_product_stats" USING btree ("change_1d_cents");--> statement-breakpoint
CREATE INDEX "insights_product_stats_change_1d_pct_index" ON "insights_product_stats" USING btree ("change_1d_pct");--> statement-breakpoint
CREATE INDEX "insights_product_stats_change_7d_cents_index" ON "insights_product_stats" USING btree ("change_7d_cents");--> statement-breakpoint
CREATE INDEX "insights_product_stats_change_7d_pct_index" ON "insights_product_stats" USING btree ("change_7d_pct");--> statement-breakpoint
CREATE INDEX "insights_product_stats_change_30d_cents_index" ON "insights_product_stats" USING btree ("change_30d_cents");--> statement-breakpoint
CREATE INDEX "insights_product_stats_change_30d_pct_index" ON "insights_product_stats" USING btree ("change_30d_pct");--> statement-breakpoint
CREATE INDEX "insights_product_stats_psa10_premium_cents_index" ON "insights_product_stats" USING btree ("psa10_premium_cents");--> statement-breakpoint
CREATE INDEX "insights_product_stats_psa10_multiplier_index" ON "insights_product_stats" USING btree ("psa10_multiplier");