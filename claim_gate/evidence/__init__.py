"""The checkpoint side: loading, validating and resolving recorded results (SPEC section 1)."""
