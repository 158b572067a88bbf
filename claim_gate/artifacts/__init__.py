"""Verifiers of the seeds' other artifacts (SPEC section 10): rubric envelopes, replay bundles, citations.

Each verifier is a pure function from files to findings of the one registry (claim_gate.findings) and a
small report that the shared renderers print (render.py); the command line is artifacts/cli.py.
"""
