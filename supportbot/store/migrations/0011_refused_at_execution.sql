-- A refund decided again when its money is about to move (the customer's yes, a staff
-- approval) and found no longer possible ends as 'refused': nothing was paid, the customer is
-- told why (bot/money/execution.py, issue 13.1). Distinct from 'rejected' (a person said no)
-- and 'failed' (the provider said no).
ALTER TABLE actions DROP CONSTRAINT actions_status_check;
ALTER TABLE actions ADD CONSTRAINT actions_status_check
    CHECK (status IN ('awaiting_confirmation', 'cancelled', 'awaiting_approval', 'approved', 'rejected',
                      'expired', 'executing', 'pending', 'done', 'failed', 'refused'));
