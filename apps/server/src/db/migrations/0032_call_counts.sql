-- Calls that write or cost, counted per learner and per client address in fixed windows
-- (docs/decisions/0058-limits-on-every-writing-call.md). Rows live in the database so every
-- server process counts together; one upsert per limited call reuses a key's row, starting
-- its window afresh once the last one has ended.
CREATE TABLE call_counts (
  tenant_id uuid NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  -- The budget's name: calls given the same budget share one count.
  budget text NOT NULL,
  -- 'learner:<user id>' or 'address:<IPv4 address or IPv6 /64>'.
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  calls integer NOT NULL,
  PRIMARY KEY (tenant_id, budget, key)
);
-- For clearing out rows whose window ended long ago.
CREATE INDEX call_counts_window_start ON call_counts (window_start);
