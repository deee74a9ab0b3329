CREATE TABLE "section_collections" (
	"section_id" integer NOT NULL,
	"day" date NOT NULL,
	"month" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "section_collections_section_id_day_month_pk" PRIMARY KEY("section_id","day","month")
);
--> statement-breakpoint
CREATE TABLE "section_day_attendance" (
	"section_id" integer NOT NULL,
	"attendance_date" date NOT NULL,
	"attended" integer NOT NULL,
	CONSTRAINT "section_day_attendance_section_id_attendance_date_pk" PRIMARY KEY("section_id","attendance_date")
);
--> statement-breakpoint
ALTER TABLE "teacher_month_closures" ADD COLUMN "sections" jsonb;--> statement-breakpoint
ALTER TABLE "section_collections" ADD CONSTRAINT "section_collections_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_day_attendance" ADD CONSTRAINT "section_day_attendance_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The money collected per section, charge day and collection month (a teacher's percentage, issue 25). A charge
-- belongs to its attendance record's section, else its seat's; its day is its record's date, else its local day
-- (as unpaid_charges.day, 0024). Each statement adds its rows once per key, in key order (two statements lock in
-- the same order).
CREATE OR REPLACE FUNCTION payment_allocations_section_collections() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM section_collections;
    RETURN NULL;
  END IF;
  INSERT INTO section_collections AS k (section_id, day, month, amount)
  SELECT coalesce(ar.section_id, e.section_id),
         coalesce(ar.attendance_date, ((c.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::date),
         date_trunc('month', ((n.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date)::date,
         sum(n.amount)
  FROM new_rows n
  JOIN ledger_entries c ON c.id = n.charge_id
  LEFT JOIN attendance_records ar ON ar.id = c.attendance_record_id
  LEFT JOIN enrollments e ON e.id = c.enrollment_id
  WHERE coalesce(ar.section_id, e.section_id) IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (section_id, day, month) DO UPDATE SET amount = k.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payment_allocations_section_collections_insert AFTER INSERT ON payment_allocations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_allocations_section_collections();
--> statement-breakpoint
CREATE TRIGGER payment_allocations_section_collections_truncate AFTER TRUNCATE ON payment_allocations
  FOR EACH STATEMENT EXECUTE FUNCTION payment_allocations_section_collections();
--> statement-breakpoint
-- A payment reversed (an adjustment naming it) takes back, in the reversal's local month, what each of its
-- allocations brought to its charge's section and day.
CREATE OR REPLACE FUNCTION ledger_entries_section_reversals() RETURNS trigger AS $$
BEGIN
  INSERT INTO section_collections AS k (section_id, day, month, amount)
  SELECT coalesce(ar.section_id, e.section_id),
         coalesce(ar.attendance_date, ((c.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::date),
         date_trunc('month', ((i.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::date)::date,
         -sum(pa.amount)
  FROM inserted i
  JOIN payment_allocations pa ON pa.payment_id = i.applies_to_entry_id
  JOIN ledger_entries c ON c.id = pa.charge_id
  LEFT JOIN attendance_records ar ON ar.id = c.attendance_record_id
  LEFT JOIN enrollments e ON e.id = c.enrollment_id
  WHERE i.kind = 'adjustment' AND i.applies_to_entry_id IS NOT NULL AND coalesce(ar.section_id, e.section_id) IS NOT NULL
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (section_id, day, month) DO UPDATE SET amount = k.amount + EXCLUDED.amount;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_section_reversals AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_section_reversals();
--> statement-breakpoint
-- The attended marks (present or late) of each section and date; a statement moves each key once, in key order.
CREATE OR REPLACE FUNCTION attendance_records_section_days() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM section_day_attendance;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO section_day_attendance AS d (section_id, attendance_date, attended)
    SELECT section_id, attendance_date, count(*)::int FROM new_rows WHERE status IN ('present', 'late')
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (section_id, attendance_date) DO UPDATE SET attended = d.attended + EXCLUDED.attended;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO section_day_attendance AS d (section_id, attendance_date, attended)
    SELECT section_id, attendance_date, -count(*)::int FROM old_rows WHERE status IN ('present', 'late')
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (section_id, attendance_date) DO UPDATE SET attended = d.attended + EXCLUDED.attended;
  ELSE
    INSERT INTO section_day_attendance AS d (section_id, attendance_date, attended)
    SELECT section_id, attendance_date, sum(delta)::int FROM (
      SELECT section_id, attendance_date, 1 AS delta FROM new_rows WHERE status IN ('present', 'late')
      UNION ALL
      SELECT section_id, attendance_date, -1 FROM old_rows WHERE status IN ('present', 'late')
    ) moved
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (section_id, attendance_date) DO UPDATE SET attended = d.attended + EXCLUDED.attended;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER attendance_records_section_days_insert AFTER INSERT ON attendance_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_section_days();
--> statement-breakpoint
CREATE TRIGGER attendance_records_section_days_update AFTER UPDATE ON attendance_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_section_days();
--> statement-breakpoint
CREATE TRIGGER attendance_records_section_days_delete AFTER DELETE ON attendance_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_section_days();
--> statement-breakpoint
CREATE TRIGGER attendance_records_section_days_truncate AFTER TRUNCATE ON attendance_records
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_section_days();
--> statement-breakpoint
INSERT INTO section_collections (section_id, day, month, amount)
SELECT section_id, day, month, sum(amount) FROM (
  SELECT coalesce(ar.section_id, e.section_id) AS section_id,
         coalesce(ar.attendance_date, ((c.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::date) AS day,
         date_trunc('month', ((pa.created_at AT TIME ZONE 'UTC') + interval '1 hour')::date)::date AS month, pa.amount
  FROM payment_allocations pa JOIN ledger_entries c ON c.id = pa.charge_id
  LEFT JOIN attendance_records ar ON ar.id = c.attendance_record_id LEFT JOIN enrollments e ON e.id = c.enrollment_id
  UNION ALL
  SELECT coalesce(ar.section_id, e.section_id),
         coalesce(ar.attendance_date, ((c.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::date),
         date_trunc('month', ((rv.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::date)::date, -pa.amount
  FROM ledger_entries rv JOIN payment_allocations pa ON pa.payment_id = rv.applies_to_entry_id
  JOIN ledger_entries c ON c.id = pa.charge_id
  LEFT JOIN attendance_records ar ON ar.id = c.attendance_record_id LEFT JOIN enrollments e ON e.id = c.enrollment_id
  WHERE rv.kind = 'adjustment' AND rv.applies_to_entry_id IS NOT NULL
) x WHERE section_id IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO section_day_attendance (section_id, attendance_date, attended)
SELECT section_id, attendance_date, count(*)::int FROM attendance_records WHERE status IN ('present', 'late') GROUP BY 1, 2;
