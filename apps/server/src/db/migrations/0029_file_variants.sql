-- Stored images at the widths the web asks for in srcset (issue 17, decision 0044): made
-- from the original on the first request for a width and kept. `source_version` is the
-- original row's xmin when it was read: a re-import that replaces the bytes (the import
-- upserts files by id) gives the row a new xmin, so a copy of the old bytes is never served
-- and is made again. `bytes` NULL records that the original is already this narrow (or is
-- not an image the server can read): the original is served, without decoding it again.
CREATE TABLE file_variants (
  file_id uuid NOT NULL REFERENCES files(id) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  source_version text NOT NULL,
  content_type text,
  bytes bytea,
  PRIMARY KEY (file_id, width)
);
