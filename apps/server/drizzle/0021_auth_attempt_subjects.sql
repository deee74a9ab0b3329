ALTER TABLE "auth_attempts" ADD COLUMN "subject_hash" varchar(64);--> statement-breakpoint
CREATE INDEX "auth_attempts_subject_idx" ON "auth_attempts" USING btree ("subject_hash");