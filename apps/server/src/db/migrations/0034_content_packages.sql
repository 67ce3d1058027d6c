-- Imported SCORM 1.2, SCORM 2004 and cmi5 packages (issue 34, decision 0078). A package's
-- files live in a table of their own, not in `files`: the portal's storage route never
-- serves them; only the content origin does, on another origin than the portal's, so a
-- package's scripts never run where the learner's session is.
ALTER TABLE activities DROP CONSTRAINT activities_type_check;
ALTER TABLE activities ADD CONSTRAINT activities_type_check
  CHECK (type IN ('text', 'lti', 'composite', 'event', 'video', 'discussion', 'scorm', 'cmi5'));
ALTER TABLE activities DROP CONSTRAINT activities_file_type_check;
ALTER TABLE activities ADD CONSTRAINT activities_file_type_check
  CHECK (file_type IN ('Lti13', 'PublicFile', 'PrivateFile', 'Lti11', 'Text', 'Composite', 'Vimeo', 'Package'));
ALTER TABLE resource_libraries DROP CONSTRAINT resource_libraries_activity_type_check;
ALTER TABLE resource_libraries ADD CONSTRAINT resource_libraries_activity_type_check
  CHECK (activity_type IN ('text', 'lti', 'composite', 'event', 'video', 'discussion', 'scorm', 'cmi5'));

CREATE TABLE content_packages (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  kind text NOT NULL CHECK (kind IN ('scorm12', 'scorm2004', 'cmi5')),
  -- What the import read from imsmanifest.xml or cmi5.xml (version, organisation, resources, AUs…).
  manifest jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- SHA-256 of the package as imported: importing the same bytes again stores nothing new.
  digest text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, digest)
);

CREATE TABLE content_package_files (
  package_id uuid NOT NULL REFERENCES content_packages(id) ON DELETE CASCADE,
  -- The file's path inside the package: '/'-separated, no leading slash, no '.' or '..' segment.
  path text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (package_id, path)
);
