CREATE TABLE "admin_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"admin_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "affiliate_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"referrer_id" integer NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebay_connections" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text,
	"access_expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebay_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ebay_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"user_product_id" integer NOT NULL,
	"draft_id" text NOT NULL,
	"title" text NOT NULL,
	"condition" text NOT NULL,
	"price_cents" integer,
	"sell_flow_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebay_oauth_states" (
	"state" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sell_request_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sell_request_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"user_product_id" integer,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"condition" text NOT NULL,
	"asking_cents" integer NOT NULL,
	"offer_cents" integer,
	CONSTRAINT "sell_request_items_asking_check" CHECK ("sell_request_items"."asking_cents" > 0),
	CONSTRAINT "sell_request_items_offer_check" CHECK ("sell_request_items"."offer_cents" is null or "sell_request_items"."offer_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sell_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sell_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"return_address" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"label_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sell_requests_status_check" CHECK ("sell_requests"."status" in ('submitted', 'offered', 'accepted', 'declined', 'received', 'paid'))
);
--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_visits" ADD CONSTRAINT "affiliate_visits_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_connections" ADD CONSTRAINT "ebay_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_drafts" ADD CONSTRAINT "ebay_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_drafts" ADD CONSTRAINT "ebay_drafts_user_product_id_user_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."user_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebay_oauth_states" ADD CONSTRAINT "ebay_oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_request_items" ADD CONSTRAINT "sell_request_items_request_id_sell_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sell_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_request_items" ADD CONSTRAINT "sell_request_items_user_product_id_user_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."user_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sell_requests" ADD CONSTRAINT "sell_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_at_index" ON "admin_audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_target_type_target_id_index" ON "admin_audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_admin_id_index" ON "admin_audit_log" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "affiliate_visits_referrer_id_visited_at_index" ON "affiliate_visits" USING btree ("referrer_id","visited_at");--> statement-breakpoint
CREATE INDEX "ebay_drafts_user_id_created_at_index" ON "ebay_drafts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ebay_oauth_states_user_id_index" ON "ebay_oauth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sell_request_items_request_id_index" ON "sell_request_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "sell_requests_user_id_created_at_index" ON "sell_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sell_requests_status_created_at_index" ON "sell_requests" USING btree ("status","created_at");