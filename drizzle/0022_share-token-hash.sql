ALTER TABLE "share_links" ALTER COLUMN "token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "token_sealed" text;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_token_hash_index" ON "share_links" USING btree ("token_hash");