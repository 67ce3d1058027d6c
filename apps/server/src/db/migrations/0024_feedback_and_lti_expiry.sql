-- The feedback widget's answers (issue 14, docs/decisions/0030-feedback-widget.md).
-- client_id is the answer's own id, made by the browser when the dialog opens: a retry or
-- a double click sends the same id and keeps one answer. locale, page and app_version
-- tell an administrator reading the export what the learner saw when answering.
ALTER TABLE feedback_events ADD COLUMN client_id uuid;
ALTER TABLE feedback_events ADD COLUMN locale text;
ALTER TABLE feedback_events ADD COLUMN page text;
ALTER TABLE feedback_events ADD COLUMN app_version text;
CREATE UNIQUE INDEX feedback_events_client_id ON feedback_events (tenant_id, user_id, client_id);
-- The export reads a tenant's answers by date.
CREATE INDEX feedback_events_tenant_created ON feedback_events (tenant_id, created_at);

-- Spent LTI client assertions are swept by their expiry at every token request
-- (lti-repository.ts): without an index that sweep reads the whole table.
CREATE INDEX lti_used_assertions_expires ON lti_used_assertions (expires_at);
