-- A claim's locked section in one round trip (issue 29, bench/turn_cost.py): the order's claim lock,
-- its customer's, the replay check (or the action row, locked) and the ledger, where each was a
-- round trip of its own inside the deciding transaction (supportbot/store/actions.py). Policy stays
-- in Python: the caller decides on what this returns and writes in the same transaction.
--
-- Why the ledger is right: this function is VOLATILE plpgsql, so under READ COMMITTED each statement
-- in it takes a fresh snapshot. The ledger's statement runs after the locks are granted, so it sees
-- every claim committed by a decider that held them before (one statement reading locks and ledger
-- together would read the ledger as of its start, before it waited: the double pay).
--
-- Whose the order is: the customer's lock is taken before the order is read from the shop's order
-- system (it may be Shopify's, outside this database), so the order's lock row remembers its customer
-- once a claim has read the order (an order's customer never changes). The first claim on an order
-- finds none, reads the order under the order's lock, and calls again naming the customer: that
-- call takes the customer's lock, records it and reads the ledger afresh.
ALTER TABLE claim_locks ADD COLUMN customer_id text;  -- an order's row: whose the order is, once read

-- p_ledger: the ledger's statement (supportbot/store/claims.py, the one place it is written), run with
-- $1 the order, $2 the live statuses, $3 the action it is as of, $4 the conversation, $5 the customer,
-- $6 since. p_action: the action being moved on (locked FOR UPDATE, its conversation the ledger's);
-- else p_key/p_nonce: the replay or spent-token check of a new proposal.
CREATE FUNCTION claim_section(p_order text, p_customer text, p_key text, p_nonce text, p_action bigint,
                              p_conversation bigint, p_live text[], p_since timestamptz, p_everything bigint,
                              p_ledger text)
RETURNS TABLE (locked_customer text, found_action jsonb, here numeric, today numeric, amount numeric, skus text[],
               at timestamptz, conversation_id bigint, items jsonb, pending boolean, later boolean)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
    known text;
    customer text;
    act actions%ROWTYPE;
    conversation bigint := p_conversation;
BEGIN
    -- Order, then customer, on every path that decides a claim (supportbot/store/claim_locks.py).
    INSERT INTO claim_locks (kind, id) VALUES ('order', p_order)
    ON CONFLICT (kind, id) DO UPDATE SET kind = EXCLUDED.kind
    RETURNING claim_locks.customer_id INTO known;
    customer := COALESCE(p_customer, known);
    IF customer IS NOT NULL THEN
        INSERT INTO claim_locks (kind, id) VALUES ('customer', customer)
        ON CONFLICT (kind, id) DO UPDATE SET kind = EXCLUDED.kind;
    END IF;
    IF p_customer IS NOT NULL AND known IS DISTINCT FROM p_customer THEN
        UPDATE claim_locks SET customer_id = p_customer WHERE kind = 'order' AND id = p_order;
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
    IF customer IS NULL OR (p_action IS NOT NULL AND act.id IS NULL) THEN
        RETURN NEXT;  -- no ledger without the customer's lock: the caller reads the order and calls again
        RETURN;
    END IF;
    RETURN QUERY EXECUTE 'SELECT $7::text, $8::jsonb, l.* FROM (' || p_ledger || ') AS l'
        USING p_order, p_live, COALESCE(p_action, p_everything), conversation, customer, p_since,
              customer, found_action;
END
$$;
