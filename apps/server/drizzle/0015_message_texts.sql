CREATE TABLE "message_texts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_texts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template" text NOT NULL,
	"language" text NOT NULL,
	"subject" text,
	"text" text NOT NULL,
	"html" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_texts_template_language_unique" UNIQUE("template","language")
);
--> statement-breakpoint
ALTER TABLE "message_texts" ADD CONSTRAINT "message_texts_language_languages_code_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;