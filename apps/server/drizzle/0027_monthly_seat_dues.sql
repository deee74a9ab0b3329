CREATE TABLE "monthly_seat_dues" (
	"enrollment_id" integer PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"section_id" integer NOT NULL,
	"cycle_started_on" date,
	"fourth_last_attended_on" date,
	"owes" boolean DEFAULT false NOT NULL,
	"month_outstanding" numeric(12, 2) DEFAULT '0' NOT NULL,
	"month_since" date,
	"last_month_charge_on" date
);
--> statement-breakpoint
ALTER TABLE "monthly_seat_dues" ADD CONSTRAINT "monthly_seat_dues_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_seat_dues_student_id_index" ON "monthly_seat_dues" USING btree ("student_id");--> statement-breakpoint
-- Which seats are monthly seats, and what they are tested on, recomputed from their rows for some enrollments:
-- a seat that no longer is one leaves, one that is comes in or has its figures updated (only when they changed).
-- The rule of a monthly seat is the payment-due list's (modules/admin-attendance/payment-due.ts); local days are
-- the academy's (Africa/Algiers, UTC+1, as localDateSql).
CREATE OR REPLACE FUNCTION refresh_monthly_seat_dues(ids int[]) RETURNS void AS $$
  DELETE FROM monthly_seat_dues d
  WHERE d.enrollment_id = ANY (ids) AND NOT EXISTS (
    SELECT 1 FROM enrollments e JOIN sections s ON s.id = e.section_id JOIN courses c ON c.id = s.course_id
    WHERE e.id = d.enrollment_id AND e.status = 'approved' AND e.is_active AND c.pricing_type = 'monthly' AND c.category <> 'kindergarten');
  INSERT INTO monthly_seat_dues AS d (enrollment_id, student_id, section_id, cycle_started_on, fourth_last_attended_on, owes,
    month_outstanding, month_since, last_month_charge_on)
  SELECT e.id, e.student_id, e.section_id, e.cycle_started_on, ea.fourth_last_attended_on, coalesce(b.charged > b.paid, false),
         coalesce(b.month_outstanding, 0), b.month_since, ((b.last_month_charge_at AT TIME ZONE 'UTC') + interval '1 hour')::date
  FROM enrollments e
  JOIN sections s ON s.id = e.section_id
  JOIN courses c ON c.id = s.course_id
  LEFT JOIN enrollment_balances b ON b.enrollment_id = e.id
  LEFT JOIN enrollment_attendance ea ON ea.enrollment_id = e.id
  WHERE e.id = ANY (ids) AND e.status = 'approved' AND e.is_active AND c.pricing_type = 'monthly' AND c.category <> 'kindergarten'
  ORDER BY e.id
  ON CONFLICT (enrollment_id) DO UPDATE SET student_id = EXCLUDED.student_id, section_id = EXCLUDED.section_id,
    cycle_started_on = EXCLUDED.cycle_started_on, fourth_last_attended_on = EXCLUDED.fourth_last_attended_on, owes = EXCLUDED.owes,
    month_outstanding = EXCLUDED.month_outstanding, month_since = EXCLUDED.month_since, last_month_charge_on = EXCLUDED.last_month_charge_on
  WHERE (d.student_id, d.section_id, d.cycle_started_on, d.fourth_last_attended_on, d.owes, d.month_outstanding, d.month_since,
         d.last_month_charge_on)
    IS DISTINCT FROM (EXCLUDED.student_id, EXCLUDED.section_id, EXCLUDED.cycle_started_on, EXCLUDED.fourth_last_attended_on,
         EXCLUDED.owes, EXCLUDED.month_outstanding, EXCLUDED.month_since, EXCLUDED.last_month_charge_on);
$$ LANGUAGE sql;
--> statement-breakpoint
-- The seats' enrollments are locked first, in id order, and recomputed in the next statement, whose snapshot
-- then holds every committed change to them: a ledger write and an admin's change to the same seat (who holds
-- the enrollment's row while it updates it) are recomputed one after the other, never over each other. Every
-- writer that reaches here already holds or may take these locks in this order: the money writers lock the
-- student first (modules/ledger/lock.ts), and nobody takes a student's lock after one of its enrollments'.
CREATE OR REPLACE FUNCTION refresh_monthly_seat_dues_locked(ids int[]) RETURNS void AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM enrollments WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM refresh_monthly_seat_dues(ids);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enrollments_monthly_seat_dues() RETURNS trigger AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(id) INTO touched FROM new_rows;
  ELSE
    SELECT array_agg(n.id) INTO touched FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status, n.is_active, n.section_id, n.cycle_started_on, n.student_id)
      IS DISTINCT FROM (o.status, o.is_active, o.section_id, o.cycle_started_on, o.student_id);
  END IF;
  PERFORM refresh_monthly_seat_dues_locked(touched);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER enrollments_monthly_seat_dues_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_monthly_seat_dues();
--> statement-breakpoint
CREATE TRIGGER enrollments_monthly_seat_dues_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollments_monthly_seat_dues();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enrollment_balances_monthly_seat_dues() RETURNS trigger AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM refresh_monthly_seat_dues_locked(array(SELECT enrollment_id FROM monthly_seat_dues));
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(enrollment_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(enrollment_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(n.enrollment_id) INTO touched FROM new_rows n JOIN old_rows o ON o.enrollment_id = n.enrollment_id
    WHERE (n.charged > n.paid, n.month_outstanding, n.month_since, n.last_month_charge_at)
      IS DISTINCT FROM (o.charged > o.paid, o.month_outstanding, o.month_since, o.last_month_charge_at);
  END IF;
  PERFORM refresh_monthly_seat_dues_locked(touched);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER enrollment_balances_monthly_seat_dues_insert AFTER INSERT ON enrollment_balances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollment_balances_monthly_seat_dues();
--> statement-breakpoint
CREATE TRIGGER enrollment_balances_monthly_seat_dues_update AFTER UPDATE ON enrollment_balances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollment_balances_monthly_seat_dues();
--> statement-breakpoint
CREATE TRIGGER enrollment_balances_monthly_seat_dues_delete AFTER DELETE ON enrollment_balances
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollment_balances_monthly_seat_dues();
--> statement-breakpoint
CREATE TRIGGER enrollment_balances_monthly_seat_dues_truncate AFTER TRUNCATE ON enrollment_balances
  FOR EACH STATEMENT EXECUTE FUNCTION enrollment_balances_monthly_seat_dues();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION enrollment_attendance_monthly_seat_dues() RETURNS trigger AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM refresh_monthly_seat_dues_locked(array(SELECT enrollment_id FROM monthly_seat_dues));
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(enrollment_id) INTO touched FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(enrollment_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(n.enrollment_id) INTO touched FROM new_rows n JOIN old_rows o ON o.enrollment_id = n.enrollment_id
    WHERE n.fourth_last_attended_on IS DISTINCT FROM o.fourth_last_attended_on;
  END IF;
  PERFORM refresh_monthly_seat_dues_locked(touched);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER enrollment_attendance_monthly_seat_dues_insert AFTER INSERT ON enrollment_attendance
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollment_attendance_monthly_seat_dues();
--> statement-breakpoint
CREATE TRIGGER enrollment_attendance_monthly_seat_dues_update AFTER UPDATE ON enrollment_attendance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollment_attendance_monthly_seat_dues();
--> statement-breakpoint
CREATE TRIGGER enrollment_attendance_monthly_seat_dues_delete AFTER DELETE ON enrollment_attendance
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enrollment_attendance_monthly_seat_dues();
--> statement-breakpoint
CREATE TRIGGER enrollment_attendance_monthly_seat_dues_truncate AFTER TRUNCATE ON enrollment_attendance
  FOR EACH STATEMENT EXECUTE FUNCTION enrollment_attendance_monthly_seat_dues();
--> statement-breakpoint
-- A course that becomes monthly (or stops being), or a section moved to another course, changes which of its
-- seats are monthly seats: its approved active seats and the monthly seats it had are recomputed.
CREATE OR REPLACE FUNCTION courses_monthly_seat_dues() RETURNS trigger AS $$
DECLARE
  touched int[];
BEGIN
  SELECT array_agg(DISTINCT e.id) INTO touched
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  JOIN sections s ON s.course_id = n.id
  JOIN enrollments e ON e.section_id = s.id
  WHERE (n.pricing_type, n.category) IS DISTINCT FROM (o.pricing_type, o.category)
    AND ((e.status = 'approved' AND e.is_active) OR EXISTS (SELECT 1 FROM monthly_seat_dues d WHERE d.enrollment_id = e.id));
  PERFORM refresh_monthly_seat_dues_locked(touched);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER courses_monthly_seat_dues_update AFTER UPDATE ON courses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION courses_monthly_seat_dues();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sections_monthly_seat_dues() RETURNS trigger AS $$
DECLARE
  touched int[];
BEGIN
  SELECT array_agg(DISTINCT e.id) INTO touched
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  JOIN enrollments e ON e.section_id = n.id
  WHERE n.course_id IS DISTINCT FROM o.course_id
    AND ((e.status = 'approved' AND e.is_active) OR EXISTS (SELECT 1 FROM monthly_seat_dues d WHERE d.enrollment_id = e.id));
  PERFORM refresh_monthly_seat_dues_locked(touched);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sections_monthly_seat_dues_update AFTER UPDATE ON sections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sections_monthly_seat_dues();
--> statement-breakpoint
SELECT refresh_monthly_seat_dues(array_agg(e.id))
FROM enrollments e JOIN sections s ON s.id = e.section_id JOIN courses c ON c.id = s.course_id
WHERE e.status = 'approved' AND e.is_active AND c.pricing_type = 'monthly' AND c.category <> 'kindergarten';
