"""Package discovery (pyproject.toml holds everything else).

find_namespace_packages() finds every folder under claim_gate/, with or without an __init__.py (plain
find_packages() skipped checks/ and evidence/, which had none, and `claim-gate check` could not run from a
wheel). grammar/ and contracts/ sit at the top level (the design card) and are mapped into the package by
[tool.setuptools.package-dir]; discovery cannot see a mapped folder, so they are named.
"""

from setuptools import find_namespace_packages, setup

setup(packages=find_namespace_packages(include=["claim_gate", "claim_gate.*"], exclude=["*.__pycache__"])
      + ["claim_gate.grammar", "claim_gate.contracts"])
