CREATE TABLE "payment_allocations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"enrollment_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_amount_positive" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "request_fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_ledger_entries_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_charge_id_ledger_entries_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_allocations_payment_charge_key" ON "payment_allocations" USING btree ("payment_id","charge_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_charge_idx" ON "payment_allocations" USING btree ("charge_id");--> statement-breakpoint
-- What each payment settled, one row per (payment, charge). Every payment recorded so far settled at most
-- one charge (applies_to_entry_id): each becomes one row.
INSERT INTO payment_allocations (payment_id, charge_id, enrollment_id, amount, created_at)
SELECT p.id, p.applies_to_entry_id, ch.enrollment_id, p.amount, p.created_at
FROM ledger_entries p JOIN ledger_entries ch ON ch.id = p.applies_to_entry_id
WHERE p.kind = 'payment';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payment_allocations_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'payment_allocations is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_allocations_no_update BEFORE UPDATE OR DELETE ON payment_allocations
  FOR EACH ROW EXECUTE FUNCTION payment_allocations_append_only();
--> statement-breakpoint
-- A charge enters unpaid_charges with its amount owed (as before); a payment naming the one charge it
-- settles (applies_to_entry_id, the door's payments) is allocated to it here, in the inserting statement,
-- so every payment's settlements are rows of payment_allocations whoever wrote them.
CREATE OR REPLACE FUNCTION ledger_entries_unpaid_charges() RETURNS trigger AS $$
BEGIN
  INSERT INTO unpaid_charges (charge_id, student_id, enrollment_id, reason, amount, outstanding, attendance_record_id, occurred_at)
  SELECT id, student_id, enrollment_id, reason, amount, amount, attendance_record_id, occurred_at
  FROM inserted WHERE kind = 'charge';
  INSERT INTO payment_allocations (payment_id, charge_id, enrollment_id, amount, created_at)
  SELECT i.id, i.applies_to_entry_id, ch.enrollment_id, i.amount, i.created_at
  FROM inserted i JOIN ledger_entries ch ON ch.id = i.applies_to_entry_id
  WHERE i.kind = 'payment'
  ORDER BY i.applies_to_entry_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Each allocation lowers what its charge still owes (the rows locked in charge order first; a settled
-- charge leaves), and a payment that names no enrollment (a debt clearance over several seats) pays the
-- seats of the charges it settled: enrollment_balances.paid moves by its parts.
CREATE OR REPLACE FUNCTION payment_allocations_settle() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM unpaid_charges u
  WHERE u.charge_id IN (SELECT charge_id FROM inserted)
  ORDER BY u.charge_id FOR UPDATE;
  UPDATE unpaid_charges u SET outstanding = u.outstanding - a.paid
  FROM (SELECT charge_id, sum(amount) AS paid FROM inserted GROUP BY charge_id) a
  WHERE u.charge_id = a.charge_id;
  DELETE FROM unpaid_charges u
  WHERE u.outstanding <= 0 AND u.charge_id IN (SELECT charge_id FROM inserted);
  INSERT INTO enrollment_balances AS b (enrollment_id, charged, paid)
  SELECT a.enrollment_id, 0, sum(a.amount)
  FROM inserted a JOIN ledger_entries p ON p.id = a.payment_id
  WHERE p.enrollment_id IS NULL AND a.enrollment_id IS NOT NULL
  GROUP BY a.enrollment_id ORDER BY a.enrollment_id
  ON CONFLICT (enrollment_id) DO UPDATE SET paid = b.paid + EXCLUDED.paid;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_allocations_settle AFTER INSERT ON payment_allocations
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION payment_allocations_settle();
