-- Customers keyed by their business-scoped user id first (issue 30, item 6). Since April 2026
-- Meta puts `user_id` (`from_user_id` on a message) on every message and withholds the phone once
-- a user adopts a username, so the phone is the key that can vanish: filed under it, that
-- customer's next message would open a second conversation without the first one's
-- verification, memory or handoff. Conversations are now filed under the user id
-- (supportbot/core/types.py, Contact.key); this wrapper keeps the ones filed before under a phone:
--   * a message carrying both ids moves a phone-keyed conversation to its user id, and fills in
--     the phone of a user-id conversation that had none (the phone matches the shop's customer);
--   * a message carrying only a phone joins the conversation that phone already belongs to.
-- Each is one index probe per conversation in the batch; the moves happen once per customer.

CREATE INDEX conversations_by_phone ON conversations (business_number_id, wa_id) WHERE contact_key <> wa_id;

ALTER FUNCTION ingest_batch(text[], text[], text[], text[], text[], text[], text[], text[], text[], text[],
                            text[], jsonb[], boolean[], boolean[], timestamptz[], boolean[], text[], text[],
                            timestamptz[], text[], text[], jsonb[], timestamptz)
    RENAME TO ingest_keyed;

CREATE FUNCTION ingest_batch(
    c_number text[], c_key text[], c_wa text[], c_user text[], c_name text[],
    m_number text[], m_key text[], m_wamid text[], m_kind text[], m_body text[], m_choice text[],
    m_payload jsonb[], m_served boolean[], m_needs boolean[], m_sent timestamptz[], m_forget boolean[],
    s_wamid text[], s_status text[], s_at timestamptz[], s_recipient text[], s_errors text[], s_payload jsonb[],
    p_now timestamptz
) RETURNS TABLE (conversation_id bigint, job_id text, business_number_id text, contact_key text)
LANGUAGE plpgsql AS $$
BEGIN
    IF c_number IS NOT NULL AND cardinality(c_number) > 0 THEN
        -- Rows in key order, as the ingest inserts them, so two writers take them in one order.
        -- A user id that already has its own conversation leaves the phone's alone (unique key).
        UPDATE conversations c SET contact_key = x.usr, user_id = x.usr
        FROM unnest(c_number, c_wa, c_user) AS x(num, wa, usr)
        WHERE x.usr IS NOT NULL AND x.wa IS NOT NULL
          AND c.business_number_id = x.num AND c.contact_key = x.wa
          AND NOT EXISTS (SELECT 1 FROM conversations o WHERE o.business_number_id = x.num AND o.contact_key = x.usr);
        UPDATE conversations c SET wa_id = x.wa
        FROM unnest(c_number, c_wa, c_user) AS x(num, wa, usr)
        WHERE x.usr IS NOT NULL AND x.wa IS NOT NULL
          AND c.business_number_id = x.num AND c.contact_key = x.usr AND c.wa_id IS NULL;
        -- A phone alone (a body from before the user ids, or a test's) is that phone's conversation.
        IF EXISTS (SELECT 1 FROM unnest(c_number, c_wa, c_user) AS x(num, wa, usr)
                   JOIN conversations o ON o.business_number_id = x.num AND o.wa_id = x.wa AND o.contact_key <> o.wa_id
                   WHERE x.usr IS NULL AND x.wa IS NOT NULL) THEN
            SELECT array_agg(COALESCE(o.contact_key, x.key) ORDER BY x.ord) INTO c_key
            FROM unnest(c_number, c_key, c_wa, c_user) WITH ORDINALITY AS x(num, key, wa, usr, ord)
            LEFT JOIN LATERAL (SELECT o.contact_key FROM conversations o
                               WHERE x.usr IS NULL AND o.business_number_id = x.num AND o.wa_id = x.wa
                                 AND o.contact_key <> o.wa_id ORDER BY o.id DESC LIMIT 1) o ON true;
            SELECT array_agg(COALESCE(o.contact_key, x.key) ORDER BY x.ord) INTO m_key
            FROM unnest(m_number, m_key) WITH ORDINALITY AS x(num, key, ord)
            LEFT JOIN LATERAL (SELECT o.contact_key FROM conversations o
                               WHERE o.business_number_id = x.num AND o.wa_id = x.key
                                 AND o.contact_key <> o.wa_id ORDER BY o.id DESC LIMIT 1) o ON true;
        END IF;
    END IF;
    RETURN QUERY SELECT * FROM ingest_keyed(
        c_number, c_key, c_wa, c_user, c_name, m_number, m_key, m_wamid, m_kind, m_body, m_choice, m_payload,
        m_served, m_needs, m_sent, m_forget, s_wamid, s_status, s_at, s_recipient, s_errors, s_payload, p_now);
END
$$;
