-- Forget is final (issue 27 item 4): a forgotten conversation keeps whose it was, so a second forget
-- finds what a turn still running wrote into it after the first (supportbot/store/forget.py). The id
-- alone: the name, number and words are gone.
ALTER TABLE conversations ADD COLUMN forgotten_for text;
CREATE INDEX conversations_forgotten_for ON conversations (forgotten_for) WHERE forgotten_for IS NOT NULL;
