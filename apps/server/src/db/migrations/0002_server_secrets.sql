-- Keys the server makes once and every process shares: the identity provider's
-- signing keys and cookie keys. Generated at first start unless given by configuration.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
