-- objective_workflow_aggregates_user_idx (0003) has the columns of the table's own
-- UNIQUE (user_id, objective_id) index (0001), in the same order: every query that used
-- it uses the unique index alike. Dropping it saves a write per aggregate insert and
-- update (an enrolment, a start, a finish) and 69 MB at the full benchmark dataset that
-- otherwise competes for the buffer cache. indexes.test.ts keeps such twins out.
DROP INDEX IF EXISTS objective_workflow_aggregates_user_idx;
