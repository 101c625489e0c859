-- Suggested replies (issue 30, item 1): a draft posted in a taken-over handoff thread, sent only
-- when staff click Send (as drafted) or submit Edit (their text); Dismiss drops it. One draft per
-- point in the conversation (`key`: the take-over, or the inbound message it answers), so a
-- retried job posts none twice; a newer draft supersedes the ones still offered, so a stale
-- draft cannot be sent. `status` moves once from 'offered' (one conditional update: two clicks,
-- one send); 'held' is a click after WhatsApp's 24-hour window, when nothing was sent.
CREATE TABLE suggestions (
    id              bigserial PRIMARY KEY,
    key             text NOT NULL UNIQUE,
    conversation_id bigint NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    handoff_id      bigint NOT NULL REFERENCES handoffs (id) ON DELETE CASCADE,
    language        text NOT NULL,
    draft           text NOT NULL,
    drafted_by      text NOT NULL,               -- 'templated', or the model that wrote it
    citations       jsonb NOT NULL DEFAULT '[]', -- [{"title", "version", "link"}]
    replaced        text,                        -- why a model's draft gave way to the templated one
    slack_ts        text,
    status          text NOT NULL DEFAULT 'offered'
                    CHECK (status IN ('offered', 'sent', 'edited', 'dismissed', 'superseded', 'held')),
    sent_text       text,                        -- what the customer was sent (the edit, when edited)
    decided_by      text,
    decided_at      timestamptz,
    created_at      timestamptz NOT NULL
);
CREATE INDEX suggestions_offered ON suggestions (handoff_id) WHERE status = 'offered';
