CREATE TABLE "homework" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homework_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text,
	"due_on" date,
	"written_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homework_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "homework_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"homework_id" integer NOT NULL,
	"url" text NOT NULL,
	"kind" varchar(8) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"session_date" date NOT NULL,
	"parent_note" text,
	"staff_note" text,
	"written_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teacher_month_closures" (
	"teacher_id" integer NOT NULL,
	"month" date NOT NULL,
	"sessions" integer NOT NULL,
	"students" integer NOT NULL,
	"collected" numeric(14, 2) NOT NULL,
	"share" numeric(14, 2) NOT NULL,
	"payouts" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_month_closures_teacher_id_month_pk" PRIMARY KEY("teacher_id","month")
);
--> statement-breakpoint
CREATE TABLE "teacher_pay_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_pay_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"section_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"rate" numeric(12, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"set_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_pay_rules_rate" CHECK ("teacher_pay_rules"."rate" >= 0 and ("teacher_pay_rules"."kind" <> 'percent' or "teacher_pay_rules"."rate" <= 100))
);
--> statement-breakpoint
CREATE TABLE "teacher_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teacher_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"teacher_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"method" varchar(16) NOT NULL,
	"note" text,
	"idempotency_key" varchar(100),
	"request_fingerprint" varchar(64),
	"paid_by" integer,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teacher_payouts_amount_positive" CHECK ("teacher_payouts"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework" ADD CONSTRAINT "homework_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homework_attachments" ADD CONSTRAINT "homework_attachments_homework_id_homework_id_fk" FOREIGN KEY ("homework_id") REFERENCES "public"."homework"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_month_closures" ADD CONSTRAINT "teacher_month_closures_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_month_closures" ADD CONSTRAINT "teacher_month_closures_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_pay_rules" ADD CONSTRAINT "teacher_pay_rules_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_pay_rules" ADD CONSTRAINT "teacher_pay_rules_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_pay_rules" ADD CONSTRAINT "teacher_pay_rules_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payouts" ADD CONSTRAINT "teacher_payouts_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teacher_payouts" ADD CONSTRAINT "teacher_payouts_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_section_created_idx" ON "homework" USING btree ("section_id","created_at");--> statement-breakpoint
CREATE INDEX "homework_attachments_homework_idx" ON "homework_attachments" USING btree ("homework_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_notes_section_date_key" ON "session_notes" USING btree ("section_id","session_date");--> statement-breakpoint
CREATE INDEX "session_notes_date_idx" ON "session_notes" USING btree ("session_date");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_pay_rules_section_from_key" ON "teacher_pay_rules" USING btree ("section_id","effective_from");--> statement-breakpoint
CREATE INDEX "teacher_pay_rules_teacher_idx" ON "teacher_pay_rules" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teacher_payouts_idempotency_key" ON "teacher_payouts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "teacher_payouts_teacher_paid_idx" ON "teacher_payouts" USING btree ("teacher_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_one_reversal_per_payment" ON "ledger_entries" USING btree ("applies_to_entry_id") WHERE "ledger_entries"."kind" = 'adjustment' and "ledger_entries"."applies_to_entry_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_allocations_created_idx" ON "payment_allocations" USING btree ("created_at");--> statement-breakpoint
-- A payout and a closed month are kept as written: a correction is a new payout, never an edit (issue 25).
CREATE OR REPLACE FUNCTION teacher_pay_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER teacher_payouts_append_only BEFORE UPDATE OR DELETE ON "teacher_payouts"
  FOR EACH ROW EXECUTE FUNCTION teacher_pay_append_only();--> statement-breakpoint
CREATE TRIGGER teacher_month_closures_append_only BEFORE UPDATE OR DELETE ON "teacher_month_closures"
  FOR EACH ROW EXECUTE FUNCTION teacher_pay_append_only();
