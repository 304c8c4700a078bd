CREATE TABLE "employer_delegations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "employer_delegations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_fk" integer NOT NULL,
	"delegator_user_fk" integer NOT NULL,
	"delegate_user_fk" integer NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by_user_fk" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_delegations_days_check" CHECK ("employer_delegations"."last_day" >= "employer_delegations"."first_day"),
	CONSTRAINT "employer_delegations_other_user_check" CHECK ("employer_delegations"."delegate_user_fk" <> "employer_delegations"."delegator_user_fk")
);
--> statement-breakpoint
CREATE TABLE "employer_policies" (
	"company_fk" integer PRIMARY KEY NOT NULL,
	"allowed_bike_type_ids" integer[],
	"max_bike_value" integer,
	"max_monthly_lease" integer,
	"when_fits" text NOT NULL,
	"when_not_fits" text NOT NULL,
	"refusal_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employer_policies_when_fits_check" CHECK ("employer_policies"."when_fits" in ('approve', 'ask')),
	CONSTRAINT "employer_policies_when_not_fits_check" CHECK ("employer_policies"."when_not_fits" in ('refuse', 'ask')),
	CONSTRAINT "employer_policies_amounts_check" CHECK (coalesce("employer_policies"."max_bike_value", 0) >= 0 and coalesce("employer_policies"."max_monthly_lease", 0) >= 0),
	CONSTRAINT "employer_policies_refusal_reason_check" CHECK ("employer_policies"."when_not_fits" <> 'refuse' or coalesce("employer_policies"."refusal_reason", '') <> '')
);
--> statement-breakpoint
ALTER TABLE "confirmed_orders" ADD COLUMN "confirmed_for" text;--> statement-breakpoint
ALTER TABLE "confirmed_orders" ADD COLUMN "cancelled_for" text;--> statement-breakpoint
ALTER TABLE "confirmed_orders" ADD COLUMN "confirmed_by_policy_fk" integer;--> statement-breakpoint
ALTER TABLE "confirmed_orders" ADD COLUMN "cancelled_by_policy_fk" integer;--> statement-breakpoint
ALTER TABLE "employer_delegations" ADD CONSTRAINT "employer_delegations_company_fk_companies_id_fk" FOREIGN KEY ("company_fk") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_delegations" ADD CONSTRAINT "employer_delegations_delegator_user_fk_users_id_fk" FOREIGN KEY ("delegator_user_fk") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_delegations" ADD CONSTRAINT "employer_delegations_delegate_user_fk_users_id_fk" FOREIGN KEY ("delegate_user_fk") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_delegations" ADD CONSTRAINT "employer_delegations_created_by_user_fk_users_id_fk" FOREIGN KEY ("created_by_user_fk") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_policies" ADD CONSTRAINT "employer_policies_company_fk_companies_id_fk" FOREIGN KEY ("company_fk") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_delegations_delegate_index" ON "employer_delegations" USING btree ("delegate_user_fk","last_day");--> statement-breakpoint
CREATE INDEX "employer_delegations_company_index" ON "employer_delegations" USING btree ("company_fk","last_day");--> statement-breakpoint
CREATE INDEX "employer_delegations_delegator_user_fk_index" ON "employer_delegations" USING btree ("delegator_user_fk");--> statement-breakpoint
ALTER TABLE "confirmed_orders" ADD CONSTRAINT "confirmed_orders_confirmed_by_policy_fk_companies_id_fk" FOREIGN KEY ("confirmed_by_policy_fk") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmed_orders" ADD CONSTRAINT "confirmed_orders_cancelled_by_policy_fk_companies_id_fk" FOREIGN KEY ("cancelled_by_policy_fk") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;