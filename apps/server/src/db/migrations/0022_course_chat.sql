-- Course chat (issue 14, decision 0025): replies per channel, a sequence number per message
-- (the cursor of paging and the id of the live events), read state by that number, attachments.

ALTER TABLE announcement_channels ADD COLUMN allow_replies boolean NOT NULL DEFAULT false;

-- seq orders the messages of a tenant in the order they were committed (posting takes the
-- tenant's advisory lock before nextval): the id of each server-sent event, so a stream
-- resumed with Last-Event-ID misses nothing and repeats nothing.
CREATE SEQUENCE announcement_message_seq;
ALTER TABLE announcement_messages
  ADD COLUMN seq bigint,
  ADD COLUMN kind text NOT NULL DEFAULT 'announcement' CHECK (kind IN ('announcement', 'question'));
UPDATE announcement_messages m SET seq = n.rn
  FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS rn FROM announcement_messages) n
 WHERE n.id = m.id;
SELECT setval('announcement_message_seq', COALESCE((SELECT max(seq) FROM announcement_messages), 0) + 1, false);
ALTER TABLE announcement_messages
  ALTER COLUMN seq SET DEFAULT nextval('announcement_message_seq'),
  ALTER COLUMN seq SET NOT NULL;
ALTER SEQUENCE announcement_message_seq OWNED BY announcement_messages.seq;
DROP INDEX announcement_messages_channel_idx;
CREATE UNIQUE INDEX announcement_messages_channel_seq_idx ON announcement_messages (channel_id, seq);
CREATE INDEX announcement_messages_tenant_seq_idx ON announcement_messages (tenant_id, seq);
CREATE UNIQUE INDEX announcement_messages_seq_idx ON announcement_messages (seq);

-- Read state: everything up to this sequence number has been read.
ALTER TABLE announcement_reads ADD COLUMN last_read_seq bigint NOT NULL DEFAULT 0;
UPDATE announcement_reads r
   SET last_read_seq = COALESCE((SELECT max(m.seq) FROM announcement_messages m WHERE m.channel_id = r.channel_id AND m.created_at <= r.last_read_at), 0);

-- A message's files: stored in files (no activity), served only to members of the channel.
CREATE TABLE announcement_attachments (
  tenant_id uuid NOT NULL REFERENCES tenants(id),
  message_id uuid NOT NULL REFERENCES announcement_messages(id) ON DELETE CASCADE,
  file_id uuid NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (message_id, file_id)
);
CREATE INDEX announcement_attachments_file_idx ON announcement_attachments (file_id);
