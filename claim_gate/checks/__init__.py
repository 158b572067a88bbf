"""The checks of the gate, one module each (SPEC section 4)."""
