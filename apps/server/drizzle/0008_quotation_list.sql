DROP INDEX "orders_order_status_fk_index";--> statement-breakpoint
DROP INDEX "quotations_dealer_fk_quotation_date_index";--> statement-breakpoint
DROP INDEX "quotations_company_fk_quotation_date_index";--> statement-breakpoint
DROP INDEX "quotations_quotation_date_index";--> statement-breakpoint
CREATE INDEX "companies_name_order" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "employees_name_order" ON "employees" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "orders_order_status_fk_quotation_fk_index" ON "orders" USING btree ("order_status_fk","quotation_fk");--> statement-breakpoint
CREATE INDEX "quotations_dealer_fk_quotation_date_id_index" ON "quotations" USING btree ("dealer_fk","quotation_date","id");--> statement-breakpoint
CREATE INDEX "quotations_company_fk_quotation_date_id_index" ON "quotations" USING btree ("company_fk","quotation_date","id");--> statement-breakpoint
CREATE INDEX "quotations_quotation_date_id_index" ON "quotations" USING btree ("quotation_date","id");--> statement-breakpoint
CREATE INDEX "quotations_quotation_number_prefix" ON "quotations" USING btree ("quotation_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quotations_quotation_number_order" ON "quotations" USING btree (char_length("quotation_number"),"quotation_number");