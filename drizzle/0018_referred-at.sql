ALTER TABLE "users" ADD COLUMN "referred_at" timestamp with time zone;--> statement-breakpoint
-- Referrals made before this column existed keep counting from the sign-up (their only known time).
UPDATE "users" SET "referred_at" = "created_at" WHERE "referrer_id" IS NOT NULL;
