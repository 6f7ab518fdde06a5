CREATE TABLE "collection_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "collection_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"batch_id" uuid NOT NULL,
	"item_id" integer,
	"binder_id" integer,
	"kind" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"origin" text NOT NULL,
	"origin_detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_changes_kind_check" CHECK ("collection_changes"."kind" in ('created', 'edited', 'moved', 'deleted', 'restored')),
	CONSTRAINT "collection_changes_origin_check" CHECK ("collection_changes"."origin" in ('typed', 'scan', 'csv_import', 'deck_wishlist', 'sell_request', 'bulk_edit', 'restore', 'undo')),
	CONSTRAINT "collection_changes_target_check" CHECK (("collection_changes"."item_id" is null) <> ("collection_changes"."binder_id" is null))
);
--> statement-breakpoint
CREATE TABLE "trash_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trash_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"batch_id" uuid NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trash_entries_kind_check" CHECK ("trash_entries"."kind" in ('item', 'binder'))
);
--> statement-breakpoint
ALTER TABLE "collection_changes" ADD CONSTRAINT "collection_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_changes_user_id_item_id_id_index" ON "collection_changes" USING btree ("user_id","item_id","id");--> statement-breakpoint
CREATE INDEX "collection_changes_user_id_binder_id_id_index" ON "collection_changes" USING btree ("user_id","binder_id","id");--> statement-breakpoint
CREATE INDEX "collection_changes_user_id_batch_id_index" ON "collection_changes" USING btree ("user_id","batch_id");--> statement-breakpoint
CREATE INDEX "collection_changes_user_id_created_at_index" ON "collection_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trash_entries_user_id_deleted_at_index" ON "trash_entries" USING btree ("user_id","deleted_at");--> statement-breakpoint
CREATE INDEX "trash_entries_kind_record_id_index" ON "trash_entries" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "trash_entries_deleted_at_index" ON "trash_entries" USING btree ("deleted_at");--> statement-breakpoint
-- Hand-written (ADR 074): history and trash are written by triggers, so every writer of items
-- and binders, in any code path (binder deletes setting items' binder null included), records
-- its changes in its own transaction. The service names the batch and origin with set_config
-- (transaction-local); a write that names none gets a batch of its own, origin typed.
CREATE FUNCTION "change_context"(OUT batch_id uuid, OUT origin text, OUT detail text)
LANGUAGE plpgsql AS $$
DECLARE
  batch text := nullif(current_setting('cardfolio.change_batch', true), '');
BEGIN
  IF batch IS NULL THEN
    batch := gen_random_uuid()::text;
    PERFORM set_config('cardfolio.change_batch', batch, true);
  END IF;
  batch_id := batch::uuid;
  origin := coalesce(nullif(current_setting('cardfolio.change_origin', true), ''), 'typed');
  detail := nullif(current_setting('cardfolio.change_detail', true), '');
END $$;
--> statement-breakpoint
-- {column: {from, to}} of the columns that differ (JSON null counts as no value).
CREATE FUNCTION "row_changes"(old_row jsonb, new_row jsonb) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(k, jsonb_build_object('from', old_row -> k, 'to', new_row -> k)), '{}'::jsonb)
  FROM jsonb_object_keys(coalesce(old_row, '{}'::jsonb) || coalesce(new_row, '{}'::jsonb)) AS k
  WHERE k NOT IN ('id', 'user_id', 'updated_at')
    AND nullif(old_row -> k, 'null'::jsonb) IS DISTINCT FROM nullif(new_row -> k, 'null'::jsonb)
$$;
--> statement-breakpoint
-- An edit that only changes where an item sits is a move.
CREATE FUNCTION "change_kind_of_update"(fields jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN bool_and(k IN ('binder_id', 'binder_page', 'binder_pocket', 'box_name', 'box_row'))
    THEN 'moved' ELSE 'edited' END
  FROM jsonb_object_keys(fields) AS k
$$;
--> statement-breakpoint
CREATE FUNCTION "record_collection_inserts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx record;
  target text := TG_ARGV[0];
BEGIN
  SELECT * INTO ctx FROM change_context();
  INSERT INTO "collection_changes" ("user_id", "batch_id", "item_id", "binder_id", "kind", "fields", "origin", "origin_detail")
  SELECT n."user_id", ctx.batch_id,
    CASE WHEN target = 'item' THEN n."id" END, CASE WHEN target = 'binder' THEN n."id" END,
    CASE WHEN ctx.origin IN ('restore', 'undo') THEN 'restored' ELSE 'created' END,
    row_changes(NULL, to_jsonb(n)), ctx.origin, ctx.detail
  FROM added n ORDER BY n."id";
  -- A row coming back (restore, undo of a delete) leaves the trash, and the portfolio history
  -- no longer books it as removed (decision 051).
  DELETE FROM "trash_entries" t USING added n WHERE t."kind" = target AND t."record_id" = n."id";
  IF target = 'item' THEN
    DELETE FROM "collection_removals" r USING added n WHERE r."item_id" = n."id" AND r."user_id" = n."user_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "record_collection_updates"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx record;
  target text := TG_ARGV[0];
BEGIN
  SELECT * INTO ctx FROM change_context();
  INSERT INTO "collection_changes" ("user_id", "batch_id", "item_id", "binder_id", "kind", "fields", "origin", "origin_detail")
  SELECT d."user_id", ctx.batch_id,
    CASE WHEN target = 'item' THEN d."id" END, CASE WHEN target = 'binder' THEN d."id" END,
    change_kind_of_update(d.fields), d.fields, ctx.origin, ctx.detail
  FROM (
    SELECT n."id", n."user_id", row_changes(to_jsonb(o), to_jsonb(n)) AS fields
    FROM before_rows o JOIN after_rows n ON n."id" = o."id"
  ) d
  WHERE d.fields <> '{}'::jsonb
    AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = d."user_id")
  ORDER BY d."id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Rows of a user being deleted leave no history and no trash (they go with the user).
CREATE FUNCTION "record_collection_deletes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx record;
  target text := TG_ARGV[0];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM gone o JOIN "users" u ON u."id" = o."user_id") THEN
    RETURN NULL;
  END IF;
  SELECT * INTO ctx FROM change_context();
  INSERT INTO "collection_changes" ("user_id", "batch_id", "item_id", "binder_id", "kind", "fields", "origin", "origin_detail")
  SELECT o."user_id", ctx.batch_id,
    CASE WHEN target = 'item' THEN o."id" END, CASE WHEN target = 'binder' THEN o."id" END,
    'deleted', row_changes(to_jsonb(o), NULL), ctx.origin, ctx.detail
  FROM gone o WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = o."user_id") ORDER BY o."id";
  INSERT INTO "trash_entries" ("user_id", "kind", "record_id", "snapshot", "batch_id")
  SELECT o."user_id", target, o."id", to_jsonb(o), ctx.batch_id
  FROM gone o WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = o."user_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_products_history_insert" AFTER INSERT ON "user_products"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "record_collection_inserts"('item');
--> statement-breakpoint
CREATE TRIGGER "user_products_history_update" AFTER UPDATE ON "user_products"
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_collection_updates"('item');
--> statement-breakpoint
CREATE TRIGGER "user_products_history_delete" AFTER DELETE ON "user_products"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "record_collection_deletes"('item');
--> statement-breakpoint
CREATE TRIGGER "binders_history_insert" AFTER INSERT ON "binders"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "record_collection_inserts"('binder');
--> statement-breakpoint
CREATE TRIGGER "binders_history_update" AFTER UPDATE ON "binders"
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION "record_collection_updates"('binder');
--> statement-breakpoint
CREATE TRIGGER "binders_history_delete" AFTER DELETE ON "binders"
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "record_collection_deletes"('binder');
--> statement-breakpoint
-- Append-only: no UPDATE ever; DELETE only of the rows of a user being deleted (cascade).
CREATE FUNCTION "refuse_history_rewrite"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = OLD."user_id") THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'collection_changes is append-only (% refused)', TG_OP
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "collection_changes_append_only" BEFORE UPDATE OR DELETE ON "collection_changes"
  FOR EACH ROW EXECUTE FUNCTION "refuse_history_rewrite"();
--> statement-breakpoint
CREATE TRIGGER "collection_changes_no_truncate" BEFORE TRUNCATE ON "collection_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "refuse_history_rewrite"();
