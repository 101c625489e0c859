-- Editing an order before it ships (issue 33 item 2): an action of kind order_edit holds the edit
-- policy decided (the changes, the order's lines after it, the catalogue's variants as read) so
-- the customer's yes decides it again on the same facts under the order's lock.
ALTER TABLE actions DROP CONSTRAINT actions_kind_check;
ALTER TABLE actions ADD CONSTRAINT actions_kind_check
    CHECK (kind IN ('refund', 'address_change', 'cancel_order', 'return', 'replacement', 'not_received',
                    'saved_address', 'order_edit'));
ALTER TABLE actions ADD COLUMN edit jsonb;
