-- A quiet conversation is closed with a summary; the next message opens it again.
ALTER TABLE conversations ADD COLUMN closed_at timestamptz;
