"""Statistical reporting consistency (SPEC section 9): reported test results recomputed from their own
printed numbers, counts of a whole, GRIM and GRIMMER. No checkpoint is needed."""

from .analyse import CONSISTENT, DECISION, INCONSISTENT, NOT_TESTED, Result, analyse

__all__ = ["CONSISTENT", "DECISION", "INCONSISTENT", "NOT_TESTED", "Result", "analyse"]
