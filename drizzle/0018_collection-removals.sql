CREATE TABLE "collection_removals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_removals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"product_id" text NOT NULL,
	"variant" text NOT NULL,
	"quantity" integer NOT NULL,
	"graded" boolean NOT NULL,
	"grade_score" numeric(3, 1),
	"grading_company" text,
	"purchase_price_cents" integer,
	"binder_id" integer,
	"added_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_removals" ADD CONSTRAINT "collection_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_removals" ADD CONSTRAINT "collection_removals_binder_id_binders_id_fk" FOREIGN KEY ("binder_id") REFERENCES "public"."binders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_removals_user_id_removed_at_index" ON "collection_removals" USING btree ("user_id","removed_at");--> statement-breakpoint
-- Hand-written (decision 051): every delete of owned items, whatever code path, is logged.
-- Rows of a user being deleted are not (the user's removals go with them).
CREATE FUNCTION "log_collection_removals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "collection_removals" ("user_id", "item_id", "product_id", "variant", "quantity",
    "graded", "grade_score", "grading_company", "purchase_price_cents", "binder_id", "added_at")
  SELECT g."user_id", g."id", g."product_id", g."variant", g."quantity", g."graded",
    g."grade_score", g."grading_company", g."purchase_price_cents",
    CASE WHEN EXISTS (SELECT 1 FROM "binders" b WHERE b."id" = g."binder_id") THEN g."binder_id" END,
    g."created_at"
  FROM gone g
  WHERE NOT g."wishlist" AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = g."user_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_products_log_removals" AFTER DELETE ON "user_products"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "log_collection_removals"();
