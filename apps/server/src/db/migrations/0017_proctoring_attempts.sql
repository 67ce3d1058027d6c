-- A proctoring session opened by a proctoring tool's launch is one attempt of the exam
-- (LTI-AP attempt_number, docs/decisions/0021-proctored-exams.md); the tool names the
-- attempt when it reports on it. Sessions an instructor or the import records have none.
ALTER TABLE proctoring_sessions ADD COLUMN attempt_number integer;
CREATE UNIQUE INDEX proctoring_sessions_attempt ON proctoring_sessions (activity_workflow_id, attempt_number) WHERE attempt_number IS NOT NULL;
