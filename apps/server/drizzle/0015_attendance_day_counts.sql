CREATE TABLE "attendance_day_counts" (
	"attendance_date" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "attendance_day_counts_attendance_date_status_pk" PRIMARY KEY("attendance_date","status")
);
--> statement-breakpoint
-- Each statement on attendance_records moves the counts of the days and statuses it touched, once per
-- (day, status) and in that order (two statements lock counts in the same order). An update that changes
-- neither the day nor the status moves nothing and locks nothing.
CREATE OR REPLACE FUNCTION attendance_records_day_counts() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM attendance_day_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO attendance_day_counts AS d (attendance_date, status, n)
    SELECT attendance_date, status, count(*)::int FROM new_rows
    GROUP BY attendance_date, status ORDER BY attendance_date, status
    ON CONFLICT (attendance_date, status) DO UPDATE SET n = d.n + EXCLUDED.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO attendance_day_counts AS d (attendance_date, status, n)
    SELECT attendance_date, status, -count(*)::int FROM old_rows
    GROUP BY attendance_date, status ORDER BY attendance_date, status
    ON CONFLICT (attendance_date, status) DO UPDATE SET n = d.n + EXCLUDED.n;
  ELSE
    INSERT INTO attendance_day_counts AS d (attendance_date, status, n)
    SELECT attendance_date, status, sum(delta)::int FROM (
      SELECT attendance_date, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT attendance_date, status, -1 FROM old_rows
    ) moved
    GROUP BY attendance_date, status HAVING sum(delta) <> 0 ORDER BY attendance_date, status
    ON CONFLICT (attendance_date, status) DO UPDATE SET n = d.n + EXCLUDED.n;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER attendance_records_day_counts_insert AFTER INSERT ON attendance_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_day_counts();
--> statement-breakpoint
CREATE TRIGGER attendance_records_day_counts_update AFTER UPDATE ON attendance_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_day_counts();
--> statement-breakpoint
CREATE TRIGGER attendance_records_day_counts_delete AFTER DELETE ON attendance_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_day_counts();
--> statement-breakpoint
CREATE TRIGGER attendance_records_day_counts_truncate AFTER TRUNCATE ON attendance_records
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_day_counts();
--> statement-breakpoint
INSERT INTO attendance_day_counts (attendance_date, status, n)
SELECT attendance_date, status, count(*)::int FROM attendance_records GROUP BY attendance_date, status;
