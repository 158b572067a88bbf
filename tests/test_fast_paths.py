"""Fast paths of the gate (issue 16) decide exactly as the slow paths they skip.

- checks/numeric.py resolves each distinct operand once per run: the report equals the one made with
  every operand resolved per assertion (the cache turned off), on generated assertions that share,
  repeat and break operands.
- files.py opens a plain file directly inside its (real) root without walking its real path: every
  kind of entry (regular file, symlink in or out, FIFO, folder, dangling link) reads or fails as the
  full confinement decides, and only a regular, non-symlink file takes the fast path.
- paper/classify.py applies its cues faster (lock-free cached properties, per-section tests cached, a
  leaner tokeniser): every fixture number gets the class and rule the slow forms give it.
- formula/bindings.py and evidence/resolve.py type plain JSON values by their exact type first; the
  paper index and linking skip substitutions that cannot change their text, reuse look-ups they made,
  and count an anchor's column on from its comment's; invariants infer a name's bound once.
"""

from __future__ import annotations

import ast
import functools
import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim_gate import files
from claim_gate.checks import numeric
from claim_gate.errors import InputError
from claim_gate.gate import run
from claim_gate.policy import Policy

# -- numeric: one resolution per distinct operand --------------------------------------------------------

RESULTS = {"n1": {"measurements": {"t": 2.0, "g": 300.5, "v": [1.0, 2.0]}, "units": {"t": "ms"}},
           "n2": {"measurements": {"t": 4.0, "g": 150.25}}}
REPORTS = {"n1": {"executor": "slurm", "cpu_info": {"model": "X", "arch": "x86_64"}},
           "n2": {"executor": "local", "cpu_info": {"model": "Y", "arch": "arm64"}}}
CONFIGS = [{"config_id": "cfg1", "node_id": "n1", "measurements": {"t": 2.0, "g": 300.5}},
           {"config_id": "cfg2", "node_id": "n2", "measurements": {"t": 4.0, "g": 150.25}}]

operands = st.one_of(
    st.builds(lambda n, m: {"node_id": n, "metric_path": m}, st.sampled_from(["n1", "n2", "n3", 1, True]),
              st.sampled_from(["measurements.t", "measurements.g", "g", "measurements.v", "nope"])),
    st.builds(lambda c, m: {"config_id": c, "metric": m}, st.sampled_from(["cfg1", "cfg2", "cfg9"]),
              st.sampled_from(["t", "g", "measurements.g", "missing", 1.0])),
    st.builds(lambda n, u: {"node_id": n, "metric_path": "measurements.t", "unit": u},
              st.sampled_from(["n1", "n2"]), st.sampled_from(["ms", "s", 1])),
    st.builds(lambda n, e: {"node_id": n, "metric_path": "measurements.g", "environment": e},
              st.sampled_from(["n1", "n2"]), st.sampled_from([{"executor": "slurm"}, {"executor": "cloud"}])),
    st.sampled_from(["n1", None, 3]),  # not an object
)
assertion = st.tuples(st.sampled_from(["identity", "relative_speedup", "absolute_difference", "relative_gian",
                                       "baseline", "value * 2"]),
                      st.dictionaries(st.sampled_from(["value", "baseline", "proposed"]), operands, max_size=3),
                      st.sampled_from(["", "1.00", "2.0", "0.5", "150.25"]))


def _checkpoint(folder: Path, drawn, broken: bool = False) -> Path:
    for node, data in RESULTS.items():
        (folder / "experiments" / node).mkdir(parents=True)
        # broken: n2's results.json does not parse; reading it (for a node operand, or for the unit of a
        # config operand on n2) is an input error, so the cache must read it exactly when the slow path does.
        text = '{"measurements": ' if broken and node == "n2" else json.dumps(data)
        (folder / "experiments" / node / "results.json").write_text(text)
        (folder / "experiments" / node / "node_report.json").write_text(json.dumps(REPORTS[node]))
    assertions, lines = [], []
    for i, (formula, ops, printed) in enumerate(drawn):
        assertions.append({"id": f"NC{i + 1}", "claim_id": "C1", "formula": formula, "operands": ops})
        if printed:
            lines.append(f"The value is {printed}. % CLAIM:C1:NC{i + 1}")
    (folder / "science_data.json").write_text(json.dumps({
        "configurations": CONFIGS, "claims": [{"id": "C1", "supported_by": {"nodes": ["n1"]}}],
        "numeric_assertions": assertions}))
    (folder / "tree.json").write_text(json.dumps({"nodes": {n: {"status": "completed", "has_real_data": True}
                                                            for n in ("n1", "n2")}}))
    paper = folder / "p.tex"
    paper.write_text("\\documentclass{article}\n\\begin{document}\n\\section{Results}\n" + "\n".join(lines) +
                     "\n\\end{document}\n")
    return paper


def _report(paper: Path) -> str:
    try:
        return json.dumps(run(paper, paper.parent, Policy(mode="strict"), "final"), sort_keys=True)
    except InputError as exc:
        return f"input error: {exc}"


@given(st.lists(assertion, min_size=1, max_size=8), st.booleans())
def test_operand_cache_gives_the_report_of_resolving_every_operand(drawn, broken):
    with tempfile.TemporaryDirectory() as tmp:
        paper = _checkpoint(Path(tmp), drawn, broken)
        cached = _report(paper)
        original = numeric._operand_key
        numeric._operand_key = lambda op: None  # every operand resolved again, per assertion
        try:
            uncached = _report(paper)
        finally:
            numeric._operand_key = original
    assert cached == uncached


def test_operand_key_tells_apart_what_resolves_differently():
    key = numeric._operand_key
    assert key({"node_id": "n1", "metric_path": "t"}) == key({"node_id": "n1", "metric_path": "t"})
    assert key({"node_id": "n1", "metric_path": "t"}) != key({"node_id": "n1", "metric_path": "u"})
    assert key({"node_id": True, "metric_path": "t"}) != key({"node_id": 1, "metric_path": "t"})
    assert key({"node_id": 1, "metric_path": "t"}) != key({"node_id": 1.0, "metric_path": "t"})
    assert key({"node_id": "n1", "environment": {"executor": "x"}}) is None  # not a scalar: never cached
    assert key(["n1"]) is None


# -- files: the plain-child fast path --------------------------------------------------------------------

def _outcome(root: Path, path: Path):
    try:
        return "read", files.read_confined(root, path, "f")
    except InputError as exc:
        return type(exc).__name__, str(exc)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
def test_plain_child_fast_path_decides_as_the_full_confinement(tmp_path, monkeypatch):
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.json").write_text("{}")
    root = (tmp_path / "root").resolve()
    root.mkdir()
    (root / "plain.json").write_text('{"a": 1}')
    (root / "inner.json").symlink_to(root / "plain.json")
    (root / "escape.json").symlink_to(outside / "secret.json")
    (root / "dangling.json").symlink_to(root / "absent.json")
    (root / "folder").mkdir()
    os.mkfifo(root / "fifo.json")
    (root / "via").symlink_to(outside, target_is_directory=True)
    names = ["plain.json", "inner.json", "escape.json", "dangling.json", "folder", "fifo.json", "absent.json"]
    paths = [root / n for n in names] + [root / "via" / "secret.json", root / "folder" / ".." / "plain.json"]
    fast = [_outcome(root, p) for p in paths]
    taken = set()
    for p in paths:
        got = files._open_plain_child(root, p)
        if got is not None:
            os.close(got[0])
            taken.add(p.name)
    monkeypatch.setattr(files, "_open_plain_child", lambda root, path: None)
    slow = [_outcome(root, p) for p in paths]
    assert fast == slow
    assert fast[0] == ("read", b'{"a": 1}') and fast[2][0] == "PathEscape" and fast[5][0] == "PathEscape"
    assert taken == {"plain.json"}  # a symlink, a FIFO, a folder or a nested path takes the full path


# -- classification engine: how the cues are applied, not what they decide ---------------------------------
# The slow forms below are the engine as it was before the speed pass (issue 16, "Speed of one gate run").

def _slow_tokens(before: str) -> list[str]:
    tail = before[-60:].replace("(", " ").replace("[", " ")
    for op in "=:<>≤≥≈":
        tail = tail.replace(op, f" {op} ")
    return [t.strip(".,;!?\"'`)]}").lower() for t in tail.split()][-6:]


_CUE_TEXT = st.text(alphabet="ab xyzIS=:<>≤≥≈([.,;!?\"'`)]}\u00a0\u2009İ", max_size=90)


@given(_CUE_TEXT)
def test_cue_tokens_are_those_of_tokenising_the_whole_window(before):
    from claim_gate.paper import classify

    assert classify._tokens.__wrapped__(before) == _slow_tokens(before)


@given(st.text(alphabet="abc fx/", max_size=30), st.lists(st.text(alphabet="abc fx/", max_size=4), max_size=6))
def test_has_any_is_any(text, words):
    from claim_gate.paper import classify

    assert classify._has_any(text, tuple(words)) == any(w in text for w in words)


@functools.lru_cache(maxsize=1)
def _fixture_papers() -> tuple:
    """Every readable fixture paper scanned and indexed once for the tests below (scanning them is most of
    their time): (doc, index, the classify() arguments of each of its numbers). A labelled paper of
    fixtures/classification is read without its marks, from the index test_classification.py reads too."""
    from labelled_corpus import clean_paper, indexed, is_labelled

    from claim_gate.paper.scan import scan

    root = Path(__file__).resolve().parents[1] / "fixtures"
    papers = []
    for tex in sorted(root.rglob("*.tex")):
        if is_labelled(tex):
            doc, built, calls, _ = clean_paper(tex)
            papers.append((doc, built, list(calls)))
            continue
        try:
            doc = scan(tex)
            built, calls = indexed(doc)
        except InputError:
            continue
        papers.append((doc, built, list(calls)))
    return tuple(papers)


def _fixture_calls() -> list:
    """The classify() arguments of every number of the fixture papers."""
    return [a for _, _, calls in _fixture_papers() for a in calls]


def test_classification_engine_decides_as_the_unhurried_one(monkeypatch):
    """Every fixture number: the same (class, rule) with the engine's fast forms (lock-free cached properties,
    cached section tests, the tokeniser, _has_any) replaced by their slow originals. In CI every fourth number (over
    18,000; the slow pass over every second one took half a minute of the suite's six on 2 cores and grows with the
    labelled corpus); locally all."""
    import functools

    from claim_gate.paper import classify

    calls = _fixture_calls()[:: 4 if os.environ.get("CI") else 1]
    assert len(calls) > 15000
    fast = [classify.classify(*a) for a in calls]
    for name, prop in list(vars(classify.Ctx).items()):
        if isinstance(prop, classify._Once):
            slow = functools.cached_property(prop.func)
            slow.__set_name__(classify.Ctx, name)
            monkeypatch.setattr(classify.Ctx, name, slow)
    monkeypatch.setattr(classify, "_is_setup", classify._is_setup.__wrapped__)
    monkeypatch.setattr(classify, "_fails_closed", classify._fails_closed.__wrapped__)
    monkeypatch.setattr(classify, "_has_any", lambda text, words: any(w in text for w in words))
    monkeypatch.setattr(classify, "_tokens", functools.lru_cache(maxsize=256)(_slow_tokens))
    classify._words_and.cache_clear()
    try:
        slow = [classify.classify(*a) for a in calls]
    finally:
        classify._words_and.cache_clear()
    assert fast == slow


def test_every_cached_property_of_a_number_is_read_once():
    from claim_gate.paper import classify

    onces = {n for n, p in vars(classify.Ctx).items() if isinstance(p, classify._Once)}
    assert {"window", "clause", "role", "result_before", "passive_verb"} <= onces
    assert not any(isinstance(p, functools_cached_property()) for p in vars(classify.Ctx).values())
    c = classify.Ctx(None, "We set it to 4.", "results", "prose", None, "We set it to ", ".", ".", 0, "",  # type: ignore
                     True, False, False, True, None, False)
    c.raw = type("Raw", (), {"start": 13})()
    assert c.window == "We set it to " and c.__dict__["window"] is c.window  # stored: the next read is a lookup


def functools_cached_property():
    import functools

    return functools.cached_property


# -- formula bindings and recorded values: exact JSON types skip the abstract-class tests ------------------

class _Float(float):
    pass


class _Int(int):
    pass


def _values():
    import numpy as np

    scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.integers(min_value=10 ** 308, max_value=10 ** 400),
                        st.floats(allow_nan=True), st.text(max_size=3), st.builds(np.float64, st.floats()),
                        st.builds(np.int64, st.integers(-2 ** 63, 2 ** 63 - 1)), st.builds(np.bool_, st.booleans()),
                        st.builds(_Float, st.floats()), st.builds(_Int, st.integers()), st.just({"a": 1}))
    return st.one_of(scalars, st.lists(scalars, max_size=4), st.tuples(scalars, scalars))


def _outcome_of(fn, x):
    try:
        return "value", fn(x)
    except TypeError:
        return "TypeError", None


@given(_values())
def test_binding_kinds_and_floats_are_the_abstract_class_tests(x):
    import math

    from claim_gate.formula import bindings

    assert bindings._kind_of(x) == bindings._kind_of_any(x)
    fast, slow = _outcome_of(bindings._float, x), _outcome_of(bindings._float_any, x)
    assert fast[0] == slow[0]
    if fast[0] == "value":
        assert type(fast[1]) is type(slow[1]) and (fast[1] == slow[1] or math.isnan(fast[1]) and math.isnan(slow[1]))


@given(st.one_of(_values(), st.lists(st.one_of(st.booleans(), st.integers(), st.floats()), max_size=4)))
def test_is_value_is_the_isinstance_test(v):
    from claim_gate.evidence.resolve import is_value

    slow = not isinstance(v, bool) and (isinstance(v, (int, float)) or (isinstance(v, list) and bool(v) and all(
        isinstance(x, (int, float)) and not isinstance(x, bool) for x in v)))
    assert is_value(v) == slow


# -- the paper index: guarded substitutions and one run look-up per number ---------------------------------

_LATEX = st.lists(st.sampled_from(["a", " ", "%", "\\", "{", "}", "$", "~", "\n", "CLAIM:C1:NC2", "\\cite{x}",
                                   "\\ref{y}", "\\emph", "\\%", "=", "_", "É"]), max_size=40)


@given(_LATEX.map("".join))
def test_span_normalisation_skips_only_substitutions_that_change_nothing(source):
    from claim_gate.paper import index

    s = index.ANCHOR.sub(" ", source)
    s = index._COMMENT.sub(" ", s)
    s = index._REF_LIKE.sub(" ", s)
    s = index._COMMAND.sub(" ", s)
    s = index._MARKUP.sub(" ", s)
    assert index.normalize_sentence(source) == " ".join(s.split()).lower()


@given(st.lists(st.lists(st.sampled_from(["a", "k", " ", "=", "v", "\\_", "\\%", "\\", "%", "x=1",
                                         "operands=value=cfg4", "at=2", "NC3"]), max_size=12).map("".join),
                min_size=1, max_size=3))
def test_anchor_declarations_are_read_as_before(decls):
    from claim_gate.paper import index
    from claim_gate.paper.scan import scan

    with tempfile.TemporaryDirectory() as tmp:
        paper = Path(tmp) / "p.tex"
        comments = " ".join(f"% CLAIM:C1:NC{i + 1} {d}" for i, d in enumerate(decls))
        paper.write_text("\\documentclass{article}\n\\begin{document}\n\\section{Results}\n"
                         f"It is 1.5 and 2.5 and 3.5. {comments}\n\\end{{document}}\n")
        doc = scan(paper)
        got = [a.declarations for a in index.build_index(doc).anchors]
    want = []
    for c in doc.comments:
        tokens = list(index._CLAIM_TOKEN.finditer(c.text))
        ends = sorted(t.start() for t in tokens)
        for k, t in enumerate(tokens):
            if index._CLAIM_ID.fullmatch(t.group(1)) is None:
                continue
            text = c.text[t.end() : ends[k + 1] if k + 1 < len(ends) else len(c.text)]
            want.append(dict(index._declarations(index._ESCAPED.sub(r"\1", text).replace("%", " "))))
    assert got == want


def test_every_anchor_is_placed_where_the_source_says(tmp_path):
    """_anchors counts an anchor's column on from its comment's: each is where doc.position puts it, and a
    comment is its source text verbatim (what makes the count right)."""
    from claim_gate.paper import index
    from claim_gate.paper.scan import scan

    checked = 0
    made = tmp_path / "anchors.tex"
    made.write_text("\\documentclass{article}\n\\begin{document}\n\\section{Results}\n"
                    "Größe 1.5 und 2.5. %  CLAIM:C1:NC1 x=1 \\% CLAIM:C1:NC2 CLAIM:bad CLAIM:C2:NC3\n"
                    "  % CLAIM:C3:NC4 NOCLAIM: no\nIt is 3.5.\t% é CLAIM:C4:NC5\n\\end{document}\n", encoding="utf-8")
    for doc, built in [(d, ix) for d, ix, _ in _fixture_papers()] + [(scan(made), None)]:
        for c in doc.comments:
            assert doc.files[c.file].text[c.offset : c.offset + len(c.text)] == c.text
        want = [doc.position(c.file, c.offset + t.start())[1:] for c in doc.comments if "CLAIM" in c.text
                for t in index._CLAIM_TOKEN.finditer(c.text) if index._CLAIM_ID.fullmatch(t.group(1))]
        got = [(a.line, a.column) for a in (index.build_index(doc) if built is None else built).anchors]
        assert got == want
        checked += len(got)
    assert checked > 20


def test_every_number_is_placed_where_its_block_says():
    """_mentions reads a number's source position from the run it already found: blk.source() agrees."""
    checked = 0
    for doc, built, _ in _fixture_papers():
        for m in built.mentions:
            assert doc.position(*doc.blocks[m.block].source(m.start)) == (m.file, m.line, m.column)
            checked += 1
    assert checked > 1000


@given(st.lists(st.sampled_from(["gpu", "_", "Normalized", "efficiency", "grad", "norm", "prob", "ability", "fraction",
                                 "of", "peak", "Percent", "l2", "X", "9"]), max_size=6).map("".join))
def test_a_metric_name_bound_is_inferred_once_as_it_always_was(name):
    from claim_gate.checks.invariants import inferred_bound

    assert inferred_bound(name) == inferred_bound.__wrapped__(name) == inferred_bound(name)


# -- speed pass 4: a pre-check before the option pattern, roots resolved once per run ------------------------

def _required_chars(pattern) -> set:
    """Characters every match of `pattern` contains, read from its parse tree (empty when unsure)."""
    import re
    import sys

    if sys.version_info >= (3, 11):
        from re import _constants as sre_c
        from re import _parser as sre_p
    else:  # pragma: no cover
        import sre_constants as sre_c
        import sre_parse as sre_p

    def walk(sub) -> set:
        out: set = set()
        for op, av in sub:
            if op is sre_c.LITERAL and not pattern.flags & re.IGNORECASE:
                out.add(chr(av))
            elif op is sre_c.SUBPATTERN:
                out |= walk(av[-1])
            elif op is sre_c.BRANCH:
                alts = [walk(a) for a in av[1]]
                out |= set.intersection(*alts) if alts else set()
            elif op in (sre_c.MAX_REPEAT, sre_c.MIN_REPEAT) and av[0] >= 1:
                out |= walk(av[2])
        return out

    return walk(sre_p.parse(pattern.pattern, pattern.flags))


def test_the_option_rule_checks_for_the_dash_its_pattern_needs():
    """The option rule skips its pattern when the window has no '-': only sound while every match holds one."""
    from claim_gate.paper import classify

    assert "-" in _required_chars(classify._OPTION)
    assert _required_chars(classify._ASSIGN) >= {"="}  # the reader itself finds required characters


_OPTION_TEXT = st.text(alphabet="-k 14=\u00a0`'\"(aZ0\n", max_size=60)


@given(_OPTION_TEXT)
def test_option_rule_is_its_pattern(before):
    from claim_gate.paper import classify

    rule = next(r for r in classify.RULES if r.name == "option")

    class _C:  # the rule reads only c.before
        pass

    c = _C()
    c.before = before
    assert rule.test(c) is bool(classify._OPTION.search(before[-40:]))


def test_a_run_resolves_each_root_once_and_none_from_an_earlier_run(tmp_path):
    """Node folders are roots: the cache holds all of them (at 256 a 1x run resolved each twice), and a new
    run starts from none, so a folder changed between runs of one process is resolved again."""
    sys_path = Path(__file__).resolve().parents[1] / "benchmarks"
    import sys

    sys.path.insert(0, str(sys_path))
    try:
        from gate_scale import make_checkpoint
    finally:
        sys.path.remove(str(sys_path))
    paper = make_checkpoint(tmp_path, 0.6)  # 300 node folders
    files._real_root.cache_clear()
    run(paper, tmp_path, Policy(mode="strict"), "final")
    info = files._real_root.cache_info()
    assert info.misses <= 300 + 5  # each node folder once, plus the checkpoint's own roots
    run(paper, tmp_path, Policy(mode="strict"), "final")
    assert files._real_root.cache_info() == info  # cleared at the start: the second run resolved them afresh


# -- speed pass 5: patterns compiled on first use ------------------------------------------------------------

def test_a_lazy_pattern_compiles_on_first_use_and_then_is_the_compiled_pattern():
    import re

    from claim_gate.lazy_re import lazy

    p = lazy(r"(?P<n>[0-9]+)\s*ms", re.IGNORECASE)
    assert "search" not in vars(p)  # nothing compiled at definition
    compiled = re.compile(r"(?P<n>[0-9]+)\s*ms", re.IGNORECASE)
    assert p.search("took 12 MS").group("n") == "12"
    assert vars(p)["search"] == compiled.search  # later calls go straight to the compiled pattern's method
    assert (p.pattern, p.flags, p.groups, p.groupindex) == (compiled.pattern, compiled.flags, 1, {"n": 1})
    assert p.sub("x", "1 ms, 2 ms") == "x, x" and p.split("a 1 ms b") == ["a ", "1", " b"]
    assert [m.group() for m in p.finditer("1 ms 2 ms")] == ["1 ms", "2 ms"] and p.fullmatch("3 ms")


def test_classify_compiles_none_of_its_patterns_at_import():
    import subprocess
    import sys

    code = ("import claim_gate.paper.classify as c; from claim_gate.lazy_re import LazyPattern; "
            "lazy = [v for v in vars(c).values() if isinstance(v, LazyPattern)]; "
            "print(len(lazy), sum('search' in vars(v) for v in lazy))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.split()
    assert int(out[0]) > 150 and int(out[1]) < 10  # a few are compiled to build others from their source


# -- speed pass 5: role() by one look-up per word; end-anchored patterns behind their necessary endings ---------

def _unhurried_role(clause: str) -> str | None:
    """role() as it was written before its word-kind table (session 29): every table tested per word."""
    from claim_gate.paper import classify as k

    clause = k._OPERATOR_SUBSCRIPT.sub("", clause)  # "DD_max" is one word (session 45)
    words = [w.lower() for w in k._WORD.findall(clause)][-14:]
    linked, near, metric_between = True, len(words) - k.SETTING_REACH, False
    for i in range(len(words) - 1, -1, -1):
        if words[i] in k.METRIC_WORDS:
            if linked:
                return "outcome"
            metric_between = True
        elif words[i] in k._METRIC_NAMES:
            metric_between = True
        linked = linked and words[i] in k.LINK_WORDS
        pair = " ".join(words[i - 1 : i + 1]) if i else ""
        if pair in k.OUTCOME_PHRASES:
            return "outcome"
        if pair == "up to" and i >= 2 and (words[i - 2] == "by" or words[i - 2] in k.OUTCOME_WORDS):
            return "outcome"
        if pair in k.SETTING_PHRASES and i >= near and not metric_between:
            return "setting"
        if words[i] in k.OUTCOME_WORDS and i >= len(words) - k.OUTCOME_REACH and not (
                words[i] in k._HOW_SOLVED and i and words[i - 1] in k._AUXILIARIES):
            return "outcome"
        if (words[i] in k.INPUT_VERBS or words[i] in k.SETTING_VERBS) and i >= len(words) - k.OUTCOME_REACH:
            return "setting"
        if words[i] in k.SETTING_WORDS and i >= near and not metric_between:
            return "setting"
    return None


def _role_vocabulary() -> list[str]:
    from claim_gate.paper import classify as k

    words = set()
    for table in (k.METRIC_WORDS, k._METRIC_NAMES, k.LINK_WORDS, k.OUTCOME_WORDS, k.INPUT_VERBS, k.SETTING_VERBS,
                  k.SETTING_WORDS, k._HOW_SOLVED, k._AUXILIARIES):
        words |= set(table)
    for phrase in k.OUTCOME_PHRASES | k.SETTING_PHRASES:
        words |= set(phrase.split())
    return sorted(words) + ["Up", "There", "SET", "model", "the", "x", "42", ",", "(", "that"]


@given(st.lists(st.sampled_from(_role_vocabulary()), max_size=18).map(" ".join))
def test_role_by_word_kinds_is_the_role_of_every_table(clause):
    from claim_gate.paper.classify import role

    assert role(clause) == _unhurried_role(clause)


def test_role_by_word_kinds_decides_every_fixture_clause_as_before():
    from claim_gate.paper.classify import CELL, REF, _CLAUSE_BREAK, role

    checked = 0
    for raw, text, *_ in _fixture_calls():
        window = text[max(0, raw.start - 160) : raw.start].replace(CELL, " ").replace(REF, " ")
        for clause in (window, window[[0, *[m.end() for m in _CLAUSE_BREAK.finditer(window)]][-1] :]):
            assert role(clause) == _unhurried_role(clause)
            checked += 1
    assert checked > 2000


def _sample_matches(pattern) -> list[str]:
    """Strings the pattern matches, built from its parse tree: every alternative, the first and last character of
    each class and each repeat taken its least number of times and once more, each choice made once with the first
    choice everywhere else (so every word of an alternation appears); only what the pattern matches is returned."""
    import re

    from re import _constants as sre_c
    from re import _parser as sre_p

    def chars(items) -> list[str]:
        out: list[str] = []
        for op, av in items:
            if op is sre_c.LITERAL:
                out.append(chr(av))
            elif op is sre_c.RANGE:
                out += [chr(av[0]), chr(av[1])]
            elif op is sre_c.CATEGORY:
                out += {sre_c.CATEGORY_DIGIT: ["7"], sre_c.CATEGORY_SPACE: [" "], sre_c.CATEGORY_WORD: ["a"]}.get(av, [])
            elif op is sre_c.NEGATE:
                return ["#", "a"]
        return sorted({out[0], out[-1]}) if out else ["a"]

    def seq(items) -> list[str]:
        options = [node(op, av) for op, av in items]
        first = [o[0] if o else "" for o in options]
        out = ["".join(first)]
        for i, opts in enumerate(options):
            out += ["".join(first[:i]) + o + "".join(first[i + 1 :]) for o in opts[1:]]
        return out

    def node(op, av) -> list[str]:
        if op is sre_c.LITERAL:
            return [chr(av)]
        if op is sre_c.NOT_LITERAL:
            return ["#" if av != ord("#") else "a"]
        if op is sre_c.IN:
            return chars(av)
        if op is sre_c.ANY:
            return ["x"]
        if op is sre_c.SUBPATTERN:
            return seq(av[-1])
        if op is sre_c.BRANCH:
            return [s for alt in av[1] for s in seq(alt)]
        if op in (sre_c.MAX_REPEAT, sre_c.MIN_REPEAT, getattr(sre_c, "POSSESSIVE_REPEAT", None)):
            lo, hi, sub = av
            inner = seq(sub)
            once_more = [inner[0] * lo + o for o in inner] if hi > lo else []
            return [inner[0] * lo] + once_more
        return [""]  # \b, ^, $, look-arounds: checked by matching below

    compiled = re.compile(pattern.pattern, pattern.flags)
    return sorted({s for s in seq(sre_p.parse(pattern.pattern, pattern.flags)) if compiled.search(s)})


def test_every_reference_the_pattern_finds_ends_as_the_endings_say():
    """_refers tests the end before the pattern: sound only while every match ends with one of _REF_ENDINGS."""
    from claim_gate.paper import classify

    samples = _sample_matches(classify._REF_BEFORE)
    assert len(samples) > 100
    assert all(any(s.startswith(w) for s in samples) for w in ("Figures", "Hypotheses", "§", "Case Study", "RQ"))
    for s in samples:
        assert classify.ref_tail(s).endswith(classify._REF_ENDINGS), s
        assert classify._refers("See " + s)


@given(st.text(alphabet="Tables FigEq.§ (3,4–and)toQ\u00a0pcxy", max_size=40))
def test_refers_is_the_reference_pattern(before):
    from claim_gate.paper import classify

    assert classify._refers(before) is bool(classify._REF_BEFORE.search(before))


def test_every_payment_the_pattern_finds_ends_with_its_dollar_sign():
    from claim_gate.paper import classify

    samples = _sample_matches(classify._PAID_BEFORE)
    assert len(samples) > 10 and "paid$ " in samples
    for s in samples:
        assert s.rstrip(" \u00a0\u2009").endswith("$"), s


# speed pass 6 (session 31): the qualifier pattern and the article pattern run behind cheap tests of their ends.
def test_every_qualifier_the_pattern_finds_passes_the_cheap_test():
    """qualifier() skips _QUALIFIER when _may_qualify says no: sound only while every match passes it (upper and lower
    case: the pattern ignores case)."""
    from claim_gate.paper import numbers

    samples = _sample_matches(numbers._QUALIFIER)
    assert len(samples) > 20 and any(s.startswith("fewer than") for s in samples)
    samples += [sym + end for sym in "≈∼~<>≤≥" for end in ("", " ", " = ", "(", ":\u2009")]
    for s in samples + [s.upper() for s in samples]:
        assert numbers._may_qualify("We saw " + s), s


@given(st.text(alphabet="about ABOUTthanlsmx<>~≈≤(=:\u00a0\u2009e", max_size=30))
def test_a_qualifier_is_read_as_the_pattern_reads_it(head):
    from claim_gate.paper import numbers

    expected = numbers._QUALIFIER.search(head[-24:])
    got = numbers.qualifier(head + "5", len(head))
    assert (got is None) is (expected is None)
    if expected is not None:
        assert got == {"kind": numbers._QUALIFIERS[(expected.group("word") or expected.group("sym")).lower()][0],
                       "strict": numbers._QUALIFIERS[(expected.group("word") or expected.group("sym")).lower()][1],
                       "text": expected.group("word") or expected.group("sym")}


def test_every_article_the_pattern_finds_ends_in_a_letter_the_adjective_rule_checks():
    from claim_gate.paper import classify

    samples = _sample_matches(classify._ARTICLE)
    assert {"a", "an", "at"} <= {s.strip().lower() for s in samples}
    for s in samples + [s.upper() for s in samples]:
        tail = ("a " + s).rstrip(" \u00a0")
        assert tail[-1] in "aAnNtT", s


def test_no_module_level_name_is_bound_twice():
    """A second `_NAME = lazy(...)` in a module silently replaces the first for every rule that read it (session 38
    found two in the classifier: an age list's pattern had replaced the plotted-values list's, a fraction's noun
    pattern an ISO date's). Every module of the package, not only the classifier's, is held to it."""
    for path in sorted((Path(__file__).resolve().parents[1] / "claim_gate").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        seen: dict[str, int] = {}
        for node in tree.body:
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    if isinstance(target, ast.Name):
                        assert target.id not in seen, f"{path.name}:{node.lineno} rebinds {target.id} " \
                                                      f"(first bound at line {seen[target.id]})"
                        seen[target.id] = node.lineno
