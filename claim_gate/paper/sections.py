"""Canonical section names (SPEC section 3): titles mapped by keyword, others slugged."""

from __future__ import annotations

import re

from ..lazy_re import lazy

CANONICAL = ("abstract", "introduction", "related_work", "methodology", "experiments", "results", "discussion",
             "limitations", "conclusion", "references", "acknowledgements", "appendix")

# First match wins; checked against the lowercased title. Order matters: "experimental results" is results, and
# the sections whose numbers are not checked (related work, the appendix, acknowledgements, the bibliography) come
# last, so a title that also names results keeps them checked: "Results related to memory", "Supplementary
# experiments", "Background subtraction results" each left a whole section out of coverage.
_KEYWORDS = (
    ("abstract", "abstract"),
    ("introduction", "introduction"),
    ("result", "results"), ("findings", "results"),
    ("discussion", "discussion"),
    ("limitation", "limitations"), ("threats to validity", "limitations"),
    ("conclusion", "conclusion"), ("concluding", "conclusion"), ("summary", "conclusion"),
    ("future work", "conclusion"),
    # "Experimental Setup" describes the method (a warn section), though "experiment" names experiments.
    ("setup", "methodology"), ("set-up", "methodology"),
    ("experiment", "experiments"), ("evaluation", "experiments"),
    ("benchmark", "experiments"), ("performance", "experiments"),
    # A comparison or a validation reports results (red teams 5 and 6: "Comparison of methods", "Model comparison",
    # "Model validation" read as the method); a "Comparison Sample" is a noun (_NOT_KEYWORDS).
    ("comparison", "experiments"), ("validation", "experiments"),
    ("method", "methodology"), ("approach", "methodology"), ("design", "methodology"),
    ("implementation", "methodology"), ("model", "methodology"), ("algorithm", "methodology"),
)
# The bibliography is named by its whole title: its numbers need no evidence, so a section that only mentions a
# reference ("Reference coding" in a Methods section, "Comparison against the reference solver") is not it.
_BIBLIOGRAPHY = lazy(r"^(?:references?|bibliography|references and notes|notes and references|"
                     r"works cited|cited references|reference list)[ .:]*$")


# Sections whose numbers are not checked are named only by what such a section is called, checked last:
# "Transfer to related domains", "Background noise analysis", "Supplementary analyses" or "Acknowledged failure
# cases" are none of them (red team 15), and fail closed.
_EXCLUDED_TITLES = (
    (lazy(r"\b(?:related|prior|previous|existing) (?:work|works|literature|research|approaches|studies|methods)\b|"
          r"^(?:(?:technical|theoretical|scientific) )?background(?: and\b| &|:|$)|^literature(?: review| survey)?$|"
          r"\bliterature review\b|^(?:state of the art|related)$"), "related_work"),
    (lazy(r"^acknowledge?ments?\b"), "acknowledgements"),
    (_BIBLIOGRAPHY, "references"),
    (lazy(r"\bappendix\b|\bappendices\b|^supplement(?:ary)?(?: (?:material|materials|information|data|"
          r"methods|figures|tables|text|notes))?$"), "appendix"),
)
# Phrases that hold a keyword without naming its section; they are removed before the keywords are read.
_NOT_KEYWORDS = (
    "comparison sample",  # an astronomer's control sample of stars, described like the data, not a comparison
)


# A title whose head noun is the method ("Evaluation methods", "Intercomparison and evaluation methods", "Evaluation
# protocol") describes how, though "evaluation" modifies it; not where the method is the object of a preposition
# ("Comparison of methods", "Evaluation of the transfer methods" report results), nor metrics or a title a results
# section may carry ("Performance metrics", "Benchmarking methods", "Comparison methods", "Ablation protocol": red
# team 18).
_REPORT_WORDS = r"performance|benchmark\w*|ablations?|comparisons?|accuracy|outcomes?|findings|scores?|results?"
_METHOD_HEAD = lazy(r"^(?:(?!\b(?:of|with|against|to|between|among|versus|vs|for|on|across|by|using|via|through|" +
                    _REPORT_WORDS + r")\b)"
                    r"[a-z\- ])*\b(?:methods?|methodology|protocols?|procedures?)$")
# A method or model named only as the means of what the title claims ("Posterior inference made fast by
# gradient-based inference methods": jaxcosmo, set 39) does not make the section its description; the section holds
# what it was made to do, and fails closed.
_MEANS_OBJECT = lazy(r"\b(?:by|using|via|through)\b[^,:;]*\b(?:methods?|approach(?:es)?|designs?|implementations?|"
                     r"models?|algorithms?)\b")
# The same words make any heading one a results section may carry, whatever setup word it also holds ("Ablation
# protocol", "Benchmark platform results": red team 18): its numbers are not read as the setup.
REPORT_TITLE = lazy(r"\b(?:" + _REPORT_WORDS + r")\b", re.IGNORECASE)
# "Model", "design", "algorithm", "implementation" and "approach" name what a section is about, not whether it
# describes or measures it: with a word of measurement ("Model accuracy", "Design space exploration",
# "Implementation efficiency", "Model analysis": red team 19) the section reports results and fails closed. A
# "Measurement design" (singular) is still the design of the apparatus (steer_torque).
_OBJECT_NOUNS = frozenset(("method", "approach", "design", "implementation", "model", "algorithm"))
_MEASURED_TITLE = lazy(r"\b(?:" + _REPORT_WORDS + r"|analys[ie]s|exploration|efficiency|measurements|"
                       r"evaluated|measured|in practice|behaviou?r|scaling|at scale|robustness|generali[sz]ation|"
                       r"calibration|predictions|skill|runtimes?|run times?|speed-?ups?|sensitivity|errors?)\b")


# A title that states a finding has a finite verb (omeprazole_cdi, set 50: a paper's title set as its first
# section, "... does not promote C. difficile colonization in a murine model", made the whole paper its method).
_STATEMENT = lazy(r"\b(?:does|do|did|is|are|was|were|has|have|had|cannot|can|could|may|might|will|would|not)\b")


def canonical(title: str) -> str | None:
    """The canonical name a title maps to by keyword, or None."""
    t = " ".join(title.lower().split())
    for phrase in _NOT_KEYWORDS:
        t = t.replace(phrase, " ")
    if _METHOD_HEAD.match(re.sub(r"^[0-9.]+ *", "", t).rstrip(" .:")):
        return "methodology"
    for needle, name in _KEYWORDS:
        # an object noun starts a word: "remodeling" names no model, "redesigned" no design (red team, session 36)
        if needle in t and (needle not in _OBJECT_NOUNS or re.search(r"\b" + needle, t)):
            if needle in _OBJECT_NOUNS and _MEASURED_TITLE.search(t):
                return "experiments"
            if needle in _OBJECT_NOUNS and _MEANS_OBJECT.search(t):
                continue  # "Posterior inference made fast by gradient-based methods": what the section shows
            if needle in _OBJECT_NOUNS and len(t.split()) >= 6 and _STATEMENT.search(t):
                continue  # a finding stated as the title: "Omeprazole does not promote colonization in a murine model"
            return name
    t = re.sub(r"^[0-9.]+ *", "", t.strip())  # "1. References"
    for pattern, name in _EXCLUDED_TITLES:
        if pattern.search(t):
            return name
    return None


def slug(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_") or "untitled"


# Names the gate gives to text that has no section title: "body" (before the first section) and "equations"
# (excluded from coverage). A section titled so ("\\section{Equations}") must not take their policy.
_RESERVED = frozenset(("body", "equations"))


def section_name(title: str) -> str:
    name = canonical(title) or slug(title)
    return f"{name}_section" if name in _RESERVED else name
