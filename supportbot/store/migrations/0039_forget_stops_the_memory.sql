-- Forget is final for the customer's memory too (issue 27 item 4): a turn that outlived the forget
-- remembered the customer's facts (supportbot/store/memory.py) after forget had deleted them, found
-- by a live worker forgetting mid-turn (tests/worker/test_forget_live.py). Memory names its
-- conversation as source_conversation_id; the row is dropped when that conversation is forgotten,
-- under the same lock as the turn's other writes (0035).
CREATE OR REPLACE FUNCTION drop_if_forgotten() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    conversation bigint;
    forgotten text;
BEGIN
    IF TG_TABLE_NAME = 'steps' THEN
        SELECT conversation_id INTO conversation FROM runs WHERE id = NEW.run_id;
    ELSIF TG_TABLE_NAME = 'customer_memory' THEN
        conversation := NEW.source_conversation_id;
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

CREATE TRIGGER customer_memory_drop_if_forgotten BEFORE INSERT ON customer_memory
    FOR EACH ROW EXECUTE FUNCTION drop_if_forgotten();
