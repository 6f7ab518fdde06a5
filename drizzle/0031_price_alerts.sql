CREATE TABLE "price_alert_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	CONSTRAINT "price_alert_settings_digest_check" CHECK ("price_alert_settings"."digest" IN ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product_id" text,
	"variant" text,
	"threshold_cents" integer,
	"threshold_percent" integer,
	"window_days" smallint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_kind_check" CHECK ("price_alerts"."kind" IN ('product_above', 'product_below', 'product_move', 'collection_move', 'wishlist_drop')),
	CONSTRAINT "price_alerts_fields_check" CHECK (CASE
        WHEN "price_alerts"."kind" IN ('product_above', 'product_below') THEN "price_alerts"."product_id" IS NOT NULL
          AND "price_alerts"."variant" IS NOT NULL AND "price_alerts"."threshold_cents" > 0
          AND "price_alerts"."threshold_percent" IS NULL AND "price_alerts"."window_days" IS NULL
        WHEN "price_alerts"."kind" = 'product_move' THEN "price_alerts"."product_id" IS NOT NULL
          AND "price_alerts"."variant" IS NOT NULL AND "price_alerts"."threshold_cents" IS NULL
          AND "price_alerts"."threshold_percent" > 0 AND "price_alerts"."window_days" IN (1, 7, 30)
        ELSE "price_alerts"."product_id" IS NULL AND "price_alerts"."variant" IS NULL AND "price_alerts"."threshold_cents" IS NULL
          AND "price_alerts"."threshold_percent" > 0 AND "price_alerts"."window_days" IN (1, 7, 30)
      END)
);
--> statement-breakpoint
ALTER TABLE "price_alert_settings" ADD CONSTRAINT "price_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_user_id_id_index" ON "price_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "price_alerts_active_kind_idx" ON "price_alerts" USING btree ("kind") WHERE "price_alerts"."active";