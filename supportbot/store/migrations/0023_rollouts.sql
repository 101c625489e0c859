-- Rollouts (issue 17): a candidate prompt version serves a percent of new conversation stretches
-- beside the live one (control) until it is promoted or rolled back. Times are the application's clock.
CREATE TABLE rollouts (
    id              bigserial PRIMARY KEY,
    control_id      bigint NOT NULL REFERENCES prompt_versions (id),
    candidate_id    bigint NOT NULL REFERENCES prompt_versions (id),
    percent         numeric(5, 2) NOT NULL CHECK (percent > 0 AND percent <= 100),
    state           text NOT NULL CHECK (state IN ('running', 'promoted', 'rolled_back')),
    started_by      text NOT NULL,
    started_at      timestamptz NOT NULL,
    ended_by        text,                      -- a person, or 'auto' for the sequential test
    ended_at        timestamptz,
    reason          text,
    figures         jsonb                      -- per-arm figures when it ended
);
-- At most one rollout runs at a time.
CREATE UNIQUE INDEX one_running_rollout ON rollouts ((true)) WHERE state = 'running';

-- The version a conversation answers with, fixed at its stretch's first run: it holds until the
-- stretch ends (conversation_endings), so no rollout change switches a conversation mid-way.
CREATE TABLE conversation_versions (
    conversation_id   bigint PRIMARY KEY REFERENCES conversations (id),
    prompt_version_id bigint NOT NULL REFERENCES prompt_versions (id),
    rollout_id        bigint REFERENCES rollouts (id),
    arm               text NOT NULL CHECK (arm IN ('live', 'control', 'canary')),
    assigned_at       timestamptz NOT NULL
);

-- Offline eval runs per version: `rollout start` needs a passing `supportbot eval --baseline` one.
CREATE TABLE eval_runs (
    id                bigserial PRIMARY KEY,
    prompt_version_id bigint NOT NULL REFERENCES prompt_versions (id),
    baseline          text,                    -- the baseline report it was compared with
    passed            boolean NOT NULL,        -- no drop on the replay set against the baseline
    summary           jsonb NOT NULL,
    at                timestamptz NOT NULL
);
CREATE INDEX eval_runs_by_version ON eval_runs (prompt_version_id, at);
