-- Exchanges (issue 33 item 1): delivered units swapped for another variant of the same product.
-- The action keeps its swaps (each unit's new variant) and what the customer owes beside the
-- refund it already has (`amount`); a done exchange is recorded in `exchanges`, which takes its
-- units from the order as a replacement does (the refunded difference, if any, is a refunds row
-- with no units). `shop_exchanges` is the built-in shop's own side: the exchange its order system
-- made under the action's key, the new variant's stock taken in the same transaction.
ALTER TABLE actions DROP CONSTRAINT actions_kind_check;
ALTER TABLE actions ADD CONSTRAINT actions_kind_check
    CHECK (kind IN ('refund', 'address_change', 'cancel_order', 'return', 'replacement', 'not_received',
                    'saved_address', 'order_edit', 'exchange'));
ALTER TABLE actions ADD COLUMN swaps jsonb;                 -- [{sku, qty, new_sku}] for an exchange
ALTER TABLE actions ADD COLUMN collect numeric(12, 2);      -- owed by the customer, through the shop's link

CREATE TABLE exchanges (
    id               bigserial PRIMARY KEY,
    order_id         text NOT NULL,
    skus             text[] NOT NULL,             -- the units going back, one entry per unit
    swaps            jsonb NOT NULL,
    refund           numeric(12, 2) NOT NULL CHECK (refund >= 0),
    collect          numeric(12, 2) NOT NULL CHECK (collect >= 0),
    shop_ref         text NOT NULL,
    payment_url      text,
    action_id        bigint NOT NULL UNIQUE REFERENCES actions (id),
    idempotency_key  text NOT NULL UNIQUE,
    conversation_id  bigint REFERENCES conversations (id),
    customer_id      text,
    created_at       timestamptz NOT NULL
);
CREATE INDEX exchanges_order ON exchanges (order_id);

CREATE TABLE shop_exchanges (
    idempotency_key  text PRIMARY KEY,
    order_id         text NOT NULL,
    swaps            jsonb NOT NULL,
    made_at          timestamptz NOT NULL
);
