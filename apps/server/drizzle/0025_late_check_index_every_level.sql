DROP INDEX "orders_late_check_idx";--> statement-breakpoint
CREATE INDEX "orders_late_check_idx" ON "orders" USING btree ("order_status_fk","late_level","status_changed_at");