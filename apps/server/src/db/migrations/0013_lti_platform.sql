-- The portal as an LTI 1.3 platform (docs/decisions/0019-lti-platform.md).

-- The platform's signing keys (RS256), shared by every tenant and every server process.
-- The newest key not retired signs; retired keys stay published in the key set for a
-- while so tokens already handed out still verify (`npm run lti:rotate-keys`).
CREATE TABLE lti_platform_keys (
  kid text PRIMARY KEY,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  retired_at timestamptz
);

-- A tool registered with a tenant (the import's `ltiTools`): who it is (client id,
-- deployment), where its OIDC login starts, where id_tokens may be posted, how its own
-- signatures are checked, and what it may do.
CREATE TABLE lti_tools (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text NOT NULL,
  name text NOT NULL,
  client_id text NOT NULL,
  deployment_id text NOT NULL,
  login_url text NOT NULL,
  redirect_uris text[] NOT NULL,
  target_link_uri text NOT NULL,
  jwks_url text,
  public_jwk jsonb,
  custom_parameters jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- 'LtiResourceLinkRequest', 'LtiSubmissionReviewRequest'
  messages text[] NOT NULL,
  -- AGS scopes the tool may be granted
  scopes text[] NOT NULL,
  share_name boolean NOT NULL DEFAULT true,
  share_email boolean NOT NULL DEFAULT true,
  UNIQUE (tenant_id, external_id),
  UNIQUE (tenant_id, client_id),
  CHECK (jwks_url IS NOT NULL OR public_jwk IS NOT NULL)
);

ALTER TABLE activities ADD COLUMN lti_tool_id uuid REFERENCES lti_tools(id);

-- One launch the portal began (resource-link): its id is the lti_message_hint. The
-- authorization request that follows must come for the same user within minutes, and
-- each launch signs one id_token only (used_at), so a replayed request is refused.
CREATE TABLE lti_launches (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid NOT NULL REFERENCES users(id),
  tool_id uuid NOT NULL REFERENCES lti_tools(id),
  objective_workflow_id uuid NOT NULL REFERENCES objective_workflows(id) ON DELETE CASCADE,
  activity_workflow_id uuid NOT NULL REFERENCES activity_workflows(id) ON DELETE CASCADE,
  message_type text NOT NULL CHECK (message_type IN ('LtiResourceLinkRequest', 'LtiSubmissionReviewRequest')),
  document_target text NOT NULL CHECK (document_target IN ('iframe', 'window')),
  locale text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  nonce text
);
CREATE INDEX lti_launches_expires ON lti_launches (expires_at);
-- A nonce is signed into one id_token only.
CREATE UNIQUE INDEX lti_launches_nonce ON lti_launches (tool_id, nonce);

-- Client assertions already spent at the token endpoint (jti), until they expire.
CREATE TABLE lti_used_assertions (
  tool_id uuid NOT NULL REFERENCES lti_tools(id) ON DELETE CASCADE,
  jti text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tool_id, jti)
);

-- AGS access tokens (only their SHA-256 is kept), scoped and short-lived.
CREATE TABLE lti_access_tokens (
  token_hash text PRIMARY KEY,
  tool_id uuid NOT NULL REFERENCES lti_tools(id) ON DELETE CASCADE,
  scopes text[] NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX lti_access_tokens_expires ON lti_access_tokens (expires_at);

-- The newest score a tool sent for a learner's attempt (AGS): a score with an older or
-- equal timestamp changes nothing, so retries and out-of-order deliveries count once.
CREATE TABLE lti_scores (
  activity_workflow_id uuid PRIMARY KEY REFERENCES activity_workflows(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  tool_id uuid NOT NULL REFERENCES lti_tools(id),
  score_given double precision,
  score_maximum double precision,
  activity_progress text NOT NULL,
  grading_progress text NOT NULL,
  comment text,
  timestamp timestamptz NOT NULL,
  received_at timestamptz NOT NULL
);
