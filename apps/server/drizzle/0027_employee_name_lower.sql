DROP INDEX "quotations_employee_name_order";--> statement-breakpoint
DROP INDEX "quotations_dealer_fk_employee_name_id_index";--> statement-breakpoint
DROP INDEX "quotations_employee_name_trgm";--> statement-breakpoint
ALTER TABLE "quotations" ADD COLUMN "employee_name_lower" text GENERATED ALWAYS AS (lower(employee_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "quotations_employee_name_order" ON "quotations" USING btree ("employee_name_lower","id");--> statement-breakpoint
CREATE INDEX "quotations_dealer_fk_employee_name_id_index" ON "quotations" USING btree ("dealer_fk","employee_name_lower","id");--> statement-breakpoint
CREATE INDEX "quotations_employee_name_trgm" ON "quotations" USING gin ("employee_name_lower" gin_trgm_ops);--> statement-breakpoint
-- The thousand values of migration 0019 go to the copy the name filters read now.
ALTER TABLE "quotations" ALTER COLUMN "employee_name" SET STATISTICS -1;--> statement-breakpoint
ALTER TABLE "quotations" ALTER COLUMN "employee_name_lower" SET STATISTICS 1000;
