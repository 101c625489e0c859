-- The customer's language has one stored copy, the conversation's (supportbot/core/language.py):
-- the remembered "language" fact goes, and memory may no longer hold one.
DELETE FROM customer_memory WHERE kind = 'language';
ALTER TABLE customer_memory DROP CONSTRAINT customer_memory_kind_check;
ALTER TABLE customer_memory ADD CONSTRAINT customer_memory_kind_check
    CHECK (kind IN ('preferred_channel', 'open_complaint'));
