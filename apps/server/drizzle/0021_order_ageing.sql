CREATE TABLE "order_status_ageing" (
	"order_status_fk" integer PRIMARY KEY NOT NULL,
	"late_after_days" integer NOT NULL,
	"escalate_after_days" integer,
	"notify_dealer" boolean DEFAULT true NOT NULL,
	"notify_decision_makers" boolean DEFAULT false NOT NULL,
	"notify_back_office" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_ageing_limit_check" CHECK ("order_status_ageing"."late_after_days" between 1 and 250),
	CONSTRAINT "order_status_ageing_escalation_check" CHECK ("order_status_ageing"."escalate_after_days" is null or "order_status_ageing"."escalate_after_days" between "order_status_ageing"."late_after_days" + 1 and 250)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "late_level" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_status_ageing" ADD CONSTRAINT "order_status_ageing_order_status_fk_order_statuses_id_fk" FOREIGN KEY ("order_status_fk") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- When each order entered its status: its last status change in the history, else its creation
-- (an order still in NEW). Filled before the index and triggers exist.
UPDATE "orders" o SET "status_changed_at" = coalesce(
  (SELECT max(h."at") FROM "order_history" h WHERE h."order_fk" = o."id" AND h."field" = 'order_status'),
  o."created_at");--> statement-breakpoint
UPDATE "quotations" q SET "status_changed_at" = o."status_changed_at" FROM "orders" o WHERE o."quotation_fk" = q."id";--> statement-breakpoint
-- Whoever moves an order (this release or the one before it, during a rolling upgrade), the
-- order's status time restarts and its lateness is cleared.
CREATE FUNCTION order_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.status_changed_at := now();
  NEW.late_level := 0;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER order_status_changed BEFORE UPDATE OF order_status_fk ON orders FOR EACH ROW WHEN (OLD.order_status_fk IS DISTINCT FROM NEW.order_status_fk) EXECUTE FUNCTION order_status_changed();--> statement-breakpoint
-- The list's copies (migration 0009) now include the status time.
CREATE OR REPLACE FUNCTION quotation_list_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.employee_name := (SELECT name FROM employees WHERE id = NEW.employee_fk);
  SELECT order_status_fk, status_changed_at INTO NEW.order_status_fk, NEW.status_changed_at
    FROM orders WHERE quotation_fk = NEW.id;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER quotation_list_copies ON quotations;--> statement-breakpoint
CREATE TRIGGER quotation_list_copies BEFORE INSERT OR UPDATE OF employee_fk, employee_name, order_status_fk, status_changed_at ON quotations FOR EACH ROW EXECUTE FUNCTION quotation_list_copies();--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_status_to_quotation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.quotation_fk <> NEW.quotation_fk) THEN
    UPDATE quotations SET order_status_fk = NULL, status_changed_at = NULL WHERE id = OLD.quotation_fk;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE quotations SET order_status_fk = NEW.order_status_fk, status_changed_at = NEW.status_changed_at
      WHERE id = NEW.quotation_fk;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER order_status_to_quotation ON orders;--> statement-breakpoint
CREATE TRIGGER order_status_to_quotation AFTER INSERT OR DELETE OR UPDATE OF quotation_fk, order_status_fk, status_changed_at ON orders FOR EACH ROW EXECUTE FUNCTION order_status_to_quotation();--> statement-breakpoint
CREATE INDEX "quotations_order_status_fk_status_changed_at_index" ON "quotations" USING btree ("order_status_fk","status_changed_at");