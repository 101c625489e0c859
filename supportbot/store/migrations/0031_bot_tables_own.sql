-- The bot's tables keep only what the bot did (issue 26): its conversations, codes, actions,
-- returns, replacements, memory and the refunds it paid name the shop's orders and customers by
-- id, without foreign keys into the built-in shop's tables, so the same rows work when the order
-- system is Shopify's (SHOP_BACKEND=shopify: ids are order names and customer GIDs, and the
-- built-in `customers`/`orders` tables stay empty). The built-in shop keeps its own keys
-- (orders -> customers, order_items -> orders).
ALTER TABLE conversations DROP CONSTRAINT IF EXISTS conversations_claimed_customer_id_fkey,
                          DROP CONSTRAINT IF EXISTS conversations_verified_customer_id_fkey;
ALTER TABLE verification_codes DROP CONSTRAINT IF EXISTS verification_codes_customer_id_fkey;
ALTER TABLE actions DROP CONSTRAINT IF EXISTS actions_customer_id_fkey,
                    DROP CONSTRAINT IF EXISTS actions_order_id_fkey;
ALTER TABLE customer_memory DROP CONSTRAINT IF EXISTS customer_memory_customer_id_fkey;
ALTER TABLE returns DROP CONSTRAINT IF EXISTS returns_order_id_fkey,
                    DROP CONSTRAINT IF EXISTS returns_customer_id_fkey;
ALTER TABLE replacements DROP CONSTRAINT IF EXISTS replacements_order_id_fkey;
ALTER TABLE refunds DROP CONSTRAINT IF EXISTS refunds_order_id_fkey;

-- Whose money a refund or replacement was, kept on the row: the daily cap per customer
-- (supportbot/store/actions.py) sums them without reading the shop's orders. NULL on rows
-- written without it (the built-in shop's seeded refunds): readers fall back to the built-in
-- shop's order, the only place those rows can come from.
ALTER TABLE refunds ADD COLUMN customer_id text, ADD COLUMN currency text;
ALTER TABLE replacements ADD COLUMN customer_id text;
UPDATE refunds r SET customer_id = o.customer_id, currency = o.currency FROM orders o WHERE o.id = r.order_id;
UPDATE replacements p SET customer_id = o.customer_id FROM orders o WHERE o.id = p.order_id;
CREATE INDEX refunds_by_customer ON refunds (customer_id, refunded_at) WHERE customer_id IS NOT NULL;

-- The bot's own lock rows: deciding a claim upserts and locks ('order', id) then
-- ('customer', id) (supportbot/store/claim_locks.py), in that fixed order on every path, so two
-- claims on one order, or on one customer's caps, are decided one after the other whatever
-- system holds the orders. Rows are never deleted: one per order and customer ever claimed on.
CREATE TABLE claim_locks (
    kind  text NOT NULL CHECK (kind IN ('order', 'customer')),
    id    text NOT NULL,
    PRIMARY KEY (kind, id)
);
