CREATE TABLE "student_balances" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"balance" numeric(12, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_balances" ADD CONSTRAINT "student_balances_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_balances_debt_idx" ON "student_balances" USING btree ("balance") WHERE "student_balances"."balance" > 0;--> statement-breakpoint
-- The balance moves with every ledger insert, in the inserting transaction; one upsert per statement and
-- student (ordered by student, so two bulk inserts lock balances in the same order).
CREATE OR REPLACE FUNCTION ledger_entries_balance() RETURNS trigger AS $$
BEGIN
  INSERT INTO student_balances AS b (student_id, balance)
  SELECT student_id, sum(CASE WHEN kind = 'payment' THEN -amount ELSE amount END)
  FROM inserted GROUP BY student_id ORDER BY student_id
  ON CONFLICT (student_id) DO UPDATE SET balance = b.balance + EXCLUDED.balance;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_balance();
--> statement-breakpoint
INSERT INTO student_balances (student_id, balance)
SELECT student_id, sum(CASE WHEN kind = 'payment' THEN -amount ELSE amount END) FROM ledger_entries GROUP BY student_id;
