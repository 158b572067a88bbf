"""Ships formula.lark inside the installed package as claim_gate.grammar (see pyproject.toml)."""
