-- The spine: the shop's data, the durable inbox/outbox, conversations with their job state,
-- and the runs/steps journal a retried job replays (invariant 6).

CREATE TABLE customers (
    id          text PRIMARY KEY,
    name        text NOT NULL,
    phone       text UNIQUE,            -- WhatsApp number without '+': equal to wa_id verifies (code decides)
    email       text,
    language    text NOT NULL DEFAULT 'en'
);

CREATE TABLE orders (
    id              text PRIMARY KEY,
    customer_id     text NOT NULL REFERENCES customers (id),
    status          text NOT NULL CHECK (status IN ('placed', 'shipped', 'out_for_delivery', 'delivered', 'cancelled')),
    delivery_fee    numeric(12, 2) NOT NULL CHECK (delivery_fee >= 0),
    paid            numeric(12, 2) NOT NULL CHECK (paid >= 0),
    currency        text NOT NULL,
    payment_method  text,
    placed_at       timestamptz NOT NULL,
    shipped_at      timestamptz,
    delivered_at    timestamptz,
    eta             timestamptz,
    carrier         text,
    tracking        text,
    address         jsonb NOT NULL,
    note            text                -- the customer's own words: untrusted (invariant 9)
);
CREATE INDEX orders_by_customer ON orders (customer_id, placed_at DESC);

CREATE TABLE order_items (
    order_id    text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    sku         text NOT NULL,
    name        text NOT NULL,
    qty         integer NOT NULL CHECK (qty > 0),
    unit_price  numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
    PRIMARY KEY (order_id, sku)
);

CREATE TABLE refunds (
    id          bigserial PRIMARY KEY,
    order_id    text NOT NULL REFERENCES orders (id),
    amount      numeric(12, 2) NOT NULL CHECK (amount > 0),
    skus        text[] NOT NULL DEFAULT '{}',
    refunded_at timestamptz NOT NULL,
    source      text NOT NULL DEFAULT 'bot'       -- 'seed' for earlier refunds from a fixture
);

CREATE TABLE conversations (
    id                  bigserial PRIMARY KEY,
    business_number_id  text NOT NULL,
    contact_key         text NOT NULL,          -- wa_id when Meta sends one, else the BSUID
    wa_id               text,
    user_id             text,
    contact_name        text,
    -- inbound_seq counts stored messages that need a turn; handled_seq how many turns answered.
    -- Both live on this row so "settle only if nothing new arrived" is one row-level check.
    inbound_seq         bigint NOT NULL DEFAULT 0,
    handled_seq         bigint NOT NULL DEFAULT 0,
    job_state           text NOT NULL DEFAULT 'idle' CHECK (job_state IN ('idle', 'queued')),
    job_id              text,
    queued_at           timestamptz,
    rescues             integer NOT NULL DEFAULT 0,
    lease_owner         text,
    lease_until         timestamptz,
    last_inbound_at     timestamptz,
    created_at          timestamptz NOT NULL DEFAULT now(),
    UNIQUE (business_number_id, contact_key)
);
CREATE INDEX conversations_queued ON conversations (queued_at) WHERE job_state = 'queued';

CREATE TABLE runs (
    id              bigserial PRIMARY KEY,
    conversation_id bigint NOT NULL REFERENCES conversations (id),
    seq             integer NOT NULL,
    through_seq     bigint NOT NULL,            -- answers the conversation's inbound messages up to here
    message_ids     bigint[] NOT NULL,
    status          text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'done', 'failed')),
    attempts        integer NOT NULL DEFAULT 1,
    responder       text NOT NULL,              -- which responder/prompt version decided
    outcome         text,
    started_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
    finished_at     timestamptz,
    UNIQUE (conversation_id, seq)
);
CREATE UNIQUE INDEX runs_one_open ON runs (conversation_id) WHERE status = 'running';

CREATE TABLE steps (
    run_id      bigint NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
    step        integer NOT NULL,
    kind        text NOT NULL,
    request     jsonb,
    result      jsonb,
    created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    PRIMARY KEY (run_id, step)
);

CREATE TABLE messages (
    id              bigserial PRIMARY KEY,
    conversation_id bigint REFERENCES conversations (id),   -- NULL when addressed to a number we do not serve
    direction       text NOT NULL CHECK (direction IN ('in', 'out')),
    wamid           text UNIQUE,
    kind            text NOT NULL,
    body            text,
    choice_id       text,
    payload         jsonb,
    trusted         boolean NOT NULL,       -- inbound text is data, never instructions (invariant 9)
    served          boolean NOT NULL DEFAULT true,
    needs_turn      boolean NOT NULL DEFAULT false,
    sent_at         timestamptz,
    created_at      timestamptz NOT NULL DEFAULT clock_timestamp(),
    handled_by_run  bigint REFERENCES runs (id),
    handled_at      timestamptz,
    -- outbound only
    idempotency_key text UNIQUE,
    run_id          bigint REFERENCES runs (id),
    status          text,
    status_at       timestamptz,
    errors          jsonb
);
CREATE INDEX messages_unhandled ON messages (conversation_id, id) WHERE needs_turn AND handled_at IS NULL;
CREATE INDEX messages_by_conversation ON messages (conversation_id, id);

CREATE TABLE delivery_statuses (
    id          bigserial PRIMARY KEY,
    wamid       text NOT NULL,
    status      text NOT NULL,
    at          timestamptz NOT NULL,
    recipient   text,
    errors      jsonb,
    payload     jsonb,
    received_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    UNIQUE (wamid, status)
);

-- Delivery statuses only move forward: a late `delivered` after `read` stays `read`.
CREATE FUNCTION status_rank(status text) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
    SELECT CASE status WHEN 'accepted' THEN 0 WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2
                       WHEN 'read' THEN 3 WHEN 'failed' THEN 4 END
$$;
