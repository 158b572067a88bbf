"""`python -m claim_gate.validators`: regenerate the shipped validators from the schemas in contracts/."""

from . import main

main()
