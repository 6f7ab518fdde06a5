ALTER TABLE "memberships" ADD COLUMN "payment_fingerprint" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_fingerprint" text;