-- A turn's opening and its end in one round trip each (issue 29, bench/turn_cost.py): take or keep
-- the conversation's lease, then resume its unfinished run, start one for its unanswered messages,
-- or, with nothing left, go idle and let go. Before, the same work took 9 round trips to open a
-- run (lease, BEGIN, lock, resume, unanswered ids, reopen, insert, the words, COMMIT) and 7 to
-- settle (lease, BEGIN, lock, resume, ids, COMMIT, settle, release).
--
-- The lease row is locked first, as before: ingest bumps inbound_seq under the same row lock, so
-- a message that arrives while this runs is either among the ids read here or arrives after the
-- commit and finds the conversation idle (and queues a job), never neither.
CREATE FUNCTION open_run(p_conversation bigint, p_owner text, p_lease_seconds float8, p_responder text,
                         p_opened_at timestamptz, p_prompt_version bigint) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
    conv conversations%ROWTYPE;
    run runs%ROWTYPE;
    ids bigint[];
BEGIN
    -- Commits lazily (supportbot/store/pool.py): lost in a Postgres crash, the job opens it again;
    -- nothing has left the building before the outbox row's durable commit flushes it.
    PERFORM set_config('synchronous_commit', 'off', true);
    UPDATE conversations
       SET lease_owner = p_owner, lease_until = clock_timestamp() + make_interval(secs => p_lease_seconds)
     WHERE id = p_conversation
       AND (lease_owner IS NULL OR lease_owner = p_owner OR lease_until < clock_timestamp())
    RETURNING * INTO conv;
    IF NOT FOUND THEN
        RETURN jsonb_build_object('opened', 'busy');  -- another job holds it and will see our messages
    END IF;
    UPDATE runs SET attempts = attempts + 1
     WHERE conversation_id = p_conversation AND status = 'running' RETURNING * INTO run;
    IF NOT FOUND THEN
        SELECT array_agg(id ORDER BY id) INTO ids FROM messages
         WHERE conversation_id = p_conversation AND needs_turn AND handled_at IS NULL;
        IF ids IS NULL THEN
            -- Nothing unanswered (some may have been handled by hand): catch the counter up, go idle
            -- and let go; under the row lock nothing can have arrived in between.
            UPDATE conversations SET handled_seq = inbound_seq, job_state = 'idle',
                                     lease_owner = NULL, lease_until = NULL
             WHERE id = p_conversation;
            RETURN jsonb_build_object('opened', 'settled');
        END IF;
        -- The customer wrote again: a conversation closed while quiet opens again.
        IF conv.closed_at IS NOT NULL THEN
            UPDATE conversations SET closed_at = NULL WHERE id = p_conversation;
        END IF;
        INSERT INTO runs (conversation_id, seq, through_seq, message_ids, responder, opened_at, prompt_version_id)
        VALUES (p_conversation, (SELECT COALESCE(max(seq), 0) + 1 FROM runs WHERE conversation_id = p_conversation),
                conv.inbound_seq, ids, p_responder, p_opened_at, p_prompt_version)
        RETURNING * INTO run;
    END IF;
    RETURN jsonb_build_object(
        'opened', 'run', 'id', run.id, 'seq', run.seq, 'through_seq', run.through_seq, 'attempts', run.attempts,
        'wa_id', conv.wa_id, 'user_id', conv.user_id, 'business_number_id', conv.business_number_id,
        'last_inbound_at', conv.last_inbound_at, 'language', conv.language,
        'said', COALESCE((SELECT jsonb_agg(jsonb_build_object('id', m.id, 'kind', m.kind, 'body', m.body,
                                                              'choice_id', m.choice_id, 'wamid', m.wamid)
                                           ORDER BY m.id)
                          FROM messages m WHERE m.id = ANY(run.message_ids)), '[]'::jsonb));
END
$$;
