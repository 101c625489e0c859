-- Response-time promises (issue 30, item 3): a first-response target per priority, counted in
-- business hours. A handoff is answered when staff first reach the customer (a relayed reply, a
-- saved reply or a template); it is missed once, when its target passes first, and then the thread
-- and the on-call group are told and the priority rises one step (missed_priority keeps the one
-- whose promise was missed, so the figures per priority stay with the promise that was made).
ALTER TABLE handoffs
    ADD COLUMN first_response_at timestamptz,
    ADD COLUMN missed_at         timestamptz,
    ADD COLUMN missed_priority   text CHECK (missed_priority IN ('normal', 'high', 'urgent'));

-- The timer reads only open tickets nobody has answered and whose promise still stands.
CREATE INDEX handoffs_awaiting_response ON handoffs (first_asked_at)
    WHERE first_response_at IS NULL AND missed_at IS NULL AND status IN ('queued', 'taken');
