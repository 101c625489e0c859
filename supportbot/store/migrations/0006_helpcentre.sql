-- The help centre in Postgres: every edit is a new version, nothing is overwritten, and each
-- reply records which version it quoted (invariant 8).

-- Whether the shop uses the built-in articles (rendered from the policy settings) or its own
-- (a fixture's `articles`). One row; startups sync built-ins only while it says so.
CREATE TABLE helpcentre (
    id       boolean PRIMARY KEY DEFAULT true CHECK (id),
    builtin  boolean NOT NULL DEFAULT true
);

CREATE TABLE articles (
    slug        text PRIMARY KEY CHECK (slug ~ '^[a-z0-9][a-z0-9-]*$'),
    retired     boolean NOT NULL DEFAULT false,   -- not listed or searched; its versions stay
    created_at  timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE TABLE article_versions (
    id          bigserial PRIMARY KEY,
    slug        text NOT NULL REFERENCES articles (slug),
    version     integer NOT NULL CHECK (version > 0),
    title       text NOT NULL,
    body        text NOT NULL,                     -- markdown
    keywords    text NOT NULL DEFAULT '',          -- other words people use for it, any language
    origin      text NOT NULL CHECK (origin IN ('builtin', 'fixture', 'import')),
    created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    -- Two startups syncing at once cannot both write version N.
    UNIQUE (slug, version)
);

-- Sections (heading + paragraph) are what search returns and the bot quotes.
CREATE TABLE article_sections (
    version_id  bigint NOT NULL REFERENCES article_versions (id) ON DELETE CASCADE,
    ordinal     integer NOT NULL,
    heading     text NOT NULL DEFAULT '',
    body        text NOT NULL,
    -- Title counts most, then the heading, then the passage; keywords least, and with the
    -- 'simple' configuration so words of any language are kept as written.
    tsv         tsvector NOT NULL,
    PRIMARY KEY (version_id, ordinal)
);
CREATE INDEX article_sections_tsv ON article_sections USING gin (tsv);

-- Which article versions each outbound message quoted. Filled by the trigger below: a reply
-- cites a version when it carries the link of a passage its run's search_help_centre returned.
-- A trigger, so the agent's replies and the templated rung's are recorded the same way.
CREATE TABLE message_citations (
    message_id  bigint NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    slug        text NOT NULL,
    version     integer NOT NULL,
    PRIMARY KEY (message_id, slug, version)
);

CREATE FUNCTION record_citations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO message_citations (message_id, slug, version)
    SELECT DISTINCT NEW.id, r->>'slug', (r->>'version')::integer
    FROM steps s, jsonb_array_elements(COALESCE(s.result->'results', '[]'::jsonb)) r
    WHERE s.run_id = NEW.run_id AND s.kind = 'tool' AND s.request->>'name' = 'search_help_centre'
      AND r ? 'link' AND r ? 'version' AND position(r->>'link' IN COALESCE(NEW.body, '')) > 0
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END $$;

CREATE TRIGGER messages_cite AFTER INSERT ON messages
    FOR EACH ROW WHEN (NEW.direction = 'out' AND NEW.run_id IS NOT NULL)
    EXECUTE FUNCTION record_citations();
