"""The formula AST: small immutable nodes, each with its 1-based source line and column."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Tuple, Union


@dataclass(frozen=True)
class Number:
    value: float
    text: str
    line: int
    column: int


@dataclass(frozen=True)
class Bool:
    value: bool
    line: int
    column: int


@dataclass(frozen=True)
class Var:
    name: str
    line: int
    column: int


@dataclass(frozen=True)
class ListLit:
    items: Tuple["Node", ...]
    line: int
    column: int


@dataclass(frozen=True)
class Unary:
    op: str  # "-" or "not"
    operand: "Node"
    line: int
    column: int


@dataclass(frozen=True)
class BinOp:
    op: str  # "+", "-", "*", "/", "**"
    left: "Node"
    right: "Node"
    line: int  # position of the operator
    column: int


@dataclass(frozen=True)
class Logic:
    op: str  # "and" or "or"
    left: "Node"
    right: "Node"
    line: int
    column: int


@dataclass(frozen=True)
class Compare:
    """`a < b <= c`: operands (a, b, c), ops ("<", "<="), one position per op."""

    operands: Tuple["Node", ...]
    ops: Tuple[str, ...]
    op_positions: Tuple[Tuple[int, int], ...]
    line: int
    column: int


@dataclass(frozen=True)
class IfElse:
    then: "Node"
    cond: "Node"
    other: "Node"
    line: int
    column: int


@dataclass(frozen=True)
class Call:
    func: str
    args: Tuple["Node", ...]
    line: int
    column: int


Node = Union[Number, Bool, Var, ListLit, Unary, BinOp, Logic, Compare, IfElse, Call]


def children(node: Node) -> Tuple[Node, ...]:
    if isinstance(node, (ListLit,)):
        return node.items
    if isinstance(node, Unary):
        return (node.operand,)
    if isinstance(node, (BinOp, Logic)):
        return (node.left, node.right)
    if isinstance(node, Compare):
        return node.operands
    if isinstance(node, IfElse):
        return (node.then, node.cond, node.other)
    if isinstance(node, Call):
        return node.args
    return ()


def walk(node: Node) -> Iterator[Node]:
    """Every node, parents before children (iterative: no recursion limit involved)."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(children(n)))


def variables(node: Node) -> Tuple[str, ...]:
    """The variable names a formula reads, sorted and unique."""
    return tuple(sorted({n.name for n in walk(node) if isinstance(n, Var)}))
