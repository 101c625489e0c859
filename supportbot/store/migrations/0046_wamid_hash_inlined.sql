-- wamid_hash (0012) as the planner can inline it (issue 29, item 3: bench/ingest.py). Every
-- message and status of every webhook is checked against forgotten_messages by its id's hash,
-- in ingest_batch (0012) and ingest_statuses (0044). Declared IMMUTABLE over a STABLE body
-- (convert_to), the function could not be inlined: Postgres ran it as a SQL function call of its
-- own for each id (auto_explain showed one nested statement per id, and the check took 0.3 ms for
-- a group of 20 messages). STABLE is what its body is; no index is built on it, and the hash is
-- the same (the id's UTF-8 bytes, SHA-256), so what forget stored before still matches.
ALTER FUNCTION wamid_hash(text) STABLE;
