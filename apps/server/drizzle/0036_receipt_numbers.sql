CREATE TABLE "receipt_counters" (
	"series" varchar(16) NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "receipt_prints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_prints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer NOT NULL,
	"copy" integer NOT NULL,
	"printed_by" integer,
	"printed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series" varchar(16) NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" varchar(24) NOT NULL,
	"ledger_entry_id" integer NOT NULL,
	"cancels_receipt_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_seq_positive" CHECK ("receipts"."seq" > 0)
);
--> statement-breakpoint
ALTER TABLE "receipt_prints" ADD CONSTRAINT "receipt_prints_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_prints" ADD CONSTRAINT "receipt_prints_printed_by_users_id_fk" FOREIGN KEY ("printed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_cancels_receipt_id_receipts_id_fk" FOREIGN KEY ("cancels_receipt_id") REFERENCES "public"."receipts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_prints_copy" ON "receipt_prints" USING btree ("receipt_id","copy");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_series_year_seq" ON "receipts" USING btree ("series","year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_number" ON "receipts" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_ledger_entry" ON "receipts" USING btree ("ledger_entry_id");--> statement-breakpoint
CREATE INDEX "receipts_cancels_idx" ON "receipts" USING btree ("cancels_receipt_id");--> statement-breakpoint
-- Receipts and credit notes cannot be rewritten (issue 28): a receipt, a print and a counter's past are never
-- edited or erased. A counter only ever moves on by one.
CREATE OR REPLACE FUNCTION money_documents_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'receipt_counters' AND TG_OP = 'UPDATE' AND NEW.series = OLD.series AND NEW.year = OLD.year
     AND NEW.last = OLD.last + 1 THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER receipts_no_update BEFORE UPDATE OR DELETE ON receipts
  FOR EACH ROW EXECUTE FUNCTION money_documents_append_only();
--> statement-breakpoint
CREATE TRIGGER receipt_prints_no_update BEFORE UPDATE OR DELETE ON receipt_prints
  FOR EACH ROW EXECUTE FUNCTION money_documents_append_only();
--> statement-breakpoint
CREATE TRIGGER receipt_counters_forward_only BEFORE UPDATE OR DELETE ON receipt_counters
  FOR EACH ROW EXECUTE FUNCTION money_documents_append_only();
--> statement-breakpoint
-- At commit, a counter that moved is the last number of its series and year: a counter moved by hand, without its
-- receipt, would leave a gap, and is refused. The counter is read as it stands at commit (a transaction of several
-- payments moves it several times), and its row is still locked by the transaction, so the check is exact.
CREATE OR REPLACE FUNCTION receipt_counters_match() RETURNS trigger AS $$
DECLARE
  counted integer;
BEGIN
  SELECT last INTO counted FROM receipt_counters WHERE series = NEW.series AND year = NEW.year;
  IF counted IS DISTINCT FROM (SELECT max(seq) FROM receipts WHERE series = NEW.series AND year = NEW.year) THEN
    RAISE EXCEPTION 'receipt_counters % % moved to % without its receipt', NEW.series, NEW.year, counted;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER receipt_counters_match AFTER INSERT OR UPDATE ON receipt_counters
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION receipt_counters_match();
--> statement-breakpoint
-- A document's number as printed: 2026-000123 (a receipt), AV-2026-000004 (a credit note, "avoir").
CREATE OR REPLACE FUNCTION receipt_number_text(series text, year integer, seq integer) RETURNS text AS $$
  SELECT CASE WHEN series = 'credit_note' THEN 'AV-' ELSE '' END || year::text || '-'
         || CASE WHEN seq < 1000000 THEN lpad(seq::text, 6, '0') ELSE seq::text END;
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- Each statement on ledger_entries numbers its payments (a receipt each) and its payments' reversals (a credit
-- note each, naming the payment's receipt), in the year of the entry in the academy's clock (UTC+1 all year:
-- Algeria keeps no summer time). The counter's row is upserted, so the inserting transaction holds it until it
-- commits or rolls back: two transactions can never take the same number, and a rolled-back one leaves no
-- gap, on one server or several. Rows are numbered in (series, year, id) order, so a statement writing
-- several takes the counters in one order. Runs after the balances and the day totals (by name).
CREATE OR REPLACE FUNCTION ledger_entries_receipts() RETURNS trigger AS $$
DECLARE
  e record;
  n integer;
BEGIN
  FOR e IN
    SELECT i.id, i.occurred_at, r.id AS cancels,
           CASE WHEN i.kind = 'payment' THEN 'receipt' ELSE 'credit_note' END AS series,
           extract(year FROM (i.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::integer AS year
    FROM inserted i
    LEFT JOIN receipts r ON i.kind = 'adjustment' AND r.ledger_entry_id = i.applies_to_entry_id
    WHERE i.kind = 'payment' OR r.id IS NOT NULL
    ORDER BY 4, 5, 1
  LOOP
    INSERT INTO receipt_counters AS c (series, year, last) VALUES (e.series, e.year, 1)
      ON CONFLICT (series, year) DO UPDATE SET last = c.last + 1
      RETURNING c.last INTO n;
    INSERT INTO receipts (series, year, seq, number, ledger_entry_id, cancels_receipt_id, issued_at)
      VALUES (e.series, e.year, n, receipt_number_text(e.series, e.year, n), e.id, e.cancels, e.occurred_at);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_receipts AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_receipts();
--> statement-breakpoint
-- The payments and reversals written before numbering: numbered in the order they happened, per year.
INSERT INTO receipts (series, year, seq, number, ledger_entry_id, issued_at)
SELECT 'receipt', y, s, receipt_number_text('receipt', y, s::integer), id, occurred_at
FROM (
  SELECT id, occurred_at, extract(year FROM (occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::integer AS y,
         row_number() OVER (PARTITION BY extract(year FROM (occurred_at AT TIME ZONE 'UTC') + interval '1 hour')
                            ORDER BY occurred_at, id) AS s
  FROM ledger_entries WHERE kind = 'payment'
) p;
--> statement-breakpoint
INSERT INTO receipts (series, year, seq, number, ledger_entry_id, cancels_receipt_id, issued_at)
SELECT 'credit_note', y, s, receipt_number_text('credit_note', y, s::integer), id, cancels, occurred_at
FROM (
  SELECT a.id, a.occurred_at, r.id AS cancels,
         extract(year FROM (a.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')::integer AS y,
         row_number() OVER (PARTITION BY extract(year FROM (a.occurred_at AT TIME ZONE 'UTC') + interval '1 hour')
                            ORDER BY a.occurred_at, a.id) AS s
  FROM ledger_entries a JOIN receipts r ON r.ledger_entry_id = a.applies_to_entry_id
  WHERE a.kind = 'adjustment'
) c;
--> statement-breakpoint
INSERT INTO receipt_counters (series, year, last)
SELECT series, year, max(seq) FROM receipts GROUP BY series, year;
