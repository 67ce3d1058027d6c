-- Foreign keys that PostgreSQL must look up from the referenced side, found by the
-- benchmarks (bench/spike.ts removes runs; enrolments are withdrawn): without an index each
-- such delete scans the whole referencing table.
-- - withdrawing an enrolment sets its aggregates' objective_access_id to null (ON DELETE SET NULL);
-- - deleting a run deletes its results (objective_records, ON DELETE CASCADE).
CREATE INDEX objective_workflow_aggregates_access_idx ON objective_workflow_aggregates (objective_access_id);
CREATE INDEX objective_records_workflow_idx ON objective_records (objective_workflow_id);
