-- Where an LTI activity's tool opens (the launch's launch_presentation.document_target,
-- LTI Core 1.3 §5.4.5): in the course frame, or a window of its own. The import writes it
-- (activities[].documentTarget); other activities keep the default.
ALTER TABLE activities ADD COLUMN document_target text NOT NULL DEFAULT 'iframe'
  CHECK (document_target IN ('iframe', 'window'));
