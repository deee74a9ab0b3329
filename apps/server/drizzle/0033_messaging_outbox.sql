CREATE TABLE "message_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"outbox_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ok" boolean NOT NULL,
	"http_status" smallint,
	"error" text,
	"worker" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "message_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dedupe_key" text NOT NULL,
	"event" varchar(32) NOT NULL,
	"event_key" text NOT NULL,
	"channel" varchar(8) NOT NULL,
	"parent_id" integer,
	"user_id" integer,
	"address" varchar(200) NOT NULL,
	"recipient_name" varchar(120),
	"language" varchar(8) NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"segments" smallint DEFAULT 0 NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"claimed_by" varchar(64),
	"provider_id" varchar(200),
	"last_error" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"resend_of" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_message_preferences" (
	"parent_id" integer PRIMARY KEY NOT NULL,
	"sms" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"language" varchar(8),
	"quiet_start" varchar(5) DEFAULT '21:00' NOT NULL,
	"quiet_end" varchar(5) DEFAULT '08:00' NOT NULL,
	"sms_stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" varchar(300),
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_attempts" ADD CONSTRAINT "message_attempts_outbox_id_message_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."message_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_message_preferences" ADD CONSTRAINT "parent_message_preferences_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_attempts_outbox_idx" ON "message_attempts" USING btree ("outbox_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "message_outbox_dedupe_key" ON "message_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "message_outbox_due_idx" ON "message_outbox" USING btree ("next_attempt_at","id") WHERE status = 'queued';--> statement-breakpoint
CREATE INDEX "message_outbox_sending_idx" ON "message_outbox" USING btree ("lease_until") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX "message_outbox_sent_sms_idx" ON "message_outbox" USING btree ("sent_at") WHERE status = 'sent' and channel = 'sms';--> statement-breakpoint
CREATE INDEX "message_outbox_created_idx" ON "message_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "message_outbox_parent_idx" ON "message_outbox" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "message_outbox_event_key_idx" ON "message_outbox" USING btree ("event_key");--> statement-breakpoint
CREATE INDEX "message_outbox_status_created_idx" ON "message_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "message_outbox_sms_sent_idx" ON "message_outbox" USING btree ("sent_at") WHERE channel = 'sms';--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- The delivery log's search (modules/messaging/log.ts): one trigram index over the name, address and event key.
CREATE INDEX "message_outbox_search_trgm_idx" ON "message_outbox" USING gin ((lower(coalesce("recipient_name", '') || ' ' || "address" || ' ' || "event_key")) gin_trgm_ops);
