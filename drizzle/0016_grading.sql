CREATE TABLE "grading_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grading_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_product_id" integer NOT NULL,
	"front" jsonb NOT NULL,
	"back" jsonb,
	"front_jpeg" "bytea" NOT NULL,
	"back_jpeg" "bytea",
	"ceilings" jsonb NOT NULL,
	"borderline" boolean NOT NULL,
	"overall" numeric(3, 1),
	"thresholds_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grading_results" ADD CONSTRAINT "grading_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_results" ADD CONSTRAINT "grading_results_user_product_id_user_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."user_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grading_results_user_id_created_at_index" ON "grading_results" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "grading_results_user_product_id_index" ON "grading_results" USING btree ("user_product_id");