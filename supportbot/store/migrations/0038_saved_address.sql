-- The customer's saved (default) address (issue [9/9] item 3): the built-in shop keeps it on the
-- customer row, seeded from the fixture's optional `address`; the bot changes it only through an
-- action the customer confirmed (kind saved_address), which names no order.
ALTER TABLE customers ADD COLUMN address jsonb;
ALTER TABLE actions DROP CONSTRAINT actions_kind_check;
ALTER TABLE actions ADD CONSTRAINT actions_kind_check
    CHECK (kind IN ('refund', 'address_change', 'cancel_order', 'return', 'replacement', 'not_received',
                    'saved_address'));
