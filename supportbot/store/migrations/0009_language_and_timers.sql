-- The language a conversation was last in, so messages sent outside a turn (a staff decision,
-- a reconciled refund, a nudge) reach the customer in the language they wrote in.
ALTER TABLE conversations ADD COLUMN language text;

-- When the bot last ended on a question, by the application's clock (SUPPORTBOT_CLOCK in tests
-- and evals): the sweeper fires nudge and close timers that this clock says are due.
ALTER TABLE conversations ADD COLUMN asked_seq integer, ADD COLUMN asked_at timestamptz;
CREATE INDEX conversations_asked ON conversations (asked_at) WHERE asked_at IS NOT NULL AND closed_at IS NULL;
