-- LTI Proctoring Services (docs/decisions/0021-proctored-exams.md): the proctoring tool is
-- launched (LtiStartProctoring) and told the exam ended (LtiEndAssessment) like any launch.
ALTER TABLE lti_launches DROP CONSTRAINT lti_launches_message_type_check;
ALTER TABLE lti_launches ADD CONSTRAINT lti_launches_message_type_check
  CHECK (message_type IN ('LtiResourceLinkRequest', 'LtiSubmissionReviewRequest', 'LtiStartProctoring', 'LtiEndAssessment'));
