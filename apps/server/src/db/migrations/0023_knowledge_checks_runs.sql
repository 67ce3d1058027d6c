-- The knowledge checks' worker looks, every poll of every process, for the finished runs of
-- courses with a knowledge model within the plan's horizon (decision 0026): a short range here.
CREATE INDEX objective_workflows_finished_idx ON objective_workflows (objective_id, finished) WHERE state = 6;
