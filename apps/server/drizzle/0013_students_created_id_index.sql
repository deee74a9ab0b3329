DROP INDEX "students_created_idx";--> statement-breakpoint
CREATE INDEX "students_created_id_idx" ON "students" USING btree ("created_at" desc,"id" desc);