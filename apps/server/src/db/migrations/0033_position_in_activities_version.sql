-- Decision 0076: the position saved inside an activity (data->'position') is part of the
-- run's tree (the compact tree kept by kept-trees.ts, decision 0045), so a new position
-- bumps the run's activities version like a change of state or progress does.
CREATE OR REPLACE FUNCTION activity_workflows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
       WHERE (n.objective_workflow_id, n.activity_part_id, n.activity_id, n.state, n.progress, n.started, n.submitted, n.finished,
              n.data->'position')
             IS DISTINCT FROM (o.objective_workflow_id, o.activity_part_id, o.activity_id, o.state, o.progress, o.started, o.submitted,
              o.finished, o.data->'position')
    ) x;
  END IF;
  PERFORM runs_bump_activities_version(runs); -- none when runs is NULL
  RETURN NULL;
END $$;
