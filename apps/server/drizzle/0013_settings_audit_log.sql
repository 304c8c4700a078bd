CREATE TABLE "settings_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_fk" integer NOT NULL,
	"user_name" text NOT NULL,
	"table_name" text NOT NULL,
	"record_id" text NOT NULL,
	"owner_table" text NOT NULL,
	"owner_record_id" text NOT NULL,
	"action" text NOT NULL,
	"field" text,
	"old_value" jsonb,
	"new_value" jsonb,
	CONSTRAINT "settings_audit_log_action_check" CHECK ("settings_audit_log"."action" in ('create', 'update', 'delete', 'import'))
);
--> statement-breakpoint
CREATE INDEX "settings_audit_log_record" ON "settings_audit_log" USING btree ("table_name","record_id","id");--> statement-breakpoint
CREATE INDEX "settings_audit_log_owner" ON "settings_audit_log" USING btree ("owner_table","owner_record_id","id");--> statement-breakpoint
CREATE INDEX "settings_audit_log_user" ON "settings_audit_log" USING btree ("user_fk","id");--> statement-breakpoint
CREATE INDEX "settings_audit_log_at" ON "settings_audit_log" USING btree ("at");--> statement-breakpoint
CREATE FUNCTION "settings_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'settings_audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "settings_audit_log_append_only" BEFORE UPDATE OR DELETE ON "settings_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "settings_audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "settings_audit_log_no_truncate" BEFORE TRUNCATE ON "settings_audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "settings_audit_log_append_only"();
