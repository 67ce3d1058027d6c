-- Knowledge checks by e-mail (issue 14, docs/decisions/0026-knowledge-checks-by-email.md).

-- A course's knowledge model: the short questions sent after the course is finished.
CREATE TABLE knowledge_models (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  objective_id uuid NOT NULL UNIQUE REFERENCES objectives(id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- answers: [{ key, text, normalizedScore, feedback }], one link of the e-mail each.
CREATE TABLE knowledge_model_questions (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  knowledge_model_id uuid NOT NULL REFERENCES knowledge_models(id) ON DELETE CASCADE,
  position integer NOT NULL,
  text text NOT NULL,
  answers jsonb NOT NULL
);
CREATE INDEX knowledge_model_questions_model_idx ON knowledge_model_questions (knowledge_model_id, position);

-- A finished run whose checks were planned (whether or not any step was still worth sending):
-- the primary key lets exactly one process plan it.
CREATE TABLE knowledge_check_plans (
  objective_workflow_id uuid PRIMARY KEY REFERENCES objective_workflows(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- reinforcement_workflows (0001, unused until now) is one check of one learner: sent once
-- when due (claimed with a lease, FOR UPDATE SKIP LOCKED), answered once (the first answer stays).
ALTER TABLE reinforcement_workflows
  ADD COLUMN objective_workflow_id uuid REFERENCES objective_workflows(id) ON DELETE CASCADE,
  ADD COLUMN question_id uuid REFERENCES knowledge_model_questions(id) ON DELETE CASCADE,
  ADD COLUMN step smallint,
  ADD COLUMN retry smallint NOT NULL DEFAULT 0,
  ADD COLUMN retry_of uuid UNIQUE REFERENCES reinforcement_workflows(id) ON DELETE SET NULL,
  ADD COLUMN due_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN send_locked_until timestamptz,
  ADD COLUMN send_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN sent_at timestamptz,
  ADD COLUMN skipped_at timestamptz,
  ADD COLUMN answered_at timestamptz;
CREATE UNIQUE INDEX reinforcement_workflows_plan_step ON reinforcement_workflows (objective_workflow_id, step) WHERE step IS NOT NULL;
CREATE INDEX reinforcement_workflows_due_idx ON reinforcement_workflows (due_at) WHERE sent_at IS NULL AND skipped_at IS NULL;
CREATE INDEX reinforcement_workflows_user_idx ON reinforcement_workflows (user_id);
