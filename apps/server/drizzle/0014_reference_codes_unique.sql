ALTER TABLE "bike_brands" ADD CONSTRAINT "bike_brands_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "employee_statutes" ADD CONSTRAINT "employee_statutes_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "employee_titles" ADD CONSTRAINT "employee_titles_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_code_unique" UNIQUE("code");