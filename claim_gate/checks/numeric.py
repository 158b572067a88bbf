"""Numeric recompute (SPEC section 4): every assertion's formula over its operands, against the printed number.

A printed number matches when it is the recomputed value rounded to the printed precision (half a unit
of the last printed digit, inclusive), or within the assertion's tolerance, else the policy's (default
0: printed precision is the standard). Qualified numbers: approximate (an integer's trailing zeros are
not significant), lower and upper bounds (strict ones compare with the printed value exactly).
The comparison is always against the assertion's own operands, never against any value in the results.
"""

from __future__ import annotations

import functools
import re
from typing import Dict, List, Optional, Tuple

from .. import messages
from ..evidence.resolve import RESULT_SECTIONS, config_by_id, environment, is_value, lookup, resolve
from ..findings import Finding, finding
from ..formula import Formula, FormulaError
from ..formula.registry import REGISTRY, canonical_name
from ..formula.registry import resolve as resolve_formula
from ..names import unknown_formula_name
from ..paper.numbers import Mention, normalize_unit
from .claims import executed
from .drift import differs
from .context import GateInput
from .units import conversion, known_unit

_EPS = 1e-9  # relative slack on the half unit, so a tie printed from binary floats still matches


def half_unit(m: Mention, approximate: bool = False) -> float:
    """Half a unit of the last printed digit: 0.5 * 10^-d, or 0.5 * 10^(e - d) in scientific notation."""
    exponent = (m.exponent or 0) + m.scale  # 1.234 million: the last printed digit is worth 10^3
    if approximate and m.decimals == 0 and m.exponent is None:
        digits = m.text.replace(",", "").replace("\\,", "").strip().lstrip("-−")
        zeros = len(digits) - len(digits.rstrip("0")) if digits.strip("0") else 0
        return 0.5 * 10.0 ** zeros  # about 1,400: the trailing zeros are not significant
    return 0.5 * 10.0 ** (exponent - m.decimals)


def match(reported: Mention, recomputed: float, tolerance: Tuple[float, float], rounding: str) -> Tuple[bool, str]:
    """Whether a printed number matches a recomputed one, and which rule decided it."""
    q = reported.qualifier or {}
    value = reported.value
    diff = abs(recomputed - value)
    half = half_unit(reported, q.get("kind") == "approximate") if rounding == "reported_precision" else 0.0
    slack = half * (1 + _EPS) + 1e-300
    if q.get("kind") == "lower_bound":
        return (recomputed > value if q["strict"] else recomputed >= value - slack), "lower bound"
    if q.get("kind") == "upper_bound":
        return (recomputed < value if q["strict"] else recomputed <= value + slack), "upper bound"
    if diff <= slack:
        return True, "printed precision"
    absolute, relative = tolerance
    if diff <= absolute or diff <= relative * abs(recomputed):
        return True, "tolerance"
    return False, "printed precision" if not (absolute or relative) else "printed precision or tolerance"


# The widest window an assertion's own tolerance may open, relative to the recomputed value: ARI's 2%. The
# assertion is written by the pipeline the gate checks, which may not loosen the policy (SPEC section 5); a tolerance
# of {"relative": 10} let 99.9 pass for a recorded 15.3 (red team 47). A caller who wants more sets the policy's.
ASSERTION_TOLERANCE_CAP = 0.02


def _tolerance(assertion: dict, default: Tuple[float, float], recomputed: Optional[float]
               ) -> Tuple[Tuple[float, float], str]:
    """(absolute, relative) the assertion is matched within, and what of its own tolerance was ignored ("" if
    nothing): its own, else the policy's, never wider than the policy's or ASSERTION_TOLERANCE_CAP of the value."""
    tol = assertion.get("tolerance")
    if not isinstance(tol, dict):
        return default, ""
    vals = []
    for k in ("absolute", "relative"):
        v = tol.get(k, 0.0)
        vals.append(float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0 else 0.0)
    cap_relative = max(default[1], ASSERTION_TOLERANCE_CAP)
    scale = abs(recomputed) if isinstance(recomputed, float) and recomputed == recomputed else 0.0
    cap_absolute = max(default[0], cap_relative * scale)
    absolute, relative = min(vals[0], cap_absolute), min(vals[1], cap_relative)
    if (absolute, relative) == (vals[0], vals[1]):
        return (absolute, relative), ""
    return (absolute, relative), (f"tolerance {{absolute: {vals[0]:g}, relative: {vals[1]:g}}} wider than "
                                  f"{cap_relative:g} of the recomputed value: matched within {{absolute: "
                                  f"{absolute:g}, relative: {relative:g}}}")


_NOT_YET = object()

# Registry formulas that compare one quantity between a baseline and a proposed run. ratio_percent is left out: a
# share ("failed / total * 100") divides two quantities by design.
_COMPARISONS = frozenset(("relative_speedup", "relative_gain", "relative_improvement_percent",
                          "relative_increase_percent", "relative_reduction_percent", "absolute_difference"))


def _metric_and_place(op) -> Tuple[str, str] | None:
    if not isinstance(op, dict):
        return None
    metric = op.get("metric") if "metric" in op else op.get("metric_path")
    place = op.get("config_id") if "config_id" in op else op.get("node_id")
    if not isinstance(metric, str) or not isinstance(place, str):
        return None
    return metric.rsplit(".", 1)[-1], place


# What a metric's name says it measures, by its words: "time_ms" a time, "gflops" a rate. Names that say nothing
# (other_ms is a time too; "score", "v") decide nothing.
_QUANTITY_WORDS = (
    ("time", frozenset(("time", "times", "ms", "us", "ns", "sec", "secs", "seconds", "latency", "duration",
                        "runtime", "walltime", "elapsed", "wall"))),
    ("rate", frozenset(("flops", "gflops", "tflops", "mflops", "throughput", "tput", "bandwidth", "bw", "qps", "tps",
                        "fps", "ops", "iops", "gbps", "mbps"))),
    ("memory", frozenset(("bytes", "mem", "memory", "rss", "footprint", "kb", "mb", "gb", "kib", "mib", "gib"))),
    ("energy", frozenset(("energy", "joules", "joule", "power", "watts", "watt"))),
    ("share", frozenset(("accuracy", "acc", "f1", "auc", "precision", "recall", "percent", "pct", "fraction"))),
)


def _quantity(name: str) -> str:
    words = set(re.split(r"[^a-z]+", _CAMEL.sub(r"\1_\2", name).lower()))
    if "per" in words:  # samples_per_sec is a rate, not a time (red team 47b)
        return "rate"
    kinds = {kind for kind, vocabulary in _QUANTITY_WORDS if words & vocabulary}
    return kinds.pop() if len(kinds) == 1 else ""


_CAMEL = re.compile(r"([a-z0-9])([A-Z])")  # kernelTimeMs: kernel_Time_Ms


def _mixed_comparison(g: GateInput, formula_text: str, operands: dict) -> str:
    """Why a comparison of two runs divides two kinds of quantity ("" when it does not): a speed-up of one run's
    GFLOP/s over another's milliseconds printed 7.5x where the runs differ by 1.25x (red team 47). The recorded units
    decide when both are units the gate converts (s against seconds is one kind, ms against GFLOP/s two, whatever
    the metrics are named and wherever they ran: red team 47b). Else two metrics of one run, or one metric of two,
    are allowed, and other names decide by their words (time/rate/memory/energy/share; names that say nothing
    decide nothing)."""
    name = canonical_name(formula_text)
    if name not in _COMPARISONS:
        return ""
    b_op, p_op = operands.get("baseline"), operands.get("proposed")
    baseline, proposed = _metric_and_place(b_op), _metric_and_place(p_op)
    if baseline is None or proposed is None:
        return ""
    b_unit, p_unit = _recorded_unit(g, b_op), _recorded_unit(g, p_op)
    if known_unit(b_unit) and known_unit(p_unit):
        if conversion(b_unit, p_unit) is not None:
            return ""
        kinds = f"recorded in {b_unit} against {p_unit}"
    else:
        if baseline[1] == proposed[1] or baseline[0] == proposed[0]:
            return ""
        b_kind, p_kind = _quantity(baseline[0]), _quantity(proposed[0])
        if not b_kind or not p_kind or b_kind == p_kind:
            return ""
        kinds = f"a {b_kind} against a {p_kind}"
    return (f"{name} compares one quantity, but baseline names {baseline[0]!r} of {baseline[1]} and proposed names "
            f"{proposed[0]!r} of {proposed[1]}: {kinds}")


class _Operand:
    """One operand resolved: what every assertion naming it reads."""

    __slots__ = ("op", "value", "where", "label", "env", "env_key", "counted")

    def __init__(self, op, value, where: str, label: str, env: dict):
        self.op, self.value, self.where, self.label, self.env = op, value, where, label, env
        self.env_key = tuple(sorted(env.items())) if env else ()
        self.counted = False


def _operand_key(op) -> Optional[tuple]:
    """A hashable key equal only for operands that resolve alike, or None (not cached): the operand's items
    in order with the type of each value (True == 1 in Python, but not as an id or a path); a value that
    cannot be hashed (a list, an environment object) leaves the operand uncached."""
    if not isinstance(op, dict):
        return None
    key = (tuple(op.items()), tuple(map(type, op.values())))
    try:
        hash(key)
    except TypeError:
        return None
    return key


def _resolve_operand(g: GateInput, op, configs: Dict[str, str]) -> _Operand:
    value, where, node_id = resolve(g.ck, op)
    if value is None:
        return _Operand(op, None, where, "", {})
    unbacked = _unbacked(g, op, node_id, value)
    if unbacked:
        return _Operand(op, None, unbacked, "", {})
    return _Operand(op, value, where, messages.operand_label(g.ck, op, where, configs), environment(g.ck, op, node_id))


def _unbacked(g: GateInput, op: dict, node_id: Optional[str], value) -> str:
    """Why a resolved operand is no recorded result ("" when it is one): a number must come from an experiment that
    ran. A configuration value that no executed node's results record (no node, a node not in the tree or that did
    not run, a node file without the metric) lived in science_data.json alone, and 99.9 passed with nothing behind
    it (red team 47); drift only compares values both files hold."""
    # the configuration form as resolve() reads it (a node_id beside config_id and metric does not make it a node
    # operand: red team 47b)
    config = "config_id" in op and "node_id" not in op or "metric" in op and "metric_path" not in op
    if node_id is None:
        return f"configuration '{op.get('config_id')}' names no node, so its value is in science_data.json only"
    node = g.ck.nodes.get(node_id)
    if node is None and g.ck.tree_loaded:
        return f"node '{node_id}' is not in the tree, so no experiment records this value"
    if node is not None and not executed(node):
        return f"node '{node_id}' did not execute (status {node.get('status')!r}, has_real_data " \
               f"{node.get('has_real_data')!r}), so no experiment records this value"
    metric = op.get("metric")
    results = g.ck.results(node_id) if config and isinstance(metric, str) else None
    # Only a node that recorded its results is held to them: a checkpoint with no results.json for the node keeps
    # its numbers in science_data.json by design, and drift has nothing to compare either.
    if isinstance(results, dict) and isinstance(metric, str):
        recorded = lookup(results, metric, RESULT_SECTIONS)
        if recorded is None and node is not None:
            recorded = lookup({"metrics": node.get("metrics") or {}}, metric, ("metrics",))
        if recorded is None:
            # acc_mean summarises the recorded acc: backed when it is that vector's mean, median, min, max, sum or
            # standard deviation (an honest aggregate: red team 47b)
            base = _AGGREGATE_NAME.sub("", metric.rsplit(".", 1)[-1])
            source = lookup(results, base, RESULT_SECTIONS) if base and base != metric else None
            if isinstance(source, list) and is_value(value) and not differs(value, source):
                return ""
        if not is_value(recorded):
            return (f"configuration '{op.get('config_id')}' gives {metric!r}, but its node '{node_id}' records no "
                    f"such value in its results.json or the tree's metrics, so it is in science_data.json only")
    return ""


# An aggregate's name: acc_mean, mean_acc, gflops_avg, time_median (the recorded metric is what is left).
_AGGREGATE_NAME = re.compile(r"^(?:mean|avg|average|median|min|max|sum|total|std|sd)_|"
                             r"_(?:mean|avg|average|median|min|max|sum|total|std|sd)$")


def _evaluate_groups(pending: list) -> Dict[str, object]:
    """Recomputed value per assertion id, each formula evaluated once over all its assertions (vectorised).

    An error evaluating a group (operand types that differ between assertions) falls back to evaluating
    its assertions one by one, so one bad assertion is reported for itself.
    """
    groups: Dict[int, list] = {}
    for item in pending:
        groups.setdefault(id(item["formula"]), []).append(item)
    out: Dict[str, object] = {}
    for items in groups.values():
        formula = items[0]["formula"]
        try:
            result = formula.evaluate({r: [it["values"][r] for it in items] for r in formula.names}, n=len(items))
            for k, it in enumerate(items):
                out[it["id"]] = result.item(k)
        except FormulaError:
            for it in items:
                try:
                    out[it["id"]] = formula.evaluate({r: [v] for r, v in it["values"].items()}, n=1).item(0)
                except FormulaError as exc:
                    out[it["id"]] = exc
    return out


class _ConstantFormula(FormulaError):
    """A formula that evaluates but does not depend on its operands: no position in its text is at fault."""

    def __str__(self) -> str:
        return self.what


_LEN_CALL = re.compile(r"\blen\s*\(")


def _moved(value, k: int, up: bool):
    """Operand number k (1, 2, ...) moved a little, each by its own amount: a common move of every operand leaves a
    ratio of differences ((s - r) / (h - r)) unchanged, and a large one steps over the edge of a piecewise constant
    ("99.9 if value > 15 else value" at 15.3: red team 47b)."""
    if isinstance(value, list):
        return [_moved(v, k, up) for v in value]
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return value * (1 + 0.013 * k) + 0.0007 * k if up else value * (1 - 0.011 * k) - 0.0005 * k
    return value


def _constant_expressions(pending: list, recomputed: Dict[str, object]) -> List[str]:
    """Ids of assertions whose own expression does not depend on the operands it names: `value*0 + 99.9`,
    `max(value, 99.9)`, `value / value * 99.9` printed 99.9 for a recorded 15.3 (red team 47). Registry formulas
    depend on their operands by construction and are not re-evaluated; an expression that cannot be evaluated with
    moved operands is left to the ordinary comparison."""
    groups: Dict[int, list] = {}
    for item in pending:
        text = item["a"]["formula"]
        # len(times) counts what was recorded: the moves change values, never how many there are
        if canonical_name(text) is None and isinstance(recomputed.get(item["id"]), float) and \
                _LEN_CALL.search(text) is None:
            groups.setdefault(id(item["formula"]), []).append(item)
    out = []
    for items in groups.values():
        formula = items[0]["formula"]
        unchanged = [True] * len(items)
        roles = sorted(formula.names)
        for up in (True, False):
            try:
                moved = formula.evaluate({r: [_moved(it["values"][r], roles.index(r) + 1, up) for it in items]
                                          for r in formula.names}, n=len(items))
            except FormulaError:
                unchanged = [False] * len(items)
                break
            for k, it in enumerate(items):
                value = moved.item(k)
                if not (isinstance(value, float) and value == recomputed[it["id"]]):
                    unchanged[k] = False
        out += [it["id"] for k, it in enumerate(items) if unchanged[k]]
    return out


def check(g: GateInput) -> List[Finding]:
    out: List[Finding] = []
    links = g.links_by_assertion()
    anchor_of = {rec["numeric_id"]: rec for rec in g.links["paper_claim_links"]}
    writer = [dict(w, source="writer_declared") for w in g.links["writer_assertions"]]
    recorded_ids = {a["id"] for a in g.ck.assertions}
    assertions = list(g.ck.assertions) + [w for w in writer if w["id"] not in recorded_ids]
    pending = []
    configs = messages.config_by_node(g.ck)
    # One resolution per distinct operand (10,000 assertions name a few hundred metrics): value, label,
    # environment and unit are functions of the operand and the checkpoint, which the check does not change.
    cache: Dict[tuple, _Operand] = {}
    typos: Dict[str, object] = {}
    formulas: Dict[str, Formula] = {}  # by formula text: the registry look-up once, not per assertion
    for a in assertions:
        aid, claim_id = a["id"], a.get("claim_id")
        formula_text = a.get("formula")
        bound = links.get(aid, [])
        location = None
        # Where to point: the first anchor that checks it, else (an unresolved writer declaration) its own anchor.
        first = bound[0] if bound else anchor_of.get(aid)
        if first is not None:
            loc = first["location"]
            location = (loc["file"], loc["line"], loc["column"])
        if not isinstance(formula_text, str) or not formula_text.strip():
            out.append(finding("formula_invalid", f"assertion {aid} has no formula", location, numeric_id=aid,
                               claim_id=claim_id))
            g.assertion_results[aid] = "unresolved"
            continue
        if a.get("source") == "writer_declared" and canonical_name(formula_text) is None:
            # The paper cannot vouch for itself: a writer's formula= names a registry formula, never an expression.
            out.append(finding("formula_invalid", f"assertion {aid}: writer formula={formula_text!r} is not a "
                               f"registry name{_did_you_mean(formula_text)}; known: {', '.join(sorted(REGISTRY))}",
                               location, numeric_id=aid, claim_id=claim_id))
            g.assertion_results[aid] = "unresolved"
            continue
        try:
            formula = formulas.get(formula_text)
            if formula is None:
                formula = formulas[formula_text] = resolve_formula(formula_text)
        except FormulaError as exc:
            out.append(finding("formula_invalid", f"assertion {aid}: formula {formula_text!r}: {exc}"
                               f"{_did_you_mean(formula_text)}", location, numeric_id=aid, claim_id=claim_id))
            g.assertion_results[aid] = "unresolved"
            continue
        if not formula.names:
            out.append(finding("formula_invalid", f"assertion {aid}: formula {formula_text!r} names no recorded "
                               "operand, so it proves nothing about the results", location, numeric_id=aid,
                               claim_id=claim_id))
            g.assertion_results[aid] = "unresolved"
            continue
        operands = a.get("operands") if isinstance(a.get("operands"), dict) else {}
        mixed = _mixed_comparison(g, formula_text, operands)
        if mixed:
            out.append(finding("formula_invalid", f"assertion {aid}: {mixed}", location, numeric_id=aid,
                               claim_id=claim_id))
            g.assertion_results[aid] = "unresolved"
            continue
        # unknown_formula_name depends on the operands only through `name in operands`.
        typo = None if formula_text.strip() in operands else typos.get(formula_text, _NOT_YET)
        if typo is _NOT_YET:
            typo = typos[formula_text] = unknown_formula_name(formula_text, {})
        if typo is not None:  # a misspelt registry name is a formula error, not a missing operand
            out.append(finding("formula_invalid", f"assertion {aid}: {typo}", location, numeric_id=aid,
                               claim_id=claim_id))
            g.assertion_results[aid] = "unresolved"
            continue
        values, problems, envs, labels, resolved = {}, [], {}, {}, []
        for role in formula.names:
            if role not in operands:
                problems.append(f"no operand '{role}'")
                continue
            op = operands[role]
            key = _operand_key(op)
            info = cache.get(key) if key is not None else None
            if info is None:
                info = _resolve_operand(g, op, configs)
                if key is not None:
                    cache[key] = info
            if info.value is None:
                problems.append(f"{role}: {info.where}")
            else:
                values[role] = info.value
                labels[role] = info.label
                envs[role] = info.env
                resolved.append(info)
        if problems:
            out.append(finding("operand_unresolved", messages.operand_unresolved(claim_id, aid, problems), location,
                               numeric_id=aid, claim_id=claim_id))
            g.assertion_results[aid] = "unresolved"
            continue
        for info in resolved:
            if not info.counted:  # each operand's values join the set once, not once per assertion
                info.counted = True
                # Its unit only now: it may read a node file, which only a fully resolved assertion reads.
                unit = _operand_unit(g, info.op)
                g.operand_values.update((float(x), unit) for x in (info.value if isinstance(info.value, list)
                                                                   else [info.value]))
        distinct = {info.env_key for info in resolved if info.env_key}
        if len(distinct) > 1:
            out.append(finding("environment_mismatch", f"assertion {aid} compares operands measured in different "
                               f"environments: " + "; ".join(f"{r}: {envs[r]}" for r in sorted(envs)), location,
                               numeric_id=aid, claim_id=claim_id))
        pending.append({"id": aid, "a": a, "formula": formula, "values": values, "bound": bound,
                        "location": location, "labels": labels})
    recomputed_all = _evaluate_groups(pending)
    for aid in _constant_expressions(pending, recomputed_all):
        recomputed_all[aid] = _ConstantFormula("its value does not change when every recorded operand does, so it "
                                               "proves nothing about them (a constant with operand names in it)")
    sentences: Dict[int, list] = {}
    for m in g.index.mentions:
        sentences.setdefault(m.sentence, []).append(m)
    for item in pending:
        out += _compare(g, item, recomputed_all[item["id"]], sentences)
    return out


def _compare(g: GateInput, item: dict, recomputed, sentences: Dict[int, list]) -> List[Finding]:
    """The findings of one assertion whose operands resolved: against its anchors, or as unanchored."""
    a, aid, bound, location = item["a"], item["id"], item["bound"], item["location"]
    claim_id, formula_text, values = a.get("claim_id"), a["formula"], item["values"]
    if isinstance(recomputed, FormulaError):
        g.assertion_results[aid] = "unresolved"
        return [finding("formula_invalid", f"assertion {aid}: formula {formula_text!r}: {recomputed}", location,
                        numeric_id=aid, claim_id=claim_id)]
    if isinstance(recomputed, (list, bool)):
        g.assertion_results[aid] = "unresolved"
        return [finding("formula_invalid", f"assertion {aid}: formula {formula_text!r} gives a "
                        f"{'vector' if isinstance(recomputed, list) else 'bool'}, not a number", location,
                        numeric_id=aid, claim_id=claim_id)]
    out: List[Finding] = []
    tol, capped = _tolerance(a, g.policy.default_tolerance, recomputed if isinstance(recomputed, float) else None)
    if capped:
        out.append(finding("policy_weakened", f"assertion {aid}: {capped} (an assertion is written by the pipeline "
                           f"the gate checks and may not loosen the match; loosen with --policy-file)",
                           numeric_id=aid, claim_id=claim_id))
    if not bound:
        out.append(finding("no_paper_anchor", messages.no_paper_anchor(claim_id, aid),
                           numeric_id=aid, claim_id=claim_id))
        declared = a.get("value")
        if isinstance(declared, (int, float)) and not isinstance(declared, bool) and recomputed is not None and \
                abs(recomputed - declared) > 1e-9 * max(abs(recomputed), abs(declared), 1e-300):
            out.append(finding("declared_value_drift",
                               messages.declared_value_drift(claim_id, aid, declared, recomputed),
                               numeric_id=aid, claim_id=claim_id,
                               details={"declared": declared, "recomputed": recomputed}))
        g.assertion_results[aid] = "unanchored"
        return out
    results = []
    held_unit, held_from, strict_unit = _held_unit(g, a)
    for rec in bound:
        m = g.mention(rec["bound_mention"])
        if m is None:
            continue  # the anchors check reports anchor_without_number
        loc = (m.file, m.line, m.column)
        printed_unit = m.unit or (_unit_after(g, m) if held_unit else "")
        factor = _conversion(printed_unit, held_unit)
        if factor is None and not strict_unit:
            factor = 1.0  # another kind of unit than the one recorded: compared as printed, as before
        if factor is None:
            out.append(finding("numeric_mismatch", f"assertion {aid}: the paper prints {m.text} {printed_unit} but "
                               f"{held_from} {held_unit!r}, and {printed_unit!r} does not convert to it",
                               loc, numeric_id=rec["numeric_id"], claim_id=claim_id,
                               details={"reported": m.value, "printed": m.text, "unit": printed_unit,
                                        "declared_unit": held_unit, "recomputed": recomputed}))
            results.append(False)
            continue
        if recomputed is None:
            out.append(finding("numeric_mismatch",
                               messages.numeric_undefined(claim_id, rec["numeric_id"], m, formula_text, values,
                                                          item["labels"]),
                               loc, numeric_id=rec["numeric_id"],
                               claim_id=claim_id, details={"reported": m.value, "recomputed": None}))
            results.append(False)
            continue
        # Compared in the printed unit: 1.234 % against a declared fraction is 0.01234.
        ok, rule = match(m, recomputed / factor, tol, g.policy.rounding)
        results.append(ok)
        if ok:
            g.verified_mentions.add(m.index)
            continue
        q = m.qualifier
        shift = messages.shifted_binding(recomputed, m, sentences.get(m.sentence, []),
                                         lambda other, v: match(other, v, (0.0, 0.0), g.policy.rounding)[0])
        # the comparison ran in the printed unit: the message says so ("print 15.3, not 15.3" read as nonsense)
        message = messages.numeric_mismatch(claim_id, rec["numeric_id"], m, recomputed, formula_text, values,
                                            item["labels"], shift,
                                            (printed_unit, held_unit, factor) if factor != 1.0 else None)
        out.append(finding(
            "numeric_mismatch", message,
            loc, numeric_id=rec["numeric_id"], claim_id=claim_id,
            details={"reported": m.value, "printed": m.text, "unit": printed_unit, "recomputed": recomputed,
                     "half_unit": half_unit(m, bool(q) and q.get("kind") == "approximate"),
                     "tolerance": {"absolute": tol[0], "relative": tol[1]},
                     "qualifier": q["kind"] if q else None, "rule": rule}))
    g.assertion_results[aid] = "matched" if results and all(results) else "mismatch" if results else "unbound"
    g.recomputed[aid] = {"formula": formula_text, "recomputed": recomputed, "operands": dict(item["labels"]),
                         "values": dict(values)}  # for renderers that show the derivation (report/html.py)
    return out


def _held_unit(g: GateInput, a: dict) -> Tuple[str, str, bool]:
    """(unit, whose, strict) a printed number must be in or convert to. The assertion's declared unit (strict: a
    printed unit that does not convert is a mismatch), unless the results.json record of its operand says another
    scale of the same quantity (a declared "ms" over a recorded "s" let 2.0 ms pass for 2.0 s: red team 47b). With
    no declared unit, for a formula that keeps its operand's unit (identity; absolute_difference in one unit), the
    recorded unit, when the gate converts it: ARI declares "" on every assertion, so the recorded "s" of a time
    printed as 15.3 ms was never checked (red team 47). A recorded unit is an inference, so a printed unit of
    another kind (GFLOP s^-1 written in SI style) is compared as printed, not blocked (strict False)."""
    declared = a.get("unit") if isinstance(a.get("unit"), str) else ""
    roles = {"identity": ("value",), "absolute_difference": ("baseline", "proposed")}.get(
        canonical_name(a["formula"]) or "", ())
    operands = a["operands"] if isinstance(a.get("operands"), dict) else {}
    recorded = {_recorded_unit(g, operands.get(role)) for role in roles}
    unit = recorded.pop() if len(recorded) == 1 else ""
    if not known_unit(unit):
        unit = ""
    if declared:
        factor = conversion(unit, declared) if unit else 1.0
        if unit and factor is not None and factor != 1.0:
            return unit, "its operand's results.json records unit", True
        return declared, "the assertion declares unit", True
    if unit:
        return unit, "its operand's results.json records unit", False
    return "", "", False


def _recorded_unit(g: GateInput, operand) -> str:
    """The unit the operand's node records in its results.json `units` (never the operand's own `unit` key, which
    the same pipeline writes), normalised; "" when none."""
    if not isinstance(operand, dict):
        return ""
    # once per operand and run: 10,000 assertions name a few hundred operands, each read twice
    key = _operand_key(operand)
    unit = g.recorded_units.get(key) if key is not None else None
    if unit is None:
        unit = normalize_unit(_operand_unit(g, {k: v for k, v in operand.items() if k != "unit"}))
        if key is not None:
            g.recorded_units[key] = unit
    return unit


# What follows a number the scanner read with no unit: "15.3 kg" (kg is no unit the scanner knows spaced).
_WORD_AFTER = re.compile(r"[ \u00a0\u2009~$]*(?:\\[,;:! ]|\\,)?[ \u00a0\u2009~$]*([A-Za-zµμ][A-Za-zµμ/]*)(?![0-9])")


def _unit_after(g: GateInput, m: Mention) -> str:
    """A unit word printed right after a number the scanner read with no unit, when it is a prefix and a unit the
    gate converts (kg, MW, Ms): checked against the unit held, instead of comparing the bare number (red team 47:
    15.3 kg passed for a declared g)."""
    blocks = g.index.document.blocks
    if not 0 <= m.block < len(blocks):
        return ""
    word = _WORD_AFTER.match(blocks[m.block].text, m.end)
    if word is None:
        return ""
    return word.group(1) if known_unit(word.group(1)) else ""


@functools.lru_cache(maxsize=1024)
def _conversion(printed: str, declared: str) -> Optional[float]:
    return conversion(printed, declared)  # a pure function of two unit strings: one per unit pair


def _did_you_mean(text: str) -> str:
    import difflib

    near = difflib.get_close_matches(text.strip().lower(), sorted(REGISTRY), n=1, cutoff=0.75)
    return f" (did you mean {near[0]}?)" if near else ""


def _operand_unit(g: GateInput, operand) -> str:
    """The unit recorded for an operand (its own `unit`, or its node's results.json `units`), else ""."""
    if not isinstance(operand, dict):
        return ""
    if isinstance(operand.get("unit"), str):
        return operand["unit"]
    node_id, path = operand.get("node_id"), operand.get("metric_path") or operand.get("metric")
    if isinstance(operand.get("config_id"), str) and not isinstance(node_id, str):
        cfg = config_by_id(g.ck, operand["config_id"])
        node_id = cfg.get("node_id") if isinstance(cfg, dict) else None
    results = g.ck.results(node_id) if isinstance(node_id, str) else None
    units = results.get("units") if isinstance(results, dict) else None
    if isinstance(units, dict) and isinstance(path, str):
        for key in (path, path.rsplit(".", 1)[-1]):
            if isinstance(units.get(key), str):
                return units[key]
    return ""


def totals(g: GateInput) -> dict:
    total = len(g.assertion_results)
    reproducible = sum(1 for r in g.assertion_results.values() if r == "matched")
    return {"numeric_assertions_total": total,
            "writer_declared_assertions": len({w["id"] for w in g.links["writer_assertions"]}
                                              - {a["id"] for a in g.ck.assertions}),
            "numeric_reproducible": reproducible,
            "numeric_claim_reproducible_rate": round(reproducible / total, 6) if total else 1.0,
            "numeric_claim_mismatch_count": sum(1 for r in g.assertion_results.values() if r == "mismatch")}

