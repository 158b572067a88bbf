"""The formula language's limits (SPEC section 2), in one place."""

MAX_LENGTH = 4096  # characters of formula text
MAX_DEPTH = 64  # levels of the syntax tree, brackets included
MAX_EXPONENT = 64  # magnitude of the right operand of **
MAX_VECTOR = 10**6  # elements of one vector of one configuration
