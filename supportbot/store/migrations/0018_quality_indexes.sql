-- The quality figures look a contact up across their conversations (repeat contact, "never twice a
-- day") and the daily QA sample walks the day's ratings and reversals: indexes for each, so a
-- /metrics scrape stays a handful of index scans as the tables grow.
CREATE INDEX conversations_by_contact ON conversations (contact_key);
CREATE INDEX endings_rated ON conversation_endings (rated_at) WHERE rating IS NOT NULL;
CREATE INDEX action_reversals_at ON action_reversals (at);
