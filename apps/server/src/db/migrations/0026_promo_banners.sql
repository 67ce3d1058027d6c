-- The tenant's promo banners on the learner dashboard (doc 1 §1; issue 15,
-- docs/decisions/0029-fragments-and-dashboard.md): shown between their dates to the members
-- of their audience units, or to everyone when none are named.
CREATE TABLE promo_banners (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  external_id text NOT NULL,
  title text NOT NULL,
  text text NOT NULL DEFAULT '',
  image_url text,
  image_alt text NOT NULL DEFAULT '',
  link_url text,
  link_text text,
  audience_unit_ids uuid[] NOT NULL DEFAULT '{}',
  starts_at timestamptz,
  ends_at timestamptz,
  position integer NOT NULL DEFAULT 0,
  UNIQUE (tenant_id, external_id)
);
