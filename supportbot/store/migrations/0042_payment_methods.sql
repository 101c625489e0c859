-- A placed order's payment method switched to another saved on the account (POLICY.md, Changing an
-- order before it ships): the built-in shop keeps the account's payment-method labels on the
-- customer row, seeded from the fixture's optional `payment_methods`; the bot changes an order's
-- `payment_method` only through an action the customer confirmed (kind payment_method, the label
-- in its `edit`), in one statement that checks the order is still placed and the label still saved.
ALTER TABLE customers ADD COLUMN payment_methods text[] NOT NULL DEFAULT '{}';
ALTER TABLE actions DROP CONSTRAINT actions_kind_check;
ALTER TABLE actions ADD CONSTRAINT actions_kind_check
    CHECK (kind IN ('refund', 'address_change', 'cancel_order', 'return', 'replacement', 'not_received',
                    'saved_address', 'order_edit', 'exchange', 'payment_method'));
