"""claim-gate: a deterministic claim-evidence gate for scientific papers."""

__version__ = "0.1.0"

# The formula API is loaded on first use, so `claim-gate --version` never imports numpy or lark.
_FORMULA_EXPORTS = {
    "compile_formula", "evaluate", "Formula", "Evaluation", "FormulaError", "FormulaSyntaxError",
    "FormulaNameError", "FormulaTypeError", "FormulaLimitError",
}

__all__ = ["__version__", *sorted(_FORMULA_EXPORTS)]


def __getattr__(name):
    if name in _FORMULA_EXPORTS:
        from . import formula

        return getattr(formula, name)
    raise AttributeError(f"module 'claim_gate' has no attribute {name!r}")
