DROP INDEX "quotations_dealer_fk_quotation_date_id_index";--> statement-breakpoint
DROP INDEX "quotations_quotation_date_id_index";--> statement-breakpoint
DROP INDEX "quotations_company_scope_index";--> statement-breakpoint
CREATE INDEX "quotations_dealer_fk_quotation_date_id_index" ON "quotations" USING btree ("dealer_fk","quotation_date","id","employee_name_lower");--> statement-breakpoint
CREATE INDEX "quotations_quotation_date_id_index" ON "quotations" USING btree ("quotation_date","id","employee_name_lower");--> statement-breakpoint
CREATE INDEX "quotations_company_scope_index" ON "quotations" USING btree ("company_fk","order_status_fk","bike_type_fk","dealer_fk","quotation_number","id","employee_name_lower");