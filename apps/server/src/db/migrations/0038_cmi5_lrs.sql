-- cmi5 (issue 34 item 3, decision 0083): the portal is the Learning Record Store a cmi5 AU
-- talks to. A registration is one learner's enrolment in one cmi5 course within one course
-- run; a session is one launch of one AU; statements, state documents and agent profiles are
-- the xAPI 1.0.3 resources the AU reads and writes with the session's auth token.

CREATE TABLE cmi5_registrations (
  id uuid PRIMARY KEY,                       -- the xAPI registration (cmi5 §8.1.4)
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid NOT NULL,
  objective_workflow_id uuid NOT NULL,
  course_iri text NOT NULL,                  -- the course's id in cmi5.xml
  -- The course's satisfied statement was sent (cmi5 §9.3.9: once per course per registration).
  satisfied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (objective_workflow_id, course_iri)
);

-- What a registration recorded for one AU (cmi5 §9.3, per registration): completed and
-- passed once each, failed, and whether moveOn found it satisfied.
CREATE TABLE cmi5_au_results (
  registration_id uuid NOT NULL REFERENCES cmi5_registrations(id) ON DELETE CASCADE,
  activity_id uuid NOT NULL,                 -- the portal's activity (the AU)
  completed_at timestamptz,
  passed_at timestamptz,
  failed_at timestamptz,
  scaled_score double precision,
  satisfied_at timestamptz,
  PRIMARY KEY (registration_id, activity_id)
);

CREATE TABLE cmi5_sessions (
  id uuid PRIMARY KEY,                       -- the session ID (cmi5 §9.6.3.1)
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  registration_id uuid NOT NULL REFERENCES cmi5_registrations(id) ON DELETE CASCADE,
  activity_id uuid NOT NULL,
  activity_workflow_id uuid NOT NULL,
  user_id uuid NOT NULL,
  au_iri text NOT NULL,                      -- the activityId the LMS made for the AU (§8.1.5)
  publisher_id text NOT NULL,                -- the AU's id in cmi5.xml (§9.6.2.3)
  launch_mode text NOT NULL CHECK (launch_mode IN ('Normal', 'Browse', 'Review')),
  move_on text NOT NULL,
  mastery_score double precision,
  -- SHA-256 of the one-time fetch secret and of the auth token's secret: neither is kept as sent.
  fetch_hash bytea NOT NULL,
  fetched_at timestamptz,
  token_hash bytea,
  -- Defined verbs kept in this session, in order (§9.3 session rules).
  verbs text[] NOT NULL DEFAULT '{}',
  launched_at timestamptz NOT NULL,
  last_statement_at timestamptz,
  terminated_at timestamptz,
  abandoned_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX cmi5_sessions_registration ON cmi5_sessions (registration_id, activity_id, launched_at);

CREATE TABLE xapi_statements (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  registration uuid,
  session_id uuid,
  -- The actor's account as "homePage|name" (every statement here is about a learner's account).
  actor_key text NOT NULL,
  verb_id text NOT NULL,
  object_id text,
  statement jsonb NOT NULL,                  -- as stored: with stored, authority, version
  stored timestamptz NOT NULL,
  voided boolean NOT NULL DEFAULT false,
  seq bigserial
);
CREATE INDEX xapi_statements_registration ON xapi_statements (tenant_id, registration, seq);
CREATE INDEX xapi_statements_actor ON xapi_statements (tenant_id, actor_key, seq);

-- State documents (xAPI 1.0.3 §2.3.2 State Resource) and agent profiles (§2.6).
CREATE TABLE xapi_documents (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  kind text NOT NULL CHECK (kind IN ('state', 'agentProfile')),
  actor_key text NOT NULL,
  activity_id text NOT NULL DEFAULT '',      -- '' for agent profiles
  registration text NOT NULL DEFAULT '',     -- '' when none is given
  document_id text NOT NULL,                 -- stateId or profileId
  content_type text NOT NULL,
  content bytea NOT NULL,
  etag text NOT NULL,
  updated timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, kind, actor_key, activity_id, registration, document_id)
);
