"""Ships the JSON Schemas inside the installed package as claim_gate.contracts (see pyproject.toml)."""
