-- The notification names the table written (TG_TABLE_NAME), so a server process can keep an answer that reads a
-- few tables across writes to others (apps/server/src/lib/change-feed.ts, generationOf): the section lists and
-- the schedule's conflicts are not thrown away by every door scan, nor the session lookups. PostgreSQL sends a
-- transaction's identical notifications once, at commit: now once per table written.
CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The tables of the teachers and rooms (migration 0029) feed the section lists.
CREATE TRIGGER rooms_notify_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rooms
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
--> statement-breakpoint
CREATE TRIGGER teacher_profiles_notify_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON teacher_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
