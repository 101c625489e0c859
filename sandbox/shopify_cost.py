"""A query's cost as Shopify counts it (shopify.dev/docs/api/usage/limits, "calculated query cost").

An object costs 1, a scalar or enum 0, a connection 2 plus `first` times the cost of one node
(`edges` and `pageInfo` add nothing of their own).
Close enough to Shopify's own figure that a client which watches `extensions.cost` meets the
throttle here where it would there.
"""

from __future__ import annotations

from typing import Any

from graphql import DocumentNode, FieldNode, FragmentDefinitionNode, FragmentSpreadNode, InlineFragmentNode
from graphql.language import OperationDefinitionNode, OperationType, SelectionSetNode, VariableNode

MUTATION_COST = 10


def query_cost(document: DocumentNode, variables: dict[str, Any]) -> int:
    fragments = {d.name.value: d for d in document.definitions if isinstance(d, FragmentDefinitionNode)}
    # A mutation costs 10 points before what it selects (shopify.dev: "mutations cost 10").
    return sum(_selection_cost(d.selection_set, fragments, variables)
               + (MUTATION_COST * len(d.selection_set.selections) if d.operation == OperationType.MUTATION else 0)
               for d in document.definitions if isinstance(d, OperationDefinitionNode))


def _selection_cost(selection_set: SelectionSetNode | None, fragments: dict[str, FragmentDefinitionNode],
                    variables: dict[str, Any]) -> int:
    if selection_set is None:
        return 0
    total = 0
    for selection in selection_set.selections:
        if isinstance(selection, FragmentSpreadNode):
            total += _selection_cost(fragments[selection.name.value].selection_set, fragments, variables)
        elif isinstance(selection, InlineFragmentNode):
            total += _selection_cost(selection.selection_set, fragments, variables)
        elif isinstance(selection, FieldNode) and selection.selection_set is not None:
            inner = _selection_cost(selection.selection_set, fragments, variables)
            first = _argument(selection, "first", variables)
            if selection.name.value == "pageInfo":
                continue  # free, as Shopify counts it
            if selection.name.value == "edges":
                total += inner  # the wrapper is free; its `node` is the object
            else:
                total += 2 + int(first) * inner if isinstance(first, int) else 1 + inner
    return total


def _argument(node: FieldNode, name: str, variables: dict[str, Any]) -> Any:
    for argument in node.arguments or ():
        if argument.name.value == name:
            value = argument.value
            if isinstance(value, VariableNode):
                return variables.get(value.name.value)
            return int(getattr(value, "value", 0))
    return None
