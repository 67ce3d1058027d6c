-- Failed sign-ins at the bundled identity provider, counted per account (a hash of the
-- normalised email, so unknown addresses are counted the same as known ones and the
-- table holds no one's email) and per client address. Rows live in the database so every
-- server process counts together (docs/decisions/0013-sign-in-limits.md).
CREATE TABLE sign_in_throttles (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('account', 'address')),
  key text NOT NULL,
  -- Attempts not (yet) followed by a success; an attempt is counted before its password is checked.
  failures integer NOT NULL,
  last_failure_at timestamptz NOT NULL,
  -- No attempt is checked before this time.
  locked_until timestamptz,
  PRIMARY KEY (tenant_id, kind, key)
);
-- For clearing out rows nobody has failed on for a long time.
CREATE INDEX sign_in_throttles_last_failure ON sign_in_throttles (last_failure_at);
