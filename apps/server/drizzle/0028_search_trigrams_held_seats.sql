-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "students_search_trgm_idx" ON "students" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_email_trgm_idx" ON "students" USING gin (lower(coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_phone_trgm_idx" ON "students" USING gin (coalesce("phone", '') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "students_barcode_trgm_idx" ON "students" USING gin ("barcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "enrollments_held_section_idx" ON "enrollments" USING btree ("section_id") WHERE "enrollments"."is_active" and "enrollments"."status" in ('pending', 'approved');