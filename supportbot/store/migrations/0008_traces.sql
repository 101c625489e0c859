-- One masked trace per run (invariant 10): what was said, labelled, called, decided, approved and
-- sent, written when the run finishes. Traces expire after TRACE_RETENTION_DAYS and go with the
-- customer on `forget`; the journal (steps) stays the record replays read.

CREATE TABLE traces (
    run_id          bigint PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
    conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    customer_id     text,                       -- whose trace: `forget` deletes by it (no FK: forgetting
                                                -- may delete the customer row after the traces)
    outcome         text,
    mode            text,                       -- the rung the run answered on, when it reached one
    cost            numeric(14, 6) NOT NULL DEFAULT 0,
    started_at      timestamptz NOT NULL,
    finished_at     timestamptz,
    body            jsonb NOT NULL,             -- masked: said, labels, steps with timings, sent
    events          jsonb NOT NULL DEFAULT '[]', -- later news: staff decisions on what the run proposed
    created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX traces_customer ON traces (customer_id);
CREATE INDEX traces_conversation ON traces (conversation_id);
CREATE INDEX traces_created ON traces (created_at);  -- the retention purge walks it
-- The journal purge looks for finished runs by age.
CREATE INDEX runs_finished ON runs (finished_at) WHERE status <> 'running';
