CREATE TABLE "enrollment_attendance" (
	"enrollment_id" integer PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"present" integer DEFAULT 0 NOT NULL,
	"absent" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"fourth_last_attended_on" date
);
--> statement-breakpoint
ALTER TABLE "enrollment_attendance" ADD CONSTRAINT "enrollment_attendance_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement on attendance_records recounts the enrollments it touched. The enrollments are locked
-- first, in id order (a door scan has locked its seat already), and counted in the next statement, whose
-- snapshot then holds every committed record of them: two transactions marking one seat never count over
-- each other. An enrollment deleted in this transaction is skipped (its row goes with it).
CREATE OR REPLACE FUNCTION attendance_records_enrollment_attendance() RETURNS trigger AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM enrollment_attendance;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT enrollment_id) INTO touched FROM new_rows WHERE enrollment_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT enrollment_id) INTO touched FROM old_rows WHERE enrollment_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT m.enrollment_id) INTO touched FROM (
      SELECT n.enrollment_id FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id
      WHERE o.id IS NULL OR n.enrollment_id IS DISTINCT FROM o.enrollment_id OR n.status <> o.status OR n.attendance_date <> o.attendance_date
      UNION ALL
      SELECT o.enrollment_id FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
      WHERE n.id IS NULL OR n.enrollment_id IS DISTINCT FROM o.enrollment_id OR n.status <> o.status OR n.attendance_date <> o.attendance_date
    ) m WHERE m.enrollment_id IS NOT NULL;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM enrollments WHERE id = ANY (touched) ORDER BY id FOR NO KEY UPDATE;
  PERFORM refresh_enrollment_attendance(touched);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The counts of some enrollments from their records, and the date of their 4th latest attended session
-- (MONTHLY_CYCLE_SESSIONS = 4 in packages/shared): read from the (enrollment_id, attendance_date, status) index.
CREATE OR REPLACE FUNCTION refresh_enrollment_attendance(ids int[]) RETURNS void AS $$
  INSERT INTO enrollment_attendance AS ea (enrollment_id, total, present, absent, late, fourth_last_attended_on)
  SELECT e.id, count(a.status)::int, (count(*) FILTER (WHERE a.status = 'present'))::int,
         (count(*) FILTER (WHERE a.status = 'absent'))::int, (count(*) FILTER (WHERE a.status = 'late'))::int,
         (SELECT f.attendance_date FROM attendance_records f
          WHERE f.enrollment_id = e.id AND f.status IN ('present', 'late')
          ORDER BY f.attendance_date DESC OFFSET 3 LIMIT 1)
  FROM enrollments e
  LEFT JOIN attendance_records a ON a.enrollment_id = e.id
  WHERE e.id = ANY (ids)
  GROUP BY e.id
  ORDER BY e.id
  ON CONFLICT (enrollment_id) DO UPDATE SET total = EXCLUDED.total, present = EXCLUDED.present, absent = EXCLUDED.absent,
    late = EXCLUDED.late, fourth_last_attended_on = EXCLUDED.fourth_last_attended_on;
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE TRIGGER attendance_records_enrollment_attendance_insert AFTER INSERT ON attendance_records
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_enrollment_attendance();
--> statement-breakpoint
CREATE TRIGGER attendance_records_enrollment_attendance_update AFTER UPDATE ON attendance_records
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_enrollment_attendance();
--> statement-breakpoint
CREATE TRIGGER attendance_records_enrollment_attendance_delete AFTER DELETE ON attendance_records
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_enrollment_attendance();
--> statement-breakpoint
CREATE TRIGGER attendance_records_enrollment_attendance_truncate AFTER TRUNCATE ON attendance_records
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_records_enrollment_attendance();
--> statement-breakpoint
SELECT refresh_enrollment_attendance(array_agg(id)) FROM enrollments;
