CREATE TABLE "payment_day_totals" (
	"day" date NOT NULL,
	"method" varchar(16) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "payment_day_totals_day_method_pk" PRIMARY KEY("day","method")
);
--> statement-breakpoint
-- H-lists (index-requests.md): the overview's 5 latest marks order by marked_at desc, id desc. With (marked_at) alone
-- the backward scan reads and sorts every record tied on the newest marked_at (a section marked in one transaction
-- shares now(): 2,640 ties at 10x, 20 ms); (marked_at, id) is an index-only scan of 5 entries (0.2 ms), and serves
-- whatever (marked_at) served (same leading column; nothing else orders or filters on it alone).
DROP INDEX "attendance_marked_at_idx";--> statement-breakpoint
CREATE INDEX "attendance_marked_id_idx" ON "attendance_records" USING btree ("marked_at","id");
--> statement-breakpoint
-- Each statement on ledger_entries adds its payments to their local day's (Africa/Algiers, as the revenue
-- report's months and periods) and method's totals, once per (day, method) and in that order, after the
-- student's balance (ledger_entries_balance, which runs first by name, already serializes two statements of
-- one student). The ledger is append-only (ledger_entries_no_update), so inserts are all there is to follow;
-- a TRUNCATE empties the totals with it.
CREATE OR REPLACE FUNCTION ledger_entries_payment_days() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM payment_day_totals;
    RETURN NULL;
  END IF;
  INSERT INTO payment_day_totals AS d (day, method, amount, payments)
  SELECT (occurred_at AT TIME ZONE 'Africa/Algiers')::date, method, sum(amount), count(*)::int
  FROM inserted WHERE kind = 'payment'
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, method) DO UPDATE SET amount = d.amount + EXCLUDED.amount, payments = d.payments + EXCLUDED.payments;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_payment_days AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_payment_days();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_payment_days_truncate AFTER TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_payment_days();
--> statement-breakpoint
INSERT INTO payment_day_totals (day, method, amount, payments)
SELECT (occurred_at AT TIME ZONE 'Africa/Algiers')::date, method, sum(amount), count(*)::int
FROM ledger_entries WHERE kind = 'payment'
GROUP BY 1, 2;
