-- Keyword search in the catalog asks whether the name, the code or the description
-- contains a word: an OR over three columns, for which PostgreSQL reads every course
-- (~24 ms at 10,000 courses; it does not combine the three trigram indexes of 0004).
-- One trigram index over the three texts together answers "some field may contain it"
-- (2–3 ms); the exact per-field condition is then checked on those rows only
-- (catalog-repository.ts keywordPrefilter). The expression must stay identical there.
CREATE INDEX objectives_search_trgm ON objectives
  USING gin ((lower(name) || ' ' || lower(COALESCE(code, '')) || ' ' || lower(description)) gin_trgm_ops);
