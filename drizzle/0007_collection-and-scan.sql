CREATE TABLE "binders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "binders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_snapshots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"binder_id" integer,
	"snapshot_date" date NOT NULL,
	"value_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolio_snapshots_day_unique" UNIQUE NULLS NOT DISTINCT("user_id","binder_id","snapshot_date")
);
--> statement-breakpoint
CREATE TABLE "product_latest_prices" (
	"product_id" text NOT NULL,
	"variant" text NOT NULL,
	"source" text NOT NULL,
	"price_date" date NOT NULL,
	"market_cents" integer,
	"previous_price_date" date,
	"previous_market_cents" integer,
	"psa10_cents" integer,
	"cgc10_cents" integer,
	"sgc10_cents" integer,
	"bgs10_cents" integer,
	"graded9_cents" integer,
	"graded8_cents" integer,
	"graded7_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_latest_prices_product_id_variant_pk" PRIMARY KEY("product_id","variant")
);
--> statement-breakpoint
CREATE TABLE "user_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"product_type" text NOT NULL,
	"variant" text DEFAULT 'normal' NOT NULL,
	"api_id" text,
	"wishlist" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"condition" text DEFAULT 'NM' NOT NULL,
	"graded" boolean DEFAULT false NOT NULL,
	"grade_score" numeric(3, 1),
	"grading_company" text,
	"purchase_price_cents" integer,
	"purchased_on" date,
	"notes" text,
	"binder_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_products_type_check" CHECK ("user_products"."product_type" in ('card', 'sealed')),
	CONSTRAINT "user_products_quantity_check" CHECK ("user_products"."quantity" between 1 and 9999),
	CONSTRAINT "user_products_condition_check" CHECK ("user_products"."condition" in ('NM', 'LP', 'MP', 'HP', 'DMG'))
);
--> statement-breakpoint
CREATE TABLE "scan_index_entries" (
	"product_id" text PRIMARY KEY NOT NULL,
	"product_type" text NOT NULL,
	"image_hash" text NOT NULL,
	"descriptor_version" integer NOT NULL,
	"features" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "binders" ADD CONSTRAINT "binders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_snapshots" ADD CONSTRAINT "portfolio_snapshots_binder_id_binders_id_fk" FOREIGN KEY ("binder_id") REFERENCES "public"."binders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_latest_prices" ADD CONSTRAINT "product_latest_prices_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_products" ADD CONSTRAINT "user_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_products" ADD CONSTRAINT "user_products_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_products" ADD CONSTRAINT "user_products_binder_id_binders_id_fk" FOREIGN KEY ("binder_id") REFERENCES "public"."binders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_index_entries" ADD CONSTRAINT "scan_index_entries_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "binders_user_id_index" ON "binders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_products_user_id_created_at_index" ON "user_products" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_products_binder_id_index" ON "user_products" USING btree ("binder_id");--> statement-breakpoint
CREATE INDEX "user_products_product_id_index" ON "user_products" USING btree ("product_id");