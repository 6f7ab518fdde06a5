CREATE TABLE "user_sale_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tcgplayer_shipping_cents" integer NOT NULL,
	"ebay_shipping_cents" integer NOT NULL,
	"cardmarket_shipping_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_sale_settings_shipping_check" CHECK ("user_sale_settings"."tcgplayer_shipping_cents" BETWEEN 0 AND 5000 AND "user_sale_settings"."ebay_shipping_cents" BETWEEN 0 AND 5000 AND "user_sale_settings"."cardmarket_shipping_cents" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
ALTER TABLE "price_points" ADD COLUMN "price_kind" text;--> statement-breakpoint
ALTER TABLE "price_points" ADD COLUMN "sales_count" integer;--> statement-breakpoint
ALTER TABLE "price_points" ADD COLUMN "last_sale_date" date;--> statement-breakpoint
ALTER TABLE "price_points" ADD COLUMN "condition_cents" jsonb;--> statement-breakpoint
ALTER TABLE "price_points" ADD COLUMN "supersedes_id" bigint;--> statement-breakpoint
ALTER TABLE "price_points" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "product_latest_prices" ADD COLUMN "condition_cents" jsonb;--> statement-breakpoint
ALTER TABLE "user_sale_settings" ADD CONSTRAINT "user_sale_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_points" ADD CONSTRAINT "price_points_supersedes_id_price_points_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."price_points"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_points_supersedes_id_index" ON "price_points" USING btree ("supersedes_id") WHERE "price_points"."supersedes_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "price_points" ADD CONSTRAINT "price_points_correction_check" CHECK (("supersedes_id" IS NULL) = ("correction_reason" IS NULL));
