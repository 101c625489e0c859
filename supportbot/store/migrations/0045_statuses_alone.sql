-- Delivery statuses on a path of their own (issue 29, item 3: bench/ingest.py's statuses phase).
-- Meta sends about three statuses for each message we send, almost always in bodies of their own,
-- and the inbox groups them into batches with no message in them. Such a batch went through the
-- whole message chain (ingest_batch 0030 -> ingest_keyed 0012 -> ingest_remembered 0010): three
-- plpgsql calls and every message statement run on empty arrays, about a third of a millisecond a
-- commit before the first status was written, on the webhook's critical path (each request waits
-- for its group's commit). Now the statuses are one statement of their own, which the inbox calls
-- directly for a batch of statuses alone; a batch with messages keeps the chain for its messages
-- and writes its statuses the same way, in the same transaction.
--
-- The rules are those of 0010 and 0012: a status of a forgotten message is dropped (its id's
-- hash is in forgotten_messages), a status is recorded once per (wamid, status), and a message's
-- status only moves forward (a late `delivered` after `read` stays `read`).

CREATE FUNCTION ingest_statuses(
    s_wamid text[], s_status text[], s_at timestamptz[], s_recipient text[], s_errors text[], s_payload jsonb[],
    p_now timestamptz
) RETURNS void
LANGUAGE plpgsql AS $$  -- plpgsql, not sql: it keeps its plan across calls, a sql function plans every call
BEGIN
    WITH kept AS (
        SELECT x.* FROM unnest(s_wamid, s_status, s_at, s_recipient, s_errors, s_payload) AS x(w, st, a, r, e, p)
        WHERE NOT EXISTS (SELECT 1 FROM forgotten_messages f WHERE f.wamid_hash = wamid_hash(x.w))
    ), recorded AS (
        INSERT INTO delivery_statuses (wamid, status, at, recipient, errors, payload)
        SELECT k.w, k.st, COALESCE(k.a, p_now), k.r, k.e::jsonb, k.p FROM kept k
        ON CONFLICT ON CONSTRAINT delivery_statuses_wamid_status_key DO NOTHING
    )
    UPDATE messages m SET status = x.st, status_at = COALESCE(x.a, p_now), errors = COALESCE(x.e::jsonb, m.errors)
    FROM (SELECT DISTINCT ON (k.w) k.w, k.st, k.a, k.e FROM kept k
          WHERE status_rank(k.st) IS NOT NULL
          ORDER BY k.w, status_rank(k.st) DESC) AS x
    WHERE m.wamid = x.w AND m.direction = 'out'
      AND COALESCE(status_rank(m.status), -1) < status_rank(x.st);
END
$$;

ALTER FUNCTION ingest_batch(text[], text[], text[], text[], text[], text[], text[], text[], text[], text[],
                            text[], jsonb[], boolean[], boolean[], timestamptz[], boolean[], text[], text[],
                            timestamptz[], text[], text[], jsonb[], timestamptz)
    RENAME TO ingest_identified;

CREATE FUNCTION ingest_batch(
    c_number text[], c_key text[], c_wa text[], c_user text[], c_name text[],
    m_number text[], m_key text[], m_wamid text[], m_kind text[], m_body text[], m_choice text[],
    m_payload jsonb[], m_served boolean[], m_needs boolean[], m_sent timestamptz[], m_forget boolean[],
    s_wamid text[], s_status text[], s_at timestamptz[], s_recipient text[], s_errors text[], s_payload jsonb[],
    p_now timestamptz
) RETURNS TABLE (conversation_id bigint, job_id text, business_number_id text, contact_key text)
LANGUAGE plpgsql AS $$
BEGIN
    IF cardinality(m_wamid) > 0 THEN
        -- The chain sees no statuses: they are written below, once.
        RETURN QUERY SELECT * FROM ingest_identified(
            c_number, c_key, c_wa, c_user, c_name, m_number, m_key, m_wamid, m_kind, m_body, m_choice, m_payload,
            m_served, m_needs, m_sent, m_forget, NULL, NULL, NULL, NULL, NULL, NULL, p_now);
    END IF;
    IF cardinality(s_wamid) > 0 THEN
        PERFORM ingest_statuses(s_wamid, s_status, s_at, s_recipient, s_errors, s_payload, p_now);
    END IF;
END
$$;
