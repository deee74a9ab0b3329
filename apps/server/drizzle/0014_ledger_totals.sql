CREATE TABLE "enrollment_balances" (
	"enrollment_id" integer PRIMARY KEY NOT NULL,
	"charged" numeric(12, 2) DEFAULT '0' NOT NULL,
	"paid" numeric(12, 2) DEFAULT '0' NOT NULL,
	"last_month_charge_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "student_balances" ADD COLUMN "charged" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_balances" ADD COLUMN "paid" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "student_balances" ADD COLUMN "payments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_balances" ADD CONSTRAINT "enrollment_balances_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The student's row now also keeps what was charged, paid and how many payments (the students list and
-- the family's money read one row per student instead of summing the ledger), moved by the same upsert.
CREATE OR REPLACE FUNCTION ledger_entries_balance() RETURNS trigger AS $$
BEGIN
  INSERT INTO student_balances AS b (student_id, balance, charged, paid, payments)
  SELECT student_id, sum(CASE WHEN kind = 'payment' THEN -amount ELSE amount END),
         coalesce(sum(amount) FILTER (WHERE kind <> 'payment'), 0), coalesce(sum(amount) FILTER (WHERE kind = 'payment'), 0),
         count(*) FILTER (WHERE kind = 'payment')
  FROM inserted GROUP BY student_id ORDER BY student_id
  ON CONFLICT (student_id) DO UPDATE SET balance = b.balance + EXCLUDED.balance, charged = b.charged + EXCLUDED.charged,
    paid = b.paid + EXCLUDED.paid, payments = b.payments + EXCLUDED.payments;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
UPDATE student_balances b SET charged = t.charged, paid = t.paid, payments = t.payments
FROM (
  SELECT student_id, coalesce(sum(amount) FILTER (WHERE kind <> 'payment'), 0) AS charged,
         coalesce(sum(amount) FILTER (WHERE kind = 'payment'), 0) AS paid, count(*) FILTER (WHERE kind = 'payment') AS payments
  FROM ledger_entries GROUP BY student_id
) t
WHERE t.student_id = b.student_id;
--> statement-breakpoint
-- An enrollment's totals move with every ledger insert that names it, in the inserting transaction: one
-- upsert per statement and enrollment, in enrollment order (an enrollment is one student's, and this runs
-- after ledger_entries_balance, whose upsert already serializes two statements on one student).
CREATE OR REPLACE FUNCTION ledger_entries_enrollment_balance() RETURNS trigger AS $$
BEGIN
  INSERT INTO enrollment_balances AS b (enrollment_id, charged, paid, last_month_charge_at)
  SELECT enrollment_id, coalesce(sum(amount) FILTER (WHERE kind <> 'payment'), 0), coalesce(sum(amount) FILTER (WHERE kind = 'payment'), 0),
         max(occurred_at) FILTER (WHERE kind = 'charge' AND reason = 'month')
  FROM inserted WHERE enrollment_id IS NOT NULL GROUP BY enrollment_id ORDER BY enrollment_id
  ON CONFLICT (enrollment_id) DO UPDATE SET charged = b.charged + EXCLUDED.charged, paid = b.paid + EXCLUDED.paid,
    last_month_charge_at = greatest(b.last_month_charge_at, EXCLUDED.last_month_charge_at);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_enrollment_balance AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_enrollment_balance();
--> statement-breakpoint
INSERT INTO enrollment_balances (enrollment_id, charged, paid, last_month_charge_at)
SELECT enrollment_id, coalesce(sum(amount) FILTER (WHERE kind <> 'payment'), 0), coalesce(sum(amount) FILTER (WHERE kind = 'payment'), 0),
       max(occurred_at) FILTER (WHERE kind = 'charge' AND reason = 'month')
FROM ledger_entries WHERE enrollment_id IS NOT NULL GROUP BY enrollment_id;
