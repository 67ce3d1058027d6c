-- A certificate can be revoked (issue 13, docs/decisions/0023-certificate-wallet-and-open-badges.md):
-- when and why. A revoked certificate keeps its row, so its public page says "revoked"
-- rather than "not found", and the first revocation is kept (a second one changes nothing).
ALTER TABLE certificate_records ADD COLUMN revoked_at timestamptz;
ALTER TABLE certificate_records ADD COLUMN revocation_reason text;
