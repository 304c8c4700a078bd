CREATE TABLE "order_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quotation_fk" integer NOT NULL,
	"order_fk" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_fk" integer,
	"actor_name" text,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"field" text,
	"old_value" text,
	"new_value" text,
	"private" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_history_source_check" CHECK ("order_history"."source" in ('screen', 'webhook', 'employer_portal', 'system')),
	CONSTRAINT "order_history_kind_check" CHECK ("order_history"."kind" in ('order', 'status', 'bike', 'document', 'company', 'dealer', 'deal', 'mail'))
);
--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_quotation_fk_quotations_id_fk" FOREIGN KEY ("quotation_fk") REFERENCES "public"."quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_fk_orders_id_fk" FOREIGN KEY ("order_fk") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_user_fk_users_id_fk" FOREIGN KEY ("actor_user_fk") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_quotation_at_idx" ON "order_history" USING btree ("quotation_fk","at","id");--> statement-breakpoint
CREATE INDEX "order_history_actor_user_fk_index" ON "order_history" USING btree ("actor_user_fk");--> statement-breakpoint
-- The history is append-only: no statement may change or remove an entry. The one exception is
-- the database itself setting actor_user_fk to null when that user is deleted (ON DELETE SET
-- NULL); the entry keeps actor_name, and nothing else in the row may change with it.
CREATE FUNCTION order_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.actor_user_fk IS NOT NULL AND NEW.actor_user_fk IS NULL
     AND to_jsonb(NEW) - 'actor_user_fk' = to_jsonb(OLD) - 'actor_user_fk' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'order_history is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_history_append_only BEFORE UPDATE OR DELETE ON order_history FOR EACH ROW EXECUTE FUNCTION order_history_append_only();
--> statement-breakpoint
CREATE TRIGGER order_history_no_truncate BEFORE TRUNCATE ON order_history FOR EACH STATEMENT EXECUTE FUNCTION order_history_append_only();
