-- A version of each run's activities (issue 17 item 2, decision 0045): moved on, in the same
-- transaction, by any change to the run's activity workflows or their records that the table
-- of contents shows (which parts were started, their state, progress and times, the best
-- record). A server process keeps the run's compact tree with the version it was written at
-- and reads the version with the run (no extra statement): a change made through any process
-- is seen by every other one at its next request. A change to nothing the tree shows (an
-- activity's saved data, its last proctoring session) leaves the version, so it takes no
-- lock on the run; every writer that changes the tree holds the run's lock already (runs
-- before activities: apply-score.ts, team-lifecycle.ts, the import), so no new lock order.
-- Values come from a sequence: one seen inside a transaction that rolls back is never used
-- again, so a tree kept under it is never served.
CREATE SEQUENCE run_activities_version_seq;
ALTER TABLE objective_workflows ADD COLUMN activities_version bigint NOT NULL DEFAULT 0;

CREATE FUNCTION runs_bump_activities_version(runs uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE objective_workflows SET activities_version = nextval('run_activities_version_seq') WHERE id = ANY (runs);
$$;

CREATE FUNCTION activity_workflows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  runs uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT objective_workflow_id) INTO runs FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT objective_workflow_id) INTO runs FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT run) INTO runs FROM (
      SELECT unnest(ARRAY[o.objective_workflow_id, n.objective_workflow_id]) AS run
        FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE (n.objective_workflow_id, n.activity_part_id, n.activity_id, n.state, n.progress, n.started, n.submitted, n.finished)
             IS DISTINCT FROM (o.objective_workflow_id, o.activity_part_id, o.activity_id, o.state, o.progress, o.started, o.submitted, o.finished)
    ) x;
  END IF;
  PERFORM runs_bump_activities_version(runs); -- none when runs is NULL
  RETURN NULL;
END $$;

CREATE FUNCTION activity_records_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  runs uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT aw.objective_workflow_id) INTO runs
      FROM new_rows r JOIN activity_workflows aw ON aw.id = r.activity_workflow_id;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT aw.objective_workflow_id) INTO runs
      FROM old_rows r JOIN activity_workflows aw ON aw.id = r.activity_workflow_id;
  ELSE
    SELECT array_agg(DISTINCT aw.objective_workflow_id) INTO runs
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      JOIN activity_workflows aw ON aw.id IN (o.activity_workflow_id, n.activity_workflow_id)
     WHERE (n.activity_workflow_id, n.normalized_score, n.passed) IS DISTINCT FROM (o.activity_workflow_id, o.normalized_score, o.passed);
  END IF;
  PERFORM runs_bump_activities_version(runs); -- none when runs is NULL
  RETURN NULL;
END $$;

CREATE TRIGGER activity_workflows_version_ins AFTER INSERT ON activity_workflows REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_workflows_changed();
CREATE TRIGGER activity_workflows_version_upd AFTER UPDATE ON activity_workflows REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_workflows_changed();
CREATE TRIGGER activity_workflows_version_del AFTER DELETE ON activity_workflows REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_workflows_changed();
CREATE TRIGGER activity_records_version_ins AFTER INSERT ON activity_records REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_records_changed();
CREATE TRIGGER activity_records_version_upd AFTER UPDATE ON activity_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_records_changed();
CREATE TRIGGER activity_records_version_del AFTER DELETE ON activity_records REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION activity_records_changed();
