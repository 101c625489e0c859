"""A GraphQL query text parsed and validated against the stand-in's schema once per process.

The bot sends a handful of fixed query texts, only their variables change; graphql-core's parse
and validate of the same text were four fifths of the Shopify stand-in's CPU in an eval run
(issue 29). Both depend on the text and the schema alone, and a built schema is never mutated
(sandbox/shopify_schema.py), so the answer for one request is the answer for every later one.
Documents are shared read-only: execution and the cost count only walk them.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from graphql import DocumentNode, GraphQLSchema, OperationDefinitionNode, OperationType, parse, validate
from graphql.error import GraphQLError, GraphQLFormattedError

KEPT = 512  # distinct texts: far more than the bot sends; tests' own one-off queries come and go


@dataclass(frozen=True)
class Checked:
    """A query text as the stand-in reads it: a document to run, or the errors that refuse it."""

    document: DocumentNode | None
    errors: tuple[GraphQLFormattedError, ...]  # GraphQL's formatted errors: the syntax error, or each rule broken
    operation: str | None = None  # the first named operation, for the call log
    mutation: bool = False


@functools.lru_cache(maxsize=KEPT)
def checked(schema: GraphQLSchema, query: str) -> Checked:
    try:
        document = parse(query)
    except GraphQLError as exc:
        return Checked(None, (exc.formatted,))
    problems = validate(schema, document)
    if problems:
        return Checked(None, tuple(p.formatted for p in problems))
    operations = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)]
    return Checked(document, (), next((o.name.value for o in operations if o.name), None),
                   any(o.operation == OperationType.MUTATION for o in operations))
