-- Replays after forget (issue 13, item 9). Meta retries a webhook for days and anyone holding an
-- old signed body can post it again: once `supportbot forget` has erased a customer, their
-- messages must not come back. Forget keeps a SHA-256 of each erased message id (inbound and
-- outbound, so late delivery statuses are dropped too): enough to recognise a replay, nothing
-- about the person. A replayed message is acknowledged (the webhook still answers 200, so Meta
-- stops) and neither stored nor answered, and no conversation is re-created for it.
CREATE TABLE forgotten_messages (
    wamid_hash bytea PRIMARY KEY
);

CREATE FUNCTION wamid_hash(wamid text) RETURNS bytea
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT sha256(convert_to(wamid, 'UTF8')) $$;

-- The ingest itself stays as it was (0010, or whatever later migration last defined it); a
-- wrapper under its name takes out what was forgotten first. The check costs one index probe per
-- id when nothing was forgotten, and the arrays are rebuilt only when something was.
ALTER FUNCTION ingest_batch(text[], text[], text[], text[], text[], text[], text[], text[], text[], text[],
                            text[], jsonb[], boolean[], boolean[], timestamptz[], boolean[], text[], text[],
                            timestamptz[], text[], text[], jsonb[], timestamptz)
    RENAME TO ingest_remembered;

CREATE FUNCTION ingest_batch(
    c_number text[], c_key text[], c_wa text[], c_user text[], c_name text[],
    m_number text[], m_key text[], m_wamid text[], m_kind text[], m_body text[], m_choice text[],
    m_payload jsonb[], m_served boolean[], m_needs boolean[], m_sent timestamptz[], m_forget boolean[],
    s_wamid text[], s_status text[], s_at timestamptz[], s_recipient text[], s_errors text[], s_payload jsonb[],
    p_now timestamptz
) RETURNS TABLE (conversation_id bigint, job_id text, business_number_id text, contact_key text)
LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM unnest(COALESCE(m_wamid, '{}') || COALESCE(s_wamid, '{}')) AS w(id)
               JOIN forgotten_messages f ON f.wamid_hash = wamid_hash(w.id)) THEN
        SELECT array_agg(x.num ORDER BY x.ord), array_agg(x.key ORDER BY x.ord), array_agg(x.w ORDER BY x.ord),
               array_agg(x.k ORDER BY x.ord), array_agg(x.b ORDER BY x.ord), array_agg(x.ch ORDER BY x.ord),
               array_agg(x.p ORDER BY x.ord), array_agg(x.s ORDER BY x.ord), array_agg(x.n ORDER BY x.ord),
               array_agg(x.t ORDER BY x.ord), array_agg(x.fg ORDER BY x.ord)
        INTO m_number, m_key, m_wamid, m_kind, m_body, m_choice, m_payload, m_served, m_needs, m_sent, m_forget
        FROM unnest(m_number, m_key, m_wamid, m_kind, m_body, m_choice, m_payload, m_served, m_needs, m_sent,
                    m_forget) WITH ORDINALITY AS x(num, key, w, k, b, ch, p, s, n, t, fg, ord)
        WHERE x.w IS NULL OR NOT EXISTS (SELECT 1 FROM forgotten_messages f WHERE f.wamid_hash = wamid_hash(x.w));
        -- A conversation is created only for a message that is kept.
        SELECT array_agg(c.num ORDER BY c.ord), array_agg(c.key ORDER BY c.ord), array_agg(c.wa ORDER BY c.ord),
               array_agg(c.usr ORDER BY c.ord), array_agg(c.nm ORDER BY c.ord)
        INTO c_number, c_key, c_wa, c_user, c_name
        FROM unnest(c_number, c_key, c_wa, c_user, c_name) WITH ORDINALITY AS c(num, key, wa, usr, nm, ord)
        WHERE EXISTS (SELECT 1 FROM unnest(m_number, m_key) AS k(num, key) WHERE k.num = c.num AND k.key = c.key);
        SELECT array_agg(x.w ORDER BY x.ord), array_agg(x.st ORDER BY x.ord), array_agg(x.a ORDER BY x.ord),
               array_agg(x.r ORDER BY x.ord), array_agg(x.e ORDER BY x.ord), array_agg(x.p ORDER BY x.ord)
        INTO s_wamid, s_status, s_at, s_recipient, s_errors, s_payload
        FROM unnest(s_wamid, s_status, s_at, s_recipient, s_errors, s_payload) WITH ORDINALITY
             AS x(w, st, a, r, e, p, ord)
        WHERE NOT EXISTS (SELECT 1 FROM forgotten_messages f WHERE f.wamid_hash = wamid_hash(x.w));
    END IF;
    RETURN QUERY SELECT * FROM ingest_remembered(
        c_number, c_key, c_wa, c_user, c_name, m_number, m_key, m_wamid, m_kind, m_body, m_choice, m_payload,
        m_served, m_needs, m_sent, m_forget, s_wamid, s_status, s_at, s_recipient, s_errors, s_payload, p_now);
END
$$;
