-- Staff in Slack: approval cards and handoff threads, decisions, relays, and operator settings.

ALTER TABLE actions
    ADD COLUMN slack_ts      text,          -- the approval card in the staff channel
    ADD COLUMN reject_reason text,
    ADD COLUMN approval_due  timestamptz;   -- unanswered by then: expired, customer told, to a person

ALTER TABLE handoffs
    ADD COLUMN slack_ts   text UNIQUE,      -- the thread staff take over in
    ADD COLUMN taken_by   text,
    ADD COLUMN taken_at   timestamptz,
    ADD COLUMN closed_by  text,
    ADD COLUMN closed_at  timestamptz,
    ADD COLUMN outcome    text;
ALTER TABLE handoffs DROP CONSTRAINT handoffs_status_check;
ALTER TABLE handoffs ADD CONSTRAINT handoffs_status_check
    CHECK (status IN ('queued', 'taken', 'handed_back', 'closed'));

-- Slack retries an event until it gets a 200 in time: each event is relayed once.
CREATE TABLE slack_events (
    event_id    text PRIMARY KEY,
    received_at timestamptz NOT NULL DEFAULT clock_timestamp()
);

-- Operator settings (the mode floor, later the agent's intents): current value and every change.
CREATE TABLE operator_settings (
    name       text PRIMARY KEY,
    value      text NOT NULL,
    changed_by text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE TABLE operator_changes (
    id         bigserial PRIMARY KEY,
    name       text NOT NULL,
    from_value text,
    to_value   text NOT NULL,
    changed_by text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
