ALTER TABLE "courses" ADD COLUMN "name_fr" varchar(200);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description_fr" text;