CREATE TABLE "unpaid_charges" (
	"charge_id" integer PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"enrollment_id" integer,
	"reason" varchar(16),
	"amount" numeric(12, 2) NOT NULL,
	"outstanding" numeric(12, 2) NOT NULL,
	"attendance_record_id" integer,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "attendance_date_idx";--> statement-breakpoint
DROP INDEX "attendance_enrollment_date_idx";--> statement-breakpoint
ALTER TABLE "unpaid_charges" ADD CONSTRAINT "unpaid_charges_charge_id_ledger_entries_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unpaid_charges" ADD CONSTRAINT "unpaid_charges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unpaid_charges_student_idx" ON "unpaid_charges" USING btree ("student_id","occurred_at");--> statement-breakpoint
CREATE INDEX "unpaid_charges_occurred_idx" ON "unpaid_charges" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "unpaid_charges_month_idx" ON "unpaid_charges" USING btree ("enrollment_id") WHERE "unpaid_charges"."reason" = 'month';--> statement-breakpoint
CREATE INDEX "attendance_date_status_idx" ON "attendance_records" USING btree ("attendance_date","status");--> statement-breakpoint
CREATE INDEX "attendance_enrollment_date_idx" ON "attendance_records" USING btree ("enrollment_id","attendance_date","status");--> statement-breakpoint
-- A charge enters with its amount owed; each payment applied to it lowers that, in the inserting
-- transaction, and a settled charge leaves (payments are positive, so it never owes again). The rows to
-- change are locked in charge order first. This trigger fires after ledger_entries_balance (triggers of
-- one event run in name order), whose upsert already serializes two statements paying one student.
CREATE OR REPLACE FUNCTION ledger_entries_unpaid_charges() RETURNS trigger AS $$
BEGIN
  INSERT INTO unpaid_charges (charge_id, student_id, enrollment_id, reason, amount, outstanding, attendance_record_id, occurred_at)
  SELECT id, student_id, enrollment_id, reason, amount, amount, attendance_record_id, occurred_at
  FROM inserted WHERE kind = 'charge';
  IF EXISTS (SELECT 1 FROM inserted WHERE kind = 'payment' AND applies_to_entry_id IS NOT NULL) THEN
    PERFORM 1 FROM unpaid_charges u
    WHERE u.charge_id IN (SELECT applies_to_entry_id FROM inserted WHERE kind = 'payment')
    ORDER BY u.charge_id FOR UPDATE;
    UPDATE unpaid_charges u SET outstanding = u.outstanding - p.paid
    FROM (SELECT applies_to_entry_id, sum(amount) AS paid FROM inserted
          WHERE kind = 'payment' AND applies_to_entry_id IS NOT NULL GROUP BY applies_to_entry_id) p
    WHERE u.charge_id = p.applies_to_entry_id;
    DELETE FROM unpaid_charges u
    WHERE u.outstanding <= 0 AND u.charge_id IN (SELECT applies_to_entry_id FROM inserted WHERE kind = 'payment');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_unpaid_charges AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_unpaid_charges();
--> statement-breakpoint
INSERT INTO unpaid_charges (charge_id, student_id, enrollment_id, reason, amount, outstanding, attendance_record_id, occurred_at)
SELECT ch.id, ch.student_id, ch.enrollment_id, ch.reason, ch.amount, ch.amount - coalesce(s.paid, 0), ch.attendance_record_id, ch.occurred_at
FROM ledger_entries ch
LEFT JOIN (
  SELECT applies_to_entry_id, sum(amount) AS paid FROM ledger_entries
  WHERE kind = 'payment' AND applies_to_entry_id IS NOT NULL GROUP BY applies_to_entry_id
) s ON s.applies_to_entry_id = ch.id
WHERE ch.kind = 'charge' AND ch.amount > coalesce(s.paid, 0);
