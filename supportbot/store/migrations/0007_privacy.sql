-- Memory per customer (invariant 10): typed facts code derives, each with the conversation it
-- came from and an expiry. One row per kind: writing a fact again replaces it.
CREATE TABLE customer_memory (
    customer_id             text NOT NULL REFERENCES customers (id),
    kind                    text NOT NULL CHECK (kind IN ('language', 'preferred_channel', 'open_complaint')),
    value                   text NOT NULL,
    source_conversation_id  bigint REFERENCES conversations (id),
    expires_at              timestamptz NOT NULL,
    written_at              timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (customer_id, kind)
);
CREATE INDEX customer_memory_expiry ON customer_memory (expires_at);
