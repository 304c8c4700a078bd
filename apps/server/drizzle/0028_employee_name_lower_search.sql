DROP INDEX "employees_name_trgm";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "name_lower" text GENERATED ALWAYS AS (lower("first_name" || ' ' || "last_name")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_name_trgm" ON "employees" USING gin ("name_lower" gin_trgm_ops);