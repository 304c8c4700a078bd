-- Extensions drizzle-kit does not write. pg_trgm backs the ILIKE '%...%' searches (trigram GIN
-- indexes); PGlite ships it and client.ts loads it with `extensions: { pg_trgm }`.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
