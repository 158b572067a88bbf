"""Which printed numbers are result claims (SPEC section 3), and why.

Classification serves coverage, so it fails closed: in a strict target section a number is a
`result_claim` unless a positive cue makes it a setting, a year or a reference, or it is one of the
kinds `ambiguous` is for. The cues are data: `RULES` is an ordered table of (name, class, reason,
test); the first rule whose test holds decides, and `claim-gate link --explain` prints its name.
The tests read word tables and patterns defined below, each with the reason it exists.

Three models stand behind the rules:
- the sentence's roles: a number is the object of an outcome verb ("found", "took", "there were") or
  the argument of a setting verb or condition ("we set", "with", "if", "for each"); the nearer cue wins;
- tables: a parameter or dataset table holds settings, any other table's data cells are results,
  whether the measured quantities head the columns or the rows (`TableModel`);
- ranges share their comparison: "3--4 times as fast" reads both endpoints with "times as fast".
Number forms (what is a number, its unit, its qualifier) live in numbers.py.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from ..lazy_re import lazy
from ..policy import STRICT_BY_DEFAULT as STRICT_SECTIONS
from .sections import CANONICAL, REPORT_TITLE
from .numbers import (
    AMBIGUOUS,
    REFERENCE,
    RESULT,
    SETTING,
    YEAR,
    RawNumber,
    find_numbers,
    header_unit,
)
from .scan import CELL, OPERATOR_NAMES, REF, Block, Document

RESULT_UNITS = {"%", "x", "pp", "ms", "µs", "ns", "s", "min", "h"}
_DURATIONS = ("ms", "µs", "ns", "s", "min", "h", "d")
_SIZES = ("Hz", "MHz", "GHz", "kHz", "B", "KB", "kB", "MB", "GB", "TB", "KiB", "GiB", "MiB", "TiB", "K", "M", "T", "W")
# Sequence lengths (genomics): "100bp reads", "a 20.6kb gene" describe the data unless a metric or outcome
# verb makes them measured ("an N50 of 12.3 Mb", "assembled 3.1 Gb").
_SCALE_SUFFIXES = ("k", "K", "M", "B", "bn")
_SEQ_LENGTHS = ("bp", "kb", "Mb", "Gb", "Tb", "kbp", "Mbp", "Gbp", "nt")
_RATE = lazy(r"/s$|^(?:[PTGM]?FLOPS|QPS|IOPS|fps)$")
_RECIPROCAL = lazy(r"\^[ \u00a0\u2009{]*[-−‐–][ \u00a0\u2009]*1(?![0-9]|\.[0-9])")
# An apostrophe that abbreviates a year, after a capitalised name: NeurIPS'23, ICML '24 (never a prime: not in math).
_ABBREVIATED_YEAR = lazy(r"(?:^|[^A-Za-z0-9])(?P<name>[A-Z][A-Za-z]*)[ \u00a0~]?['\u2019]$")  # a name: not "is '94" (red team 49)
_TWO_DIGITS = lazy(r"[0-9]{2}")
_FOUR_DIGITS = lazy(r"[0-9]{4}")


def _words(text: str) -> frozenset:
    """A word table written as one string, words separated by spaces."""
    return frozenset(text.split())


# Substrings that must occur for the costlier patterns to match at all: a cheap test first keeps the
# scan fast (benchmarks/paper_scan.py).
_SUBSET_WORDS = ("top", "bottom", "first", "last", "rarest", "popular", "fastest", "slowest", "largest", "smallest",
                 "oldest", "newest", "brightest", "faintest")
_CONDITION_WORDS = ("if", "when", "unless", "once", "provided", "assuming", "given")
_BOUND_WORDS = (" than", "above", "below", "over", "under", "exceeding")
_INPUT_WORDS = ("index", "download", "load", "ingest", "fed", "feed", "simulat", "sampl", "quer")


_SET_MEMBER = lazy(r"∈[ \u00a0\u2009]*\{[^{}]*$")
# A number inside a set of two or more values written out in math: "slopes $\beta = \pm \{0.1,0.2,0.4,0.8\}$", "the
# four outlier quantities $\{0,5,10,15\}$" (regression_by_eye, set 41): the levels of a design, never one outcome.
_SET_OPEN = lazy(r"\{(?:[ \u00a0\u2009]*-?[0-9][0-9.,]*[ \u00a0\u2009]*,)*[ \u00a0\u2009]*-?$")
_SET_AS_OUTCOME = lazy(r"\b(?:was|were|is|are|be|been|reached|reaches|reach|achieved|achieves|obtained|obtains|gave|"
                       r"gives|yielded|yields|scored|scores|found|measured|observed|estimated)[ \u00a0\u2009$]*"
                       r"(?:±[ \u00a0\u2009]*)?\{$", re.IGNORECASE)
_SET_AFTER_COLON = lazy(r"((?:[A-Za-z-]+[ \u00a0\u2009]+){0,6}[A-Za-z-]+)[ \u00a0\u2009]*:[ \u00a0\u2009$]*(?:±[ \u00a0\u2009]*)?\{$")
_SET_DEFINED = lazy(r"=[ \u00a0\u2009]*(?:±[ \u00a0\u2009]*)?\{$")
_SET_DRAWN = lazy(r"(?:∈|\b(?:from|among|over))[ \u00a0\u2009$]*(?:±[ \u00a0\u2009]*)?\{$")
_SET_DESIGN = lazy(r"\b(?:possible|levels?|factors?|conditions|combinations?|drawn|sampled|varied|vary|varying|swept|"
                   r"sweep|grid|candidates?|stimuli|manipulated|crossed|factorial)\b", re.IGNORECASE)
_SET_CLOSE = lazy(r"^[0-9.]*(?:[ \u00a0\u2009]*,[ \u00a0\u2009]*-?[0-9][0-9.]*)*[ \u00a0\u2009]*\}")
_WITH_UNCERTAINTY = lazy(r"^[ \u00a0\u2009]*(?:±|\+/-|\+-)[ \u00a0\u2009]*\(?[0-9.]")


def _set_literal(c: Ctx) -> bool:
    # a table's cells are judged by its model; the set must be introduced as the values taken
    if "{" not in c.before[-48:] or c.context == "table":
        return False
    opened = _SET_OPEN.search(c.before)
    closed = _SET_CLOSE.match(c.after_raw)
    if opened is None or closed is None:
        return False
    head = c.before[: opened.start() + 1]
    # "the accuracies were {0.91, 0.93}": outcomes written as a set; a symbol defined as the set is a design
    if _SET_AS_OUTCOME.search(head) or (c.role == "outcome" and not _SET_DEFINED.search(head)):
        return False
    # "Accuracy per condition: {0.91, 0.93}": a metric named before a colon reports its values (the red-team
    # exposure noted in session 27)
    labelled = _SET_AFTER_COLON.search(head)
    if labelled and any(w.lower() in METRIC_WORDS or w.lower()[:-1] in METRIC_WORDS
                        for w in _WORD.findall(labelled.group(1))):
        return False
    # an estimated vector is printed as a set too ("the fitted weights $w = \{0.2, 0.8\}$"): only membership, a
    # draw, or a sentence about the design's levels makes the values chosen
    if not (_SET_DRAWN.search(head[-48:]) or _SET_DESIGN.search(c.window[-120:] + " " + c.after_raw[:80])):
        return False
    # two or more values: a comma on one side of this one
    return "," in opened.group() or "," in closed.group()


_DIGITS = tuple("0123456789")


def _has_any(text: str, words: tuple[str, ...]) -> bool:
    for w in words:  # a loop, not any(<generator>): half the cost, called several times per number
        if w in text:
            return True
    return False


# -- word cues -----------------------------------------------------------------------------------------
@functools.lru_cache(maxsize=256)
def _tokens(before: str) -> list[str]:
    """The last words before a number, lowercased, operators split off; shared by every WordCue."""
    tail = before[-60:].replace("(", " ").replace("[", " ")
    for op, spaced in _SPACED_OPERATORS:
        if op in tail:
            tail = tail.replace(op, spaced)
    return [t.strip(".,;!?\"'`)]}").lower() for t in tail.split()[-6:]]  # stripping keeps the count


_SPACED_OPERATORS = tuple((op, f" {op} ") for op in "=:<>≤≥≈")


@functools.lru_cache(maxsize=256)
def _words_and(before: str, operators: str) -> tuple[str, ...]:
    """The last words before a number with only the operators a cue reads: every cue of one number reads
    the same text, so this is computed once per (text, operator set)."""
    return tuple([t for t in _tokens(before) if t and (t not in "=:<>≤≥≈" or t in operators)])  # via a list: faster


class WordCue:
    """Does the text before a number end with one of these words (then optional suffix words)?

    The set lookup does what an end-anchored alternation such as `by|to|... (of)? <end>` does,
    without the regex engine retrying the alternation at every position of the window (60 us a call).
    """

    def __init__(self, words: str, suffixes: str = "", operators: str = ""):
        items = [w.strip().lower() for w in words.split("|") if w.strip()]
        self.words = {w for w in items if " " not in w}
        self.phrases = {w for w in items if " " in w}
        self.suffixes = {w.strip().lower() for w in suffixes.split("|") if w.strip()}
        self.operators = operators

    def __call__(self, before: str) -> bool:
        tokens = _words_and(before, self.operators)
        for drop in (0, 1):
            if drop:
                if not tokens or tokens[-1] not in self.suffixes and tokens[-1] not in self.operators:
                    return False
                tokens = tokens[:-1]
            if tokens and (tokens[-1] in self.words or " ".join(tokens[-2:]) in self.phrases):
                return True
        return False


# Kinds that are never claims: references to parts of the paper (Table 3, Sec. 4.1).
_REF_BEFORE = lazy(
    r"(?:\b(?:Figures?|figures?|tables?|sections?|Figs?\.?|Tables?|Tabs?\.|Sections?|Secs?\.|Sect\.|Equations?|Eqs?\.|Eqn\.|equations?(?=[ \u00a0\u2009]*\()|eqs?\.|Algorithms?|"
    r"Alg\.|Appendix|Appendices|Chapters?|Ch\.|pp?\.|[Pp]ages?|Listings?|Lines?|Theorems?|Thm\.|Lemmas?|Corollary|Definitions?|"
    r"Propositions?|Footnotes?|Rows?|Columns?|columns?|Steps?|Stages?|Phases?|Panels?|Parts?|Examples?|Cases?|"
    r"Conditions?|Rules?|Items?|Problems?|Exercises?|Claims?|Hypothes[ie]s|RQ|Q|Sheets?)|§)"
    # "Fig 3A-B" (no stop, a capital panel), "Fig. S2" (supplementary), "Columns (1), (3), and (5)" (set 50)
    r"[ \u00a0\u2009(]*(?:S?[0-9.]+[A-Za-z]?[ \u00a0\u2009)]*(?:,[ \u00a0\u2009]*(?:and|or)?|and|or|to|–|--|-)[ \u00a0\u2009(]*)*S?$"
    # one study or experiment of a paper's several (lognormal_constraint, set 42), the number right after the word
    # only: "65 subjects for Study 1 and 43 for Study 2" (dog_impulsivity, set 39) and "In Studies 1 and 2, 120
    # participants" count what follows a list
    r"|\b(?:Experiments?|Stud(?:y|ies)|[Cc]ase[ \u00a0]+[Ss]tud(?:y|ies))[ \u00a0\u2009]*$",
)
# How a text _REF_BEFORE matches must end, once spaces and "(" are stripped: a reference word or "§" (the
# number right after it), or a list's separator (",", and, or, to, a dash). endswith() on this tuple keeps the
# end-anchored pattern, which the engine retries at every position (8 us a number), off most numbers;
# test_fast_paths checks the tuple against the pattern.
_REF_ENDINGS = (
    "Figure", "Figures", "figure", "figures", "table", "tables", "Table", "Tables", "section", "sections", "Section",
    "Sections", "Fig.", "Figs.", "Tab.", "Tabs.", "Sec.", "Secs.", "Sect.", "Equation", "Equations", "Eq.", "Eqs.",
    "Eqn.", "equation", "equations", "eq.", "eqs.", "Algorithm", "Algorithms", "Alg.", "Appendix", "Appendices", "Chapter", "Chapters", "Ch.", "p.", "Page",
    "Pages", "page", "pages", "Listing", "Listings", "Line", "Lines", "Theorem", "Theorems", "Thm.", "Lemma", "Lemmas",
    "Corollary", "Definition", "Definitions", "Proposition", "Propositions", "Footnote", "Footnotes", "Row", "Rows",
    "Column", "Columns", "Step", "Steps", "Stage", "Stages", "Phase", "Phases", "Panel", "Panels", "Part", "Parts",
    "Example", "Examples", "Case", "Cases", "Condition", "Conditions", "Rule", "Rules", "Item", "Items", "Problem",
    "Problems", "Exercise", "Exercises", "Claim", "Claims", "Hypothesis", "Hypotheses", "Q", "§", "Fig", "Figs",
    "column", "columns", "Sheet", "Sheets",
    "Experiment", "Experiments", "Study", "Studies", "study", "studies", ",", "and", "or", "to", "–", "-")


def ref_tail(before: str) -> str:
    """The text before a number with what _REF_BEFORE lets stand after its reference word stripped: spaces, "(" and
    a supplementary "S" (Fig. S2)."""
    trimmed = before.rstrip(" \u00a0\u2009(")
    return trimmed[:-1].rstrip(" \u00a0\u2009(") if trimmed.endswith("S") else trimmed


def _refers(before: str) -> bool:
    """_REF_BEFORE.search(before), its necessary ending tested first."""
    return ref_tail(before).endswith(_REF_ENDINGS) and bool(_REF_BEFORE.search(before))


_ITEM_END = lazy(r"[A-Za-z]?\)?[ \u00a0\u2009]*(?:[,;.:)\]}]|and\b|or\b|to\b|–|--|-|$)")
_LISTED_NUMBER = lazy(r"[0-9]+(?:\.[0-9]+)?")
_RANGE_BEFORE = lazy(r"(?:to|–|--|-)[ \u00a0\u2009(]*S?$")


def _is_reference(c: Ctx) -> bool:
    """A numbered part of the paper. A number later in a list of them must look like one: "Figure 2D, 27 newly
    quantified proteins" and "Figure 3 and 45.2% accuracy" (red team, session 36) name a figure once. A later item
    takes no unit, has a decimal only if an earlier one has, and is at most 12 past the largest earlier one (a
    range's end rises past its start)."""
    if not ref_tail(c.before).endswith(_REF_ENDINGS) or CELL in c.text[max(0, c.raw.start - 24) : c.raw.start]:
        return False
    match = _REF_BEFORE.search(c.before)
    if match is None:
        return False
    listed = _LISTED_NUMBER.findall(match.group())
    if not listed:
        return True
    panel = c.text[c.raw.end : c.raw.unit_end]  # "Figures 1 and 2a": a panel's letter, glued
    if (c.unit and not (len(panel) == 1 and panel.isalpha())) or c.raw.negative \
            or (c.raw.decimals and not any("." in item for item in listed)):
        return False
    largest = max(float(item) for item in listed)
    if _RANGE_BEFORE.search(c.before):
        return c.raw.value > float(listed[-1])
    # after a bare comma the item must end as a list's item does: "In Figure 4, 9 of the 12 subjects" and
    # "Across Sheets 5, 8, and 10, 17 faults" open a clause (red team, session 36)
    if c.before.rstrip(" \u00a0\u2009(").endswith(",") and not _ITEM_END.match(c.text, c.raw.unit_end):
        return False
    return c.raw.value <= largest + 12
# Count nouns: an integer before one of these counts configured things (runs, GPUs, layers, samples).
_SETTING_AFTER = lazy(
    r"^[ \u00a0\u2009]*-?[ \u00a0\u2009]*(?:independent |random |warm-?up |timed |training |test |evaluation |"
    r"different |separate |consecutive |hidden |attention |transformer |compute |worker |MPI |OpenMP |CUDA |"
    r"physical |logical |NVIDIA |A100 |H100 |V100 |V100S? |distinct |additional |labeled |labelled |unlabeled |bootstrap )*"
    r"(?:runs?|trials?|iterations?|iters?|seeds?|repetitions?|repeats?|epochs?|steps?|time steps?|timesteps?|"
    r"sweeps?|warm-?ups?|GPUs?|CPUs?|cores?|threads?|nodes?|ranks?|processes|workers?|machines?|servers?|"
    r"sockets?|layers?|heads?|blocks?|samples?|examples?|images?|sentences?|documents?|tokens?|words?|"
    r"batch(?:es)?|mini-?batch(?:es)?|folds?|clients?|rounds?|episodes?|neurons?|units?|dimensions?|"
    r"channels?|filters?|features?|classes|categories|languages?|tasks?|datasets?|benchmarks?|queries|"
    r"participants?|subjects?|annotators?|users?|bits?|bytes?|parameters?|params|experts?|agents?|"
    r"instances?|configurations?|variants?|kernels?|grid points|data points|sample points|cells|elements|entries|"
    r"items|matrices|graphs|files|records|keys|pairs|rows|columns|nonzeros|non-zeros|queries|questions|passages|"
    r"measurements|replicates|replications|resamples|bootstraps|replicas|shards?|partitions?|buckets?|candidates|"
    r"generations?|"
    r"times? (?:per|each)|per cent of the|of the (?:runs|seeds|trials))\b"
    # A count noun that modifies a measure is not the head: "13000 unit tests", "200 CPU seconds".
    r"(?![ \u00a0-]+(?:tests?|points?|seconds?|hours?|minutes?|days?|time|times|cases?|suites?|usage|load|"
    r"memory|utili[sz]ation)\b)",
    re.IGNORECASE,
)
# Named parameters stated before the number, even in results sections: "batch size of 256", "k = 5".
_STRONG_SETTING_BEFORE = lazy(
    r"\b(?:batch size|learning rate|lr|dropout(?: rate)?|weight decay|momentum|seed|temperature|"
    r"window(?: size)?|kernel size|stride|beam(?: size| width)?|top-k|hidden size|embedding size|"
    # the sizes of a discretisation (eqs_sphere, set 48: "a block size of 0.3°"); not a cell's size, often measured
    r"(?:block|bin|step|mesh|grid|patch|tile|chunk|buffer|voxel|pixel)[ -]?(?:size|spacing|width)|"
    r"context length|sequence length|max(?:imum)? length|timeout|clocks? (?:locked )?at|version|v|release|"
    r"CUDA|Python|PyTorch|TensorFlow|JAX|GCC|gcc|Clang|LLVM|driver|Linux|Ubuntu|NumPy|SciPy|cuDNN|NCCL|"
    r"ROCm|set to|fixed (?:at|to)|of size|initiali[sz]ed (?:to|with)|configured (?:to|with))"
    r"[ \u00a0\u2009]*(?:[=:]|of|to|at|is)?[ \u00a0\u2009]*(?:\{|\()?[ \u00a0\u2009]*$"
)
_LIMIT_REACHED = lazy(r"\b(?:up to|down to|as (?:small|large|fine|coarse|low|high|short|long|big) as)"
                      r"[ \u00a0\u2009]+(?:(?:an?|the)[ \u00a0\u2009]+)?$", re.IGNORECASE)
_PHYSICAL_NAME = lazy(r"temperature|momentum|beam|stride|\bv\b|length", re.IGNORECASE)
_PHYSICAL_UNIT_AFTER = lazy(r"^[ \u00a0\u2009~$]*(?:\([0-9]+\)[ \u00a0\u2009~$]*)?(?:(?:\^[°∘º]?|[°∘º])[ \u00a0\u2009$]*[CF]|℃|"
                            r"kelvin|celsius|degrees?|[kMGTmµnp]?(?:eV|K|Pa|N|J|V|A|T|g|m|m/s|m s\^\{?-1\}?|"
                            r"rad|mol|L|Hz|W))(?![A-Za-z])", re.IGNORECASE)
# What makes a named quantity measured: an outcome verb or participle right before its name ("reached a
# temperature of", "the measured beam width is"), not one further off ("results obtained for embeddings of size").
_MEASURED_HEAD = lazy(r"\b(?:measured|observed|reach(?:ed|es)?|attain(?:ed|s)?|recorded|achiev(?:ed|es)|"
                      r"obtain(?:ed|s)|estimated?|fitted|found|detected|inferred|derived|peak|final|resulting)"
                      r"[ \u00a0\u2009]+(?:(?:an?|the|its|their|our|this|that)[ \u00a0\u2009]+)?"
                      r"(?:[A-Za-z-]+[ \u00a0\u2009]+)?$", re.IGNORECASE)
# The values listed in parentheses after a plural parameter name: "5 random seeds (42, 123, 456)"; only numbers
# ("10 seeds (12 crashes)" counts what happened).
_LISTED_VALUES_BEFORE = lazy(r"\b[0-9]+[ \u00a0\u2009]+(?:random[ \u00a0\u2009]+)?seeds[ \u00a0\u2009]*\("
                             r"(?:[ \u00a0\u2009]*[0-9]+[ \u00a0\u2009]*,)*[ \u00a0\u2009]*$")
_LISTED_VALUES_AFTER = lazy(r"^[ \u00a0\u2009]*[,)]")
_TOTAL_OPENING = lazy(r"^(?:In total|In all|Altogether|All told|Overall),?[ \u00a0\u2009~$]*$")
_SAMPLE_N = lazy(r"(?<![A-Za-z\\])n[ \u00a0\u2009~$]*=[ \u00a0\u2009~$]*$")
# A one-letter parameter after its operator, read only when the text before ends with = or : (Ctx.assigned): "k = 5"
# is set, "the speedup at the largest N is 2.9x" is not, and it is read unless an outcome verb governs it
# (_named_parameter). Flow numbers (Re = 2000) were read as inputs too and withdrawn after red team 10: "Ra = 0.21 µm"
# is a roughness, "Pr = 0.91, Re = 0.87" precision and recall, "unstable at Re = 2310" a finding.
_ASSIGNED_PARAMETER = lazy(r"(?<![A-Za-z\\])\$?[kKnNML]\$?[ \u00a0\u2009]*"
                           r"[=:][ \u00a0\u2009]*(?:\{|\()?[ \u00a0\u2009]*$")
# A comparison right after the number makes it an outcome: "2.1x faster", "3 points higher".
# Only comparatives take a modifier word ("12 orders faster"); a noun before "points" is another
# noun ("7 query points" are not percentage points).
_RESULT_AFTER = lazy(
    r"^[-‐]fold\b(?![ \u00a0\u2009-]*(?:cross|CV\b|validation|split))|"  # "a 100-fold reduction", not "10-fold CV"
    r"^[ \u00a0\u2009]*(?:(?:[A-Za-z/]+[ \u00a0\u2009]+)?(?:times (?:faster|slower|higher|lower|more|fewer|as|larger|"
    r"smaller)|faster|slower|higher|lower|better|worse|fewer|more|less|smaller|larger|lower than|higher than)\b|"
    r"(?:speed-?ups?|improvement|reduction|increase|decrease|gains?|accuracy|F1|BLEU|ROUGE|AUC|error|loss|"
    r"perplexity|(?:percentage )?points|pp\b|throughput|latency|efficiency|"
    r"of (?:the )?(?:peak|baseline|theoretical|roofline|time|runtime)|"
    r"above|below|over the|relative|compared|vs\.?|versus|on average|median|mean))",
    re.IGNORECASE,
)
_RESULT_BEFORE = WordCue(
    "accuracy|acc|f1|f1-score|score|bleu|rouge|rouge-l|rouge-1|rouge-2|auc|auroc|map|precision|recall|error|loss|"
    "perplexity|efficiency|utilization|utilisation|speedup|speed-up|slowdown|factor|throughput|bandwidth|latency|"
    "runtime|time|times|overhead|improvement|reduction|gain|drop|increase|decrease|ratio|rate|share|fraction|"
    "proportion|percentage|median|mean|average|geomean|correlation|coefficient|deviation|variance|residual|p|r|"
    "r^2|r2|ρ|κ|τ|t|u|z|chi|χ^2|χ2|d|cohen's d|effect size|total|only|just|nearly|reaches|reached|reach|achieves|"
    "achieved|achieve|attains|attained|sustains|sustained|sustain|obtains|obtained|yields|yielded|scores|scored|"
    "measures|measured|records|recorded|delivers|delivered|improves|improved|reduces|reduced|cuts|cut|lowers|"
    "lowered|raises|raised|increases|increased|decreases|decreased|drops|dropped|falls|fell|rises|rose|grows|grew|"
    "exceeds|exceeded|outperforms|takes|took|runs in|completes in|finishes in|requires|required|costs|saves|saved|"
    "loses|lost|by|to|from|of|is|was|are|were|at|with|within|and|or|vs|versus|than|over|under|about|"
    "approximately|roughly|around|almost",
    suffixes="of", operators="=:<>≤≥≈")
# Prepositions that introduce the domain or sample of an experiment ("on 1,488 matrices", "with 4 GPUs",
# "in 4 racks"); an outcome verb before them wins ("found 12 kb in 43 reads", rule outcome_verb).
_COUNT_PREPOSITION = WordCue("with|on|over|across|for|in|among|from|using|of|to|than|into|per|each|every|all|the|these|"
                              "those|our|its|their|two|three|four|five|several|many|by")
# A noun phrase (any case: "simulated HiFi reads", "Tofino switches") whose head is a plural noun.
_PLURAL_NOUN = lazy(r"^[ \u00a0\u2009]*-?[ \u00a0\u2009]*(?:[A-Za-z][A-Za-z0-9-]*[ \u00a0\u2009]+){0,2}"
                    r"[a-z][a-z-]*s\b(?! (?:faster|slower|higher|lower|more|fewer|less|better|worse))")
_PER = lazy(r"^[ \u00a0\u2009]*[A-Za-z][A-Za-z-]*[ \u00a0\u2009]+per[ \u00a0\u2009]+[a-z]")
_OF_TOTAL = lazy(r"^[ \u00a0\u2009]*(?:out )?of(?: the| all)?[ \u00a0\u2009]+(?:[0-9][0-9,\u2009]*|one|a|two|three|ten|"
                 r"a few)(?:[ \u00a0\u2009]+(?:hundred|thousand|million|billion))?[ \u00a0\u2009]+"
                 r"(?:[a-z-]+[ \u00a0\u2009]+){0,2}[a-z]+s\b")
_SUBSET = lazy(r"(?:\bthe |^[ \u00a0\u2009]*)(?:top|bottom|first|last)[ \u00a0\u2009]*$|\bthe (?:rarest|most popular|"
               r"least popular|fastest|slowest|largest|smallest|oldest|newest|brightest|faintest|(?:brightest|faintest|"
               r"fastest|slowest|largest|smallest) and (?:brightest|faintest|fastest|slowest|largest|smallest))"
               r"[ \u00a0\u2009]*$", re.IGNORECASE)
# "600 billion bases as input": named as the input.
_AS_INPUT = lazy(r"^[ \u00a0\u2009]*(?:[^ \u00a0\u2009.,;]+[ \u00a0\u2009]+){0,4}as (?:the |an? )?inputs?\b",
                 re.IGNORECASE)
_TIME_SETTING_BEFORE = WordCue("for|every|each|after|wait|waits|waited|timeout|time-out|interval|period|budget|limit|"
                                "deadline|window|sampled|sample|run|ran|runs|execute|executed|executes|trained|train|"
                                "lasting|warmup|warm-up|exposure|exposures|exposure time|exposure times|integration|"
                                "integrations|integration time|cadence", suffixes="of|for")
# Headings under which numbers describe what was used, across fields: a method's setup, a software paper's
# description and worked examples, an observing log, a study's participants and stimuli, a data section.
# ("Predicting the right configuration" reports how well a configuration was found: no setup)
_SETUP_HEADING = lazy(r"\b(?:setup|set-up|implementation|(?<!right )(?<!best )(?<!optimal )configuration|hardware|"
                      r"platform|environment|"
                      r"training details|hyper-?parameters|protocol|experimental design|methodology|"
                      r"materials|procedure|software description|description of the|"
                      r"illustrative examples?|installation|"
                      # the astronomer's data section, not "Key observations" of what the study found (red teams 19
                      # and 20): "observations" opening the heading or after a kind of observation only
                      r"(?:spectroscopic|photometric|radio|x-ray|optical|infrared|imaging|follow-up|archival|"
                      r"telescope|satellite|ground-based|space-based) observations|data reduction|"
                      r"participants|subjects|stimuli|apparatus|instruments?|instrumentation|study area|"
                      r"study site|sample selection|data sources|datasets|priors|prior distributions|"
                      r"model specification|"
                      # how the authors made the input: "Dataset generation" (itg_ml, set 51); not "Data collection",
                      # whose counts of who dropped out or responded are found (browsing_reconstruct, set 24)
                      r"(?:data(?:[ \u00a0-]?sets?)?|training data|samples?)[ \u00a0](?:generation|"
                      r"preparation|pre-?processing|curation))\b"
                      r"|^\W*(?:the[ \u00a0])?observations\b"
                      # a particle-physics paper's apparatus and cuts, as the whole heading ("Detector and simulation",
                      # "Event selection"), not "Evading detectors" or "Signal selection efficiency" (red team 20)
                      r"|^\W*(?:the[ \u00a0])?(?:(?![\w-]*ing\b)[\w-]+[ \u00a0])?detectors?(?:[ \u00a0]and[ \u00a0](?:simulation|software|"
                      r"trigger|data))?[ .:]*$"
                      r"|^\W*(?:(?:event|candidate|signal|trigger)[ \u00a0]selection|selection[ \u00a0]criteria)[ .:]*$"
                      # a section headed by the data alone describes the input ("Data", "Data and methods"); a
                      # heading that qualifies it ("Experimental data", "Data analysis") may report results
                      r"|^\W*(?:the[ \u00a0])?data(?:[ \u00a0]?sets?)?(?:[ \u00a0](?:and[ \u00a0](?:methods?|materials|models?|"
                      r"software|code)|collection|description|acquisition|preparation|pre-?processing))?\W*$",
                      re.IGNORECASE)
_STRONG_NOUNS = lazy(
    r"^[ \u00a0\u2009]*-?[ \u00a0\u2009]*(?:(?!per )[A-Za-z][A-Za-z-]* )?(?:parameters?|params|layers?|heads?|GPUs?|CPUs?|"
    r"cores?|threads?|nodes?|ranks?|epochs?|seeds?|runs?|trials?|iterations?|warm-?ups?|workers?|processes)\b"
    r"(?![ \u00a0-]+(?:hours?|h|seconds?|minutes?|days?|time|usage|utili[sz]ation|load|memory))",
    re.IGNORECASE)
# Nouns that turn a magnitude into an outcome ("a 2.0x throughput gain", "a 57% reduction"); any other
# noun after "a <number><unit>" makes the number an adjective of a thing ("a 30x human sample", "a 2.5 GB
# archive", "a 100 Gbit/s NIC").
_OUTCOME_NOUNS = _words(
    "speedup speed-up speedups improvement improvements reduction reductions increase increases gain gains "
    "faster slower larger smaller higher lower more fewer less better worse boost boosts acceleration lead advantage "
    "edge uplift bump leap win "
    "drop drops decrease decreases cut cuts saving savings loss losses overhead slowdown error errors penalty rise "
    "growth decline jump fall margin difference latency throughput peak utilization utilisation accuracy "
    "efficiency precision recall hit hits miss misses share success reward score"
)
_NOUN_PHRASE = lazy(r"^[ \u00a0\u2009]*((?:[A-Za-z][A-Za-z0-9/-]*[ \u00a0\u2009]*){1,3})")
_PREPOSITIONS_AFTER = _words("before after during across between among within by over until since when while from with")
_ARTICLE = lazy(r"\b(?:a|an|at)[ \u00a0]*$", re.IGNORECASE)
# "with an error rate of 0.5%", "with a dropout rate of 10%": a configured rate.
_WITH_RATE = lazy(r"\bwith (?:a |an )?(?:[A-Za-z-]+ ){0,2}(?:rate|ratio|probability|fraction|share)"
                  r"[ \u00a0]*(?:of|=)?[ \u00a0]*$", re.IGNORECASE)
# "2.9 CPU hours", "120 GPU-days": a resource-time unit, so a duration.
_RESOURCE_TIME = lazy(r"^[ \u00a0\u2009]*(?:CPU|GPU|TPU|core|node|machine|wall-?clock|compute)[ \u00a0-]+"
                      r"(?:hours?|h|seconds?|minutes?|days?)\b", re.IGNORECASE)
# "1.1B and 3B parameters", "16 instead of 64 client threads": the noun after the list is each item's.
_LIST_TAIL = lazy(r"^[ \u00a0\u2009]*(?:,|and|or|to|–|--|instead of|rather than)[ \u00a0\u2009]*"
                  r"(?:and[ \u00a0\u2009]+)?[0-9][0-9.,]*[A-Za-z%]*[ \u00a0\u2009]*")
_LIST_RUN = lazy(r"^(?:[ \u00a0\u2009]*(?:,[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+|or[ \u00a0\u2009]+)?|"
                 r"[ \u00a0\u2009]+(?:and|or)[ \u00a0\u2009]+)[0-9][0-9.,]*(?![0-9.,]*[A-Za-z%]))+[ \u00a0\u2009]*")
# The same run of percentages: "the 5%, 25%, 75%, and 95% quantiles", "50%, 30% and 20% reads".
_PERCENT_RUN = lazy(r"^(?:[ \u00a0\u2009]*(?:,[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+|or[ \u00a0\u2009]+)?|"
                    r"[ \u00a0\u2009]+(?:and|or)[ \u00a0\u2009]+)[0-9][0-9.,]*[ \u00a0\u2009]*%)+[ \u00a0\u2009]*")
_PERCENT_RUN_BEFORE = lazy(r"[0-9][ \u00a0\u2009]*%[ \u00a0\u2009]*(?:,[ \u00a0\u2009]*)?(?:and|or|,|/)[ \u00a0\u2009$]*$")
# The items of a list before a number, each a number and up to two words: "with 30 subscribers and" 360. Each text
# parses one way only (a comma before a digit belongs to the number, a space run before "and" to the separator):
# the ambiguous form took exponential time on a run such as "1,2,3,...,20," (a hang on a hostile or long list).
_ELLIPSIS_ITEM = lazy(r",[ \u00a0\u2009]*(?:…|⋯|\.\.\.)[ \u00a0\u2009]*,")
_LIST_HEAD = lazy(r"(?:[0-9]+(?:[.,][0-9]+)*(?:[ \u00a0\u2009]+[A-Za-z][A-Za-z-]*){0,2}[ \u00a0\u2009]*"
                  r"(?:,(?![0-9])(?:[ \u00a0\u2009]*(?:and|or)\b)?|and\b|or\b)[ \u00a0\u2009]*)+$")
# Ranges share their comparison: "3--4 times as fast", "between 2 and 3 ms faster".
_RANGE_TAIL = lazy(r"^[ \u00a0\u2009]*(?:–|--|-|to|and|/)[ \u00a0\u2009]*[0-9][0-9.,]*[ \u00a0\u2009]*"
                   r"(?:%|×|x(?![A-Za-z]))?")
# A range that names a stratum or window the data are split by: "in the 75--90°F regime", "the 3400 – 3800 cm^-1
# water-fingerprint window", "the 18-24 age group": up to three tokens of unit or modifier before the noun, none a
# number or a preposition ("2-3 dB in the 18-24 age group" keeps 2-3 dB). Not "range": "accuracy stayed in the
# 0.85-0.95 range" reports an outcome.
_STRATUM_AFTER = lazy(r"^[ \u00a0\u2009]*(?:(?!(?:in|of|for|at|on|the|an?|and|or|with|to|from|by|is|was|are|were)\b)"
                      r"(?:[^\s.,;:()0-9]+|[^\s.,;:()]*\^[^\s.,;:()]*)[ \u00a0\u2009]+){0,3}?(?:regimes?|bins?|windows?|regions?|strat(?:um|a)|"
                      r"brackets?|tiers?|(?:age|size|income|dose)[ -]?(?:groups?|classes|categories))\b", re.IGNORECASE)
# Where a found thing lies is an outcome: "the transition occurs in the 3-5 ms window", "the optimum lies in the
# 0.3-0.5 region". Other outcome verbs govern another object: "calibration produced near-nominal coverage in the
# 90-100°F regime" labels the stratum.
_LOCATED = lazy(r"\b(?:lies|lie|lay|lying|falls?|fell|occurs?|occurred|peaks?|peaked|stays?|stayed|remains?|remained|"
                r"enters?|entered|reach(?:es|ed)?|shifts?|shifted|moves?|moved|found|located|concentrated|"
                # "we observe 3-5 ms windows of inactivity": windows found, not chosen
                r"observ\w*|see|sees|saw|seen|detect\w*|measur\w*|record\w*|identif\w*|shows?|showed|shown|"
                # "the error is smallest in the 0.3-0.5 region": where an extreme lies
                r"smallest|largest|highest|lowest|best|worst|strongest|weakest|maxim\w*|minim\w*|optim\w*)\b",
                re.IGNORECASE)
_RANGE_OPENS = lazy(r"^[ \u00a0\u2009]*(?:–|--|-|to)[ \u00a0\u2009]*[0-9][0-9.,]*")
_RANGE_CLOSES = lazy(r"[0-9][ \u00a0\u2009]*(?:–|--|-|to)[ \u00a0\u2009]*$")
# The level of a quantile: "the 0.25 and 0.75 quantiles", "the 0.9 quantile of latency" (a fraction, not a value).
# Each list item parses one way only (a space run before a comma or a conjunction, digits to their end): the
# ambiguous form took exponential time on a run of sparkline coordinates (" 0.1 0.5 0.3 ...", set 40).
_QUANTILE_AFTER = lazy(r"^(?:[ \u00a0\u2009]*(?:,[ \u00a0\u2009]*)?(?:(?:and|or)[ \u00a0\u2009]*)?0?\.[0-9]+(?![0-9]))*"
                       r"[ \u00a0\u2009]*(?:quantiles?|percentiles?)\b", re.IGNORECASE)
# A key printed before the value it names: "5%: 1" in a list of percentiles.
_KEY_COLON = lazy(r"^[ \u00a0\u2009]*:[ \u00a0\u2009$]*-?[0-9]")
# The ends of a rating scale: "on an integer scale of 1-9", "a scale from 1 to 5", "scored on a 1-7 scale".
_SCALE_BEFORE = lazy(r"\bscales?[ \u00a0\u2009]+(?:of|from|between|ranging from)[ \u00a0\u2009]*$", re.IGNORECASE)
# The far end of a scale whose near end carries its label: "on a scale from 1 (not at all acceptable) to 10 (fully
# acceptable)" (subjinv_french, set 47).
_SCALE_LABELLED_CLOSE = lazy(r"\bscales?[ \u00a0\u2009]+(?:of|from|between|ranging[ \u00a0\u2009]+from)[ \u00a0\u2009]*"
                             r"[0-9]+[ \u00a0\u2009]*\([^()]{1,60}\)[ \u00a0\u2009]*(?:–|--|-|to|and)[ \u00a0\u2009]*$",
                             re.IGNORECASE)
_SCALE_AFTER = lazy(r"^(?:[ \u00a0\u2009]*(?:–|--|-|to)[ \u00a0\u2009]*[0-9]+)?[ \u00a0\u2009]*(?:-?point[ \u00a0\u2009]+)?"
                    r"(?:Likert[ \u00a0\u2009]+)?scales?\b", re.IGNORECASE)
_SUBSET_AFTER = lazy(r"^[ \u00a0\u2009]*(?:of the )?(?:most|least|top|bottom|rarest|fastest|slowest|largest|"
                     r"smallest|oldest|newest|first|last)\b"
                     # then the words that name the subset ("most popular", "largest files"): not a compound that
                     # names a metric ("90.1% top-1 accuracy", "first-token accuracy"), an adverb ("most notably"), a
                     # possessive ("of the largest model's accuracy") or a conjunction ("71.2% first and 80.3% after";
                     # red team 17)
                     r"(?!(?:(?<=top)|(?<=bottom))[-\u2010-\u2014]?[0-9]|(?:(?<=first)|(?<=last))[-\u2010-\u2014]|[ \u00a0\u2009]*[0-9]|'s\b|\u2019s\b|[ \u00a0\u2009]+[A-Za-z]+ly\b|"
                     r"[ \u00a0\u2009]+(?:and|or|but|then|than)\b|[ \u00a0\u2009]*[.,;:)]|[ \u00a0\u2009]*$|"
                     r"[ \u00a0\u2009]+[A-Za-z]+(?:'s|\u2019s)\b)",
                     re.IGNORECASE)
# Choosing a value is a setting: "reserves from 10% to 40%", "in steps of 10", "we set k to 5".
# "The sensitivity of UCHIME varied between 50 and 87.0%": with no object and no passive, "varied" says how an outcome
# spread, and in a section that reports results that spread was found (pcr_polymerase, set 67; 10 of 11 such numbers
# in the spent results sections were results). "The number of filters varies from 64 to 512" in a methods section,
# "is varied from 30 to 150" and "we varied the threshold between" stay chosen.
_VARIED_RANGE = lazy(r"(?<!\bis )(?<!\bbe )(?<!\bwas )(?<!\bwere )(?<!\bare )(?<!\bbeen )(?<!\bbeing )(?<!\bwe )"
                     r"\bvar(?:ied|ies|y)[ \u00a0~]+(?:between|from)[ \u00a0\u2009~$]*$", re.IGNORECASE)
_REPORTING_SECTIONS = frozenset(("results", "abstract", "conclusion", "discussion"))
_CHOICE_BEFORE = WordCue(
    "reserve|reserves|reserved|reserving|set|sets|setting|choose|chooses|choosing|chose|chosen|select|selects|selected|"
    "selecting|vary|varies|varied|varying|sweep|sweeps|sweeping|swept|allocate|allocates|allocated|allocating|assign|"
    "assigns|assigned|assigning|steps of|step of|increments of|increment of|intervals of|interval of|capped at|cap of|"
    "limited to|limit to|limit of|limited of|threshold of|thresholds of|default of|defaults of|default is|default to|"
    "thresholded|binarized at|binarised at|"
    # "because our choice of 0.98 ... is only based on" (replay_speed, set 72)
    "choice of|choices of",
    suffixes="from|between|to|at|of|is", operators="=")
# "significant at p < 0.05", "significant at the p-value < .01": the level chosen, not a p-value found ("was significant
# (p < 0.05)" reports one and stays a result).
_SIGNIFICANT_AT = lazy(r"\bsignifican\w*[ \u00a0\u2009]+(?:at|when|if|of)[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+|an?[ \u00a0\u2009]+)?"
                       r"(?:p|p-values?|α|alpha)[ \u00a0\u2009]*(?:<|≤)[ \u00a0\u2009]*$", re.IGNORECASE)  # "= 0.050" is computed
_P_BOUND_BEFORE = lazy(r"(?:(?<![A-Za-z])[pP](?:[- ]values?)?[ \u00a0\u2009$]*(?:<|≤)|\b(?:type I error rate|alpha|α|"
                       r"significance level|level of significance)[ \u00a0\u2009$]*(?:of|=|at|<)?)[ \u00a0\u2009$]*$")
_Q_BELOW = lazy(r"(?<![A-Za-z])q[ \u00a0\u2009$]*(?:<|≤)[ \u00a0\u2009$]*$")
# A solver's tolerance only: a decoder's "noise tolerance of 10.3%" or a "thermal tolerance" is measured (red team 10).
_TOLERANCE_BEFORE = lazy(r"(?:\b(?:absolute|relative|convergence|solver|stopping|iteration|residual|integration|"
                         r"numerical)[ \u00a0\u2009]+tolerances?|(?<![A-Za-z])[ar]?tol)[ \u00a0\u2009]*"
                         r"(?:[=:]|of|to|is|set to|at|"
                         # the values a sweep tried: "varied the convergence tolerance across $10^{-3}$, $10^{-4}$,
                         # and $10^{-7}$" (pump_bb, set 63); not any list ("attained residual tolerances of ..., ...
                         # and ...": red team 45b)
                         r"(?:across|between|from)(?:[ \u00a0\u2009$]*[0-9][0-9.]*(?:[ \u00a0\u2009]*\^\{?[-−]?[0-9]+\}?)?"
                         r"[ \u00a0\u2009$]*(?:,|and|or|to)(?:[ \u00a0\u2009]*and)?)*)?"
                         r"[ \u00a0\u2009$]*(?:\{|\()?[ \u00a0\u2009$]*$", re.IGNORECASE)
# "places an upper limit of 1.8e22 g": a bound the data set (astronomy, physics), not a cap the authors chose.
_DERIVED_LIMIT = lazy(r"\b(?:(?:upper|lower|detection|sensitivity|flux|[0-9.]+[ -]?(?:σ|sigma))[ \u00a0\u2009]+limits?|"
                      r"(?:percolation|lasing|damage|breakdown|ignition|activation|detection)[ \u00a0\u2009]+"
                      r"thresholds?|"
                      # a bound the data set, not the authors: "these data impose a limit of 0.8" (red team 15)
                      r"(?:data|observations?|measurements?|results?|fits?|analys[ie]s|spectr(?:um|a)|samples?)"
                      r"[ \u00a0\u2009]+(?:[a-z]+[ \u00a0\u2009]+)?(?:impose[sd]?|place[sd]?|"
                      r"put|puts|set|sets|yield(?:s|ed)?|give[sn]?|gave|provide[sd]?)[ \u00a0\u2009]+(?:an?|the)?"
                      r"[ \u00a0\u2009]*(?:[A-Za-z0-9.%-]+[ \u00a0\u2009]+){0,3}(?:limit|bound|constraint)s?)[ \u00a0\u2009]+of"
                      r"[ \u00a0\u2009$]*$", re.IGNORECASE)
_MEASURED_LIMIT = lazy(r"(?:\b(?:detection|sensitivity|quantification|quantitation|fatigue|endurance|elastic|"
                       r"yield|proportional)[ \u00a0\u2009]+limits?|\blimits?[ \u00a0\u2009]+of[ \u00a0\u2009]+"
                       r"(?:detection|quantification|quantitation)(?:[ \u00a0\u2009]*\([A-Z]+\))?|\bdetection[ \u00a0\u2009]+"
                       r"threshold|\bLO[DQ])(?:[ \u00a0\u2009]*\([^()]{0,24}\))?"
                       # what it is a limit of, in up to two short phrases: "for dopamine", "of the alloy", "toward Hg"
                       r"(?:[ \u00a0\u2009]+(?:for|of|toward|towards|in|on)[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+)?[A-Za-z0-9+-]+){0,2}"
                       r"[ \u00a0\u2009]*(?:of|is|was|were|are|=|:|reached|reaches|as low as|down to|of about|of ~)?"
                       r"(?:[ \u00a0\u2009]+(?:as low as|down to|about|approximately|only))?[ \u00a0\u2009$~]*$",
                       re.IGNORECASE)
# "a credible interval of 1.6 °C" is an estimate, and so are its bounds in brackets ("a 90% credible interval of
# $[0.11\%, 1.24\%]$": bbs_pointlevel, set 57, ten lower bounds read as chosen); "at intervals of 10 s" is chosen.
_ESTIMATED_INTERVAL = lazy(r"\b(?:credible|confidence|compatibility|prediction|uncertainty|posterior|density|bootstrap|"
                           r"bootstrapped|HDI|HPD)[ \u00a0\u2009]+"
                           r"intervals?[ \u00a0\u2009]+of[ \u00a0\u2009$]*[\[(]?[ \u00a0\u2009$]*$", re.IGNORECASE)
_CHOOSING_WORDS = lazy(r"\b(?:with|using|use[sd]?|set|sets|setting|chose|choose|chosen|appl(?:y|ied|ies|ying)|"
                       r"select(?:ed|s|ing)?|adopt(?:ed|s)?|impos(?:e|ed|es)|defin(?:e|ed|es)|fix(?:ed)?|"
                       r"cap(?:ped)?|enforc(?:e|ed|es)|specif(?:y|ied|ies)|configur\w*|require[sd]?|minimum|"
                       r"maximum)\b",
                       re.IGNORECASE)
# "below the 5% threshold", "under a 0.1 cut-off" (genopt, set 61): the value names the bound, so it was chosen.
_NAMED_THRESHOLD_BEFORE = lazy(r"\b(?:the|a|an|our|this|that|their|its)[ \u00a0\u2009~$]*$", re.IGNORECASE)
_NAMED_THRESHOLD_AFTER = lazy(r"[ \u00a0\u2009~$]*(?:%|\\%)?[ \u00a0\u2009~$]*(?:-[ \u00a0\u2009]*)?(?:(?:significance|"
                              r"detection|error|similarity|confidence|probability|p-value|score)[ \u00a0\u2009]+)?"
                              r"(?:thresholds?|cut-?offs?|cutoffs?)\b", re.IGNORECASE)
# A box plot's whiskers reach 1.5 times the interquartile range (antsx_mouse, tdpot, set 61): Tukey's convention.
_IQR_AFTER = lazy(r"[ \u00a0\u2009~$]*(?:×|x|\\times|times|\*)?[ \u00a0\u2009~$]*(?:the[ \u00a0\u2009]+)?"
                  r"(?:IQR|inter-?quartile[ \u00a0\u2009]+ranges?)\b(?![ \u00a0\u2009]+of\b)", re.IGNORECASE)
# ... unless the data found the bound: "Youden's index gave a 0.37 cut-off", "the optimal 0.4 threshold"
_THRESHOLD_FOUND = lazy(r"optim|youden|best|data-driven|learn|deriv|estimat|identif|found|gave|give|yield|determin|"
                        r"fitted|calibrat|roc\b|maximi[sz]|minimi[sz]|highest|lowest|balanc|elbow|knee|sweep|recommend|"
                        r"beyond which|produced|results? in|sits|collaps|correct|measur|comput|obtain|observ|occur", re.IGNORECASE)
# A bound results are compared with, named before the value or after it (funnel_shap, set 62): only a threshold
# named as chosen or with no modifier. A threshold is often what a study measures (hearing, pain, lasing, IC50,
# percolation): "versus the measured lasing threshold of 12 mW", "relative to the control IC50 threshold of 3.7 uM"
# are found (red team 45).
_CHOSEN_KIND = r"(?:pre-?specified|pre-?registered|pre-?defined|predetermined|conventional|fixed|agreed|standard|accepted|nominal|target)"
_AGAINST_THRESHOLD = lazy(r"\b(?:against|versus|vs\.?|relative[ \u00a0\u2009]+to)[ \u00a0\u2009]+(?:an?|the)[ \u00a0\u2009]+"
                          r"(?:" + _CHOSEN_KIND + r"[ \u00a0\u2009]+)?(?:thresholds?|criteri(?:on|a)|cut-?offs?)[ \u00a0\u2009]+"
                          r"(?:of[ \u00a0\u2009]+)?[$~]*(?:[A-Za-z\\]+[ \u00a0\u2009]*(?:>|<|≥|≤|=|\\geq?|\\leq?)[ \u00a0\u2009]*)?$",
                          re.IGNORECASE)
# ... and "0.93 as the pre-specified criterion required" reports a value that met it
_AS_CRITERION = lazy(r"[ \u00a0\u2009$]*as[ \u00a0\u2009]+(?:an?|the|our)[ \u00a0\u2009]+(?:a[ \u00a0\u2009]+priori|"
                     + _CHOSEN_KIND + r")[ \u00a0\u2009]+(?:thresholds?|criteri(?:on|a)|cut-?offs?|bounds?)\b"
                     r"(?![ \u00a0\u2009]+(?:required|requires|demanded|demands|needed|for)\b)", re.IGNORECASE)
_FENCE_WORDS = lazy(r"whisker|outlier|fence|box", re.IGNORECASE)
# A noun that names a chosen bound ("a threshold of", "a cap of"), unless something measured it.
_CHOICE_NOUNS = r"(?:thresholds?|limit|cap|defaults?)[ \u00a0\u2009]+of[ \u00a0\u2009$]*$"
_CHOSEN_BEFORE_NOUN = lazy(_CHOOSING_WORDS.pattern + r"[ \u00a0\u2009]+(?:[^ \u00a0\u2009.,;]+[ \u00a0\u2009]+){0,3}"
                           + _CHOICE_NOUNS, re.IGNORECASE)
_CHOSEN_AFTER = lazy(r"^[^.;]{0,30}\b(?:was|were|is|are)[ \u00a0\u2009]+(?:used|applied|chosen|set|selected|"
                     r"adopted|imposed|enforced|specified)\b", re.IGNORECASE)


def _in_slash_date(c: Ctx) -> bool:
    """The number is one part of a date written with slashes (12/31/2019, 05/13-16/17). The shape alone is not
    enough: win/tie/loss records (10/2/12), per-split counts (solved 7/12/25 problems) and R@1/5/10 recalls (9/24/37)
    have it too (red team 17). A date also has a zero-padded part or a four-digit year, no slash-joined labels in
    its clause ("W/T/L", "easy/medium/hard") and no plural noun after it ("12/31/2020 tasks")."""
    start, end = c.raw.start, c.raw.end
    if "/" not in c.text[max(0, start - 1) : end + 1]:  # cheap: a date's numbers touch a slash or a dash and one
        if c.text[end : end + 1] not in ("-", "\u2013"):
            return False
    date = next((m for m in _SLASH_DATE.finditer(c.text, max(0, start - 12), min(len(c.text), end + 12))
                 if m.start() <= start and end <= m.end()), None)
    if date is None or _SLASH_LABELS.search(c.window):
        return False
    parts = re.findall(r"[0-9]+", date.group())
    year = parts[0] if len(parts[0]) == 4 else parts[-1]
    if not (any(p.startswith("0") for p in parts) or (len(year) == 4 and 1900 <= int(year) <= 2099)):
        return False
    return _COUNTED_AFTER.match(c.text, date.end(), min(len(c.text), date.end() + 40)) is None


def _in_iso_date(c: Ctx) -> bool:
    """The month or day of an ISO date (last access: 2021-08-16): a four-digit year and zero-padded parts, so a
    range of counts ("2003-9") or a span of years ("1980-2015") is none."""
    start = c.raw.start
    if c.text[start - 1 : start] != "-" or not c.bare_int:  # cheap: a month or day follows a dash
        return False
    return any(m.start() < start and c.raw.end <= m.end() and _iso_date_holds(c, m.start(), m.end())
               for pattern in (_ISO_DATE_SPAN, _YEAR_MONTH_SPAN)
               for m in pattern.finditer(c.text, max(0, start - 8), min(len(c.text), c.raw.end + 12)))


def _iso_date_holds(c: Ctx, start: int, end: int) -> bool:
    """An ISO-shaped triple is a date unless counts are dressed as one (red team 18): a plural noun after it ("found
    2021-08-16 bugs"), labels joined by dashes or slashes in its clause ("W-T-L", "easy-medium-hard"), or an outcome
    verb whose object it is ("flagged 2020-11-09")."""
    if _COUNTED_AFTER.match(c.text, end, min(len(c.text), end + 40)) is not None:
        return False
    lo, hi = max(c.sentence_start, start - 120), end + 40
    frame = ""
    if c.context == "table":  # a cell is its own clause, framed by its column's header and its row's label
        lo = max(lo, c.text.rfind(CELL, 0, start) + 1)
        nxt = c.text.find(CELL, end)
        hi = min(hi, nxt if nxt >= 0 else len(c.text))
        frame = c.cell.header if c.cell is not None else ""
        # A row label names labels only with words on both sides of its slash ("GPT-4 (W/T/L)"): a trial code
        # ("mung1011/01", mungbean_pm, set 60) names none
        first = c.text.split(CELL, 1)[0]  # a table's context text is its row
        if lo > len(first) and (_ROW_SLASH_LABELS.search(first) or _DASH_LABELS.search(first)):
            return False
    clause = c.text[lo:start] + " " + c.text[end:hi] + " " + frame
    clause = _FILE_PATH.sub(" ", clause) if "/" in clause else clause  # data/sp500.parquet names no labels
    if _SLASH_LABELS.search(clause) or _DASH_LABELS.search(clause):
        return False
    return not _counted_by(_tokens(c.text[max(lo, start - 48) : start]))


_DASH_LABELS = lazy(r"\b[A-Za-z]{1,8}-[A-Za-z]{1,8}-[A-Za-z]{1,8}\b")
# A file's path or a URL near a date ("experiments/data/sp500_pct_returns.parquet", cla_frontier, set 55): its
# slashes join directories, not the labels of a list of values.
_FILE_PATH = lazy(r"(?:[A-Za-z]+://)?[\w.~-]+(?:/[\w.~-]+)+\.[A-Za-z][A-Za-z0-9]{0,7}\b")


# The "-MM-DD" of an ISO date, shared by the year's test (_ISO_DATE) and the whole date's (_ISO_DATE_SPAN).
_MONTH_DAY = r"-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])"
# A whole ISO date with its year (the year's own test reads only the "-MM-DD" after it: _ISO_DATE).
_ISO_DATE_SPAN = lazy(r"(?<![\d.\-/])(?:1[89]|20)\d\d" + _MONTH_DAY + r"(?![\d\-/]|\.\d)")
# A year and its zero-padded month, "1999-12", "1972-01 to 2013-12" (shortrate_regimes, set 63): the month of a
# monthly sample's bound (a span of years written "2010-12" is no result either).
_YEAR_MONTH_SPAN = lazy(r"(?<![\d.\-/])(?:1[89]|20)\d\d-(?:0[1-9]|1[0-2])(?![\d\-/]|\.\d)")
# Labels joined by slashes name the parts of a list of values ("W/T/L", "TP/FP/FN", "easy/medium/hard", "R@1/5/10").
_SLASH_LABELS = lazy(r"[A-Za-z][A-Za-z@0-9]*[ \u00a0\u2009]*/[ \u00a0\u2009]*[A-Za-z@0-9]+")
# In a table's row label only with a letter after the slash: a trial or sample code ("mung1011/01") is no list.
_ROW_SLASH_LABELS = lazy(r"[A-Za-z][A-Za-z@0-9]*[ \u00a0\u2009]*/[ \u00a0\u2009]*[A-Za-z]")
# A plural noun right after: what the numbers count ("12/31/2020 tasks"), not a date.
_COUNTED_AFTER = lazy(r"[ \u00a0\u2009~]+(?!(?:was|is|has|as|its|this|thus|plus|versus)\b)[a-z]+s\b")


# "We used a block size of", "we impose a price of", "we consider a period of": with "we" as its subject, a verb of
# choosing or assuming takes a noun phrase of at most three words whose value follows (eqs_sphere, set 48: 21 of 21
# spent mentions so placed are settings). The verbs are the authors' acts on their own setup; "we found / obtained /
# measured a ... of" are not among them.
_WE_CHOSE = lazy(r"\bwe[ \u00a0]+(?:(?:also|then|first|further|additionally|instead|here|again|therefore|thus|now|"
                 r"finally)[ \u00a0]+)?(?:used?|employ(?:ed)?|adopt(?:ed)?|appl(?:y|ied)|impos(?:e|ed)|assumed?|"
                 r"specif(?:y|ied)|fix(?:ed)?|take|took|consider(?:ed)?|chose|choose|select(?:ed)?|set|prescribed?|"
                 r"retain(?:ed)?|keep|kept)[ \u00a0]+(?:a|an|the)(?:[ \u00a0]+[^ \u00a0.,;:$]+){1,3}[ \u00a0]+"
                 r"(?:of|at)[ \u00a0$(~]*$", re.IGNORECASE)  # not "to": "we set the overhead to 2.1% by batching"
_CONSUMED_TOTAL = lazy(r"\b(?:total|peak|maximum|max)\b[^$]*$", re.IGNORECASE)


# "a constant height of", "a fixed lag of", "a prescribed ratio of": an adjective of holding fixed before the noun
# whose value follows (22 of 23 spent mentions settings; eqs_sphere, euler_inversion in older sets).
# The adjective follows an article or a preposition ("the rate constant is k = 0.042" names no held value).
_HELD_FIXED = lazy(r"\b(?:an?|the|at|with|of|to|by|on|under|using)[ \u00a0]+(?:constant|fixed|predefined|pre-defined|"
                   r"prescribed|nominal|uniform)(?:[ \u00a0-]+(?!(?:is|are|was|were|be|been)\b)[A-Za-z]+){1,2}"
                   r"[ \u00a0]+(?:of|at|=)[ \u00a0$(~]*$", re.IGNORECASE)
# ... nor a statistic so qualified: "a nominal Shanken $t$ of $-2.87$" (shortrate_regimes, set 63) is the
# uncorrected t found
_HELD_STATISTIC = lazy(r"\bnominal[ \u00a0]+(?:[A-Za-z-]+[ \u00a0]+)?(?:t|z|F|statistics?|p-?values?)[ \u00a0]+(?:of|=)"
                       r"[ \u00a0$(~]*$", re.IGNORECASE)
# ... unless the sentence saw it so: "the signal showed a constant offset of", "speed remained at a constant rate of"
_OBSERVED_FIXED = lazy(r"\b(?:show(?:s|ed|n)?|exhibit\w*|display\w*|reveal\w*|observ\w*|measur\w*|found|reach\w*|"
                       r"maintain\w*|remain\w*|stay\w*|kept|settl\w*|converg\w*|stabili[sz]\w*)\b[^.;]*$",
                       re.IGNORECASE)


def _we_chose(c: Ctx) -> bool:
    if not _has_any(c.window, ("we ", "We ", "WE ", "we\u00a0", "We\u00a0")) or not _WE_CHOSE.search(c.window):
        return False
    # "we used a total of 3.2 TB", "a peak of 12 GB": what a run consumed, measured
    return not (_CONSUMED_TOTAL.search(c.window[-40:]) and (c.unit in _SIZES or c.unit in _DURATIONS))


# The size of a design's grid or of a permutation test (23 of 25 spent mentions settings; eqs_sphere, pkm_ik in set
# 48 "resulting in 25 parameter combinations"); one a selection kept is its outcome.
_COMBINATIONS_AFTER = lazy(r"^[ \u00a0\u2009]*(?:[A-Za-z-]+[ \u00a0\u2009]+){0,2}(?:combinations|permutations)\b"
                           r"(?![^.;]{0,40}\b(?:retained|remain(?:ed|ing)|survived|passed|kept|found|selected|"
                           r"identified)\b)")


# A count a search or a screen turned up ("identified 45 novel combinations"): found, whatever noun follows.
_FOUND_BEFORE = lazy(r"\b(?:found|identified|discovered|detected|uncovered|revealed|yielded|produced)\b[^.;]*$",
                     re.IGNORECASE)


def _chosen_noun(c: Ctx) -> bool:
    """A choosing word at most three words before the noun ("with a threshold of", "using a fixed detection threshold
    of"), or "was used" after: "patients with neuropathy had a pain threshold of 31.2" reports one (red team 13)."""
    return c.role != "outcome" and bool(_CHOSEN_BEFORE_NOUN.search(c.before) or _CHOSEN_AFTER.match(c.after_raw))


_CHOICE_NOUN = lazy(r"\b" + _CHOICE_NOUNS)
_DEFAULT_AFTER = lazy(r"^[ \u00a0\u2009]*(?:[^ \u00a0\u2009.,;]+[ \u00a0\u2009]+){0,4}(?:by default|as (?:the )?default|"
                      r"per default)", re.IGNORECASE)
# A threshold: "overlaps by 50% or higher", "5 or more reads", "scores of 0.9 and above".
# What a count is measured against: "the number of components required to achieve at least 5% accuracy", "needed
# to explain 95% of the variance" (fmri_compress, set 42, spent). The count is found; the level is the criterion.
_REQUIRED_TO_REACH = lazy(r"\b(?:required|needed|necessary|sufficient|enough)[ \u00a0\u2009]+to[ \u00a0\u2009]+"
                          r"(?:achieve|reach|attain|explain|capture|retain|recover|preserve)[ \u00a0\u2009]+"
                          r"(?:(?:at least|an?|the|over|above|more than)[ \u00a0\u2009]+)?[$(]*$", re.IGNORECASE)
_THRESHOLD_AFTER = lazy(r"^[ \u00a0\u2009]*(?:%|×|x)?[ \u00a0\u2009]*(?:or|and)[ \u00a0\u2009]+(?:more|higher|above|greater|"
                        r"larger|longer|less|lower|below|smaller|fewer|shorter|up|over|under)\b", re.IGNORECASE)
# A workload mix: "50% reads, 50% updates". Verbs in -s after a percentage are not the mixed items
# ("31% remains low", "a speedup of 31% appears here").
# Verbs in -s that read like plural nouns after a number ("31% remains low", "time stays below 2%").
_VERBS_IN_S = (r"remains|appears|stays|seems|holds|occurs|comes|goes|makes|means|shows|gives|reaches|becomes|"
               r"represents|accounts|corresponds|exceeds|drops|falls|rises|improves|applies|persists|suffices|"
               r"matters|reflects|results|translates|amounts|does|lies|lags|trails|beats|wins|helps|hurts|costs|"
               r"saves|keeps|grows|runs|takes|needs|uses|scales|peaks|plateaus|settles|hovers|sits|is|was|has|"
               r"dips|climbs|declines|varies|ranges|fluctuates|increases|decreases")
_COMPOSITION_AFTER = lazy(r"^[ \u00a0\u2009]+(?!(?:points|less|fewer|across|as|plus|minus|its|this|"
                          r"thus|versus|vs|whereas|unless|" + _VERBS_IN_S + r")\b)[a-z]+(?<!s)s\b")  # not "94% success"
_MAGNITUDE = lazy(r"^[ \u00a0\u2009]*(?:thousand|million|billion|trillion)\b", re.IGNORECASE)
_METRIC_NOUNS = {"error", "accuracy", "overhead", "utilization", "utilisation", "efficiency", "loss", "improvement",
                 "reduction", "speedup", "speed-up", "slowdown", "gain", "drop", "precision", "recall", "score"}
_METRIC_VERBS = WordCue("is|was|are|were|of|reaches|stays at")
# The operator names the scanner prints in a subscript ("DD_max"), as one alternation.
_OPERATOR_WORDS = "|".join(sorted(name[1:] for name in OPERATOR_NAMES))
# An operator subscript names an extreme, found as often as set ("$\lambda_{\max}=12.4$", "$A_{\max}=94.1$": red
# team 45b): no assignment; cued cases and sweeps may still give one values ("for $NA_{\max}=1,2,3$").
# A free-stream quantity (U_∞, p_∞: any letter, a statistic's too) and a coordinate over a length restating where a
# probe stood ("1 m downstream ($x/D=0.93$)", "which corresponds to $x/D = 0.93$") are conditions of a flow
# experiment (cft_thesis, set 68); not a coordinate a finding names ("the flame lifts off at $h/D = 4.6$", "settled
# on $c/R = 0.137$": red team 48), a relative change (ΔS/S = 0.1), nor a feature's place (see the assignment rule).
_ASSIGN = lazy(r"(?:^|[\s(,;\u00a0])(?:(?![pPrRtFzUdρκτχ])[A-Za-zα-ωΑ-Ω](?:_(?!(?:" + _OPERATOR_WORDS +
               r")\b)[A-Za-z0-9]+)?|[A-Za-zα-ωΑ-Ω]_∞|(?:\([ \u00a0\u2009]*|corresponds?[ \u00a0\u2009]+to[ \u00a0\u2009]+|i\.e\.,?"
               r"[ \u00a0\u2009]+)[xyzrhc]/[DRHLCW])[ \u00a0\u2009]*=[ \u00a0\u2009]*$")
_SYMBOL_ASSIGNED = lazy(r"[^ \u00a0\u2009]+[ \u00a0\u2009]*=[ \u00a0\u2009]*$")


def _metric_names_symbol(clause: str, after: str = "") -> bool:
    """A metric names the symbol right before it: "our accuracies are a = 94.3", "a tagging efficiency of ε = 36.5"
    (cauet_sin2beta, set 11). Not a metric word that modifies another noun ("the loss weight λ = 0.1"), a condition
    ("the power coefficient at λ = 3.1", "loss curves with λ = 0.1", "accuracy versus k = 5"), nor a value the clause
    or the words after it say was set ("we fix the diffusion coefficient D = 0.1", "a driving amplitude A = 0.5 is
    applied"): red team 50."""
    symbol = _SYMBOL_ASSIGNED.search(clause)
    head = clause[: symbol.start() if symbol else len(clause)].lower()
    words = _WORD.findall(head)
    if not words or any(w in _SETTING_VERBS for w in words) or _SET_AFTER.match(after):
        return False
    if words[-1] in _LINKING and len(words) > 1:
        words = words[:-1]  # "the accuracy is a =", "an efficiency of ε ="
    w = words[-1]
    return w in METRIC_WORDS or (w.endswith("ies") and w[:-3] + "y" in METRIC_WORDS) or (
        w.endswith("s") and w[:-1] in METRIC_WORDS)


def _named_quantity_uncued(c: Ctx) -> bool:
    """A symbol subscripted with a word ("T_eff", "M_star", "R_core") names a physical quantity; where results are
    reported, one given a value with no cue that sets it is what was measured: "Thus $T_{\\rm eff} = 5812$" (red team
    50), not "for $T_{\\rm eff} = 3200$ K"."""
    return c.strict and bool(_WORD_SUBSCRIPT_ASSIGNED.search(c.before[-24:])) and not _WHOLE_SETTING_CUE.search(
        c.before)


_WORD_SUBSCRIPT_ASSIGNED = lazy(r"[A-Za-zα-ωΑ-Ω]_[A-Za-z]{2,}[ \u00a0\u2009]*=[ \u00a0\u2009]*$")
_LINKING = frozenset(("is", "are", "was", "were", "be", "been", "of", "equals", "reaches", "reached", "achieves",
                      "achieved", "gives", "gave", "yields", "yielded"))
_SETTING_VERBS = frozenset(("set", "sets", "fix", "fixes", "fixed", "use", "uses", "used", "using", "choose", "chooses",
                            "chose", "chosen", "let", "take", "takes", "taking", "apply", "applies", "applied",
                            "assume", "assumes", "assumed", "given", "prescribe", "prescribed", "impose", "imposed",
                            "specify", "specified", "define", "defined", "train", "trained"))
_SET_AFTER = lazy(r"^[^.;:]{0,12}?\b(?:is|are|was|were)[ \u00a0\u2009]+(?:then[ \u00a0\u2009]+)?(?:applied|fixed|set|"
                  r"chosen|used|imposed|prescribed|assumed|kept)\b")


# The first element of a vector of plain numbers given to a symbol: "q_1 = (0.22199, 0.87073)" (ipd_memory, set 70);
# not a value with its uncertainty in parentheses, "T_1 = (51 ± 4) ms", a result (pnmr, set 12).
_VECTOR_OPENED = lazy(r"[ \u00a0\u2009]*\([ \u00a0\u2009]*$")
_VECTOR_AFTER = lazy(r"(?:[ \u00a0\u2009]*,[ \u00a0\u2009]*[-−]?[0-9]+(?:\.[0-9]+)?)+[ \u00a0\u2009]*\)"
                     r"(?![ \u00a0\u2009]*[%‰])")  # "(94.3, 91.2)%": shares of something, no vector given


# What sets a vector where results are reported, a few words before it (not "rises to a = (...)": red team 50).
_VECTOR_CUE = lazy(r"\b(?:for|with|using|uses?|used|set|sets|fix|fixed|let|take|taking|choose|chose|chosen|setting|"
                   r"where|assuming|assume|given|initiali[sz]ed|starting)\b[^.;:]{0,24}$", re.IGNORECASE)


def _vector_assigned(c: Ctx) -> bool:
    """The rule's vetoes read the clause before the parenthesis, which is a clause break: "We obtain θ = (0.31,
    0.45)" is found as "We obtain θ = 0.31" is."""
    opened = _VECTOR_OPENED.search(c.before) if c.before.endswith(("(", "( ")) else None
    if opened is None or c.raw.unit or not _VECTOR_AFTER.match(c.after_raw) or \
            not _ASSIGN.search(c.before, 0, opened.start()):
        return False
    head = c.window[: len(c.window) - (len(c.before) - opened.start())]
    breaks = list(_CLAUSE_BREAK.finditer(head))
    clause = head[breaks[-1].end() :] if breaks else head
    if c.strict and not _VECTOR_CUE.search(head):
        return False  # where results are reported a vector needs a cue: "With w = (0.3, 0.7)", not "Speedups S = (...)"
    return role(clause) != "outcome" and not _STATISTIC_NAMED.search(clause) and not _metric_names_symbol(clause)


# A whole number assigned to a letter that also names a statistic (d, t, r, p, ρ, τ) is a dimension, a time step, a
# radius, a norm: Cohen's d, t, r and p are printed with decimals ("d = 0.62", "t = 2.31"). U, F and χ² are
# statistics whatever their value (U = 345), R a coefficient ("R_adj = 1"), P a probability ("P = 1 where none finds a solution",
# mip_optopt): they never assign (density_sparse, set 34: "for $d=10$ and $d=12$").
_STATISTIC_LETTER = lazy(r"(?:^|[\s(,;\u00a0])[prρτκ](?:_[A-Za-z0-9]+)?[ \u00a0\u2009]*=[ \u00a0\u2009]*$")
_SELECTED = lazy(r"\b(?:selected by|picked|learned|learnt|recovered|inferred|fell|rose|halves|halved|doubles|doubled)\b",
                 re.IGNORECASE)
_WHOLE_SETTING_CUE = lazy(r"(?:\b(?:for|with|using|uses?|used|set|sets|fix|fixed|let|take|taking|choose|chose|chosen|"
                          r"setting|where|assuming|given|dimensions?|of size|at|to|true|located|positions?|cent(?:er|re)d?|"
                          r"coordinates?|plane)\b(?:[^.;:]{0,24})|\([ \u00a0\u2009]*[A-Za-zα-ωΑ-Ω](?:_\{?[A-Za-z0-9]+\}?)?"
                          r"[ \u00a0\u2009]*=[ \u00a0\u2009]*)$", re.IGNORECASE)
# What locates a finding at a value: "lowest at $t = 40$", "maximised at $d = 64$", "against $t = 40$ for the
# baseline" (red team 21).
# A superlative ends in -est; words that only look like one (suggest, request, interest, harvest ...) do not count.
# A convention for reading values, stated as plural values in a bound and what they mean: "Bayes factors less than
# 1/3 represent at least moderate evidence", "between 1/3 and 3 do not have adequate evidence" (haipyd, set 68).
_NORM_SUBJECT = lazy(r"\b(?:factors|values|scores|coefficients|sizes|ratios|BFs|correlations)[ \u00a0\u2009]+(?:"
                     r"(?:greater|less|larger|smaller|higher|lower|more|fewer)[ \u00a0\u2009]+than|above|below|over|"
                     r"under|between|of[ \u00a0\u2009]+at[ \u00a0\u2009]+least|[<>≤≥]=?)[ \u00a0\u2009$]*(?:[0-9./]+"
                     r"[ \u00a0\u2009$]+and[ \u00a0\u2009$]+)?(?:[0-9.]+/)?$", re.IGNORECASE)  # 1/3: its 3 too
_NORM_MEANS = lazy(r"^[^.;]{0,40}?\b(?:represents?|indicates?|constitutes?|denotes?|(?:is|are)[ \u00a0\u2009]+"
                   r"(?:considered|interpreted|taken|regarded|deemed)|corresponds?[ \u00a0\u2009]+to|(?:do|does)"
                   r"[ \u00a0\u2009]+not[ \u00a0\u2009]+(?:have|provide|show)|(?:have|has|provides?))"
                   r"[ \u00a0\u2009]+(?!that\b)(?:[a-z]+[ \u00a0\u2009]+){0,3}?(?:no|little|some|adequate|sufficient|"
                   r"anecdotal|weak|moderate|strong|very|extreme|decisive|substantial|negligible|small|medium|large|poor|"
                   r"fair|good|excellent|acceptable|evidence|effects?|reliability|agreement|support)\b", re.IGNORECASE)
# a convention is generic: not the authors' own or observed values ("Our BFs > 31.6", "The observed correlations
# between 0.62 and 0.81 indicate", "Across the 40 subjects ... in every condition": red team 48)
_NORM_OBSERVED = lazy(r"\b(?:our|ours|we|my|i|observed|estimated|obtained|measured|found|produces?|produced|across|"
                      r"all|every|each|both|these|those|this|the|two|three|four|five|manipulations?|experiments?|"
                      r"conditions?|studies|study|participants|in[ \u00a0\u2009]+(?:all|every|each)|for[ \u00a0\u2009]+the)\b",
                      re.IGNORECASE)
# A value a passive right after it reports: "a rotor drag coefficient $C_D=0.84$ was measured", "$C_P = 0.37$ and
# $C_D = 0.84$ were observed at ..." (cft_thesis, set 68); "x = 4 was used", "g = 0.4, which was determined from a
# pilot" (where a setting came from), "k = 10 was found sufficient", "B = 64 was determined by memory limits" (a
# choice justified: red team 48) stay set.
_REPORTED_AFTER = lazy(r"^(?:(?!\b(?:which|that|who)\b)(?:[^.;:]|\.(?=[0-9]))){0,60}?\b(?:was|were|is|are|has[ \u00a0\u2009]+been|"
                       r"have[ \u00a0\u2009]+been)"
                       r"[ \u00a0\u2009]+(?:(?:also|then|first|again|[a-z]+ly)[ \u00a0\u2009]+)?(?:measured|observed|found|"
                       r"obtained|achieved|reached|recorded|estimated|computed|calculated|determined|attained|detected|"
                       r"identified)\b(?![ \u00a0\u2009]+(?:to[ \u00a0\u2009]+be[ \u00a0\u2009]+)?(?:sufficient|adequate|"
                       r"appropriate|suitable|reasonable|enough|necessary|satisfactory|beforehand|in[ \u00a0\u2009]+"
                       r"(?:preliminary|pilot|prior)))(?<!determined(?=[ \u00a0\u2009]+by\b))", re.IGNORECASE)
# How data were acquired or shown (remodnav, set 68: "a sampling rate of 1000 Hz", "presented at a viewing distance
# of 85 cm"); not a rate the authors' system reached or a statistic of it ("sustained an effective sampling rate of
# 742 Hz", "the renderer ran at a refresh rate of 143.6 Hz", "a mean viewing distance of 61.4 cm": red team 48).
_ACQUISITION_BEFORE = lazy(r"\b(?:sampling[ \u00a0\u2009]+(?:rate|frequency)|sample[ \u00a0\u2009]+rate|viewing"
                           r"[ \u00a0\u2009]+distance|refresh[ \u00a0\u2009]+rate|(?:screen|display|monitor)"
                           r"[ \u00a0\u2009]+resolution)[ \u00a0\u2009]+of[ \u00a0\u2009{$(~]*$",
                           re.IGNORECASE)
# A signal's acquisition or filtering right before its rate: "were recorded at 30 kHz", "digitally filtered between
# 600 Hz and 6 kHz", "downsampled to 1.5 kHz", "digitized at a rate of 30 kHz", "high-pass filtered above 300 Hz",
# "band-pass filtered (0.5--40 Hz)" (replay_speed, set 72: the verb read as an outcome's)
_SIGNAL_RATE_BEFORE = lazy(r"\b(?P<verb>recorded|acquired|sampled|digiti[sz]ed|(?:down|re|up)-?sampled|filtered)"
                           r"(?:[ \u00a0\u2009]+(?:digitally|online|offline))?(?:[ \u00a0\u2009]+(?:at|to|between|from|"
                           r"above|below)(?:[ \u00a0\u2009]+an?[ \u00a0\u2009]+(?:(?:sampling|sample)[ \u00a0\u2009]+)?"
                           r"(?:rate|frequency)[ \u00a0\u2009]+of)?|[ \u00a0\u2009]*\()[ \u00a0\u2009$~]*$", re.IGNORECASE)
# What "recorded" or "acquired" at a rate names when the rate is how a signal was taken, not a frequency found in it
# ("the tremor was recorded at 5.6 Hz", "resonance was recorded at 37.2 MHz": red team 51)
_SIGNAL_NOUN = lazy(r"\b(?:signals?|potentials?|LFPs?|EEG|MEG|ECG|EKG|EMG|data|recordings?|spikes?|audio|traces?|"
                    r"channels?|voltages?|currents?|sensors?|electrodes?|tetrodes?|waveforms?|images?|frames?|videos?|"
                    r"samples?|accelerometers?|microphones?)\b", re.IGNORECASE)
# A frequency found in a signal, or one a method arrived at: "gamma oscillations were recorded at 41.7 Hz", "the
# learned kernel filtered below 12.7 Hz", "the optimal decoder resampled to 31.5 Hz gave the best accuracy", "spikes
# recorded between 4.1 and 7.9 Hz dominated" (red team 51b)
_RATE_FOUND = lazy(r"\b(?:oscillat\w*|rhythm\w*|peak\w*|resonan\w*|dominan\w*|dominat\w*|fired|firing|spindles?|"
                   r"ripples?|alpha|beta|gamma|theta|delta|tremor|learn\w*|kernel|optim\w*|best|decoder|Nyquist|"
                   r"adequate\w*|shift\w*|found|detect\w*|observ\w*)\b", re.IGNORECASE)
_FREQUENCY_UNITS = frozenset(("Hz", "kHz", "MHz", "GHz", "mHz"))
_ACQUISITION_VETO = lazy(r"\b(?:our|ours|effective|mean|average|median|actual|resulting|achiev\w*|obtain\w*|reach\w*|"
                         r"sustain\w*|ran|runs?|running|measured|observed|found|chose|chosen|choose|yield\w*|deliver\w*|"
                         r"attain\w*|improv\w*|increas\w*|decreas\w*|rose|fell|drop\w*|peak\w*|up[ \u00a0\u2009]+to|"
                         r"after)\b", re.IGNORECASE)
# A free-stream speed a sentence reports rather than runs at: "the effective speed was $U_\infty = 1.07$ m/s", "the
# blockage-corrected free-stream velocity, $U_\infty = 1.07$ m/s, exceeds the nominal value" (red team 48).
_FLOW_REPORTED = lazy(r"\b(?:effective|correct\w*|measured|observed|exceed\w*|actual|resulting|achieved|reached|"
                      r"mean|average|was|were|rose|fell|dropped|increas\w*|decreas\w*|push\w*|gives?|gave|provid\w*|"
                      r"now|new|raised|lowered|improv\w*|boost\w*|after|our|upgrade\w*)\b", re.IGNORECASE)
# A coordinate over a length in a list of a flow's conditions ("at $x/D=1$, $\lambda=1.9$") or restating a position
# in metres ("$y/R=-1.0$ ($-0.5$ m in Figure 3)") is where a probe stood (cft_redep); the feature vetoes still apply.
_CONDITION_LIST_AFTER = lazy(r"^[ \u00a0\u2009]*,[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+)?[A-Za-zα-ωΑ-Ω]"
                             r"(?:_[A-Za-z0-9∞]+)?(?:/[A-Z])?[ \u00a0\u2009]*=")
_METRES_AFTER = lazy(r"^[ \u00a0\u2009]*\([ \u00a0\u2009]*[-+−]?[0-9.]+[ \u00a0\u2009]*(?:m|cm|mm)\b")


def _ratio_condition(c: Ctx) -> bool:
    return bool(_RATIO_ASSIGN.search(c.before)) and bool(
        _CONDITION_LIST_AFTER.match(c.after_raw) or _METRES_AFTER.match(c.after_raw))


# anywhere in the sentence: the authors' own system reaching a rate ("Our ADC achieves, with the new firmware, a
# sampling rate of 2.4 GHz"); "Eye movements were measured by an Eyelink ... and a sampling rate of 1000 Hz" is set
_ACQUISITION_OWN = lazy(r"\b(?:our|ours|achiev\w*|sustain\w*|obtain\w*|reach\w*|attain\w*|deliver\w*|effective|"
                        r"actual|new|thanks|compared|improv\w*|upgrade\w*|highest|lowest|maximum|minimum|max|min|"
                        r"supports?|supported|peak|exceed\w*|than|twice|threefold|times|faster|higher|better)\b",
                        re.IGNORECASE)
# a coordinate a finding names, anywhere in its sentence: "the potential core of our jet ends earlier ($x/D = 4.2$)",
# "lifts off at $h/D = 4.6$ (0.23 m)" (red team 48b)
_RATIO_FOUND = lazy(r"\b(?:our|ours|ends?|ended|lifts?|lifted|breaks?|broke|recovers?|recovered|settles?|settled|"
                    r"concentrat\w*|reach\w*|extends?|extended|decays?|decayed|grows?|grew|stabili[sz]\w*|attach\w*|"
                    r"merg\w*|collaps\w*|earlier|later|further|farther|than|shift\w*|mov\w*|forms?|formed)\b",
                    re.IGNORECASE)
_RATIO_ASSIGN = lazy(r"[xyzrhc]/[DRHLCW][ \u00a0\u2009]*=[ \u00a0\u2009]*$")
_FEATURE_AROUND = lazy(r"\b(?:around|near|about|approximately|centred|centered|peak\w*|maxim\w*|minim\w*|band|"
                       r"region|located|found|occur\w*|appear\w*|separat\w*|reattach\w*|shed\w*|recirculat\w*|"
                       r"vortex|vortices|wake|jet|edge)\b", re.IGNORECASE)
_LOCATED_FINDING = lazy(r"\b(?:best|worst|(?!(?:sugg|requ|inter|for|cont|harv|prot|manif|dig|arr|inv|hon|mod|earn|att|det|"
                        r"ing|conqu|beh|ret|ref)est\b)[a-z]{2,}est|most|least|minimi[sz]\w*|maximi[sz]\w*|optim\w*|plateau\w*|degrad\w*|"
                        r"detect\w*|against|versus|vs|compared|lies|initiates?|succeeds?|solves?|halts?|stops?)\b",
                        re.IGNORECASE)
_ASSIGN_WHOLE = lazy(r"(?:^|[\s(,;\u00a0])(?![FPRUχ])[A-Za-zα-ωΑ-Ω](?:_[A-Za-z0-9]+)?[ \u00a0\u2009]*=[ \u00a0\u2009]*$")
# A dimensionless group that fixes a flow or a geometry (Reynolds, Strouhal, Mach, Prandtl, Rayleigh, Froude, Weber,
# Péclet, Grashof, Schmidt, Knudsen numbers, an aspect ratio): a simulation is run at $Re = 200$. Such a value is
# also found ("the flow becomes unstable at $Re = 2310$", "the wake sheds vortices at $St = 0.21$"): only a sentence
# that configures (with, for, consider, simulate, use, set) and has no word of finding, before or after, sets it.
_FLOW_GROUP = lazy(r"(?:^|[\s(,;\u00a0])(?:Re|St|Ma|Pr|Ra|Fr|We|Pe|Gr|Sc|Kn|AR)(?:_[A-Za-z0-9]+)?[ \u00a0\u2009]*=[ \u00a0\u2009]*$")
_FLOW_CONFIGURED = lazy(r"\b(?:with|for|consider(?:s|ed|ing)?|cases?|simulat\w*|uses?|used|using|set|fixed|"
                        r"chosen|impos\w*|prescrib\w*|specif\w*|runs?|ran|perform\w*|conduct\w*)\b", re.IGNORECASE)
# Bounds of "much less" and "much more": a regime compared with an order of magnitude ("Bo ≪ 1") is no bounded result
_MUCH_BOUNDS = frozenset("≪≫⋘⋙")
# A choice a search arrived at: "the optimal choice of 0.3 gave the lowest error" (not "our choice of 0.98")
_FOUND_CHOICE = lazy(r"\b(?:optimal|optimum|best|ideal|selected|resulting|final|preferred|learned|learnt|tuned)"
                     r"[ \u00a0\u2009]+choices?[ \u00a0\u2009]+of[ \u00a0\u2009$]*$", re.IGNORECASE)
# A symbol given its value right after a verb of finding: "We find that $a = 94.3$", "the fit gives $k = 0.31$" (a
# result written as an assignment passed as a setting: session 50's open case)
_FOUND_SYMBOL = lazy(r"\b(?:find|finds|found|obtain|obtains|obtained|get|gets|got|measure|measures|measured|estimate|"
                     r"estimates|estimated|infer|infers|inferred|derive|derives|derived|recover|recovers|recovered|"
                     r"gives?|gave|yields?|yielded|returns?|returned)(?:[ \u00a0\u2009]+that)?[ \u00a0\u2009]+"
                     r"[^\s=]{1,16}[ \u00a0\u2009]*=[ \u00a0\u2009]*$", re.IGNORECASE)
_FINDING = lazy(r"\b(?:find|finds|found|finding|becomes?|became|occurs?|occurred|onset|critical|transitions?|"
                r"unstable|instabilit(?:y|ies)|threshold|observed?|measured?|obtain(?:s|ed)?|estimated?|predicted?|"
                r"reach(?:es|ed)?|yields?|yielded|results? in|gives?|gave|shows?|showed|exceeds?|exceeded|"
                r"drops?|rises?|rose|increases?|decreases?|best|optimal|maximum|minimum|peaks?|appears?|appeared|"
                r"emerges?|emerged|arises?|arose|sets in|breaks? down)\b", re.IGNORECASE)


# A list of named values after a configuring verb: "We set rtol = 10^-6, atol = 10^-12, and stol = 0",
# "Tolerances were set to rtol = 10^-5 and atol = stol = 10^-9". The cue must stand right before the list, and
# a name that is a metric (loss, acc, gflops) is never configured. "with" is no cue: "with Dice = 0.91 and
# IoU = 0.84" reports scores (red team 3).
_S = r"[ \u00a0\u2009]"
_NAMED = r"[A-Za-z][A-Za-z0-9_]{1,15}" + _S + r"*=" + _S + r"*"
_LISTED_VALUE = r"[-−]?[0-9][0-9.,]*(?:" + _S + r"*[×x·]" + _S + r"*[0-9]+)?(?:\^[-−]?[0-9]+)?"
_CONFIGURED_LIST = lazy(
    r"(?:\b[Ww]e(?:" + _S + r"+(?:then|instead|also|again|first|[a-z]+ly))?" + _S + r"+(?:set|use|used|fix|fixed)|"
    r"\b(?:is|are|was|were)" + _S + r"+(?:set|fixed)" + _S + r"+(?:to|at)|\bdefaults|\btolerances?)" + _S + r"+(?:(?:the|our|its)" + _S + r"+)?(?:defaults?" + _S + r"+)?"
    r"(?:(?:" + _NAMED + r")+" + _LISTED_VALUE + _S + r"*(?:,(?:" + _S + r"*and)?|and)" + _S + r"*)*"
    r"(?:" + _NAMED + r")+$")
_NAME_BEFORE = lazy(r"([A-Za-z][A-Za-z0-9_]*)" + _S + r"*=" + _S + r"*$")
_METRIC_NAME = lazy(r"flop|err|loss|acc|time|speed|lat|thr|score|auc|ppl|mse|mae|prec|rec|f1|bleu|rouge|ratio|"
                    r"rate|perf|mem|cost|gap|res|obj|val|mean|avg|median|std|var|max|min|sum|total|count|"
                    r"ops|qps|bw|util|eff|gain|speedup|overhead|energy|power", re.IGNORECASE)


# A statistic or an outcome named in the clause makes "X = v" its value: "the average energy detected is
# log E = 34.6".
# A value printed with a p-value beside it is a test statistic, whatever its letter: "KS ($D=0.11952$, $p=7.7e-16$)"
# (marathousa, set 36).
_P_VALUE_AFTER = lazy(r"^[^.;()]{0,12}[,;][ \u00a0\u2009$]*(?:p|P)(?:[ \u00a0\u2009-]*values?)?[ \u00a0\u2009$]*"
                      # a p-value's form: "< 0.001", "= 0.03", "= 7.7e-16" ("$D=3$, $p=2$ dimensions" assigns two)
                      r"(?:[<≤]|=[ \u00a0\u2009$]*(?:0?\.[0-9]|[0-9](?:\.[0-9]+)?[ \u00a0\u2009]*(?:[eE]-|×|\\times)))")
# The parameters of a distribution the data were fitted to or approximate: "their dispersion approximated a normal
# distribution ($\mu=0.24$, $\sigma=0.15$)" (marathousa, set 36). Not "drawn from", "sampled from": a design.
_FITTED_TO = lazy(r"\b(?:approximat(?:es|ed|ing)|fit(?:s|ted)?(?: well)? (?:by|to|with)|(?:well )?described by)\b"
                  r"[^.;:]{0,40}\bdistribution[ \u00a0\u2009]*\([^;:()]*$", re.IGNORECASE)
_STATISTIC_NAMED = lazy(r"\b(?:average|mean|median|total|measured|estimated|fitted|best-fit|detected|found|"
                        r"observed|obtained|derived|inferred|recovered|yielded|yields|produced|identified)\b",
                        re.IGNORECASE)
# A strong configuring cue also configures a one-letter name ("Setting p = 1.5 yields", "We set k = 3"); after
# "with" a one-letter name may be a statistic ("with p = 0.03").
_SYMBOL_IS = r"[A-Za-zα-ωΑ-Ω](?:_\{?[A-Za-z0-9]+\}?)?" + _S + r"*=" + _S + r"*$"
_SET_SYMBOL = lazy(r"\b[Ww]e(?:" + _S + r"+(?:then|also|first))?" + _S + r"+(?:set|fix|fixed|chose|choose)" + _S + r"+"
                   + _SYMBOL_IS)
_SETTING_OPENING = lazy(r"^Setting" + _S + r"+" + _SYMBOL_IS)  # read on Ctx.opening: the sentence's start


# A subset defined by an inequality on a variable, in a sentence that opens with it ("For stars with g-i > 0.75,").
# Elsewhere a bound may be a finding ("the distribution breaks for flares with E > 3.2e34 erg", red team 3;
# "constrained to the range 1150 < T_eff < 1320 K", red team 4). A p-value's bound is no subset.
_SUBSET_BY_BOUND = lazy(r"(?:^[ \u00a0\u2009]*(?:For|Among|Of)(?:[ \u00a0\u2009]+(?:all|the))?[ \u00a0\u2009]+"
                        r"(?:[a-z-]+[ \u00a0\u2009]+)?[a-z]{2,}s[ \u00a0\u2009]+(?:with|having))"
                        r"[ \u00a0\u2009]+"
                        r"(?:[^,;.()]{0,60}?[ \u00a0\u2009])?"
                        r"(?![pP][ \u00a0\u2009]*[<>≤≥])[A-Za-z]{1,3}(?:[-−][A-Za-z])?(?:_\{?[A-Za-z0-9]+\}?)?[ \u00a0\u2009]*"
                        r"[<>≤≥≲≳][ \u00a0\u2009]*$"
                        r"|\b(?:range|ranges|bin|bins)[ \u00a0\u2009]+[-−]?[0-9.]+[ \u00a0\u2009]*[<≤][ \u00a0\u2009]*"
                        r"[A-Za-z](?:[-−][A-Za-z])?[ \u00a0\u2009]*[<≤][ \u00a0\u2009]*$")
_BOUND_SIGNS = ("<", ">", "≤", "≥", "≲", "≳")  # ≲, ≳: \lesssim, \gtrsim


# A threshold the study found is its result: "we find that stars with R_0 <= 0.136 have a shallower FFD".
_FINDING_VERB = lazy(r"\b(?:find|finds|found|show|shows|showed|shown|observe|observes|observed|detect|detects|"
                     r"detected|identify|identifies|identified|estimate|estimated|derive|derived|infer|inferred|"
                     r"reveal|reveals|revealed|determine|determined|fit|fitted)\b", re.IGNORECASE)


def _subset_by_bound(c: Ctx) -> bool:
    if not (_has_any(c.before[-64:], _BOUND_SIGNS) or _has_any(c.after_raw[:4], _BOUND_SIGNS)):
        return False  # cheap: no inequality sign near the number
    if _FINDING_VERB.search(c.window):
        return False
    return bool(_SUBSET_BY_BOUND.search(c.opening))  # "" when the number is far from the sentence's start


def _configured_list(c: Ctx) -> bool:
    if not c.assigned:
        return False
    if _SET_SYMBOL.search(c.window[-60:]) or _SETTING_OPENING.match(c.opening):
        return True
    name = _NAME_BEFORE.search(c.before)
    if name is None or _METRIC_NAME.search(name.group(1)) or name.group(1).lower() in _RESULT_BEFORE.words:
        return False
    return bool(_CONFIGURED_LIST.search(c.window))


# A list of four or more values in arithmetic or geometric progression is a sweep someone chose: "designs at speeds
# of 2, 4, 6, 8 and 10 m/s" (bicycle_handling, set 44), "at 20, 25, 30 and 35 °C" (lipids_des, set 18), "32, 64,
# 128 and 256". Over every spent paper no such list held a labelled result (150 items: settings, enumerations,
# years). What a clause reports stays found ("accuracies of 80, 85, 90 and 95%": the metric governs).
_PROGRESSION = lazy(r"(?<![\w.])[-−]?[0-9]+(?:\.[0-9]+)?(?:[ \u00a0\u2009$~]*(?:%|percent)?[ \u00a0\u2009$~]*"
                    r"(?:[,;][ \u00a0\u2009$~]*(?:and[ \u00a0\u2009]+|or[ \u00a0\u2009]+)?|(?:and|or)[ \u00a0\u2009]+)"
                    r"[ \u00a0\u2009$~]*[-−]?[0-9]+(?:\.[0-9]+)?(?![0-9]|\.[0-9])){3,}")
_PROGRESSION_ITEM = lazy(r"[-−]?[0-9]+(?:\.[0-9]+)?")


def _in_progression(c: Ctx) -> bool:
    """An item of a run of at least four values, within one list, with one step or one ratio between neighbours."""
    if c.context == "table" or not (_has_any(c.after_raw[:14], (",", ";", "and", "or"))
                                    or _has_any(c.before[-14:], (",", ";", "and", "or"))):
        return False  # cheap: a list item has a separator next to it
    lo = max(c.sentence_start, c.raw.start - 120)
    for m in _PROGRESSION.finditer(c.text, lo, min(len(c.text), c.raw.end + 120)):
        if m.start() > c.raw.start:
            return False
        if m.end() <= c.raw.start:
            continue
        items = list(_PROGRESSION_ITEM.finditer(c.text, m.start(), m.end()))
        at = next((i for i, v in enumerate(items) if v.start() <= c.raw.start < v.end()), None)
        if at is None:
            return False
        values = [float(v.group().replace("−", "-")) for v in items]
        # two lists joined by "and" ("32, 64, 128 and 256 and 20%, 40%, ...") are one match: any run through the
        # number counts
        runs = (values[i:j] for i in range(at + 1) for j in range(max(at + 1, i + 4), len(values) + 1))
        if not any(_is_progression(run) for run in runs):
            return False
        head = c.text[c.sentence_start : items[0].start()]
        return role(head) != "outcome" and not _has_any(head.lower(), _LIST_METRICS)
    return False


_LIST_METRICS = ("accura", "error", "precision", "recall", "f1", "auc", "score", "speedup", "speed-up", "overhead",
                 "utili", "efficiency", "coverage", "success", "hit rate", "miss rate", "loss", "found", "observed")


def _is_progression(values: list[float]) -> bool:
    if len(values) < 4:
        return False
    steps = {round(b - a, 9) for a, b in zip(values, values[1:])}
    if len(steps) == 1:
        return steps != {0}
    if not all(v > 0 for v in values):
        return False
    ratios = {round(b / a, 9) for a, b in zip(values, values[1:])}
    return len(ratios) == 1 and ratios != {1}


def _assigned_to(symbols: str) -> re.Pattern:
    """Text that ends with one of these symbols (an optional subscript) and = or :, as "β = " or "RMSE: "."""
    return lazy(r"(?:^|[\s(,;\[\u00a0])(?:" + symbols + r")(?:_[A-Za-z0-9]+)?[ \u00a0\u2009]*[=:][ \u00a0\u2009]*$")


# Symbols a paper reports its own estimates with (a mean, a coefficient, a fit error); `named_parameter` reads
# M and the like as model sizes, which a decimal outside the setup is not.
_STAT_SYMBOL = _assigned_to(r"β|M|SD|SE|SEM|Mdn|RMSE|MAE|MSE|R\^?2|R²|η\^?2|η_p\^?2|ω\^?2|OR|HR|RR|AIC|BIC|ICC")
# Correlations and agreement are computed too: "Pearson CC: 0.797", "ccc = 0.869", "ICC3 = 0.709" (hbn_pod2,
# emotion_reasoning, set 49: reported in their method sections).
_FIT_STATISTIC = _assigned_to(r"RMSE|RMSD|MAE|MSE|R\^?2|R²|AIC|BIC|log-likelihood|"
                              r"(?:Pearson|Spearman|Kendall)(?:'s)?[ \u00a0\u2009]+(?:CC|r|ρ|rho|τ|tau|correlation)|"
                              r"ccc|CCC|ICC[1-3]?")
# A statistic reported the way APA style writes it, in any section (psychology reports the sample's mean age
# and SD in its Method section): "(M_age = 24.35, SD_age = 4.73)", "(b = 2.48, t(1,200) = 4.37)",
# "η_partial = 0.03", "r_within = 0.54". A subscript names a group or a kind. A decimal only ("b = 64" is a
# bandwidth), never where the clause configures something ("a prior with M = 0.5", "initialised with b = 0.1"),
# and a symbol that also names parameters (M, b, β, r, d, t, F; "β = 0.8" a back-off factor) only beside a
# second statistic: an SD, SE, p, t(df), F(df) or interval.
_S_ = r"(?:^|[\s(,;\[\u00a0])"
_SUB = r"(?:_\{?[A-Za-z0-9]+\}?)?"
_IS = r"[ \u00a0\u2009]*[=:][ \u00a0\u2009]*$"
_STATISTIC_ONLY = lazy(_S_ + r"(?:SD|SE|SEM|Mdn|R\^?2|R²|η\^?2|η²|η_\{?[A-Za-z]+\}?(?:\^?2)?|ω\^?2|ω²|χ\^?2|χ²|"
                       r"OR|HR|RR|ICC)" + _SUB + r"(?:\([0-9, .]+\))?" + _IS)
_STATISTIC_TOO = lazy(_S_ + r"(?:M|b|B|β|r|ρ|d|g|t|F|z|Z|μ|x̄)" + _SUB + r"(?:\([0-9, .]+\))?" + _IS)
_COMPANION = lazy(r"(?:\b(?:SD|SE|SEM)" + _SUB + r"[ \u00a0\u2009]*=|\b[pP][ \u00a0\u2009]*[<=>≤≥]|"
                  r"\b[tF]\([0-9, .]+\)[ \u00a0\u2009]*=|\bCI\b|\[[ \u00a0\u2009]*-?[0-9.]+,[ \u00a0\u2009]*-?[0-9.]+\])")
_CONFIGURES = lazy(r"\b(?:prior|priors|initiali[sz]|noise|distribut|drawn|sampled|simulat|generat|set|sets|"
                   r"fix|fixed|choose|chose|chosen|use|used|using|assum|hyperparameter|parameteri[sz]|"
                   r"default|threshold|cut-?off|criterion|target)", re.IGNORECASE)


# What the authors generated is what they put in: the distributions and the noise of a synthetic data set
# ("sampled from a distribution with mean of 180 and standard deviation of 10", "corrupted by noise of mean 0 nT
# and a standard deviation of 20 nT"). The number must be the value of a distribution's or a forward model's
# parameter (spacing, height, inclination, ...), in a sentence that draws from a named distribution, adds noise,
# or says the authors made the data ("generated on a regular grid", "we created synthetic data"); not one that
# describes outputs ("the sampled posterior", "images generated by our model", "samples drawn from our diffusion
# model, with a mean of": red teams 5 and 6) or merely uses synthetic data, and with no word of an outcome, a
# metric, an estimate or a comparison in it.
_GENERATES = lazy(r"\b(?:sampled|drawn|generated)[ \u00a0]+from[ \u00a0]+(?:an?[ \u00a0]+|the[ \u00a0]+)?(?:[A-Za-z-]+[ \u00a0]+)"
                  r"{0,2}(?:distributions?|Gaussians?|normal|uniform|Poisson|priors?)\b|\b(?:corrupted|contaminated)"
                  r"\b|\b(?:Gaussian|white|pseudo-random|random)[ \u00a0-]+noise\b|\bnoise[ \u00a0]+(?:of|with)[ \u00a0]+"
                  r"(?:zero[ \u00a0]+)?mean\b"  # red team 6: "samples drawn from our diffusion model, with a mean"
                  # forward-modelled data: "we created synthetic data from a dipole", "generated on a regular grid"
                  # (made, not merely used: "applied to synthetic data, the method places the source at 812 m")
                  r"|\b(?:created|generated|produced|simulated|computed|forward[ -]modell?ed)[ \u00a0]+(?:the[ \u00a0]+)?"
                  r"synthetic[ \u00a0]+(?:data|data ?sets?|anomal(?:y|ies)|signals?|observations)\b"
                  r"|\bsynthetic[ \u00a0]+(?:data|data ?sets?|anomal(?:y|ies)|signals?|observations)[ \u00a0]+(?:were|was)"
                  r"[ \u00a0]+(?:created|generated|produced|simulated|computed)\b"
                  r"|\b(?:generated|simulated|synthesi[sz]ed)[ \u00a0]+(?:on|over)[ \u00a0]+(?:an?|the)[ \u00a0]+"
                  r"(?:[A-Za-z-]+[ \u00a0]+){0,2}(?:grid|mesh|lattice|domain)\b")
# "Gaussian noise, sd 0.05" (funnel_shap, set 62): the abbreviation in lower case too
_DISTRIBUTION_PARAMETER = lazy(r"\b(?:mean|means|standard deviations?|std|variance|SD|sd|s\.d\.|σ|sigma|spacing|increments?|"
                               r"radius|noise level|height|inclination|declination|amplitude|magnitude|base level)"
                               r"(?:[ \u00a0\u2009]+of)?(?:[ \u00a0\u2009]+[A-Za-z](?:_[A-Za-z])?"
                               r"[ \u00a0\u2009]*=)?[ \u00a0\u2009$(]*$")
_NOT_GENERATED = _words("estimated estimate estimates recovered recover recovers fitted inverted predicted error errors "
                        "residual residuals misfit accuracy detected detect found find finds obtained yields yielded "
                        "achieved reached converged took resulted result results success successfully measured "
                        "observed than compared have has had give gives gave show shows showed")


# A spread printed right after a value is that value's: "the SNR was 18.4 dB, sd 2.1", "settles near 0.42 (sd 0.03)"
# report an estimate's spread, whatever noise the sentence names (red team 45).
_SPREAD_OF_VALUE = lazy(r"[0-9][^0-9;]{0,16}[,(][ \u00a0\u2009]*(?:sd|SD|s\.d\.|std|σ)[ \u00a0\u2009]*[=:]?[ \u00a0\u2009$]*$")


def _generated_data(c: Ctx) -> bool:
    if not _DISTRIBUTION_PARAMETER.search(c.before) or not _GENERATES.search(c.window) or \
            _SPREAD_OF_VALUE.search(c.before[-40:]):
        return False
    words = {w.strip(".,;:()$").lower() for w in c.window.split() + c.after.split()[:3]}  # "12 valid runs"
    return not (words & _NOT_GENERATED or words & OUTCOME_WORDS or words & METRIC_WORDS or words & _OBSERVED_WORDS)


# An integer mean is a statistic only with its spread printed right after it: "($M_{age}$ = $31$, $SD_{age}$ = $7.8$)"
# (vsup_palettes, set 41); "M = 4" alone may count mixture components.
_SD_NEXT = lazy(r"^[ \u00a0\u2009]*[,;][ \u00a0\u2009]*(?:SD|SE|SEM)" + _SUB + r"[ \u00a0\u2009]*=")


def _reported_statistic(c: Ctx) -> bool:
    if (c.is_int and not _SD_NEXT.match(c.after_raw)) or not c.assigned or _CONFIGURES.search(c.window[-120:]):
        return False
    if _STATISTIC_ONLY.search(c.before):
        return True
    return bool(_STATISTIC_TOO.search(c.before)) and bool(
        _COMPANION.search(c.window[-120:]) or _COMPANION.search(c.after_raw))
_OF_COUNT = lazy(r"^[ \u00a0\u2009]*of[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+|all[ \u00a0\u2009]+|these[ \u00a0\u2009]+)?"
                 r"(?:[0-9]|known\b|[a-z]+s\b)")
_NOT_PLURALS = _words("this thus always was has does its various previous famous across less unless besides "
                      "whereas perhaps onwards afterwards")
_YEAR_PREPOSITION = lazy(r"\b(?:in|since|until|till|by|from|during|of|to|before|after|circa|early|late|"
                         r"mid|between|and)[ \u00a0\u2009]*$", re.IGNORECASE)
# A calendar era after the number ("1140-1880 CE", "800 BCE") or before it ("AD 1350") makes a year of any
# century. AD and BC also name diseases and methods: "1140 AD patients", "37 BC cases", "12 CE-positive lesions"
# and an "AD" row of a table (red team 8) count things, so BC must end its phrase, CE may not be followed by a
# plural ("231 CE lesions": red team 9) and years start at 100.
_ERA_AFTER = lazy(r"^[ \u00a0\u2009~]*(?:(?:CE|BCE|C\.E\.|B\.C\.E\.)(?![A-Za-z-])(?![ \u00a0\u2009]+[a-z]{2,}s\b)|"
                  r"(?:BC|B\.C\.)(?=[ \u00a0\u2009]*(?:[.,;:)]|$)))")
_ERA_BEFORE = lazy(r"(?:^|[ \u00a0\u2009(])(?:AD|A\.D\.)[ \u00a0\u2009~]*$")
# A line or step of an algorithm or listing: "(line 4)", or "lines 8 and 9", "steps 3 to 6" with an algorithm or
# listing named near it; "cell lines (41 of 60)", "emission lines", "the H-alpha line 4 times more precisely" count
# or compare things (red team 8); "diverged at step 0" or "(steps 10000--14000)" with no algorithm named are a
# training's steps.
_LINE_REF = lazy(r"\b(?:[Ll]ines?|[Ss]teps?)[ \u00a0\u2009~]*(?:[0-9]+[ \u00a0\u2009]*(?:,|and|or|to|–|--|-)[ \u00a0\u2009]*)*$")
_LINE_IN_PARENS = lazy(r"\((?:see |cf\. )?lines?[ \u00a0\u2009~]*(?:[0-9]+[ \u00a0\u2009]*(?:,|and|or|to|–|--|-)[ \u00a0\u2009]*)*$")
_TIMES_WORD = lazy(r"^[ \u00a0\u2009]*times\b")
_CODE_NAMED = lazy(r"\b(?:algorithm|alg\.|listing|pseudo-?code|procedure)", re.IGNORECASE)
# The level of an error or interval in standard deviations: "1-sigma uncertainty", "the 1 standard error band",
# "(2 s.e.)" right after an estimate. A significance is found, whether measured (a 4.2 sigma detection), bounded
# (a >3 sigma signal) or named in parentheses after a claim ("in tension with Planck (4 sigma)": red team 8).
_SIGMA = r"(?:σ|sigma|s\.e\.|s\.d\.|SE|SD|standard (?:errors?|deviations?))"
_SIGMA_LEVEL = lazy(r"^[ \u00a0\u2009~$-]*" + _SIGMA + r"(?![A-Za-z])[ \u00a0\u2009$}]*[-\u00a0\u2009 ]*"
                    r"(?:statistical |systematic |measurement |formal )?(?:errors?|error ?bars?|uncertaint(?:y|ies)|"
                    r"intervals?|regions?|confidence (?:intervals?|regions?|bands?)|credible (?:intervals?|regions?)|"
                    r"bands?|contours?|envelopes?)\b", re.IGNORECASE)
_SIGMA_IN_PARENS = lazy(r"^[ \u00a0\u2009~$-]*" + _SIGMA + r"(?![A-Za-z])[ \u00a0\u2009$}]*\)", re.IGNORECASE)
# ... "(1 s.e.)" names the level only right after an estimate and its ± ("in tension with Planck (4σ)" is found)
_PM_OPEN = lazy(r"[±∓][^()]{0,24}\([ \u00a0\u2009$]*$")
_DATE_WORD = lazy(r"\b(?:dates?|years?|since|circa|c\.)[ \u00a0\u2009]*(?:of|in|from)?[ \u00a0\u2009]*$", re.IGNORECASE)
_HARDWARE_NOUNS = (r"(?:RAM|memory|DRAM|HBM|VRAM|GDDR|disk|SSD|NVMe|storage|cache|caches|buffers?|GPUs?|CPUs?|NICs?|"
                   r"cards?|nodes?|machines?|servers?|clock|links?|network|Ethernet|InfiniBand|switch(?:es)?)")
# "512 GB of RAM", "a 100 Gbit/s NIC"; not "537 MB from DRAM" (what moved, measured)
# One word between, not a preposition ("4.1 Hz for Green Machine" is the stroller's, baby_vibration). A cache
# named by its level and a processor named after its clock ("24.75 MiB of shared L3 cache", "3.6 GHz 10-Core Intel
# Core i9": tdpot, antsx_mouse, set 61) only after the number: "L2" before one is a norm as often as a cache.
_HARDWARE_AFTER = lazy(r"^[ \u00a0\u2009]*(?:of[ \u00a0\u2009]+)?(?:(?!(?:from|in|into|to|per|for|on|at|with|by|and|or|"
                       r"across|over|than)\b)[A-Za-z0-9-]+[ \u00a0\u2009]+)?" + _HARDWARE_NOUNS + r"\b", re.IGNORECASE)
_MACHINE_AFTER = lazy(r"^[ \u00a0\u2009]*(?:of[ \u00a0\u2009]+)?(?:(?:shared|private|per-core|unified|[0-9]+-[Cc]ore)"
                      r"[ \u00a0\u2009]+)?(?:L[1-4][di]?|LLC|Intel|AMD|Xeon|Ryzen|EPYC|Opteron)\b")
# ... and only in a machine's description: "two Xeon CPUs, each of which has ... 24.75 MiB of shared L3 cache".
# Not a kernel's working set or what it left, spilled or touched there ("peak working set was 24.75 MiB of shared
# L3 cache", "left 0.8 MiB of L1 cache unused"), nor a clock something fell to (red team 44).
_MACHINE_WORDS = lazy(r"\b(?:CPUs?|processors?|cores?|machines?|nodes?|servers?|Xeon|EPYC|Intel|AMD|Ryzen|Mac|"
                      r"laptop|workstation|equipped|each of which)\b", re.IGNORECASE)
_MACHINE_VETO = lazy(r"\b(?:peak|working|footprint|used|uses|unused|left|touch\w*|spill\w*|resident|occup\w*|"
                     r"consum\w*|fits?|miss\w*|knee|flatten\w*|only|just|versus|against|compared|throttl\w*|"
                     r"boost\w*|drop\w*|fell|rose|reach\w*|to)\b", re.IGNORECASE)


def _machine_spec_after(c: Ctx) -> bool:
    """A cache by its level or a processor named right after a size or clock, in a description of the machine."""
    if not _MACHINE_AFTER.match(c.after):
        return False
    sentence = c.window + " " + c.after[:40]
    return bool(_MACHINE_WORDS.search(sentence)) and not _MACHINE_VETO.search(sentence)
_HARDWARE_BEFORE = lazy(r"\b" + _HARDWARE_NOUNS + r"\b[^.;]*$", re.IGNORECASE)
# "From the arc lines we derive a spectral resolution of R ~ 2450", "the map reaches a resolution of 3.1 A": found.
_DERIVED = lazy(r"\b(?:derive[sd]?|achieve[sd]?|reach(?:es|ed)?|obtain(?:s|ed)?|measure[sd]?|estimate[sd]?|"
                r"determine[sd]?|infer(?:s|red)?|fit(?:s|ted)?|reconstruct\w*|refine[sd]?|resolved?)\b", re.IGNORECASE)
_INSTRUMENT_WORDS = ("field of", "pixel", "plate", "apert", "radi", "binning", "focal", "f/", "slit", "resolution",
                     "wavelength")
_INSTRUMENT_BEFORE = lazy(r"(?:\bfield of view|\bpixel scale|\bplate scale|\bapertures?(?: with)?(?: radi(?:us|i))?|"
                          r"\bradii|\bbinning|\bfocal ratio|\bf/|\bslit width|\b(?:spectral )?resolutions? of|\bpixel sizes?|"
                          r"\bwavelength (?:range|coverage)|\b(?:spectral )?resolutions? of[ \u00a0\u2009$]*R"
                          r"[ \u00a0\u2009]*[∼~=≈])(?: of| is| was)?[ \u00a0\u2009$(]*$", re.IGNORECASE)
# "The aperture was 2.4 m" names the instrument's setting; "the magnitude in a 5 arcsec radius aperture was 12.1"
# reports what was measured through it: after a copula the instrument must be the subject, not a preposition's
# object (a possible wrong pass noted in session 32).
_INSTRUMENT_COPULA = lazy(r"(?:is|was)[ \u00a0\u2009$(]*$")
_INSTRUMENT_AS_OBJECT = lazy(r"\b(?:in|within|inside|through|over|using|with|from|for|of)\b[^,;:]*$", re.IGNORECASE)


def _instrument_setting(c: "Ctx") -> bool:
    m = _INSTRUMENT_BEFORE.search(c.before)
    if m is None:
        return False
    if not _INSTRUMENT_COPULA.search(m.group()):
        return True
    return _INSTRUMENT_AS_OBJECT.search(c.clause_before(m.start())) is None


# A size written as a product of whole dimensions: "grid sizes (5 × 5)", "1024 x 1024 images"; 10 with an
# exponent is scientific notation, read with its mantissa. Decimal factors are measured ("a FWHM of 1.49 × 1.29").
_DIMENSION_AFTER = lazy(r"^(?:[ \u00a0\u2009]*×|[ \u00a0\u2009]+x[ \u00a0\u2009])[ \u00a0\u2009]*"
                        r"(?!10[ \u00a0\u2009]*\^)[0-9][0-9,]*(?![0-9.])")
_DIMENSION_BEFORE = lazy(r"(?<![0-9.])[0-9][0-9,]*[a-z]?(?:[ \u00a0\u2009]*×|[ \u00a0\u2009]+x[ \u00a0\u2009])"
                         r"[ \u00a0\u2009]*$")
# ... and only where the sentence puts it in ("uses grid sizes", "we process ... images", "with a"): "the
# autotuner converges to a 64 x 16 tile" found it (red team 4).
_DIMENSION_CUE = lazy(r"\b(?:uses?|used|using|with|sizes?|grids?|resolution|process|processes|processed|"
                      r"inputs?|set|configured)\b", re.IGNORECASE)  # not "of": "converges to a tile of 64 x 16"
_SEASON_BEFORE = lazy(r"(?:19|20)([0-9]{2})(?:/|(?P<dash>-|–|--))$")
# Up to two kinds before the noun: "the 50% and 95% posterior predictive intervals", "95 percent compatibility
# intervals" (zaf_circumcision, kinesiology_prr, set 51).
_INTERVAL_LEVEL = lazy(r"^\)?(?:[ \u00a0\u2009]*(?:percent[ \u00a0\u2009]+)?|-(?=confidence|credible|prediction|uncertainty))(?:central |two-sided |equal-tailed |highest |binomial |Poisson |"
                       r"bootstrap |bootstrapped |Wilson |Clopper-Pearson |Bayesian )?(?:(?:prediction|predictive|confidence|"
                       r"credible|compatibility|uncertainty|posterior|confidence/credibility|credibility) ){0,2}(?:intervals?|CIs?|CrIs?|PIs?|HDIs?|"
                       r"BCIs?|HPDI?s?|bands?|ribbons?|ellipses|quantiles?|"
                       # "the 95% Highest Posterior Density (HPD) region" (replay_speed, set 72)
                       r"[Hh]ighest[ \u00a0\u2009-]+[Pp]osterior[ \u00a0\u2009-]+[Dd]ensit(?:y|ies)|"
                       r"percentiles?)\b"
                       r"(?![ \u00a0\u2009]+(?:coverage|widths?|lengths?|scores?))")
# A conventional level named by "confidence" alone, where the sentence draws an interval: "error bars indicate
# uncertainty estimates for 95% confidence", "Shaded regions indicate 95% confidence" (cft_redep, set 47). A
# confidence a detection, a classifier or a person reached is found ("detected with 99% confidence", "reported 80%
# confidence": red team), so not after "with" nor without an interval's word.
_BARE_CONFIDENCE = lazy(r"^\)?[ \u00a0\u2009~]*(?:confidence|credibility)(?![A-Za-z/-])(?![ \u00a0\u2009]+levels?\b)")
_DRAWS_INTERVAL = lazy(r"\b(?:uncertaint(?:y|ies)|error[ \u00a0\u2009]+bars?|intervals?|shaded|shading|ribbons?|bands?|"
                       r"ellipses|envelopes?|whiskers)\b", re.IGNORECASE)
_WITH_END = lazy(r"\bwith[ \u00a0\u2009~$(]*$", re.IGNORECASE)


def _names_level(c: Ctx, after: str) -> bool:
    """An interval's name (95% prediction intervals, a 68% BCI) or, for a conventional level in a sentence that
    draws an interval, "confidence" alone."""
    if _INTERVAL_LEVEL.match(after):
        return True
    return _conventional_level(c) and bool(_BARE_CONFIDENCE.match(after)) and not _WITH_END.search(c.before) \
        and bool(_DRAWS_INTERVAL.search(c.window))


# Where a quantity is read off is chosen: a conventional significance or confidence level ("significant at the
# 0.01 level", "calibrated at the 50% and 95% levels") and the operating point a speed is reported at ("655,000
# queries per second for .7 recall"). Never a value found there (red team 5: "significant at the 3.1 sigma
# level", "agree at the 0.5% level", "tops out at 0.94 recall", "operates at a precision of 0.93"): a level must
# be a conventional one, an operating point needs the rate read off it printed right before it, and no word of
# finding may stand in the clause. Forecast horizons were read this way too, until red team 6 ("forecasts lose
# their skill at the 11 day horizon").
_LEVEL_AFTER = lazy(r"^[ \u00a0\u2009-]*(?:[A-Za-z]+[ \u00a0\u2009-]+)?(?P<noun>levels?|horizons?)\b")
_AT_THE = lazy(r"\bat[ \u00a0\u2009]+the[ \u00a0\u2009]*(?:[0-9.,%\\ ]+(?:and|or|,)[ \u00a0\u2009]*)?$")
_LEVEL_CONTEXT = lazy(r"significan|confiden|coverage|calibrat|nominal|credib|interval|quantile|α", re.IGNORECASE)
# A conventional level named as one ("above the 95% confidence level", "below the 99% significance level", "(95%
# confidence level)"): the level the test was run at, whatever the preposition before it.
_NAMED_LEVEL = lazy(r"^[ \u00a0\u2009-]*(?:confidence|significance|credibility|credible)[ \u00a0\u2009-]+levels?\b",
                    re.IGNORECASE)
# No conventional level is chosen where the sentence says a coverage came to it: "our intervals cover the truth at
# the 90% confidence level rather than the nominal 95%", "(90% confidence level empirically)" (red team 17).
# Evaluating at a level keeps it chosen: "coverage at the 50% and 95% levels", "well calibrated at the 95% level".
_LEVEL_REACHED = lazy(r"\b(?:empiric\w*|in practice|actual\w*|reali[sz]ed|only|undercover\w*|overcover\w*|"
                      r"rather than|instead of)\b", re.IGNORECASE)
# Verbs that present an interval rather than find its level: "We report 95% confidence intervals".
_PRESENTING = frozenset(("report", "reports", "reported", "present", "presents", "presented", "show", "shows",
                         "shown", "give", "gives", "given", "compute", "computes", "computed", "calculate",
                         "calculated", "construct", "constructed", "display", "displays", "displayed", "plot",
                         "plots", "plotted", "include", "includes", "included", "provide", "provides", "provided"))
# "ranks in the 99% percentile": a rank reached, not a level chosen (red team 12).
_RANKED_IN = lazy(r"\b(?:ranks?|ranked|ranking|falls?|fell|scored?|scores|placed?|places|placing|lies|lie|lands?|"
                  r"landed|reach(?:es|ed)?|is|are|was|were|corresponds?|corresponding|puts?)"
                  r"(?:[ \u00a0\u2009]+(?:it|us|them|in|at|within|among|to|into))*[ \u00a0\u2009]+the[ \u00a0\u2009]*"
                  r"(?:top[ \u00a0\u2009]*)?(?:[0-9.]+[ \u00a0\u2009]*%[ \u00a0\u2009]*(?:,[ \u00a0\u2009]*(?:and|or)?|and|or)"
                  r"[ \u00a0\u2009]*)*$")
# ... but what falls within an interval falls within its nominal level: "the share of observations that fell
# within the 50%, 80%, and 95% quantiles", "fell within the 50% and 95% CIs" (zaf_circumcision, set 51); "falls in
# the 99% percentile" stays a rank.
_WITHIN_THE = lazy(r"\b(?:within|inside|outside)[ \u00a0\u2009]+the[ \u00a0\u2009]*(?:[0-9.]+[ \u00a0\u2009]*%[ \u00a0\u2009]*"
                   r"(?:,[ \u00a0\u2009]*(?:and|or)?|and|or)[ \u00a0\u2009]*)*$")
_CONVENTIONAL_PERCENT = frozenset((50.0, 68.0, 80.0, 90.0, 95.0, 99.0, 99.5, 99.9))
# Percentile bounds of a central interval printed with decimals: [2.5--97.5% CI].
_CONVENTIONAL_BOUNDS = frozenset((0.05, 0.1, 0.5, 2.5, 97.5, 99.5, 99.9, 99.95))
_CONVENTIONAL_ALPHA = frozenset((0.1, 0.05, 0.01, 0.005, 0.001, 0.0001))
_OPERATING_BEFORE = lazy(r"\b(?:at|for)[ \u00a0\u2009]+(?:an? |the )?(?:recall|precision|sensitivity|specificity|"
                         r"coverage|FPR|TPR|false positive rate)(?:[ \u00a0\u2009]+of|[ \u00a0\u2009]*[=:])?"
                         r"[ \u00a0\u2009]*$", re.IGNORECASE)
_OPERATING_AFTER = lazy(r"^[ \u00a0\u2009]*(?:recall|precision|sensitivity|specificity|coverage)\b", re.IGNORECASE)
_PERCENTILE_LEVEL = lazy(r"^[ \u00a0\u2009-]*levels?[ \u00a0\u2009]+of\b")
_THE_BEFORE = lazy(r"\bthe[ \u00a0\u2009]*$")
_AT_FOR = lazy(r"\b(?:at|for)[ \u00a0\u2009]*$")
_FOUND_THERE = lazy(r"\b(?:best|peaks?|peaked|maximum|maximal|max|maxes|optimal|optimum|highest|lowest|minimum|"
                    r"minimal|reach(?:es|ed)?|achieves?|achieved|attains?|attained|saturates?|saturated|plateaus?|"
                    r"levels? (?:off|out)|drops?|dropped|falls?|fell|tops?|topped|stalls?|stalled|stabili[sz]es?|"
                    r"stabili[sz]ed|stuck|settles?|settled|cross(?:es)?|crossed|lies|lie|occurs?|operates?|"
                    r"agrees?|agreed|accurate|reproducible|consistent|significant|detected|found)\b",
                    re.IGNORECASE)
# Verbs of a quantity arriving at a level: "coverage peaks at the 95% level" is found there.
_MOVES_TO = lazy(r"\b(?:peaks?|peaked|settles?|settled|plateaus?|saturat\w*|reach\w*|stall\w*|tops?|topped|"
                 r"stabili[sz]\w*|stuck|levels? (?:off|out)|drops?|dropped|falls?|fell|rises?|rose|climbs?|"
                 r"climbed|stays?|stayed|remains?|remained|converg\w*)\b", re.IGNORECASE)
_OPERATING_WORDS = ("recall", "precision", "sensitiv", "specific", "coverage", "fpr", "tpr", "false positive")
# The quantity read off an operating point, printed right before it: "655,000 queries per second for .7 recall"
# ("ScaNN answers at a recall of 0.93 and our index at a recall of 0.97" has none: red team 6).
_READ_OFF = lazy(r"[0-9](?:[ \u00a0\u2009]*(?:queries|requests|frames|tokens|samples|images|ops|items)?[ \u00a0\u2009]*"
                 r"(?:per[ \u00a0\u2009]+second|/s|QPS|fps|ms|µs|us|s)\b|[ \u00a0\u2009]*x)[ \u00a0\u2009]*(?:for|at)"
                 r"[ \u00a0\u2009]+(?:an?[ \u00a0\u2009]+|the[ \u00a0\u2009]+)?(?:recall|precision|sensitivity|specificity|"
                 r"coverage)?(?:[ \u00a0\u2009]+of)?[ \u00a0\u2009]*$", re.IGNORECASE)


# A reagent's purity as a wet-lab method states it: "choline chloride (99%, Sigma-Aldrich)", "DPPC (>99%) were
# supplied by Avanti", "glycerol (≥99.5% purity)". Only 90-100% and only where the purity word or the supplier is
# adjacent inside the same parentheses, or the parentheses hold nothing else and a supply verb follows; never with
# an outcome noun in the parentheses or right before them ("(97% yield, 99% purity)": the yield is found; red
# team 12 hid yields, accuracies and conversions behind "pure" anywhere near).
_SUPPLIERS = (r"Sigma|Aldrich|Sigma-Aldrich|Merck|Fisher Scientific|Thermo Fisher|Alfa Aesar|TCI|Avanti|VWR|Acros|"
              r"Carl Roth|Cambridge Isotope|CK Isotopes|Millipore")
_PURITY_RIGHT_AFTER = lazy(r"^[ \u00a0\u2009$]*(?:\\?%[ \u00a0\u2009]*)?(?:pur(?:e|ity)\b|,[^()]{0,40}?\b(?:"
                           + _SUPPLIERS + r")\b)", re.IGNORECASE)
_ONLY_IN_PARENS = lazy(r"\([ \u00a0\u2009$]*(?:[>≥~]|\\geq?)?[ \u00a0\u2009$]*$|"
                       r"\([A-Za-z$_{}0-9 ]{0,24},[ \u00a0\u2009$]*(?:[>≥~]|\\geq?)?[ \u00a0\u2009$]*$")
_PARENS_CLOSE = lazy(r"^[ \u00a0\u2009$]*\)")
_SUPPLIED_AFTER = lazy(r"\b(?:were|was)[ \u00a0\u2009]+(?:purchased|supplied|bought)\b|\bsupplied by\b|"
                       r"\bpurchased from\b", re.IGNORECASE)
_NOT_PURITY = lazy(r"\b(?:yields?|conversion|ee|selectivity|accura\w*|recovery|success|score|vs\.?|versus|"
                   r"variance|rate|efficiency)\b", re.IGNORECASE)


def _purity(c: Ctx) -> bool:
    if not (c.unit == "%" and 90 <= c.raw.value <= 100) or _NOT_PURITY.search(c.before[-30:]) or \
            _NOT_PURITY.search(c.after_raw[:30]):
        return False
    if _PURITY_RIGHT_AFTER.match(c.after_raw) and _IN_PARENS.search(c.before):
        return True
    rest = c.text[c.raw.unit_end : c.raw.unit_end + 240].split(". ", 1)[0]  # the same sentence only
    return bool(_ONLY_IN_PARENS.search(c.before)) and bool(_PARENS_CLOSE.match(c.after_raw)) and bool(
        _SUPPLIED_AFTER.search(rest))


_IN_PARENS = lazy(r"\([^()]{0,40}$")


# A subscripted symbol set to 0 or 1 switches a term off or on: "with ($\\kappa_\\mathrm{ext}=1$) and without
# ($\\kappa_\\mathrm{ext}=0$)" (atlas_impedance, set 18). Greek weights and gains only: a Latin name set to 0 may
# count an outcome ("$N_{fail} = 0$", "$E_{max} = 0$").
_SWITCH_SYMBOL = lazy(r"(?<![A-Za-z\\])[α-ω]_\{?[A-Za-zα-ω0-9]{1,8}\}?[ \u00a0\u2009]*=[ \u00a0\u2009$]*$")
# "the rule starting at line 41", "see line 4": a numbered line after a preposition is a place in a listing.
_LINE_AFTER_PREPOSITION = lazy(r"\b(?:at|in|on|see|from|to)[ \u00a0\u2009]+lines?[ \u00a0\u2009~]*$")
# A problem size written as a power: "the $64^2$ domain", "a $512^3$ grid".
_REACH_CLAIMED = lazy(r"\b(?:largest|biggest|maximum|max|solved?|solves|handled?|handles|scal\w*|reach\w*)\b",
                      re.IGNORECASE)
_POWER_SIZE = lazy(r"^[ \u00a0\u2009$]*\^\{?[23]\}?[ \u00a0\u2009$]*(?:[A-Za-z-]+[ \u00a0\u2009]+)?(?:domains?|grids?|"
                   r"meshe?s?|cells|points|elements|pixels|matri(?:x|ces)|lattices?|voxels|problems?)\b")


# The resolution of a model's or a data set's grid: "a 0.25° latitude-longitude grid", "at approximately 1°
# horizontal resolution", "0.125° (~14 km, ne240) resolution", "a grid spacing of 3 km": configured (a resolution
# a method reaches is an outcome: "our retrieval reaches a 0.3° resolution", role).
_GRID_AFTER = lazy(r"^[ \u00a0\u2009~]*(?P<unit>°|degrees?|deg|km|m|arc-?min(?:utes?)?)?(?![A-Za-z])[ \u00a0\u2009~]*"
                   r"(?:\([^()]{0,40}\)[ \u00a0\u2009~]*)?"
                   r"(?:(?:×|x)[ \u00a0\u2009]*[0-9.]+[ \u00a0\u2009]*(?:°|degrees?|km|m)?(?![A-Za-z])[ \u00a0\u2009~]*){0,2}"
                   # an image's voxels: "at 0.16 × 0.16 × 0.16 mm^3 resolution", "0.5 mm slice thickness"
                   r"(?P<vunit>(?:mm|cm|µm|μm|um|nm)(?:\^?[23]|[²³])?(?![A-Za-z])[ \u00a0\u2009~]*)?"
                   r"(?P<words>(?:(?!(?:in|on|at|of|for|to|every|each|the|a|an|per|across|over|and|or|with|than|from|by)\b)"
                   r"[A-Za-z][A-Za-z/-]*[ \u00a0\u2009]+){0,2})(?P<noun>grids?|mesh(?:es)?|resolution|isotropic|"
                   r"voxels?|slice[ \u00a0\u2009]+thickness)(?![-\w])",
                   re.IGNORECASE)
_GRID_BEFORE = lazy(r"\b(?:(?:grid|mesh)[ \u00a0\u2009]+(?:spacing|cell[ \u00a0\u2009]+size|resolution)|"
                    r"(?:voxel|pixel)[ \u00a0\u2009]+(?:size|dimension|spacing)|slice[ \u00a0\u2009]+thickness)s?"
                    r"[ \u00a0\u2009]*(?:of|is|was|=)?[ \u00a0\u2009$~]*$", re.IGNORECASE)
# A bare "resolution" is a grid's only with a grid's modifier or where the grid is used ("at 1° horizontal
# resolution", "using 0.25° (~28 km) resolution"); "our prototype has 1.2° angular resolution" is measured.
_PRODUCT_TAIL = lazy(r"(?:[0-9.]+[ \u00a0\u2009$]*(?:×|x|\\times)[ \u00a0\u2009$]*)+$")
_GRID_MODIFIER = lazy(r"\b(?:horizontal|spatial|grid|model)\b", re.IGNORECASE)
_GRID_USED_BEFORE = lazy(r"\b(?:at|using|with|on|to)[ \u00a0\u2009]+(?:(?:a|an|the|approximately|about|roughly|~)"
                         r"[ \u00a0\u2009]+)*$", re.IGNORECASE)
# What a method, an instrument or an error reaches is found: "our radar provides 1.2° resolution", "refines the mesh
# to 0.3 m", "stays stable up to a grid spacing of 12.5 km", "a 2.1 m grid-cell error" (red team 18).
_GRID_FOUND = lazy(r"\b(?:has|have|had|provides?|provided|offers?|offered|gives?|gave|achiev\w*|attain\w*|deliver\w*|"
                   r"refines?|refined|improv\w*|reduc\w*|errs?|errors?|rmse|bias|mae|accuracy|within|up to|down to|"
                   r"stable|stability|converg\w*|localis\w*|localiz\w*|"
                   # "the effective resolution was 0.6 mm isotropic": an image's measured sharpness
                   r"effective|resulting|final|reach\w*|actual|measured|estimated|FWHM|"
                   # a structure's map: "reconstructed at 0.4 nm resolution", "determined at 3.1 Å"
                   r"reconstruct\w*|determined|solved|resolved)\b", re.IGNORECASE)


# "a 24 Msun star", "the 100 MW load", "a 2 m lane change": an article right before a number that modifies a noun.
# From the spent papers' fail-closed numbers (164 settings, 47 ambiguous, 14 results, decimals included); what
# follows may still make it an outcome: a metric, a change, a total, a relative clause ("the 40 who dropped").
_THAT_CLAUSE = lazy(r"\bthat\b")
_ARTICLE_END = lazy(r"(?:^|[^A-Za-z])(?:[Aa]n?|[Tt]he)[ \u00a0~]+\$?[ \u00a0]*$")
_MODIFIED_OUTCOME = lazy(r"\b(?:total|reduction|improvement|increase|decrease|gain|drop|loss|higher|lower|more|less|"
                         r"fewer|better|worse|faster|slower|larger|smaller|differences?|levels?|regions?|margins?|"
                         r"suffices?|sufficient|enough|who|that|which|whose|of (?:the|all|them)|"
                         r"out of|R\^?2|r\^?2)\b", re.IGNORECASE)


def _article_modifier(c: Ctx) -> bool:
    # whole numbers only: "a 0.34 nm spacing" or "the 3.1 sigma level" were measured (red teams 5 and 6), and a
    # that-clause reports what was found ("shows that a 400 x 200 mesh suffices": red team 10)
    if not c.strict or not c.is_int or c.role == "outcome" or not _ARTICLE_END.search(c.before[-12:]) or \
            _THAT_CLAUSE.search(c.text, c.sentence_start, c.raw.start):
        return False
    after = c.after[:40]
    # "the 822 genes classified as adaptive": things a method found, like a relative clause
    return not _MODIFIED_OUTCOME.search(after) and not _has_any(after.lower(), _METRIC_STEMS) and not c.done_after \
        and not _observed_count(c)


# Verbs of a condition imposed on a sample or a modelled system, ending right before the number ("the column was
# heated to 100 °C", "the building is further depressurized to -15 Pa": vapor_sorption, set 46; graphene_salt).
_APPLIED_CONDITION = lazy(r"\b(?:pre)?(?:heated|cooled|(?:de|over|re)?pressuri[sz]ed|diluted|annealed|thermostated|"
                          r"equilibrated|chilled|warmed)(?: (?:back|up|down))? (?:to|at)\s*\$?\s*[-−]?\s*$", re.IGNORECASE)
_ASSIGNED_END = lazy(r"(?:[=<>≈≤≥~]|\\(?:approx|sim|leq?|geq?|lt|gt))\s*\$?\s*$")


def _field_strength(c: Ctx) -> bool:
    """"3T", "7T", "1.5T": an MRI magnet's class, glued to its tesla as scanners are named (fmri_encoding, set 46),
    so never a tera size (those print TB). No magnet in use exceeds 21.1 T; a value after a sign is assigned."""
    end = c.raw.end
    return (c.unit == "T" and c.text[end : end + 1] == "T" and not c.text[end + 1 : end + 2].isalnum()
            and 0 < c.raw.value <= 21.1 and not _ASSIGNED_END.search(c.before)
            and (c.role != "outcome" or bool(_SCANNER_AFTER.match(c.after_raw))))


# "were measured in a 3T Siemens MRI scanner": the scanner named right after is the instrument, whatever the verb
# (afq_insight, set 49)
_SCANNER_AFTER = lazy(r"^[ \u00a0\u2009]*(?:MRI|fMRI|MR|Siemens|GE|Philips|Bruker|Canon|Toshiba|scanners?|magnets?)\b")


def _grid_resolution(c: Ctx) -> bool:
    near = c.before[-30:].lower() + " " + c.after[:80].lower()
    if not _has_any(near, ("grid", "mesh", "resolution", "voxel", "isotropic", "thickness")) or c.role == "outcome" or \
            _MOVES_TO.search(c.before[-30:]):  # cheap: a noun near; "errors fall to 3 km resolution" is found
        return False
    if _GRID_FOUND.search(c.window[-80:]) or _GRID_FOUND.search(c.after[:60]):
        return False
    # a resolution has a unit: "a 400 x 200 mesh suffices" counts cells a study found enough (red team 13)
    after = _GRID_AFTER.match(c.after)
    if after is None and c.raw.unit:  # the scanner took the voxel's unit: "0.5 mm slice thickness"
        after = _GRID_AFTER.match(c.raw.unit + " " + c.after)
    # a factor of a product reads the words before its first factor: "at 0.16 × 0.16 × 0.16 mm^3 resolution"
    before = _PRODUCT_TAIL.sub("", c.before)
    if after and after.group("vunit") and not after.group("unit") and c.raw.unit not in ("km", "m"):
        # an image's voxels only as acquired ("acquired at 0.16 × 0.16 × 0.16 mm^3 resolution", "with 0.5 mm slice
        # thickness"), not as found ("blurring shrank to 0.45 mm isotropic", "a 0.6 mm slice thickness becomes
        # feasible": red team 44)
        return bool(_VOXEL_USED_BEFORE.search(before)) and not _voxel_found(c)
    if after and (after.group("unit") or c.raw.unit in ("km", "m")):
        return after.group("noun").lower() != "resolution" or bool(
            _GRID_MODIFIER.search(after.group("words")) or _GRID_USED_BEFORE.search(before))
    grid = _GRID_BEFORE.search(before)
    return grid is not None and not (grid.group().lower().startswith(("voxel", "pixel", "slice")) and _voxel_found(c))


def _voxel_found(c: Ctx) -> bool:
    return bool(_VOXEL_FOUND.search(c.window + " " + _to_stop(c.after)))


_VOXEL_USED_BEFORE = lazy(r"\b(?:at|using|with|acquired|imaged|scanned|recorded|resampled)[ \u00a0\u2009]+"
                          r"(?:(?:a|an|the|approximately|about|roughly|~|isotropic|nominal)[ \u00a0\u2009]+)*$",
                          re.IGNORECASE)
_VOXEL_FOUND = lazy(r"\b(?:mean|average|median|optimal|true|effective|derived|measured|estimated|audit\w*|found|"
                    r"resulting|final|correspond\w*|allow\w*|reveal\w*|feasib\w*|possible|enabl\w*|blur\w*|"
                    r"shr[ai]nk\w*|distinguish\w*|phantom\w*|smallest|best|finer|coarser|could|reach\w*|"
                    r"achiev\w*|improv\w*|reduc\w*|registration)\b", re.IGNORECASE)


# A latitude or longitude that bounds a domain or places a sampling line is chosen: "a box spanning 155-175°E;
# 25-40°N", "sections at 165°E", "the domain covers 25-53°N", "south of 35°S" (kuroshio_submeso, set 51; eke_trends,
# nldas_water, trilobite_div). Only with such a word: where a feature is, forms, moves or is placed is an outcome,
# and a red team placed 35 of 52 such findings ("The storm made landfall at 29.1°N", "The mean latitude of the jet
# is 42.3°N", "Our inversion places the hotspot at 31.2°N") when any coordinate was a setting (session 37).
_COORDINATE_AFTER = lazy(r"^[ \u00a0\u2009]*\^?[ \u00a0\u2009]*[°∘][ \u00a0\u2009]*[NSEW](?![A-Za-z0-9])")
_COORDINATE_FRAME = lazy(r"\b(?:spanning|spans?|box(?:es)?|domains?|bounded|bounding|sections?|transects?|along|"
                         r"moorings?|stations?|deployed|sampled|sampling|cruises?|covers|covering|averaged over|"
                         r"(?:north|south|east|west|poleward|equatorward) of)\b", re.IGNORECASE)
_COORDINATE_FOUND = lazy(r"\b(?:is|was|were|are|be|been|lies|lie|lay|centr\w*|center\w*|position\w*|situated|sits?|"
                         r"sat|displac\w*|migrat\w*|extend\w*|expand\w*|retreat\w*|advanc\w*|contract\w*|spread|"
                         r"poleward|equatorward|northward|southward|eastward|westward|farther|further|edge|boundary|"
                         r"limit|formed|forms?|made|crossed|cross(?:es)?|originat\w*|emerg\w*|recurv\w*|outcrops?|"
                         r"travel\w*|track\w*|places?|placed|puts?|increas\w*|decreas\w*|translat\w*|confin\w*|"
                         r"separat\w*|landfall|genesis|onset|source|epicent\w*|peak\w*|maxim\w*|minim\w*|"
                         r"strongest|largest|highest|lowest|appears?|occur\w*|found|observed|detected|rather)\b",
                         re.IGNORECASE)
# A bearing or a rate is no position: "30° E of north", "0.3°N per decade".
_COORDINATE_NOT = lazy(r"^[ \u00a0\u2009]*\^?[ \u00a0\u2009]*[°∘][ \u00a0\u2009]*[NSEW][ \u00a0\u2009]+(?:of|per|in)\b")


def _coordinate(c: Ctx) -> bool:
    if "°" not in c.after[:4] + c.after_raw[:4] or not (_COORDINATE_AFTER.match(c.after)
                                                         or _COORDINATE_AFTER.match(c.after_raw)):
        return False
    if _COORDINATE_NOT.match(c.after_raw) or "≈" in c.before[-4:] or c.role == "outcome":
        return False
    # the whole sentence up to the number: a comma must not hide "made landfall at 29.1°N, 89.6°W"
    return bool(_COORDINATE_FRAME.search(c.window)) and not _COORDINATE_FOUND.search(c.window) \
        and not _LOCATED.search(c.window)


# The symbols of an equation defined after it: "where $\\rho = 1000$ kg m$^{-3}$ is the water density; and
# $\\Delta z_1 = 0.1$ m, ... are the thicknesses of the layers" give constants and inputs, not measurements.
_WHERE_OPENS = lazy(r"[ \u00a0\u2009]*where\b", re.IGNORECASE)  # matched at the sentence start
_DEFINED_AS = lazy(r"\b(?:is|are)[ \u00a0\u2009]+(?:the|a|an)\b|\b(?:denotes?|represents?)\b")
_MEASURING = lazy(r"\b(?:measur\w*|observ\w*|found|estimat\w*|obtain\w*|reach\w*|record\w*|fitt?\w*|detect\w*|"
                  r"recover\w*|infer\w*|derived?|comput\w*|calculat\w*|retriev\w*|invert\w*|we|our)\b", re.IGNORECASE)


# Values listed after what found them: "SLSQP yields $x_1 = 0.284$, $x_2 = 0.607$", "whose roots are $\xi = 1/3$ and
# $\xi = -1$", "the minimizer of $\phi$ is $\xi = 0.33338$" (genopt, set 61): the list's later members are as found
# as its first, which the outcome verb decides alone.
_ASSIGNED_ITEM = r"[A-Za-zα-ωΑ-Ω\\][^\s=,;]{0,20}[ \u00a0\u2009$]*=[ \u00a0\u2009$]*"
_SOLVED_LIST = lazy(r"\b(?P<word>[A-Za-z]+)[ \u00a0\u2009$(]*(?P<items>(?:" + _ASSIGNED_ITEM + r"-?[0-9][0-9.,/]*[ \u00a0\u2009$)]*"
                    r"(?:[a-zA-Z/%]{1,4}[ \u00a0\u2009$)]*)?(?:,|;|and|, and)[ \u00a0\u2009$(]*)*)" + _ASSIGNED_ITEM + r"$")
_SOLUTION_NOUN = lazy(r"\b(?:roots?|minimi[sz]ers?|maximi[sz]ers?|optim(?:um|a)|solutions?|fixed[ \u00a0\u2009]+points?|"
                      r"equilibri(?:um|a))\b(?:[ \u00a0\u2009]+of[ \u00a0\u2009]+[^=,;]{1,30}?)?[ \u00a0\u2009]+"
                      r"(?:is|are|was|were|at|lies|lie)[ \u00a0\u2009$(]*$|\b(?:roots|solutions)$", re.IGNORECASE)


def _solved_values(c: Ctx) -> bool:
    m = _SOLVED_LIST.search(c.window)
    if m is None:
        return False
    if _SOLUTION_NOUN.search(c.window, 0, m.end("word")):
        return True
    # after an outcome word only a later member: the first is the verb's to decide ("maps (α = 2.0)" is a noun's)
    return m.group("word").lower() in OUTCOME_WORDS and m.group("items") != ""


def _where_definition(c: Ctx) -> bool:
    start = c.sentence_start
    if not _WHERE_OPENS.match(c.text, start, start + 12):
        return False
    rest = c.text[c.raw.end : c.raw.end + 200]
    defined = _DEFINED_AS.search(rest)
    # only up to the definition: "where v = 3.2 m/s is the measured speed" reports one
    if defined is None or _MEASURING.search(c.text, start, c.raw.end + defined.end() + 24):
        return False
    # a unitless value only when it names a knob: "where μ = 0.001 is the barrier parameter" (genopt, set 61);
    # "where R = 0.93 is the correlation coefficient" reports one
    # ... and not one the data chose: "where λ = 0.37 is the smoothing parameter selected by cross-validation",
    # "the relaxation parameter for which convergence was fastest" (red team 44)
    return c.physical_unit or bool(_KNOB_NOUN.match(rest, defined.end(), defined.end() + 60)
                                   and not _DATA_CHOSE.search(_to_stop(rest)))


def _to_stop(text: str) -> str:
    stop = text.find(". ")
    return text if stop < 0 else text[:stop]


def _where_found(c: Ctx) -> bool:
    """ "where ζ = 0.043 is the damping ratio identified from the free-decay test": a value defined after an equation
    as what the study found (red team 44)."""
    start = c.sentence_start
    if not _WHERE_OPENS.match(c.text, start, start + 12):
        return False
    rest = _to_stop(c.text[c.raw.end : c.raw.end + 240])
    defined = _DEFINED_AS.search(rest)
    return defined is not None and bool(_DATA_CHOSE.search(rest, defined.start()))


_DATA_CHOSE = lazy(r"optim|select|cross-?valid|tuned|learn|best|calibrat|\b(?:for|at|with|by) which\b|\bthat\b|"
                  r"identif|fitted|estimat|chosen by|minimi[sz]|maximi[sz]|\bgave\b|\bgives\b|yield|lowest|highest|"
                  r"smallest|largest|fastest|slowest|\bin our\b|\bfrom the\b", re.IGNORECASE)
_KNOB_NOUN = lazy(r"(?:[ \u00a0\u2009]+[A-Za-z-]+){0,2}?[ \u00a0\u2009]+(?:parameter|constant|weight|tolerance|"
                  r"step[ \u00a0\u2009]+size|learning[ \u00a0\u2009]+rate|penalty|bandwidth|damping|relaxation|"
                  r"threshold|cut-?off|smoothing)s?\b(?![ \u00a0\u2009]+(?:estimate|fitted|found|obtained))",
                  re.IGNORECASE)


def _dimensions(c: Ctx) -> bool:
    # whole factors, bare or in one letter's length scale: a domain of 30c × 25c × 25c (chords)
    if not (c.bare_int or (c.is_int and len(c.raw.unit) == 1 and c.raw.unit.isalpha())) or c.raw.exponent is not None:
        return False
    # the scanner reads $128^3$ whole (the number 128**3): its power is then inside the printed number
    caret = c.text.find("^", c.raw.start, c.raw.end)
    power = _POWER_SIZE.match(c.text[caret : c.raw.end] + c.after_raw if caret > 0 else c.after_raw)
    # its noun is its cue, unless the sentence claims it as a reach
    if not (power or _DIMENSION_AFTER.match(c.after_raw) or _DIMENSION_BEFORE.search(c.before[-16:])) or c.result_after:
        return False
    cued = _DIMENSION_CUE.search(c.window[-80:]) or (power and not _REACH_CLAIMED.search(c.window[-60:]))
    return bool(cued) and c.role != "outcome"  # "the refinement produced a mesh of 512 x 512 cells" is found


def _sigma_level(c: Ctx) -> bool:
    # From the digits on: the scanner may have read σ, or the s of s.e., as the number's unit.
    tail = c.text[c.raw.end : c.raw.end + 64]
    return bool(_SIGMA_LEVEL.match(tail) or (_SIGMA_IN_PARENS.match(tail) and _PM_OPEN.search(c.before[-32:])))


def _not_ranked(c: Ctx) -> bool:
    """The level is not a rank reached ("ranks in the 99% percentile"); falling within an interval is no rank, nor
    is what a band corresponds to ("the shaded areas correspond to the 95% confidence intervals", dlr_grid)."""
    if not _RANKED_IN.search(c.before):
        return True
    if not _conventional_level(c) or "percentile" in c.after[:40].lower():
        return False
    if _WITHIN_THE.search(c.before):
        return True
    # an interval's name after the level, not "the 99% confidence level" an excess reaches nor a quantile ranked in
    # (red team)
    return bool(_INTERVAL_LEVEL.match(c.after)) and "quantile" not in c.after[:40].lower()


def _conventional_level(c: Ctx) -> bool:
    value = round(c.raw.value, 6)
    if c.unit == "%":
        return value in _CONVENTIONAL_PERCENT
    return not c.unit and value in _CONVENTIONAL_ALPHA


# A verb that alters part of the input, then the share it alters ("mask 15% of the", "replacing 40% of the").
_ALTERS_SHARE = lazy(r"\b(?:mask(?:s|ed|ing)?|replac(?:e|es|ed|ing)|remov(?:e|es|ed|ing)|drop(?:s|ped|ping)?|"
                     r"delet(?:e|es|ed|ing)|corrupt(?:s|ed|ing)?|perturb(?:s|ed|ing)?|flip(?:s|ped|ping)?|"
                     r"shuffl(?:e|es|ed|ing)|swap(?:s|ped|ping)?|hold(?:s|ing)? out|held out|withh[eo]ld(?:s|ing)?|"
                     r"inject(?:s|ed|ing)?|zero(?:es|ed|ing)?(?: out)?|noise|poison(?:s|ed|ing)?|erase[sd]?|erasing)"
                     r"[ \u00a0\u2009]+(?:(?:only|about|approximately|roughly|up to|exactly|a|another|further)[ \u00a0\u2009]+)?$",
                     re.IGNORECASE)
# A stem of every verb _ALTERS_SHARE names: the pattern cannot match where none is present.
_ALTER_STEMS = ("mask", "replac", "remov", "drop", "delet", "corrupt", "perturb", "flip", "shuffl", "swap", "hold",
                "held", "withh", "inject", "zero", "noise", "poison", "eras")
_WE = lazy(r"\b[Ww]e\b")
_WE_DO = lazy(r"\b[Ww]e(?:[ \u00a0\u2009]+(?:then|also|first|further|additionally|instead|[a-z]+ly))*[ \u00a0\u2009]*$")
_BY_TO = lazy(r"\b(?:by|to|and)(?:[ \u00a0\u2009]+[a-z]+ly)?[ \u00a0\u2009]*$")
_OBSERVED_DOING = lazy(r"\b(?:ends? up|ended up|learns? to|learned to|learnt to|succeeds? in|succeeded in|seen|observed?|"
                       r"found|finds?|measured?)\b", re.IGNORECASE)
# Chance is what makes the share a design choice: a share found ("the filter removed 12% of the reads") is not
# drawn at random.
_RANDOM_BEFORE = lazy(r"\b(?:randomly|artificially)\b(?![ \u00a0\u2009]+[a-z]+ed\b)[^.;]*$", re.IGNORECASE)
_RANDOM_AFTER = lazy(r"\bat random\b|\brandomly\b(?![ \u00a0\u2009]+[a-z]+ed\b)", re.IGNORECASE)


def _random_share(c: Ctx) -> bool:
    if c.unit != "%" or c.role == "outcome":
        return False
    before = c.before[-48:]
    if not _has_any(before.lower(), _ALTER_STEMS):  # cheap: the end-anchored pattern costs ~6 us a percentage
        return False
    verb = _ALTERS_SHARE.search(before)
    if verb is None:
        return False
    # The authors alter it: "we (randomly) mask", "we dirty the data by replacing", "we chose to randomly drop";
    # a tool that "randomly removed 12% of the reads", a model that "learns to mask" or "ends up removing" is
    # observed doing so (red team 17).
    said = before[: verb.start()]
    if not (_WE_DO.search(said) or (_BY_TO.search(said) and _WE.search(c.clause))) or _OBSERVED_DOING.search(c.clause):
        return False
    # Chance must qualify the altering itself: an adverb before the verb, or "at random" after its object; not a
    # noun of the object ("removing 83.4% of the randomly injected noise", "for a randomly chosen input").
    return bool(_RANDOM_BEFORE.search(said) or _RANDOM_AFTER.search(c.after_raw[:48].split(".")[0].split(",")[0]))


_ESTIMATED_IN = lazy(r"\bestimat(?:e|es|ed|ing)\b(?:[ \u00a0\u2009]+with\b)?", re.IGNORECASE)
# Between the estimate and the value, a word that makes the value a parameter of how it was estimated: "we estimate
# the radii using a relation with $\xi=0.9$" ("estimates with $\eta=3$" are estimates that have it).
_ESTIMATED_USING = lazy(r"\b(?:using|with|assuming|given|via|from|where)\b", re.IGNORECASE)


def _estimated_value(c: Ctx) -> bool:
    found = list(_ESTIMATED_IN.finditer(c.window))  # the estimate nearest the number decides
    return bool(found) and not _ESTIMATED_USING.search(c.window, found[-1].end())


# The words after a percentage that make it a band's level ("the 95% band").
_BAND = lazy(r"^\)?[ \u00a0\u2009-]*(?:bands?|ribbons?|ellipses|envelopes?)\b")
# "The errors lie within a 3% band": what the data stayed inside was found, not chosen.
_LIES_WITHIN = lazy(r"\b(?:lie|lies|lay|stay|stays|stayed|remain|remains|remained|fall|falls|fell|fit|fits|are|is|were|"
                    r"was)(?:[ \u00a0\u2009]+all)?[ \u00a0\u2009]+(?:within|inside)[ \u00a0\u2009]+(?:an?|the)"
                    r"[ \u00a0\u2009]+(?:[0-9.]+[ \u00a0\u2009]*(?:%|\\%)?[ \u00a0\u2009]*(?:-|--|–|to)[ \u00a0\u2009]*)?$",
                    re.IGNORECASE)


def _interval_found(c: Ctx) -> bool:
    """An outcome verb right before "95% intervals" makes the percentage found ("the model achieved 93% prediction
    intervals"), except a verb that only presents intervals at a conventional level ("We report 95% confidence
    intervals", "shown with 90% credible intervals")."""
    last = (_words_and(c.before, "")[-1:] or ("",))[0]
    return last in OUTCOME_WORDS and not (last in _PRESENTING and _conventional_level(c))


# A physical condition a value holds at: "T1 = 1.6 s at 0.5 G", "measurements performed at 37 °C", "a CPU clocked at
# 3.7 GHz". Either a value stands right before "at" (the value is what was found, the condition where), or a verb
# that sets a condition does ("performed", "operated", "clocked", "held"; not "measured" or "estimated": "the field
# was measured at 0.5 G" gives the value). Only units of conditions (temperature, field, pressure, frequency,
# voltage, wavelength, particle energy): "reaches 95% at 3.2 ms" may report the latency (mip_optopt's budgets "at
# 120 s" stay results), and "stands at 11", "peaks at 3.2 K" never qualify.
_AT_END = r"[ \u00a0\u2009~$]*\bat[ \u00a0\u2009~$]*(?:(?:\\approx|≈|∼|\\sim|approximately|about|around|roughly)[ \u00a0\u2009~$]*)?$"
# The value's unit is a symbol: up to three letters, or any with a capital or a sign (GHz, mN/m); a lowercase word
# is a count of things found there ("we observe 2 peaks at 412 nm": where they are is found too).
# Not a value a change ends at ("the resistance drops to 0 at 92 K": where it drops is found), nor a bracket
# ("transition (Fig. 2) at 92 K": red team 19).
_VALUE_AT = lazy(r"[0-9](?:[ \u00a0\u2009]*(?:%|[A-Za-zµμ°/^·-]{1,3}|[a-zµμ°/^·-]*[A-Zµμ°/^·][A-Za-zµμ°/^·-]*))?"
                 r"[ \u00a0\u2009]*,?" + _AT_END)
_REACHED_AT = lazy(r"\b(?:to|reach\w*|hits?|attain\w*|drops?|falls?|vanish\w*)[ \u00a0\u2009~$]*[-−]?[0-9][^ ]*"
                   r"(?:[ \u00a0\u2009]+[^ ]{1,4})?[ \u00a0\u2009]*,?" + _AT_END, re.IGNORECASE)
# (not "operates at 94 GHz" or "can run at 120 Hz": what a device does may be its result, red team 19)
_CONDITION_VERBS = (r"performed|acquired|conducted|carried out|clocked|sampled|simulated|equilibrated|incubated|stored|"
                    r"heated|cooled|held|kept|maintained|taken|collected|cycled|thawed|centrifuged|annealed|grown|"
                    r"prepared|imaged|excited|illuminated|pumped|driven|biased|measurements|experiments|simulations|"
                    r"spectra")
_CONDITION_VERB_AT = lazy(r"\b(?:" + _CONDITION_VERBS + r"|"
                          # how tissue was cut and images were taken: "sectioned at 10 µm" (antsx_mouse, set 61)
                          r"(?P<prep>sectioned|sliced|cut|scanned|resampled|digiti[sz]ed))" + _AT_END,  # not "reconstructed at 0.4 nm": a map's resolution
                          re.IGNORECASE)
_CONDITION_UNIT = lazy(r"^[ \u00a0\u2009~$]*(?:\^?[°∘º](?![ \u00a0\u2009]*[CF](?![A-Za-z]))|"  # an angle
                       r"(?:\^?[°∘]|\^)?[ \u00a0\u2009]*(?:K|C|℃|F|G|mG|µT|μT|mT|nT|T|Oe|Pa|kPa|hPa|"
                       r"MPa|bar|mbar|atm|Torr|mTorr|mN/m|Hz|kHz|MHz|GHz|V|kV|mV|nm|µm|μm|eV|keV|MeV|GeV|TeV|rpm|RPM|"
                       # a source's power and current (or current density), a wavelength in ångström, a gas flow
                       # (b4c_multilayers, set 69; qian_depolblock's applied µA/cm²)
                       r"W|kW|mW|(?:[mµμn]?A(?:/cm)?)|Å|sccm))"
                       r"(?![A-Za-z0-9/])")  # the scanner's unit, or the text after a number it gave none


def _condition_at(c: Ctx) -> bool:
    if c.context == "table" or not (_CONDITION_UNIT.match(c.unit) if c.unit else _CONDITION_UNIT.match(c.after_raw)):
        return False
    verb = _CONDITION_VERB_AT.search(c.before)
    if verb and verb.group("prep") and _PREP_LIMIT.search(c.window + " " + _to_stop(c.after)):
        return False  # "the thinnest intact sections were sliced at 40 nm, the practical limit" (red team 44)
    return bool((_VALUE_AT.search(c.before) and not _REACHED_AT.search(c.before)) or verb)


# A condition an experiment is run at, named (condition_at's named form): a preposition, what was applied (a
# whitelist of qualifiers: "output power", "peak wavelength", "contact angle" and "binding energy" are outcomes and
# never match), then the value with a condition's unit. A bare energy is often computed (a configuration "with an
# energy of -3.21 eV"): only a beam's or a photon's is applied (b4c_multilayers, set 69).
_OPERATING_NOUNS = ("power", "current", "voltage", "bias", "energy", "wavelength", "angle", "pressure", "temperature",
                    "frequency")
_OPERATING_CONDITION = lazy(
    r"\b(?:at|using|with|under|applying)[ \u00a0]+(?:an?|the)?[ \u00a0]*"
    r"(?:(?:constant|fixed|nominal|applied|substrate|initial|bias|accelerating|acceleration|excitation|incident|"
    r"incidence|probe|operating|sputter(?:ing)?|discharge|supply|neutron|x-ray|laser|rf|dc|magnetron|target|"
    r"scattering|recoil|tilt|ambient|annealing|deposition|base|working|chamber|heater|set-?point|primary)"
    r"[ \u00a0]+){0,2}"
    r"(?:power|current|voltage|bias(?:[ \u00a0]+voltage)?|wavelength|angle|pressure|temperature|frequency|"
    r"(?:beam|photon|incident|excitation|primary|collision|impact)[ \u00a0]+energy)"
    r"[ \u00a0]*(?:of|at|=)?[ \u00a0\u2009~$]*[-−]?[ \u00a0\u2009]*$", re.IGNORECASE)
# "at" names a condition only after what the experimenters did ("grown at", "performed at a wavelength of"); an event
# or an optimum located at a value found it ("breaks down at a voltage of 87 V", "peak efficiency occurs at",
# "superconductivity sets in at", "achieves stable lasing at"): red-teamed before it landed.
# (a device that runs or operates at a value may report what it can do: only a passive says the authors ran it)
_EXPERIMENT_ACTION = lazy(r"\b(?:" + _CONDITION_VERBS + r"|deposited|sputtered|recorded|irradiated|tested|scanned|"
                          r"exposed|treated|processed|fabricated|synthesi[sz]ed|cured|dried|sintered|calcined|"
                          r"cultured|mounted|placed|positioned|tilted|done|used|applied|"
                          r"(?:is|are|was|were|been|being)[ \u00a0]+(?:[a-z]+ly[ \u00a0]+)?(?:run|operated))\b",
                          re.IGNORECASE)
_LOCATED_EVENT = lazy(r"\b(?:best|optim|peak|maxim|minim|onset|transition|break|fail|saturat|occur|happen|emerg|"
                      r"appear|vanish|sets? in|switch|threshold|resonan|critical|achiev|reach|attain|found|observ)",
                      re.IGNORECASE)


# After the value: the authors' use of it ("... with an energy of 36 MeV was used"), or what makes it an outcome: a
# comparison ("12 mA, down from 30 mA", "250 °C instead of 600 °C") or an event there ("where its coherence peaked").
_ACTION_AFTER = lazy(r"^[^.;]{0,60}?\b(?:was|were|has[ \u00a0]+been|have[ \u00a0]+been|is|are)[ \u00a0]+"
                     r"(?:used|applied|employed|chosen|set|selected)\b", re.IGNORECASE)
_COMPARED_AFTER_VALUE = lazy(r"^[^.;]{0,60}?\b(?:(?:down|up)[ \u00a0]+from|instead[ \u00a0]+of|compared|than|half|twice|"
                             r"fold|reduc\w*|lower|higher|improv\w*|decreas\w*|increas\w*|previous\w*|before)\b",
                             re.IGNORECASE)


# Qualifiers that say a condition was imposed: an applied current, an incident angle.
_IMPOSED = ("applied", "accelerating", "excitation", "incident", "incidence", "set-point", "setpoint")


def _operating_condition(c: Ctx) -> bool:
    m = _OPERATING_CONDITION.search(c.before)
    if m is None or c.role == "outcome" or c.result_after or not (
            _CONDITION_UNIT.match(c.unit) if c.raw.unit else _CONDITION_UNIT.match(c.after_raw)):
        return False
    head = c.clause_before(m.start())
    if _LOCATED_EVENT.search(head) or _MEASURED_HEAD.search(head) or _LIMIT_REACHED.search(head) or \
            _COMPARED_AFTER_VALUE.match(c.after_raw) or _LOCATED_EVENT.search(c.after_raw[:60]):
        return False
    # what the experimenters did must be said, before the condition or as its use after it: "our design works under
    # a voltage of 0.45 V" and "the sensor operates with a current of 3.4 µA" report what a device does (red team 49)
    # (so does a qualifier that says it was imposed)
    return bool(_EXPERIMENT_ACTION.search(head)) or _has_any(m.group().lower(), _IMPOSED) or (
        not m.group().lower().startswith("at") and bool(_ACTION_AFTER.match(c.after_raw)))


_PREP_LIMIT = lazy(r"\b(?:thinnest|thickest|finest|coarsest|smallest|largest|best|optimal|limit|minimum|maximum|could|"
                   r"managed|achiev\w*|reproduc\w*|report)\b", re.IGNORECASE)


# "measured at different depths of the BVH, in particular at levels $4$, $7$, $10$" (bvh_heuristics, set 34): a
# step, level or epoch named before its number is where a quantity was read. Where the sentence finds something at
# that step (converged, peaked, stopped, diverged) the step is an outcome.
_AT_NAMED_STEP = lazy(r"\bat[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+)?(?:[A-Z][A-Za-z]*[ \u00a0\u2009]+)?(?:levels?|depths?|"
                      r"epochs?|iterations?|steps?|rounds?|generations?|layers?|stages?|checkpoints?|timesteps?)"
                      r"[ \u00a0\u2009]+(?:[0-9][0-9.,]*[ \u00a0\u2009]*(?:,|and|or|, and|, or)[ \u00a0\u2009]*)*$")
_STEP_FOUND = lazy(r"\b(?:converg\w*|saturat\w*|plateau\w*|stops?|stopped|terminat\w*|diverg\w*|collaps\w*|"
                   r"fails?|failed|crash\w*|first|earliest|latest|last|only|peak\w*|reach\w*|best|optimal|maximum|"
                   r"minimum|becomes?|became|occurs?|occurred|onset|transitions?|emerges?|emerged|appears?|appeared|"
                   r"found|finds?|detected|identified|obtained|achieved|achieves?|highest|lowest|cross\w*|pass(?:es|ed)|"
                   r"exceed\w*|surpass\w*|hits?|attain\w*|trigger\w*|happen\w*|starts?|started|begins?|began|ends?|"
                   r"ended|drops?|dropped|rises?|rose|jumps?|jumped|switch\w*|changes?|changed)\b", re.IGNORECASE)


# Where a quantity is looked at, named as a coordinate or parameter set equal to a value: "the near-wake at $x/D=1$,
# $\lambda=1.9$", "profiles at $z/H=0.0$", "a BSA dimer at $d=1$ nm" (cft_redep, nanoplasmonics_bem, set 47;
# rollpitch_cfd, gnss_filter in older sets). Not where the sentence finds something there ("detected at $t=1.1$ s",
# "a turnover at $R_0 = 0.136$", "Re-independent at $Re_D = 0.8 \times 10^6$"), nor a statistic ("correlated at
# $r = .59$").
_AT_SYMBOL = lazy(r"\bat[ \u00a0\u2009]+(?!(?:least|most|best|worst|about|around|roughly|approximately)\b)"
                  r"(?:[a-z]+[ \u00a0\u2009]+){0,2}\$?[ \u00a0\u2009]*"
                  r"(?P<sym>[A-Za-z\\][^\s$=<>≤≥,;()]{0,20}(?:[ \u00a0\u2009]*/[ \u00a0\u2009]*[^\s$=<>≤≥,;()]{1,8})?)"
                  r"[ \u00a0\u2009]*=[ \u00a0\u2009]*\$?[ \u00a0\u2009]*$")
_AT_STATISTIC = lazy(r"^(?:[rRpPtzZF]|R\^?\{?2\}?|R²|\\chi\^?\{?2?\}?|χ\^?2?|\\rho|ρ|\\tau_?b?|AUC|ICC)(?:_\{?[A-Za-z0-9]*\}?)?$")
_FOUND_AT = lazy(r"\b(?:turnover|independent|correlat\w*|predict\w*|component|maxim\w*|minim\w*|knee|break|"
                 r"occurring|observed|largest|smallest|vanish\w*|disappear\w*|clos(?:es|ed|ing))\b",
                 re.IGNORECASE)


# Only where the clause names a view (a profile, field, plane or wake "at" the point) or an act of placing or
# showing: "at" alone also places what was found ("the wake sheds vortices at $St = 0.21$", "the flow becomes
# unstable at $Re = 2310$"; the set-26/27 red-team cases).
_VIEWED_AT = lazy(r"\b(?:profiles?|fields?|planes?|wakes?|near-wakes?|far-wakes?|contours?|slices?|snapshots?|"
                  r"cross-sections?|maps?|distances?|positions?|locations?)(?:[ \u00a0\u2009]+(?:of|in|behind|along|"
                  r"through|for)[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+|this[ \u00a0\u2009]+|a[ \u00a0\u2009]+)?"
                  r"[\w-]+(?:[ \u00a0\u2009]+[\w-]+)?)?[ \u00a0\u2009]*$", re.IGNORECASE)
_SHOWN_AT = lazy(r"\b(?:shown|plotted|displayed|drawn|placed|located|positioned|quantified|compared|evaluated|"
                 r"computed|extracted|taken|sampled|visuali[sz]ed)\b", re.IGNORECASE)


def _at_coordinate(c: Ctx) -> bool:
    if c.context == "table" or not c.strict or not c.assigned or c.role == "outcome":
        return False
    m = _AT_SYMBOL.search(c.before)
    if m is None or _AT_STATISTIC.match(m.group("sym").strip()):
        return False
    ahead = c.clause_before(m.start())  # the clause up to "at"
    if _STEP_FOUND.search(ahead) or _FOUND_AT.search(ahead):
        return False
    return bool(_VIEWED_AT.search(ahead) or _SHOWN_AT.search(ahead))


# "\item[Random100] 100 randomly created triangles in a cube region" (bvh_heuristics, set 34)
_RANDOMLY_MADE = lazy(r"^[ \u00a0\u2009]+(?:uniformly[ \u00a0\u2009]+)?randomly[ \u00a0\u2009]+(?:created|generated|sampled|"
                      r"drawn|chosen|selected|placed|initiali[sz]ed|simulated|synthesi[sz]ed|picked|positioned)\b")


# Only a verb of reading makes the step where a quantity was read; any other verb may report what happened at it
# ("overtakes the baseline at epoch 12", "overfits at epoch 40", "most accurate at layer 7": red team 21).
_READ_AT = lazy(r"\b(?:measured|evaluated|recorded|read|probed|sampled|reported|checkpointed|saved|logged|computed|"
                r"taken|extracted|collected|inspected|examined|visuali[sz]ed|plotted|shown|compared|analy[sz]ed|"
                r"we (?:measure|evaluate|record|probe|sample|report|save|log|compute|extract|collect|inspect|"
                r"examine|plot|compare|analy[sz]e))\b", re.IGNORECASE)


# The values a figure's curves are drawn at: "are (also) plotted at 0.5, 1, 1.5, 2 and 4.57 Gyr"; only the list's
# items up to the number stand between "at" and it (the group holds the last of them, if any).
_PLOTTED_AT = lazy(r"\b(?:plotted|overplotted|over-plotted|drawn|overlaid)[ \u00a0\u2009]+(?:at|for)[ \u00a0\u2009$~]*"
                   r"(?P<item>-?[0-9][0-9.]*[ \u00a0\u2009$~]*(?:,[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+)?|and[ \u00a0\u2009]+)"
                   r"[ \u00a0\u2009$~]*)*$")
_LIST_NEXT = lazy(r"^[ \u00a0\u2009$~]*(?:,|and)[ \u00a0\u2009$~]*-?[0-9]")  # the list's next item after the number


def _plotted_at(c: Ctx) -> bool:
    """An item of a list of values a figure's curves are drawn at: an item before it, or one after."""
    window = c.window[-120:]
    if not _has_any(window, ("lotted", "rawn", "verlaid")):  # cheap: the pattern needs one
        return False
    m = _PLOTTED_AT.search(window)
    return m is not None and (m.group("item") is not None or _LIST_NEXT.match(c.after_raw) is not None)

_MADE_BY_US = lazy(r"\b(?:we|our experiments?)[ \u00a0\u2009]+(?:\w+[ \u00a0\u2009]+)?(?:generat\w*|creat\w*|sampl\w*|draw\w*|"
                   r"use[sd]?|evaluat\w*|test\w*|run|ran|train\w*|select\w*|pick\w*|construct\w*|build|built)\b",
                   re.IGNORECASE)


_ANY_VERB = lazy(r"\b(?:is|are|was|were|be|been|has|have|had|[a-z]{2,}(?:s|ed))\b")


def _at_named_step(c: Ctx) -> bool:
    if not c.is_int or c.raw.exponent is not None or "at" not in c.before:
        return False
    read_there = bool(_READ_AT.search(c.window)) or not _ANY_VERB.search(c.window)  # a caption has no verb
    return read_there and bool(_AT_NAMED_STEP.search(c.before)) and not _STEP_FOUND.search(c.window) and \
        not _STEP_FOUND.search(c.after[:40])


def _evaluation_point(c: Ctx) -> bool:
    # Cheap necessary conditions first: a level or horizon word after, or an operating metric around the number.
    near = c.tail[:40].lower()
    operating = _has_any(c.before[-40:].lower(), _OPERATING_WORDS) or _has_any(c.after[:16].lower(), _OPERATING_WORDS)
    if not ("level" in near or "horizon" in near or operating):
        return False
    level = _LEVEL_AFTER.match(c.tail)
    if level is not None and level.group("noun").startswith("horizon"):
        return False  # "forecasts lose their skill at the 11 day horizon" is found (red team 6): no closed verb list
    if level is not None and _conventional_level(c) and c.role != "outcome" and not _MOVES_TO.search(c.clause):
        if _LEVEL_REACHED.search(c.window) or _LEVEL_REACHED.search(c.after_raw[:48]):
            return False
        if _NAMED_LEVEL.match(c.tail):
            return True  # "significant above the 95% confidence level": a level named as one is chosen
        if _PERCENTILE_LEVEL.match(c.tail) and _THE_BEFORE.search(c.before):
            return True  # a percentile: "greater than the 90% level of the same statistic in the control sample"
        # "significant at the 0.01 level": the level is chosen even though "significant" reports the finding
        return bool(_AT_THE.search(c.before)) and bool(_LEVEL_CONTEXT.search(c.window))
    if operating and (_OPERATING_BEFORE.search(c.before) or (_AT_FOR.search(c.before) and _OPERATING_AFTER.match(c.after))):
        # the quantity read off this point is printed before it: "655,000 queries per second for .7 recall"
        return c.raw.decimals <= 2 and not _FOUND_THERE.search(c.clause) and bool(_READ_OFF.search(c.before))
    return False


# A significance legend under a table: "**** p < .0001, *** p < .001, * p < .05" are thresholds.
_SIGNIFICANCE_LEGEND = lazy(r"(?:[*†‡]+|\^\{?[*†‡]+\}?)[ \u00a0\u2009$~]*[pP][ \u00a0\u2009$]*[<≤][ \u00a0\u2009$]*$")
# A CPU clock in the spec notation "E5-1650 v3 @ 3.50GHz", or a size naming its hardware ("25.0MB Cache").
_CLOCK_AT = lazy(r"(?:\b(?:CPU|Xeon|EPYC|Core|Ryzen|Threadripper|Opteron|Graviton|Gold|Platinum|Silver)\b|"
                 r"\b(?:i[3579]|E[3579]|W)-[0-9A-Z]+\b|\bv[0-9]\b|\b[0-9]{4}[A-Z]{0,3}\b)[ \u00a0\u2009]*@"
                 r"[ \u00a0\u2009]*$")  # "E5-1650 v3 @ 3.50GHz" ("closes timing @ 412 MHz" is found)
# ... or a size in the parenthesised spec list of a processor: "Xeon CPU (16 cores available, 3.00 GHz, ...)".
_USAGE_WORDS = frozenset(("peak", "usage", "used", "use", "consumed", "consumption", "utilization", "utilisation",
                          "footprint", "allocated", "resident", "max", "maximum", "average", "mean", "rss", "memory",
                          "working", "throttling", "needs", "needed", "with", "of", "whose"))
_PROCESSOR_SPEC = lazy(r"\b(?:CPUs?|GPUs?|processors?|Xeon|EPYC|Ryzen|Threadripper|Core|cores?)\b[^()]{0,40}\("
                       r"(?P<inside>[^()]*)$")


# A bound that defines a filter is chosen: "filtering criteria of R^2 >= 0.85 and SNR >= 5", "directions filtered
# (M = 46) by the coefficient of determination (>= 0.85)". Nothing that states an outcome may stand between the
# criterion and the bound: "all filtered fits have R^2 >= 0.97" is found.
_FILTER_BOUND = lazy(r"\b(?:criteri(?:a|on)|thresholds?|cut-?offs?|filtered|filtering|filter|selected by|"
                     r"selection)\b(?P<between>[^;]{0,80}?)[≥>≤<≲≳][ \u00a0\u2009$]*$", re.IGNORECASE)  # window: one sentence
_QUALITY_WORDS = _words("completeness purity precision recall accuracy attain attains attained retained surviving")
_STATES_OUTCOME = _words("have has had show shows showed reach reaches reached achieve achieves achieved is are was "
                         "were remain remains remained all every give gives gave yield yields yielded get gets got")
# A grid's spacing or a sweep's step: "on regular grids with 0.5 um spacing", "between 1 and 10 um in 0.5 um
# increments" ("converged in 12 steps" is an outcome: steps are not here).
_SPACING_AFTER = lazy(r"^[ \u00a0\u2009]*(?:[A-Za-zµ]{1,3}[ \u00a0\u2009]+)?(?:increments?|spacing|intervals?|bins?)\b",
                      re.IGNORECASE)
# "a 2 ms time step", "the commonly used 250 ms time bin" (replay_speed, set 72): the duration names the step
_TIME_STEP_AFTER = lazy(r"^[ \u00a0\u2009]*time[ \u00a0\u2009-]?(?:steps?|bins?|windows?)\b", re.IGNORECASE)
# A step the method arrived at: "the CFL condition limits the solver to a 0.37 ms time step", "the cross-validated
# optimum was a 120 ms time window", "the adaptive integrator settled on ..." (red team 51)
_TIME_STEP_FOUND = lazy(r"\b(?:learn\w*|discover\w*|identif\w*|maximi[sz]\w*|minimi[sz]\w*|favou?r\w*|most|"
                        r"integrat\w*|inferred|estimated|"
                        r"limit\w*|restrict\w*|settl\w*|optim\w*|cross-validat\w*|adaptive|CFL|stabilit\w*|"
                   r"converg\w*|select\w*|best|forced|requir\w*|allow\w*)\b", re.IGNORECASE)
_SPACING_BEFORE = lazy(r"\b(?:in|with|of)[ \u00a0\u2009]*(?:an? |the )?[ \u00a0\u2009$]*$", re.IGNORECASE)
# "The outbursts recur at 41.3 d intervals", "fringes appear with a 0.34 nm spacing" are found (red team 6).
_RECURS = lazy(r"\b(?:recurs?|recurred|recurring|appears?|appeared|occurs?|occurred|observed|measured|found|"
               r"detected|shows?|showed|exhibits?|exhibited|separated|repeats?|repeated)\b", re.IGNORECASE)


def _filter_bound(c: Ctx) -> bool:
    if c.before.rstrip(" \u00a0\u2009$")[-1:] not in "≥>≤<≲≳":
        return False
    m = _FILTER_BOUND.search(c.window)
    between = _words(m.group("between").lower().replace(",", " ")) if m is not None else frozenset()
    return m is not None and not (between & (_STATES_OUTCOME | OUTCOME_WORDS | _CHANGES | _QUALITY_WORDS))


# A cut-off that splits groups is chosen: "small clades (<10% initial frequency) and large clades (>=10%)", "patients
# aged < 65 and >= 65 years" (flu_delays, set 59). The same value bounds both sides in one sentence, and each bound
# names a group: it opens a parenthesis or follows with/aged/having/whose and a few words, or, elided, follows "and"
# or "or" right after a named one. A quantity that "was above 70% in one arm and below 70% in the other" is an
# outcome, as is any split the sentence says was found: "we find that stars with R_0 <= 0.136 have a shallower FFD
# than stars with R_0 > 0.136" (youngflares, set 4); red team 42.
_BOUND = (r"(?:(?P<upper><|≤|⩽|≦|\b(?:no|not)[ \u00a0](?:more|greater|larger|higher|older)[ \u00a0]than|"
          r"\b(?:less|fewer|smaller|lower|younger)[ \u00a0]than|\bat[ \u00a0]most|\bbelow)|"
          r"(?P<lower>>|≥|⩾|≧|\b(?:more|greater|larger|higher|older)[ \u00a0]than|\bat[ \u00a0]least|\babove|"
          r"\bexceed(?:s|ed|ing)?))[ \u00a0\u2009$~]*")
_BOUND_BEFORE = lazy(_BOUND + r"[-−]?$", re.IGNORECASE)
_BOUND_VALUE = lazy(_BOUND + r"(?P<value>[-−]?(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]+)?)(?![0-9])",
                    re.IGNORECASE)
_GROUP_FRAME = lazy(r"(?:\(|\b(?:with|aged|having|whose)\b(?:[ \u00a0\u2009]+[\w\\{}^-]+){0,3})[ \u00a0\u2009$~]*$",
                    re.IGNORECASE)
_ELIDED_FRAME = lazy(r"[^ \u00a0\u2009$~][ \u00a0\u2009$~]*(?:and|or|vs\.?|versus|,)[ \u00a0\u2009$~]*$")
_SPLIT_FOUND = lazy(r"\b(?:demonstrat\w*|confirm\w*|report\w*|measured|recorded|achiev\w*|reach\w*|obtain\w*|"
                    r"remain\w*|stay\w*)\b", re.IGNORECASE)
_CLAUSE_STOP = lazy(r"(?<!\bvs)(?<!\bi\.e)(?<!\be\.g)[.;!?](?:\s|$)")
_UNIT_ELIDED = lazy(r"(?:and|or|vs\.?|versus|to)\b|[,;)\]]|$")


def _bound_value(text: str) -> float:
    return float(text.replace(",", "").replace("−", "-"))


def _split_cut_off(c: Ctx) -> bool:
    if c.context == "table" or c.raw.exponent is not None or c.raw.scale:
        return False
    own = _BOUND_BEFORE.search(c.before[-40:])
    if own is None:
        return False
    start = max(c.sentence_start, c.raw.start - 240)
    head = c.text[start : c.raw.start]
    start += head.rfind(";") + 1  # one clause: a semicolon parts what either side states
    stop = _CLAUSE_STOP.search(c.text, c.raw.unit_end, c.raw.unit_end + 240)
    span = c.text[start : stop.start() if stop else c.raw.unit_end + 240]
    if _FINDING_VERB.search(span) or _SPLIT_FOUND.search(span):
        return False
    at = c.raw.start - start  # where the number stands in span
    own_at = at - (len(c.before[-40:]) - own.start())
    if own_at < 0:
        return False  # the bound stands before the clause: nothing in it names a group
    framed = bool(_GROUP_FRAME.search(span[:own_at]))
    other = "upper" if own.group("lower") else "lower"
    value = -abs(c.raw.value) if c.raw.negative else c.raw.value
    for m in _BOUND_VALUE.finditer(span):
        if m.start("value") >= at - 1 and m.start("value") <= at + 1 or not m.group(other):
            continue
        if _bound_value(m.group("value")) != value:
            continue
        after = span[m.end("value") :].lstrip(" \u00a0\u2009$~{}")
        unit = c.raw.unit
        if unit and not (after.startswith(unit) and not after[len(unit) : len(unit) + 1].isalpha()) \
                and not _UNIT_ELIDED.match(after):
            continue  # "below 5 ms ... above 5 s": another quantity
        if not unit and after[:1] == "%":
            continue
        counter = bool(_GROUP_FRAME.search(span[: m.start()]))
        first_framed = counter if m.start() < own_at else framed
        second_elided = _ELIDED_FRAME.search(span[: max(m.start(), own_at)])
        if (framed and counter) or (first_framed and second_elided):
            return True
    return False


_MEASURED_VERB = lazy(
    r"(?:reaches|achieves|sustains|measures|uses|consumes|occupies|saves|frees|needs|requires|takes|"
    r"footprint of|usage of|peak of|RAM of|size of the index is|"
    r"(?:memory|peak|footprint|usage|consumption)(?:[ \u00a0][A-Za-z]+)?[ \u00a0](?:is|was|were|are|of)|fits? in|fits? into|"
    r"runs? in|runs? within|versus|vs\.?|"
    # an intransitive change ends at what was measured: "peak memory drops to 24 GB" (red team 14); a transitive
    # one may be the authors' ("we reduce the cache to 2 GB")
    r"(?:drops?|dropped|falls?|fell|rises?|rose|grows?|grew|shrinks?|shrank|declines?|declined|climbs?|climbed|"
    r"jumps?|jumped|peaks?|peaked|goes (?:down|up)|went (?:down|up)|decreases|decreased|increases|increased|"
    r"(?:is|was|are|were) (?:reduced|lowered|cut|increased|raised))[ \u00a0](?:[a-z]+ly[ \u00a0])?(?:to|at|by|from|"
    # both ends of such a change were measured: "peak memory drops from 40 GB to 24 GB" (red team 15; an adverb,
    # "about" or a thin space in it, red team 16)
    r"from[ \u00a0](?:about |roughly |around |~)?[0-9][0-9.,]*[ \u00a0\u2009]?[A-Za-z%/]{0,8}[ \u00a0](?:down |up )?to))"
    r"[ \u00a0]*"
    r"(?:only |just |about |roughly )?$")
_INTEGER_RESULT_CUE = lazy(
    r"(?:accuracy|score|efficiency|speed-?up|factor|throughput|bandwidth|latency|runtime|reaches|achieves|"
    r"attains|sustains|obtains|yields|reduces|improves|rises|falls|drops|between|from|to|p|r|ρ)"
    r"[ \u00a0\u2009]*(?:[=:<>≤≥≈]|of|to|by)?[ \u00a0\u2009]*$", re.IGNORECASE)
_PERCENT_VERB = lazy(r"(?:by|to|reaches|achieves|adds|costs|incurs|saves|frees)[ \u00a0]*$")
# "12 million packets per second": a count per unit of time is a rate.
# "a" and "each" need a space after them: "0.6 as the criterion" is no "a s" (funnel_shap, set 62)
_PER_TIME = lazy(r"^[ \u00a0\u2009]*(?:[A-Za-z][A-Za-z-]*[ \u00a0\u2009]+){0,2}(?:(?:per|/)[ \u00a0\u2009]*|"
                 r"(?:an?|each)[ \u00a0\u2009]+)(?:second|sec|s|minute|min|hour|h|day)\b", re.IGNORECASE)
_RATE_UNIT = lazy(r"^[ \u00a0\u2009]*(?P<unit>[kMG]?(?:ops|op|req|requests|queries|QPS|IOPS|tokens|"
                  r"samples|images|frames|items|tx|transactions|it)(?:/s|/sec| per second)|QPS|IOPS|fps|FPS)"
                  r"(?![A-Za-z])")
# "Variant 1 is 2.0x faster", "GPU 0", "EPYC 7543": a capitalised name then an integer names a thing.
_LABEL_BEFORE = lazy(r"(?:^|[\s(\u00a0])([A-Z][a-z]*[A-Za-z]|[A-Z]{2,})[ \u00a0]?$")
_NOT_LABELS = {"Only", "About", "Over", "Under", "Nearly", "Almost", "Roughly", "Approximately", "Around", "Just",
               "All", "Some", "In", "On", "With", "For", "From", "Of", "At", "By", "To", "And", "Or", "The", "These",
               "Those", "Each", "Every", "Up", "Less", "More", "Fewer", "Than", "Within", "Below", "Above", "Exactly",
               "Another", "Until", "After", "Before", "Between", "Among", "Across", "Reaching", "Taking",
               "Using", "Overall", "Altogether", "Total", "Combined", "Both", "Top", "Bottom", "First", "Last",
               "When", "If", "Since", "While", "Whereas", "Although", "Then", "Thus", "So", "Yet", "But",
               # a title capitalises its verbs: "FastSort Is 3 Times Faster" (red team 49)
               "Is", "Are", "Was", "Were", "Be", "Has", "Have", "Had", "Gets", "Yields", "Achieves", "Reaches",
               "Reduces", "Improves", "Cuts", "Shrinks", "Saves", "Needs", "Takes", "Makes", "Runs", "Uses", "Via",
               "Per"}
# A multiplier or a share after the number compares it: "Shrinks Models 7 Fold" names no thing (red team 49).
_MULTIPLIER_AFTER = lazy(r"[ \u00a0-]*(?:times|fold|percent|per[ \u00a0]cent|x)\b", re.IGNORECASE)
# A version, also in a list ("Python versions 2.7, 3.4 and 3.6") or before the word ("the 1.0 release").
_VERSION = lazy(r"\b(?:versions?|releases?|rev\.?|v\.?)[ \u00a0\u2009]+(?:[0-9][0-9.]*[a-z]?,?[ \u00a0\u2009]*"
                r"(?:and[ \u00a0\u2009]+|or[ \u00a0\u2009]+)?)*$|\bv\.?$", re.IGNORECASE)
_VERSION_AFTER = lazy(r"^[ \u00a0\u2009]*(?:release|version)\b", re.IGNORECASE)
# A command-line option's argument: "-k 14", "--min-intronlength 30", "--scale=2.5".
_OPTION = lazy(r"(?:^|[\s`'\"(])--?[A-Za-z][A-Za-z0-9-]*[ =\u00a0]$")
# A compound modifier: "a 30-haplotype pangenome", "a 64-server testbed", "a 4-bit hint", "a 30-minute run";
# "10-fold" and "3-times" are magnitudes.
# "-fold" is a factor ("a 100-fold reduction"), except in "10-fold cross-validation", a chosen number of folds.
_HYPHEN_COMPOUND = lazy(r"^[-‐](?!(?:fold\b(?![ \u00a0\u2009-]*(?:cross[- ]?validat|CV\b|validation|split))|times?\b|x\b|"
                        r"percent\b|point\b|pp\b))[A-Za-z]")
# The compound names a metric's unit: "a 4.77-day MAE", "5-day error", "a 3-point gain" are values of the metric.
_COMPOUND_METRIC = lazy(r"^[-‐][A-Za-z]+(?:[ \u00a0\u2009-]+[A-Za-z]+)?[ \u00a0\u2009]+(?:MAE|RMSE|MSE|MAPE|errors?|"
                        r"accuracy|reductions?|improvements?|speed-?ups?|gains?|increases?|decreases?|loss|"
                        r"latency|overhead|lead|advantage|drop|deviation|bias|uncertainty|difference|gap|lag|"
                        r"periods?|periodicity|excess|deletion|insertion|life|lifetime|offset|shift|delay|margin)\b",
                        re.IGNORECASE)
# A date: "30 November", "June 3".
_MONTHS = r"(?:January|February|March|April|May|June|July|August|September|October|November|December|" \
          r"Jan\.?|Feb\.?|Mar\.?|Apr\.?|Jun\.?|Jul\.?|Aug\.?|Sep\.?|Sept\.?|Oct\.?|Nov\.?|Dec\.?)"
_DATE_AFTER = lazy(r"^[ \u00a0\u2009]*" + _MONTHS + r"\b")
_DATE_BEFORE = lazy(r"\b" + _MONTHS + r"[ \u00a0\u2009]*$")
# A date written with slashes, month first with its year ("12/31/2019", "03/06/17") or a span of days or months
# before one year ("05/13-16/17", "03/06-07/17"): each of its numbers is part of the date. The year is required,
# so a ratio or a fraction ("3/4", "30/40") stays a number.
_SLASH_DATE = lazy(r"(?<![\d/.])(?:(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01])"
                   r"(?:[-\u2013](?:(?:0?[1-9]|1[0-2])/)?(?:0?[1-9]|[12]\d|3[01]))?/(?:\d{2}|\d{4})"
                   # ... or year first: "a snapshot from 2020/10/28 07:47" (tdpot, set 61)
                   r"|(?:1[89]|20)\d\d/(?:0?[1-9]|1[0-2])/(?:0?[1-9]|[12]\d|3[01]))(?![\d/])")
# A cost counted in processor cycles ("runs in 6253 cycles", "costs 3 clock cycles"), unless a protocol's cycles
# ("for 30 cycles", "10 cycles of annealing", "every 5 cycles").
_CYCLES_AFTER = lazy(r"^[ \u00a0\u2009~]*(?:(?:clock|CPU|processor|core)[ \u00a0\u2009~]+)?cycles\b(?![ \u00a0\u2009]+of\b)",
                     re.IGNORECASE)
_CYCLES_PROTOCOL = lazy(r"\b(?:for|every|each|per|with|using|of|run|ran|repeated)[ \u00a0\u2009~$]*$", re.IGNORECASE)
# A time of day: the parts of 17:41:29 UTC, 9:30 a.m. (a zone or a.m./p.m. must follow: 4:5 is a ratio).
_CLOCK_BEFORE = lazy(r"(?<![0-9:])[0-9]{1,2}:(?:[0-5][0-9]:)?$")
_CLOCK_AFTER = lazy(r"^(?P<rest>(?::[0-5][0-9]){0,2})[ \u00a0\u2009~]*(?:UTC|GMT|CES?T|[ECMP][SD]T|JST|"
                    r"[AaPp]\.?[Mm]\.?(?![A-Za-z])|local[ \u00a0]time)")
# A threshold that defines a set of things: "duplications longer than 10 kb", "flows below 100 KB".
_SET_THRESHOLD = lazy(r"(?:^|\b(?P<prev>[A-Za-z]+)[ \u00a0\u2009]+)\b(?!(?:" + _VERBS_IN_S + r")\b)[a-z]{3,}s[ \u00a0\u2009(]+(?:(?:longer|shorter|larger|smaller|bigger|wider|narrower|greater|"
                      r"heavier|lighter|older|younger) than|above|below|over|under|exceeding)[ \u00a0\u2009]*$")
# A statistic over a sample: "the median of 10 runs", "averaged over 3 seeds": the count is the sample size.
_STATISTIC_OF = lazy(r"\b(?:median|mean|average|averaged|geomean|best|minimum|maximum|min|max|fastest|slowest|"
                     r"aggregated|pooled)[ \u00a0\u2009]+(?:of|over|across|from)(?:[ \u00a0\u2009]+the)?[ \u00a0\u2009]*$",
                     re.IGNORECASE)
# "these stars have only a mean of 34 epochs", "an average of 12 GPUs per job": a statistic's value, not a
# configured count (the definite "the median of 10 runs" names the sample a statistic is taken over).
_A_STATISTIC_OF = lazy(r"\ban?[ \u00a0\u2009]+(?:mean|median|average)[ \u00a0\u2009]+of[ \u00a0\u2009]*$", re.IGNORECASE)
# Repetitions of the experiment itself: "run each experiment 5 times", "repeated 10 times".
_REPETITION = lazy(r"\b(?:run|runs|ran|repeat|repeats|repeated|execute|executes|executed|perform|performs|"
                   r"performed|measure|measured|replicate|replicated)\b[^,;.]{0,50}$", re.IGNORECASE)
_TIMES_AFTER = lazy(r"^[ \u00a0\u2009]*times\b(?![ \u00a0\u2009]+(?:faster|slower|higher|lower|more|fewer|as|"
                    r"larger|smaller|less|better|worse))", re.IGNORECASE)
# Input verbs: what a tool was given, not what it produced ("indexed 7.3 terabases").
_INPUT_VERB = lazy(r"\b(?:indexed|indexing|downloaded|downloading|loaded|loading|ingested|ingesting|fed|"
                   r"simulated|simulating|subsampled|sampled|queried|(?:we|they|it|to) (?:index|download|load|ingest|"
                   r"simulate|subsample|sample|feed|query))[ \u00a0\u2009]+(?:(?:the|a|an|our|all|about|"
                   r"roughly|approximately|over|nearly)[ \u00a0\u2009]+)?$", re.IGNORECASE)
# The authors as the subject of a verb that puts things into the study, the number its direct object: "we
# performed 4096 simulations", "We then introduce 10 subscribers". Bound to the clause: only an article or an
# approximation may stand between verb and number, so "we trained 3 models in 42 hours" leaves 42 alone.
# Verbs that also report outcomes (found, obtained, fixed, took) are not here; "include" and "exclude" report
# a screening's outcome, and what was collected, built, studied or prepared may be what the study found
# ("we collected 23 crash dumps", red team 3). A modal states the plan: "we will perform 500 replicate simulations"
# (pdg_policycosts, set 60).
_WE_PUT_IN = lazy(
    r"\b[Ww]e[ \u00a0]+(?:(?:will|shall|would|can|could|may|might|must)[ \u00a0]+)?"  # a plan is chosen too
    r"(?:(?:then|first|also|additionally|further|next|finally|subsequently|again|separately|"
    r"independently|randomly|manually|initially|therefore|thus|now|only)[ \u00a0]+)?"
    r"(?:perform|performed|conduct|conducted|run|ran|repeat|repeated|introduce|introduced|generate|generated|"
    r"train|trained|evaluate|evaluated|test|tested|benchmark|benchmarked|compare|compared|recruit|recruited|draw|"
    r"drew|split|divide|divided|inject|injected|simulate|simulated|sample|sampled|select|selected|pick|picked|"
    r"implement|implemented|correlate|correlated|consider|considered|take|took)"
    r"[ \u00a0]+(?:(?:a total of|the|all|another|an additional|additional|a further|further|some|about|"
    r"approximately|roughly|around|~|∼)[ \u00a0]*)?$")
# A level named as a target, a policy, a scenario or a threshold is chosen: "a 98% CFE target", "100% 24/7 CFE
# policy", "CFE targets of 80%", "the local 68% recovery threshold". The noun must head the number's own
# phrase: no preposition or article between ("87% for the LRU policy" is a hit rate) and a function word or
# punctuation after it ("97% target accuracy on ImageNet" is an accuracy); and a bound
# ("targets above 85%") is no name: where a benefit starts is a finding.
_TARGET_AFTER = lazy(r"^[ \u00a0\u2009]*(?:(?!(?:for|at|in|on|of|under|to|near|the|a|an|with|by|from|over|within|"
                     r"across|per|than|and|or|is|was|are|were)\b)[A-Za-z0-9/-]+[ \u00a0\u2009]+){0,3}"
                     r"(?:targets?|goals?|polic(?:y|ies)|"
                     r"scenarios?|commitments?|mandates?|quotas?|thresholds?|cut-?offs?|limits?)"
                     r"(?:[ \u00a0\u2009]*(?:[.,;:()\u2014-]|$)|[ \u00a0\u2009]+(?:of|for|in|is|was|are|were|has|have|"
                     r"had|can|could|will|would|may|and|or|with|that|which|by|at|to|on|over|above|below|"
                     r"determined|defined|set|given|used|applied|chosen)\b)")
_TARGET_STEMS = ("target", "goal", "polic", "scenario", "commitment", "mandate", "quota", "threshold", "cut", "limit")
# One word may name what is targeted, and money its currency: "a target rate of \\$8/hour" (set 41).
_TARGET_BEFORE = lazy(r"\b(?:targets?|goals?|quotas?|mandates?)[ \u00a0\u2009]+(?:[a-z-]+[ \u00a0\u2009]+)?(?:of|=|:|set to)"
                      r"[ \u00a0\u2009]*(?:about |around |\(|like )?\$?[ \u00a0\u2009]*$")
# What is left after a selection is its outcome: "the final sample of 4041 stars", "the remaining 12 runs",
# "1,390,796 flare candidates recovered" (a participle of finding right after the counted noun).
_SELECTION_BEFORE = lazy(r"\b(?:final|remaining|resulting|surviving|retained)(?:[ \u00a0\u2009]+[A-Za-z-]+){0,4}"
                         r"[ \u00a0\u2009]+(?:of[ \u00a0\u2009]+)?(?:about |approximately |~|∼)?$"
                         r"|\b(?:final|remaining|resulting|surviving|retained)[ \u00a0\u2009]*$", re.IGNORECASE)
_SELECTION_STEMS = ("final", "remaining", "resulting", "surviving", "retained")
_FOUND_AFTER = lazy(r"^[ \u00a0\u2009]*(?:[A-Za-z-]+[ \u00a0\u2009]+){1,3}(?:recovered|detected|found|identified|"
                    r"observed|discovered|flagged|remained|survived|passed|failed|needed|required|showed|exhibited|"
                    r"significantly|differentially|"  # "10 genera that were significantly different"
                    r"had(?![ \u00a0\u2009]+(?:[0-9]|an?\b)))\b"  # "402 targets had rotation periods"
                    r"|^[ \u00a0\u2009]*(?:[A-Za-z-]+[ \u00a0\u2009]+){1,3}(?:in|of) (?:the|this|our) final\b")
# Nouns and adjectives of observed things: "we analysed 37 failures", "we collected 23 new bugs" count outcomes.
_OBSERVED_WORDS = _words(
    "failures failed failing errors erroneous bugs crashes violations conflicts successes successful correct "
    "incorrect wrong detections detected mismatches outliers anomalies regressions defects faults hits misses "
    "positives negatives hallucinations new unique distinct remaining surviving valid invalid resolved fixed "
    "passing passed completed finished converged diverged significant")
# The narrower set a preposition cannot make configured: nobody sets up failures or missing teeth ("outliers",
# "faults" and "unique" things may be planted or chosen: "with 15 outliers", "17 of the 20 faults").
_MADE_THINGS = _words("synthetic injected seeded planted artificial simulated known labelled labeled real mutant "
                      "mutated benchmark")
# A named source after the counted noun: "bugs in Defects4J", "errors from the BEA-2019 set"
_NAMED_SOURCE = lazy(r"\b(?:from|in|of)[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+)?[A-Z][A-Za-z]*[0-9A-Z]")
# "the smaller 10% sample", "a 20% random subsample" (ctmixtures, set 64): a sampling fraction, not one found
_SAMPLE_DRAWN = lazy(r"^[ \u00a0\u2009]*(?:(?:random|uniform|stratified|simple)[ \u00a0\u2009]+)?(?:sub-?)?samples?\b"
                     # the noun ends its phrase: "a 30% sample reduction", "91% sample efficiency" name a metric
                     r"(?=[ \u00a0\u2009]*(?:[,.;:)]|$|(?:with|of|and|or|from|in|for|at|is|was|were|are|has|had|"
                     r"where|which|that)\b))", re.IGNORECASE)
# ... named by an article, perhaps with the sample's kind: "the smaller 10%", "the larger, 20%", "a 20% random"
_SAMPLE_ARTICLE = lazy(r"\b(?:the|a|an|our|each)(?:[ \u00a0\u2009]+(?:larger|smaller|random|initial|first|second|"
                       r"training|held-out|validation|test|full|same)[ \u00a0\u2009]*,?)?[ \u00a0\u2009$]*$", re.IGNORECASE)
_FOUND_THINGS = _words("failures errors bugs crashes violations conflicts mismatches anomalies regressions defects "
                       "hallucinations detections misclassifications missing")


# A math constant or bound written in formulae: $p_f \geq 1$, $w \in [0, 1]$.
_MATH_BOUND = lazy(r"(?:[≤≥<>∈]|[\[(][ \u00a0\u2009]*-?[0-9.]+[ \u00a0\u2009]*,)[ \u00a0\u2009]*$")
# After an opening bracket a number starts a formula ("(2^{31} - 1)", "(4 π ε_0)", "(500 × 500)"), unless a plain word
# follows it and no unit: "($4{,}122$ edges)" and "($287$ private)" are counts in an aside (mathlib_network, set 36).
_MATH_OPEN = lazy(r"[\[(][ \u00a0\u2009]*$")
_WORD_AFTER = lazy(r"^[ \u00a0\u2009]+(?!(?:log|ln|exp|sin|cos|tan|mod|max|min|det|arg)\b)[a-z]{3,}\b")


# -- the sentence's roles ------------------------------------------------------------------------------
# The nearest governing word before a number, within its clause, tells its role. Outcome verbs make it
# what the study produced or observed; setting words make it an argument the authors chose.
OUTCOME_WORDS = _words(
    "found finds find identified identifies identify detected detects detect discovered discovers observed "
    "observes observe called calls took takes take needed needs achieved achieves achieve reached reaches "
    "attained attains yielded yields yield produced produces returned returns recovered "
    "recovers reported reports recorded records counted totals totaled totalled comprises comprised contains "
    "contained cited saw sees obtained obtains passed passes failed fails completed completes resolved resolves solved "
    "mapped maps aligned aligns assembled assembles classified classifies predicted predicts scored scores "
    "measured measures sustained sustains delivers delivered consumed consumes occupies occupied lasted lasts "
    "spent spends gained gains lost loses amounted stays stayed remains remained keeps kept shows showed "
    "exhibits exhibited exhibiting showing reaching meets met exceeds exceeded surpasses surpassed beats "
    "converged converges terminated terminates stabilized stabilizes stabilised stabilises saturated saturates "
    "outperformed outperforms outperform underperformed underperforms uncovered uncovers exposes exposed flags flagged "
    "surfaced report estimate measure obtain "
    # present tenses and outcome verbs of solver, agent and pruning papers ("Our model solves 87 tasks", "The attack
    # succeeds in 37 trials", "Our pruning removes 6 layers": red team 21)
    "solves wins won succeeds succeeded finishes finished requires required removes removed frees freed discovered "
    "mislabels mislabelled mislabeled rejects rejected overtakes overtook"
)
# Verbs whose object is what the authors put in ("indexed 7.3 terabases", "queried 100 Mb of reads").
INPUT_VERBS = _words("indexed downloaded simulated sampled subsampled loaded ingested queried fed")
# Verbs of configuring: their object is a chosen value ("we changed this value to 50 kbp").
SETTING_VERBS = _words("set changed change changes specify specified specifies configure configured tune tuned adjust "
                       "adjusted fix fixed choose chose chosen select selected limit limited cap capped "
                       # putting things into the experiment: "we start 10 brokers", "deployed 4 replicas"
                       "start starts started launch launches launched deploy deploys deployed spawn spawns spawned "
                       "instantiate instantiated provision provisioned "
                       # an assumption is put in, not found: "we assume 25 percent of households learn of it"
                       "assume assumes assumed")
# A metric named just before the number makes it that metric's value ("with an accuracy of 91"), but
# only through a linking word: in "throughput over 1,488 matrices" the count is not the throughput.
METRIC_WORDS = _words(
    "accuracy error latency throughput bandwidth speedup speed-up runtime precision recall utilization "
    "utilisation efficiency overhead slowdown perplexity loss improvement reduction gain score "
    "slope intercept exponent amplitude coefficient"
)
LINK_WORDS = _words("of is was are were be been to by about approximately roughly only just nearly almost")
OUTCOME_PHRASES = frozenset(("there were", "there are", "there was", "there is", "consists of", "consisted of",
                             "amounts to", "amounted to", "results in", "resulted in", "led to", "leads to",
                             # pairs of words only; "a total of" as the pair "total of" was measured: on the
                             # spent papers 4 more results for 11 more false alarms, so it is not read
                             "in total",
                             # an outcome verb before "with": "the refinement converged with 41 cells"
                             "converged with", "converges with", "ended with", "ends with", "finished with",
                             "finishes with", "terminated with", "terminates with", "stopped with", "stops with",
                             # a share of a measured profile: "accounting for around 70-80% of the time"
                             "accounting for", "accounts for", "accounted for", "account for",
                             # a reach claimed: "scales to 1000 simulated hosts"
                             "scales to", "scaled to"))
SETTING_WORDS = _words(
    "with using use used set sets fixed fix chose choose chosen select selected configure configured allocate "
    "allocated assign assigned each every per if when whenever unless given assuming vary varied varying sweep "
    "swept across on among for"
)
# A setting word governs the noun phrase right after it ("with 8 threads", "using a 2.5 GB archive"), not a
# number several words on ("with the exception of the removal of 61000 lines").
SETTING_REACH = 3
# An outcome verb reaches over its object and a prepositional phrase ("called 523 substitutions in 43 reads").
OUTCOME_REACH = 6
SETTING_PHRASES = frozenset(("we set", "for each", "for every", "set to", "fixed at", "up to",
                             # the target of a normalisation: "normalized into the range 0--1" (not "the
                             # normalized count was 14", which was found)
                             "normalized to", "normalized into", "normalized at", "normalised to", "normalised into",
                             "normalised at", "rescaled to", "rescaled into", "standardized to", "standardised to"))
# A passive outcome after the counted noun: "4,096 variants were detected", "12 bugs have been found".
_PASSIVE = lazy(r"^[ \u00a0\u2009]*(?:[^ \u00a0\u2009.,;]+[ \u00a0\u2009]+){0,3}(?:were|was|are|is|have been|has been|"
                r"had been|got)[ \u00a0\u2009]+(?:[a-z]+ly[ \u00a0\u2009]+)?(?P<verb>[a-z]+)\b")


_PASSIVE_WORDS = (" were ", " was ", " are ", " is ", " been ", " got ")


def passive_participle(after: str) -> str:
    if not _has_any(after[:80], _PASSIVE_WORDS):
        return ""
    m = _PASSIVE.match(after)
    return m.group("verb") if m is not None else ""


# What the authors put in: "33,088 reads were simulated", "12 genomes were selected".
INPUT_PARTICIPLES = _words("simulated sampled subsampled downloaded indexed loaded ingested synthesized drawn selected "
                           "chosen used injected inserted planted")


_CLAUSE_BREAK = lazy(r"[,;:()\[\]]|\b(?:while|whereas|but|which|that|where)\b")
_WORD = lazy(r"[A-Za-z][A-Za-z'+]*(?:-[A-Za-z'+]+)*")  # a dash between words (policy---results) splits them
_OPERATOR_SUBSCRIPT = lazy(r"_(?:" + _OPERATOR_WORDS + r")\b")


# Metric names that are not words of the sentence-role tables: they stop a setting word from reaching past them.
_METRIC_NAMES = _words("ndcg map mrr auc auroc auprc f1 bleu rouge iou miou dice psnr ssim fid mae mse rmse wer cer em "
                       "mmlu top-1 top-5 hit@1 hit@10 r@1 r@10 p@1 p@10 spearman pearson kendall")


# "Our method solved 31 tasks" found them; "the problem is solved with 2920 snapshots" says how it was set up.
_HOW_SOLVED = frozenset(("solved",))
_AUXILIARIES = frozenset(("is", "are", "was", "were", "be", "been", "being"))


# What each word of the sentence-role tables is, as bits: role() looks a word up once, and a word in no table
# (most words) only ends the run of linking words. Built on first use (cold start), from the tables themselves.
_K_METRIC, _K_METRIC_NAME, _K_LINK, _K_OUTCOME, _K_SETTING_VERB, _K_SETTING, _K_PHRASE_END = 1, 2, 4, 8, 16, 32, 64


@functools.lru_cache(maxsize=1)
def _role_kinds() -> dict[str, int]:
    kinds: dict[str, int] = {}
    tables = ((METRIC_WORDS, _K_METRIC), (_METRIC_NAMES, _K_METRIC_NAME), (LINK_WORDS, _K_LINK),
              (OUTCOME_WORDS, _K_OUTCOME), (INPUT_VERBS | SETTING_VERBS, _K_SETTING_VERB), (SETTING_WORDS, _K_SETTING),
              # the last word of a two-word phrase, and the "to" of "up to": where role() reads a pair
              ({p.rsplit(" ", 1)[-1] for p in OUTCOME_PHRASES | SETTING_PHRASES} | {"to"}, _K_PHRASE_END))
    for words, bit in tables:
        for w in words:
            kinds[w] = kinds.get(w, 0) | bit
    return kinds


def role(clause: str) -> str | None:
    """"outcome", "setting" or None: the nearest governing word of a number in its clause."""
    if "_" in clause:  # "DD_max" is one word, not two: the operator name must not push a verb out of reach
        clause = _OPERATOR_SUBSCRIPT.sub("", clause)
    words = [w.lower() for w in _WORD.findall(clause)][-14:]
    kinds = _role_kinds()
    linked = True  # every word between here and the number is a linking word
    near = len(words) - SETTING_REACH
    reach = len(words) - OUTCOME_REACH
    metric_between = False  # "for .7 recall and 61,000": the setting word governs the recall, not 61,000
    for i in range(len(words) - 1, -1, -1):
        kind = kinds.get(words[i], 0)
        if not kind:  # in no table: it only breaks the linking run
            linked = False
            continue
        if kind & _K_METRIC:
            if linked:
                return "outcome"
            metric_between = True
        elif kind & _K_METRIC_NAME:
            metric_between = True  # "for 0.9 nDCG and 61,000": nDCG, mAP, MRR govern their own value
        linked = linked and bool(kind & _K_LINK)
        if kind & _K_PHRASE_END and i:
            pair = words[i - 1] + " " + words[i]
            if pair in OUTCOME_PHRASES:
                return "outcome"
            if pair == "up to" and i >= 2 and (words[i - 2] == "by" or words[i - 2] in OUTCOME_WORDS):
                return "outcome"  # an outcome's bound: "reduces emissions by up to 572 kg", "exhibiting up to"
            if pair in SETTING_PHRASES and i >= near and not metric_between:
                return "setting"
        if kind & _K_OUTCOME and i >= reach and not (
                words[i] in _HOW_SOLVED and i and words[i - 1] in _AUXILIARIES):
            return "outcome"
        if kind & _K_SETTING_VERB and i >= reach:
            return "setting"  # the object of an input or setting verb: "queried 100 Mb", "changed X to 50"
        if kind & _K_SETTING and i >= near and not metric_between:
            return "setting"
    return None


# A clause that states a condition: "if we increase X from 25 to 200", "when the cache holds 4 GB".
_CONDITION = lazy(r"\b(?:if|when|whenever|unless|once|provided|assuming|given)\b[^,;]*$", re.IGNORECASE)
# A condition whose object is a that-clause: "If we assumed that heritability (h^2) was 20%" (micmac_neutrality,
# set 34); "that" breaks the clause, so the condition is read on the window up to the first comma.
# Only a hypothesis: "When we verified that our model reached 91.2%" reports (red team 21).
_CONDITION_THAT = lazy(r"\b(?:(?:[Ii]f|[Ww]hen|[Uu]nless)[^,;.]*\b(?:assum\w*|suppos\w*|requir\w*|impos\w*|demand\w*|"
                       r"allow\w*|constrain\w*|stipulat\w*)|[Aa]ssuming)\b[^,;.]*\bthat\b[^,;.]*$")
_CONDITION_CONTINUED = lazy(r"\b(?:if|when|whenever|unless|provided)\b[^,;.]*,[ \u00a0\u2009]*(?:and|or)\b[^,;]*$",
                            re.IGNORECASE)
# A sentence that opens with a condition: "At an incast degree of 256, Ridge ...", "On 30 haplotypes, ...".
# "Increasing g_i from 0.2 to 0.4 resulted in a 25.1% ...": a gerund that opens the sentence (after at most one
# adverb, "Finally,") or follows ";", "(", when, after, while, and the ends
# of the change it names; no digit between the gerund and "from" ("increasing the batch from 32 to 64 raised
# accuracy from 71%" keeps 71% a result).
_VARIED_FROM = lazy(r"(?:^(?:[A-Z][a-z]+(?: [a-z]+){0,2},\s*)?|[;:(]\s*|\b(?:when|after|while)\s+)(?:[Ii]ncreasing|[Dd]ecreasing|[Rr]aising|[Ll]owering|"
                    r"[Vv]arying|[Cc]hanging|[Dd]oubling|[Hh]alving|[Rr]educing)\s+(?P<what>(?:(?!\bfrom\b)[^0-9.;,]){0,50}?)"
                    r"\bfrom\s*[$~]*"
                    r"(?:-?[0-9][0-9.,]*[^0-9.;,]{0,40}?\bto\s*[$~]*)?$")
# The new value alone, at the sentence's opening, of a thing a design sets: "Doubling the subsample to 400,000 users
# changes ..." (funnel_shap, set 62). Not any noun: "Reducing the hospital admissions to 212", "Lowering the
# mortality to 12%" report what was achieved (red team 45).
_VARIED_TO = lazy(r"^(?:[A-Z][a-z]+(?: [a-z]+){0,2},\s*)?(?:Increasing|Decreasing|Raising|Lowering|Doubling|Halving|"
                  r"Reducing|Changing|Setting)\s+(?:the|our|its)\s+(?:[a-z-]+\s+){0,2}?(?:subsample|sub-sample|batch "
                  r"size|batch|training set|number of (?:epochs|layers|seeds|threads|workers|nodes|iterations|particles|"
                  r"trees|heads)|learning rate|step size|time step|window|budget|dose|grid spacing|resolution|horizon|"
                  r"ensemble size|population size|temperature)\s+to\s*[$~]*$")
_MEASURE_NOUNS = METRIC_WORDS | _OUTCOME_NOUNS | _words("wer cer time runtime memory energy cost costs power delay "
                                                          "latencies errors rate rates score scores yield footprint "
                                                          "hours failures collisions auroc auc bleu psnr mse rmse mae "
                                                          "fid elo iou ece perplexity")


_PRONOUNS = _words("it its them they this that these those")
_FINITE_WORDS = _words("is are was were has have had goes went becomes became stays stayed remains remained")
# An acronym names a metric far more often than a knob (AUROC, ECE, mAP, BLEU, IoU, PSNR, RMSE, FID).
_ACRONYM = lazy(r"(?=[A-Za-z]*[A-Z][A-Za-z]*[A-Z])[A-Za-z]{2,8}")


# The same change with the authors as its subject: "we vary the production share ... from 80 to 100%", "we
# therefore alter the renewable share from 85--100%".
_WE_VARIED = lazy(r"\b[Ww]e\s+(?:(?:then|therefore|thus|also|further|now|next|first|finally|[a-z]+ly)\s+){0,2}"
                  r"(?P<verb>vary|varied|alter|altered|change|changed|sweep|swept|scale|scaled|increase|increased|"
                  r"decrease|decreased|raise|raised|lower|lowered|double|doubled|halve|halved)\s+"
                  r"(?P<what>(?:(?!\bfrom\b)[^0-9.;,]){0,90}?)\bfrom\s*[$~]*"
                  r"(?:-?[0-9][0-9.,]*[^0-9.;,]{0,40}?(?:\bto|–|--|-)\s*[$~]*)?$")


_RANGE_NOUN = lazy(r"^[ \u00a0\u2009$~]*(?:(?:to|–|--|-)[ \u00a0\u2009$~]*-?[0-9][0-9.,]*[ \u00a0\u2009]*(?:\\?%|[A-Za-z/]{1,6}"
                   r"(?![A-Za-z]))?[ \u00a0\u2009$~]*)?([A-Za-z-]+)")


def _metric_follows(c: Ctx) -> bool:
    """A metric right after the range names what changed: "from 71.2% to 78.9% accuracy"."""
    m = _RANGE_NOUN.match(c.after)
    return m is not None and m.group(1).lower() in _MEASURE_NOUNS


def _varied_input(c: Ctx) -> bool:
    """A change the authors made, not one they measured: "reducing inference latency from 120 ms to 45 ms" names a
    metric, so its ends are results (red team 13)."""
    # from the sentence's start: "Finally, increasing g from 0.2 to 0.4 ..."; or with "we" as its subject, where
    # varying, altering or sweeping a thing is a manipulation whatever it names ("we vary the renewable
    # share from 80 to 100%") and a change or a direction may be an outcome ("we reduce latency from 120 to 45 ms",
    # "we change the error rate from 12% to 3%")
    m = _VARIED_FROM.search(c.opening)
    if m is None:
        m = _WE_VARIED.search(c.window)
        # ... unless a second clause starts in between ("we vary the prompt and accuracy goes from 71.2%") or a
        # metric follows the range ("we scale our method from 71.2% to 78.9% accuracy"; red team 16)
        if m is not None and m.group("verb").startswith(("var", "alt", "swe")) and not (
                _words(m.group("what").lower()) & (_CHANGES | _FINITE_WORDS)) and not _metric_follows(c):
            return True
    return m is not None and not _metric_follows(c) and not any(
        w.lower() in _MEASURE_NOUNS or w.lower() in _PRONOUNS or _ACRONYM.fullmatch(w) for w in _WORD.findall(m.group("what")))


# A map's drawing step: "(200 m contours)", "(50 m bands)" in parentheses, or "1 km contour intervals". Not a count
# or a layer found: "recovered 52 contours per slice", "alternating 3 cm bands of silt" (red team, session 36).
_CONTOUR_AFTER = lazy(r"^[ \u00a0\u2009~]*(?P<unit>(?:m|km|ft|hPa|mm|cm|K|°C|mbar|dB|ms|s)[ \u00a0\u2009~]+)?"
                      r"(?:(?P<drawn>contours|isolines|isobaths|isohyets|isotherms|bands)[ \u00a0\u2009~]*\)|"
                      r"contour[ \u00a0~]+(?:intervals?|spacing)\b)")


def _contour_interval(c: Ctx) -> bool:
    if not ("ont" in c.after[:12] or "iso" in c.after[:8] or "band" in c.after[:8]):
        return False
    m = _CONTOUR_AFTER.match(c.after)
    if m is None or (m.group("drawn") and not c.before.rstrip(" \u00a0\u2009~").endswith("(")):
        return False
    # bands need a unit: "(Landsat 8 bands)" are a sensor's, "(50 m bands)" a map's
    return m.group("drawn") != "bands" or bool(c.unit or m.group("unit"))


# An age that bounds who is in a population: "urban residents aged 15 to 64", "individuals who are older than 23",
# "head trauma patients aged 18-50", "76 subjects with ages 6-50" (nc_skills, set 50; 12 of 13 such spent labels are
# settings). Not an age the sample was found to have: "participants were aged 19-64", "stars have ages between",
# "patients aged 63.2 ± 5.1 years", "patients aged 64 (SD 7)" (red team, session 36).
_POPULATION_NOUNS = (r"patients|individuals|children|infants|people|persons|adults|participants|subjects|respondents|"
                     r"residents|women|men|boys|girls|mice|animals|dogs|students|youths?|donors")
_POPULATION_AGE = lazy(r"\b(?:" + _POPULATION_NOUNS + r"|those)"
                       r"[ \u00a0~]+(?:(?:who|that)[ \u00a0~]+(?:are|were)[ \u00a0~]+)?"
                       r"(?:aged|(?:older|younger)[ \u00a0~]+than|with[ \u00a0~]+ages?)[ \u00a0~]*(?:between|from)?"
                       r"[ \u00a0\u2009~$]*(?:[0-9]+[ \u00a0\u2009~$]*(?:,|and|or|to|–|--|-)[ \u00a0\u2009~$]*)*$",
                       re.IGNORECASE)
# ... only where the sentence defines the population (restricted to, consists of, recruited, data from) and finds
# nothing about it: "the model identified women aged 40 to 49 as the highest-risk group", "the oldest respondents
# were those aged 96 to 101" (red team, session 36).
_POPULATION_FRAME = lazy(r"\b(?:restrict\w*|consist\w*|includ\w*|recruit\w*|enrol\w*|eligib\w*|limited to|"
                         r"data (?:from|on|of)|target population|inclusion|criteri\w*|containing|comprising)\b",
                         re.IGNORECASE)
_POPULATION_FOUND = lazy(r"\b(?:identif\w*|select\w*|found|find\w*|most|least|highest|lowest|oldest|youngest|largest|"
                         r"smallest|greatest|fastest|slowest|strongest|weakest|steepest|peak\w*|separat\w*|cluster\w*|"
                         r"concentrat\w*|confined|accounted|risk|likely|surviv\w*|died|optimal|best|worst|threshold|"
                         r"breakpoint|waned|exceed\w*|rose|fell|occur\w*|recorded|cases?|deaths?|infect\w*|"
                         # events in a population and its comparisons are found (red team, session 37)
                         r"positive|seropositive|events?|projected|shift\w*|elevated|higher|lower|predominant\w*|"
                         r"mostly|mainly|majority|reported)\b", re.IGNORECASE)
# ... and a band one population is compared with is found: "2.3 times greater among patients aged 80 than ...".
_POPULATION_COMPARED = lazy(r"\b(?:than|greater|times|more|less|fewer)\b", re.IGNORECASE)
# ... or where the population qualifies what is measured, after a preposition or its own count, by one age or one
# band: "coverage among men aged 15-49 increased to 64.0%", "TMC coverage in men aged 19 was 11.0%", "5.43 million
# uncircumcised men aged 15-49 years" (zaf_circumcision, set 51: 14 such false alarms). Aged only: "older than"
# bounds found thresholds too ("risk rises sharply in adults older than 57").
_POPULATION_QUALIFIED = lazy(r"(?:\b(?:among|amongst|in|of|for|to|from)|[0-9%)])[ \u00a0~]+(?:[A-Za-z-]+[ \u00a0~]+){0,3}?"
                             r"(?:" + _POPULATION_NOUNS + r")"
                             # one age or one band: "aged 71, 78 and 84" are the ages of people observed
                             r"[ \u00a0~]+aged[ \u00a0~]*(?:between|from)?[ \u00a0\u2009~$]*"
                             r"(?:[0-9]+[ \u00a0\u2009~$]*(?:to|–|--|-)[ \u00a0\u2009~$]*)?$", re.IGNORECASE)


_AGE_LIST_NEXT = lazy(r"^[ \u00a0\u2009~$]*(?:,|and|or)[ \u00a0\u2009~$]*[0-9]")  # "aged 2 and 3": observed ages
_AGE_SPREAD = lazy(r"^[ \u00a0\u2009~$]*(?:years?[ \u00a0\u2009~]*)?(?:±|\\pm|\(|SD\b|sd\b)")


def _population_age(c: Ctx) -> bool:
    if not c.is_int or not ("age" in c.before[-40:] or "than" in c.before[-12:]) \
            or _AGE_SPREAD.match(c.after_raw):  # "aged 63.2 ± 5.1", "aged 64 (SD 7)"
        return False
    around = c.window[-120:] + " " + c.after_raw[:48]
    if _POPULATION_FOUND.search(around):
        return False
    if _POPULATION_AGE.search(c.before) and _POPULATION_FRAME.search(c.window[-120:]):
        return True  # the sentence defines the population
    return bool(_POPULATION_QUALIFIED.search(c.window[-100:])) and not _AGE_LIST_NEXT.match(c.after_raw) \
        and not _POPULATION_COMPARED.search(around)


_LEADING_CONDITION = lazy(r"^(?:At|With|Under|Using|Given|Across|On|For each|For every|Over)\b[^,;.]{0,70}$")

# The phrase must end with a comma soon after the number, before any finite verb ("At this rate the drive
# would last 7.3 years, ..." is a main clause).
_PHRASE_END = lazy(r"^[^,;.]{0,30},")
_FINITE = lazy(r"\b(?:is|are|was|were|would|will|can|could|may|might|has|have|had|does|did|it|we|they)\b")


# -- tables ----------------------------------------------------------------------------------------------
# A parameter or dataset table holds settings; its caption or first header says so.
_PARAM_CAPTION = lazy(r"(?<![-\w])(?:data ?sets?|parameters?|hyper-?parameters?|configurations?|settings?|priors|"
                      r"specifications?|hardware|characteristics|inputs?|assumptions|"
                      # the data's statistics, not those of what each model produced ("Storm statistics of each
                      # model": red team 18)
                      r"statistics of(?! (?:each|every|all|the) (?:[a-z-]+ )?(?:models?|methods?|simulations?|runs?|"
                      r"algorithms?|systems?|solvers?|ensembles?|experiments?|approach(?:es)?|predictions?|outputs?|"
                      r"forecasts?|trackers?|detectors?|configurations?)\b)|"
                      r"benchmarks? used|test matrices|corpora|workloads?|platforms?|machines?|"
                      r"summary of the (?:data|inputs)|examples?(?![ \u00a0~]*(?:[0-9]|\ue001))|details of|"
                      # what the authors generated as input: "Descriptions of the synthetic sources"
                      r"synthetic (?:sources?|data|models?|signals?|populations?|bodies|targets?)|"
                      # "Details about the computational grids used": only what was used ("Details about the
                      # assemblies produced by each assembler" are results: red team 10)
                      r"details (?:about|on)(?=.*\bused\b)|"
                      r"(?:node |system |hardware )architectures?|observations? (?:summary|log)|"
                      r"(?:summary|log) of (?:the )?observations|observing log)\b", re.IGNORECASE)
# What was used, as the caption's head ends: "List of NR waveforms used (to recalibrate the model)", "Queries used
# (in our experiments)"; not a resource that was used up ("RAM used while merging", "Lines of code used").
# The used thing must be the head's own noun: "Mismatch of the waveforms used" names a measured quantity of them.
_USED_HEAD = lazy(r"^(?:(?:list|set|summary|overview|table) of )?(?:(?! of )[^.;:,])*\bused$", re.IGNORECASE)
_RESOURCE_USED = lazy(r"\b(?:RAM|memory|time|times|energy|power|CPU|GPU|disk|storage|bandwidth|lines|code|budget|"
                      r"resources?|fuel|water|space)\b", re.IGNORECASE)
# What a benchmark or corpus holds, by its caption's head and the rest of it: "HetDocQA composition. Questions by type
# and split" (hetdocqa_rag, set 36); "Composition of the alloys" names no data set.
_COMPOSITION_HEAD = lazy(r"\b(?:composition|breakdown)\b", re.IGNORECASE)
_DATA_UNITS = lazy(r"\b(?:splits?|questions|queries|documents|corpus|benchmark)\b", re.IGNORECASE)
# How complete the input is, as the whole caption head: "Percentage of values missing in the NHANES data". Not a
# table of what methods did with the missing values ("Percentage of missing values recovered by each method",
# "Number of missing values per method left unimputed": red team 17).
_MISSING_HEAD = lazy(r"^(?:the )?(?:percentages?|fractions?|proportions?|shares?|numbers?|counts?) of "
                     r"(?:(?:values|entries|cells) missing|missing (?:values|entries|cells|data))$", re.IGNORECASE)
# The size of the labelled data, as the whole caption head: "Number of reference pixels" (s1_landsat_builtup, set 39),
# "Number of training samples". Not what a method did with them ("Number of test images misclassified").
_LABELLED_SIZE_HEAD = lazy(r"^(?:the )?(?:numbers?|counts?|sizes?) of (?:(?:labell?ed|annotated|reference|training|"
                           r"validation|test|testing|ground[- ]truth|calibration)[ -])+(?:samples|pixels|points|images|"
                           r"examples|instances|polygons|sites|records|observations|sequences|items|data)$", re.IGNORECASE)
_LABELLED_SIZE_VETO = lazy(r"\b(?:correct\w*|misclassifi\w*|detect\w*|predict\w*|recover\w*|found|remain\w*|retained|"
                           r"selected|kept|filtered|removed|discarded|errors?)\b", re.IGNORECASE)
_MISSING_VETO = lazy(r"recover|imput|fill|correct|detect|method|model|estimat|AUROC|AUC|error|RMSE|MAE|accura|\bleft\b|"
                     r"\bafter\b|\beach\b|\bper\b|\bbest\b", re.IGNORECASE)
# A caption that names a measured outcome makes a results table ("Accuracy on the datasets"); "This results in 27
# variables" is the verb (peat_depth's table of candidate predictors).
# The purpose of the experiments a parameter table configures, closing its caption: "... that investigate the effect
# of Θ." Only an effect studied, and nothing after it: "..., and the resulting IoU", "that evaluate segmentation
# accuracy" name results (red team 51).
_PURPOSE_CLAUSE = lazy(r"\b(?:that|which|to)[ \u00a0\u2009]+(?:investigate|study|examine|explore|probe|assess)s?"
                       r"[ \u00a0\u2009]+the[ \u00a0\u2009]+(?:effects?|impacts?|influences?|roles?)[ \u00a0\u2009]+of"
                       r"[^,;:.]{1,60}\.?[ \u00a0\u2009]*$", re.IGNORECASE)
_RESULT_CAPTION = lazy(r"\b(?:(?<!this )(?<!which )(?<!that )(?<!it )results?|results?(?! in\b)|MSE|RMSE|MAE|solved|performance|accuracy|speed-?ups?|runtimes?|run ?times?|throughput|"
                       r"latency|timings?|errors?|comparison|compared|memory (?:usage|footprint)|scores?|"
                       r"efficiency|overhead|recall|precision|F1|BLEU|AUC|(?:cp)?WER|CER|effect of|impact of|vs\.?|versus|"
                       # "the parameter properties and the computational effort" (dimsynth_minpar, set 71); not an
                       # effort the parameters were chosen to keep low ("chosen to keep the computational effort
                       # manageable": red team 50b)
                       r"(?:(?<=and the )|(?<=and )|(?<=^)|(?<=: ))(?:computational|numerical|computing) (?:efforts?|load)|"
                       r"ablation|scaling|speed|cost(?! assumptions)|energy|quality|outcomes?|iterations?|convergence|summary statistics|"
                       r"fitted|estimates?|estimated|measured|observed|detected|detections|predictions|medians?|credible|"
                       r"confidence intervals?|uncertaint(?:y|ies)|"
                       # a fidelity measured ("Detailed Fidelity of Optimization Levels": aux_qhe, set 64), not a
                       # model's grade or a target ("high-fidelity simulation settings", "target fidelities", "each
                       # fidelity level": red team 45c)
                       r"(?<![-\w])(?<!high )(?<!low )(?<!target )fidelit(?:y|ies)(?![ \u00a0\u2009-]+(?:levels?|models?|"
                       r"checklists?|simulations?|surrogates?)\b))\b", re.IGNORECASE)
# A cell that is one number, and a cell of words with no digit (a row's name).
_BARE_NUMBER_CELL = lazy(r"^[ \u00a0\u2009$]*[-−]?[0-9][0-9.,]*[ \u00a0\u2009$]*$")
_WORDS_CELL = lazy(r"^[^0-9]*[A-Za-z]{3}[^0-9]*$")


def _decimals(cell: str) -> int:
    """How many digits a printed number has after its decimal point."""
    text = cell.strip(" \u00a0\u2009$")
    return len(text) - text.index(".") - 1 if "." in text else 0


# A column of a sample's spread beside its centre: the table summarises measured data ("Selected attributes of the
# peat depth datasets": n, %, mean (SD) depth), not chosen inputs, whatever its caption calls the data.
_DISPERSION_HEADER = lazy(r"\b(?:mean|average|median)\b.{0,12}(?:\(|\$?\s*(?:±|\\pm|\+/-)\s*\$?)\s*(?:SD|s\.d\.|std|IQR|SE|s\.e\.)\b|"
                          r"^\W*(?:SD|std\.? ?dev\.?|IQR)\W*$|(?:\\mu\b|μ)\W{0,6}\(\W{0,3}(?:\\sigma\b|σ)", re.IGNORECASE)
_SAMPLE_SIZE_HEADER = lazy(r"^\W*[nN]\W*$")
# Words that make a results table only in the caption's first words ("Best-fit parameters", "Hyperparameter
# sensitivity"): further on they may describe a parameter table's columns ("..., log posterior density").
_RESULT_CAPTION_HEAD = lazy(r"\b(?:best[- ]?fit(?:ting)?|fit|fits|derived|inferred|posteriors?|a posteriori|"
                            r"retrieved|sensitivity|generali[sz]ation|robustness|constraints?|orbital|validated|"
                            r"generated|confirmed|discovered|counters)\b", re.IGNORECASE)
# A caption that opens with a statistic names what was measured: "The average context size and average potential
# understandability of the recorded data set" (vogt_robots, set 67), "Mean GPU execution times", "Median speed-up".
_STATISTIC_HEAD = lazy(r"^[ \u00a0]*(?:the[ \u00a0]+)?(?:average|mean|median)\b(?![ \u00a0]+(?:(?:of|the|values?)[ \u00a0]+)*"
                       r"(?:parameters?|settings?|inputs?|configurations?)\b)", re.IGNORECASE)
# Only the caption's head says what a table holds ("Iterations for Example 2", "Datasets used"): its first noun
# phrase, up to a punctuation mark or a preposition other than "of". A parameter word further on ("... in
# machine readable format", "Zero-shot transfer to unseen datasets") describes something else.
_CAPTION_HEAD = lazy(r"^[^.;:,]{0,120}?(?=[.;:,]|[ \u00a0\u2009](?:on|to|for|across|in|with|from|over|under|at|by|"
                     r"using|versus|vs|against|between|per)\b|$)", re.IGNORECASE)
# What stands before a caption's subject: the panel that holds the table and a phrase naming the table itself ("Left:
# Table with the kinematic parameters of the manipulator. Right: sketch", pkm_ik, set 48). The head is read after it.
_CAPTION_LEAD = lazy(r"^(?:(?:left|right|top|bottom|upper|lower)(?:[ \u00a0]+panel)?[ \u00a0]*:[ \u00a0]*)?"
                     r"(?:(?:the[ \u00a0]+)?tables?[ \u00a0]+(?:with|showing|listing|containing|presenting|giving|of)"
                     r"[ \u00a0]+(?:the[ \u00a0]+|all[ \u00a0]+)?)?", re.IGNORECASE)
# A caption head naming a fitted model or its estimates: its table holds estimates even when its first header is
# "Parameter" (the model's parameters, one per row).
_ESTIMATES_HEAD = lazy(r"\b(?:regressions?|coefficients?|odds ratios?|hazard ratios?|marginal effects?)\b", re.IGNORECASE)
_PARAM_FIRST_HEADER = lazy(r"^\W*(?:parameters?|hyper-?parameters?|settings?|options?|configuration|"
                           r"data ?sets?|name|property|variable|symbol|description)\b", re.IGNORECASE)
# Headers that describe the row's configuration (dataset or model descriptors), read as settings even in
# a results table. Hardware used ("CPU", "Threads") is not among them: in a results table it is measured.
_SETTING_HEADER = lazy(
    r"^\W*(?:#|no\.|num\.?|number of)?\s*(?:params?|parameters|model size|layers?|heads?|batch(?: size)?|"
    r"seeds?|epochs?|n|k|d|year|dataset size|vocab(?:ulary)?(?: size)?|context|seq(?:uence)?\.? len(?:gth)?|"
    r"lr|learning rate|dim(?:ension)?s?|rows|cols|columns|nnz(?:/n)?|m ?= ?n|nonzeros|width|depth|clock|frequency|size)\b"
    r"(?![+\-−/(]|[ \u00a0\u2009]*=)",  # "d=2" heads the results measured at d = 2; nnz(L) is computed
    re.IGNORECASE,
)
_AT_EXTREME = lazy(r"\bat[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+)?(?:max(?:imum)?|min(?:imum)?|best|peak|optim(?:um|al)|"
                   r"crossover|break-?even)\b", re.IGNORECASE)
_MEASURED_HEADER = lazy(r"\b(?:hours?|time|usage|peak|utili[sz]ation|seconds?|minutes?|days?)\b", re.IGNORECASE)
# What a tool is given, counted: a run of equal counts is the compared tools' common input only under such a header
# or row label ("# proteins 25,007 25,007", "Samples", "Episodes", "Questions"). Under any other noun a tie is
# an outcome ("Bugs 4 4", "CVEs 6 6 6", "QF_LIA 87 87 80 80" per solver: red team 19), so it fails closed. The noun
# is the whole header: "Tasks completed", "Tasks (completed)", "Hard instances", "Ours (multi-task)" count or name
# outcomes (red team 20).
_INPUT_HEADER = lazy(r"^\W*(?:#|no\.(?: of)?|num\.?|number of|total)?[ \u00a0]*"
                     r"(?:samples?|episodes?|questions?|steps?|proteins?|genes?|genomes?|sequences?|reads?|speeds?|"
                     r"instances?|programs?|problems?|tasks?|queries|images?|documents?|files?|subjects?|"
                     r"participants?|patients?|individuals?|scenarios?|trials?|items?|records?|variables?|"
                     r"clauses?|constraints?|nodes?|vertices|edges?|threads?|cores?|ranks?|processes|points?|"
                     r"tokens?|sentences?|pairs?|examples?|inputs?|targets?|species|sites?|loci|contigs?|"
                     r"chromosomes?|taxa|frames?|molecules?|atoms?|elements?|cells?|users?|requests?|jobs?)"
                     r"(?:[ \u00a0]*\[[^\]]*\]|[ \u00a0]*\((?:n|[^()a-z]*)\))?\W*$",
                     re.IGNORECASE)
_RESULT_HEADER = lazy(r"\b(?:throughput|latency|latencies|accuracy|acc|EM|F1|BLEU|ROUGE|AUC|score|speed-?up|time|"
                      r"runtime|error|loss|perplexity|gain|improvement|reduction|p50|p90|p95|p99|p99\.9|mean|"
                      r"median|avg|average|ops|QPS|IOPS|bandwidth|efficiency|utili[sz]ation|success|rate|"
                      r"recall|precision|mAP|ppl|energy|power|cost|memory|slowdown|overhead|"
                      r"NQ|TriviaQA|WebQ|PopQA|GLUE|MMLU|HumanEval|top-?1|top-?5|sensitivity|specificity|"
                      r"correct|wrong|mapped|found|detected|called|identified|"
                      # counts of outcomes: "Solved", "Agree", "Passed" (hurdy_gurdy)
                      r"solved|passed|failed|failures|agree|agreed|agreement|verified|proved|proven|timeouts?)\b",
                      re.IGNORECASE)


# Columns of a fitted model's table: an estimate, its error, its test statistic and p-value, its fit. A row label
# naming a factor ("Size Decay") does not make such a cell a setting.
_STATISTIC_HEADER = lazy(r"^\W*(?:estimates?|est\.|coef(?:f|ficients?)?\.?|β|\\beta|b|se|s\.e\.|std\.? ?err(?:or|\.)?|"
                         r"standard errors?|[tzF](?:[- ]?(?:values?|stat(?:istics?)?))?|p(?:[- ]?values?)?|"
                         r"df|d\.f\.|r\W{0,3}2|r-?squared|odds ratios?|or|hr|95\W*ci)\W*$", re.IGNORECASE)


# Symbols that name a problem size (N, n, m_J, dof); a result symbol (T, E, S, p, β) is not among them, nor are
# M, P, q (a cluster mass, a planet's period, a mass ratio rise down a sorted table too: red team 4). Only a leading column whose values rise down every row is read this way (table_swept_column).
_ISO_DATE = lazy(_MONTH_DAY + r"(?![0-9])")
_YEAR_HEADER = lazy(r"^\W*(?:years?|yr|dates?|(?:time )?periods?|published|publication(?: year| date)?)\W*$", re.IGNORECASE)  # not Person-years
_SWEEP_SYMBOL = lazy(r"^(?:[Nnm]|DOF|dof)(?:_\{?[A-Za-z0-9]+\}?)?(?:\^\{?[0-9A-Za-z]+\}?)?$")


# Under a caption about pruning or compression the nonzeros and parameters a column counts are what the method
# left, its outcome ("Sparsity of the pruned weight matrices": Nonzeros 9,112; red team 9), not a descriptor.
_SURVIVING_COUNT_HEADER = lazy(r"^\W*(?:#|no\.|num\.?|number of)?\s*(?:nnz|non-?zeros|params?|parameters|size)\b",
                               re.IGNORECASE)
_PRUNING = lazy(r"prun|sparsif|sparsit|compress|distill|quantiz|quantis", re.IGNORECASE)


# A search table: a "Parameter" column, a "Values" (or "Range", "Grid") column and a "Best" one. The values are the
# inputs tried; the best of them and its error are results (gradboost: Parameters, Values, Best, RMS). Without the
# Best column a Parameter/Value table may hold fitted results ("Orbital parameters of HD 21749 b": red team 4).
_PARAMETERS_HEADER = lazy(r"^\W*(?:hyper-?)?parameters?\W*$", re.IGNORECASE)
_VALUES_HEADER = lazy(r"^\W*(?:values?|ranges?|grid|search space|candidates|tested values)\W*$", re.IGNORECASE)
_CHOICE_HEADER = lazy(r"^\W*(?:best|optimal|optimum|selected|chosen)\b", re.IGNORECASE)


_LR_HEADER = lazy(r"LR(?![A-Za-z])")


# A symbol marked as estimated, recovered or optimal: a star, an est/rec/obs/opt subscript, or a hat or tilde where
# the text still holds one (the scanner prints $\hat{k}$ as "k", so a table header loses its hat: left).
_ESTIMATE_MARK = lazy(r"\\(?:wide)?hat\b|\\(?:wide)?tilde\b|\\check\b|[\u0302\u0303\u030c]|\^\{?(?:\*|\\ast|\\star)|"
                      r"(?<=[A-Za-zα-ωΑ-Ω])\*|_\{?(?:\\(?:mathrm|text|rm)\{)?(?:est|rec|obs|opt|fit|hat)\b")


# Row labels of a hardware specification; "measured", "achieved", "sustained" or a benchmark's name make a row a
# measurement ("Triad BW measured", "Sustained bandwidth").
_HW_QUALIFIER = (r"(?:#|no\.|number[ \u00a0]+of|total|base|max\.?|min\.?|peak|cpu|gpu|dram|mcdram|hbm|llc|l[123]|"
                 r"cuda|opencl|inst\.?|instruction|vector|simd|fp32|fp64|turbo|nvidia|intel|amd|main|system|host)")
_HW_NOUN = (r"(?:model|cores?|threads|sockets?|frequency|freq\.?|clock|tdp|size|memory|ram|cache|set|width|"
            r"extension|driver|version|perf\.?|performance|architecture|mode|processor|cpu|gpu)")
# The whole label names a part of the machine ("CPU Model", "Max Turbo Freq.", "FP64 Peak Perf.", "#{Cores} (HT)");
# "Memory Errors" or "Memory length" name something else.
_HARDWARE_ROW = lazy(r"^\W*(?:" + _HW_QUALIFIER + r"\W*)*" + _HW_NOUN + r"(?:\W+" + _HW_NOUN + r")?\W*"
                     r"(?:\([^()]*\)\W*)?$", re.IGNORECASE)
_MEASURED_ROW = lazy(r"\b(?:measured|achieved|sustained|observed|triad|stream|babelstream|bandwidth|bw|latency|"
                     r"runtime|time|speed-?up|throughput|utili[sz]ation)\b", re.IGNORECASE)


def header_is_setting(cell: str) -> bool:
    """A header that names a configuration descriptor: Params, #Layers, Batch size, Seeds, Year, nnz.

    A header that also names a measured quantity ("CPU hours", "GPU time") is a result column."""
    if _LR_HEADER.match(cell.strip()):
        return False  # beside kNN, SVM and MLP it is logistic regression, whose accuracy the column holds (fma_dataset)
    if _AT_EXTREME.search(cell):
        return False  # "d at max", "N at peak": where the best value was found, a result (density_sparse, set 34)
    if _ESTIMATE_MARK.search(cell):
        return False  # "$\hat{k}$", "$K^*$": an estimate or an optimum, a result (red team 21)
    return bool(_SETTING_HEADER.match(cell.strip())) and not _MEASURED_HEADER.search(cell)


def header_is_result(cell: str) -> bool:
    """A header naming a metric, or a rate unit (GFLOP/s, req/s): what is measured per unit time."""
    return bool(_RESULT_HEADER.search(cell)) or bool(_RATE.search(header_unit(cell) or ""))


@dataclass
class Cell:
    """What the table model says about one data cell."""

    unit: str | None
    role: str  # "setting", "result", "label" (the row-label column: a swept variable or a name), ""
    rule: str
    table_kind: str  # "parameters" or "results"
    year_column: bool = True  # headed Year/Date, or years only under no header: 2046 among 2564, 5954 is no year
    header: str = ""  # the column's header in force at the cell's row


@dataclass
class TableModel:
    """One table: its kind (from caption and headers), and per data row the headers and row label in force.

    Column headers come from rows with no number (a deluxetable's \\tablehead is such a row); a later
    header row (a second panel) applies to the rows after it. A row label is the first cell of a data
    row when it holds no number; when it names a measured quantity the table is row-oriented there
    (tools head the columns, quantities the rows) and that row's cells take its unit.
    """

    caption: str
    kind: str = "results"
    kind_rule: str = "table_results"
    headers: dict[int, str] = field(default_factory=dict)
    units: dict[int, str] = field(default_factory=dict)
    rows: dict[int, tuple[dict[int, str], dict[int, str], str]] = field(default_factory=dict)
    values: dict[int, list[tuple[int, float, bool]]] = field(default_factory=dict)  # per row: (col, value, a plain count)
    shared_rows: set[int] = field(default_factory=set)
    shared_cols: set[int] = field(default_factory=set)
    design_cols: set[int] = field(default_factory=set)  # leading columns whose values cycle in equal runs: factors
    grid_cols: set[int] = field(default_factory=set)  # leading columns whose rows enumerate a grid (_grid_columns)
    truth_rows: set[int] = field(default_factory=set)  # "true" rows of a recovery table: the known inputs
    spec_rows: set[int] = field(default_factory=set)  # rows of a hardware specification (Cores, TDP, Driver Version)
    first_cells: list[str] = field(default_factory=list)  # every row's first cell, numbers or not
    rising_cols: set[int] = field(default_factory=set)  # leading columns whose values rise down every row
    rank_cols: set[int] = field(default_factory=set)  # columns counting 1, 2, 3 ... down the rows (ties repeat)
    error_cols: set[int] = field(default_factory=set)  # columns with a row of standard errors under estimates
    first_headers: dict[int, str] | None = None
    in_setup: bool = False  # the table stands in a setup or description section
    header_blocks: set[int] = field(default_factory=set)  # header rows that hold numbers in their labels
    header_texts: set[str] = field(default_factory=set)  # a later panel may repeat a header row, nothing else
    first_row: tuple[int, list[tuple[int, str]], dict[int, str]] | None = None  # block, cells, headers above it
    year_cols: set[int] = field(default_factory=set)  # columns whose 4-digit values are all 1800-2099
    widest: int = 0  # the most cells any row has: a one-column table has no column of row labels
    sample_summary: bool = False  # a column gives a sample's spread (mean (SD)): its "n" counts what was recorded
    percents: dict[int, list[tuple[int, bool]]] = field(default_factory=dict)  # per row: (column, printed with %)
    share_cols: set[int] = field(default_factory=set)  # columns of differing percentages only: measured shares
    cell_texts: dict[int, list[tuple[int, str]]] = field(default_factory=dict)  # per data row: (column, cell text)
    values_lead: bool | None = None  # every row opens with its value and is named in a later cell (decided once)

    def add_header_row(self, cells: list[tuple[int, str]]) -> None:
        self.headers, self.units = dict(self.headers), dict(self.units)  # rows already seen keep theirs
        for col, cell in cells:
            text = cell.strip()
            if not text:
                continue
            unit = header_unit(text)
            if unit:
                self.units[col] = unit
            # Stacked header rows ("Time" over "(ms)", "Total Storms" over "(#/year)") read as one header.
            bracketed = text[:1] + text[-1:] in ("()", "[]")
            stacked = col in self.headers and (unit or bracketed) and not header_unit(self.headers[col])
            self.headers[col] = self.headers[col] + " " + text if stacked else text
        if self.first_headers is None and self.headers:  # a blank row before the header row names nothing
            self.first_headers = self.headers

    def add_data_row(self, block: int, label: str, values: list[tuple[int, float, bool]]) -> None:
        self.rows[block] = (self.headers, self.units, label)
        self.values[block] = values

    def decide_shared_inputs(self) -> None:
        """A count that several compared tools share unchanged is the size of their common input
        ("# proteins: 25,007 25,007 25,007 | 21,844 21,844"): a row or column of positive integers with
        runs of equal values, at most half of them distinct, is input, not outcome."""
        for block, values in self.values.items():
            if _shared([v for col, v, is_int in values if col > 0 and is_int], len(values)):
                self.shared_rows.add(block)
        by_col: dict[int, list[tuple[float, bool]]] = {}
        for values in self.values.values():
            for col, v, is_int in values:
                by_col.setdefault(col, []).append((v, is_int))
        for col, vals in by_col.items():
            if col > 0 and _shared([v for v, is_int in vals if is_int], len(vals)):
                self.shared_cols.add(col)
            if len(vals) >= 3 and vals[0][0] == 1 and all(is_int for _, is_int in vals) and \
                    all(b[0] - a[0] in (0, 1) for a, b in zip(vals, vals[1:])):
                self.rank_cols.add(col)
            if 0 < col <= 2 and len(vals) >= 3 and all(a[0] < b[0] for a, b in zip(vals, vals[1:])):
                self.rising_cols.add(col)
            # Only four-digit values vote: the month and day of "2014-05-25" share the column with its year.
            if all(is_int and 1800 <= v <= 2099 for v, is_int in vals if v >= 1000 or not is_int):
                self.year_cols.add(col)
        self.design_cols = _design_columns(list(self.values.values()))
        self.grid_cols = _grid_columns(list(self.values.values()))
        cells: dict[int, list[tuple[bool, float]]] = {}  # per column, over the data rows (a swept header left them)
        for block, values in self.values.items():
            for (col, value, _), (_, pct) in zip(values, self.percents[block]):
                cells.setdefault(col, []).append((pct, value))
        self.share_cols = {col for col, shares in cells.items() if len(shares) >= 3
                           and all(pct for pct, _ in shares) and len({v for _, v in shares}) > 1}

    def decide_swept_header(self, ruled: Callable[[int], bool]) -> None:
        """The first row may name its columns by the values swept along them (_is_swept_header); it is a header
        only if a rule line (\\midrule, \\hline) sets it off from the rows under it and every row under it has a
        non-whole value where it has whole ones ("TCP & 12 & 15 & 20" over "UDP & 9 & 11 & 14" is a results row,
        not a header: red team 8)."""
        if self.first_row is None:
            return
        block, cells, above = self.first_row
        unit = _unit_swept_header(cells)
        if unit:
            self._decide_unit_header(block, cells, above, unit, ruled)
            return
        if not _is_swept_header(cells, above):
            return
        # a longtable prints its header row again on every page (\endfirsthead, \endhead): the copies are headers
        repeats = [b for b, values in self.values.items() if b != block and values == self.values[block]]
        below = [values for b, values in self.values.items() if b != block and b not in repeats]
        numeric = {col for col, text in cells if col > 0 and _WHOLE.match(text.strip())}
        decimal = _decimal_progression([text.strip() for col, text in cells if col > 0 and text.strip()])
        if not below or not ruled(block) or not decimal and \
                any(all(is_int for col, _, is_int in values if col in numeric) for values in below):
            return
        self._make_header(block, repeats, cells, above)

    def _decide_unit_header(self, block: int, cells: list[tuple[int, str]], above: dict[int, str], unit: str,
                            ruled: Callable[[int], bool]) -> None:
        """"Network & 30 Min & 45 Min & 60 Min" over "Base & 42,229 & 175,828 & 441,170": a unit printed in the
        first row's cells only, on values rising along it, names the columns by the condition each holds
        (sydney_rail, set 58). A results row prints its unit, or another of its dimension, again below ("Model &
        12 ms & 15 ms" over "Base & 14 ms & 19 ms" stays data), and a rule line must set the row off."""
        below = [b for b in self.values if b != block]
        cols = {col for col, text in cells if col > 0 and _DIGIT.search(text)}
        if not below or not ruled(block) or any(
                _same_unit(w, unit) for b in below for col, text in self.cell_texts.get(b, ()) if col in cols
                for w in _WORD_RUN.findall(text)):
            return
        # Only the values name columns: the first cell ("Dataset", "Configuration") titles the row labels and must
        # not make a parameter table of the data under it (red team 41, round 2).
        self._make_header(block, [], [(col, text) for col, text in cells if col > 0], above)

    def _make_header(self, block: int, repeats: list[int], cells: list[tuple[int, str]],
                     above: dict[int, str]) -> None:
        for b in [block, *repeats]:
            self.header_blocks.add(b)
            del self.rows[b], self.values[b]
        at_end = (self.headers, self.units)  # in force after the last row (read for the header rows' own numbers)
        self.headers = dict(above)  # the headers in force where the row stood, then the row itself
        self.add_header_row(cells)
        for b, (headers, _units, label) in list(self.rows.items()):
            if headers == above:  # rows under it, up to any later panel's own header row
                self.rows[b] = (self.headers, self.units, label)
        if at_end[0] != above:  # a later panel's header row still holds at the end
            self.headers, self.units = at_end

    def decide_truth_rows(self) -> None:
        """A recovery test prints the known input beside what was recovered ("true 800.00 ..." over "estimated
        799.91 ..."): rows labelled as the truth are settings, but only in a table that also has rows labelled
        as estimates (a lone row labelled "true" proves nothing)."""
        labels = {block: label.strip().lower() for block, (_, _, label) in self.rows.items()}
        if any(_ESTIMATE_ROW.match(label) for label in labels.values()):
            self.truth_rows = {block for block, label in labels.items() if _TRUTH_ROW.match(label)}

    def decide_spec_rows(self) -> None:
        """A machine's specification laid out in rows ("CPU Model", "Cores", "Base Frequency", "TDP", "Driver
        Version"): those rows describe the hardware used, in whatever table, even one whose caption also names a
        measured row (fpu_hpc, set 40: "Shown bandwidth (BW) measured with BabelStream"; spyjac, set 41). Only when
        three or more row labels name hardware, so "Memory" alone in a results table stays a measurement."""
        def hardware(label: str) -> bool:
            return bool(_HARDWARE_ROW.match(label)) and not _MEASURED_ROW.search(label)

        # rows without numbers count too: "Instruction Set & SSE4.2 & AVX2" reads as a header row
        if sum(hardware(cell) for cell in self.first_cells) >= 3:
            self.spec_rows = {block for block, (_, _, label) in self.rows.items() if label and hardware(label)}

    def decide_kind(self) -> None:
        caption = _CAPTION_LEAD.sub("", self.caption.strip(), count=1)
        headers = self.first_headers or {}
        names = [headers[c] for c in sorted(headers)]
        results_named = any(header_is_result(h) or header_unit(h) for c, h in headers.items() if c > 0)
        head = _CAPTION_HEAD.match(caption.strip())
        result_head = bool(head and (_RESULT_CAPTION_HEAD.search(" ".join(head.group().split()[:4]))
                                     or _STATISTIC_HEAD.match(head.group())))
        if result_head:
            return  # "Best fit parameters", "Orbital parameters of ...": a results table whatever its headers
        if any(_DISPERSION_HEADER.search(h) for headers, _, label in self.rows.values()
               for h in (*headers.values(), label)):
            self.sample_summary = True
            return  # "mean (SD) depth" summarises a recorded sample, however its caption names the data (peat_depth)
        if head and _ESTIMATES_HEAD.search(head.group()) and not _PARAM_CAPTION.search(head.group()):
            return  # "Proportional Odds Logistic Regression", "Regression coefficients": a model's estimates
        used = bool(head and _USED_HEAD.search(head.group().strip()) and not _RESOURCE_USED.search(head.group()))
        # "Parameters used in experiments that investigate the effect of Θ" (priority_queues, set 72): what the
        # experiments study is no result of the table, when no column names one
        purpose = None if results_named else _PURPOSE_CLAUSE.search(caption)
        judged = caption[: purpose.start()] if purpose else caption
        if head and (_PARAM_CAPTION.search(head.group()) or used or (
                _COMPOSITION_HEAD.search(head.group()) and _DATA_UNITS.search(caption)) or (
                _MISSING_HEAD.match(head.group().strip()) and not _MISSING_VETO.search(caption)) or (
                _LABELLED_SIZE_HEAD.match(head.group().strip()) and not _LABELLED_SIZE_VETO.search(caption))) and \
                not _RESULT_CAPTION.search(judged):
            self.kind, self.kind_rule = "parameters", "table_parameter_caption"
        elif names and _PARAM_FIRST_HEADER.match(names[0]) and not results_named and \
                not _RESULT_CAPTION.search(caption):
            self.kind, self.kind_rule = "parameters", "table_parameter_header"
        elif self.in_setup and not results_named and not _RESULT_CAPTION.search(caption) and not any(
                header_is_result(label) for _, _, label in self.rows.values()):
            self.kind, self.kind_rule = "parameters", "table_in_setup"

    def _values_lead(self) -> bool:
        """Every data row is a bare number and then only words: "50.71 & Slatkin Exact for Classes" under
        "Importance & Predictor Variable" (ctmixtures, set 64). The first column holds the values, not the rows'
        names."""
        if self.values_lead is None:
            rows = [cells for cells in self.cell_texts.values() if any(text.strip() for _, text in cells)]
            # ... and holds no other number: a swept first column ("γ & survival & fidelity & status") leads rows
            # of values (teleport, set 49)
            # Measured values carry a common precision ("100.00", "50.71"); codes, ports, doses, days and mixed
            # hyperparameters ("0.001 & learning rate", "32 & batch size") do not (red team 45c).
            decimals = {_decimals(cells[0][1]) for cells in rows if cells}
            self.values_lead = len(rows) >= 2 and len(decimals) == 1 and min(decimals) > 0 and all(
                cells and _BARE_NUMBER_CELL.match(cells[0][1]) is not None
                and all(_WORDS_CELL.match(text) or not text.strip() for _, text in cells[1:])
                and any(text.strip() for _, text in cells[1:]) for cells in rows)
        return self.values_lead

    def _names_input(self, col: int, header: str) -> bool:
        """The column's header names an input, and so does the header row above it, if any: "Repaired" over
        "programs" counts outcomes (a lower header row replaces the upper one in `headers`: red team 20)."""
        top = (self.first_headers or {}).get(col, "").strip()
        return bool(_INPUT_HEADER.match(header)) and (not top or top == header or bool(_INPUT_HEADER.match(top)))

    def cell(self, block: int, col: int) -> Cell:
        cell = self._cell(block, col)
        headers = self.rows.get(block, (self.headers, self.units, ""))[0]
        header = headers.get(col, "").strip()
        # Years by their header; by their values only under no header: an Elo column of 2013, 1946 and 2029 or
        # solved counts of 2041 and 1987 are quantities (red team 8).
        if not _YEAR_HEADER.search(header) and (header or col not in self.year_cols):
            cell.year_column = False
        cell.header = header
        return cell

    def _cell(self, block: int, col: int) -> Cell:
        if block in self.header_blocks:
            return Cell(None, "setting", "table_header_number", self.kind)
        headers, units, row_label = self.rows.get(block, (self.headers, self.units, ""))
        header = headers.get(col, "")
        unit = units.get(col)
        row_unit = header_unit(row_label) if row_label else None
        if self.kind == "parameters":
            if self.kind_rule == "table_in_setup" and col in self.share_cols:
                return Cell(unit, "result", "table_setup_share_column", self.kind)
            if header_is_result(header) and not header_is_setting(header):
                return Cell(unit, "result", "table_parameter_measured_column", self.kind)
            if row_label and header_is_result(row_label) and not header_is_setting(row_label) and not (
                    _NAMES_PARAMETERS.search(headers.get(0, "")) and
                    not header_is_result(_PARAMETER_LIKE.sub(" ", row_label))):
                # under a "Parameter" column a row named only by a rate or an average ("interest rate", "Avg.
                # duration") is a parameter's name; a time, an error rate or an accuracy is still measured
                return Cell(row_unit or unit, "result", "table_parameter_measured_column", self.kind)
            return Cell(unit, "setting", self.kind_rule, self.kind)
        # "Accuracy : 0.8192" in a one-column table of rows (R's printed summary) is a value, not a row's name; a
        # one-cell tabular is a label placed on a figure ("$1 \leq s \leq 2$"), read as the first column
        if col in self.rank_cols and _RANK_HEADER.match(header):
            return Cell(unit, "result", "table_rank_column", self.kind)  # sat_al (set 37): places by a score
        if col == 0 and (self.widest > 1 or len(self.rows) < 2) and not header_is_result(header) and \
                col not in self.error_cols and not self._values_lead():  # a regression table's estimates name no row
            return Cell(unit, "label", "table_row_label_column", self.kind)
        if row_label and header_is_setting(row_label) and not header_is_result(row_label) and not (
                _ONE_LETTER.match(row_label) and not all(whole for _, _, whole in self.values.get(block, []))) and \
                not (header_is_result(header) and not header_is_setting(header)) and \
                not _STATISTIC_HEADER.match(header):
            # a one-letter label ("D", "K") names a configuration only over whole values: a method or a split so
            # named beside accuracies is a results row (red team 21). Under a metric's header the row's cell is that
            # metric's value for the row: "Size Decay" under Estimate, Standard Error, t-value (scatter_opacity)
            return Cell(unit, "setting", "table_setting_row", self.kind)
        if block in self.truth_rows:
            return Cell(unit, "setting", "table_truth_row", self.kind)
        if block in self.spec_rows:
            return Cell(unit, "setting", "table_hardware_row", self.kind)
        if row_label and (header_is_result(row_label) or row_unit):
            return Cell(row_unit or unit, "result", "table_measured_row", self.kind)
        if header and header_is_setting(header) and not header_is_result(header) and not (
                _SURVIVING_COUNT_HEADER.match(header.strip()) and _PRUNING.search(self.caption)) and not (
                self.sample_summary and _SAMPLE_SIZE_HEADER.match(header)):
            return Cell(unit, "setting", "table_setting_column", self.kind)
        if (col in self.design_cols and _symbol_label(header) and not _LONG_WORD.search(header) or
                # a grid's symbol may carry a word as its subscript: C_{align}, C_{class}
                col in self.grid_cols and _symbol_label(header) and not _LONG_WORD.search(_SUBSCRIPT.sub("", header))) \
                and not (row_label and header_is_result(row_label)) and not _ESTIMATE_MARK.search(header) and not \
                _FOUND_CAPTION.search(self.caption):
            return Cell(unit, "setting", "table_design_column", self.kind)
        if _VALUES_HEADER.match(header) and any(_PARAMETERS_HEADER.match(h) for h in headers.values()) and \
                any(_CHOICE_HEADER.match(h) for h in headers.values()):
            return Cell(unit, "setting", "table_parameter_values", self.kind)
        if col in self.rising_cols and _SWEEP_SYMBOL.match(header.strip()):
            return Cell(unit, "setting", "table_swept_column", self.kind)
        # Under a metric's header a count is that metric's value, however many rows share it ("Correct: 8/8" for
        # every program: all correct).
        if (block in self.shared_rows and not header_is_result(row_label) and not header_is_result(header) and
                (_INPUT_HEADER.match(row_label) or self._names_input(col, header))) or \
                (col in self.shared_cols and not header_is_result(header) and self._names_input(col, header)):
            return Cell(unit, "setting", "table_shared_input", self.kind)
        return Cell(unit, "result", "table_results_cell", self.kind)


TABLE_RULES = {
    "table_parameter_caption": "a parameter or dataset table, by its caption (Datasets, Hyperparameters)",
    "table_parameter_header": "a parameter or dataset table, by its first header (Parameter, Dataset)",
    "table_in_setup": "a table in a setup or description section whose caption and headers name no result",
    "table_parameter_measured_column": "a measured column or row (its label names a metric) of a parameter table",
    "table_setup_share_column": "a column of differing percentages in a table of a setup section that names no result "
                                "(statement coverage 33%, 92%, 95%): shares measured in the study, not chosen inputs",
    "table_row_label_column": "the first column of a results table: the swept variable or the row's name",
    "table_rank_column": "a column headed Rank that counts 1, 2, 3 ... down the rows: places in a ranking by a score, "
                         "computed (a LoRA rank of 4, 8, 16 is no such count)",
    "table_setting_row": "a row whose label names a configuration (Params, Layers)",
    "table_hardware_row": "a row of a hardware specification laid out in rows (Cores, Base Frequency, TDP, Driver "
                          "Version), where three or more row labels name hardware",
    "table_measured_row": "a row whose label names a measured quantity (row-oriented table)",
    "table_setting_column": "a column whose header names a configuration descriptor (Params, Layers, nnz)",
    "table_parameter_values": "the Values (Range, Grid) column of a search table (Parameter, Values, Best): the inputs "
                              "tried",
    "table_results_cell": "a data cell of a results table (fails closed)",
    "table_truth_row": "a row labelled as the known truth in a table that also has rows of estimates: true / estimated",
    "table_header_number": "a number inside a column label of a header row: 50% Cov., Top-5",
    "table_parameter_note": "the caption or a note of a parameter or dataset table",
    "table_shared_input": "a count the compared tools share unchanged (runs of equal values) under a header naming an "
                          "input (Samples, # proteins): their common input",
    "table_design_column": "a leading column headed by a symbol whose values repeat in runs that cycle down the rows, "
                           "left of every measured column: a factor of the design (h^2 = 1.0, 1.0, 0.5, 0.5, 1.0, ...)",
    "table_swept_column": "a leading column headed by a size symbol (N, m_J, P) whose values rise down every row: "
                          "the swept problem size",
}


def parameter_notes(doc: Document, models: dict[int, TableModel]) -> dict[int, Cell]:
    """Blocks outside the rows but inside the float of a parameter table (its caption and notes): they
    describe settings too ("100, 320 and 472 human genomes" under a Datasets table)."""
    out: dict[int, Cell] = {}
    for blk in doc.blocks:
        table = blk.table
        if table is None or len(table.float_span) != 2 or models.get(id(table)) is None:
            continue
        if models[id(table)].kind != "parameters":
            continue
        first, end = table.float_span
        for i in range(first, end):
            if doc.blocks[i].table is None:
                out[i] = Cell(None, "setting", "table_parameter_note", "parameters")
    return out


# A fraction's denominator: what a count is out of ("solved 54/75 instances", a table's "3/3" under "Normal"), rarely
# a finding of its own (28 of some 600 spent denominators are labelled results). Two red teams (session 38) found
# fractions that are one value ("the odds were 7/3", "converged to 2/3", "a 3/4 majority"), a slash joining two
# measurements ("dev/test 91/87", a "Mean/Best" column) and totals the method produced ("Correct/Predicted 45/52",
# "23/29 retrieved documents"). So in prose a plural noun of the things counted must follow the denominator, in a
# table the header must not join two quantities or name a value, and always: the numerator is at most the
# denominator, no value word or two quantities are named before it, nothing the method produced is counted.
_FRACTION_NUMERATOR = lazy(r"(?<![0-9.,/^_{:\\A-Za-z-])(?!1/)([0-9]{1,6})/$")  # a unit fraction is its denominator's
_FRACTION_AFTER = lazy(r"^(?:[.,][0-9]|/|[0-9])")
_FRACTION_VALUE_BEFORE = lazy(r"(?:[=≈~∼]|\\approx|\\sim|\b(?:by|ratios?|odds|exponents?|slopes?|index|spins?|"
                              r"factors?|is|was|are|were|be|been|about|approximately|roughly|nearly|almost|to|at|of|"
                              r"near|around|under|over|majority|filling|yield|rate|share|median|mean)\b)"
                              r"[ \u00a0\u2009$~{(,]*$", re.IGNORECASE)
# Two quantities named before the fraction: "dev/test 91/87", "Precision and recall reached 79/88".
_TWO_QUANTITIES = lazy(r"[A-Za-z][\w-]*/[A-Za-z]|\band\b")
# What the denominator counts, in prose: "54/75 instances", "5/6 unit tests"; not what the method produced
# ("23/29 retrieved documents") nor a value noun ("a 2/3 power law", "a 3/2 resonance" are singular anyway).
_FRACTION_COUNTED = lazy(r"^[ \u00a0\u2009]+(?!(?:retrieved|predicted|flagged|found|called|discovered|detected|"
                         r"identified|reported|returned|matched|selected|produced|generated|recovered|proposed)\b)"
                         r"(?:[a-z-]+[ \u00a0\u2009]+)?[a-z-]{3,}s\b")
_TOTAL_HEADER = lazy(r"(?:^|/)[ \u00a0\u2009]*(?:total|all|n|tasks|trials|attempts|runs|instances|cases|tests|"
                     r"problems|questions|items|points|scenarios|seeds)[ \u00a0\u2009)]*$", re.IGNORECASE)
_VALUE_HEADER = lazy(r"\b(?:ratios?|exponents?|stoichiometry|odds|fractions?|shares?|yields?|rates?|slopes?|"
                     r"index|spin)\b", re.IGNORECASE)


def _denominator(c: Ctx) -> bool:
    numerator = _FRACTION_NUMERATOR.search(c.before)
    if numerator is None or _FRACTION_AFTER.match(c.after_raw) or int(numerator.group(1)) > c.raw.value:
        return False  # a count is at most its total
    lead = c.before[: numerator.start()]
    if _FRACTION_VALUE_BEFORE.search(lead) or _TWO_QUANTITIES.search(c.text[c.sentence_start : c.raw.start - 1]):
        return False
    if c.cell is not None:
        header = c.cell.header
        return not _VALUE_HEADER.search(header) and ("/" not in header or bool(_TOTAL_HEADER.search(header)))
    # an outcome verb makes the numerator found, so the fraction stays checked ("answered 41/50 questions" counts
    # 41 as a setting by its noun: its 50 must stay a result)
    return bool(_FRACTION_COUNTED.match(c.after_raw)) and (_words_and(lead, "")[-1:] or ("",))[0] in OUTCOME_WORDS


_TRUTH_ROW = lazy(r"^(?:the[ \u00a0\u2009]+)?(?:true|truth|ground[ \u00a0\u2009-]truth|injected|nominal)"
                  r"(?:[ \u00a0\u2009]+(?:values?|model|parameters?))?$")
_ESTIMATE_ROW = lazy(r"^(?:the[ \u00a0\u2009]+)?(?:estimated|estimates?|est\.|recovered|fitted|inferred|"
                     r"predicted|retrieved|measured|inverted)\b")


def _design_columns(rows: list[list[tuple[int, float, bool]]]) -> set[int]:
    """Leading numeric columns that are factors of the experiment's design: a simulation study prints its scenarios
    (h^2 = 1.0, 1.0, U(0.2, 0.4), U(0.2, 0.4), 1.0, 1.0, ...) left of the estimates. A factor's cells repeat in equal
    runs that cycle; an outcome that happens to tie (solved 14, 14, 9, 9) does not, and neither do the measured
    columns, which end the leading block. {0, 1} columns never count: pass/fail outcomes may repeat regularly. The
    table model also asks for a symbol as the column's header (TableModel._cell)."""
    if len(rows) < 4:
        return set()
    cells: dict[int, list[tuple[float, ...]]] = {}
    for i, values in enumerate(rows):
        for col, v, _ in values:
            column = cells.setdefault(col, [() for _ in rows])
            column[i] = column[i] + (v,)
    out: set[int] = set()
    for col in sorted(cells):
        if col == 0:
            continue
        seq = cells[col]
        if not all(seq) or not _regular(seq) or {v for cell in seq for v in cell} <= {0.0, 1.0}:
            break  # the first column that is no factor ends the leading block
        out.add(col)
    return out


def _grid_columns(rows: list[list[tuple[int, float, bool]]]) -> set[int]:
    """Leading whole-number columns whose rows enumerate a grid: each combination once, few and spread levels per
    column, at least half the grid's combinations present (phm_rockdrill's grid search, set 54: "1 & 10 & 1", ...
    over the combinations of 1, 10, 50, 100). Runs of single cells fail _design_columns; a grid's combinations do not
    come by chance. Column 0 takes part (it is read as the row label) but is never returned; {0, 1} columns and
    decimals end the block."""
    if len(rows) < 6 or any(not values for values in rows):
        return set()
    product = 1
    for j in range(min(len(values) for values in rows)):
        column = [values[j] for values in rows]
        # every row holds its j-th value in the same column, a whole number
        if len({col for col, _, _ in column}) != 1 or not all(whole for _, _, whole in column):
            return set()
        levels = {v for _, v, _ in column}
        if len(levels) < 2 or 3 * len(levels) > len(rows):
            return set()
        # a factor's levels are spread as chosen values are (1, 10, 50, 100), not a count's neighbours (4 or 5
        # Newton iterations, 9 or 10 solved: red team)
        if j > 0 and (levels <= {0.0, 1.0} or (min(levels) > 0 and max(levels) < 2 * min(levels))):
            return set()
        product *= len(levels)
        # the first columns that make every row unique, in a grid at least half filled (a corner may be left out:
        # C_ref = 0 only with 0); never a measured column after them
        if j > 0 and len({tuple(values[i][1] for i in range(j + 1)) for values in rows}) == len(rows):
            return {rows[0][i][0] for i in range(1, j + 1)} if product <= 2 * len(rows) else set()
    return set()


def _regular(seq: list[tuple[float, ...]]) -> bool:
    """At most half the cells distinct, in equal runs whose values cycle (a a b b a a b b). A cycle of single cells
    (a b c a b c) is not enough: a value measured once per data set repeats in every panel of a table (traffic_ubs,
    set 22: preprocessing per graph)."""
    if 2 * len(set(seq)) > len(seq) or len(set(seq)) < 2:
        return False
    runs = [1]
    heads = [seq[0]]
    for a, b in zip(seq, seq[1:]):
        if a == b:
            runs[-1] += 1
        else:
            runs.append(1)
            heads.append(b)
    # the runs' values cycle (a a b b a a b b): each value comes back in a later run. Tied outcomes of compared
    # tools run once per value (14 14 9 9: red team 20), so they do not count.
    period = len(set(heads))
    return len(set(runs)) == 1 and runs[0] >= 2 and len(heads) >= 2 * period and all(
        heads[i] == heads[i + period] for i in range(len(heads) - period))


def _shared(values: list[float], cells: int) -> bool:
    if len(values) < 3 or len(values) < cells - 1 or min(values) <= 0:
        return False
    runs = sum(1 for i, v in enumerate(values) if i == 0 or v != values[i - 1])
    return len(set(values)) == runs and 2 * runs <= len(values)


def _is_labelled_header(cells: list[tuple[int, str]]) -> bool:
    """A first row whose every cell is a label with words ("Model & MAE & 50% Cov." ): a header row even
    though some labels hold numbers."""
    texts = [c for _, c in cells if c.strip()]
    # Most labels hold no number at all: a results row dressed in words ("Ours & 91.2% acc & 3.1 ms
    # latency") is not a header.
    bare = sum(1 for t in texts if not _DIGIT.search(t))
    quantiles = [float(m.group(1)) for t in texts if (m := _QUANTILE_LABEL.match(t.strip()))]
    # at least two conventional quantile levels, rising: never a row of results that happen to be shares
    quantile_row = len(quantiles) >= 2 and quantiles == sorted(set(quantiles)) and set(quantiles) <= _QUANTILE_LEVELS \
        and any(_SUMMARY_LABEL.match(t.strip()) for t in texts)
    return len(texts) >= 3 and 2 * bare >= len(texts) and all(
        ((_LABEL_WORD.search(_NUMBER_WITH_UNIT.sub(" ", t)) or _SHORT_LABEL.match(t.strip())) and len(t.split()) <= 4)
        or _symbol_label(t) or (quantile_row and _QUANTILE_LABEL.match(t.strip())) for t in texts)


# Bare shares among word labels name quantiles' columns: "Parameter & Mean & SD & 2.5% & 50% & 97.5%" (a posterior
# summary: deer_scr, set 65; bicyclefall's "SE & p & 2.5% & 97.5%"). Half the row's labels must still be words, and
# the shares conventional levels in rising order: red team 46 made "Pfizer & Adults & 95% & 91%" a header.
_QUANTILE_LABEL = lazy(r"^([0-9]{1,2}(?:\.[0-9]+)?)[ \u00a0\u2009]*%$")
_QUANTILE_LEVELS = frozenset((0.5, 1.0, 2.5, 5.0, 10.0, 25.0, 50.0, 75.0, 90.0, 95.0, 97.5, 99.0, 99.5))
# ... and a statistic's or a variable's name among the labels (red team 46b: "Pfizer & Adults & 50% & 95%" is data)
_SUMMARY_LABEL = lazy(r"^(?:mean|median|mode|sd|s\.d\.|se|s\.e\.|std\.?(?: ?dev\.?)?|estimate|coef(?:ficient)?|"
                      r"parameter|variable|feature|β|beta)$", re.IGNORECASE)


# A column of places in a ranking (table_rank_column).
_RANK_HEADER = lazy(r"[ \u00a0\u2009]*(?:rank|ranking|place)[ \u00a0\u2009]*$", re.IGNORECASE)
_ONE_LETTER = lazy(r"^[ \u00a0\u2009$]*[A-Za-z][ \u00a0\u2009$]*$")
# A caption that says its values were found: no column of it is a design factor ("Bugs found by our fuzzer",
# "Estimated noise level per sensor": red team 21).
_FOUND_CAPTION = lazy(r"\b(?:found|estimated|estimates?|recovered|detected|measured|observed|results?|selected|learned)\b",
                      re.IGNORECASE)


def _symbol_label(text: str) -> bool:
    """A column named by a formula symbol: h^2, σ^2_W, ρ, P[ρ > 1] (micmac_neutrality, set 34). Digits are allowed
    only as exponents, subscripts or the bound of a comparison; a bare value ("0.91", "r=0.91") is no label."""
    rest = _SYMBOL_DIGITS.sub("", text.strip())
    return bool(rest) and len(rest) <= 24 and not _DIGIT.search(rest) and bool(_SYMBOL_CHARS.match(rest))


_CROSSED_LABEL = lazy(r"[A-Za-z][ \u00a0\u2009~]+(?:vs\.?|versus)[ \u00a0\u2009~]+[A-Za-z]")


def _is_swept_header(cells: list[tuple[int, str]], above: dict[int, str]) -> bool:
    """A first row that names its columns by the values swept along them: "Model & FLOPS & 1 & 8 & 16" over
    latencies at batch sizes 1, 8, 16, or "K" spanning "100 & 200 & 300". Its numbers are whole and rise left to
    right, every other cell is a word, and a word names the row's own columns or a header above spans them, one
    that names no measured quantity ("Method & Score" over "Ours & 12 & 15 & 20" does not make 12 a header)."""
    first = next((c.strip() for col, c in cells if col == 0), "")
    rest = [c.strip() for col, c in cells if col > 0 and c.strip()]
    spanned = bool(above) and not any(header_is_result(h) for h in above.values())
    if len(rest) < 2 or (first and (_DIGIT.search(first) or not _LABEL_WORD.search(first))) or not (first or spanned):
        return False
    if _decimal_progression(rest):
        return True
    values: list[int] = []
    words = 0
    for t in rest:
        if _WHOLE.match(t):
            values.append(int(t.replace(",", "")))
        elif _DIGIT.search(t) or not _LABEL_WORD.search(t):
            return False
        else:
            words += 1
    if not _rises_as_swept(values):
        return False
    # the first cell may name both swept variables: "Seeding event size vs. Seeding event duration & 7 & 14 & 21"
    # (wuhan_seeding, set 39)
    return words > 0 or spanned or bool(_CROSSED_LABEL.search(first))


# A header cell naming its column by a value and its unit word: "30 Min", "4 GPUs", "100 epochs".
_VALUE_WITH_WORD = lazy(r"^([0-9]+(?:\.[0-9]+)?)[ \u00a0\u2009~]*([A-Za-z]{1,12})\.?$")


_WORD_RUN = lazy(r"[A-Za-z]+")
# What a table's rows may hold when their first header cell names them: the things compared, not a quantity.
_ROW_ENTITIES = _words("network networks proposal proposals model models method methods approach approaches system "
                       "systems scenario scenarios instance instances dataset datasets benchmark benchmarks "
                       "configuration configurations case cases option options plan plans variant variants algorithm "
                       "algorithms tool tools policy policies strategy strategies region regions "
                       "site sites route routes country countries city cities group groups cohort cohorts design "
                       "designs architecture architectures solver solvers technique techniques scheme schemes")
_NOT_UNIT_WORDS = _words("x pt pts pp point points")
_ROW_INSTANCE = _words("our ours proposed baseline baselines this the")


def _unit_word(word: str) -> str:
    """A unit word without case or plural s: "Min", "mins" and "min" are one unit; "s" stays "s"."""
    return word.lower().rstrip("s") or "s"


# Units of one dimension, as _unit_word leaves them: "min" below "2 hours" or "MB" below "2 GB" measures the same
# quantity in the rows, so the first row is data (red team 41, round 2).
_UNIT_DIMENSIONS = (_words("n m µ u s sec milli micro nano second minute min mi hour hr h day d week wk month mo year yr"),
                    _words("b kb mb gb tb pb kib mib gib tib byte kilobyte megabyte gigabyte terabyte"))


def _same_unit(word: str, unit: str) -> bool:
    """"min" below "10 minutes", "h" below "2 hours", "MB" below "2 GB": the unit repeated, spelt otherwise or
    scaled."""
    a, b = _unit_word(word), unit
    short, long_ = sorted((a, b), key=len)
    return a == b or (len(short) >= 3 and long_.startswith(short)) or any(
        a in dim and b in dim for dim in _UNIT_DIMENSIONS)


def _unit_swept_header(cells: list[tuple[int, str]]) -> str:
    """The unit word of a first row "Network & 30 Min & 45 Min & 60 Min": a cell naming the rows first, then two or
    more values with one unit word rising as a design sweeps them (all round, or three or more at one step),
    word-only cells after them allowed ("km Track"). Returns "" for any other row."""
    first = next((c.strip() for col, c in cells if col == 0), "")
    words = first.lower().split()
    # The first cell must name what the rows hold ("Network", "Proposals", "Model"); a row named by a quantity
    # ("Runtime & 10 min & 20 min", "Bugs found & 3 bugs & 6 bugs", "Training time & 2 hours") reports it (red
    # team 41).
    if not 1 <= len(words) <= 3 or words[-1].strip(".:") not in _ROW_ENTITIES or _DIGIT.search(first) or \
            _ROW_INSTANCE.intersection(words):
        return ""  # "Baseline", "Our method": a row of the table, not the title of its label column
    values: list[float] = []
    units: set[str] = set()
    for col, text in cells:
        t = text.strip()
        if col == 0 or not t:
            continue
        m = _VALUE_WITH_WORD.match(t)
        if m:
            if m.group(2).lower() in _NOT_UNIT_WORDS:
                return ""  # "Models & 2x & 4x", "Models & 1.5 points": a ratio or a difference is found
            values.append(float(m.group(1)))
            units.add(_unit_word(m.group(2)))
        elif _DIGIT.search(t) or not _LABEL_WORD.search(t) or not values:
            return ""  # words may only follow the swept values
    return units.pop() if len(units) == 1 and _rises_as_swept(values) else ""


def _rises_as_swept(values: list[float] | list[int]) -> bool:
    """Two or more values rising as a design sweeps them: all round (_round_value), or three or more at one step
    (7, 14, 21, 28 days)."""
    steps = {round(b - a, 9) for a, b in zip(values, values[1:])}
    return len(values) >= 2 and all(a < b for a, b in zip(values, values[1:])) and (
        all(v == int(v) and _round_value(int(v)) for v in values) or (len(values) >= 3 and len(steps) == 1))


_PLAIN_DECIMAL = lazy(r"^[0-9]+(?:\.[0-9]+)?$")


def _decimal_progression(cells: list[str]) -> bool:
    """Four or more plain numbers rising by one step, printed as short as they go (some with decimals, some
    without): "0.5 & 1 & 1.5 & 2 & 2.5" heads the rounds of a cipher's trail table (blake3, set 49). Outcomes
    printed in a row keep one precision ("0.5 & 1.0 & 1.5 & 2.0" is read as data) and rarely an exact step."""
    if len(cells) < 4 or not all(_PLAIN_DECIMAL.match(t) for t in cells) or \
            not any("." in t for t in cells) or all("." in t for t in cells):
        return False
    values = [float(t) for t in cells]
    steps = {round(b - a, 9) for a, b in zip(values, values[1:])}
    return len(steps) == 1 and steps.pop() > 0


def _round_value(v: int) -> bool:
    """A value one sweeps: under 10, a power of two, or one significant digit (1, 8, 16, 64, 100, 300, 2000);
    a counted outcome (14, 52, 310 errors) is rarely all of them (red team 9)."""
    return v < 10 or v & (v - 1) == 0 or v % 10 ** (len(str(v)) - 1) == 0


_WHOLE = lazy(r"^[0-9]{1,3}(?:,[0-9]{3})*$|^[0-9]+$")
# A number with its unit is a value ("12 ms" is data); what remains of a label is its words ("50% Cov.").
_NUMBER_WITH_UNIT = lazy(r"[-+−]?[0-9][0-9.,]*[ \u00a0\u2009]*(?:%|[A-Za-zµ/]{1,4}\b)?")
_LABEL_WORD = lazy(r"[A-Za-z]{2,}")
# Labels too short for a word: a metric with digits (F1, R2, P@10), a symbol (m_J), a swept value (d=2).
_SHORT_LABEL = lazy(r"^(?:[A-Za-z]{1,3}@?[0-9]{1,2}|[A-Za-z](?:_\{?[A-Za-z0-9]+\}?)?|"
                    r"[A-Za-z](?:_\{?[A-Za-z0-9]+\}?)?[ \u00a0\u2009]*=[ \u00a0\u2009]*[0-9][0-9.]*)$")
_DIGIT = lazy(r"[0-9]")
_SUBSCRIPT = lazy(r"_[ \u00a0\u2009]*\{?[A-Za-z0-9]+\}?")
_LONG_WORD = lazy(r"[A-Za-z]{3,}")  # a design column is headed by a symbol (h^2, σ, n), not a noun that may count outcomes
_SYMBOL_DIGITS = lazy(r"[\^_]\{?[0-9]+\}?|[<>≤≥][ \u00a0\u2009]*[0-9][0-9.]*")
# The combining marks are the accents a table keeps ($\hat{R}$ prints as "\u0302R": scan.ACCENTS).
_SYMBOL_CHARS = lazy(r"^(?=.*[A-Za-zα-ωΑ-Ω])[A-Za-zα-ωΑ-Ω^_{}()\[\]<>≤≥|,.+\-−*/ \u00a0\u2009\u0302\u0303\u030c]+$")


def table_models(doc: Document, cells_of: Callable[[Block], list[tuple[int, str]]],
                 column_of: Callable[[Block, int], int]) -> dict[int, TableModel]:
    """A model per table of the document, keyed by id() of the scanner's Table."""
    models: dict[int, TableModel] = {}
    for blk in doc.blocks:
        table = blk.table
        if table is None or not blk.parts:
            continue
        model = models.get(id(table))
        if model is None:
            caption = " ".join(doc.blocks[i].text for i in table.captions if i < len(doc.blocks))
            model = models[id(table)] = TableModel(caption)
            model.in_setup = _is_setup(blk.section, blk.heading)
        raws = find_numbers(blk.text, _no_math)
        model.widest = max(model.widest, blk.text.count(CELL) + 1)
        model.first_cells.append(blk.text.split(CELL, 1)[0].strip())
        # A header row that holds numbers comes before any data row and any full header row (a one-cell title
        # row such as "Experiment A" may precede it), or repeats one for a later panel.
        leading = not model.rows and len(model.first_headers or {}) < 3
        if not raws or ((leading or blk.text.strip() in model.header_texts) and _is_labelled_header(cells_of(blk))):
            model.header_texts.add(blk.text.strip())
            model.add_header_row(cells_of(blk))
            if raws:  # "Model & MAE & 50% Cov." : the numbers name the columns
                model.header_blocks.add(blk.index)
            continue
        first_cell_end = blk.text.find(CELL)
        first = blk.text[:first_cell_end] if first_cell_end >= 0 else blk.text
        label = first.strip() if first.strip() and raws[0].start >= len(first) else ""
        # The flag marks plain counts; "+2" (two more than something) is a difference and "100%" a share, never a
        # shared input (a row of methods all at 100% saturated an outcome: cdsep, set 16).
        values = [(column_of(blk, raw.start), -raw.value if raw.negative else raw.value,
                   raw.decimals == 0 and raw.exponent is None and blk.text[raw.start - 1 : raw.start] != "+"
                   and raw.unit not in ("%", "x", "pp")) for raw in raws]
        cells = cells_of(blk)
        if not model.rows and leading:
            model.first_row = (blk.index, cells, dict(model.headers))
        model.cell_texts[blk.index] = cells
        filled = [(col, text.strip()) for col, text in cells if text.strip()]
        if filled and all(_STANDARD_ERROR_CELL.match(text) for _, text in filled):
            model.error_cols.update(col for col, _ in filled)  # "(0.076) & & (0.110)": the errors of the row above
        model.add_data_row(blk.index, label, values)
        model.percents[blk.index] = [(col, raw.unit == "%") for raw, (col, _, _) in zip(raws, values)]
    for model in models.values():
        model.decide_swept_header(functools.partial(_ruled_after, doc, model=model))
        model.decide_kind()
        model.decide_shared_inputs()
        model.decide_truth_rows()
        model.decide_spec_rows()
    return models


_RULE_LINE = lazy(r"\\(?:midrule|hline|cline|cmidrule|toprule|specialrule|hhline)\b")


# The first column's header (or a panel's title over it) says its rows are parameters: "Parameter", "Panel (B)
# Parameters calibrated for each group".
# The result words of a row label that a model's parameter also bears: "Risk free interest rate", "Avg. duration".
_PARAMETER_LIKE = lazy(r"\b(?:rates?|mean|average|avg)\b", re.IGNORECASE)
_NAMES_PARAMETERS = lazy(r"^\W*(?:parameters?|hyper-?parameters?|settings?)\b|^Panel\b.*\bparameters\b", re.IGNORECASE)


# A cell that holds only a decimal in parentheses, the standard error a regression table prints under its estimate
# ("(0.076)", "(2.94e-4)"); "(1)" numbers a model, and a word makes it a note.
_STANDARD_ERROR_CELL = lazy(r"^\([^()A-DF-Za-df-z]*[0-9]?\.[0-9][^()A-DF-Za-df-z]*\)$")


def _ruled_after(doc: Document, block: int, model: TableModel) -> bool:
    """A rule line stands in the source between this row and the next data row of its table."""
    later = [b for b in model.rows if b > block]
    if not later:
        return False
    end, start = doc.blocks[block].runs[-1], doc.blocks[min(later)].runs[0]
    if end[2] != start[2]:
        return False
    return bool(_RULE_LINE.search(doc.files[end[2]].text, end[3] + end[4], start[3]))


def _no_math(offset: int) -> bool:
    return False


# -- the rules -------------------------------------------------------------------------------------------
@dataclass
class Ctx:
    """Everything a rule may read about one number."""

    raw: RawNumber
    text: str
    section: str
    context: str
    qual: dict | None
    before: str  # up to 48 characters before the number
    after: str  # up to 64 characters after its unit, a scale word and a range partner skipped
    after_raw: str  # the same, nothing skipped
    sentence_start: int  # offset of the sentence in text
    unit: str
    is_int: bool
    rate: bool
    setup: bool
    strict: bool
    cell: Cell | None
    magnitude: bool

    # Bounded windows keep the scan linear however long a sentence runs; each is cut only when a rule
    # reads it.
    @functools.cached_property
    def window(self) -> str:
        """The sentence up to the number, at most 160 characters."""
        start = max(self.sentence_start, self.raw.start - 160)
        return self.text[start : self.raw.start].replace(CELL, " ").replace(REF, " ")

    @functools.cached_property
    def opening(self) -> str:
        """The sentence up to the number when the number is near its start, else ""."""
        return self.window.lstrip() if self.raw.start - self.sentence_start <= 160 else ""

    @functools.cached_property
    def clause(self) -> str:
        """The sentence up to the number, from the last clause break."""
        breaks = list(_CLAUSE_BREAK.finditer(self.window))
        return self.window[breaks[-1].end() :] if breaks else self.window

    def clause_before(self, at: int) -> str:
        """The clause up to offset `at` of `before` (where a cue's match starts): what stands before the cue."""
        return self.clause[: max(0, len(self.clause) - (len(self.before) - at))]

    @functools.cached_property
    def role(self) -> str | None:
        return role(self.clause)

    @functools.cached_property
    def physical_unit(self) -> bool:
        """A physical unit follows the number, printed after it or read as its unit (3.2 m/s, 1000 kg m^-3)."""
        return bool(_PHYSICAL_UNIT_AFTER.match(self.after_raw) or (self.unit and _PHYSICAL_UNIT_AFTER.match(self.unit)))

    @functools.cached_property
    def assigned(self) -> bool:
        """The text before ends with = or : (x = 4, RMSE: 195.06): a cheap test before the symbol patterns."""
        return self.before.rstrip(" \u00a0\u2009$({")[-1:] in ("=", ":")

    @functools.cached_property
    def passive_verb(self) -> str:
        """The participle of a passive right after the number ("4,096 variants were detected"), or ""."""
        return passive_participle(self.after)

    @functools.cached_property
    def result_after(self) -> bool:
        return bool(_RESULT_AFTER.match(self.after))

    @functools.cached_property
    def result_before(self) -> bool:
        return _RESULT_BEFORE(self.before)

    @functools.cached_property
    def tail(self) -> str:  # "1.1B and 3B parameters": what follows the list
        return _LIST_TAIL.sub("", self.after, count=1) if _LIST_TAIL.match(self.after) else self.after

    @functools.cached_property
    def done_after(self) -> bool:
        """The counted things were done or found (three rules ask: read once): _done_after."""
        return _done_after(self)

    @functools.cached_property
    def found_count(self) -> bool:
        """A count the sentence found, not one configured (count_noun and setting_role both ask: read once)."""
        return _observed_count(self) or _outcome_extent(self)

    @functools.cached_property
    def count_noun(self) -> bool:
        return _is_count_noun(self)

    @functools.cached_property
    def measured_limit(self) -> bool:
        """A limit or threshold that was measured names the number: "the limit of detection was 12 nM", "a fatigue
        limit of 410 MPa" (three rules ask; a word test first keeps the pattern off most numbers)."""
        window = self.before[-60:]
        low = window.lower()
        return ("limit" in low or "threshold" in low or "lod" in low or "loq" in low) and bool(
            _MEASURED_LIMIT.search(window))

    @property
    def rounded_count(self) -> bool:
        """"17.6 billion runs": a count rounded to a scale word is a measured total, not a configured count."""
        return self.magnitude and not self.is_int

    @property
    def bare_int(self) -> bool:
        return self.is_int and not self.raw.unit


class _Once:
    """functools.cached_property without its lock: before Python 3.12 every first read takes a per-instance
    lock, a third of a cheap property's cost, and a Ctx never leaves the thread that classifies."""

    def __init__(self, func: Callable, name: str):
        self.func, self.name = func, name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


# Every cached property of Ctx, including one added later, reads through _Once.
for _name, _prop in list(vars(Ctx).items()):
    if isinstance(_prop, functools.cached_property):
        setattr(Ctx, _name, _Once(_prop.func, _name))


def _metric_is(before: str) -> bool:
    """"its median relative error is 6.4%": a metric noun, a few words, then is/was/of."""
    if not _METRIC_VERBS(before):
        return False
    words = [w.strip(".,;:()").lower() for w in before[-60:].split()][-6:-1]
    return any(w in _METRIC_NOUNS for w in words) or "hit rate" in before or "miss rate" in before


_CELL_TIME_PREPOSITION = lazy(r"(?:^|\x1f)[ \u00a0\u2009]*(?:[Aa]fter|[Bb]efore|[Ss]ince|[Uu]ntil|[Bb]y)[ \u00a0\u2009]*$")
_CELL_END = lazy(r"^[ \u00a0\u2009]*(?:\x1f|$)")


def _signal_rate(c: Ctx) -> bool:
    m = _SIGNAL_RATE_BEFORE.search(c.before)
    if m is None or _ACQUISITION_VETO.search(c.window) or _ACQUISITION_OWN.search(c.window) or \
            _RATE_FOUND.search(c.window + " " + _to_stop(c.after_raw)):
        return False
    return m.group("verb").lower() not in ("recorded", "acquired") or bool(_SIGNAL_NOUN.search(c.window))


def _is_year(c: Ctx) -> bool:
    r = c.raw
    if c.context != "math" and r.decimals == 0 and r.exponent is None and not r.unit and _TWO_DIGITS.fullmatch(
            c.text, r.start, r.end):
        year = _ABBREVIATED_YEAR.search(c.text, max(0, r.start - 24), r.start)
        if year and not _is_metric_name(year.group("name")):  # "BLEU '27" is a score (red team 49b)
            return True  # a venue's or a class's year: "NeurIPS'23", "ICML '24" (bigann_results, read in its title)
    if not (r.decimals == 0 and r.exponent is None and not r.unit and not r.negative and 1800 <= r.value <= 2099
            and _FOUR_DIGITS.fullmatch(c.text[r.start : r.end]) and not _SETTING_AFTER.match(c.after)):
        return False
    if c.before.rstrip(" $\u00a0\u2009")[-1:] in ("=", "∼", "~", "≈", "<", ">", "≤", "≥"):
        return False  # "a resolution of R ~ 2000", "N = 2019": a value, never a year
    # A nineteenth-century year needs a word that names a date: "a starting date of 1866", "since 1850" ("from 1520
# to 1874 members" counts: red team 4).
    if r.value < 1900 and not _DATE_WORD.search(c.before[-16:]):
        return False
    iso = _ISO_DATE.match(c.text, r.end)
    if iso:  # 2014-05-25, in prose or in any column
        return _iso_date_holds(c, r.start, iso.end())
    if c.context == "table":  # a cell under a unit or a measured header is a quantity (1950 GFLOP/s), and so is
        # one in a column of other numbers (an effective sample size of 2046 among 2564 and 5954), unless a
        # preposition of time opens the cell and nothing follows: "After 2050" (illinois_nuclear, set 49)
        if _CELL_TIME_PREPOSITION.search(c.text[max(0, r.start - 12) : r.start]) and _CELL_END.match(c.after_raw):
            return True
        return not c.unit and not (c.cell is not None and (
            (c.cell.role == "result" and c.cell.unit) or not c.cell.year_column))
    # "removes 1984 bank conflicts" counts things; "in 2019 researchers" is a year
    if _OF_COUNT.match(c.after_raw):  # "solves 1999 of the 2048 cases": a count out of a total
        return False
    # "We find 2048 new variable stars": the object of an outcome verb counts things (red team 6); so does a count
    # a label, a "number of" or a change names ("Detected sources: 2010", "dropped to 1994 events"; red team 18)
    if _counted_by(_tokens(c.before)) or _COUNT_BEFORE.search(c.before) or _CHANGED_TO.search(c.before) or \
            _DONE_AFTER.match(c.after_raw):
        return False
    # The noun a year would count follows it within its phrase, an aside in brackets skipped: "2048 new variable
    # stars", "1950--2010 (ten seeds) confirmed planets"; not "(1994-2000), mortality increases" or "the post-1994
    # period, mortality changes". At once, or after one word that opens no clause ("2000-2010 all countries" are
    # years), it is counted; then only a preposition of time makes a year ("in 2019 researchers", not "to 2012
    # problems").
    # The start of a span is read past its end: "1950--2010 (ten seeds) confirmed planets" (red team 18); "from"
    # before it opens a span of time ("From 2000 to 2010 droughts increased").
    after = _YEAR_SPAN_END_AFTER.sub("", c.after_raw, count=1)
    span_from = after != c.after_raw and bool(_FROM_BEFORE.search(c.before[-8:]))
    phrase = _PHRASE_BREAK.split(_ASIDE.sub("", after, count=1), 1)[0]
    printed = [w.strip(".,;:()") for w in phrase.split()[:3]]
    words = [w.lower() for w in printed]
    # an acronym in capitals counts nothing: "the 2009--2010 NHANES cycle" (pyrethroid_pbk, set 55)
    plural = [len(w) >= 4 and w.endswith("s") and w.isalpha() and w not in _NOT_PLURALS and not p.isupper()
              for w, p in zip(words, printed)]
    counted = plural[:1] == [True] or (plural[1:2] == [True] and words[0] not in _CLAUSE_OPENERS)
    # The end of a span of years ("2000-2010", "1980 through 2005") is a year as its start is, unless counted or
    # the start is an outcome's object ("yielded 1950 to 2010, depending on the seed").
    tail = c.before[-16:]
    span = _YEAR_SPAN_BEFORE.search(tail)
    if span is not None and 1900 <= int(span.group(1)) < r.value:
        if _counted_by(_tokens(c.before[: len(c.before) - len(tail) + span.start()])):
            return False
        if not counted:
            return True
    if counted:
        return span_from or bool(_TIME_PREPOSITION.search(c.before[-12:]))
    return not any(plural) or bool(_YEAR_PREPOSITION.search(c.before[-12:]))


def _counted_by(tokens: list[str]) -> bool:
    """The words before a number make it an outcome's object: "found 2048", "yielded between 1950"."""
    return bool(tokens) and (tokens[-1] in OUTCOME_WORDS or (
        tokens[-1] in ("between", "from") and len(tokens) > 1 and tokens[-2] in OUTCOME_WORDS))


_SPAN_JOIN = r"[ \u00a0\u2009]*(?:-|–|--|to|through|until|till)[ \u00a0\u2009]*"
_YEAR_SPAN_BEFORE = lazy(r"(?<![0-9.,])((?:19|20)[0-9]{2})" + _SPAN_JOIN + "$")
_FROM_BEFORE = lazy(r"\b[Ff]rom[ \u00a0\u2009]*$")
_YEAR_SPAN_END_AFTER = lazy(r"^" + _SPAN_JOIN + r"(?:19|20)[0-9]{2}(?![0-9.,])")
_PHRASE_BREAK = lazy(r"[,;:()\[\]]|\.(?=[ \u00a0\u2009]|$)")
_COUNTED_NOUN = lazy(r"^[ \u00a0\u2009]*[A-Za-z-]+")  # the noun a count_noun rule read, before what follows it
_ASIDE = lazy(r"^[ \u00a0\u2009]*\([^()]*\)")
_CLAUSE_OPENERS = _words("all the these those both most many some each every our their its his her we they it there "
                         "and or but in on at of for to from with by as")
_TIME_PREPOSITION = lazy(r"\b(?:in|since|until|till|during|before|after|circa|early|late|mid)[ \u00a0\u2009]*$",
                         re.IGNORECASE)
_COUNT_BEFORE = lazy(r"(?:\b(?!(?:years|dates|periods|seasons|times|decades)\b)[a-z]{3,}s[ \u00a0\u2009]*:|"
                     r"\b(?:number|count|total)\b[^.;:]{0,40}\b(?:is|was|were|reached|reaches))[ \u00a0\u2009$~]*$",
                     re.IGNORECASE)
# A change reports where a quantity ended up: "false alarms dropped to 1994 events", "increases the catalogue by 1996
# sources" (not "increased from 2010 to 2015": a span).
_CHANGE_VERBS = r"\b(?:dropp\w*|fell|falls?|rose|rises?|increas\w*|decreas\w*|reduc\w*|rais\w*|grew|grows?|lower\w*|cut|cuts|doubl\w*|tripl\w*|halv\w*)\b"
_CHANGED_TO = lazy(_CHANGE_VERBS + r"(?:(?!\bfrom\b)[^.;:]){0,60}\b(?:to|by)[ \u00a0\u2009$~]*$", re.IGNORECASE)
# Where a change starts, named after where it ended, is as found ("the catalog grew to 2010 objects from 1950
# objects": red team 18); a start named first may be a design ("trials increased in difficulty from 1 to 3 circles").
_CHANGED_FROM = lazy(_CHANGE_VERBS + r"(?:(?!\bfrom\b)[^.;:]){0,30}\b(?:to|by)\b(?:(?!\bfrom\b)[^.;:]){1,40}\bfrom"
                     r"[ \u00a0\u2009$~]*$", re.IGNORECASE)
# A count that doubled or halved "from A to B" changed as observed: no design sweeps by doubling ("the library doubled
# from 3,893 to 7,563 files", mathlib_network, set 36); the authors' own doubling has "we" and stays a setting.
_MULTIPLIED_FROM_TO = lazy(r"\b(?:doubl|tripl|quadrupl|halv)\w*\b[^.;:]{0,30}\bfrom\b[^.;:]{0,40}\bto[ \u00a0\u2009$~]*$",
                           re.IGNORECASE)
# ... or things that passed a selection or a classification: "75 images satisfy the license criteria", "75 rows are
# publishable after review" (road_damage_kz, set 62), "the 822 genes classified as adaptive" (adaptation_scales)
_DONE_AFTER = lazy(r"^[ \u00a0\u2009]*(?:[a-z]+[ \u00a0\u2009]+)?(?:correctly|successfully|without[ \u00a0\u2009]+"
                   r"(?:an?[ \u00a0\u2009]+)?errors?)\b|^[ \u00a0\u2009]*(?:satisf(?:y|ied)|(?:met|meet)(?![ \u00a0\u2009]+with\b)|passed|survived?|"
                   r"qualif(?:y|ied)|(?:are|were)[ \u00a0\u2009]+(?:publishable|usable|eligible|valid|"
                   r"suitable)|(?:classified|identified|detected|flagged|predicted)[ \u00a0\u2009]+as)\b", re.IGNORECASE)


def _done_after(c: Ctx) -> bool:
    """What follows the counted noun says the things were done or found: "answered 1999 queries correctly"."""
    return bool(_DONE_AFTER.match(_COUNTED_NOUN.sub("", c.after_raw, count=1)))


# A list of values offered as alternatives, "1, 10, 20, 30, or 40" (rule alternatives): items with an optional unit,
# comma-separated, "or" before the last. A unit is at most three letters and never the word "or".
_ALT_ITEM = r"[-−]?[0-9][0-9.]*(?:[ \u00a0\u2009]*(?:%|(?!or\b)[A-Za-zµ]{1,3}\b))?"
_ALT_AFTER = lazy(r"(?P<more>(?:[ \u00a0\u2009]*,[ \u00a0\u2009]*" + _ALT_ITEM + r")*)[ \u00a0\u2009]*,?[ \u00a0\u2009]*or"
                  r"[ \u00a0\u2009]+" + _ALT_ITEM)
_ALT_BEFORE = lazy(r"(?P<items>(?:" + _ALT_ITEM + r"[ \u00a0\u2009]*,[ \u00a0\u2009]*)*)(?:" + _ALT_ITEM +
                   r")[ \u00a0\u2009]*,?[ \u00a0\u2009]*or[ \u00a0\u2009]+$")
_ALT_LEAD = lazy(r"(?P<items>(?:" + _ALT_ITEM + r"[ \u00a0\u2009]*,[ \u00a0\u2009]*)*)$")


# What offers the values as a choice: a configuring verb (imperative in a list of options, "Sample at least 2%, 8%, or
# 10%") or "either", before the list.
_ALT_CUE = lazy(r"\b(?:consider\w*|use[sd]?|using|with|sampl\w*|stop\w*|tr(?:y|ies|ied)|test(?:s|ed)?|set|sets|"
                r"choos\w*|chose|chosen|var(?:y|ies|ied)|select\w*|either|among|from)\b(?:(?![.;:]).)*$", re.IGNORECASE)


def _in_alternatives(c: Ctx) -> bool:
    """The number is one of at least three values joined by commas with "or" before the last, offered by a
    configuring word before the list and governed by no outcome verb or metric ("It solved 12, 14, or 15 tasks",
    "Accuracy was 91.2, 91.5, or 93.1" stay found)."""
    window = max(c.sentence_start, c.raw.start - 80)
    lead = _ALT_LEAD.search(c.text, window, c.raw.start)
    start = lead.start("items") if lead and lead.group("items") else c.raw.start
    n = lead.group("items").count(",") if lead else 0
    after = _ALT_AFTER.match(c.text, c.raw.unit_end, c.raw.unit_end + 90)
    if after:
        n += 1 + after.group("more").count(",") + 1
    else:
        last = _ALT_BEFORE.search(c.text, window, c.raw.start)
        if last is None:
            return False
        start, n = last.start(), last.group("items").count(",") + 2
    if n < 3:
        return False
    head = c.text[max(c.sentence_start, start - 60) : start]
    return bool(_ALT_CUE.search(head)) and role(head) != "outcome" and not _RESULT_BEFORE(head)


# "735 tracks from the SALAMI corpus": a count, up to three words and a plural noun, taken from a named data set.
_FROM_DATASET = lazy(r"[ \u00a0\u2009]*(?:[A-Za-z-]+[ \u00a0\u2009]+){0,3}[a-z]+s[ \u00a0\u2009]+from[ \u00a0\u2009]+"
                     r"(?:the[ \u00a0\u2009]+)?(?:[A-Z][\w-]*[ \u00a0\u2009]+){0,3}(?:corpus|corpora|data[ \u00a0\u2009-]?sets?|"
                     r"databases?|collections?|archives?|benchmarks?)\b")
# The data a method was run on, by its size: "we applied the filter to a database of 40 MR images", "tested on a
# set of about 50 scans". The verb puts the data in; "a sample of 120 flares was detected" is found.
_APPLIED_TO_DATA = lazy(r"\b(?:appl(?:y|ies|ied)|tested|test|evaluated?|validated?|ran|run)\b[^.;]{0,60}\b(?:to|on)"
                        r"[ \u00a0\u2009]+(?:an?|the)[ \u00a0\u2009]+(?:[A-Za-z-]+[ \u00a0\u2009]+){0,2}"
                        r"(?:database|data[ \u00a0\u2009-]?set|collection|corpus|set|cohort)[ \u00a0\u2009]+of"
                        r"(?:[ \u00a0\u2009]+(?:around|about|approximately|roughly|some|nearly))?[ \u00a0\u2009~$]*$")
# A unit the number reader left in the text may stand between ("1.2 m/s nominal speed").
_NOMINAL_AFTER = lazy(r"[ \u00a0\u2009]*(?:[A-Za-zµ°/^·0-9-]{1,8}[ \u00a0\u2009]+)?(?:nominal|prescribed|commanded)\b",
                      re.IGNORECASE)


def _season_year(c: Ctx) -> bool:
    """"2023/24"; with a dash only the year after ("2015-16"): "2015-20" may be a range of anything."""
    if not (c.bare_int and not c.raw.negative and c.raw.end - c.raw.start == 2):
        return False
    m = _SEASON_BEFORE.search(c.text, max(0, c.raw.start - 6), c.raw.start)
    if m is not None and not m.group("dash") and _in_slash_date(c):  # the month of 2020/10/28, not a season
        return False
    return m is not None and (not m.group("dash") or (int(m.group(1)) + 1) % 100 == int(c.raw.value))


# A day of a protocol or a course, numbered: "on day 10", "the day 1 through 10 samples", "from days 3-6", "(Day 0)"
# (peg_cdiff, set 26; twinkle, set 45). The day a thing happened is found, as at a named step: "peaked on day 12",
# "the first cases were detected on day 5".
# "(day = -1)", "(day -1)": the day before a challenge is day -1 of the protocol (mouse_vendor_cdi, set 50)
_PROTOCOL_DAY = lazy(r"\b[Dd]ays?[ \u00a0\u2009~]*(?:=[ \u00a0\u2009$]*)?"
                     r"(?:[0-9]+[ \u00a0\u2009]*(?:,|and|or|to|through|–|--|-)[ \u00a0\u2009]*)*$")


def _protocol_day(c: Ctx) -> bool:
    if not c.bare_int or abs(c.raw.value) > (30 if c.raw.negative else 400) \
            or not _has_any(c.before[-24:], ("day", "Day")):
        return False
    return bool(_PROTOCOL_DAY.search(c.before[-24:])) and not _STEP_FOUND.search(c.window[-50:])


# A clock without its zone is still a time of day right after an ISO date ("between 2020-12-22 00:00 and ...",
# hydronn_precip, set 53) or as the first end of a range whose second end names the zone ("from 16:00:00 to
# 19:15:00 UTC", shf).
_ISO_DATE_THEN_CLOCK = lazy(r"\b[12][0-9]{3}([-/])[01]?[0-9]\1[0-3]?[0-9](?:T|[ \u00a0\u2009~]+)"
                            r"(?:[0-9]{1,2}:(?:[0-5][0-9]:)?)?$")
# A clock that opens no zone is a time of day where whole hours bound a span ("between 6:00 and 22:00") or a
# departure is timed ("departure at 07:47", tdpot, set 61), in a sentence that finds nothing at that time. Red team
# 44: "peaked at 19:20", "errors were largest between 14:00 and 16:00" find one, "solve time dropped from 2:45 to
# 1:12" times a run, "ranged from 1:5 to 1:10" is a ratio; a bare table cell ("12:49") may time a run too.
_CLOCK_PREPOSITION = lazy(r"(?:\b(?:between|from)|\b(?:between|from)[ \u00a0\u2009~]*[0-9]{1,2}:00[ \u00a0\u2009~]*"
                          r"(?:and|to|until|till|–|--|-)|\b(?:depart\w*|departure(?:[ \u00a0\u2009]+time)?)"
                          r"(?:[ \u00a0\u2009]+(?:at|of))?)[ \u00a0\u2009~]*$", re.IGNORECASE)
# Words that make a clock-shaped number something else: a ratio, a duration in minutes and seconds, or a time found.
_NOT_A_CLOCK = lazy(r"ratio|dilut|odds|proportion|mix|v/v|w/w|split|stoichiometr|score|"
                    r"mm?:ss|h:mm|min:s|durat|took|take|lasted|elapsed|complet|run-?time|wall|lap|pace|race|finish|"
                    r"\b(?:peak\w*|occur\w*|largest|smallest|highest|lowest|most|least|earliest|latest|exceed\w*|"
                    r"estimat\w*|predict\w*|forecast\w*|observ\w*|detect\w*|found|identif\w*|optimal|improv\w*|"
                    r"reduc\w*|shr[ai]nk\w*|drop\w*|fell|fall\w*|rose|ris\w*|increas\w*|decreas\w*|shift\w*|"
                    r"happen\w*|began|ended|start(?:ed|s)|end(?:ed|s)|onset|time-to|makespan|latency|delay\w*)\b",
                    re.IGNORECASE)
_CLOCK_SPAN = lazy(r"[0-9]{1,2}(?::[0-5][0-9]){1,2}(?![0-9:]|\.[0-9])")
_DURATION_AFTER = lazy(r"[ \u00a0\u2009~]*(?:h|hrs?|hours?|min|mins|minutes?|s|secs?|seconds?)\b")


def _clock_by_preposition(c: Ctx) -> bool:
    """The number is the hour, minute or second of an H:MM(:SS) that a preposition of time opens."""
    if c.context == "table":
        return False
    start = c.raw.start
    while start > 0 and (c.text[start - 1].isdigit() or c.text[start - 1] == ":"):
        start -= 1
    clock = _CLOCK_SPAN.match(c.text, start)
    if clock is None or clock.end() < c.raw.end or int(clock.group().split(":")[0]) > 24:
        return False
    if _DURATION_AFTER.match(c.text, clock.end(), clock.end() + 12):
        return False
    opened = _CLOCK_PREPOSITION.search(c.text, max(0, start - 40), start)
    if opened is None or (opened.group().lower().lstrip().startswith(("between", "from"))
                          and not clock.group().endswith(":00")):
        return False  # a span's ends are whole hours: "from 2:45 to 1:12" may time a run
    sentence = c.text[max(c.sentence_start, start - 160) : clock.end() + 80]
    return not _NOT_A_CLOCK.search(sentence)


_CLOCK_ONLY = lazy(r"^(?P<rest>(?::[0-5][0-9]){0,2})(?![0-9:]|\.[0-9])")
_CLOCK_RANGE_AFTER = lazy(r"^(?P<rest>(?::[0-5][0-9]){0,2})[ \u00a0\u2009~]*(?:to|–|--|-)[ \u00a0\u2009~]*"
                          r"[0-9]{1,2}(?::[0-5][0-9]){1,2}[ \u00a0\u2009~]*(?:UTC|GMT|CES?T|[ECMP][SD]T|JST|"
                          r"[AaPp]\.?[Mm]\.?(?![A-Za-z])|local[ \u00a0]time)")


def _time_of_day(c: Ctx) -> bool:
    if not c.bare_int or c.raw.value > 59 or c.raw.negative:
        return False
    after = _CLOCK_AFTER.match(c.after_raw) or _CLOCK_RANGE_AFTER.match(c.after_raw)
    if after is None and (_ISO_DATE_THEN_CLOCK.search(c.before) or _clock_by_preposition(c)):
        after = _CLOCK_ONLY.match(c.after_raw)
    if after is None:
        return False
    before = _CLOCK_BEFORE.search(c.before[-6:])
    colons = (before.group().count(":") if before else 0) + after.group("rest").count(":")
    return 1 <= colons <= 2


def _is_decade(c: Ctx) -> bool:
    r = c.raw
    return r.unit == "s" and r.decimals == 0 and 1010 <= r.value <= 2099 and r.value % 10 == 0 \
        and c.text[r.end : r.end + 1] == "s" and bool(_FOUR_DIGITS.fullmatch(c.text[r.start : r.end]))


_PLURAL_OF = lazy(r"s[ \u00a0\u2009~]+of[ \u00a0\u2009~]+(?:[A-Za-z-]+[ \u00a0\u2009~]+){0,2}[A-Za-z-]+s\b")


def _order_of_magnitude(c: Ctx) -> bool:
    """"10s of atoms", "100s of trajectories": tens, hundreds of a plural noun, not 10 seconds ("10s of CPU time"
    stays a duration)."""
    r = c.raw
    if r.unit != "s" or r.decimals or r.value not in (10, 100, 1000) or r.exponent is not None:
        return False
    m = _PLURAL_OF.match(c.text, r.end)  # "100s of CPU seconds" may be a duration: it stays one (fails closed)
    # "our checker reports 100s of real bugs", "100s of bugs were found" count what was found (red teams 10, 11)
    return m is not None and not _has_any(m.group().lower(), ("second", "minute", "hour", "day", "week", "month", "year")) \
        and c.role != "outcome" and c.passive_verb not in OUTCOME_WORDS and not _FOUND_AFTER.match(c.text[m.end():m.end() + 64])


def _is_label(c: Ctx) -> bool:
    if not c.is_int or c.raw.unit or c.raw.negative or c.context == "table":
        return False
    m = _LABEL_BEFORE.search(c.before)
    return m is not None and m.group(1) not in _NOT_LABELS and not c.after_raw[:1].isdigit() and \
        not _MULTIPLIER_AFTER.match(c.after_raw) and not _is_metric_name(m.group(1))


def _is_metric_name(word: str) -> bool:
    """A metric's acronym before a score names no thing: "AUC 93", "BLEU 27", "mAP 45" (red team 49b). A capitalised
    word stays a possible name: "Precision 5530", "the Accuracy 2 group", "the Score 3 subscale" (red team 49c)."""
    return word.lower() in _METRIC_NAMES and sum(1 for ch in word if ch.isupper()) >= 2


# A change measured per unit of work ("a 40 ms reduction per trial"), unlike a metric a test is named for ("a 10s
# throughput test").
_CHANGE_NOUNS = _words("reduction reductions overhead overheads drop drops saving savings speedup speed-up gain gains "
                       "improvement improvements increase increases decrease decreases slowdown penalty loss losses cut "
                       "cuts delay delays")
_SETUP_HEADS = frozenset(("test", "tests", "run", "runs", "benchmark", "experiment", "experiments", "trial", "trials",
                          "trace", "traces", "warm-up", "warmup", "window", "phase", "session", "sessions"))


# The noun phrase a magnitude opens, then a passive of reaching.
_ACHIEVED_AFTER = lazy(r"^[^.;:,()]{0,40}?\b(?:was|were|is|are|has been|have been|had been)[ \u00a0]+(?:\w+ly[ \u00a0]+)?"
                       r"(?:achieved|reached|attained)\b", re.IGNORECASE)  # not "obtained", "seen": data taken


# A dose's unit (mass or amount per body mass, volume or day; a molar concentration) right after the digits, a word
# of treatment in the sentence, and no word of measuring or reaching: "treated with clindamycin (10 mg/kg)".
_DOSE_UNIT = lazy(r"[ \u00a0\u2009~$]*(?:(?:[mµμun]?g|I?U|[mµμ]?mol)[ \u00a0\u2009]*/[ \u00a0\u2009]*(?:kg|m[lL]|[lL]|d|day|g)|"
                  r"[mµμnp]M)\b")  # matched at the end of the digits
_TREATED = lazy(r"\b(?:treat\w*|dos(?:e|es|ed|ing)|inject\w*|administ\w*|gavag\w*|drinking water|received|"
                r"supplement\w*|infus\w*|exposed|challenged|regimens?|intraperitoneal\w*|oral(?:ly)?)\b", re.IGNORECASE)
_DOSE_MEASURED = lazy(r"\b(?:measured|detected|reached|peak\w*|found|observed|rose|fell|increased|decreased|"
                      r"cleared|removed|produced|excreted|accumulated|released|lost|gained|"
                      r"recovered|yield\w*|plasma|serum|LOD|limit)\b", re.IGNORECASE)

_DOSE_SYNTAX = lazy(r"(?:\(|\bat|\bwith|\bcontaining|\b(?:dose|dosage|concentration|amount)s?[ \u00a0]+of)"
                    r"[ \u00a0\u2009~$]*$", re.IGNORECASE)
_DOSE_LIST = lazy(r"(?:,|\band|\bor|;|-|–)[ \u00a0\u2009~$]*$")
_COPULA_BEFORE = lazy(r"\b(?:was|were|is|are|averaged|totalled|totaled)[ \u00a0\u2009~$]*$")


def _dose(c: Ctx) -> bool:
    if not _DOSE_UNIT.match(c.text, c.raw.end, c.raw.end + 24):
        return False
    # A dose is written "(10 mg/kg)", "at 10 mg/kg", "a dose of", "with 0.5 mg/mL", or listed inside the
    # parentheses that give doses ("(0.5 mg/mL and 5 mg/mL, respectively)"); "a burden of 12 mg/kg" is measured.
    in_parentheses = c.window.rfind("(") > c.window.rfind(")")
    if not (_DOSE_SYNTAX.search(c.before) or (in_parentheses and _DOSE_LIST.search(c.before))):
        return False
    if c.role == "outcome" or (_COPULA_BEFORE.search(c.before) and "dos" not in c.before[-30:].lower()):
        return False  # "the tumour burden was 12 mg/kg": a value stated of something measured
    sentence = c.window + c.text[c.raw.end : c.raw.end + 80]
    return bool(_TREATED.search(sentence)) and not _DOSE_MEASURED.search(sentence)


# A condition governs its own value, not one after it: "when $c_0$ = 0.1 mM gives 0.7" has the condition's value
# (0.1) between "when" and 0.7, so 0.7 is what the sentence reports; "when T is between 10 K and 20 K" ends a range.
_CONDITION_OPENER = lazy(r"\b(?:if|when|whenever|unless|once|provided|assuming|given)\b", re.IGNORECASE)
_NUMERAL = lazy(r"(?<![\w^_.])[0-9]")  # a digit that starts a number (not c_0, CO2, x^2)
_CONJUNCT_BREAK = lazy(r",|;|\band\b|\bor\b")
_ENDS_WITH_AND = lazy(r"[ \u00a0\u2009]+and[ \u00a0\u2009$]*$")
_OWN_CONDITION_AFTER = lazy(r"[ \u00a0\u2009$]*(?:when|whenever|if|once)\b", re.IGNORECASE)
_GIVES_WORDS = (" gives", " gave", " give ", " results in", " resulted in", " leads to", " led to", " worsen", " improv")
_RANGE_OR_LIST_END = lazy(r"[0-9][0-9.,]*[ \u00a0\u2009]*(?:[^\s0-9,;]{1,8}[ \u00a0\u2009]*)?"
                          r"(?:and|or|to|–|--|-|/|×|x)[ \u00a0\u2009$]*$")


_SUBJECT = (r"(?:we|it|they|(?:the|our|its|this|these|their|each|every|a|an)"
            r"(?:[ \u00a0\u2009]+(?!(?:and|or|but|than)\b)[\w-]+){1,3}?|"
            # a metric with no article: "When the cache is warm accuracy is 91.2%"
            r"(?:(?:top-[0-9]|p[0-9]+|mean|median|average|peak|tail)[ \u00a0\u2009]+)?(?:accuracy|error|latency|"
            r"throughput|performance|recall|precision|loss|speed-?up|runtime|memory|energy|cost|bandwidth|"
            r"utili[sz]ation|overhead|F1|AUC|BLEU|perplexity|quality|efficiency))")
# Finite verbs a main clause reports with (not any word in -s or -ed: "the number of triangles in a node was").
_SUBJECT_VERB_SRC = (r"\b" + _SUBJECT + r"[ \u00a0\u2009]+(?:is|are|was|were|has|have|had|can|could|will|would|becomes?|"
                     r"became|stays?|remains?|reach(?:es|ed)|achiev(?:es|ed)|attain(?:s|ed)|outperform(?:s|ed)|"
                     r"improv(?:es|ed)|drop(?:s|ped)|falls?|fell|rises?|rose|increas(?:es|ed)|decreas(?:es|ed)|"
                     r"exceed(?:s|ed)|yield(?:s|ed)|gives?|gave|shows?|showed|solv(?:es|ed)|needs?|needed|takes?|took|"
                     r"requires?|required|runs?|ran|scor(?:es|ed)|beats?|surpass(?:es|ed)|converg(?:es|ed)|"
                     r"doubl(?:es|ed)|halv(?:es|ed)|grows?|grew|shrinks?|shrank|saturat(?:es|ed)|plateau(?:s|ed)|"
                     r"degrad(?:es|ed)|lowers?|lowered|cuts?|completes?|completed|finish(?:es|ed)|passes|passed|"
                     r"fails?|failed|wins?|won|reports?|reported|observes?|observed|measures?|measured|finds?|found)\b")
_SUBJECT_VERB = lazy(_SUBJECT_VERB_SRC, re.IGNORECASE)
_SUBJECT_FIRST = lazy(r"^[ \u00a0\u2009]*" + _SUBJECT + r"\b", re.IGNORECASE)
_OWN_SUBJECT_VERB = lazy(r"^[ \u00a0\u2009]*" + _SUBJECT_VERB_SRC, re.IGNORECASE)


def _condition_in_own_cell(c: Ctx) -> bool:
    """In a table the condition must stand in the number's own cell: a row label "Assuming 100% compliance" does
    not make the row's measured cells conditions (ped_actuation, set 51: 8 such results missed)."""
    if c.cell is None:
        return True
    own = c.text[max(c.sentence_start, c.text.rfind(CELL, 0, c.raw.start) + 1) : c.raw.start].lower()
    return _has_any(own, _CONDITION_WORDS)


def _within_condition(c: Ctx) -> bool:
    """The number is the condition's own value (or ends its range or list), not one the sentence reports past it."""
    openers = list(_CONDITION_OPENER.finditer(c.clause))
    if not openers:
        return True  # decided by the continued-condition pattern on the window
    inside = c.clause[openers[-1].end() :]
    if not _NUMERAL.search(inside) and _ENDS_WITH_AND.search(inside) and _OWN_CONDITION_AFTER.match(c.after_raw):
        # a conjunct that opens with the number and has a condition of its own follows a condition with no value:
        # "2.9% when moved halfway and 20.8% when moved fully" (tooth_numbering, set 63); "If the queue is full and
        # 32 requests are pending" is one condition (red team 45b)
        return False
    if not _NUMERAL.search(inside):
        # No value of its own: the condition may have ended without a comma ("When evaluated on ImageNet our model
        # reaches 91.2%", "If the cache is warm the error drops to 3%": red team 21). A subject and its verb past
        # the condition's own (a second one where the condition opens with its subject) begin the main clause: the
        # number is what it reports ("If the learning rate exceeds 0.1" keeps its value).
        # ("Given a warm cache", "Assuming a warm cache": a noun phrase, no verb of its own)
        noun_phrase = openers[-1].group().lower() in ("given", "assuming")
        first = (None if noun_phrase else _OWN_SUBJECT_VERB.match(inside)) or _SUBJECT_FIRST.match(inside)
        return _SUBJECT_VERB.search(inside, first.end() if first else 0) is None
    if _RANGE_OR_LIST_END.search(inside):
        return True
    # past the condition's value only where a verb of finding follows that value in the same conjunct ("when c = 0.1
    # mM gives 0.7"); "when R^2 >= 0.85 and the SNR exceeds 5" is one condition with two values
    after_value = inside[_NUMERAL.search(inside).end() :]  # type: ignore[union-attr]
    conjunct = _CONJUNCT_BREAK.split(after_value, maxsplit=1)[0]
    return not (_has_any(conjunct, _GIVES_WORDS) or any(w in OUTCOME_WORDS for w in _WORD.findall(conjunct.lower()))
                or _SUBJECT_VERB.search(conjunct))  # "When run on 8 GPUs accuracy is 91.2%"


# The make-up of the sample the authors recorded: "146 students (gender: 69.18% female, 24.66% male)", "52% were
# women". Observed, so a result even in a method section, where a percentage otherwise describes the setup.
_DEMOGRAPHIC_AFTER = lazy(r"^[ \u00a0\u2009]*(?:(?:of[ \u00a0]+(?:the[ \u00a0]+|our[ \u00a0]+)?)?(?:participants|respondents|"
                          r"students|patients|subjects|children|adults|sample)[ \u00a0]+)?(?:(?:were|was|are|identified[ \u00a0]+as|as)"
                          r"[ \u00a0]+)?(?:female|male|females|males|women|men|girls|boys|non-?binary|transgender|white|"
                          r"black|asian|hispanic|latin[aoex]|latinx|caucasian|african|american[ \u00a0]+indian|alaska[ \u00a0]+"
                          r"native|native|pacific[ \u00a0]+islander|middle[ \u00a0]+eastern|multiracial|mixed[ \u00a0]+race|"
                          r"biracial|right-handed|left-handed)\b", re.IGNORECASE)
# "0.61% undisclosed" closes such a list once a demographic label has been named in the sentence.
_DEMOGRAPHIC_REST = lazy(r"^[ \u00a0\u2009]*(?:undisclosed|unknown|other|not[ \u00a0]+reported|declined|prefer)\b", re.IGNORECASE)
_DEMOGRAPHIC_NAMED = lazy(r"\b(?:gender|sex|race|ethnicity|female|male|women|men)\b", re.IGNORECASE)


# Who took part, as recorded: the participant flow ("42 dogs did not begin the experiment", "leaving 75 dogs that
# started", "65 dogs completed the experiment") and a count broken down by sex ("28 male, 34 female"; "0 intact
# females, 30 spayed females, ...") describe the sample the study ended with, in any section (dog_impulsivity,
# dog_training, set 39). Only animate subjects: "leaving 10,000 images for testing" is a split the authors chose.
# Not where the authors decided the make-up ("we recruited 20 males and 20 females"), nor how many began ("A total
# of 273 participants began the experiment" is the sample recruited: shepard).
_SUBJECTS = (r"(?:participants|subjects|respondents|patients|dogs|cats|animals|children|students|adults|mice|rats|"
             r"volunteers|owners|individuals|people|infants|households|pairs|dyads|horses|birds|monkeys|workers)")
_FLOW_AFTER = lazy(r"^[ \u00a0\u2009]+(?:[a-z-]+[ \u00a0\u2009]+)?" + _SUBJECTS + r"[ \u00a0\u2009]+(?:(?:that|who)"
                   r"[ \u00a0\u2009]+)?(?:did[ \u00a0\u2009]+not|didn't|failed[ \u00a0\u2009]+to|could[ \u00a0\u2009]+not|"
                   r"completed|finished|dropped[ \u00a0\u2009]+out|withdrew|were[ \u00a0\u2009]+excluded|"
                   r"remained)\b", re.IGNORECASE)
_FLOW_BEFORE = lazy(r"\b(?:leaving|left[ \u00a0\u2009]+with|result(?:ed|ing)[ \u00a0\u2009]+in[ \u00a0\u2009]+"
                    r"(?:data[ \u00a0\u2009]+from[ \u00a0\u2009]+)?)[ \u00a0\u2009]*$", re.IGNORECASE)
_FLOW_SUBJECT = lazy(r"^[ \u00a0\u2009]+(?:[a-z-]+[ \u00a0\u2009]+)?" + _SUBJECTS + r"\b", re.IGNORECASE)
# "49 identified as female, 15 as male, and 0 as non-binary" (dog_impulsivity, set 39), "58 were typed as male"
# list such counts too; not a coding of sex ("dummy-coded with 1 as male and 0 as female": red team 45)
_SEX_CODED = lazy(r"\b(?:cod(?:ed|es|ing)|encod\w*|dummy|indicators?|mapped|(?<!-)binary|integers?)\b", re.IGNORECASE)
# "as", "were typed as", "self-identified as" before the sex; a neuter status
_SEX_AS = (r"(?:(?:(?:were|was)[ \u00a0\u2009]+(?:[a-z-]+[ \u00a0\u2009]+)?|(?:self-)?identified[ \u00a0\u2009]+)?as"
           r"[ \u00a0\u2009]+)?(?:(?:intact|spayed|neutered|castrated|entire|sterili[sz]ed)[ \u00a0\u2009]+)?")
_SEX_COUNT = lazy(r"^[ \u00a0\u2009]+" + _SEX_AS + r"(?:female|male|females|males|women|men|girls|boys|non-?binary)\b",
                  re.IGNORECASE)
# the partner may be spelled out: "28 female and eight male" (idioms_passive, set 47)
_SEX_PARTNER = lazy(r"(?:[0-9]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|"
                    r"thirty|forty|fifty|sixty|seventy|eighty|ninety))[ \u00a0\u2009]+" + _SEX_AS +
                    r"(?:female|male|females|males|women|men|girls|boys)\b", re.IGNORECASE)
_DECIDED_SAMPLE = lazy(r"\b(?:recruit\w*|enrol\w*|assign\w*|invit\w*|balanc\w*|match\w*|target\w*|aim\w*|plann\w*|"
                       r"stratif\w*|quota)", re.IGNORECASE)


# What the participants answered is observed: "10 reported having graduate degrees, 69 college degrees, ...",
# "The plurality (64) rated themselves ...", "3 who declined to state" after a breakdown by sex (regression_by_eye,
# set 41). Only where the sentence names the people who answered: "3 reported bugs" counts bugs.
_ANSWER_VERBS = r"(?:reported|self-reported|rated|indicated|stated|said|answered|responded)"
_ANSWERED_AFTER = lazy(r"^\)?[ \u00a0\u2009]+(?:(?:of[ \u00a0\u2009]+them|" + _SUBJECTS + r")[ \u00a0\u2009]+)?"
                       r"(?:" + _ANSWER_VERBS + r"|self-identified|identified[ \u00a0\u2009]+as|"
                       r"described[ \u00a0\u2009]+themselves)\b", re.IGNORECASE)
_ANSWERED_LIST = lazy(r"[0-9]\)?[ \u00a0\u2009]+" + _ANSWER_VERBS + r"\b[^.;:]*,[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+|"
                      r"or[ \u00a0\u2009]+)?$", re.IGNORECASE)
_ANSWERERS = lazy(r"\b(?:participants?|subjects?|respondents?|pool|sample|cohort|they|them|themselves|"
                  r"plurality|majority|minority)\b", re.IGNORECASE)
_DECLINED_AFTER = lazy(r"^[ \u00a0\u2009]+(?:(?:who|that)[ \u00a0\u2009]+)?(?:declined|preferred[ \u00a0\u2009]+not|"
                       r"did[ \u00a0\u2009]+not[ \u00a0\u2009]+(?:state|disclose|report|answer))\b", re.IGNORECASE)


def _recorded_sample(c: Ctx) -> bool:
    if not c.is_int or c.context == "table" or c.raw.unit:
        return False
    if (_ANSWERED_AFTER.match(c.after_raw) or _ANSWERED_LIST.search(c.window)) and (
            _ANSWERERS.search(c.window) or _ANSWERERS.search(c.after_raw[:40])):
        return True
    if _DECLINED_AFTER.match(c.after_raw):
        return _SEX_PARTNER.search(c.before) is not None
    if _SEX_COUNT.match(c.after_raw):
        # a breakdown: another sexed count stands in the same stretch of text
        partner = _SEX_PARTNER.search(c.before) or _SEX_PARTNER.search(c.after_raw, 1)
        return partner is not None and not _DECIDED_SAMPLE.search(c.window) and not _SEX_CODED.search(
            c.window + c.after_raw[:48])
    if _FLOW_AFTER.match(c.after_raw) or (_FLOW_BEFORE.search(c.before) and _FLOW_SUBJECT.match(c.after_raw)):
        return not _DECIDED_SAMPLE.search(c.clause)
    return False


# A count with its share of the whole in brackets, then what those counted are or did: "39 individuals (53.40%) who
# lived with a pet", "60 (82.2%) identified as female" (hai_dogs, set 47), "851,168 events (61%) had energies over
# ...". Observed, in any section: the authors counted them. Not the whole a share is taken of ("7 of the 26 patients
# (26.9%) who were diagnosed": 26 is the denominator), nor where the authors decided the make-up ("we recruited 20
# (50%) who ...").
_SHARE_VERBS = (r"(?:who|that|which|identified|self-identified|reported|were|was|are|had|did|lived|met|"
                r"completed|scored)\b")
_COUNT_THEN_SHARE = lazy(r"^[ \u00a0\u2009]*(?:[A-Za-z-]+[ \u00a0\u2009]+){0,2}\([ \u00a0\u2009]*[0-9]+(?:\.[0-9]+)?"
                         r"[ \u00a0\u2009]*\\?%[ \u00a0\u2009]*\)[ \u00a0\u2009]*" + _SHARE_VERBS, re.IGNORECASE)
# A count whose share comes with a confidence interval was estimated from what was observed, whatever word governs
# it: "reproducible for 9 (36%, CI [20, 59]) articles", "12 (4.1%; 95% CI 2.2-7.0) patients" (repro_psychsci, set
# 53). Nobody configures a count with an interval; a total ("out of the 25 (40%, CI ...)") stays the denominator.
_COUNT_SHARE_CI = lazy(r"^[ \u00a0\u2009~]*\([ \u00a0\u2009]*[0-9]+(?:\.[0-9]+)?[ \u00a0\u2009]*\\?%[ \u00a0\u2009]*[,;]"
                       r"[ \u00a0\u2009]*(?:[0-9]+(?:\.[0-9]+)?[ \u00a0\u2009]*\\?%[ \u00a0\u2009]*)?(?:CI|C\.I\.|"
                       r"confidence[ \u00a0\u2009]+interval)\b")
_PLANNED = lazy(r"\b(?:plann\w*|assum\w*|expect\w*|anticipat\w*|recruit\w*|enrol\w*|targeted|targeting|aim\w*|"
                r"project\w*|budget\w*|power(?:ed)?)\b", re.IGNORECASE)
_SHARE_OF_COUNT = lazy(r"[0-9][ \u00a0\u2009]*(?:[A-Za-z-]+[ \u00a0\u2009]+){0,2}\([ \u00a0\u2009]*$")
_SHARE_THEN_VERB = lazy(r"^[ \u00a0\u2009]*\)[ \u00a0\u2009]*" + _SHARE_VERBS, re.IGNORECASE)
_DENOMINATOR_BEFORE = lazy(r"\b(?:of|out[ \u00a0\u2009]+of)[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+|all[ \u00a0\u2009]+)?$",
                           re.IGNORECASE)


def _counted_share(c: Ctx) -> bool:
    if c.context == "table" or "(" not in c.before[-40:] + c.after_raw[:30]:  # cheap: both forms need a bracket
        return False
    if c.is_int and not c.unit and not c.raw.unit:
        if _DENOMINATOR_BEFORE.search(c.before):
            return False
        if _COUNT_SHARE_CI.match(c.after_raw):
            # an interval declares an estimate, even where the sentence names a target value; not a plan's count
            # in the setup ("we assumed 30 (15%; 95% CI 10-20) dropouts", "targeted 40 (20%, CI 15-25)": red team)
            return not c.setup and not _PLANNED.search(c.window)
        found = _COUNT_THEN_SHARE.match(c.after_raw) is not None
    elif c.unit == "%":
        found = _SHARE_OF_COUNT.search(c.before[-40:]) is not None and _SHARE_THEN_VERB.match(c.after_raw) is not None
    else:
        return False
    return found and not _DECIDED_SAMPLE.search(c.window)


# A share of the recorded sample, stated as what its members are, said or did: "Of the participants, 81.7% identified
# as woman/female", "31.5% of the sample grew up in rural areas, 29.9% in suburban areas" (haipyd, set 68). The
# sample's make-up is observed even in a Participants section; not where the authors decided it ("we recruited 50%
# women", "balanced so that 50% ...").
_SHARE_ANSWERED_AFTER = lazy(r"^[ \u00a0\u2009]*(?:of[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+|our[ \u00a0\u2009]+|all[ \u00a0\u2009]+)?"
                             r"(?:sample|participants|respondents|subjects|students|children|patients|owners|cohort|"
                             r"youths?|adolescents)[ \u00a0\u2009]+)?(?:(?:currently|previously|also|had[ \u00a0\u2009]+)"
                             r"[ \u00a0\u2009]+)?(?:" + _ANSWER_VERBS + r"|self-identified|identified[ \u00a0\u2009]+as|"
                             r"described[ \u00a0\u2009]+themselves|grew[ \u00a0\u2009]+up|lived|owned|had[ \u00a0\u2009]+"
                             r"(?:an?|no|some|prior|previous|experience)|were[ \u00a0\u2009]+(?:female|male|women|men|"
                             r"girls|boys|married|employed|unemployed|retired|right-handed|left-handed|born))\b", re.IGNORECASE)
# a later share of the same list: "..., 29.9% in suburban areas" after "31.5% of the sample grew up in rural areas"
_SHARE_ANSWERED_LIST = lazy(r"[0-9][ \u00a0\u2009]*\\?%[ \u00a0\u2009]*(?:of[ \u00a0\u2009]+[^,;.]{0,30})?"
                            r"(?:" + _ANSWER_VERBS + r"|self-identified|identified[ \u00a0\u2009]+as|grew[ \u00a0\u2009]+up|"
                            r"lived|owned)\b(?:[^.;:]|\.(?=[0-9]))*,[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+|or[ \u00a0\u2009]+)?$",
                            re.IGNORECASE)


# A make-up nobody recorded: a simulation, a vignette, a quota or weights (red team 48).
_NOT_RECORDED = lazy(r"\b(?:simulat\w*|synthetic|vignettes?|told|read[ \u00a0\u2009]+that|by[ \u00a0\u2009]+design|"
                     r"quotas?|weights?|weighted|weighting|hypothetical|scenarios?|fictional|fictitious|base[ \u00a0\u2009]+"
                     r"rate|instructed|imagine\w*|census|so[ \u00a0\u2009]+that|planned|intended)\b", re.IGNORECASE)


def _sample_share(c: Ctx) -> bool:
    if c.unit != "%" or c.context == "table" or c.qual is not None:
        return False
    if not (_SHARE_ANSWERED_AFTER.match(c.after_raw) or _SHARE_ANSWERED_LIST.search(c.window)):
        return False
    return bool(_ANSWERERS.search(c.window) or _ANSWERERS.search(c.after_raw[:40])) and not _DECIDED_SAMPLE.search(
        c.window) and not _NOT_RECORDED.search(c.window + " " + _to_stop(c.after_raw))


# A reliability coefficient of the authors' own ratings or scales: "Cronbach's α for each of the Six Cs were caring
# α = 0.87, ..." (haipyd, set 68), "the ICC demonstrated excellent reliability for sit (0.95 ± 0.05)", "internal
# consistency reliability ...: ω = 0.90". Computed from their data, even in a method section; not a norm the
# sentence cites ("ICC values between 0.5 and 0.75 indicate moderate reliability", "α of at least .70").
_RELIABILITY = lazy(r"\b(?:cronbach|mcdonald|reliabilit\w*|internal[ \u00a0\u2009]+consistency|"
                    r"intra-?class[ \u00a0\u2009]+correlations?|ICCs?|inter-?rater|inter-?annotator|inter-?coder|"
                    r"krippendorff|split-half|test-retest)\b", re.IGNORECASE)
_RELIABILITY_NORM = lazy(r"\b(?:thresholds?|cut-?offs?|criteri(?:on|a)|acceptable|considered|indicat\w*|recommend\w*|"
                         r"guidelines?|above|below|at[ \u00a0\u2009]+least|exceed\w*|minimum|greater|less|between|"
                         r"higher|lower|required|sufficient|adequate)\b", re.IGNORECASE)
_ALPHA_LEVEL = lazy(r"(?:\balpha|α|\\alpha|\bsignifican\w*|\blevel)", re.IGNORECASE)
_RELIABILITY_NORM_AFTER = lazy(r"^[ \u00a0\u2009)]*(?:or[ \u00a0\u2009]+(?:higher|above|greater|more|better)|"
                               r"(?:is|are|was|were)[ \u00a0\u2009]+(?:considered|acceptable|deemed|regarded|"
                               r"indicat\w*|required|sufficient|adequate))\b", re.IGNORECASE)


# What configures a reliability analysis, or a value cited from another study, is no coefficient found: "we set the
# bootstrap confidence to 0.95", "a distance weight of 0.5", "ICC(3,1)", "a random 0.2 fraction", "with a 0.95
# confidence level", "$\omega = 0.91$ (Jones, 2018)" (red team 48).
_RELIABILITY_SETUP = lazy(r"\b(?:set|sets|setting|fixed|fix|used|we[ \u00a0\u2009]+use|using|chose|chosen|choose|selected|configured|"
                          r"confidence[ \u00a0\u2009]+(?:level|interval)|level|weights?|prior|rate|fraction|threshold|"
                          r"dropout|seed|bootstrap\w*|random\w*|after|period|iterations?|resamples?|split|adopt\w*|"
                          r"specif\w*|parameters?|momentum|smoothing|shrinkage|credible|penalty|learning)\b",
                          re.IGNORECASE)
_RELIABILITY_SETUP_AFTER = lazy(r"(?:confidence|level|fraction|quantile|percentile|of[ \u00a0\u2009]+the|weight|"
                                r"prior|probability)\b", re.IGNORECASE)
_ICC_FORM = lazy(r"\bICC[ \u00a0\u2009]*\([ \u00a0\u2009]*(?:[0-9A-Za-z][ \u00a0\u2009]*,[ \u00a0\u2009]*)?$")  # ICC(3,1)
_CITED_AFTER = lazy(r"^[ \u00a0\u2009$]*[(\[][^()\[\]]{0,60}?\b(?:1[89]|20)[0-9]{2}[a-z]?\b")


def _reliability(c: Ctx) -> bool:
    if c.raw.value > 1 or c.raw.value < -1 or c.unit or c.qual is not None or c.context == "table" or (
            c.is_int and _ICC_FORM.search(c.before)):
        return False
    if _RELIABILITY_SETUP.search(c.clause) or _RELIABILITY_SETUP_AFTER.match(
            c.after_raw.lstrip(" \u00a0\u2009$~")) or _CITED_AFTER.match(c.after_raw):
        return False
    if not _RELIABILITY.search(c.text, max(c.sentence_start, c.raw.start - 400), c.raw.start):
        return False  # the sentence so far: a long list of scales names its statistic once, at its start
    if c.raw.value <= 0.1 and _ALPHA_LEVEL.search(c.clause):
        return False  # "we used α = 0.05 for all tests": a significance level, whatever the sentence said before
    return not _RELIABILITY_NORM.search(c.clause) and not _RELIABILITY_NORM_AFTER.match(c.after_raw)


# A value named as the level a test is run at: "at significance level of $0.01$", "significance level $<0.0001$",
# "at a $0.01$ level", "at the 1% level" (tagm_spatial, set 39). Any small value: naming it a level declares it.
_SIG_LEVEL_BEFORE = lazy(r"\bsignifi?cance[ \u00a0\u2009]+level[ \u00a0\u2009]*(?:of|=|<|≤|at)?[ \u00a0\u2009]*$", re.IGNORECASE)
_P_FOUND_BEFORE = lazy(r"\b[pP][ \u00a0\u2009]*[=<][ \u00a0\u2009]*$")
_SIG_LEVEL_AFTER = lazy(r"^[ \u00a0\u2009]*(?:significance[ \u00a0\u2009]+)?level\b", re.IGNORECASE)


# What participants were paid is chosen: "we paid participants \\$2 for participation" (both HCI papers of set 41).
# "the cost reached \\$8" is found.
_PAID_BEFORE = lazy(r"\b(?:paid|pay|paying|compensated|reimbursed|remunerated|rewarded|(?:bonus|payment|"
                    r"compensation|reward)(?:es|s)?[ \u00a0\u2009]+of)\b[^.;:]{0,40}?\$[ \u00a0\u2009]*$", re.IGNORECASE)


def _named_level(c: Ctx) -> bool:
    small = c.raw.value <= 0.1 or (c.unit == "%" and c.raw.value <= 10)
    # "at the 2% level" alone is a precision reached ("accurate at the 2% level": red team 5); only a sentence
    # about significance makes it a test's level
    if not small or not (_SIG_LEVEL_BEFORE.search(c.before) or (
            _SIG_LEVEL_AFTER.match(c.after) and "signific" in c.window[-80:].lower())):
        return False
    return not _P_FOUND_BEFORE.search(c.before)  # "p = 0.003 at the 0.01 level": the level, but not the p


def _sample_composition(c: Ctx) -> bool:
    if c.unit != "%" or c.context == "table":
        return False
    if _DEMOGRAPHIC_AFTER.match(c.after_raw):
        return True
    return bool(_DEMOGRAPHIC_REST.match(c.after_raw)) and bool(_DEMOGRAPHIC_NAMED.search(c.window))


# An assumption the authors state outside the strict sections: "We assume that there are 4 factories", "Suppose
# we have a control system reaction time of 10 microseconds", a caption's "Assumes a footprint of 72 qubits". Its
# numbers are inputs of the argument.
_ASSUMED = lazy(r"\b(?:(?:we|I)[ \u00a0]+(?:\w+[ \u00a0]+)?(?:assume|suppose)|suppose|supposing|assume[ \u00a0]+that|"
                r"assumes|imagine)\b", re.IGNORECASE)


def _assumed(c: Ctx) -> bool:
    if c.strict or c.context == "table":
        return False
    m = _ASSUMED.search(c.window)
    return m is not None and not _FINDING.search(c.window, m.end())


def _adjective(c: Ctx) -> bool:
    """"a 30x human sample", "a 2.5 GB archive": a magnitude used as an adjective of a thing."""
    if not (c.unit or c.raw.unit):
        return False
    tail = c.before.rstrip(" \u00a0")
    article = _ARTICLE.search(c.before) if tail and tail[-1] in "aAnNtT" else None  # cheap: the pattern's last letter
    if not article or c.role == "outcome":
        # "aligned at 96.8% identity", "produces a 816MB SVG", "results in a 83% fraction": what the
        # study reached or produced
        return False
    m = _NOUN_PHRASE.match(c.after_raw)
    if not m or _ACHIEVED_AFTER.match(c.after_raw):  # "a 100% detection rate was achieved": what was reached
        return False
    if c.unit == "%" and _LIES_WITHIN.search(c.before) and not _conventional_level(c):
        return False  # "the residuals stay within a 3% band": an envelope the data kept to was found
    words = [w.strip(".,;:").lower() for w in m.group(1).split()]
    head = next((i for i, w in enumerate(words) if i and w in _SETUP_HEADS), 0)
    if c.unit in _DURATIONS and head and not any(w in _CHANGE_NOUNS for w in words[:head]):
        return True  # "a 10s throughput test", "a 60 s warm-up run": how long the authors ran something
    if words and words[0] == "per" and c.unit in _DURATIONS:
        return False  # "at 4.2 ms per decision step": a cost per unit of work is measured
    # "stabilising at 33.8% before purchase" (funnel_shap, set 62): a preposition after a percentage modifies nothing
    # ("heated at 80 °C until ...", "at 500 K from the TS" stay conditions)
    return bool(words) and words[0] not in ("of", "and", "or", "to", "than", "in", "on", "at", "for", "as") \
        and not (c.unit == "%" and words[0] in _PREPOSITIONS_AFTER) \
        and not any(w in _OUTCOME_NOUNS for w in words)


# A data set, benchmark, mesh or network and the verb that says what it is made of, right before the count.
# Not a suite or library: what a software artifact holds is its authors' outcome ("the suite consists of 13000 unit
# tests", issue 12); not a model or network (a searched, pruned or distilled one is found: red team 10); not "has".
_INPUT_COMPOSED = lazy(r"(?:\b(?-i:[A-Z][a-z]+[A-Z0-9][A-Za-z0-9-]*)|\b(?:the|our|these) data\b|\b(?:data ?sets?|benchmarks?|collections?|corpus|corpora|databases?|archives?|"
                       r"meshe?s?|grids?|domains?|videos?|images?|contests?|time ?series|signals?)\b)[^.;:]{0,60}?\b(?:contains?|contained|"
                       r"consists?[ \u00a0]+of|consisted[ \u00a0]+of|comprises?|comprised(?:[ \u00a0]+of)?|"
                       r"(?:is|are|was|were)[ \u00a0]+(?:composed|made[ \u00a0]+up)[ \u00a0]+of|includes?|included)"
                       r"[ \u00a0\u2009]+"
                       r"(?:(?:about|approximately|roughly|around|just[ \u00a0]+over|nearly|over|some|a[ \u00a0]+total"
                       r"[ \u00a0]+of|~)[ \u00a0\u2009]*)?[$~]*"
                       # earlier items of a list: "consists of 65536 columns and 137 vertical levels"
                       r"(?:[0-9][0-9.,]*[$]*(?:[ \u00a0]+[A-Za-z-]+){1,3}[ \u00a0]*(?:,|and|,[ \u00a0]*and)[ \u00a0\u2009]*"
                       r"[$~]*)*$", re.IGNORECASE)
# What the study produced or kept: its own sample, catalog or output is a result whatever it contains.
_PRODUCED = lazy(r"\b(?:resulting|final|remaining|filtered|selected|cleaned|matched|recovered|detected|output|"
                 r"catalog(?:ue)?|sample|survey|generated|learned|trained|pruned|compressed|after|mined|curated|"
                 r"collected|inferred|reconstructed|deduplicated|refined|adapted|adaptive|stacked|built|"
                 r"constructed|assembled|new|merged|crawled|scraped|produced)\b", re.IGNORECASE)
# What follows says the count is a finding: "37 bugs that our tool detected", "1,214 queries that no system answers".
_FINDING_AFTER = lazy(r"\b(?:found|detected|identified|discovered|flagged|recovered|we|our|that|which|whose|"
                      r"where|none|no|unsolved|unanswered|solved|answered|failed|missed|correctly)\b", re.IGNORECASE)


def _input_composition(c: Ctx) -> bool:
    # Only where a data set is described: in Results, the Abstract or the Conclusion a corpus "contains" what the
    # study mined or found (red team 10).
    if c.section in ("results", "abstract", "conclusion", "discussion") or c.unit in RESULT_UNITS or c.rate or c.result_after \
            or c.context == "table":
        return False
    m = _INPUT_COMPOSED.search(c.window[-120:])
    if m is None or not _PLURAL_NOUN.match(c.tail):
        return False
    subject = c.window[-120:][max(0, m.start() - 40) : m.end()]
    return not _PRODUCED.search(subject) and not _FINDING_AFTER.search(c.tail[:60])


def _named_parameter(c: Ctx) -> bool:
    if c.unit == "x" or c.result_after:  # "our version is 2.3x faster", "PyTorch is 1.7x slower" (red team 11)
        return False
    if c.bare_int and _LISTED_VALUES_BEFORE.search(c.before) and _LISTED_VALUES_AFTER.match(c.after_raw):
        return True
    named = _STRONG_SETTING_BEFORE.search(c.before)
    if named and (c.unit not in ("", "%", "x") or _PHYSICAL_UNIT_AFTER.match(c.after_raw)) and \
            _PHYSICAL_NAME.search(named.group()):
        # "The Curie temperature is 650 K", "a mean momentum of 32 GeV", "v = 3.2 m/s": a name that is an ML
        # hyperparameter without a unit is a physical quantity with one, measured as often as set (red team 12)
        return False
    if named:
        # "the sample reached a temperature of 412 K", "the measured beam width is 4.1 mm": a named quantity an
        # outcome verb governs was measured, not set (red team 11); "stable up to a grid spacing of 12.5 km" is a
        # limit found (red team 18)
        head = c.before[: named.start()]
        return not _MEASURED_HEAD.search(head) and not _LIMIT_REACHED.search(head)
    m = _ASSIGNED_PARAMETER.search(c.before) if c.assigned else None
    if m is not None and "\u0302" in c.before[max(0, m.start() - 1) : m.start() + 2]:
        return False  # "$\\hat{K} = 5$" is an estimate of K, not K chosen (red team 50b)
    # "k = 5" is set; "clustering yielded three subgroups of n = 83, 59 and 44" counts what came out; a one-letter
    # name of a measured value ("K = 3.2 m/s", "k = 0.042 s^-1", "L = 0.42") is no chosen count (red team 11)
    # In a strict section, a one-letter value the sentence changed, selected or located a finding at was found: "the best
    # $k$ moved from $k=4$ to $k=9$" (red team 21; the same veto as the assignment rule's)
    return m is not None and c.bare_int and c.role != "outcome" and not _FOUND_AFTER.match(c.tail) and not (
        c.strict and (_CHANGED.search(c.window) or _SELECTED.search(c.window) or _LOCATED_FINDING.search(c.window)))


# A bound on a property, then what was done to the items that pass it (a plural passive): "alleles with a probability
# lower than 0.99 were discarded", "classes with NCSS larger than 1000 were excluded", "PSRF values greater than 1.2
# are highlighted" (immutability, demog_codiv, set 49): the bound is a rule the authors applied. A bound that opens
# its noun phrase or follows a verb counts what was acted on ("more than 300 were discarded", "we removed over 40").
_BOUND_END = lazy(r"(?:^|[ \u00a0\u2009(])(?P<pre>[A-Za-z()$-]+)[ \u00a0\u2009$)]+(?:(?:greater|larger|higher|more|less|lower|"
                  r"smaller|fewer|longer|shorter) than|above|below|exceeding|over|under)(?:[ \u00a0\u2009]+or equal to)?"
                  r"[ \u00a0\u2009$~]*$|(?:^|[ \u00a0\u2009(])(?P<symbol_pre>[A-Za-z()_{}\\-]*)[ \u00a0\u2009$]*[<>≤≥≲≳]"
                  r"[ \u00a0\u2009$~]*$")
_NOT_BEFORE_BOUND = _words("we i they it this that these those there the a an and or but of in on at by for to from "
                           "than were was are is be been being removed discarded excluded dropped filtered kept retained "
                           "found detected identified observed had has have contain contains contained total "
                           # a bound on the paper's own metric may be its claim: "our runs, with accuracy higher than
                           # 95.2%, were selected" (attack on this rule, session 35)
                           "accuracy precision recall f1 auc score scores error errors speedup speed-up throughput")
_ACTED_ON = lazy(r"^[^.;:,]{0,50}?\b(?:are|were|be|been|being)[ \u00a0\u2009]+(?:then[ \u00a0\u2009]+|also[ \u00a0\u2009]+)?"
                 r"(?:highlighted|marked|shaded|colou?red|excluded|removed|discarded|flagged|filtered(?: out)?|omitted|"
                 r"dropped|rejected|ignored|masked|clipped|truncated|considered|treated as|classified as|defined as|"
                 r"labell?ed(?: as)?|retained|kept|selected)\b")


_P_BOUND = lazy(r"\b[pP][ \u00a0\u2009$]*[<>≤≥][ \u00a0\u2009$~]*$")


def _acted_on_bound(c: Ctx) -> bool:
    if not _has_any(c.before[-24:], _BOUND_WORDS + _BOUND_SIGNS):
        return False
    m = _BOUND_END.search(c.before[-60:])
    pre = (m.group("pre") or m.group("symbol_pre") or "").lower().strip("()$") if m is not None else ""
    if m is None or pre in _NOT_BEFORE_BOUND or _P_BOUND.search(c.before[-8:]):
        return False  # "runs with p < 0.05 are kept": a p-value's bound reads as reported (test_subsets_defined_by_a_bound)
    return bool(_ACTED_ON.match(c.after_raw))


# A figure's own composition (ecoevolity, demog_codiv, apixaban_pk): sampled or simulated things it draws.
_PLOT_SHOWS = lazy(r"\b(?:[Ee]ach|[Tt]he|[Tt]his|[Ee]very|[Ll]eft(?:most)?|[Rr]ight(?:most)?|[Tt]op|[Bb]ottom|[Mm]iddle|"
                   r"[Cc]entral)[ \u00a0\u2009]+(?:plot|panel|subplot|figure|histogram|inset)[ \u00a0\u2009]+"
                   r"(?:consists of|shows|comprises|contains|depicts|includes)[ \u00a0\u2009$~]*$")
_PLOT_NOUNS = ("plot", "panel", "figure", "histogram", "inset")  # subplot holds plot
_DRAWN_THINGS = lazy(r"^[ \u00a0\u2009]*(?:[a-z-]+[ \u00a0\u2009]+)?(?:draws|samples|estimates|realizations|realisations|"
                     r"replicates|simulations|trajectories|datasets|data sets|events|observations|runs|iterations)\b")


# A design's options counted, then listed in parentheses, as many as the count says: "4 embedding sizes (12, 25, 50,
# 100)", "2 values for C (1.0, 1000.0)" (pos_svm, set 49; hmarl_soc, regression_by_eye: 9 of 9 on spent papers).
_OPTIONS_HEAD = (r"[ \u00a0\u2009]+(?:(?!(?:have|has|had|are|is|was|were|be|of)\b)[A-Za-z_\\-]+[ \u00a0\u2009]+){0,3}"
                 r"(?!(?:have|has|had|are|is|was|were|be|of)\b)[A-Za-z_\\-]+[ \u00a0\u2009]*\(")
_COUNTED_OPTIONS = lazy(r"^" + _OPTIONS_HEAD + r"(?P<items>[^()]{1,120})\)")
_IN_COUNTED_OPTIONS = lazy(r"(?<![0-9.])(?P<count>[0-9]+)" + _OPTIONS_HEAD + r"(?P<head>[^()]{0,120})$")
_OPTIONS_TAIL = lazy(r"^(?P<tail>[^()]{0,120})\)")
_OPTION_SEPARATOR = lazy(r",|;|\band\b|\bor\b")


# The counted noun must name options of a design: "3 baselines (72.1, 74.5, 76.0)" lists scores, and "3 bugs (A, B,
# C) were found" what was found (a writer's escape route otherwise). Listed numbers are settings only where the noun
# names values ("4 embedding sizes (12, 25, 50, 100)"), not kinds ("2 embedding models (CBOW, Skip-gram)").
_VALUE_NOUNS = ("sizes", "values", "settings", "options", "levels", "seeds", "rates", "depths", "widths", "lengths",
                "dimensions", "parameters", "choices", "configurations", "thresholds", "scales", "steps")
_KIND_NOUNS = ("types", "models", "modes", "variants", "kernels", "architectures", "optimizers", "schedules",
               "strategies", "methods", "conditions", "treatments")


def _names_options(head: str, values: bool) -> bool:
    words = {w.strip("\\_-").lower() for w in head.split()}
    return any(w in words for w in _VALUE_NOUNS) or (not values and any(w in words for w in _KIND_NOUNS))


def _option_count(items: str) -> int:
    return sum(1 for item in _OPTION_SEPARATOR.split(items) if item.strip())


def _enumerated_options(c: Ctx) -> bool:
    near = c.text[max(0, c.raw.start - 140) : c.raw.start]  # `before` holds 48 characters; a list is longer
    if c.role == "outcome" or "(" not in c.text[c.raw.start : c.raw.start + 80] + near:
        return False
    if c.is_int and not c.unit:
        m = _COUNTED_OPTIONS.match(c.after_raw)
        if m is not None and c.raw.value >= 2 and _option_count(m.group("items")) == c.raw.value and \
                _names_options(c.after_raw[: m.start("items")], values=False):
            return True
    head = _IN_COUNTED_OPTIONS.search(near) if "(" in near else None
    tail = _OPTIONS_TAIL.match(c.text[c.raw.start : c.raw.start + 130]) if head is not None else None
    if head is None or tail is None or any(  # "we found 3 bugs (1, 2, 3)": what an outcome verb counts
            w.strip(".,;:").lower() in OUTCOME_WORDS for w in near[: head.start()].split()[-3:]):
        return False
    return _option_count(head.group("head") + tail.group("tail")) == int(head.group("count")) >= 2 and \
        _names_options(near[head.end("count") : head.start("head")], values=True)


def _set_threshold(c: Ctx) -> bool:
    """"duplications longer than 10 kb": a plural noun then a bound, unless an outcome verb takes the noun
    as its object ("RocksDB shows spikes above 20 ms": the spikes were observed)."""
    if not _has_any(c.before[-16:], _BOUND_WORDS):
        return False
    m = _SET_THRESHOLD.search(c.before[-40:])
    return m is not None and (m.group("prev") or "").lower() not in OUTCOME_WORDS


def _we_put_in(c: Ctx) -> bool:
    """"we performed 4096 simulations": a count the authors chose, unless a unit, a rate, a rounded total, a
    bound or an observed noun ("we analysed 37 failures") makes it something they measured."""
    if not c.is_int or c.unit or c.rate or c.rounded_count or c.context == "table":
        return False
    if c.qual and c.qual["kind"] != "approximate":
        return False
    if not _WE_PUT_IN.search(c.before[-60:]):
        return False
    words = [w.strip(".,;:()").lower() for w in c.after.split()[:3]]
    # "we evaluated 10 of the 12": a part of a whole is what came out
    return bool(words) and words[0] not in ("of", "out") and not any(w in _OBSERVED_WORDS for w in words)


def _composition(c: Ctx) -> bool:
    """A workload mix ("50% reads, 50% updates"), unless a metric names the percentage first."""
    return c.unit == "%" and bool(_COMPOSITION_AFTER.match(c.after_raw)) and not _metric_is(c.before) \
        and c.role != "outcome" and not c.result_after \
        and not _PERCENT_RUN_BEFORE.search(c.before)  # "5%, 25% and 30% gains", "resolves 34%, 41% and 48% issues"


# A chain of parts written with colons that a split or a mix is made in: "an artist-stratified 8:1:1 split of the
# dataset" (melody_transcription, set 45), "mixing the precursors at a 1:2 ratio", "with a 3:2 ratio of pore to
# tail" (set 18, set 40). A split is always chosen; a ratio only when "at/with/in a" puts it (a ratio found is
# "a ratio of 1:3", "the ratio was 1:2").
_CHAIN_BEFORE = lazy(r"(?P<lead>\b(?:at|with|in|using)[ \u00a0\u2009]+an?[ \u00a0\u2009]+)?[$ \u00a0\u2009]*"
                     r"(?P<items>(?:[0-9][0-9.]*[$ \u00a0\u2009]*:[$ \u00a0\u2009]*)*)$")
_CHAIN_AFTER = lazy(r"^[$ \u00a0\u2009]*(?P<items>(?::[$ \u00a0\u2009]*[0-9][0-9.]*[$ \u00a0\u2009]*)*)[-~ \u00a0\u2009]*"
                    r"(?:(?P<split>(?:(?:train(?:ing)?|validation|val|test|dev)[-/ \u00a0\u2009]*)*(?:splits?|partitions?)\b)|"
                    r"(?P<ratio>ratio\b))")


def _split_ratio(c: Ctx) -> bool:
    """A part of a colon-written split (always) or mixing ratio (after "at/with/in a")."""
    if ":" not in c.after_raw[:8] and ":" not in c.before[-6:]:  # cheap: a chain needs a colon next to the number
        return False
    after = _CHAIN_AFTER.match(c.after_raw)
    before = _CHAIN_BEFORE.search(c.before[-60:])
    if after is None or before is None or not (after.group("items") or before.group("items")):
        return False
    return after.group("split") is not None or before.group("lead") is not None


# A number in the that-clause of a finding verb is what was found: "we find that the typical trip must traverse 3
# additional blocks" (twoway_streets, set 45), "we found that this distortion does not exceed 5%", "we find that the
# expected number of clustered nodes is 5". A preposition, a condition or an open parenthesis between "that" and
# the number puts it back on the input: "we found that the MSE on 100 validation images converged", "we find that
# when k = 5 ...", "per node (1 GPU or 32 CPUs)".
_FOUND_THAT = lazy(r"\b[Ww]e[ \u00a0\u2009]+(?:also[ \u00a0\u2009]+|further[ \u00a0\u2009]+|then[ \u00a0\u2009]+)?"
                   r"(?:find|found|observe[ds]?|show(?:ed|s)?|see|saw|estimated?|note[ds]?|notice[ds]?|confirm(?:ed|s)?|"
                   r"demonstrated?)[ \u00a0\u2009]+that\b(?P<clause>[^.;:]*)$")
_CLAUSE_NOT_FOUND = lazy(r"\b(?:if|when|whenever|unless|where|assuming|given|once)\b|[=<>≤≥]|\\[lg]eq?\b")
_GLUED = lazy(r"(?:[A-Za-z][-‐]|[0-9],)$")  # "perylene-3", "3,4": a part of a chemical name or a locant list
_GLUED_AFTER = lazy(r"^[-‐][A-Za-z]")
_INTRODUCES_INPUT = frozenset(("on", "of", "from", "across", "over", "for", "with", "in", "at", "after", "using",
                               "within", "per", "by", "to", "between", "among", "under", "into", "the", "our", "each",
                               "every", "all", "and", "or"))


def _found_that(c: Ctx) -> bool:
    """A number in the that-clause of "we find/show/observe that", no preposition or condition introducing it."""
    window = c.window
    if " that" not in window or not _has_any(window, ("We ", "we ")):  # cheap: the pattern needs both
        return False
    m = _FOUND_THAT.search(window)
    if m is None:
        return False
    clause = m.group("clause")
    if clause.count("(") > clause.count(")") or _CLAUSE_NOT_FOUND.search(clause) or _GLUED.search(clause[-2:]) \
            or _GLUED_AFTER.match(c.after_raw):  # a compound ("a 7-day window", "a 50-event split") or a name's part
        return False
    words = _WORD.findall(clause)
    return not words or words[-1].lower() not in _INTRODUCES_INPUT


def _count_noun(c: Ctx) -> bool:
    return c.count_noun


# A spread's or an error's value is no count, whatever noun follows: "a standard deviation of 4 degrees", "an error
# of 3 pixels" ("the median of 10 runs" is the sample a statistic is taken over: sample_size).
_STATISTIC_OF_BEFORE = lazy(r"\b(?:deviations?|variances?|errors?|differences?|offsets?|"
                            r"shifts?|spread|scatter|dispersion|bias|uncertaint(?:y|ies)|precision|accuracy|rms|"
                            r"RMS)[ \u00a0\u2009]+of[ \u00a0\u2009]*(?:about |approximately |roughly |~|∼)?$")


# "the validation loss plateaus after 40 steps": when a quantity arrived is found, not a configured count.
_ARRIVES_AFTER = lazy(r"\b(?:plateaus?|plateaued|saturates?|saturated|converges?|converged|stabili[sz]es?|"
                      r"stabili[sz]ed|peaks?|peaked|levels? off|levelled off|leveled off|diverges?|diverged|"
                      r"collapses?|collapsed|stops? improving|stopped improving)[ \u00a0\u2009]+"
                      r"(?:after|within|at|by|in)[ \u00a0\u2009]+(?:only[ \u00a0\u2009]+|about[ \u00a0\u2009]+)?$",
                      re.IGNORECASE)


# A unit written out is a measure, not a count of things: "no more than 2-3 kilometers thick" ("20 folds" may count
# cross-validation splits).
# So is a proportion or a factor written out: "to 28 parts per billion" (he_spec), "smaller by 2 orders of magnitude"
# (spyjac, set 41).
_SPELLED_UNIT = lazy(r"^[ \u00a0\u2009]*(?:(?:kilo|centi|milli|micro|nano)?(?:meters|metres|grams|liters|litres)|miles|feet|"
                     r"inches|yards|tons|tonnes|(?:kilo|mega|giga)?(?:volts|watts|joules|pascals|newtons|hertz|"
                     r"amperes|ohms|kelvins|electronvolts|electron[ \u00a0\u2009-]volts)|decibels|"
                     r"parts[ \u00a0\u2009]+per[ \u00a0\u2009]+(?:hundred|thousand|million|billion|trillion)|"
                     r"orders?[ \u00a0\u2009]+of[ \u00a0\u2009]+magnitude)\b", re.IGNORECASE)


def _observed_count(c: Ctx) -> bool:
    """In a strict section a count of observed things is found, whatever governs it: "of the 72 joint failures",
    "across 372 missing teeth" (tooth_numbering, set 63)."""
    if not c.strict:
        return False
    words = [w.strip(".,;:()").lower() for w in c.after.split()[:4]]
    # ... not things made or taken for the study: "10 synthetic bugs", "1000 injected anomalies", "5 missing values
    # per individual", "the 395 bugs in Defects4J" (red team 45b)
    return any(w in _FOUND_THINGS for w in words[:2]) and not any(w in _MADE_THINGS for w in words[:2]) and \
        "per" not in words and not _NAMED_SOURCE.search(c.after[:60])


# Outcome verbs in the past that take a place or a set after their object: "discovered broken links on 1,212 pages",
# "contamination appeared in 14 plates", "prevented readmission in 57 patients" (red team 45: counts the "a s" bug
# had made results by accident; they are results by this rule).
# Not verbs that gather data over a set ("measured on 10 nearby stars", "recorded data for 14 traits", "detected
# variants for 191 samples"), nor "for"/"across", which name the inputs as often.
_EXTENT_VERBS = (frozenset(w for w in OUTCOME_WORDS if w.endswith("ed") or w in ("found", "won")) | _words(
    "appeared occurred fixed prevented crashed resolved repaired")) - _words(
    "measured recorded obtained predicted reported estimated computed evaluated tested collected used detected "
    "calculated simulated sampled")
_EXTENT_PREPOSITIONS = _words("on in among")
_EVALUATION_SET = _words("test validation held-out heldout benchmark training evaluation")
_NO_OUTCOME = _words("no zero none never")


def _outcome_extent(c: Ctx) -> bool:
    """In a strict section, a count after a preposition that follows an outcome verb and its word object is how far
    the outcome reached, found: "discovered broken links on 1,212 pages". Not where a number stands between the verb
    and the count ("achieved 91% accuracy on 1,000 images": the count is the set it was measured on), nor before an
    evaluation set or a configured noun ("on 500 test images", "on 8 GPUs"), nor after a negation ("observed no
    errors on 500 images")."""
    if not c.strict or not c.is_int or c.raw.unit:
        return False
    words = _WORD.findall(c.clause)
    if len(words) < 3 or words[-1].lower() not in _EXTENT_PREPOSITIONS or _has_any(c.clause, _DIGITS):
        return False
    lowered = [w.lower() for w in words[-9:-1]]
    verb = next((i for i in range(len(lowered) - 1, -1, -1) if lowered[i] in _EXTENT_VERBS), None)
    if verb is None or any(w in _NO_OUTCOME for w in lowered[verb + 1 :]):
        return False
    after = [w.strip(".,;:()").lower() for w in c.after.split()[:2]]
    return not any(w in _EVALUATION_SET for w in after) and not _STRONG_NOUNS.match(c.tail)


# Unit symbols the scanner gives no unit that a plural-noun test would take for a word (one letter alone is left out:
# "8 K" may be a name).
_SYMBOL_UNIT_AFTER = lazy(r"[ \u00a0\u2009~]+(?:[mµμnk]A|[mk]V|[kMGT]?eV|[mk]W|[kMG]?Pa|[kMG]Hz|mbar|m?Torr)"
                          r"(?![A-Za-z0-9/])")


def _is_count_noun(c: Ctx) -> bool:
    """"8 GPUs", "3 seeds", "on 1,488 matrices": an integer that counts configured things."""
    if not c.is_int or c.raw.unit or c.rate or _STATISTIC_OF_BEFORE.search(c.before) or _SPELLED_UNIT.match(c.after) or \
            _A_STATISTIC_OF.search(c.before[-30:]) or _ARRIVES_AFTER.search(c.before):
        return False
    if _SYMBOL_UNIT_AFTER.match(c.after_raw):  # "12 mA", "30 kV": a unit symbol counts nothing (red team 49b: "the
        return False  # switching current of 12 mA" was a count of "mA")
    # An outcome verb may stand before the whole list: "solved 87, 88 and 91 tasks", "solved 87, …, 91" (a comma or
    # "and" cuts the clause the role is read on: red team 21)
    if "," in c.before[-8:] or "and" in c.before[-8:]:  # cheap test first: most counts stand in no list
        window = _ELLIPSIS_ITEM.sub(",", c.window)
        head = _LIST_HEAD.search(window)
        if head is not None and role(window[: head.start()]) == "outcome":
            return False
    if _SETTING_AFTER.match(c.after) or _PER.match(c.after):
        return True
    if c.found_count:
        return False
    # The preposition may stand before the whole list: "with 1, 10 and 100 subscribers".
    before = _LIST_HEAD.sub("", c.before) if c.before[-1:].isspace() or c.before[-1:] == "," else c.before
    return bool(_PLURAL_NOUN.match(c.after)) and not c.result_after and \
        (_COUNT_PREPOSITION(before) or bool(c.qual and c.qual["kind"] != "approximate"))


# A time point counted from an event of the protocol: "7 days post-infection", "3 days after challenge" (set 50 and
# peg_cdiff, set 26: 41 of 49 such labelled settings). Not when it bounds an outcome's timing: "cleared by 7 days
# post-challenge", "died between 1 and 3 days post-infection", "colonized for up to 30 days post-challenge", "from 8
# days post-challenge onward, the density fell".
_POST_EVENT = lazy(r"^[ \u00a0\u2009~-]*(?:post|after)[- \u00a0~]?(?:infection|challenge|treatment|inoculation|"
                   r"injection|surgery|transplant\w*|exposure|vaccination|dosing|dose|administration|infusion|"
                   r"randomi[sz]ation|sowing|planting|germination|hatching|fertili[sz]ation|enrol+ment)\b", re.IGNORECASE)
# The time point opens a phrase (at, from, on, either ... or, a bracket or a comma): after a verb or an adjective it
# times what happened: "succumbed to infection 6 days post-infection", "flowered 42 days after sowing", "was
# complete 10 days after dosing" (red team, session 36).
_POST_EVENT_OPENED = lazy(r"(?:\b(?:at|from|on|to|and|or|either|of|for|after|than|the|a|each|every|both|through|"
                          r"past)|[(,;:\[])\s*$", re.IGNORECASE)
# A measured time of an event: "the median time to clearance was 7 days post-infection" (red team, session 36).
_TIMED_EVENT = lazy(r"\b(?:median|mean|average|time to|times to|on average|occurr\w*|happen\w*|took|lasted)\b",
                    re.IGNORECASE)
_POST_EVENT_BOUNDED = lazy(r"\b(?:by|within|until|till|between|before|up[ \u00a0~]+to|between\b.{0,16}\band)"
                           r"[ \u00a0\u2009~]*$", re.IGNORECASE)


# A duration of data is how much of it the study used where training or "with"/"using" governs it (birdsong_tweetynet,
# set 57: "trained on 10 minutes of song"; every such duration in the spent papers was labelled a setting); what was
# collected, lost or discarded stays found ("we collected 40 hours of recordings", "18.5 hours of EEG data remained",
# "detected whales on 73 days of recordings": red team, session 40).
_TRAINED_ON = lazy(r"(?:\b(?:train\w*|fine-?tun\w*|pre-?train\w*)\b[^.;,]{0,30}\b(?:on|with|using|from)|\b(?:[Ww]ith|"
                   r"[Uu]sing))[ \u00a0\u2009~]+(?:(?:only|just|about|approximately|roughly|close to|~|a single "
                   r"(?:data ?set|set) of)[ \u00a0\u2009~]+)?$")
# the data are the subject of what follows them: "(18.5 hours of EEG data) remained", "of data per bird were lost"
_DATA_FOUND_NEXT = lazy(r"^[ \u00a0\u2009]*(?:\([^()]*\)[ \u00a0\u2009]*)?(?:(?!(?:the|a|an|our|its|their|this|these)\b)"
                        r"[a-z]+[ \u00a0\u2009]+){0,2}(?:remain\w*|was|were|is|are|got|get)\b")
_DATA_AMOUNT_AFTER = lazy(r"^[ \u00a0\u2009~]*of[ \u00a0\u2009]+(?:[A-Za-z-]+[ \u00a0\u2009]+)?(?:data|audio|songs?|speech|"
                          r"recordings?|video|footage|music|signals?|EEG)\b")


# Four or more integers joined by single hyphens beside a network's noun: a name ("the 3-15-7-1 ANN", "architectures
# named 3-7-4-1", ann_flowlaw, set 57: twelve layer-size names read as results), not a range. Without such a noun a
# chain is counts or a record ("112-87-21-4 genotypes", "a record of 12-3-1-0": red team, session 40).
_LABEL_CHAIN = lazy(r"(?<![0-9A-Za-z.\-])[0-9]{1,4}(?:-[0-9]{1,4}){3,}(?![0-9A-Za-z\-]|\.[0-9])")
_SENTENCE_END = lazy(r"[.;:!?](?:\s|$)")
_NETWORK_NOUN = lazy(r"\b(?:architectures?|topolog(?:y|ies)|networks?|ANNs?|MLPs?|perceptrons?|nets?|"
                     r"(?:hidden )?layers?|neurons?)\b", re.IGNORECASE)


# "Using TweetyNet saved 95-97.5 percent of the labor" (birdsong_tweetynet, set 57) reports what was saved; "saved"
# is no outcome verb of its own ("we saved 500 samples", "saves a replay buffer of 10,000": red team, session 40).
_SAVED_BEFORE = lazy(r"\bsav(?:ed|es|ing)[ \u00a0\u2009~]+(?:(?:about|approximately|roughly|nearly|almost|over|up to|"
                     r"around|on average|an average of|~)[ \u00a0\u2009~]+)?\$?$", re.IGNORECASE)
_SAVED_WHAT = lazy(r"^[ \u00a0\u2009~$]*(?:percent\b|per cent\b|%|of (?:the |their |our )?(?:labou?r|time|effort|"
                   r"energy|cost|memory|storage|compute|work)\b)", re.IGNORECASE)


def _saved_share(c: Ctx) -> bool:
    return "sav" in c.before[-24:] and bool(_SAVED_BEFORE.search(c.before[-40:])) and (
        c.unit == "%" or c.unit in _DURATIONS or bool(_SAVED_WHAT.match(c.after)))


def _in_label_chain(c: Ctx) -> bool:
    if not c.bare_int or ("-" not in c.after_raw[:1] and "-" not in c.before[-1:]) or c.role == "outcome":
        return False
    chain = next((m for m in _LABEL_CHAIN.finditer(c.text, max(0, c.raw.start - 24), c.raw.end + 24)
                  if m.start() <= c.raw.start < m.end()), None)
    if chain is None:
        return False
    if c.cell is not None:  # in a table, the column's header names the network: "Architecture", "Topology"
        return bool(c.cell.header and _NETWORK_NOUN.search(c.cell.header))
    after = _SENTENCE_END.split(c.text[chain.end() : chain.end() + 40], maxsplit=1)[0]  # this sentence only
    near = c.text[max(c.sentence_start, chain.start() - 60) : chain.start()] + " " + after
    return bool(_NETWORK_NOUN.search(near))


def _duration_setting(c: Ctx) -> bool:
    if c.unit not in _DURATIONS:
        return False
    if ("ost" in c.after[:12] or "fter" in c.after[:12]) and _POST_EVENT.match(c.after) \
            and _POST_EVENT_OPENED.search(c.before[-16:]) \
            and not _POST_EVENT_BOUNDED.search(c.before[-32:]) and "onward" not in c.after[:40] \
            and not (_STEP_FOUND.search(c.window[-50:]) or _TIMED_EVENT.search(c.window[-50:])):
        return True
    if _TIME_SETTING_BEFORE(c.before) and not c.result_after:
        return True
    data = _DATA_AMOUNT_AFTER.match(c.after) if "of" in c.after[:6] else None
    if data and _TRAINED_ON.search(c.before[-48:]) and not _DATA_FOUND_NEXT.match(c.after, data.end()):
        return True  # "trained on 10 minutes of song", "with 21 days of training data": the amount of data used
    if _duration_modifies(c):
        return True
    return c.setup and not (c.result_before or c.result_after)


_DEFINITE_BEFORE = lazy(r"\b(?:the|its|their|our|these|those)[ \u00a0\u2009]*$", re.IGNORECASE)
_TIME_NOUNS = _words("hours minutes seconds days weeks months years")  # "2.9 CPU hours" is the duration itself


# A function word after the duration starts another clause or phrase, never the things it describes: "finishes in
# 3.2 s whereas the baseline takes 41 s" (red team 5).
_NOT_MODIFIED = frozenset(("of", "and", "or", "to", "than", "in", "on", "at", "for", "as", "per", "faster", "slower",
                           "whereas", "while", "when", "whenever", "if", "but", "because", "since", "although",
                           "though", "unless", "the", "a", "an", "this", "that", "these", "those", "which", "with",
                           "by", "from", "after", "before", "compared", "vs", "versus", "where", "so", "yet"))


def _duration_modifies(c: Ctx) -> bool:
    """"163 s exposures", "10 s R-band images", "5 min intervals": a duration that describes each of the things
    named after it is how they were made, unless those things are outcomes ("3 ms latencies")."""
    m = _NOUN_PHRASE.match(c.after_raw)
    if not m or c.role == "outcome" or _DEFINITE_BEFORE.search(c.before[-12:]):
        return False  # "the 200 ms GC pauses (of the baseline)" are things described, not acquired
    words = [w.strip(".,;:").lower() for w in m.group(1).split()]
    plural = [w for w in words if len(w) > 3 and w.endswith("s") and w.isalpha() and w not in _TIME_NOUNS]
    return bool(plural) and not any(w in _OUTCOME_NOUNS or w.rstrip("s") in _OUTCOME_NOUNS for w in words) \
        and words[0] not in _NOT_MODIFIED


_METRIC_STEMS = ("accuracy", "error", "precision", "recall", "f1", "auc", "speedup", "overhead", "utili", "efficiency",
                 "coverage", "success rate", "hit rate", "miss rate", "compliance", "response rate")


# "We set the target accuracy to 90%": the authors' verb governs across the metric it names, unless a verb of change
# stands between ("we set out to show that the gain rises to 3.1x").
_SET_TO = lazy(r"\b[Ww]e[ \u00a0]+(?:then[ \u00a0]+|also[ \u00a0]+|first[ \u00a0]+)?(?:set|fix|fixed|"
               r"configure|configured|initiali[sz]e|initiali[sz]ed)\b(?![ \u00a0]+out\b)"
               r"(?P<between>[^,;.:]{0,50})\bto[ \u00a0\u2009]*$")
_COSTS = _words("overhead overheads loss losses drop drops increase decrease usage footprint peak cost costs consumption "
                "latency slowdown degradation error errors penalty memory energy")
_TARGET_WORDS = _words("target targets goal goals budget budgets threshold thresholds limit limits cutoff")
_CHANGES = _words("rises rose rise risen increases increased improves improved grows grew drops dropped falls fell "
                  "reaches reached climbs climbed goes went jumps jumped declines declined shrinks shrank changes "
                  "changed moves moved comes came")


def _set_to(c: Ctx) -> bool:
    if "to" not in c.before[-6:]:
        return False
    m = _SET_TO.search(c.window[-70:])
    if m is None:
        return False
    between = _words(m.group("between").lower())
    if between & (_CHANGES | OUTCOME_WORDS | _COSTS):
        return False
    # a metric is set only as a target ("the target accuracy"): "we set the overhead to 2.1%" is achieved
    return not (between & METRIC_WORDS) or bool(between & _TARGET_WORDS)


# What a model-selection criterion picks is found: "The BIC selects K = 4 mixture components", "cross-validation
# preferred lambda = 0.031" (red team 4).
_CRITERIA = ("AIC", "BIC", "WAIC", "LOO", "criterion", "cross-validation", "Cross-validation", "elbow", "silhouette",
             "likelihood", "search", "Search", "tuning", "Tuning", "sweep", "Sweep")
# "the BIC selects K = 4", "grid search selected a learning rate of 0.0031": the selected value is what the
# criterion or search found. Not the candidates it chose among ("search selected lr from 0.1, 0.01").
_CRITERION_SELECTS = lazy(r"\b(?:AIC|BIC|WAIC|LOO|[Cc]riterion|[Cc]ross-validation|elbow|silhouette|likelihood|"
                          r"[Ss]earch|[Tt]uning|[Ss]weep)"
                          r"[^.;]{0,30}\b(?:selects?|selected|prefers?|preferred|favou?rs?|favou?red|chooses|"
                          r"chose|picks?|picked|identifies|identified|points? to|finds|found|returns|returned)\b"
                          r"(?![^.;]*\b(?:from|among|between|over|in|across)\b)[^.;{]{0,40}$")
# "we selected lr = 0.0031 by the search", "a rate of 0.0031, found by grid search": a value a search picked.
_FOUND_BY_SEARCH = lazy(r"^[ \u00a0\u2009$)}]*,?[ \u00a0\u2009]*(?:(?:was|were|is|as)[ \u00a0\u2009]+)?"
                        r"(?:(?:found|selected|chosen|picked|determined|identified|tuned)[ \u00a0\u2009]+)?"
                        r"(?:by|via|through|using|after|with|in)[ \u00a0\u2009]+(?:the[ \u00a0\u2009]+|an?[ \u00a0\u2009]+|"
                        r"our[ \u00a0\u2009]+)?(?:[A-Za-z-]+[ \u00a0\u2009]+){0,2}(?:search|tuning|sweep|cross-validation|"
                        r"hyper-?parameter optimi[sz]ation)\b", re.IGNORECASE)
# A statistic over observed units is measured: "the median job used 12 GPUs and ran for 3.1 h", "each job used
# on average 12 GPUs", "jobs requested 12 GPUs on average" (a trace study's findings, red team 6).
_STATISTIC_SUBJECT = lazy(r"\b(?:the|a|an)[ \u00a0\u2009]+(?:median|mean|average|typical)[ \u00a0\u2009]+"
                          r"(?!of\b|over\b|across\b)[A-Za-z-]+(?:[ \u00a0\u2009]+[A-Za-z-]+)?[ \u00a0\u2009]+"
                          r"(?:used|uses|ran|runs|took|takes|requested|requests|needed|needs|consumed|consumes|had|has|"
                          r"spent|spends|lasted|lasts|completed|completes|processed|processes|received|receives|sent|"
                          r"sends|issued|issues|held|holds|contained|contains)\b[^.;]*$", re.IGNORECASE)
_ON_AVERAGE_BEFORE = lazy(r"\b(?:on|in)[ \u00a0\u2009]+(?:average|median)[ \u00a0\u2009]*$", re.IGNORECASE)
_ON_AVERAGE_AFTER = lazy(r"^[ \u00a0\u2009]*(?:[A-Za-z-]+[ \u00a0\u2009]+){0,2}(?:on|in)[ \u00a0\u2009]+"
                         r"(?:average|median)\b(?=[ \u00a0\u2009]*(?:[.,;:)]|$|(?:per|across|over|for|and|in|at|"
                         r"during|when|while|than)\b))", re.IGNORECASE)  # not "on average workloads"
_SEARCH_WORDS = ("search", "tuning", "sweep", "validation", "optimi")  # cheap: _FOUND_BY_SEARCH needs one
# The last value of a list of candidates: "from 0.1, 0.01 and 0.001 by grid search".
_LISTED_BEFORE = lazy(r"(?:[0-9][ \u00a0\u2009$}]*(?:,|and|or)[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+|or[ \u00a0\u2009]+)?"
                      r"[$]*|\b(?:from|among|between)\b[^.;]*|\{[^{}]*)$")


def _statistic_of_units(c: Ctx) -> bool:
    if c.setup or not ("average" in c.window or "median" in c.window or "mean" in c.window or "typical" in c.window
                       or "average" in c.after[:40] or "median" in c.after[:40]):
        return False
    return bool(_STATISTIC_SUBJECT.search(c.clause) or _ON_AVERAGE_BEFORE.search(c.before)
                or _ON_AVERAGE_AFTER.match(c.tail))


# A share of the data a model was trained or fitted on (itg_ml, birdsong_tweetynet, scfa_crc in spent sets): the
# object of a verb of training, fitting or tuning, of a training or test set, or the held-out share, right before
# the share, and "of the data" after it. Not after a verb that does things to some of the data ("Genotyping was
# performed on 96% of the samples", "Curation held out 11% of the records as duplicates": red team 46b), nor a share
# after the verb's clause ("After training, 12% of the samples were misclassified").
_SPLIT_VERB = lazy(r"(?:\b(?:train(?:ed|ing)?|fit(?:ted|ting)?|tun(?:ed|ing))[ ]+(?:on|using|with)|"
                   r"\b(?:training|testing|test|validation)[ ]+(?:set|split|data)[ ]+with|\bthe[ ]+held[- ]out)[ ]+"
                   r"(?:only[ ]+|just[ ]+|the[ ]+(?:remaining[ ]+)?)?$", re.IGNORECASE)
_SHARE_OF_DATA = lazy(r"^[ \u00a0\u2009~]*of[ \u00a0~]+(?:the[ \u00a0~]+|our[ \u00a0~]+|all[ \u00a0~]+)?(?:(?:training|available|"
                      r"labell?ed|full)[ \u00a0~]+)?(?:data(?:[ \u00a0~]?set)?|samples|images|observations|examples|"
                      r"records|songs|sessions|trials|instances)\b", re.IGNORECASE)
# "on 20% held-out test data": a held-out set named after a share that a preposition governs; not "misclassifies 13%
# held-out images" nor "with 91% held-out accuracy" (red teams 46, 46b)
_HELD_OUT_AFTER = lazy(r"^[ \u00a0\u2009~]*(?:held[- ]out|hold[- ]out|holdout)[ \u00a0~]+(?:(?:test|testing|validation|"
                       r"evaluation)[ \u00a0~]+)?(?:data(?:[ \u00a0~]?set)?|sets?|splits?|portion|fraction|partition|"
                       r"subsets?)\b", re.IGNORECASE)
_SPLIT_PREPOSITION = lazy(r"\b(?:on|using)[ ]+(?:the[ ]+|a[ ]+)?$", re.IGNORECASE)


def _percent_setting(c: Ctx) -> bool:
    if c.unit not in ("%", "x", "pp") or not c.setup or c.result_after:
        return False
    if c.role != "setting" and _has_any(c.window.lower(), _METRIC_STEMS):
        return False  # "The accuracy for RNN, LSTM, and GRU is 47.6%, 34.4%, and 57.9%": a metric stated
    return c.role == "setting" or not (_metric_is(c.before) or _PERCENT_VERB.search(c.before))


def _is_size(c: Ctx) -> bool:
    """A memory, storage or clock size. A single letter spaced from its number is a physical unit, not a size:
    "5800 K" is a temperature, "2.7 T" a field ("6K", "1.1B" glued are thousands and billions)."""
    if c.unit not in _SIZES:
        return False
    return len(c.unit) > 1 or c.text[c.raw.end : c.raw.end + 1] == c.unit  # glued: "6K", not "5000--6250 K"


def _size_result(c: Ctx) -> bool:
    measured = c.result_after or _MEASURED_VERB.search(c.before) or c.role == "outcome"
    spec = _PROCESSOR_SPEC.search(c.before)
    if spec and (_words((spec.group("inside") + " " + c.after.split(")")[0][:24]).lower().replace(",", " "))
                 & (METRIC_WORDS | _USAGE_WORDS) or "," not in spec.group("inside")):
        spec = None  # "GPU (peak usage 38.5 GB)", "GPU (14.2 GB peak memory)": measured; a spec list has items
    hardware_after = (_HARDWARE_AFTER.match(c.after) and not (_words(c.after[:24].lower()) & _USAGE_WORDS)) \
        or _machine_spec_after(c)
    if c.setup or (not c.result_after and _CLOCK_AT.search(c.before)) or (not measured and (spec or hardware_after)):
        return False  # "ran on a Xeon E5-1650 v3 @ 3.50GHz", "25.0MB Cache": the machine, not a measurement
    return bool(measured or not c.is_int)


# The degrees of freedom of a test the paper reports, "F(3, 486) = 16.0", "t(45) = 2.1", "χ2(2, N = 300) = 9.1": computed
# from its own sample like the statistic, so a result where the statistic is one.
_DF_BEFORE = lazy(r"(?:^|[^A-Za-z\\])(?:F|t|χ\^?2|χ²|\\chi\^?2|chi\^?2|r|W|H|U|z)(?:_\{?[A-Za-z]+\}?)?[ \u00a0\u2009$]*\("
                  r"[ \u00a0\u2009$]*(?:[0-9.]+[ \u00a0\u2009$]*,[ \u00a0\u2009$]*)?$")
_DF_AFTER = lazy(r"^[ \u00a0\u2009$]*(?:,[ \u00a0\u2009$]*(?:N[ \u00a0\u2009$]*=[ \u00a0\u2009$]*)?[0-9.,]+[ \u00a0\u2009$]*)?\)"
                 r"[ \u00a0\u2009$]*[=<>≤≥]")


def _degrees_of_freedom(c: Ctx) -> bool:
    return "(" in c.before[-16:] and bool(_DF_BEFORE.search(c.before[-24:])) and bool(_DF_AFTER.match(c.after_raw))


# The lower end of a chain of inequalities on a variable: "$-5 \leq w_z c / U_\infty \leq 5$" (a plotted range).
# The upper end of a chain bound whose lower end is no formula constant (0, 1): "$12 \le N \le 16$ nodes".
# The variable may be decorated: k_max, k^*, k^\\star (printed k^), n_opt' (red team 14).
_CHAIN_UPPER = lazy(r"(?<![0-9.])(?!-?[01](?![0-9.]))-?[0-9][0-9.]*[ \u00a0\u2009]*[≤<][ \u00a0\u2009]*[A-Za-zα-ωΑ-Ω]"
                    r"(?:[_^](?:\{[^{}≤<]{0,12}\}|[A-Za-z0-9*+]{0,12})){0,2}['′]*[ \u00a0\u2009]*[≤<][ \u00a0\u2009]*$")
_BOUND_OF_VARIABLE = lazy(r"^[ \u00a0\u2009]*(?:≤|<|≥|>)[ \u00a0\u2009]*[A-Za-zα-ωΑ-Ω]")


def _math_constant(c: Ctx) -> bool:
    if c.context != "math" or not c.bare_int or c.result_before or _WITH_UNCERTAINTY.match(c.after_raw):
        return False  # "T_1 = (51 ± 4) ms" is an estimate, not a bound
    # a plotted range's negative lower end, "(-5 <= w <= 5)"; "$12 \le N \le 16$ nodes suffice" is found (red team 10)
    if c.raw.value not in (0, 1) and _CHAIN_UPPER.search(c.before):
        return False  # "$4 \leq k \leq 6$": the upper end of a chain is the kind its lower end is (red team 11)
    if _MATH_OPEN.search(c.before):  # a table's cells and math arrays keep the bracket rule
        return not (not c.unit and c.cell is None and "&" not in c.after_raw and _WORD_AFTER.match(c.after_raw))
    return bool(_MATH_BOUND.search(c.before)) or (c.raw.negative and c.before.rstrip(" \u00a0\u2009$")[-1:] in ("(", "[", "")
                                                   and bool(_BOUND_OF_VARIABLE.match(c.after_raw)))


# An estimate printed with its interval right after it: "a = 50.0 [48.0, 52.2]", "k = 0.63 (0.61-0.64)",
# "0.930 (95% CI: [0.91, 0.94])".
_INTERVAL_NAME = (r"(?:9[059](?:\.[0-9])?[ \u00a0\u2009]*\\?%[ \u00a0\u2009-]*)?(?:bootstrapped[ \u00a0\u2009]+)?"
                  r"(?:CI|CrI|HDI|confidence interval|credible interval)(?![A-Za-z])[ \u00a0\u2009]*[:=]?[ \u00a0\u2009$]*")
_INTERVAL_AFTER = lazy(r"^[ \u00a0\u2009~$]*[\[(][ \u00a0\u2009$]*(?:(?P<named>" + _INTERVAL_NAME + r")[\[(]?[ \u00a0\u2009$]*)?"
                       r"(?P<lo>-?[0-9]+(?:\.[0-9]+)?)[ \u00a0\u2009$]*"
                       r"(?:,|;|–|--|-|to)[ \u00a0\u2009$]*(?P<hi>-?[0-9]+(?:\.[0-9]+)?)[ \u00a0\u2009$]*[\])]")
# An end of such a named interval: the level's number stands between it and the estimate, so it cannot take the
# estimate's kind the way "0.45 [0.34, 0.85]" does.
_IN_NAMED_INTERVAL = lazy(r"(?P<estimate>[0-9.]*[0-9])[ \u00a0\u2009]*%?[ \u00a0\u2009$]*\([ \u00a0\u2009$]*" + _INTERVAL_NAME +
                          r"[\[(]?[ \u00a0\u2009$]*(?:-?[0-9]+(?:\.[0-9]+)?[ \u00a0\u2009$]*(?:,|;|–|--|-|to)"
                          r"[ \u00a0\u2009$]*)?$")


def _in_named_interval(c: Ctx) -> bool:
    if c.context == "table" or "(" not in c.before[-40:]:
        return False
    m = _IN_NAMED_INTERVAL.search(c.before[-60:])
    return m is not None and (c.strict or "." in m.group("estimate"))  # as _estimate_with_interval decides


def _estimate_with_interval(c: Ctx) -> bool:
    """The value lies inside the interval printed after it, so the pair is an estimate and its interval (a
    swept range "x = 4 [1, 10]" is written with integers and reads as a setting elsewhere). An interval named
    as one (95% CI) marks an estimate in any section; an unnamed one outside the strict sections only after a
    symbol, in decimals, where nothing in the clause configures ("ccc = 0.869 [0.841, 0.904]" in a method
    section reports; "a prior mean = 0.5 [0.1, 0.9]" does not)."""
    if c.context == "table":
        return False
    m = _INTERVAL_AFTER.match(c.after_raw)
    if m is None:
        return False
    # outside the strict sections a cited rate may come with its interval: "81% (95% CrI: 71-89) of infected
    # people" (covid_cfr, set 48), so only a decimal there
    if not c.strict and c.is_int:
        return False
    if not m.group("named"):
        if c.is_int or (not c.strict and not (
                c.assigned and "." in m.group("lo") + m.group("hi") and not _CONFIGURES.search(c.window[-120:]))):
            return False
    lo, hi = float(m.group("lo")), float(m.group("hi"))
    return lo < hi and lo <= c.raw.value <= hi


# An integer sequence with an ellipsis names an index set or a sweep, never a list of outcomes: "d = 2, …, 12",
# "1, 2, ..., 10" (density_sparse, set 34). The scanner prints \ldots and \dots as "…", \cdots as "⋯".
_ELLIPSIS_BEFORE = lazy(r"[0-9][ \u00a0\u2009]*,[ \u00a0\u2009]*(?:…|⋯|\.\.\.)[ \u00a0\u2009]*,?[ \u00a0\u2009]*$")
_ELLIPSIS_AFTER = lazy(r"^[ \u00a0\u2009]*,[ \u00a0\u2009]*(?:[0-9]+[ \u00a0\u2009]*,[ \u00a0\u2009]*)?(?:…|⋯|\.\.\.)")


_SEQUENCE_HEAD = lazy(r"(?:[A-Za-zα-ωΑ-Ω](?:_\{?[A-Za-z0-9]+\}?)?(?:[ \u00a0\u2009]*[+-][ \u00a0\u2009]*[0-9])?[ \u00a0\u2009]*"
                      r"(?:=|∈)[ \u00a0\u2009]*\{?|(?<![0-9.,])[012](?:[ \u00a0\u2009]*,[ \u00a0\u2009]*|$))"
                      r"[ \u00a0\u2009]*(?:[0-9]+[ \u00a0\u2009]*,[ \u00a0\u2009]*)*(?:(?:…|⋯|\.\.\.)[ \u00a0\u2009]*,?[ \u00a0\u2009]*)?"
                      r"(?:[0-9]+)?$")


def _index_sequence(c: Ctx) -> bool:
    # every integer reaches this rule: look for the ellipsis itself before running the patterns
    near_before, near_after = c.before[-12:], c.after_raw[:16]
    if not any(e in near_before or e in near_after for e in ("…", "⋯", "...")):
        return False
    if not (c.is_int and c.raw.exponent is None and not c.raw.negative and (
            bool(_ELLIPSIS_BEFORE.search(c.before)) or bool(_ELLIPSIS_AFTER.match(c.after_raw)))):
        return False
    # an index set ("d = 2, …, 12", "1, 2, …, 10"), not outcomes per seed ("solved 87, 88, …, 91 tasks": red team 21)
    head = _SEQUENCE_HEAD.search(c.before + c.text[c.raw.start : c.raw.end])
    return head is not None and not _FINDING.search(c.window)


# A sweep printed with its symbol at both ends, "from $d=4$ to $d=10$", "between $k=2$ and $k=8$": the values are
# where the outcome was read, whatever verb governs the sentence ("the speed-up increases from d=4 to d=10").
# A symbol's name: one letter, or two capitals before a max/min subscript ("NA_max", the number of pump actions:
# pump_bb, set 63; the scanner prints $NA_{\max}$ so).
_SYMBOL_NAME = r"(?:[A-Z]{2}(?=_\{?(?:max|min)\b)|[A-Za-zα-ωΑ-Ω])"
_SWEEP_FIRST = lazy(r"\b(?:from|between)[ \u00a0\u2009]+(?P<sym>" + _SYMBOL_NAME + r"(?:_\{?[A-Za-z0-9]+\}?)?)"
                    r"[ \u00a0\u2009]*=[ \u00a0\u2009]*$")
_SWEEP_SECOND = lazy(r"\b(?:from|between)[ \u00a0\u2009]+(?P<sym>" + _SYMBOL_NAME + r"(?:_\{?[A-Za-z0-9]+\}?)?)[ \u00a0\u2009]*="
                     r"[ \u00a0\u2009]*[0-9][0-9.,]*[ \u00a0\u2009]+(?:to|and)[ \u00a0\u2009]+(?P=sym)[ \u00a0\u2009]*="
                     r"[ \u00a0\u2009]*$")
_SWEEP_END = lazy(r"^[ \u00a0\u2009]+(?:to|and)[ \u00a0\u2009]+(?P<sym>" + _SYMBOL_NAME + r"(?:_\{?[A-Za-z0-9]+\}?)?)"
                  r"[ \u00a0\u2009]*=")


_CHANGED = lazy(r"\b(?:increased|decreased|reduced|reduces|improved|improves|grew|grows|dropped|fell|falls|"
                r"changed|changes|shifted|shifts|moved|moves|went|goes|lowers|lowered|raises|raised|cuts|brings|"
                r"brought|shrinks|shrank|boosts|boosted)\b", re.IGNORECASE)


# An analysis window, written as a range right after what it bounds: "time lags between 2 and 8 seconds", "lag times
# τ from 12 to 14 seconds", "a window from 3-8 s", "band-pass filtered between 1 and 10 Hz", "the theta oscillation
# (4-12 Hz)". The noun stands right before the range (at most one symbol between): "the lag was between 2 and 3 s"
# reports one.
_RANGE_START = r"[ \u00a0\u2009$~]*(?:[-−]?[0-9][0-9.]*[ \u00a0\u2009$]*(?:[A-Za-zµ]{1,7}[ \u00a0\u2009]*)?(?:and|to|–|--|-)[ \u00a0\u2009$~]*)?$"
_WINDOW_RANGE = lazy(r"\b(?:lags?|lag times?|windows?|passbands?|pass-bands?|band-?pass(?:[ \u00a0]+filter(?:ed|s)?)?|"
                     r"filtered)(?:[ \u00a0\u2009]+[A-Za-zα-ω](?:_\{?[A-Za-z0-9]+\}?)?)?[ \u00a0\u2009]+(?:between|from)" + _RANGE_START)
_BAND_RANGE = lazy(r"\b(?:oscillations?|rhythms?|bands?|waves?)[ \u00a0\u2009]*\(" + _RANGE_START)
# The length of a period printed in parentheses right after the two dates that bound it: "report dates from
# 2021-06-01 to 2023-01-10 (a total of 589 days)", "from 1991-12-23 to 2010-11-29 (989 weeks)". It restates its
# dates, which are never claims, so it is no more a claim than they are (delphi_revisions, set 45).
_A_DATE = (r"(?:(?:1[89]|20)[0-9][0-9](?:" + _MONTH_DAY + r")?|" + _MONTHS + r"[ \u00a0\u2009~]*(?:[0-9]{1,2},?[ \u00a0\u2009~]*)?"
           r"(?:1[89]|20)[0-9][0-9]|[0-9]{1,2}[ \u00a0\u2009~]+" + _MONTHS + r"[ \u00a0\u2009~]+(?:1[89]|20)[0-9][0-9])")
_DATE_SPAN = lazy(_A_DATE + r"[ \u00a0\u2009,]*(?:to|and|until|through|till|–|--|-)[ \u00a0\u2009~]*" + _A_DATE
                  + r"[ \u00a0\u2009,]*\((?:(?:a|in)[ \u00a0\u2009]+(?:total|span|period)[ \u00a0\u2009]+of[ \u00a0\u2009]+)?$")
_SPAN_UNIT = lazy(r"^[ \u00a0\u2009~]*(?:days?|weeks?|months?|years?|yrs?)\b")
_SWEEP_CUE = lazy(r"\b(?:we (?:vary|varied|sweep|swept|increase|increased|decrease|decreased|scale|scaled|test|tested|"
                  r"run|ran|use|used|consider|considered|evaluate|evaluated)|sweep\w*|for (?:all|every|each|values|"
                  r"dimensions|sizes|settings)|over (?:the )?(?:range|values|settings)|in steps|grid|values? of|"
                  # "Moving from $NA_{\max}=1$ to $NA_{\max}=2$ reduces the cost" (pump_bb, set 63)
                  r"(?:moving|switching|stepping) from)\b",
                  re.IGNORECASE)


# A symbol given the value(s) of the cases a study runs: "for $\tau=20,40,200,500$ s", "Using $f=0.53,1$",
# "durations, $\tau=$ 20, 40, 200, and 500 s", "For $\tau=200$ s, we find ..." (nanoflares, set 39). One symbol
# holding three values at once is a sweep; two, or one value, only after a word that picks the case out. A ratio's
# symbol ("$\Delta T/\tau=$") is no case's name.
_CASE_SYMBOL = lazy(r"(?:\b(?P<cue>[Ff]or|[Ww]hen|[Ww]hile|[Ww]ith|[Uu]sing)[ \u00a0\u2009]+\$?[ \u00a0\u2009]*)?"
                    r"(?<![\w\\/^_])" + _SYMBOL_NAME + r"(?:_\{?[A-Za-z0-9]+\}?)?[ \u00a0\u2009]*(?P<op>=|≤|≥|<|>)[ \u00a0\u2009]*"
                    r"\$?[ \u00a0\u2009]*(?P<items>(?:[-−]?[0-9]+(?:\.[0-9]+)?(?:/[0-9]+)?[ \u00a0\u2009]*,"
                    r"[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+)?\$?[ \u00a0\u2009]*)*)(?:[0-9]+/)?$")
_CASE_WORDS = lazy(r"\b(?:vari\w*|different|cases?|durations?|values|sweep\w*|range|each|considered|consider|runs?|"
                   r"simulations?)\b", re.IGNORECASE)
_SPACED_PAIR = lazy(r",[ \u00a0\u2009]+(?!and\b|or\b)")
_CASE_NEXT = lazy(r"^(?:/[0-9]+)?(?:\$?[ \u00a0\u2009]*,[ \u00a0\u2009]*(?:and[ \u00a0\u2009]+)?\$?[ \u00a0\u2009]*"
                 r"[-−]?[0-9]+(?:\.[0-9]+)?(?:/[0-9]+)?){1,2}")


def _case_values(c: Ctx) -> bool:
    if not _has_any(c.before[-44:], ("=", "≤", "≥", "<", ">")):
        return False  # cheap: no symbol is given a value
    m = _CASE_SYMBOL.search(c.before)
    if m is None:
        return False
    later = _CASE_NEXT.match(c.after_raw)
    count = m.group("items").count(",") + 1 + (later.group().count(",") if later else 0)
    cue = (m.group("cue") or "").lower()
    if count >= 2:  # a list: after a cue, or three values where the sentence speaks of cases ("the slopes are
        # $b=4.5, 5.1, 5.3$" reports three)
        if count == 2 and _SPACED_PAIR.search(m.group("items") + (later.group() if later else "")):
            return False  # "With $k = 5$, 12 crashed": a pair is written tight ("$f=0.53,1$") or joined by "and"
        return m.group("op") == "=" and (bool(cue) or (count >= 3 and bool(_CASE_WORDS.search(c.window))
                                                        and not _FINDING.search(c.window)))
    # one bound locates a finding as often as it picks a case ("For $\alpha > 1.1$, the growth slows down")
    return cue in ("for", "when") and m.group("op") == "=" and not _FINDING.search(c.window)


def _swept_symbol(c: Ctx) -> bool:
    # "the crossover occurs between $d=5$ and $d=7$" locates a finding (density_sparse, set 34); "the criteria
    # increased the number of replicates, from $n = 137$ to $n = 167$" is a change found (trait_growth, set 22)
    if not c.assigned or c.raw.exponent is not None:
        return False
    if not _SWEEP_SECOND.search(c.before):
        first = _SWEEP_FIRST.search(c.before)
        end = _SWEEP_END.match(c.after_raw) if first else None
        if first is None or end is None or end.group("sym") != first.group("sym"):
            return False
    if _FINDING.search(c.window) or _CHANGED.search(c.window):
        return False
    # In a strict section only a sentence that sweeps says the ends are settings: "takes the iteration count from
    # $n=120$ to $n=35$", "the selected order varies between $p=2$ and $p=4$ across folds" report (red team 21).
    return not c.strict or bool(_SWEEP_CUE.search(c.window))


# A distribution a quantity is drawn from or assumed to follow: its arguments are inputs ("h^2 ~ U(0.2, 0.4)", "noise
# ~ N(0, 0.1)", micmac_neutrality, set 34). One-letter names only in math, where U( and N( name distributions; a
# distribution the sentence says was fitted or is a posterior is an estimate.
# An argument may carry a square ("N(0.1, 0.1^2)") and the name a truncation mark ("N_+(0.1, 0.05^2)"): both in
# lognormal_constraint (set 42, spent), whose every prior was read as a result.
# Arguments may be named: "Gamma(shape = 4, offset = 0.0001, mean = 0.0021)", "Exponential(mean = 0.005)"
# (gecko_codiv, demog_codiv, set 49).
_ARG_NAME = (r"(?:(?:shape|scale|rate|mean|offset|sd|SD|sigma|σ|mu|μ|alpha|α|beta|β|lambda|λ|loc|df|k|θ|theta)"
             r"[ \u00a0\u2009]*=[ \u00a0\u2009]*)?")
_DISTRIBUTION_OPEN = lazy(r"(?:(?<![A-Za-z])(?P<letter>[UN𝒰𝒩])|\b(?:Unif(?:orm)?|Normal|Gaussian|Beta|Gamma|LogNormal|"
                          r"Lognormal|Poisson|Binomial|Exponential|Cauchy|Laplace|Dirichlet))(?:_[+A-Za-z0-9])?"
                          r"[ \u00a0\u2009]*\([ \u00a0\u2009]*"
                          r"(?P<first>(?:" + _ARG_NAME + r"[-−]?[0-9][0-9.]*(?:\^[0-9])?[ \u00a0\u2009]*,[ \u00a0\u2009]*){1,2})?"
                          + _ARG_NAME + r"$")
_DISTRIBUTION_CLOSE = lazy(r"^(?:\^[0-9])?[ \u00a0\u2009]*"
                           r"(?P<second>(?:,[ \u00a0\u2009]*" + _ARG_NAME + r"[-−]?[0-9][0-9.]*(?:\^[0-9])?[ \u00a0\u2009]*){1,2})?\)")
_FITTED = lazy(r"\b(?:fit|fits|fitted|estimated|estimates?|posteriors?|inferred|best-fit|recovered|converged|measured|"
               r"observed|empirical|follows?|followed|found|obtained)\b",
               re.IGNORECASE)


_DRAWN_FROM = lazy(r"\b(?:draw\w*|drawn|sampl\w*|simulat\w*|generat\w*|assum\w*|suppos\w*|priors?|initiali[sz]\w*|"
                   r"noise|perturb\w*|inject\w*|synthetic|randomly|we (?:set|use|choose|specify))\b", re.IGNORECASE)


def _distribution_argument(c: Ctx) -> bool:
    if "(" not in c.before[-64:]:  # named arguments stretch it: "Gamma(shape = 4, offset = 0.0001, mean = 0.0021)"
        return False
    opening = _DISTRIBUTION_OPEN.search(c.before)
    closing = _DISTRIBUTION_CLOSE.match(c.after_raw) if opening else None
    if opening is None or closing is None:
        return False
    # U(a, b) and N(a, b) name distributions only in math and with two arguments: "N(5)" may be a count
    if opening.group("letter") and (c.context not in ("math", "table") and "∼" not in c.before[-30:] or not (opening.group("first") or closing.group("second"))):
        return False
    if _FITTED.search(c.window):
        return False
    # In a strict section's prose a distribution is an input only where the sentence draws, samples, simulates or
    # assumes it: "latencies are N(3.2, 0.4)", "the MCMC chain gives β ~ N(1.8, 0.3)" report (red team 21).
    return not c.strict or c.context == "table" or bool(_DRAWN_FROM.search(c.window))


@dataclass(frozen=True)
class Rule:
    name: str
    decides: str
    reason: str
    test: Callable[[Ctx], bool]


# Ordered: the first rule that holds decides. Kinds that are never claims come first, then explicit
# settings, explicit outcomes, the table model, units, and last the section's default.
RULES: tuple[Rule, ...] = (
    Rule("uncertainty", AMBIGUOUS, "the value after ±: the same kind as the number it qualifies, ambiguous when "
         "it qualifies none; never needs an anchor of its own", lambda c: c.context == "uncertainty"),
    Rule("option_argument", AMBIGUOUS, "in the optional argument of a command not known to print it: an option or a "
         "marker more often than text (\\smaller[0.5], \\Author[1]); listed, never dropped", lambda c: c.context == "option"),
    Rule("reference", REFERENCE, "a numbered part of a paper (Table 3, Sec. 4.1)",
         _is_reference),
    Rule("year", YEAR, "a four-digit year 1900-2099 with no unit", _is_year),
    Rule("era_year", YEAR, "a year with its era: 1140-1880 CE, 800 BCE, AD 1350", lambda c: c.bare_int and not c.raw.negative
         and c.context != "table" and 100 <= c.raw.value <= 2999 and bool(
             _ERA_AFTER.match(c.after) or _ERA_BEFORE.search(c.before[-8:]))),
    Rule("line_reference", REFERENCE, "a numbered line or step of an algorithm or listing: (line 4), lines 8 and 9 "
         "of Algorithm 1, steps 3 to 6 of Algorithm 2", lambda c: c.bare_int and _has_any(c.before[-40:], ("ine", "tep"))
         and bool(_LINE_REF.search(c.before[-40:])) and not _TIMES_WORD.match(c.after)
         and bool(_LINE_IN_PARENS.search(c.before[-40:]) or _LINE_AFTER_PREPOSITION.search(c.before[-24:])
                  or _CODE_NAMED.search(c.before[-80:] + " " + c.after[:30]))),
    Rule("season_year", YEAR, "the second year of a season: 2023/24, the summer of 2015-16", _season_year),
    Rule("decade", AMBIGUOUS, "1980s is a decade, not 1980 seconds", _is_decade),
    Rule("order_of_magnitude", AMBIGUOUS, "10s of atoms, 100s of trajectories: tens, hundreds, not seconds",
         _order_of_magnitude),
    Rule("references_section", AMBIGUOUS, "bibliography entries: volumes, pages", lambda c: c.section == "references"),
    Rule("date", AMBIGUOUS, "a day of a month: March 5, 12/31/2019, 05/13-16/17, 2021-08-16", lambda c: c.bare_int and bool(
        _DATE_AFTER.match(c.after_raw) or _DATE_BEFORE.search(c.before[-12:]) or _in_slash_date(c) or _in_iso_date(c))),
    Rule("label_chain", AMBIGUOUS, "four or more integers joined by hyphens name a thing, never a range or a list of "
         "values: the 3-15-7-1 network (layer sizes)", _in_label_chain),
    Rule("time_of_day", AMBIGUOUS, "a time of day: 17:41:29 UTC, 9:30 a.m., 2020-12-22 00:00, from 16:00 to 19:15 "
         "UTC", lambda c: ":" in c.after_raw[:1] + c.before[-1:] and _time_of_day(c)),
    Rule("protocol_day", SETTING, "a numbered day of a protocol or a course: on day 10, from days 3-6, (Day 0) (not "
         "'peaked on day 12')", _protocol_day),
    Rule("version", AMBIGUOUS, "a version number: version 2.1, Python versions 2.7 and 3.6, the 1.0 release",
         lambda c: not c.unit and bool(_VERSION.search(c.before[-40:]) or _VERSION_AFTER.match(c.after_raw))),
    Rule("option", SETTING, "a command-line option's argument: -k 14, --min-intronlength 30",
         lambda c: "-" in c.before[-40:] and bool(_OPTION.search(c.before[-40:]))),  # needs its '-' (test_fast_paths)
    Rule("name", AMBIGUOUS, "an integer after a capitalised name names a thing (EPYC 7543, GPU 0)", _is_label),
    Rule("dimensions", SETTING, "a size written as a product of dimensions: grid sizes (5 × 5), 1024 x 1024 images, "
         "the $64^2$ domain",
         _dimensions),
    Rule("degrees_of_freedom", RESULT, "the degrees of freedom of a reported test: F(3, 486) = 16.0, t(45) = 2.1",
         _degrees_of_freedom),
    Rule("math_constant", AMBIGUOUS, "a constant or bound in a formula: p >= 1, [0, 1]", _math_constant),
    Rule("denominator", SETTING, "the whole number a count is out of, glued to it: solved 54/75 instances, a table's "
         "3/3 (the numerator is classified on its own and leads no list; in prose an outcome verb finds it; not a pair of "
         "values dev/test 91/87, a ratio or odds 7/3, converged to 2/3, 23/29 retrieved documents, a rate 1/176 ms)",
         lambda c: c.bare_int and not c.unit and _denominator(c)),
    Rule("set_membership", SETTING, "one of a swept set of values: N ∈ {20, 2,000, 200,000}",
         lambda c: "∈" in c.before and bool(_SET_MEMBER.search(c.before))),
    Rule("set_literal", SETTING, "one of a set of values written out: slopes β = ±{0.1, 0.2, 0.4, 0.8}, the "
         "quantities {0, 5, 10, 15} (not a lone value in braces)", _set_literal),
    Rule("index_sequence", SETTING, "an end of an integer sequence written with an ellipsis: d = 2, …, 12; 1, 2, ..., n",
         _index_sequence),
    Rule("case_values", SETTING, "the value(s) of a symbol that pick out the cases run: for $\\tau=20,40,200,500$ s, "
         "using $f=0.53,1$, for $\\tau=200$ s (not 'we find $b=4.5$', 'for $\\alpha > 1.1$ the growth slows')", _case_values),
    Rule("swept_symbol", SETTING, "a symbol's value at an end of a sweep written with the symbol at both ends: from "
         "$d=4$ to $d=10$, between $k=2$ and $k=8$", _swept_symbol),
    Rule("analysis_window", SETTING, "a range right after the window or band it bounds: time lags between 2 and 8 "
         "seconds, a window from 3-8 s, the theta oscillation (4-12 Hz) (not 'the lag was between 2 and 3 s')",
         lambda c: (("lag" in c.before or "window" in c.before or "pass" in c.before or "filter" in c.before)
                    and bool(_WINDOW_RANGE.search(c.before)))
         or ("(" in c.before[-24:] and bool(_BAND_RANGE.search(c.before)))),
    Rule("date_span", SETTING, "the length of a period in parentheses right after the two dates that bound it: from "
         "2021-06-01 to 2023-01-10 (a total of 589 days); it restates the dates",
         lambda c: c.is_int and (c.unit == "d" or bool(_SPAN_UNIT.match(c.after))) and "(" in c.before[-24:]
         and bool(_DATE_SPAN.search(c.window[-100:]))),  # the window: two written-out dates outrun `before`
    Rule("distribution_argument", SETTING, "a parameter of a distribution a quantity is given: h^2 ~ U(0.2, 0.4), "
         "noise ~ N(0, 0.1) (not a fitted or posterior one)", _distribution_argument),
    # In a strict section only: elsewhere, and in tables (their model decides), a value with an uncertainty
    # may be an input taken from the literature ("HIP 67522 is 17 ± 2 Myr").
    Rule("with_uncertainty", RESULT, "a value printed with an uncertainty (12.4 ± 0.1) was measured or estimated",
         lambda c: c.strict and c.context != "table" and bool(_WITH_UNCERTAINTY.match(c.after_raw))
         and not _CHOICE_BEFORE(c.before) and c.role != "setting"),
    Rule("estimate_with_interval", RESULT, "a value inside the interval printed right after it is an estimate: "
         "a = 50.0 [48.0, 52.2] in a strict section, 0.930 (95% CI: [0.91, 0.94]) in any", _estimate_with_interval),
    Rule("named_interval", RESULT, "an end of a named interval after an estimate: 0.930 (95% CI: [0.91, 0.94])",
         _in_named_interval),
    Rule("table_setting", SETTING, "the table model: a parameter table, a setting column or row, or the row-label "
         "column", lambda c: c.cell is not None and (c.cell.role == "setting" or (
             c.cell.role == "label" and c.raw.unit not in ("%", "x", "pp")))),
    Rule("fit_statistic", RESULT, "a goodness-of-fit statistic is computed, even in a method section: RMSE: 195.06",
         lambda c: not c.bare_int and c.assigned and bool(_FIT_STATISTIC.search(c.before))),
    Rule("reported_statistic", RESULT, "a statistic reported in APA style, in any section: (M = 24.35, SD = 4.73), "
         "b = 2.48, η_partial = 0.03 (not where the clause configures: a prior with M = 0.5)", _reported_statistic),
    Rule("statistic_symbol", RESULT, "an estimate named by its statistic outside the setup: β = 0.17, M = 2489.2, "
         "SE = 0.04, RMSE: 195.06", lambda c: not c.setup and not c.bare_int and c.assigned and bool(_STAT_SYMBOL.search(c.before))),
    Rule("grid_resolution", SETTING, "the resolution of a model's or a data set's grid: a 0.25° latitude-longitude "
         "grid, at 1° horizontal resolution, a grid spacing of 3 km (not one a method reaches)", _grid_resolution),
    Rule("coordinate", SETTING, "a latitude or longitude where a quantity is looked at: a box spanning 155-175°E, "
         "a section at 32.5°N (not where a feature is found: the jet shifted to 42°N)", _coordinate),
    Rule("instrument_setting", SETTING, "how an instrument was configured: a field of view of 20', a pixel scale of "
         "1.2\", apertures with radii of 5\", f/8 (not 'the magnitude in a 5 arcsec aperture was 12.1')",
         lambda c: _has_any(c.before[-40:].lower(), _INSTRUMENT_WORDS) and c.role != "outcome"
         and _instrument_setting(c) and not _DERIVED.search(c.window)),
    Rule("field_strength", SETTING, "a magnet's field strength glued to its T names the scanner: 3T and 7T fMRI "
         "data (a spaced '2.7 T', or one a sign assigns, is a measured field)", _field_strength),
    Rule("recorded_sample", RESULT, "who took part, as recorded, in any section: 65 dogs completed the experiment, "
         "leaving 75 dogs, 28 male and 34 female (not 'we recruited 20 males and 20 females')", _recorded_sample),
    Rule("counted_share", RESULT, "a count with its share in brackets, then what the counted are or did: 39 "
         "individuals (53.4%) who lived with a pet, 60 (82.2%) identified as female; or a share with its interval: "
         "for 9 (36%, CI [20, 59]) articles (not the whole: '7 of the 26 patients (26.9%) who')", _counted_share),
    Rule("sample_share", RESULT, "a share of the recorded sample, what its members are, said or did, in any section: "
         "81.7% identified as female, 31.5% of the sample grew up in rural areas, 29.9% in suburban areas (not a "
         "make-up the authors decided: 'we recruited 50% women')", _sample_share),
    Rule("reliability", RESULT, "a reliability coefficient of the authors' own ratings or scales, in any section: "
         "Cronbach's alpha for caring = 0.87, the ICC showed excellent reliability (0.95) (not a norm cited: 'values "
         "between 0.5 and 0.75 indicate moderate reliability')", _reliability),
    Rule("criterion_selects", RESULT, "a value a criterion selected: the BIC selects K = 4 mixture components",
         lambda c: _has_any(c.window, _CRITERIA) and bool(_CRITERION_SELECTS.search(c.window))),
    Rule("saved_share", RESULT, "what a method saved, as a share or a time: saved 95-97.5 percent of the labor, saves "
         "3.1 h (not 'saved 500 samples', a setting)", _saved_share),
    Rule("sample_count", RESULT, "in a strict section a count written n = 186, (n = 7): the size a sample or group "
         "came to (after exclusions, per group, per stage), reported like any count found; k = 5 stays a setting",
         lambda c: c.strict and c.bare_int and "n" in c.before[-12:] and bool(_SAMPLE_N.search(c.before[-16:]))),
    Rule("found_by_search", RESULT, "a value a search or tuning picked: lr = 0.0031, found by grid search",
         lambda c: _has_any(c.after_raw[:60].lower(), _SEARCH_WORDS) and bool(_FOUND_BY_SEARCH.match(c.after_raw))
         and not _LISTED_BEFORE.search(c.before)),
    Rule("named_parameter", SETTING, "a named parameter or version before the number (batch size of, k =, CUDA; a "
         "one-letter one only where no outcome verb governs: 'yielded subgroups of n = 83' is found)",
         _named_parameter),
    Rule("tolerance", SETTING, "a solver's tolerance: an absolute tolerance of 1e-12, rtol = 1e-6 (not one it reached)",
         lambda c: "tol" in c.before[-40:] and bool(_TOLERANCE_BEFORE.search(c.before))
         and c.role != "outcome"),
    Rule("statistic_of_units", RESULT, "a statistic over observed units outside the setup: the median job used 12 "
         "GPUs and ran for 3.1 h, jobs requested 12 GPUs on average", _statistic_of_units),
    Rule("subset", SETTING, "a chosen subset: the top 10, first 10,000 reads",
         lambda c: c.unit != "x" and _has_any(c.before[-24:].lower(), _SUBSET_WORDS) and bool(_SUBSET.search(c.before))
         and not (c.passive_verb and c.passive_verb not in INPUT_PARTICIPLES)),  # "the brightest 37 were confirmed"
    Rule("switch_value", SETTING, "a subscripted symbol set to 0 or 1 switches a term: with ($\\kappa_\\mathrm{ext}=1$)",
         lambda c: c.bare_int and c.raw.value in (0, 1) and not c.raw.negative and c.assigned
         and bool(_SWITCH_SYMBOL.search(c.before)) and c.role != "outcome" and not _STATISTIC_NAMED.search(c.clause)),
    Rule("where_definition", SETTING, "a physical constant or input defined after an equation: where $\\rho = 1000$ "
         "kg m$^{-3}$ is the water density (not 'where v = 3.2 m/s is the measured speed', nor a unitless value)",
         lambda c: c.assigned and _where_definition(c)),
    Rule("assignment", SETTING, "a variable assigned a value: x = 4 (not when a statistic or an outcome names it: "
         "the average energy detected is log E = 34.6)", lambda c: c.assigned and (
             bool(_ASSIGN.search(c.before)) or _vector_assigned(c) or _ratio_condition(c) or (
             # a whole number given to d, t, r, p (not where a finding is located: "most errors occur at $d=4$")
             c.is_int and c.raw.exponent is None and bool(_ASSIGN_WHOLE.search(c.before))
             and not (c.raw.value <= 1 and _STATISTIC_LETTER.search(c.before))  # r = 1, p = 0, κ = 1
             # only where something configures it ("for $d=10$ and $d=12$"): "lowest at $t = 40$", "$\kappa = 18$
             # after preconditioning" report (red team 21)
             and bool(_WHOLE_SETTING_CUE.search(c.before)) and not _LOCATED_FINDING.search(c.window)
             and not _FINDING.search(c.window) and not _CHANGED.search(c.window)))
         and not _STATISTIC_NAMED.search(c.clause) and c.role != "outcome"  # "the test ended with $N_f = 0$"
         and not _metric_names_symbol(c.clause, c.after_raw) and not _named_quantity_uncued(c)
         and not _solved_values(c) and not _where_found(c)
         and not _FOUND_SYMBOL.search(c.before)  # "We find that $a = 94.3$", "the fit gives $k = 0.31$"
         and not _REPORTED_AFTER.match(c.after_raw)  # "a drag coefficient $C_D=0.84$ was measured"
         and not (_RATIO_ASSIGN.search(c.before) and (_FEATURE_AROUND.search(c.clause) or _RATIO_FOUND.search(
             c.window + " " + _to_stop(c.after_raw)) or _FINDING.search(
             c.window) or _LOCATED_FINDING.search(c.window)))  # the band around z/H = 0.5, the jet separates at x/D
         and not (not c.is_int and _P_VALUE_AFTER.match(c.after_raw))  # "N = 89,454, p < 0.001" counts
         # a value the sentence changed or selected ("the error fell from $e=12$ to $e=3$", "the model selected by
         # BIC has $m = 7$ components": red team 21)
         and not (c.strict and (_CHANGED.search(c.window) or _SELECTED.search(c.window)))
         and not _FITTED_TO.search(c.window)
         # in a strict section, a value the sentence says was estimated ("Euler inversion estimates the correct
         # index of $\eta=1$", "estimates with $\eta=3$ and depth ...") was found, not assigned
         and not (c.strict and "estimat" in c.window.lower() and _estimated_value(c))
         # "the outlet velocity v = 3.2 m/s exceeds ...": in a strict section a physical quantity no setting word
         # governs was measured ("we set v = 3.2 m/s", "for v = 3.2 m/s" stay settings; red team 14)
         # (a range, "T_eff = 2300 - 3400 K", defines a bin; a free-stream U_∞ is the condition a flow is run at)
         and not (c.strict and c.role is None and not _RANGE_TAIL.match(c.after_raw) and bool(
             c.physical_unit) and not ("_∞" in c.before[-8:] and not _FLOW_REPORTED.search(
                 c.window + " " + _to_stop(c.after_raw))))),
    Rule("flow_parameter", SETTING, "a dimensionless group a flow is run at, in a sentence that configures and finds "
         "nothing: with Reynolds number $Re = 200$ (not 'the flow becomes unstable at $Re = 2310$')",
         lambda c: c.assigned and bool(_FLOW_GROUP.search(c.before)) and c.role != "outcome"
         and bool(_FLOW_CONFIGURED.search(c.window)) and not _STATISTIC_NAMED.search(c.clause) and not _FINDING.search(c.window)
         and not _FINDING.search(c.after)),
    Rule("progression", SETTING, "an item of a list of four or more values in arithmetic or geometric progression: "
         "designs at speeds of 2, 4, 6, 8 and 10 m/s, 32, 64, 128 and 256 (not what a metric's clause reports)",
         _in_progression),
    Rule("configured_list", SETTING, "a named value in a list after a configuring word: We set rtol = 10^-6, "
         "atol = 10^-12", _configured_list),
    Rule("set_to", SETTING, "the authors set something to it: we set the target accuracy to 90% (not 'we set out to "
         "show the gain rises to 3.1x')", _set_to),
    Rule("operating_condition", SETTING, "a physical condition the experiment was run at, named by what was applied: "
         "grown at a power of 30 W, using a substrate bias of -30 V, at an incident angle of 67.5°, at a neutron "
         "wavelength of 5.21 Å (not an output, peak or measured quantity, nor one an outcome verb reports)",
         lambda c: _has_any(c.before.lower(), _OPERATING_NOUNS) and _operating_condition(c)),
    Rule("applied_condition", SETTING, "a condition the experimenters imposed on a sample or a model: heated to "
         "100 °C, depressurized to -15 Pa, annealed at 220 °C (not what a clause reports as an outcome)",
         # the verb's -ed ending is a cheap test first: the pattern runs on few numbers
         lambda c: _has_any(c.before[-60:], ("ed ", "ED ")) and bool(_APPLIED_CONDITION.search(c.before[-60:]))
         and c.role != "outcome"),
    Rule("choice_verb", SETTING, "the authors chose it: set, select, vary, in steps of (not 'an upper limit of', a derived "
         "bound)", lambda c: _CHOICE_BEFORE(c.before) and not _ESTIMATED_INTERVAL.search(c.before[-40:])
         and not (c.section in _REPORTING_SECTIONS and bool(_VARIED_RANGE.search(c.before[-40:])))
         and not _DERIVED_LIMIT.search(c.before[-40:]) and not c.measured_limit
         # "a threshold of 1.7" is chosen only where a choosing word stands near ("with a threshold of 5", "we set
         # a cap of 8", "a threshold of 0.5 was used"); "the data show a threshold of 1.7", "patients had a mean
         # pain threshold of 42" report one (red team 12)
         and not (_CHOICE_NOUN.search(c.before[-30:]) and not _chosen_noun(c))
         and not _FOUND_CHOICE.search(c.before[-40:])),
    Rule("we_chose", SETTING, "the authors' own choosing verb governs the noun whose value it is: we used a block size "
         "of 0.3°, we impose a price of 120 €, we took a binned average of 0.05 days (not a total or peak of a resource: "
         "we used a total of 3.2 TB)", _we_chose),
    Rule("held_fixed", SETTING, "a quantity held fixed by design: at a constant height of 500 m, a fixed window overlap "
         "of 50%, a prescribed ratio of 1.2 (not one a sentence observed staying so: showed a constant offset of 3 mV)",
         lambda c: _has_any(c.window[-60:], ("onstant", "ixed", "rescribed", "efined", "ominal", "niform")) and
         bool(_HELD_FIXED.search(c.window[-60:])) and not _OBSERVED_FIXED.search(c.window[-90:])
         and not _HELD_STATISTIC.search(c.window[-40:])),
    Rule("found_that", RESULT, "in the that-clause of a finding: we find that the typical trip must traverse 3 more "
         "blocks (not after a preposition or a condition: we found that the MSE on 100 images converged)", _found_that),
    Rule("default", SETTING, "stated as a default", lambda c: "default" in c.after and bool(_DEFAULT_AFTER.match(c.after))),
    Rule("threshold", SETTING, "a threshold: 50% or higher, 5 or more", lambda c: bool(_THRESHOLD_AFTER.match(c.after_raw))),
    Rule("reference_threshold", SETTING, "a bound results are held against: against a threshold of 0.6, rho > 0.6 as "
         "the pre-specified criterion (not one the data chose: 'against the optimal threshold of 0.35')",
         lambda c: bool(_AGAINST_THRESHOLD.search(c.before[-60:]) or _AS_CRITERION.match(c.after_raw))
         and c.role != "outcome" and not _THRESHOLD_FOUND.search(c.window + " " + _to_stop(c.after))),
    Rule("named_threshold", SETTING, "a threshold named by its value: below the 5% threshold, the 0.1 cut-off (not "
         "'the threshold was 0.1 in the end', where the value follows)",
         lambda c: bool(_NAMED_THRESHOLD_BEFORE.search(c.before[-12:]) and _NAMED_THRESHOLD_AFTER.match(c.after_raw))
         and not _THRESHOLD_FOUND.search(c.window + " " + _to_stop(c.after))),
    Rule("acquisition_setting", SETTING, "how data were acquired or shown: with a sampling rate of 1000 Hz, presented "
         "at a viewing distance of 85 cm (not a rate reached or a statistic of it: 'sustained an effective sampling "
         "rate of 742 Hz', 'a mean viewing distance of 61.4 cm')",
         lambda c: bool(_ACQUISITION_BEFORE.search(c.before)) and not c.result_after
         and not _ACQUISITION_VETO.search(c.before)
         and not _ACQUISITION_OWN.search(c.window + " " + _to_stop(c.after_raw))
         and not _REPORTED_AFTER.match(c.after_raw)),
    Rule("signal_rate", SETTING, "the rate a signal was sampled or filtered at: potentials were recorded at 30 kHz, "
         "sampled at 1 kHz, filtered between 600 Hz and 6 kHz (not 'peaked at 8 Hz', an effective rate reached)",
         lambda c: c.unit in _FREQUENCY_UNITS and _signal_rate(c)),
    Rule("interpretation_norm", SETTING, "a bound of a convention for reading values: Bayes factors greater than 3 "
         "represent moderate evidence, values between 0.5 and 0.75 indicate moderate reliability (plural values and "
         "what they mean, not a value found: 'the Bayes factor of 12.3 indicates strong evidence')",
         lambda c: bool(_NORM_SUBJECT.search(c.before) and _NORM_MEANS.match(c.after_raw))
         and not _NORM_OBSERVED.search(c.window) and not _NORM_OBSERVED.search(_to_stop(c.after_raw))),
    Rule("tukey_fence", SETTING, "a box plot's fence: whiskers to 1.5 times the interquartile range, 1.5×IQR",
         lambda c: c.raw.value == 1.5 and bool(_IQR_AFTER.match(c.after_raw)) and bool(_FENCE_WORDS.search(
             c.text[max(c.sentence_start, c.raw.start - 160) : c.raw.end + 120]))),
    Rule("required_level", SETTING, "the level a count is measured against: components required to achieve at least "
         "5% accuracy, needed to explain 95% of the variance",
         lambda c: "to " in c.before[-32:] and bool(_REQUIRED_TO_REACH.search(c.before))),
    Rule("stratum", SETTING, "an end of a range that names a stratum or window the data are split by: in the 75--90°F "
         "regime, the 3400-3800 cm^-1 window, the 18-24 age group (not 'in the 0.85-0.95 range', nor where something "
         "found lies: 'the transition occurs in the 3-5 ms window')",
         # the range first: most numbers are in none, and it is the cheaper test
         lambda c: bool(_RANGE_OPENS.match(c.after_raw) or _RANGE_CLOSES.search(c.before[-16:]))
         and bool(_STRATUM_AFTER.match(c.after)) and not _LOCATED.search(c.clause)),
    Rule("quantile_level", SETTING, "the level of a quantile: the 0.25 and 0.75 quantiles",
         lambda c: not c.unit and 0 < c.raw.value < 1 and bool(_QUANTILE_AFTER.match(c.after_raw))),
    Rule("percentile_key", SETTING, "the level naming a percentile in a list of them: (percentiles: 5%: 1, 95%: 21)",
         lambda c: c.unit == "%" and bool(_KEY_COLON.match(c.after_raw))
         and _has_any(c.window[-80:].lower(), ("percentile", "quantile"))),
    Rule("scale_end", SETTING, "an end of a rating scale: on a scale of 1-9, a 1-7 scale (a bare integer: 'gains on the "
         "scale of 3x', 'a 10x scale-up' are no scale's ends)",
         lambda c: c.is_int and not c.unit  # cheap: every pattern below needs the word "scale" near the number
         and "scale" in (c.before[-100:] + c.after_raw).casefold()  # casefold: what IGNORECASE matches
         and bool(_SCALE_BEFORE.search(c.before[-30:]) or _SCALE_AFTER.match(c.after_raw)
                  or _SCALE_LABELLED_CLOSE.search(c.before[-100:])
                  or (_RANGE_CLOSES.search(c.before[-16:]) and _SCALE_BEFORE.search(
                      c.before[-40:].rstrip("0123456789 \u00a0\u2009–-").rstrip())))),
    Rule("filter_bound", SETTING, "a bound that defines a filter: filtering criteria of R^2 >= 0.85 (not 'all filtered "
         "fits have R^2 >= 0.97')", _filter_bound),
    Rule("spacing", SETTING, "a grid's spacing or a sweep's step: with 0.5 um spacing, in 0.5 um increments",
         lambda c: bool(_SPACING_AFTER.match(c.after)) and bool(_SPACING_BEFORE.search(c.before))
         and not _RECURS.search(c.window)),
    Rule("time_step", SETTING, "a duration that names a time step, bin or window: with a 2 ms time step, the 20 ms "
         "time bins (not 'the solver settled on a time step of 0.1 ms')",
         lambda c: c.unit in _DURATIONS and bool(_TIME_STEP_AFTER.match(c.after_raw))
         and not _RECURS.search(c.window) and not _TIME_STEP_FOUND.search(c.window)
         and OUTCOME_WORDS.isdisjoint(_WORD.findall(c.window.lower()))
         and not _ACQUISITION_VETO.search(c.window) and not _ACQUISITION_OWN.search(c.window)),
    Rule("set_threshold", SETTING, "a threshold that defines a set: duplications longer than 10 kb",
         _set_threshold),
    Rule("acted_on_bound", SETTING, "a bound on a property that selects what is then acted on: alleles with a "
         "probability lower than 0.99 were discarded (not 'more than 300 reads were discarded')", _acted_on_bound),
    Rule("condition_clause", SETTING, "inside a condition: if, when, unless (also continued by ', and'); not a "
         "number past the condition's own value ('when c = 0.1 mM gives 0.7')",
         lambda c: _has_any(c.window.lower(), _CONDITION_WORDS) and bool(
             _CONDITION.search(c.clause) or _CONDITION_CONTINUED.search(c.window) or _CONDITION_THAT.search(c.window))
         and _within_condition(c) and _condition_in_own_cell(c)),
    Rule("subset_by_bound", SETTING, "a subset defined by an inequality on a variable: for stars with g-i > 0.75, "
         "in the color range 0.75 < g-i < 3", _subset_by_bound),
    Rule("varied_from", SETTING, "the ends of a change the authors made, opening a clause: increasing g from 0.2 to "
         "0.4 resulted in ... (no number between the verb and 'from'); or the new value of a design's setting: "
         "doubling the subsample to 400,000 users",
         lambda c: ("from" in c.before[-60:] and _varied_input(c))
         or ("to" in c.before[-8:] and bool(_VARIED_TO.search(c.opening)) and not _metric_follows(c))),
    Rule("population_age", SETTING, "an age that bounds who is in a population: residents aged 15 to 64, "
         "individuals who are older than 23 (not 'participants were aged 19-64')",
         _population_age),
    Rule("leading_condition", SETTING, "a sentence-opening condition: At a degree of 256, ...",
         lambda c: bool(_LEADING_CONDITION.match(c.opening)) and not c.result_after and bool(
             _PHRASE_END.match(c.after_raw)) and not _FINITE.search(c.opening) and role(c.opening) != "outcome"),
    Rule("compound_modifier", SETTING, "a number hyphenated to a noun describes a thing: a 64-server testbed (not a "
         "metric's value: 'a 4.77-day MAE', 'sub-1-day MAE')",
         lambda c: not c.raw.unit and bool(_HYPHEN_COMPOUND.match(c.text[c.raw.unit_end : c.raw.unit_end + 12])
                                           or _HYPHEN_COMPOUND.match(c.after))
         and not _COMPOUND_METRIC.match(c.text[c.raw.unit_end : c.raw.unit_end + 64])),
    Rule("nominal_value", SETTING, "a value named nominal, prescribed or commanded: 1.2 m/s nominal speed (gait_control, "
         "set 37); a percentage so named is a level, for the interval rules ('ca. 95% nominal coverage' was found)",
         lambda c: c.unit != "%" and bool(_NOMINAL_AFTER.match(c.after_raw))),
    Rule("adjective", SETTING, "a magnitude before a noun that is no outcome: a 30x sample, a 2.5 GB archive",
         _adjective),
    Rule("plotted_at", SETTING, "a list of values a figure draws its curves at: gyrochrones are plotted at 0.5, 1, 1.5 "
         "and 4.57 Gyr (kinematic_rotation, set 44; not 'shown at', which may place a found peak)",
         _plotted_at),
    Rule("at_named_step", SETTING, "where along a process a quantity was read: measured at levels 4, 7 and 10, at "
         "epoch 50 (not where something was found there: converged at iteration 45, peaks at depth 12)", _at_named_step),
    Rule("evaluation_point", SETTING, "where a quantity is read off: significant at the 0.01 level, at the 2 week "
         "horizon, queries per second at recall .99 (not where it is found: F1 peaks at a recall of 0.87)",
         _evaluation_point),
    Rule("condition_at", SETTING, "a physical condition a value holds at or an experiment was performed at: T1 = 1.6 s "
         "at 0.5 G, performed at 37 °C (not 'peaks at 3.2 K', nor a duration: 'reaches 95% at 3.2 ms')", _condition_at),
    Rule("significance_level", SETTING, "the threshold a result is called significant at: significant at p < 0.05 "
         "(only 0.05 and 0.1: 'significant at p < 0.001' usually reports the p-value found)",
         lambda c: "signific" in c.window[-60:].lower() and round(c.raw.value, 6) in (0.05, 0.1)  # p < .001 is found
         and bool(_SIGNIFICANT_AT.search(c.window[-60:]))),
    Rule("payment", SETTING, "what participants were paid: we paid participants $2, each was compensated $10 (not "
         "'the cost reached $8')", lambda c: c.window.rstrip(" \u00a0\u2009").endswith("$")  # the pattern's end
         and c.role != "outcome" and bool(_PAID_BEFORE.search(c.window[-60:]))),
    Rule("named_level", SETTING, "a value the sentence calls a significance level: at significance level of 0.01, "
         "at a 0.01 level, the 1% level (not 'p = 0.003 at the 0.01 level', the p found)", _named_level),
    Rule("setup_p_threshold", SETTING, "in a method section a conventional bound on p filters or defines significance: "
         "genera with P < 0.05 were plotted, a type I error rate of 0.05",
         lambda c: c.setup and round(c.raw.value, 6) in (0.1, 0.05, 0.01)  # p < 0.001 reports what was found
         and bool(_P_BOUND_BEFORE.search(c.before[-40:]))),
    Rule("fdr_threshold", SETTING, "a false-discovery-rate threshold: FDR-corrected, q < 0.05",
         lambda c: "q" in c.before[-16:] and round(c.raw.value, 6) in (0.05, 0.1)
         and bool(_Q_BELOW.search(c.before[-16:])) and _has_any(c.window[-80:], ("FDR", "false discovery", "False discovery"))),
    Rule("significance_legend", SETTING, "a threshold in a significance legend: *** p < .001",
         lambda c: "p" in c.before[-12:].lower() and bool(_SIGNIFICANCE_LEGEND.search(c.before))
         and round(c.raw.value, 6) in _CONVENTIONAL_ALPHA),
    Rule("interval_level", SETTING, "the nominal level of an interval: 95% prediction intervals, a 90% CI",
         lambda c: c.unit == "%" and _names_level(c, c.after) and _not_ranked(c)
         and (_names_level(c, c.after_raw) or (c.is_int and not _PERCENT_VERB.search(c.before)))
         and not (c.role == "outcome" and _interval_found(c))
         # a level printed with decimals is a conventional one (99.5%); "gives 91.2% prediction intervals" reports
         # a coverage (red team 17)
         and (c.is_int or _conventional_level(c) or round(c.raw.value, 6) in _CONVENTIONAL_BOUNDS)
         # a band's level is a conventional one ("the 95% band"); "within a 1-2% band" gives its width
         and not (_BAND.match(c.after) is not None and not _conventional_level(c))),
    Rule("purity", SETTING, "a reagent's purity beside its supplier or the word purity: choline chloride (99%, "
         "Sigma-Aldrich), glycerol (≥99.5% purity)", _purity),
    Rule("sigma_level", SETTING, "the level of an error in standard deviations: 1-sigma uncertainty, 0.38 ± 0.13 "
         "(1 s.e.) (a tension of 4 sigma, a >3 sigma signal are found)", lambda c: c.is_int and not c.raw.negative
         and 1 <= c.raw.value <= 3 and c.role != "outcome" and _sigma_level(c)),
    Rule("composition", SETTING, "a workload mix: 50% reads", _composition),
    Rule("split_ratio", SETTING, "a part of a split or mix written with colons: an 8:1:1 split of the dataset, mixed "
         "at a 1:2 ratio (not 'a ratio of 1:3' found)", _split_ratio),
    Rule("dose", SETTING, "a dose given to subjects: an injection of clindamycin (10 mg/kg), a dose of 5 mg/kg (not "
         "'a burden of 12 mg/kg', nor a concentration measured or reached)", _dose),
    Rule("configured_rate", SETTING, "a configured rate: with an error rate of 0.5%",
         lambda c: c.unit == "%" and bool(_WITH_RATE.search(c.before))),
    Rule("subset_after", SETTING, "a chosen share: the 30% most popular", lambda c: c.unit in ("%", "") and
         c.context != "table" and bool(
        _SUBSET_AFTER.match(c.after))),
    Rule("repetition", SETTING, "repetitions of the experiment: run each experiment 5 times",
         lambda c: c.bare_int and bool(_TIMES_AFTER.match(c.after)) and bool(_REPETITION.search(c.clause))),
    Rule("input", SETTING, "the object of an input verb: indexed 7.3 terabases, simulated 100,000 reads",
         lambda c: c.unit not in ("%", "x", "pp") and not c.rate and _has_any(c.before[-36:].lower(), _INPUT_WORDS)
         and bool(_INPUT_VERB.search(c.before[-36:]))),
    Rule("sample_size", SETTING, "the sample a statistic is taken over: the median of 10 runs",
         lambda c: _count_noun(c) and bool(_STATISTIC_OF.search(c.before[-30:]))),
    Rule("as_input", SETTING, "named as the input: 600 billion bases as input",
         lambda c: "input" in c.after and bool(_AS_INPUT.match(c.after))),
    Rule("passive_input", SETTING, "counted things the authors put in: 33,088 reads were simulated (but "
         "in 'accuracy was 91.2 and 40 epochs were used' the verb is the epochs', not the decimal's)",
         lambda c: c.passive_verb in INPUT_PARTICIPLES and (c.is_int or c.unit in _SCALE_SUFFIXES or not _has_any(
             c.after_raw[: c.after_raw.find(c.passive_verb)], _DIGITS))),
    Rule("randomly_made", SETTING, "a count of things made at random for the experiment: 100 randomly created "
         "triangles, 500 randomly sampled queries (not where the sentence finds them: found 12 randomly generated "
         "programs that crash)", lambda c: c.is_int and "random" in c.after_raw[:12] and bool(
             _RANDOMLY_MADE.match(c.after_raw)) and c.role != "outcome" and not _STEP_FOUND.search(c.window)
         # in a strict section only the authors' making ("we generate 100 randomly created ..."): "Our classifier
         # mislabels 37 randomly sampled images" and "Out of 500 inputs, 37 randomly ..." report (red team 21)
         and (not c.strict or bool(_MADE_BY_US.search(c.window)) or c.window.strip().lower() in ("of", "out of"))),
    Rule("of_total", RESULT, "a count out of a total: on 1,302 of the 1,488 matrices",
         lambda c: c.is_int and bool(_OF_TOTAL.match(c.after))),
    Rule("target_level", SETTING, "a level named as a target, policy, scenario or threshold: a 98% CFE target, "
         "targets of 80%, a 2.5σ threshold, the 1 s cutoff",
         lambda c: bool(c.unit or c.before.rstrip().endswith("$")) and c.context != "table" and (
             _has_any(c.tail[:90].lower(), _TARGET_STEMS) or _has_any(
             c.before[-40:].lower(), _TARGET_STEMS)) and bool(_TARGET_AFTER.match(c.tail) or _TARGET_BEFORE.search(
                 c.before[-40:])) and c.role != "outcome"),
    Rule("assumption", SETTING, "outside the strict sections, a number in an assumption the authors state: we assume "
         "that there are 4 factories", _assumed),
    Rule("design_combinations", SETTING, "the number of combinations or permutations a design runs: resulting in 25 "
         "parameter combinations, 10,000 permutations of trial order (not those kept by a selection: 1,262 "
         "combinations retained)", lambda c: "ations" in c.after[:40] and bool(_COMBINATIONS_AFTER.match(c.after))
         and not _FOUND_BEFORE.search(c.window[-40:])),
    Rule("contour_interval", SETTING, "the step a map draws its contours or bands at: (200 m contours), (50 m bands), "
         "1 km contour intervals (alps_cycle, set 50)", _contour_interval),
    Rule("comparison_after", RESULT, "a comparison follows: 2.1x faster, 3 points higher", lambda c: c.result_after),
    Rule("selection_outcome", RESULT, "what is left after a selection, or counted things found: the final sample of "
         "4041 stars, 1,390,796 candidates recovered", lambda c: c.context != "table" and (
             (_has_any(c.before[-48:].lower(), _SELECTION_STEMS) and bool(_SELECTION_BEFORE.search(c.before[-48:])))
             or (c.is_int and bool(_FOUND_AFTER.match(c.tail))))),
    Rule("authors_put_in", SETTING, "the object of a verb whose subject is the authors and that puts things into "
         "the study: we performed 4096 simulations, we then introduce 10 subscribers", _we_put_in),
    Rule("input_composition", SETTING, "what an input is made of: the dataset contains 633 queries, the mesh contains 25 "
         "million cells, the network consists of 11 layers (not a resulting sample or catalog, not a rate or share)",
         _input_composition),
    Rule("total_opening", RESULT, "a count right after a sentence-opening total: In total, 103 articles ...",
         lambda c: bool(_TOTAL_OPENING.match(c.opening))),
    Rule("cycle_cost", RESULT, "a cost counted in processor cycles: runs in 6253 cycles, costs 3 cycles (not a "
         "protocol's: for 30 cycles, 10 cycles of annealing)", lambda c: "ycle" in c.after_raw[:24]
         and not c.unit and bool(_CYCLES_AFTER.match(c.after_raw)) and not _CYCLES_PROTOCOL.search(c.before[-12:])),
    Rule("plotted_draws", SETTING, "how many draws or simulated sets a plot or panel shows: each plot consists of 1500 "
         "estimates, the leftmost panel shows 250 draws from the prior (not 'Figure 3 shows 45 outliers')",
         # cheap first: every integer reaches this rule, and the pattern needs one of these nouns
         lambda c: c.is_int and not c.unit and _has_any(c.before[-60:], _PLOT_NOUNS)
         and bool(_PLOT_SHOWS.search(c.before[-60:]))
         and bool(_DRAWN_THINGS.match(c.after))),
    Rule("outcome_verb", RESULT, "the object of an outcome verb: found, took, there were, consists of",
         lambda c: c.context != "table" and (c.role == "outcome" or c.passive_verb in OUTCOME_WORDS)),
    Rule("setting_role", SETTING, "the argument of a setting word: with, using, for each, per",
         lambda c: c.role == "setting" and c.unit not in RESULT_UNITS and not c.rate and c.context != "table"
         and (_count_noun(c) or c.bare_int) and not c.assigned  # "with ESS = 1830": the name decides, not "with"
         and not c.measured_limit  # "has a detection limit of 12": "limit" is no verb here
         and not c.done_after  # "computed on the 822 genes classified as adaptive": found by the method
         and not c.found_count),
    Rule("alternatives", SETTING, "one of three or more values offered as alternatives, a, b, or c: consider the latest "
         "1, 10, 20, 30, or 40 predictions (no outcome verb or metric governs it: 'solved 12, 14, or 15 tasks' is found)",
         lambda c: c.context != "table" and " or" in c.text[max(0, c.raw.start - 60) : c.raw.unit_end + 90]  # cheap first
         and _in_alternatives(c)),
    Rule("drawn_from_dataset", SETTING, "how many items a study takes from a named data set: 735 tracks from the "
         "SALAMI corpus (spectral_seg, set 37); not in the sections that report, where a corpus yields what was found",
         lambda c: c.is_int and not c.unit and c.section not in ("results", "abstract", "conclusion", "discussion")
         and "from" in c.after[:60] and not c.result_after and bool(_FROM_DATASET.match(c.after))),
    Rule("applied_to_data", SETTING, "the size of the data a method was applied to or tested on: applied the filter "
         "to a database of 40 MR images (skullstrip, set 43)", lambda c: c.is_int and not c.unit
         and "of" in c.before[-20:] and bool(_APPLIED_TO_DATA.search(c.window[-140:]))),
    # 1.5 nodes is an average and "1.5 per node" a rate: a configured count is whole, 1.1B included (bvh_heuristics)
    Rule("strong_count_noun", SETTING, "an integer counting configured things: 8 GPUs, 3 seeds",
         lambda c: (c.is_int or c.raw.scale > 0) and c.unit not in RESULT_UNITS and not c.rate
         and not c.rounded_count and bool(_STRONG_NOUNS.match(c.tail)) and not _A_STATISTIC_OF.search(c.before[-30:])),
    Rule("count_noun", SETTING, "an integer before a count noun after a preposition: on 1,488 matrices (not where a "
         "change ends: 'false alarms dropped to 1994 events', nor a count done: 'answered 1999 queries correctly')",
         lambda c: c.context != "table" and not c.rounded_count and _count_noun(c)
         and not c.measured_limit  # "the detection threshold was 3 copies" is found
         # ("we increased the batch to 64 samples" is the authors' own change: a setting)
         and not ((_CHANGED_TO.search(c.before) or _CHANGED_FROM.search(c.before)
                   or _MULTIPLIED_FROM_TO.search(c.before)) and not _WE.search(c.window))
         and not c.done_after),
    Rule("table_result", RESULT, "the table model: a data cell of a results table",
         lambda c: c.cell is not None and c.cell.role == "result"),
    Rule("table_size_label", SETTING, "a model or data size in a name column: TinyDistill (1.1B)",
         lambda c: c.context == "table" and c.raw.unit in ("B", "K", "M", "T", "G", "k")),
    Rule("table_unit", RESULT, "a table cell with a result unit", lambda c: c.context == "table" and (
        c.unit in RESULT_UNITS or c.rate or not c.is_int)),
    Rule("split_cut_off", SETTING, "a cut-off bounding both sides of a split in one sentence: small clades (<10%) "
         "and large clades (>=10%)", _split_cut_off),
    Rule("duration_setting", SETTING, "a configured duration: for 30 minutes, every 10 s", _duration_setting),
    Rule("duration", RESULT, "a measured duration: takes 31 hours", lambda c: c.unit in _DURATIONS),
    Rule("at_coordinate", SETTING, "in a results section, where a quantity is looked at, named as a coordinate or "
         "parameter set to a value: the wake at x/D = 1, lambda = 1.9 (not 'detected at t = 1.1 s', 'a turnover at "
         "R_0 = 0.136', 'correlated at r = .59')", _at_coordinate),
    Rule("sample_composition", RESULT, "the recorded make-up of the sample, in any section: 146 students (gender: "
         "69.18% female, 24.66% male)", _sample_composition),
    Rule("random_share", SETTING, "a share the authors altered at random: we randomly mask 15% of the tokens, dirty the "
         "data by replacing 40% of the values at random (not 'the filter removed 12% of the reads')", _random_share),
    Rule("percent_setting", SETTING, "a percentage in a setup section with no outcome verb", _percent_setting),
    Rule("sampling_fraction", SETTING, "a share that names a sample drawn: the larger, 20% sample, a 10% subsample "
         "(not 'a 30% sample reduction', '12% sample to sample', '35%, 28% and 9% samples', nor what a verb reports)",
         lambda c: c.unit == "%" and "ampl" in c.after_raw[:24] and bool(_SAMPLE_DRAWN.match(c.after_raw))
         and bool(_SAMPLE_ARTICLE.search(c.before[-40:])) and c.role != "outcome"),
    Rule("data_split", SETTING, "the share of the data a model was trained, fitted or tuned on, or the held-out share: "
         "trained on 19% of the data, the held-out 20% of the data, on 20% held-out test data (not a share the data "
         "holds, 'they contribute 71% of the data', nor one a step was performed on: 'genotyping was performed on 96% "
         "of the samples')",
         lambda c: c.unit == "%" and c.role != "outcome" and (
             (bool(_HELD_OUT_AFTER.match(c.after_raw)) and bool(_SPLIT_PREPOSITION.search(c.before[-12:]))) or (
                 bool(_SHARE_OF_DATA.match(c.after_raw)) and bool(_SPLIT_VERB.search(c.before[-40:]))))),
    Rule("percent", RESULT, "a percentage, ratio or percentage points", lambda c: c.unit in ("%", "x", "pp")),
    Rule("rate", RESULT, "a rate (per second) or a small scientific value",
         lambda c: c.rate or (c.raw.exponent is not None and c.raw.exponent < 0)),
    Rule("measured_length", RESULT, "a measured sequence length: an N50 of 12.3 Mb, assembled 3.1 Gb",
         lambda c: c.unit in _SEQ_LENGTHS and bool(c.result_after or c.result_before or c.role == "outcome"
                                                   or _MEASURED_VERB.search(c.before))),
    Rule("sequence_length", SETTING, "outside the strict sections a sequence length describes the data: 100bp "
         "reads, a 20.6kb gene (in a strict section it fails closed: 'the assembly spans 55.9Mb' is a result)",
         lambda c: c.unit in _SEQ_LENGTHS and not c.strict),
    Rule("measured_size", RESULT, "a measured footprint or clock: peak memory of 38 GB",
         lambda c: _is_size(c) and _size_result(c)),
    Rule("ethernet_class", SETTING, "an Ethernet class names hardware, never a measured rate: a 10GbE NIC (a measured "
         "rate is printed in Gb/s or Gbps)", lambda c: c.unit in ("GbE", "GigE")),
    Rule("hardware_size", SETTING, "a hardware size or clock: 512 GB of RAM (in a strict section only when the "
         "hardware is named or a setting word governs it)", lambda c: _is_size(c) and (
             not c.strict or c.role == "setting" or (c.unit in _SCALE_SUFFIXES and not _has_any(
                 c.text[c.raw.start : c.raw.unit_end], (" ", "\u00a0", "\u2009"))) or bool(_HARDWARE_AFTER.match(c.after)) or _machine_spec_after(c)
             or bool(_HARDWARE_BEFORE.search(c.before[-40:])) or bool(_CLOCK_AT.search(c.before)))),
    Rule("bound_qualifier", RESULT, "a bounded outcome: more than 2,000, below 1 ms",
         # not "Bo ≪ 1", "d' ≫ 1": an order of magnitude a regime is compared with says nothing of a measurement
         lambda c: bool(c.qual and c.qual["kind"] != "approximate" and not c.setup
                        and c.qual["text"] not in _MUCH_BOUNDS)),
    Rule("scientific", RESULT, "scientific notation is measured", lambda c: c.raw.exponent is not None),
    Rule("setup_default", SETTING, "in a setup or method section a number describes the setup",
         lambda c: c.setup and not (c.result_before and not c.is_int)),
    Rule("generated_data", SETTING, "a parameter of the distribution of data the authors generated: sampled from "
         "a distribution with standard deviation of 10, noise of mean 0 nT", _generated_data),
    Rule("article_modifier", SETTING, "in a strict section, a number an article puts before a noun describes the "
         "thing named: a 5\" radius aperture, the 100 MW load, a 2 m lane change (whole numbers only; not what an "
         "outcome verb or a that-clause reports, nor a metric, a change, a level or a relative clause after it: the 33 "
         "genera that differed)", _article_modifier),
    Rule("enumerated_options", SETTING, "a count of options the parentheses then list, and the listed values: 4 "
         "embedding sizes (12, 25, 50, 100), 5 random seeds (42, 123, 456, 789, 1024); not what an outcome verb "
         "reports", _enumerated_options),
    Rule("fail_closed", RESULT, "a strict target section: a number with no cue is a result (fails closed)",
         lambda c: c.strict),
    Rule("decimal", RESULT, "a non-integer is measured", lambda c: not c.is_int),
    Rule("result_word_before", RESULT, "a metric or outcome verb before an integer",
         lambda c: c.result_before and bool(_INTEGER_RESULT_CUE.search(c.before[-24:]))),
)
# The rule table as plain tuples for classify()'s loop: a number tries ~90 rules, and unpacking a tuple costs less
# than two attribute reads of a Rule.
_RULE_TESTS = tuple((r.test, r.decides, r.name) for r in RULES)
# Rules that decide for want of a cue; a number they decide takes the kind of the list it continues.
DEFAULT_RULES = frozenset(("setup_default", "fail_closed", "default_ambiguous"))
# Rules that name the level of an interval: "0.38 ± 0.13 K (1 s.e.)", "(95% CI ...)" keep their own kind inside
# the parentheses after an estimate.
LEVEL_RULES = frozenset(("sigma_level", "interval_level"))
RULE_REASONS = {r.name: r.reason for r in RULES} | TABLE_RULES | {
    "list_partner": "no cue of its own, it continues a list whose previous number had one: a speed-up of 75 and 90",
    "default_ambiguous": "no cue, outside the strict sections",
    "range_of_settings": "the second end of a range whose first end is a setting: from 10% to 40%",
    "product_of_settings": "the second side of a size whose first side is a setting: a window size of 250 km × 250 km",
    "product_of_results": "the second side of a size whose first side is a result: the adapted mesh is 512 × 384 cells",
    "list_of_results": "a later item of a list whose earlier item is a result: the noun or unit ending the list (latency "
                       "fell to 12, 17, 31 and 40 ms) is no cue of its later items alone",
    "interval": "an interval right after an estimate is the estimate's kind: 0.45 [0.34, 0.85]",
    "vector_element": "a later element of a vector of numbers given to a symbol takes the kind of its first: q = (0.22, "
                      "0.87, 0.20) assigned, θ = (0.31, 0.45) found",
    "restated_setting": "a whole number with no unit and no cue in a strict section, printed as an earlier setting a "
                        "cue decided and followed by the same word: over the same 16 stations",
}


@functools.lru_cache(maxsize=1024)  # a pure function of the block's section and heading
def _is_setup(section: str, heading: str) -> bool:
    """Numbers here describe the setup: the methodology section, or a heading that names a setup outside the
    strict sections ("Evaluation on Benchmark Datasets" holds results, and its numbers fail closed)."""
    return section == "methodology" or (section not in STRICT_SECTIONS and _setup_heading(heading))


@functools.lru_cache(maxsize=1024)  # a pure function of the block's section and heading
def _fails_closed(section: str, heading: str) -> bool:
    """Strict sections fail closed; so does a section with no canonical name ("Observational Analysis",
    "Orbit Characterization") unless its heading says it describes the setup: a paper that names its results
    section unusually must not escape by it."""
    if section in STRICT_SECTIONS:
        return True
    return section not in CANONICAL and section != "body" and not _setup_heading(heading)


def _setup_heading(heading: str) -> bool:
    """A heading that names a setup and no results word ("Ablation protocol" may hold the ablation's results)."""
    return bool(_SETUP_HEADING.search(heading)) and not REPORT_TITLE.search(heading)


def classify(raw: RawNumber, text: str, section: str, context: str, qual: dict | None, heading: str = "",
             sentence_start: int = 0, cell: Cell | None = None, strict: bool | None = None) -> tuple[str, str]:
    """(type, rule name) of one numeric mention (SPEC section 3); the first rule of RULES that holds."""
    before = text[max(0, raw.start - 48) : raw.start].replace(CELL, " ").replace(REF, " ")
    after_raw = text[raw.unit_end : raw.unit_end + 64]
    after = after_raw
    magnitude = _MAGNITUDE.match(after)
    if magnitude:  # "1.2 million questions": the noun that follows is what is counted
        after = after[magnitude.end() :]
    rng = _RANGE_TAIL.match(after)
    if rng and rng.end() < len(after):  # "3--4 times as fast": the first endpoint shares the comparison
        after = after[rng.end() :]
    run = _PERCENT_RUN.match(after) if raw.unit == "%" else _LIST_RUN.match(after)
    if run and run.end() < len(after):  # "with 1, 10 and 100 subscribers": a list shares its noun
        after = after[run.end() :]
    unit = raw.unit or (cell.unit if cell and cell.unit else "")
    if not unit and _RESOURCE_TIME.match(after):
        unit = "h"
    elif unit in _DURATIONS and after_raw[:1] == "^" and _RECIPROCAL.match(after_raw):
        unit = "/" + unit  # "0.001 s^{-1}", a strain rate: a rate, never a duration (ann_flowlaw, set 57)
    c = Ctx(raw=raw, text=text, section=section, context=context, qual=qual, before=before, after=after,
            after_raw=after_raw, sentence_start=sentence_start, unit=unit,
            is_int=raw.decimals == 0 and (raw.exponent is None or raw.exponent >= 0),
            rate=bool(_RATE.search(unit)) or bool(_RATE_UNIT.match(after)) or bool(_PER_TIME.match(after)),
            setup=_is_setup(section, heading),
            strict=_fails_closed(section, heading) if strict is None else strict, cell=cell,
            # a scale word (17.6 billion) is already part of the number; a suffix (1.1B) keeps its unit
            magnitude=bool(magnitude) or (raw.scale > 0 and raw.unit not in _SCALE_SUFFIXES))
    for test, decides, name in _RULE_TESTS:
        if test(c):
            if cell is not None and name in ("table_setting", "table_result"):
                return decides, cell.rule  # the table model's own reason
            return decides, name
    return AMBIGUOUS, "default_ambiguous"


def explain(index) -> list[str]:
    """`claim-gate link --explain`: per number, where it is, as printed, its class and the rule that decided."""
    rows = []
    for m in sorted(index.mentions, key=lambda m: (m.file, m.line, m.column, m.index)):
        unit = f" {m.unit}" if m.unit else ""
        rows.append(f"{m.file}:{m.line}:{m.column}\t{m.text}{unit}\t{m.type}\t{m.section}\t{m.rule}: "
                    f"{RULE_REASONS.get(m.rule, '')}")
    return rows
