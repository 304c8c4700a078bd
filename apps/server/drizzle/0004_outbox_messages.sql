CREATE TABLE "outbox_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"job_key" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_job_key_unique" ON "outbox_messages" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "outbox_messages_created_idx" ON "outbox_messages" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_trgm" ON "outbox_messages" USING gin ("recipient" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "outbox_messages_state_idx" ON "outbox_messages" USING btree ("state","created_at" DESC NULLS LAST);