-- CPU per request (issue 17 item 2, decision 0037).
--
-- 1. Keyword search: name, code and description as one stored lower-case text with one
--    trigram index, in place of four expression indexes (0001, 0004, 0007) that each
--    insert and search had to keep or weigh. fastupdate off: a search never has to read a
--    pending list of recent inserts (the catalog changes by imports, rarely).
ALTER TABLE objectives
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name) || ' ' || lower(COALESCE(code, '')) || ' ' || lower(description)) STORED;
DROP INDEX IF EXISTS objectives_name_trgm;
DROP INDEX IF EXISTS objectives_code_trgm;
DROP INDEX IF EXISTS objectives_description_trgm;
DROP INDEX IF EXISTS objectives_search_trgm;
CREATE INDEX objectives_search_text_trgm ON objectives USING gin (search_text gin_trgm_ops) WITH (fastupdate = off);

-- 2. A course's collections and topics on its own row, so the list filters are a check of
--    the row ("shares a collection") instead of a subquery per course. The link tables stay
--    the truth (the import writes them); these statement-level triggers keep the copies.
ALTER TABLE objectives
  ADD COLUMN showcase_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN attribute_ids uuid[] NOT NULL DEFAULT '{}';

CREATE FUNCTION objectives_refresh_links() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT objective_id) INTO changed FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT objective_id) INTO changed FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT objective_id) INTO changed FROM (SELECT objective_id FROM old_rows UNION SELECT objective_id FROM new_rows) x;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'objective_showcases' THEN
    UPDATE objectives o
       SET showcase_ids = COALESCE((SELECT array_agg(l.showcase_id ORDER BY l.showcase_id) FROM objective_showcases l WHERE l.objective_id = o.id), '{}')
     WHERE o.id = ANY (changed);
  ELSE
    UPDATE objectives o
       SET attribute_ids = COALESCE((SELECT array_agg(l.attribute_id ORDER BY l.attribute_id) FROM objective_attributes l WHERE l.objective_id = o.id), '{}')
     WHERE o.id = ANY (changed);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER objective_showcases_ins AFTER INSERT ON objective_showcases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION objectives_refresh_links();
CREATE TRIGGER objective_showcases_del AFTER DELETE ON objective_showcases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION objectives_refresh_links();
CREATE TRIGGER objective_showcases_upd AFTER UPDATE ON objective_showcases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION objectives_refresh_links();
CREATE TRIGGER objective_attributes_ins AFTER INSERT ON objective_attributes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION objectives_refresh_links();
CREATE TRIGGER objective_attributes_del AFTER DELETE ON objective_attributes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION objectives_refresh_links();
CREATE TRIGGER objective_attributes_upd AFTER UPDATE ON objective_attributes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION objectives_refresh_links();

-- A collection is chosen with a keyword most of the time: its index lets PostgreSQL AND the
-- two bitmaps (1,667 and 2,000 courses at 10,000 → the few in both) before reading rows.
CREATE INDEX objectives_showcase_ids_gin ON objectives USING gin (showcase_ids) WITH (fastupdate = off);

UPDATE objectives o
   SET showcase_ids = COALESCE((SELECT array_agg(l.showcase_id ORDER BY l.showcase_id) FROM objective_showcases l WHERE l.objective_id = o.id), '{}'),
       attribute_ids = COALESCE((SELECT array_agg(l.attribute_id ORDER BY l.attribute_id) FROM objective_attributes l WHERE l.objective_id = o.id), '{}');

-- 3. A version of each tenant's course content (activities and their parts), moved on by
--    any change to them, in the same transaction. A server process keeps a course's
--    structure in memory with the version it read it at and reads the version with the run
--    (no extra statement): a change made through any process is seen by every other one at
--    its next request.
CREATE TABLE content_versions (
  tenant_id uuid PRIMARY KEY REFERENCES tenants(id) ON DELETE CASCADE,
  version bigint NOT NULL
);
CREATE SEQUENCE content_version_seq;

CREATE FUNCTION content_versions_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO content_versions AS cv (tenant_id, version)
  SELECT t.id, nextval('content_version_seq') FROM tenants t
   WHERE t.id IN (SELECT tenant_id FROM changed_rows)
  ON CONFLICT (tenant_id) DO UPDATE SET version = EXCLUDED.version;
  RETURN NULL;
END $$;

CREATE TRIGGER activities_version_ins AFTER INSERT ON activities REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();
CREATE TRIGGER activities_version_upd AFTER UPDATE ON activities REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();
CREATE TRIGGER activities_version_del AFTER DELETE ON activities REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();
CREATE TRIGGER activity_parts_version_ins AFTER INSERT ON activity_parts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();
CREATE TRIGGER activity_parts_version_upd AFTER UPDATE ON activity_parts REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();
CREATE TRIGGER activity_parts_version_del AFTER DELETE ON activity_parts REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION content_versions_bump();

INSERT INTO content_versions (tenant_id, version) SELECT id, nextval('content_version_seq') FROM tenants;

-- 4. Server processes keep signed-in sessions in memory for a short while (decision 0037):
--    every process LISTENs on lp_session_changes and forgets a session when it is deleted
--    (sign-out, expiry, a deleted user), and all of them when a user, their roles,
--    permissions or units change. The last-seen time moving on needs no notice (a kept copy is
--    only ever older, and a process that finds a kept session inactive reads it again).
-- A deleted session, or one changed otherwise than its last-seen time moving on: its id
-- (all of them past 100 rows in one statement).
CREATE FUNCTION sessions_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO changed FROM (SELECT id FROM old_rows LIMIT 101) x;
  ELSE
    SELECT array_agg(id) INTO changed FROM (
      SELECT o.id FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE n.last_seen_at < o.last_seen_at OR (n.user_id, n.tenant_id, n.impersonator_id, n.id_token, n.created_at)
             IS DISTINCT FROM (o.user_id, o.tenant_id, o.impersonator_id, o.id_token, o.created_at)
       LIMIT 101) x;
  END IF;
  IF changed IS NULL THEN
    RETURN NULL;
  ELSIF array_length(changed, 1) > 100 THEN
    PERFORM pg_notify('lp_session_changes', '*');
  ELSE
    PERFORM pg_notify('lp_session_changes', s) FROM unnest(changed) s;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_changed();
CREATE TRIGGER sessions_updated AFTER UPDATE ON sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_changed();

CREATE FUNCTION sessions_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lp_session_changes', '*');
  RETURN NULL;
END $$;
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_all();
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_all();
CREATE TRIGGER user_permissions_changed AFTER INSERT OR UPDATE OR DELETE ON user_permissions FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_all();
CREATE TRIGGER unit_memberships_changed AFTER INSERT OR UPDATE OR DELETE ON unit_memberships FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_all();
CREATE TRIGGER units_changed AFTER UPDATE OR DELETE ON units FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_all();
