-- The whole ingest of a group of webhook bodies in one call: one round trip per commit on the
-- webhook's critical path instead of seven. Same statements as before, run server-side, in order.
CREATE FUNCTION ingest_batch(
    c_number text[], c_key text[], c_wa text[], c_user text[], c_name text[],
    m_number text[], m_key text[], m_wamid text[], m_kind text[], m_body text[], m_choice text[],
    m_payload jsonb[], m_served boolean[], m_needs boolean[], m_sent timestamptz[], m_forget boolean[],
    s_wamid text[], s_status text[], s_at timestamptz[], s_recipient text[], s_errors text[], s_payload jsonb[]
) RETURNS TABLE (conversation_id bigint, job_id text, business_number_id text, contact_key text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
    ids bigint[];
    counts integer[];
    lasts timestamptz[];
BEGIN
    -- Conversations arrive sorted by key, so two writers insert new ones in the same order.
    INSERT INTO conversations (business_number_id, contact_key, wa_id, user_id, contact_name)
    SELECT * FROM unnest(c_number, c_key, c_wa, c_user, c_name)
    ON CONFLICT ON CONSTRAINT conversations_business_number_id_contact_key_key DO NOTHING;

    -- Messages in arrival order; a wamid seen before (a Meta retry, even inside a new batch) is dropped.
    WITH inserted AS (
        INSERT INTO messages AS m (conversation_id, direction, wamid, kind, body, choice_id, payload,
                                   trusted, served, needs_turn, sent_at, handled_at)
        SELECT c.id, 'in', x.w, x.k, x.b, x.ch, x.p, false, x.s, x.n AND c.id IS NOT NULL, x.t,
               CASE WHEN x.n AND c.id IS NOT NULL THEN NULL ELSE clock_timestamp() END
        FROM unnest(m_number, m_key, m_wamid, m_kind, m_body, m_choice, m_payload, m_served, m_needs, m_sent)
             WITH ORDINALITY AS x(num, key, w, k, b, ch, p, s, n, t, ord)
        LEFT JOIN conversations c ON c.business_number_id = x.num AND c.contact_key = x.key
        ORDER BY x.ord
        ON CONFLICT (wamid) DO NOTHING
        RETURNING m.conversation_id, m.needs_turn, m.sent_at)
    SELECT array_agg(a.cid ORDER BY a.cid), array_agg(a.n ORDER BY a.cid), array_agg(a.last ORDER BY a.cid)
    INTO ids, counts, lasts
    FROM (SELECT i.conversation_id AS cid, count(*)::integer AS n, max(i.sent_at) AS last
          FROM inserted i WHERE i.needs_turn GROUP BY i.conversation_id) a;

    -- A customer who changed number leaves their verification behind (invariant 3).
    UPDATE conversations c SET verified_customer_id = NULL, claimed_customer_id = NULL
    FROM unnest(m_number, m_key, m_forget) AS f(num, key, forget)
    WHERE f.forget AND c.business_number_id = f.num AND c.contact_key = f.key;

    IF ids IS NOT NULL THEN
        -- Id order, NO KEY UPDATE: no cycle with another writer's foreign-key KEY SHARE locks.
        PERFORM 1 FROM conversations c WHERE c.id = ANY(ids) ORDER BY c.id FOR NO KEY UPDATE;
        -- SET sees the old row: a job id is minted only when the conversation was idle, so a job
        -- id equal to 'turn:<id>:<new seq>' means "woke now".
        RETURN QUERY
        WITH woke AS (
            UPDATE conversations c
            SET inbound_seq = c.inbound_seq + x.n,
                last_inbound_at = GREATEST(c.last_inbound_at, x.last_at),
                job_state = 'queued',
                queued_at = CASE WHEN c.job_state = 'idle' THEN clock_timestamp() ELSE c.queued_at END,
                job_id = CASE WHEN c.job_state = 'idle'
                              THEN 'turn:' || c.id || ':' || (c.inbound_seq + x.n) ELSE c.job_id END
            FROM unnest(ids, counts, lasts) AS x(id, n, last_at)
            WHERE c.id = x.id
            RETURNING c.id, c.job_id, c.business_number_id, c.contact_key, c.inbound_seq)
        SELECT w.id, w.job_id, w.business_number_id, w.contact_key FROM woke w
        WHERE w.job_id = 'turn:' || w.id || ':' || w.inbound_seq;
    END IF;

    IF s_wamid IS NOT NULL AND cardinality(s_wamid) > 0 THEN
        INSERT INTO delivery_statuses (wamid, status, at, recipient, errors, payload)
        SELECT x.w, x.st, x.a, x.r, x.e::jsonb, x.p
        FROM unnest(s_wamid, s_status, s_at, s_recipient, s_errors, s_payload) AS x(w, st, a, r, e, p)
        ON CONFLICT ON CONSTRAINT delivery_statuses_wamid_status_key DO NOTHING;
        -- Statuses only move forward: a late `delivered` after `read` stays `read`.
        UPDATE messages m SET status = x.status, status_at = x.at, errors = COALESCE(x.errors::jsonb, m.errors)
        FROM (SELECT DISTINCT ON (u.w) u.w, u.status, u.at, u.errors
              FROM unnest(s_wamid, s_status, s_at, s_errors) AS u(w, status, at, errors)
              WHERE status_rank(u.status) IS NOT NULL
              ORDER BY u.w, status_rank(u.status) DESC) AS x
        WHERE m.wamid = x.w AND m.direction = 'out'
          AND COALESCE(status_rank(m.status), -1) < status_rank(x.status);
    END IF;
END
$$;
