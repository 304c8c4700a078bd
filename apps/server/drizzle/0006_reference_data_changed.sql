-- Servers cache the reference lists in memory: any change to them, by whichever instance or tool,
-- is announced on the realtime channel at commit so that every instance drops its copy.
CREATE FUNCTION reference_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('spokes_events', json_build_object('topic', 'referenceDataChanged', 'table', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_statuses FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON order_log_types FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bike_types FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bike_brands FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variants FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employee_titles FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
--> statement-breakpoint
CREATE TRIGGER reference_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employee_statutes FOR EACH STATEMENT EXECUTE FUNCTION reference_data_changed();
