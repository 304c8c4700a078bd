CREATE TABLE "service_pass_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_pass_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_pass_fk" integer NOT NULL,
	"action" text NOT NULL,
	"blocked_at" timestamp with time zone,
	"emptied_at" timestamp with time zone,
	"result_code" text NOT NULL,
	"user_fk" integer,
	"user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "simulated_cards" (
	"barcode" varchar(19) PRIMARY KEY NOT NULL,
	"balance_cents" integer NOT NULL,
	"loaded_cents" integer NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"activation_channel" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_pass_history" ADD CONSTRAINT "service_pass_history_service_pass_fk_service_passes_id_fk" FOREIGN KEY ("service_pass_fk") REFERENCES "public"."service_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_pass_history" ADD CONSTRAINT "service_pass_history_user_fk_users_id_fk" FOREIGN KEY ("user_fk") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_pass_history_service_pass_fk_created_at_index" ON "service_pass_history" USING btree ("service_pass_fk","created_at");--> statement-breakpoint
CREATE INDEX "service_passes_employee_name_trgm" ON "service_passes" USING gin ("employee_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_passes_dealer_name_trgm" ON "service_passes" USING gin ("dealer_name" gin_trgm_ops);