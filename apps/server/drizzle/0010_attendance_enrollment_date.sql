DROP INDEX "attendance_enrollment_idx";--> statement-breakpoint
CREATE INDEX "attendance_enrollment_date_idx" ON "attendance_records" USING btree ("enrollment_id","attendance_date");