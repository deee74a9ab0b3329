DROP INDEX "unpaid_charges_month_idx";--> statement-breakpoint
CREATE INDEX "attendance_date_marked_idx" ON "attendance_records" USING btree ("attendance_date","marked_at","id");--> statement-breakpoint
CREATE INDEX "attendance_date_section_status_idx" ON "attendance_records" USING btree ("attendance_date","section_id","status");--> statement-breakpoint
CREATE INDEX "unpaid_charges_month_idx" ON "unpaid_charges" USING btree ("enrollment_id","occurred_at","outstanding") WHERE "unpaid_charges"."reason" = 'month';