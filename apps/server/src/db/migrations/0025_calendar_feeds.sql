-- The learner's calendar feed (issue 15, docs/decisions/0028-calendar-and-ical-feed.md).
-- One secret address per learner, kept only as the SHA-256 of its token: a copy of the
-- database does not give anyone a learner's calendar. Making a new one replaces the row,
-- so the address before stops working at once.
CREATE TABLE calendar_feeds (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What the feed last said of each date, so that a changed date gets a higher SEQUENCE and
-- a new LAST-MODIFIED (RFC 5545 §3.8.7.4) and calendar programs replace it.
CREATE TABLE calendar_event_versions (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  uid text NOT NULL,
  fingerprint text NOT NULL,
  sequence integer NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, uid)
);
