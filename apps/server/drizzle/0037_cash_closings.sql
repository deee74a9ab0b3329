CREATE TABLE "cash_closings" (
	"day" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer,
	"last_ledger_entry_id" integer NOT NULL,
	"last_payout_id" integer NOT NULL,
	"figures" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cash_closings" ADD CONSTRAINT "cash_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teacher_payouts_paid_idx" ON "teacher_payouts" USING btree ("paid_at");--> statement-breakpoint
-- A closed cash day is kept as it was closed (issue 28): never reopened, edited or erased.
CREATE TRIGGER cash_closings_append_only BEFORE UPDATE OR DELETE ON cash_closings
  FOR EACH ROW EXECUTE FUNCTION money_documents_append_only();
