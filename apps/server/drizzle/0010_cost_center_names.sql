DROP INDEX "cost_centers_company_fk_index";--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centers_company_name_unique" ON "cost_centers" USING btree ("company_fk",lower("name"));