CREATE TABLE "payment_day_totals" (
	"day" date NOT NULL,
	"method" varchar(16) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "payment_day_totals_day_method_pk" PRIMARY KEY("day","method")
);
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
