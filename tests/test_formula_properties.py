"""Property tests: the vectorised evaluator agrees with the scalar oracle; nothing but FormulaError escapes."""

import math

import numpy as np
import pytest
from hypothesis import given, note
from hypothesis import strategies as st

import formula_oracle as oracle
from claim_gate import FormulaError, FormulaSyntaxError, compile_formula

# -- typed formula generator ----------------------------------------------------------------------
NUM_VARS, VEC_VARS, BOOL_VARS = ("x", "y"), ("v", "w"), ("b",)

num_leaf = st.one_of(
    st.sampled_from(NUM_VARS),
    st.sampled_from(["0", "1", "2", "0.5", "3.25", "10", "1e-3", "1e300", "100"]),
)
vec_leaf = st.sampled_from(VEC_VARS)
bool_leaf = st.sampled_from(["true", "false", "b"])


def _p(s):
    return f"({s})"


arith = st.sampled_from(["+", "-", "*", "/"])
cmp_op = st.sampled_from(["<", "<=", ">", ">=", "==", "!="])

# Three mutually recursive strategies, one per type; leaves come first so shrinking heads for them.
num = st.deferred(lambda: st.one_of(
    num_leaf,
    st.builds(lambda a, op, b: _p(f"{a} {op} {b}"), num, arith, num),
    st.builds(lambda a: _p(f"-{a}"), num),
    st.builds(lambda a, e: _p(f"{a} ** {e}"), num, st.sampled_from(["2", "0.5", "-1", "3", "x", "y"])),
    st.builds(lambda f, a: f"{f}({a})", st.sampled_from(["abs", "sqrt", "log", "exp"]), num),
    st.builds(lambda f, a: f"{f}({a})", st.sampled_from(["geomean", "mean", "median", "sum", "len", "min", "max"]), vec),
    st.builds(lambda f, a, b: f"{f}({a}, {b})", st.sampled_from(["min", "max"]), num, num),
    st.builds(lambda a, c, b: _p(f"{a} if {c} else {b}"), num, boolean, num),
))
vec = st.deferred(lambda: st.one_of(
    vec_leaf,
    st.builds(lambda a, op, b: _p(f"{a} {op} {b}"), vec, arith, st.one_of(num, vec)),
    st.builds(lambda a, op, b: _p(f"{a} {op} {b}"), num, arith, vec),
    st.builds(lambda a: _p(f"-{a}"), vec),
    st.builds(lambda a: _p(f"{a} ** 2"), vec),
    st.builds(lambda f, a: f"{f}({a})", st.sampled_from(["abs", "sqrt", "log", "exp"]), vec),
    st.builds(lambda items: "[" + ", ".join(items) + "]", st.lists(num, max_size=3)),
    st.builds(lambda a, c, b: _p(f"{a} if {c} else {b}"), vec, boolean, vec),
))
boolean = st.deferred(lambda: st.one_of(
    bool_leaf,
    st.builds(lambda a, op, b: _p(f"{a} {op} {b}"), st.one_of(num, vec), cmp_op, st.one_of(num, vec)),
    st.builds(lambda a, o1, b, o2, c: _p(f"{a} {o1} {b} {o2} {c}"), num, cmp_op, st.one_of(num, vec), cmp_op, num),
    st.builds(lambda a: _p(f"not {a}"), boolean),
    st.builds(lambda a, op, b: _p(f"{a} {op} {b}"), boolean, st.sampled_from(["and", "or"]), boolean),
    st.builds(lambda a, op, b: _p(f"{a} {op} {b}"), boolean, st.sampled_from(["==", "!="]), boolean),
))
formulas = st.one_of(num, vec, boolean)

# -- bindings -----------------------------------------------------------------------------------------
special = st.sampled_from([0.0, -0.0, 1.0, -1.0, 2.0, 0.5, 1e300, -1e300, 1e-300, math.nan, math.inf, 700.0])
number = st.one_of(st.floats(-1e3, 1e3, allow_nan=False), st.integers(-5, 5).map(float), special)
vector = st.lists(number, max_size=5)


def column(values):
    return st.lists(values, min_size=1, max_size=6)


@st.composite
def bindings(draw):
    n = draw(st.integers(1, 6))
    out = {}
    for name in NUM_VARS:
        out[name] = draw(st.lists(st.one_of(number, st.none()), min_size=n, max_size=n))
    for name in VEC_VARS:
        out[name] = draw(st.lists(st.one_of(vector, st.none()), min_size=n, max_size=n))
    for name in BOOL_VARS:
        out[name] = draw(st.lists(st.one_of(st.booleans(), st.none()), min_size=n, max_size=n))
    return out


def _same(got, want):
    if want is None or got is None:
        return got is want
    if isinstance(want, bool):
        return got is want
    if isinstance(want, list):
        return isinstance(got, list) and len(got) == len(want) and all(_close(g, w) for g, w in zip(got, want))
    return _close(got, want)


def _close(g, w):
    return math.isclose(g, w, rel_tol=1e-9, abs_tol=1e-300)


@given(formulas, bindings())
def test_vectorised_evaluator_matches_scalar_oracle(text, env):
    try:
        f = compile_formula(text)
    except FormulaError as exc:
        # Only a constant exponent beyond the limit may be refused; the generator is well-typed otherwise.
        assert "exponent" in str(exc) or "nests" in str(exc), (text, exc)
        return
    bound = {k: env[k] for k in f.names}
    types = {**{k: "number" for k in NUM_VARS}, **{k: "vector" for k in VEC_VARS}, **{k: "bool" for k in BOOL_VARS}}
    n = len(env["x"])
    result = f.evaluate(bound, types={k: types[k] for k in f.names}, n=n)
    for i in range(n):
        want = oracle.evaluate(text, {k: v[i] for k, v in env.items()})
        got = result.item(i)
        note(f"config {i}: {({k: v[i] for k, v in env.items()})} -> got {got!r}, oracle {want!r}")
        assert _same(got, want), (text, i, got, want)


@given(formulas, bindings())
def test_evaluation_is_deterministic_and_per_configuration(text, env):
    try:
        f = compile_formula(text)
    except FormulaError:
        return
    types = {**{k: "number" for k in NUM_VARS}, **{k: "vector" for k in VEC_VARS}, **{k: "bool" for k in BOOL_VARS}}
    bound = {k: env[k] for k in f.names}
    n = len(env["x"])
    whole = f.evaluate(bound, types={k: types[k] for k in f.names}, n=n)
    again = f.evaluate(bound, types={k: types[k] for k in f.names}, n=n)
    assert np.array_equal(whole.defined, again.defined)
    assert np.array_equal(whole.values, again.values, equal_nan=True)
    # Evaluating one configuration alone gives the same as its row in the batch.
    for i in range(n):
        alone = f.evaluate({k: [v[i]] for k, v in bound.items()}, types={k: types[k] for k in f.names}, n=1)
        assert _same(alone.item(0), whole.item(i))


# -- fuzz: nothing but FormulaError -----------------------------------------------------------------
def _compile_and_run(text):
    """Compile, then evaluate with each variable as a number, then as a vector: only FormulaError may escape."""
    try:
        f = compile_formula(text)
    except FormulaError:
        return
    for sample in ([1.0, None], [[1.0, 2.0], None], [True, None]):
        try:
            f.evaluate({name: sample for name in f.names}, n=2)
        except FormulaError:
            pass


@given(st.text(max_size=200))
def test_arbitrary_text_raises_only_formula_errors(text):
    _compile_and_run(text)


TOKENS = ["(", ")", "[", "]", ",", "+", "-", "*", "/", "**", "<", "<=", "==", "!=", ">", ">=", "and", "or", "not",
          "if", "else", "true", "false", "x", "v", "`a b`", "geomean", "min", "max", "len", "sqrt", "1", "0", "1e-4",
          ".5", "1e400", "2", "64", "65", "'", ".", ":", "lambda", "__import__", "os", "=", "١", "_1"]


@given(st.lists(st.sampled_from(TOKENS), max_size=40))
def test_token_soup_raises_only_formula_errors(tokens):
    _compile_and_run(" ".join(tokens))


# Syntactically valid but untyped: every construct of the grammar, nested at random. Most are
# ill-typed, so this drives the type checker's rejections; none may raise anything else.
any_expr = st.deferred(lambda: st.one_of(
    st.sampled_from(["1", "0", ".5", "1e-4", "64", "65", "true", "false", "x", "v", "`a/b`"]),
    st.builds(lambda a, op, b: f"({a} {op} {b})", any_expr,
              st.sampled_from(["+", "-", "*", "/", "**", "<", "<=", "==", "!=", "and", "or"]), any_expr),
    st.builds(lambda op, a: f"({op}{a})", st.sampled_from(["-", "not "]), any_expr),
    st.builds(lambda a, c, b: f"({a} if {c} else {b})", any_expr, any_expr, any_expr),
    st.builds(lambda f, args: f"{f}({', '.join(args)})",
              st.sampled_from(["geomean", "mean", "median", "sum", "len", "min", "max", "abs", "sqrt", "log", "exp"]),
              st.lists(any_expr, max_size=2)),
    st.builds(lambda items: "[" + ", ".join(items) + "]", st.lists(any_expr, max_size=2)),
))


@given(any_expr)
def test_grammar_shaped_text_parses_or_fails_typed(text):
    try:
        compile_formula(text)
    except FormulaError as exc:
        # Grammatical by construction: a failure is about types or limits, never syntax.
        assert not isinstance(exc, FormulaSyntaxError), (text, exc)
    _compile_and_run(text)


@pytest.mark.slow
@given(st.lists(st.sampled_from(TOKENS), min_size=100, max_size=400))
def test_long_token_soup(tokens):
    _compile_and_run(" ".join(tokens))


# -- the token pre-check of nesting depth is a sound lower bound ------------------------------------
chain_op = st.sampled_from(["+", "-", "*", "/", "**", " and ", " or ", " < ", " == "])
chain = st.builds(
    lambda first, rest: first + "".join(op + (("-" if neg else "") + atom) for op, neg, atom in rest),
    st.sampled_from(["1", "x", "true", "(1+2)"]),
    st.lists(st.tuples(chain_op, st.booleans(), st.sampled_from(["1", "x", "(a*b)", "not c", "[1, 2]"])),
             min_size=30, max_size=90),
)


@given(st.one_of(chain, any_expr))
def test_chain_depth_precheck_never_refuses_a_formula_within_the_limit(text):
    from lark.exceptions import LarkError

    from claim_gate.formula import parse as P

    try:
        tree = P._parser().parse(text)
    except LarkError:
        return
    true_depth = P._tree_depth(tree)
    try:
        P._check_chain_depth(text, P._parser().lex(text))
        refused = False
    except FormulaError:
        refused = True
    if refused:
        assert true_depth > 64, (text, true_depth)


@pytest.mark.parametrize("text", ["1 ** mean([1])", "1 ** geomean([1])", "2 ** mean([1, 2])", "2 ** max([3])"])
def test_a_constant_exponent_folded_from_a_reduction_compiles(text):
    # numpy >= 2.4 refuses float() of a one-element vector: the folded exponent crashed with a TypeError (found by
    # hypothesis in session 51)
    compile_formula(text)


def test_a_reduced_constant_exponent_is_held_to_the_limit():
    with pytest.raises(FormulaError):
        compile_formula("2 ** mean([4000])")
