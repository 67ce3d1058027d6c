-- Team (collaborative) activities, issue 12 and decision 0020. A group activity workflow is
-- one team's work on one activity part: its name, its members (the learners' course
-- aggregates) and its shared state, with who submitted it and when. Teams come from the
-- import (external_id) or from an instructor's call.
ALTER TABLE group_activity_workflows
  ADD COLUMN external_id text,
  ADD COLUMN name text NOT NULL DEFAULT '',
  ADD COLUMN submitted timestamptz,
  ADD COLUMN finished timestamptz,
  ADD COLUMN submitted_by uuid REFERENCES users(id) ON DELETE SET NULL,
  ADD CONSTRAINT group_activity_workflows_external_key UNIQUE (tenant_id, external_id),
  ADD CONSTRAINT group_activity_workflows_part_key UNIQUE (id, activity_part_id);

-- A learner belongs to at most one team per activity: the member row repeats its team's
-- activity part (held equal by the foreign key) so the database can say so.
ALTER TABLE group_activity_workflow_members ADD COLUMN activity_part_id uuid;
UPDATE group_activity_workflow_members m SET activity_part_id = g.activity_part_id
  FROM group_activity_workflows g WHERE g.id = m.group_activity_workflow_id;
ALTER TABLE group_activity_workflow_members
  ALTER COLUMN activity_part_id SET NOT NULL,
  ADD CONSTRAINT group_activity_workflow_members_team_part_fkey FOREIGN KEY (group_activity_workflow_id, activity_part_id)
    REFERENCES group_activity_workflows (id, activity_part_id) ON DELETE CASCADE,
  ADD CONSTRAINT group_activity_workflow_members_one_team UNIQUE (activity_part_id, objective_workflow_aggregate_id);
CREATE INDEX group_activity_workflow_members_aggregate_idx ON group_activity_workflow_members (objective_workflow_aggregate_id);
