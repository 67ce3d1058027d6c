-- Keyword search (doc 1 §5) looks in name, code and description with "contains": one
-- trigram index per expression lets PostgreSQL combine them (BitmapOr) instead of reading
-- every course of the catalog. The expressions match the list fields' SQL exactly.
CREATE INDEX objectives_code_trgm ON objectives USING gin (lower(COALESCE(code, '')) gin_trgm_ops);
CREATE INDEX objectives_description_trgm ON objectives USING gin (lower(description) gin_trgm_ops);
