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
ALTER TABLE "insights_product_stats" ADD COLUMN "psa10_premium_cents" integer;--> statement-breakpoint
ALTER TABLE "insights_product_stats" ADD COLUMN "change_1d_cents" integer;--> statement-breakpoint
ALTER TABLE "insights_product_stats" ADD COLUMN "change_1d_pct" double precision;--> statement-breakpoint
ALTER TABLE "insights_product_stats" ADD COLUMN "change_7d_cents" integer;--> statement-breakpoint
ALTER TABLE "insights_product_stats" ADD COLUMN "change_7d_pct" double precision;--> statement-breakpoint
ALTER TABLE "insights_product_stats" ADD COLUMN "change_30d_cents" integer;--> statement-breakpoint
ALTER TABLE "insights_product_stats" ADD COLUMN "change_30d_pct" double precision;--> statement-breakpoint
ALTER TABLE "insights_product_stats" ADD COLUMN "msrp_cents" integer;--> statement-breakpoint
ALTER TABLE "insights_product_stats" ADD COLUMN "series_rank" integer;--> statement-breakpoint
CREATE INDEX "insights_product_stats_product_type_market_cents_index" ON "insights_product_stats" USING btree ("product_type","market_cents");--> statement-breakpoint
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