-- The resource library of doc 1 §3 (name, allowPublishing, allowEditing, activityType): the
-- tenant's libraries of reusable content of one activity type, with whether authors may
-- publish from them and edit what they hold (decision 0041). The learner portal reads them.
CREATE TABLE resource_libraries (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text NOT NULL,
  name text NOT NULL,
  allow_publishing boolean NOT NULL DEFAULT false,
  allow_editing boolean NOT NULL DEFAULT false,
  activity_type text NOT NULL CHECK (activity_type IN ('text', 'lti', 'composite', 'event', 'video', 'discussion')),
  UNIQUE (tenant_id, external_id)
);
