ALTER TABLE "quotations" ADD COLUMN "employee_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "order_status_fk" integer;--> statement-breakpoint
ALTER TABLE "quotations" ADD CONSTRAINT "quotations_order_status_fk_order_statuses_id_fk" FOREIGN KEY ("order_status_fk") REFERENCES "public"."order_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Filled before the indexes and triggers exist: one pass, no index or trigger work per row.
UPDATE "quotations" q SET
  "employee_name" = (SELECT e."name" FROM "employees" e WHERE e."id" = q."employee_fk"),
  "order_status_fk" = (SELECT o."order_status_fk" FROM "orders" o WHERE o."quotation_fk" = q."id");--> statement-breakpoint
CREATE INDEX "quotations_dealer_fk_order_status_fk_quotation_date_id_index" ON "quotations" USING btree ("dealer_fk","order_status_fk","quotation_date","id");--> statement-breakpoint
CREATE INDEX "quotations_order_status_fk_quotation_date_id_index" ON "quotations" USING btree ("order_status_fk","quotation_date","id");--> statement-breakpoint
CREATE INDEX "quotations_employee_name_order" ON "quotations" USING btree ("employee_name","id");--> statement-breakpoint
CREATE INDEX "quotations_employee_name_trgm" ON "quotations" USING gin ("employee_name" gin_trgm_ops);--> statement-breakpoint
-- quotations.employee_name and quotations.order_status_fk copy the employee's name and the
-- status of the quotation's order for the back-office list. The quotation's own trigger reads
-- both from their source whenever a quotation is added or a copy or the employee is written,
-- so no statement can set a copy wrong; the employees' and orders' triggers pass a change on.
CREATE FUNCTION quotation_list_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.employee_name := (SELECT name FROM employees WHERE id = NEW.employee_fk);
  NEW.order_status_fk := (SELECT order_status_fk FROM orders WHERE quotation_fk = NEW.id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER quotation_list_copies BEFORE INSERT OR UPDATE OF employee_fk, employee_name, order_status_fk ON quotations FOR EACH ROW EXECUTE FUNCTION quotation_list_copies();--> statement-breakpoint
CREATE FUNCTION employee_name_to_quotations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quotations SET employee_name = NEW.name WHERE employee_fk = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- name is generated from first_name and last_name, which an UPDATE names instead.
CREATE TRIGGER employee_name_to_quotations AFTER UPDATE OF first_name, last_name ON employees FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION employee_name_to_quotations();--> statement-breakpoint
CREATE FUNCTION order_status_to_quotation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.quotation_fk <> NEW.quotation_fk) THEN
    UPDATE quotations SET order_status_fk = NULL WHERE id = OLD.quotation_fk;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE quotations SET order_status_fk = NEW.order_status_fk WHERE id = NEW.quotation_fk;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER order_status_to_quotation AFTER INSERT OR DELETE OR UPDATE OF quotation_fk, order_status_fk ON orders FOR EACH ROW EXECUTE FUNCTION order_status_to_quotation();
