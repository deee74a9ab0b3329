CREATE TABLE "chargily_webhook_events" (
	"event_id" varchar(64) PRIMARY KEY NOT NULL,
	"checkout_id" varchar(64),
	"type" varchar(32) NOT NULL,
	"outcome" varchar(24) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checkout_id" varchar(64),
	"parent_id" integer NOT NULL,
	"purpose" varchar(16) NOT NULL,
	"student_id" integer,
	"enrollment_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"plan" jsonb NOT NULL,
	"locale" varchar(2) NOT NULL,
	"fees_allocation" varchar(10) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"checkout_url" text,
	"livemode" boolean,
	"fees" numeric(12, 2),
	"fees_on_customer" numeric(12, 2),
	"fees_on_merchant" numeric(12, 2),
	"payment_method" varchar(16),
	"credited_at" timestamp with time zone,
	"over_collected" numeric(12, 2) DEFAULT '0' NOT NULL,
	"finding" varchar(24),
	"confirmed_by" varchar(16),
	"last_checked_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_checkouts_amount_positive" CHECK ("online_checkouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_checkouts_checkout_id_key" ON "online_checkouts" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "online_checkouts_parent_idx" ON "online_checkouts" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "online_checkouts_status_idx" ON "online_checkouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "online_checkouts_created_idx" ON "online_checkouts" USING btree ("created_at");