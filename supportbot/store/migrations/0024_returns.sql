-- Returns (issue 15.2): after the customer's yes the warehouse issues a prepaid label, emailed to
-- the address on file; the return then waits, durably, for days: the warehouse's signed "received"
-- moves it to received, the refund (less the fee) is paid under the return's own key and recorded
-- in refunds, and it is refunded. Nothing received RETURN_RECEIVE_DAYS after the label: closed.
-- Its units stay claimed (no refund, replacement or second return of them) while label_sent or
-- received; once refunded the refunds row holds them; closed_not_received frees them.
ALTER TABLE actions ADD COLUMN IF NOT EXISTS reason text;  -- the customer's reason, as policy read it

CREATE TABLE returns (
    id              bigserial PRIMARY KEY,
    action_id       bigint NOT NULL UNIQUE REFERENCES actions (id),
    order_id        text NOT NULL REFERENCES orders (id),
    customer_id     text NOT NULL REFERENCES customers (id),
    conversation_id bigint NOT NULL REFERENCES conversations (id),
    items           jsonb NOT NULL,               -- [{"sku", "qty"}]
    reason          text NOT NULL,
    fee             numeric(12, 2) NOT NULL CHECK (fee >= 0),
    refund_amount   numeric(12, 2) NOT NULL CHECK (refund_amount >= 0),  -- paid on receipt
    currency        text NOT NULL,
    label_id        text NOT NULL UNIQUE,         -- the warehouse's return id
    label_url       text NOT NULL,
    state           text NOT NULL DEFAULT 'label_sent'
                    CHECK (state IN ('label_sent', 'received', 'refunded', 'closed_not_received')),
    label_sent_at   timestamptz NOT NULL,
    received_at     timestamptz,
    refunded_at     timestamptz,
    closed_at       timestamptz,
    provider_ref    text,
    outcome         text
);
CREATE INDEX returns_order ON returns (order_id);
CREATE INDEX returns_waiting ON returns (state, label_sent_at) WHERE state IN ('label_sent', 'received');
