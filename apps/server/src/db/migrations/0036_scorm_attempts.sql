-- The SCORM run-time data of a learner's attempt at a `scorm` activity (issue 34, decision
-- 0080): one row per activity workflow, the data model as the SCO last committed it
-- (flattened `cmi.*` element → value), and the sequence number of that commit, so a
-- repeated or older commit from the player changes nothing.
CREATE TABLE scorm_attempts (
  activity_workflow_id uuid PRIMARY KEY REFERENCES activity_workflows(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid NOT NULL,
  package_id uuid NOT NULL REFERENCES content_packages(id),
  -- '1.2' or '2004': which data model `cmi` holds.
  version text NOT NULL CHECK (version IN ('1.2', '2004')),
  cmi jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The player's sequence number of the last commit kept; a launch of the player starts a new session.
  session_id uuid,
  seq integer NOT NULL DEFAULT 0,
  -- The SCO called Terminate/LMSFinish in that session.
  terminated boolean NOT NULL DEFAULT false,
  -- The navigation request (2004 adl.nav.request) of the last Terminate, for the portal's content view.
  nav_request text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
