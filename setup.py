"""Package discovery (pyproject.toml holds everything else).

find_packages() finds every package under claim_gate/, so a new subpackage can never be left out of
the wheel. grammar/ and contracts/ sit at the top level (the design card) and are mapped into the
package by [tool.setuptools.package-dir]; discovery cannot see a mapped folder, so they are named.
"""

from setuptools import find_packages, setup

setup(packages=find_packages(include=["claim_gate", "claim_gate.*"]) + ["claim_gate.grammar", "claim_gate.contracts"])
