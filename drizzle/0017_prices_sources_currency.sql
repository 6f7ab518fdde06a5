CREATE TABLE "exchange_rates" (
	"rate_date" date NOT NULL,
	"currency" text NOT NULL,
	"units_per_usd" double precision NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_date_currency_pk" PRIMARY KEY("rate_date","currency"),
	CONSTRAINT "exchange_rates_positive_check" CHECK ("exchange_rates"."units_per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "price_source_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_source_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"price_date" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested" integer DEFAULT 0 NOT NULL,
	"priced" integer DEFAULT 0 NOT NULL,
	"matched_by_number" integer DEFAULT 0 NOT NULL,
	"unmatched" integer DEFAULT 0 NOT NULL,
	"unmatched_sample" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priced_by_language" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rows_written" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "price_source_runs_status_check" CHECK ("price_source_runs"."status" in ('running', 'ok', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "user_currency_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_currency_preferences_currency_check" CHECK ("user_currency_preferences"."currency" in ('USD', 'EUR', 'JPY', 'GBP'))
);
--> statement-breakpoint
ALTER TABLE "price_points" ADD COLUMN "native_market_cents" integer;--> statement-breakpoint
ALTER TABLE "price_points" ADD COLUMN "units_per_usd" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_currency_preferences" ADD CONSTRAINT "user_currency_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_source_runs_source_started_at_index" ON "price_source_runs" USING btree ("source","started_at" DESC NULLS LAST);