DROP INDEX "orders_end_date_index";--> statement-breakpoint
DROP INDEX "quotations_company_fk_order_status_fk_bike_type_fk_index";--> statement-breakpoint
CREATE INDEX "orders_end_date_quotation_fk_index" ON "orders" USING btree ("end_date","quotation_fk");--> statement-breakpoint
CREATE INDEX "quotations_company_scope_index" ON "quotations" USING btree ("company_fk","order_status_fk","bike_type_fk","dealer_fk","quotation_number","id");--> statement-breakpoint
-- The default sample (100 values) saw a name part like '%jan%' in none or in many of its rows from
-- one ANALYZE to the next (98 or 49,867 estimated, 34,521 true at a million), so a dealer's count
-- of a name swung between two plans (30 and 17 ms). A thousand values estimate it within a few percent.
ALTER TABLE "quotations" ALTER COLUMN "employee_name" SET STATISTICS 1000;
