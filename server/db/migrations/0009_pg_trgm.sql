-- Part-word search of the back office (decision 0041): the trigram operator classes of the GIN indexes in 0010.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
