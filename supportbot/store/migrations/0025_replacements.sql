-- No-charge replacement orders the shop system created for damaged or wrong items (issue 15.3).
-- A replacement is a claim on the order like a refund: its units and its value (unit price x
-- quantity) count in the ledger (store/actions.py), so a unit is refunded or replaced, once.
-- The shop's id for the new order is `shop_order_ref`; the idempotency key is the action's.
CREATE TABLE replacements (
    id               bigserial PRIMARY KEY,
    order_id         text NOT NULL REFERENCES orders (id),
    value            numeric(12, 2) NOT NULL CHECK (value > 0),
    skus             text[] NOT NULL,             -- one entry per unit, as refunds.skus
    shop_order_ref   text NOT NULL,
    action_id        bigint REFERENCES actions (id),
    idempotency_key  text NOT NULL UNIQUE,
    conversation_id  bigint REFERENCES conversations (id),
    created_at       timestamptz NOT NULL
);
CREATE INDEX replacements_order ON replacements (order_id);
