-- The built-in shop's order read inside the claim's locked section (issue 29, bench/turn_cost.py).
-- Where the order system is this database (the built-in shop), the caller passes the order's read
-- (supportbot/store/shop.py ORDER_BY_ID) and the section runs it after the order's lock is granted, in
-- a statement of its own, so on a fresh snapshot: the order as the last decider holding that lock
-- left it, as the read the caller made on a second connection under the lock saw it. Whose the order
-- is then comes from the order itself, so the customer's lock and the ledger follow in the same call:
-- no second call on an order's first claim, and no round trip for the order. Where the order system
-- is another (Shopify's), p_order_read is NULL and the section is 0043's: the caller reads the order
-- under the lock and calls again when the order's lock row did not know its customer.
DROP FUNCTION claim_section(text, text, text, text, bigint, bigint, text[], timestamptz, bigint, text);

CREATE FUNCTION claim_section(p_order text, p_customer text, p_key text, p_nonce text, p_action bigint,
                              p_conversation bigint, p_live text[], p_since timestamptz, p_everything bigint,
                              p_ledger text, p_order_read text)
RETURNS TABLE (locked_customer text, found_action jsonb, order_read text, here numeric, today numeric,
               amount numeric, skus text[], at timestamptz, conversation_id bigint, items jsonb, pending boolean,
               later boolean)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    known text;
    customer text;
    act actions%ROWTYPE;
    conversation bigint := p_conversation;
    the_order text;
BEGIN
    -- Order, then customer, on every path that decides a claim (supportbot/store/claim_locks.py).
    INSERT INTO claim_locks (kind, id) VALUES ('order', p_order)
    ON CONFLICT (kind, id) DO UPDATE SET kind = EXCLUDED.kind
    RETURNING claim_locks.customer_id INTO known;
    customer := COALESCE(p_customer, known);
    IF p_order_read IS NOT NULL THEN
        -- Under the order's lock, on this statement's own snapshot: whose it is, as it is now. An
        -- order that is gone needs no customer's lock (nothing is decided on it).
        EXECUTE 'SELECT row_to_json(o)::text FROM (' || p_order_read || ') AS o' INTO the_order USING p_order;
        customer := the_order::json ->> 'customer_id';
    END IF;
    IF customer IS NOT NULL THEN
        INSERT INTO claim_locks (kind, id) VALUES ('customer', customer)
        ON CONFLICT (kind, id) DO UPDATE SET kind = EXCLUDED.kind;
    END IF;
    IF customer IS NOT NULL AND (p_customer IS NOT NULL OR p_order_read IS NOT NULL)
       AND known IS DISTINCT FROM customer THEN
        UPDATE claim_locks SET customer_id = customer WHERE kind = 'order' AND id = p_order;
    END IF;
    IF p_action IS NOT NULL THEN
        SELECT * INTO act FROM actions WHERE id = p_action FOR UPDATE;
        conversation := act.conversation_id;
    ELSE
        SELECT * INTO act FROM actions WHERE idempotency_key = p_key OR token_nonce = p_nonce
        ORDER BY idempotency_key = p_key DESC LIMIT 1;
    END IF;
    -- Numeric columns as text: JSON numbers would come back to Python as floats.
    found_action := CASE WHEN act.id IS NULL THEN NULL
                  ELSE to_jsonb(act) || jsonb_build_object('amount', act.amount::text, 'collect', act.collect::text)
             END;
    locked_customer := customer;
    order_read := the_order;
    IF customer IS NULL OR (p_action IS NOT NULL AND act.id IS NULL) THEN
        RETURN NEXT;  -- no ledger without the customer's lock: the caller reads the order and calls again
        RETURN;
    END IF;
    RETURN QUERY EXECUTE 'SELECT $7::text, $8::jsonb, $9::text, l.* FROM (' || p_ledger || ') AS l'
        USING p_order, p_live, COALESCE(p_action, p_everything), conversation, customer, p_since,
              customer, found_action, the_order;
END
$$;
