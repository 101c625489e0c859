-- The agent: router labels, identity per conversation, proposed effects (actions) that wait for
-- the customer's confirmation and, above the limit, a staff approval; refunds tied to them.

ALTER TABLE messages ADD COLUMN labels jsonb;   -- router labels of an inbound message

ALTER TABLE conversations
    ADD COLUMN claimed_customer_id  text REFERENCES customers (id),   -- account named by an order id, unverified
    ADD COLUMN verified_customer_id text REFERENCES customers (id),   -- set by code only (invariant 3)
    ADD COLUMN mode                 text NOT NULL DEFAULT 'bot' CHECK (mode IN ('bot', 'handoff', 'human'));

CREATE TABLE verification_codes (
    id              bigserial PRIMARY KEY,
    conversation_id bigint NOT NULL REFERENCES conversations (id),
    customer_id     text NOT NULL REFERENCES customers (id),
    code_hash       text NOT NULL,
    step_key        text NOT NULL UNIQUE,       -- a replayed send_code finds its code, sends nothing
    expires_at      timestamptz NOT NULL,
    used_at         timestamptz,
    created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE code_attempts (
    step_key        text PRIMARY KEY,           -- one verify_code call counts once, replayed or not
    conversation_id bigint NOT NULL REFERENCES conversations (id),
    ok              boolean NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE actions (
    id               bigserial PRIMARY KEY,
    idempotency_key  text NOT NULL UNIQUE,      -- conversation:run:step of the proposing tool call
    conversation_id  bigint NOT NULL REFERENCES conversations (id),
    customer_id      text NOT NULL REFERENCES customers (id),
    kind             text NOT NULL CHECK (kind IN ('refund', 'address_change')),
    order_id         text NOT NULL REFERENCES orders (id),
    items            jsonb,                     -- [{"sku", "qty"}] for refunds
    amount           numeric(12, 2),
    currency         text,
    address          jsonb,
    token_nonce      text UNIQUE,               -- a refund token pays at most once
    needs_approval   boolean NOT NULL DEFAULT false,
    approval_reasons text[] NOT NULL DEFAULT '{}',
    article          text,
    status           text NOT NULL CHECK (status IN ('awaiting_confirmation', 'cancelled',
                         'awaiting_approval', 'approved', 'rejected', 'expired',
                         'executing', 'pending', 'done', 'failed')),
    confirm_by       timestamptz NOT NULL,
    decided_by       text,
    decided_at       timestamptz,
    outcome          text,
    provider_ref     text,
    created_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
    updated_at       timestamptz NOT NULL DEFAULT clock_timestamp()
);
-- One question at a time: a new proposal replaces an unanswered one.
CREATE UNIQUE INDEX actions_one_awaiting ON actions (conversation_id) WHERE status = 'awaiting_confirmation';

ALTER TABLE refunds
    ADD COLUMN action_id       bigint UNIQUE REFERENCES actions (id),
    ADD COLUMN idempotency_key text UNIQUE,
    ADD COLUMN provider_ref    text,
    ADD COLUMN conversation_id bigint REFERENCES conversations (id);

CREATE TABLE handoffs (
    id              bigserial PRIMARY KEY,
    conversation_id bigint NOT NULL REFERENCES conversations (id),
    run_id          bigint UNIQUE REFERENCES runs (id),
    reason          text NOT NULL,
    priority        text NOT NULL CHECK (priority IN ('normal', 'high', 'urgent')),
    summary         jsonb NOT NULL DEFAULT '{}',
    first_asked_at  timestamptz NOT NULL,      -- the queue keeps each ticket's place
    status          text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'taken', 'closed')),
    created_at      timestamptz NOT NULL DEFAULT clock_timestamp()
);
