-- Announces every change to what a signed-in caller is (their user row, their role's level) on the
-- viewer_change channel, so that API instances drop the caller rows they keep (api/src/db/changes.ts).
-- The payload is the user's id, or '*' when any user may be affected.
CREATE FUNCTION "notify_viewer_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'User' AND TG_OP <> 'TRUNCATE' THEN
    PERFORM pg_notify('viewer_change', OLD.id::text);
  ELSE
    PERFORM pg_notify('viewer_change', '*');
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER "User_viewer_change"
  AFTER UPDATE OF "id", "username", "pid", "roleId", "groupId", "firstName", "lastName", "tokenVersion", "customerId", "contactId" OR DELETE ON "User"
  FOR EACH ROW EXECUTE FUNCTION "notify_viewer_change"();

CREATE TRIGGER "User_viewer_change_truncate"
  AFTER TRUNCATE ON "User"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_viewer_change"();

CREATE TRIGGER "Role_viewer_change"
  AFTER UPDATE OF "id", "roleLevel" OR DELETE ON "Role"
  FOR EACH ROW EXECUTE FUNCTION "notify_viewer_change"();
