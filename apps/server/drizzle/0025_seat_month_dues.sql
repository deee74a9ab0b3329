ALTER TABLE "enrollment_balances" ADD COLUMN "month_outstanding" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollment_balances" ADD COLUMN "month_since" date;--> statement-breakpoint
-- A seat's month charges still unpaid, kept on its enrollment_balances row: what they still owe and the local
-- day (Africa/Algiers, UTC+1) of the oldest. unpaid_charges is written only by the ledger's triggers, inside a
-- money transaction that holds the student's lock and has already upserted this seat's balances row (charge and
-- payment alike), so recounting here adds no lock order. Each statement recounts the seats whose month rows it
-- touched from the month index, and writes only rows whose figures changed (a record's day moving writes nothing).
CREATE OR REPLACE FUNCTION refresh_enrollment_month_dues(ids int[]) RETURNS void AS $$
  INSERT INTO enrollment_balances AS b (enrollment_id, month_outstanding, month_since)
  SELECT s.id, coalesce(sum(u.outstanding), 0), min(((u.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::date)
  FROM unnest(ids) AS s(id)
  LEFT JOIN unpaid_charges u ON u.enrollment_id = s.id AND u.reason = 'month'
  GROUP BY s.id
  ORDER BY s.id
  ON CONFLICT (enrollment_id) DO UPDATE SET month_outstanding = EXCLUDED.month_outstanding, month_since = EXCLUDED.month_since
  WHERE (b.month_outstanding, b.month_since) IS DISTINCT FROM (EXCLUDED.month_outstanding, EXCLUDED.month_since);
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION unpaid_charges_month_dues() RETURNS trigger AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE enrollment_balances SET month_outstanding = 0, month_since = NULL WHERE month_outstanding <> 0 OR month_since IS NOT NULL;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT enrollment_id) INTO touched FROM new_rows WHERE reason = 'month' AND enrollment_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT enrollment_id) INTO touched FROM old_rows WHERE reason = 'month' AND enrollment_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT m.enrollment_id) INTO touched FROM (
      SELECT enrollment_id FROM new_rows WHERE reason = 'month'
      UNION ALL
      SELECT enrollment_id FROM old_rows WHERE reason = 'month'
    ) m WHERE m.enrollment_id IS NOT NULL;
  END IF;
  IF touched IS NOT NULL THEN
    PERFORM refresh_enrollment_month_dues(touched);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER unpaid_charges_month_dues_insert AFTER INSERT ON unpaid_charges
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unpaid_charges_month_dues();
--> statement-breakpoint
CREATE TRIGGER unpaid_charges_month_dues_update AFTER UPDATE ON unpaid_charges
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION unpaid_charges_month_dues();
--> statement-breakpoint
CREATE TRIGGER unpaid_charges_month_dues_delete AFTER DELETE ON unpaid_charges
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION unpaid_charges_month_dues();
--> statement-breakpoint
CREATE TRIGGER unpaid_charges_month_dues_truncate AFTER TRUNCATE ON unpaid_charges
  FOR EACH STATEMENT EXECUTE FUNCTION unpaid_charges_month_dues();
--> statement-breakpoint
UPDATE enrollment_balances b SET month_outstanding = m.outstanding, month_since = m.since
FROM (
  SELECT enrollment_id, sum(outstanding) AS outstanding, min(((occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::date) AS since
  FROM unpaid_charges WHERE reason = 'month' AND enrollment_id IS NOT NULL GROUP BY enrollment_id
) m
WHERE m.enrollment_id = b.enrollment_id;
--> statement-breakpoint
SELECT refresh_enrollment_month_dues(array_agg(DISTINCT u.enrollment_id))
FROM unpaid_charges u
WHERE u.reason = 'month' AND u.enrollment_id IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM enrollment_balances b WHERE b.enrollment_id = u.enrollment_id);
