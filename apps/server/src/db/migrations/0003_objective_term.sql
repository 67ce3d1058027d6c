-- The term a course runs in, for the catalog's term filter (doc 1 §2: terms filter the
-- enrolled and the catalog lists). An enrolment's own term, when set, wins on My courses.
ALTER TABLE objectives ADD COLUMN term_id uuid REFERENCES terms(id);
CREATE INDEX objectives_catalog_idx ON objectives (tenant_id, name) WHERE in_catalog;
CREATE INDEX objective_workflow_aggregates_user_idx ON objective_workflow_aggregates (user_id, objective_id);
