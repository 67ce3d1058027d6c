-- Proctoring (doc 2 §4 Availability, §7 last-proctoring-session calls; docs/decisions/0009).
-- A run's sessions are read newest first, per activity workflow.
CREATE INDEX proctoring_sessions_aw_idx ON proctoring_sessions (activity_workflow_id, created_at DESC);

-- Start tokens handed to the proctoring tool: the token leaves the server once, only its
-- SHA-256 is kept (like sessions), bound to the session, the learner and the activity path.
CREATE TABLE proctoring_start_tokens (
  token_hash text PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  proctoring_session_id uuid NOT NULL REFERENCES proctoring_sessions(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  activity_path_id uuid,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX proctoring_start_tokens_session_idx ON proctoring_start_tokens (proctoring_session_id, expires_at);
