ALTER TABLE "binders" ADD COLUMN "pocket_layout" text DEFAULT '3x3' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_products" ADD COLUMN "binder_page" integer;--> statement-breakpoint
ALTER TABLE "user_products" ADD COLUMN "binder_pocket" integer;--> statement-breakpoint
ALTER TABLE "user_products" ADD COLUMN "box_name" text;--> statement-breakpoint
ALTER TABLE "user_products" ADD COLUMN "box_row" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "user_products_pocket_unique" ON "user_products" USING btree ("binder_id","binder_page","binder_pocket") WHERE "user_products"."binder_page" is not null;--> statement-breakpoint
ALTER TABLE "binders" ADD CONSTRAINT "binders_pocket_layout_check" CHECK ("binders"."pocket_layout" in ('3x3', '2x2', '4x3'));--> statement-breakpoint
ALTER TABLE "user_products" ADD CONSTRAINT "user_products_pocket_check" CHECK (("user_products"."binder_page" is null) = ("user_products"."binder_pocket" is null) and "user_products"."binder_page" >= 1 and "user_products"."binder_pocket" >= 1);--> statement-breakpoint
ALTER TABLE "user_products" ADD CONSTRAINT "user_products_box_row_check" CHECK ("user_products"."box_row" >= 1);