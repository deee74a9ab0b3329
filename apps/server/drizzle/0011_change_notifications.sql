-- Every committed write to the data that the server caches notifies 'data_changed' (once per statement;
-- PostgreSQL sends a transaction's identical notifications once, at commit). Each server process LISTENs
-- and drops what it cached (apps/server/src/lib/change-feed.ts), so a write made by another instance, a
-- command or psql is never answered from an older memory. The audit log and sign-in attempts are not
-- read by any cached answer, so they do not notify.
CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('data_changed', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'users', 'sessions', 'email_verification_tokens', 'parents', 'students', 'mobile_sessions',
    'courses', 'sections', 'section_schedules', 'registrations', 'enrollments', 'kindergarten_subscriptions',
    'attendance_records', 'ledger_entries', 'contact_messages', 'contact_replies', 'notifications',
    'notification_reads', 'gallery_items', 'settings'
  ] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()', t || '_notify_data_changed', t);
  END LOOP;
END;
$$;
