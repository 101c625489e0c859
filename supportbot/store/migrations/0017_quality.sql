-- The quality loop (issue 16): how conversations end and what the customer said about it, actions
-- later found wrong, refund-rate alerts, and the staff's QA reviews. Every time here is written by
-- the application's clock (one clock: tests and evals pin it), so none has a database default.

-- A conversation row lives as long as the contact; an ending closes one stretch of it: resolved by
-- the bot, closed by staff, or closed after silence. Each ending is counted once (its key names the
-- point in the conversation it ended at), carries what it is scored by, and at most one CSAT ask.
CREATE TABLE conversation_endings (
    id              bigserial PRIMARY KEY,
    key             text NOT NULL UNIQUE,           -- resolved:<conv>:<seq> | silence:<conv>:<seq> | staff:<handoff>
    conversation_id bigint NOT NULL REFERENCES conversations (id),
    how             text NOT NULL CHECK (how IN ('resolved', 'staff_closed', 'silence')),
    inbound_seq     bigint NOT NULL,                -- what the customer had written by then: more means they came back
    run_id          bigint REFERENCES runs (id) ON DELETE SET NULL,
    mode            text,                           -- the rung the last run answered on
    intent          text,                           -- the router's intent of the last message it labelled
    version         text,                           -- responder/prompt version of the last run
    model           text,                           -- the model of the last model call, if any
    staff_id        text,                           -- who took it over (or closed it)
    language        text,
    order_id        text,                           -- the order it was about, when one was named
    ended_at        timestamptz NOT NULL,
    csat            text NOT NULL DEFAULT 'pending', -- pending | asked | or why not: outside_window, asked_today, sensitive, came_back
    csat_asked_at   timestamptz,
    rating          text CHECK (rating IN ('good', 'bad')),
    rated_at        timestamptz,
    reason          text,                           -- the customer's words after a bad rating, masked (bot/privacy/pii.py)
    reason_at       timestamptz
);
CREATE INDEX endings_by_conversation ON conversation_endings (conversation_id, ended_at);
CREATE INDEX endings_ended ON conversation_endings (ended_at);

-- An action found wrong later: the provider reversed the payment, or a reviewer said so.
CREATE TABLE action_reversals (
    id          bigserial PRIMARY KEY,
    action_id   bigint NOT NULL REFERENCES actions (id),
    source      text NOT NULL CHECK (source IN ('provider', 'review')),
    ref         text,                               -- the provider's event id or the review id
    at          timestamptz NOT NULL,
    UNIQUE (action_id, source)
);

-- One row per hour a refund alert fired: the figures, the bound they broke, the Slack post.
CREATE TABLE refund_alerts (
    id              bigserial PRIMARY KEY,
    hour_start      timestamptz NOT NULL UNIQUE,
    refunds         integer NOT NULL,
    amount          numeric(14, 2) NOT NULL,
    baseline_count  numeric(14, 4) NOT NULL,
    baseline_amount numeric(14, 2) NOT NULL,
    count_bound     integer NOT NULL,
    amount_bound    numeric(14, 2) NOT NULL,
    fired_at        timestamptz NOT NULL,
    slack_ts        text
);

-- QA: what the daily sample picked, why, and the reviewer's verdict.
CREATE TABLE qa_reviews (
    id              bigserial PRIMARY KEY,
    conversation_id bigint NOT NULL REFERENCES conversations (id),
    ending_id       bigint REFERENCES conversation_endings (id),
    action_id       bigint REFERENCES actions (id),
    run_id          bigint,                         -- the trace to read (no FK: traces expire)
    day             date NOT NULL,
    why             text NOT NULL CHECK (why IN ('sample', 'refund', 'negative_csat', 'reversal')),
    slack_ts        text,
    verdict         text CHECK (verdict IN ('fine', 'wrong_action', 'wrong_policy', 'tone', 'should_have_handed_off')),
    note            text,
    reviewer        text,
    decided_at      timestamptz,
    draft           text,                           -- the draft eval scenario written from it
    created_at      timestamptz NOT NULL,
    UNIQUE (conversation_id, day)
);
