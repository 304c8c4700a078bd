DROP INDEX "quotations_quotation_number_order";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "contract_end_status" text;--> statement-breakpoint
CREATE INDEX "orders_start_date_order" ON "orders" USING btree (coalesce("start_date", 'infinity'::timestamptz),"quotation_fk");--> statement-breakpoint
CREATE INDEX "orders_end_date_order" ON "orders" USING btree (coalesce("end_date", 'infinity'::timestamptz),"quotation_fk");--> statement-breakpoint
CREATE INDEX "quotations_quotation_number_order" ON "quotations" USING btree (char_length("quotation_number"),"quotation_number","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contract_end_status_check" CHECK ("orders"."contract_end_status" in ('DAMAGE', 'TAKEOVER', 'RETURN'));