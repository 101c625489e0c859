-- Each passage's meaning, kept with the article version it belongs to (issue 31): a unit-length
-- float32 vector (little-endian bytes) and the model that made it. NULL until embedded: an import
-- embeds at once, a startup sync on the first search; a vector of another model is made again.
-- Searched in memory (a shop's help centre is hundreds of passages, not millions: docs/help-centre.md).
ALTER TABLE article_sections ADD COLUMN embedding bytea;
ALTER TABLE article_sections ADD COLUMN embedding_model text;
