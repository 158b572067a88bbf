"""The restricted formula language (SPEC section 2): parse once, type-check, evaluate vectorised."""

from .api import Evaluation, Formula, compile_formula, evaluate
from .errors import FormulaError, FormulaLimitError, FormulaNameError, FormulaSyntaxError, FormulaTypeError
from .registry import REGISTRY, WRITER_ALIASES, canonical_name, resolve

__all__ = [
    "Evaluation", "Formula", "compile_formula", "evaluate", "resolve", "canonical_name", "REGISTRY",
    "WRITER_ALIASES", "FormulaError", "FormulaSyntaxError", "FormulaNameError", "FormulaTypeError",
    "FormulaLimitError",
]
