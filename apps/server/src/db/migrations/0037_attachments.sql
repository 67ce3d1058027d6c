-- Attachments and team hand-ins (issue 34 item 4, docs/decisions/0081-attachments-and-hand-ins.md).

-- Who uploaded a file; null for the files the import brings. An upload named on nothing yet
-- is read by its uploader only.
ALTER TABLE files ADD COLUMN owner_id uuid REFERENCES users(id) ON DELETE CASCADE;
CREATE INDEX files_owner_idx ON files (owner_id, created_at) WHERE owner_id IS NOT NULL;

-- A discussion post's files, in the author's order: read by whoever may read the discussion.
CREATE TABLE discussion_post_attachments (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  post_id uuid NOT NULL REFERENCES discussion_posts(id) ON DELETE CASCADE,
  file_id uuid NOT NULL UNIQUE REFERENCES files(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (post_id, file_id)
);

-- A team's one hand-in of its activity: every member reads it, any member replaces it until
-- the team's work is handed in. `version` counts the saves (a save names the version it read).
CREATE TABLE team_hand_ins (
  group_activity_workflow_id uuid PRIMARY KEY REFERENCES group_activity_workflows(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  body text NOT NULL,
  version integer NOT NULL CHECK (version > 0),
  saved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  saved_at timestamptz NOT NULL
);

CREATE TABLE team_hand_in_files (
  group_activity_workflow_id uuid NOT NULL REFERENCES team_hand_ins(group_activity_workflow_id) ON DELETE CASCADE,
  file_id uuid NOT NULL UNIQUE REFERENCES files(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (group_activity_workflow_id, file_id)
);
