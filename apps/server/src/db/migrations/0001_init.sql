-- The whole learner-portal schema: every entity of §3 of both spec documents.
-- Every table carries tenant_id and every query filters by it. Ids are UUIDs; the
-- empty id (all zeros) is never stored. Imported rows keep their external_id so a
-- second import of the same file updates instead of duplicating.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE tenants (
  id uuid PRIMARY KEY,
  external_id text UNIQUE,
  name text NOT NULL,
  host text,                                   -- host name the tenant answers on (null: the default tenant)
  settings jsonb NOT NULL DEFAULT '{}'::jsonb, -- locales, navigation, widgets, theme, session limit…
  feature_flags jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE units (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  name text NOT NULL,
  parent_id uuid REFERENCES units(id),
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE users (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  email text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  timezone text,
  locale text,
  password_hash text,                          -- for the bundled identity provider only
  oidc_subject text,                           -- subject at an external issuer
  features text[] NOT NULL DEFAULT ARRAY['Platform.Lms'],
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, external_id)
);
CREATE UNIQUE INDEX users_email_key ON users (tenant_id, lower(email));
CREATE UNIQUE INDEX users_subject_key ON users (tenant_id, oidc_subject) WHERE oidc_subject IS NOT NULL;

CREATE TABLE user_roles (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('Administrator', 'Author', 'Instructor', 'Learner')),
  PRIMARY KEY (user_id, role)
);

CREATE TABLE user_permissions (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  scope_id uuid,
  UNIQUE NULLS NOT DISTINCT (user_id, name, scope_id)
);

CREATE TABLE unit_memberships (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  unit_id uuid NOT NULL REFERENCES units(id),
  is_primary boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, unit_id)
);

CREATE TABLE groups (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  name text NOT NULL,
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE group_members (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  group_id uuid NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_id)
);

-- Server-side sessions: the cookie carries only a random token; its hash is the key.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  impersonator_id uuid REFERENCES users(id) ON DELETE CASCADE,
  id_token text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- Pending sign-ins (state, PKCE verifier, nonce), kept server-side so any process can finish them.
CREATE TABLE login_attempts (
  state text PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  provider text NOT NULL,
  redirect_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Storage for the bundled identity provider (oidc-provider adapter), shared by every process.
CREATE TABLE idp_store (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX idp_store_grant_idx ON idp_store (grant_id);
CREATE INDEX idp_store_uid_idx ON idp_store (uid);

CREATE TABLE terms (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  name text NOT NULL,
  starts_on date,
  ends_on date,
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE filter_categories (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  name text NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE filter_attributes (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  category_id uuid NOT NULL REFERENCES filter_categories(id) ON DELETE CASCADE,
  external_id text,
  name text NOT NULL,
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE showcases (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  name text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  is_public boolean NOT NULL DEFAULT false,
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE grading_scales (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  max_score double precision NOT NULL DEFAULT 1,
  normalized_passing_score double precision NOT NULL,
  passing_grade_id uuid,
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE grades (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  grading_scale_id uuid NOT NULL REFERENCES grading_scales(id) ON DELETE CASCADE,
  external_id text,
  name text NOT NULL,
  normalized_min_score double precision NOT NULL,
  color text,
  UNIQUE (tenant_id, external_id)
);

-- An activity is a node of a course's content: a composite (with parts) or a leaf
-- (text, video, event, discussion, lti). The course's root activity carries the
-- course-wide display settings.
CREATE TABLE activities (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  name text NOT NULL,
  code text,
  type text NOT NULL CHECK (type IN ('text', 'lti', 'composite', 'event', 'video', 'discussion')),
  file_type text CHECK (file_type IN ('Lti13', 'PublicFile', 'PrivateFile', 'Lti11', 'Text', 'Composite', 'Vimeo')),
  state smallint NOT NULL DEFAULT 2 CHECK (state BETWEEN 1 AND 4),
  description text NOT NULL DEFAULT '',
  image_url text,
  duration integer,                              -- seconds
  tool_url text,
  content jsonb NOT NULL DEFAULT '{}'::jsonb,    -- html, video url, event data… by type
  presentation_mode smallint NOT NULL DEFAULT 0 CHECK (presentation_mode BETWEEN 0 AND 3),
  display_mode smallint NOT NULL DEFAULT 2 CHECK (display_mode BETWEEN 1 AND 3),
  preferred_width integer,
  preferred_height integer,
  support_review boolean NOT NULL DEFAULT true,
  support_mobile_view boolean NOT NULL DEFAULT true,
  support_fullscreen_view boolean NOT NULL DEFAULT true,
  support_collaborative_mode boolean NOT NULL DEFAULT false,
  support_personal_mode boolean NOT NULL DEFAULT true,
  support_lti_authoring boolean NOT NULL DEFAULT false,
  support_lti_grading boolean NOT NULL DEFAULT false,
  proctored boolean NOT NULL DEFAULT false,
  max_score double precision NOT NULL DEFAULT 1,
  manual_grading boolean NOT NULL DEFAULT false,
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE activity_parts (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  parent_activity_id uuid NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  child_activity_id uuid NOT NULL REFERENCES activities(id),
  position integer NOT NULL,
  optional boolean NOT NULL DEFAULT false,
  score_weight double precision NOT NULL DEFAULT 1,
  -- activity constraint
  review_policy text NOT NULL DEFAULT 'AfterSubmission' CHECK (review_policy IN ('Never', 'AfterSubmission', 'AfterRevealingResults')),
  results_disclosure_policy text NOT NULL DEFAULT 'AfterFinish' CHECK (results_disclosure_policy IN ('Never', 'AfterDate', 'AfterScore', 'AfterFinish')),
  complete_previous boolean NOT NULL DEFAULT false,
  start_from timestamptz,
  start_until timestamptz,
  accessible_until timestamptz,
  grace_period_until timestamptz,
  due timestamptz,
  results_disclosure_from timestamptz,
  reveal_results_from timestamptz,
  results_disclosure_above double precision,
  UNIQUE (tenant_id, external_id)
);
CREATE INDEX activity_parts_parent_idx ON activity_parts (parent_activity_id, position);

CREATE TABLE objectives (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  name text NOT NULL,
  code text,
  description text NOT NULL DEFAULT '',
  about text NOT NULL DEFAULT '',
  image_url text,
  type text NOT NULL DEFAULT 'Course',
  activity_id uuid NOT NULL REFERENCES activities(id),
  grading_scale_id uuid REFERENCES grading_scales(id),
  announcement_channel_id uuid,
  enable_ai_tutor boolean NOT NULL DEFAULT false,
  access_new_content_after_completion boolean NOT NULL DEFAULT true,
  in_catalog boolean NOT NULL DEFAULT true,
  is_public boolean NOT NULL DEFAULT false,      -- listed in the open catalog
  self_enrollment boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, external_id)
);
CREATE INDEX objectives_name_trgm ON objectives USING gin (lower(name) gin_trgm_ops);
CREATE INDEX objectives_tenant_name_idx ON objectives (tenant_id, name);

CREATE TABLE objective_showcases (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  objective_id uuid NOT NULL REFERENCES objectives(id) ON DELETE CASCADE,
  showcase_id uuid NOT NULL REFERENCES showcases(id) ON DELETE CASCADE,
  PRIMARY KEY (objective_id, showcase_id)
);
CREATE INDEX objective_showcases_showcase_idx ON objective_showcases (showcase_id);

CREATE TABLE objective_attributes (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  objective_id uuid NOT NULL REFERENCES objectives(id) ON DELETE CASCADE,
  attribute_id uuid NOT NULL REFERENCES filter_attributes(id) ON DELETE CASCADE,
  PRIMARY KEY (objective_id, attribute_id)
);
CREATE INDEX objective_attributes_attribute_idx ON objective_attributes (attribute_id);

CREATE TABLE certificate_templates (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  objective_id uuid REFERENCES objectives(id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  state smallint NOT NULL DEFAULT 2 CHECK (state BETWEEN 1 AND 3),
  badge_kind text NOT NULL DEFAULT 'Custom' CHECK (badge_kind IN ('Custom', 'Credly')),
  valid_for_days integer,
  layout jsonb NOT NULL DEFAULT '{}'::jsonb,
  UNIQUE (tenant_id, external_id)
);

CREATE TABLE announcement_channels (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  objective_id uuid REFERENCES objectives(id) ON DELETE CASCADE,
  name text NOT NULL,
  starts_expanded boolean NOT NULL DEFAULT false
);

CREATE TABLE announcement_messages (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  channel_id uuid NOT NULL REFERENCES announcement_channels(id) ON DELETE CASCADE,
  author_id uuid REFERENCES users(id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcement_messages_channel_idx ON announcement_messages (channel_id, created_at);

CREATE TABLE announcement_reads (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  channel_id uuid NOT NULL REFERENCES announcement_channels(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  last_read_at timestamptz NOT NULL,
  PRIMARY KEY (channel_id, user_id)
);

-- Enrolment.
CREATE TABLE objective_accesses (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  objective_id uuid NOT NULL REFERENCES objectives(id) ON DELETE CASCADE,
  term_id uuid REFERENCES terms(id),
  is_mandatory boolean NOT NULL DEFAULT false,
  is_self_enrolled boolean NOT NULL DEFAULT false,
  availability_date timestamptz,
  availability_end_date timestamptz,
  due_date timestamptz,
  retake boolean NOT NULL DEFAULT false,
  retake_window integer,
  retake_window_unit text CHECK (retake_window_unit IN ('Minutes', 'Hours', 'Days', 'Weeks', 'Months', 'Years')),
  grade_reveal_policy text NOT NULL DEFAULT 'None' CHECK (grade_reveal_policy IN ('None', 'Never', 'AfterFinish', 'AfterDate')),
  grade_reveal_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, external_id),
  UNIQUE (user_id, objective_id)
);
CREATE INDEX objective_accesses_objective_idx ON objective_accesses (objective_id);

CREATE TABLE objective_workflow_aggregates (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  objective_id uuid NOT NULL REFERENCES objectives(id) ON DELETE CASCADE,
  objective_access_id uuid REFERENCES objective_accesses(id) ON DELETE SET NULL,
  is_self_enrolled boolean NOT NULL DEFAULT false,
  last_objective_workflow_id uuid,
  last_objective_record_id uuid,
  last_activity_workflow_id uuid,
  UNIQUE (user_id, objective_id)
);
CREATE INDEX owa_objective_idx ON objective_workflow_aggregates (objective_id);

CREATE TABLE objective_workflows (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  aggregate_id uuid NOT NULL REFERENCES objective_workflow_aggregates(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  objective_id uuid NOT NULL REFERENCES objectives(id) ON DELETE CASCADE,
  state smallint NOT NULL CHECK (state BETWEEN 1 AND 6),
  progress double precision NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 1),
  started timestamptz NOT NULL DEFAULT now(),
  submitted timestamptz,
  finished timestamptz,
  protect_results boolean NOT NULL DEFAULT false,
  objective_record_id uuid,
  UNIQUE (tenant_id, external_id)
);
-- One run in progress per learner and course, whatever the browser sends.
CREATE UNIQUE INDEX objective_workflows_one_open ON objective_workflows (aggregate_id) WHERE state = 1;
CREATE INDEX objective_workflows_aggregate_idx ON objective_workflows (aggregate_id, started DESC);

CREATE TABLE activity_workflows (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  objective_workflow_id uuid NOT NULL REFERENCES objective_workflows(id) ON DELETE CASCADE,
  activity_part_id uuid REFERENCES activity_parts(id) ON DELETE CASCADE, -- null: the course's root activity
  activity_id uuid NOT NULL REFERENCES activities(id),
  state smallint NOT NULL CHECK (state BETWEEN 1 AND 6),
  progress double precision NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 1),
  started timestamptz NOT NULL DEFAULT now(),
  submitted timestamptz,
  finished timestamptz,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  last_proctoring_session_id uuid
);
CREATE INDEX activity_workflows_ow_idx ON activity_workflows (objective_workflow_id, activity_part_id);

CREATE TABLE objective_records (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  objective_workflow_id uuid REFERENCES objective_workflows(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  objective_id uuid NOT NULL REFERENCES objectives(id) ON DELETE CASCADE,
  score double precision,
  max_score double precision,
  normalized_score double precision,
  grade text,
  passed boolean,
  finished timestamptz,
  progress double precision NOT NULL DEFAULT 1,
  protect_results boolean NOT NULL DEFAULT false,
  imported boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, external_id)
);
CREATE INDEX objective_records_user_idx ON objective_records (user_id, objective_id);

CREATE TABLE activity_records (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  activity_workflow_id uuid NOT NULL REFERENCES activity_workflows(id) ON DELETE CASCADE,
  activity_id uuid NOT NULL REFERENCES activities(id),
  score double precision,
  max_score double precision,
  normalized_score double precision,
  passed boolean,
  finished timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_records_aw_idx ON activity_records (activity_workflow_id);

CREATE TABLE certificate_records (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text,
  objective_id uuid NOT NULL REFERENCES objectives(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  certificate_template_id uuid REFERENCES certificate_templates(id),
  objective_record_id uuid REFERENCES objective_records(id),
  certificate_number text NOT NULL UNIQUE,
  external_url text,
  expiration_date timestamptz,
  normalized_passing_score double precision,
  created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, external_id)
);
CREATE INDEX certificate_records_user_idx ON certificate_records (user_id, objective_id, created DESC);

CREATE TABLE proctoring_sessions (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  activity_workflow_id uuid NOT NULL REFERENCES activity_workflows(id) ON DELETE CASCADE,
  state text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE group_activity_workflows (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  activity_part_id uuid NOT NULL REFERENCES activity_parts(id) ON DELETE CASCADE,
  group_id uuid REFERENCES groups(id),
  state smallint NOT NULL CHECK (state BETWEEN 1 AND 6),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE group_activity_workflow_members (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  group_activity_workflow_id uuid NOT NULL REFERENCES group_activity_workflows(id) ON DELETE CASCADE,
  objective_workflow_aggregate_id uuid NOT NULL REFERENCES objective_workflow_aggregates(id) ON DELETE CASCADE,
  PRIMARY KEY (group_activity_workflow_id, objective_workflow_aggregate_id)
);

CREATE TABLE reinforcement_workflows (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  objective_id uuid NOT NULL REFERENCES objectives(id) ON DELETE CASCADE,
  knowledge_model_id uuid,
  question text NOT NULL DEFAULT '',
  correct_answer text,
  answer text,
  answer_text text,
  normalized_score double precision,
  feedback text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Stored files (attachments, PDFs, uploaded video): bytes live in the database so
-- every process serves the same ones and a backup holds them.
CREATE TABLE files (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  activity_id uuid REFERENCES activities(id) ON DELETE CASCADE,
  name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE discussion_posts (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  activity_id uuid NOT NULL REFERENCES activities(id) ON DELETE CASCADE,
  parent_id uuid REFERENCES discussion_posts(id) ON DELETE CASCADE,
  author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX discussion_posts_activity_idx ON discussion_posts (activity_id, created_at);

CREATE TABLE usage_events (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  name text NOT NULL,
  is_mobile boolean NOT NULL DEFAULT false,
  role text,
  locale text,
  app_version text,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX usage_events_name_idx ON usage_events (tenant_id, name, created_at);

CREATE TABLE feedback_events (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  grade integer NOT NULL,
  details text[] NOT NULL DEFAULT '{}',
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Asynchronous commands (spec doc 1 §4): a row per accepted command, claimed by a
-- worker with FOR UPDATE SKIP LOCKED so any number of processes share them.
CREATE TABLE commands (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  user_id uuid REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  state smallint CHECK (state IN (1, 2, 3)),   -- null while pending
  result jsonb,
  errors jsonb,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX commands_pending_idx ON commands (created_at) WHERE state IS NULL;
