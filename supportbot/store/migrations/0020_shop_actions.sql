-- The shop's other actions go through the same table as refunds (issue 15): a cancellation
-- (placed orders only, everything paid refunded), a return, a no-charge replacement, and a
-- delivered-not-received claim. The order records when it was cancelled.
ALTER TABLE actions DROP CONSTRAINT actions_kind_check;
ALTER TABLE actions ADD CONSTRAINT actions_kind_check
    CHECK (kind IN ('refund', 'address_change', 'cancel_order', 'return', 'replacement', 'not_received'));
ALTER TABLE orders ADD COLUMN cancelled_at timestamptz;
