-- A certificate's PDF and PNG, rendered once and kept (issue 13, docs/decisions/0024-certificate-files.md):
-- one row per certificate, kind and language. content_hash is a digest of everything the file
-- shows, so a changed name, date or template renders it anew instead of serving a stale copy.
CREATE TABLE certificate_files (
  certificate_id uuid NOT NULL REFERENCES certificate_records(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('pdf', 'png')),
  locale text NOT NULL,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  content_hash text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (certificate_id, kind, locale)
);
