ALTER TABLE "online_checkouts" DROP CONSTRAINT "online_checkouts_parent_id_parents_id_fk";
--> statement-breakpoint
ALTER TABLE "online_checkouts" DROP CONSTRAINT "online_checkouts_student_id_students_id_fk";
--> statement-breakpoint
ALTER TABLE "online_checkouts" DROP CONSTRAINT "online_checkouts_enrollment_id_enrollments_id_fk";
--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_checkouts" ADD CONSTRAINT "online_checkouts_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;