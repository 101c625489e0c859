-- Prompt versions as data (issue 17): what shaped the agent, added and never edited, so the previous
-- version is always there to go back to and a run names exactly what it ran with.
CREATE TABLE prompt_versions (
    id              bigserial PRIMARY KEY,
    label           text NOT NULL UNIQUE,
    content_hash    text NOT NULL UNIQUE,      -- sha256 of the canonical content (bot/agent/versions.py)
    system_prompt   text NOT NULL,
    tools           jsonb NOT NULL,            -- tool name -> description
    models          jsonb NOT NULL,            -- size -> model name
    settings        jsonb NOT NULL,
    author          text NOT NULL,
    created_at      timestamptz NOT NULL       -- the application's clock
);

CREATE FUNCTION prompt_versions_add_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'prompt_versions is add-only: add a new version instead';
END $$;
CREATE TRIGGER prompt_versions_add_only BEFORE UPDATE OR DELETE ON prompt_versions
    FOR EACH ROW EXECUTE FUNCTION prompt_versions_add_only();

-- The version row each run used; NULL for the templated rung and for runs before this migration.
ALTER TABLE runs ADD COLUMN prompt_version_id bigint REFERENCES prompt_versions (id);
