CREATE TABLE "event_tickets" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tickets_expires_at_idx" ON "event_tickets" USING btree ("expires_at");--> statement-breakpoint
-- The change bus (decision 050): committed changes are announced on one channel by the database itself, so no
-- write path can forget. NOTIFY is transactional: a rolled-back change is never heard. Payloads carry ids and
-- the few facts needed to decide who may hear of a change, never a row's content (well under 8000 bytes).
CREATE FUNCTION hub_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload jsonb := jsonb_build_object('table', TG_TABLE_NAME, 'op', TG_OP);
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('hub_changes', payload::text);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    -- Open streams of this person check their session again; nothing else about it leaves the database.
    PERFORM pg_notify('hub_changes', (payload || jsonb_build_object('userId', OLD.user_id))::text);
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME IN ('paddle_document', 'course_notify_requests') THEN
    -- No id column: the one paddle document, and requests keyed by person (the count is what changes).
    NULL;
  ELSIF TG_OP = 'DELETE' THEN
    payload := payload || jsonb_build_object('id', OLD.id);
  ELSE
    payload := payload || jsonb_build_object('id', NEW.id);
  END IF;
  IF TG_TABLE_NAME IN ('jobs', 'internships') THEN
    -- Listed for members: approved, active and not removed (the *_public_idx indexes' condition).
    IF TG_OP = 'DELETE' THEN
      payload := payload || jsonb_build_object('posterEmail', OLD.poster_email, 'status', OLD.status,
        'isPublic', false);
    ELSE
      payload := payload || jsonb_build_object('posterEmail', NEW.poster_email, 'status', NEW.status,
        'isPublic', NEW.is_approved AND NEW.is_active AND NEW.removed_at IS NULL);
    END IF;
    IF TG_OP = 'INSERT' THEN
      payload := payload || jsonb_build_object('wasPublic', false);
    ELSE
      payload := payload || jsonb_build_object('wasPublic',
        OLD.is_approved AND OLD.is_active AND OLD.removed_at IS NULL);
    END IF;
  ELSIF TG_TABLE_NAME = 'applications' THEN
    IF TG_OP = 'DELETE' THEN
      payload := payload || jsonb_build_object('userId', OLD.applicant_user_id, 'status', OLD.status);
    ELSE
      payload := payload || jsonb_build_object('userId', NEW.applicant_user_id, 'status', NEW.status);
    END IF;
  END IF;
  PERFORM pg_notify('hub_changes', payload::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['jobs', 'internships', 'applications', 'access_requests', 'email_whitelist',
    'courses', 'course_notify_requests', 'benefits', 'trainings', 'trips', 'paddle_document', 'cv_entries',
    'profiles', 'outbox', 'backups']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION hub_notify_change()',
      watched || '_notify_change', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION hub_notify_change()',
      watched || '_notify_truncate', watched);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION hub_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION hub_notify_change();
