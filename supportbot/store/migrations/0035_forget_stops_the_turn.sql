-- Forget is final while a turn runs (issue 27 item 4): a turn that read the customer's words before
-- `supportbot forget` writes its model request (steps), its reply (messages) and its trace after it.
-- Each of those rows is dropped here when its conversation is already forgotten, so nothing of the
-- customer's lands after the forget, whatever path wrote it.
-- The lock: FOR KEY SHARE is the lock the foreign key takes anyway (no new waits for ordinary
-- updates); forget takes FOR UPDATE on its conversations before it deletes anything
-- (supportbot/store/forget.py), so a write begun before the forget is waited for and then deleted,
-- and a write begun during it waits and then reads forgotten_for.
CREATE FUNCTION drop_if_forgotten() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    conversation bigint;
    forgotten text;
BEGIN
    IF TG_TABLE_NAME = 'steps' THEN
        SELECT conversation_id INTO conversation FROM runs WHERE id = NEW.run_id;
    ELSE
        conversation := NEW.conversation_id;
    END IF;
    -- The row is locked whether or not it is forgotten (a lock in the WHERE would lock only forgotten ones).
    SELECT forgotten_for INTO forgotten FROM conversations WHERE id = conversation FOR KEY SHARE;
    IF forgotten IS NOT NULL THEN
        RETURN NULL;  -- the row is not written; the turn's later reads find nothing, as after a forget
    END IF;
    RETURN NEW;
END $$;

CREATE TRIGGER messages_drop_if_forgotten BEFORE INSERT ON messages
    FOR EACH ROW EXECUTE FUNCTION drop_if_forgotten();
CREATE TRIGGER steps_drop_if_forgotten BEFORE INSERT ON steps
    FOR EACH ROW EXECUTE FUNCTION drop_if_forgotten();
CREATE TRIGGER traces_drop_if_forgotten BEFORE INSERT ON traces
    FOR EACH ROW EXECUTE FUNCTION drop_if_forgotten();
