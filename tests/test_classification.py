"""Classification accuracy of numeric mentions on the labelled corpus in fixtures/classification.

Each paper there marks every number the scanner must report as ⟦label:number⟧ (r result_claim,
s experimental_setting, y citation_year, f figure_table_ref, a ambiguous). The test strips the marks,
scans the clean LaTeX and matches mentions to labels by (line, column) of the number's first character.
A labelled number the scanner misses counts as wrong; a mention with no label is a scanner error.
"""

from collections import Counter
from pathlib import Path

import pytest

from labelled_corpus import LABELS, clean_paper, strip_labels

CORPUS = Path(__file__).resolve().parents[1] / "fixtures" / "classification"
ORDER = ["result_claim", "experimental_setting", "citation_year", "figure_table_ref", "ambiguous", "(missed)"]


def _evaluate():
    truth, predicted, unlabelled = [], [], []
    for src in sorted(CORPUS.glob("*.tex")):
        _, built, _, labels = clean_paper(src)
        found = {(m.line, m.column): m for m in built.mentions}
        for pos, label in labels.items():
            truth.append(label)
            predicted.append(found[pos].type if pos in found else "(missed)")
        unlabelled += [f"{src.name}:{p[0]}:{p[1]} {m.text!r}" for p, m in found.items() if p not in labels]
    return truth, predicted, unlabelled


def _matrix(truth, predicted) -> str:
    counts = Counter(zip(truth, predicted))
    width = 22
    rows = ["labelled \\ predicted".ljust(width) + "".join(c[:10].rjust(11) for c in ORDER)]
    for t in ORDER[:-1]:
        rows.append(t.ljust(width) + "".join(str(counts[(t, p)]).rjust(11) for p in ORDER))
    return "\n".join(rows)


def test_corpus_is_large_and_covers_every_class():
    truth, _, _ = _evaluate()
    assert len(truth) >= 400
    assert set(truth) == set(LABELS.values())
    papers = sorted(p.name for p in CORPUS.glob("*.tex"))
    assert len(papers) >= 3, papers


def test_every_number_is_found_and_nothing_else():
    truth, predicted, unlabelled = _evaluate()
    missed = predicted.count("(missed)")
    assert not unlabelled, f"mentions with no label: {unlabelled}"
    assert missed == 0, f"{missed} labelled numbers were not found"


def test_classification_accuracy(capsys):
    truth, predicted, _ = _evaluate()
    with capsys.disabled():
        print("\nnumeric mention classification, labelled corpus (rows: truth, columns: predicted)")
        print(_matrix(truth, predicted))
        for cls in ORDER[:-1]:
            tp = sum(1 for t, p in zip(truth, predicted) if t == p == cls)
            labelled = truth.count(cls)
            called = predicted.count(cls)
            print(f"  {cls:22} precision {tp / called if called else 0:.3f}  recall {tp / labelled if labelled else 0:.3f}"
                  f"  (n={labelled})")
    results = [p for t, p in zip(truth, predicted) if t == "result_claim"]
    recall = results.count("result_claim") / len(results)
    assert recall >= 0.95, f"result_claim recall {recall:.3f}"
    for cls in ("citation_year", "figure_table_ref", "experimental_setting"):
        got = [p for t, p in zip(truth, predicted) if t == cls]
        rate = got.count("result_claim") / len(got)
        assert rate <= 0.02, f"{rate:.1%} of labelled {cls} classified as result_claim"


@pytest.mark.parametrize("marked, clean, positions", [
    ("a ⟦r:1.5⟧ b", "a 1.5 b", {(1, 3): "result_claim"}),
    ("x\n⟦y:2019⟧ and ⟦f:3⟧", "x\n2019 and 3", {(2, 1): "citation_year", (2, 10): "figure_table_ref"}),
])
def test_strip_labels(marked, clean, positions):
    assert strip_labels(marked) == (clean, positions)


HELDOUT = CORPUS / "heldout"


def test_heldout_paper(tmp_path, capsys):
    """Papers written after the rules were tuned and never tuned on: measured and reported, not fitted.

    The scanner must report no number that is not one and find at least 95 % of the labelled ones; the
    classification matrix and any missed number are printed (and quoted in the README) so the corpus
    numbers above can be read against a fair measure.
    """
    truth, predicted, unlabelled, missed = [], [], [], []
    for src in sorted(HELDOUT.glob("*.tex")):
        _, built, _, labels = clean_paper(src)
        found = {(m.line, m.column): m for m in built.mentions}
        for pos, label in labels.items():
            truth.append(label)
            predicted.append(found[pos].type if pos in found else "(missed)")
            if pos not in found:
                missed.append(f"{src.name}:{pos[0]}:{pos[1]}")
        unlabelled += [f"{src.name}:{p[0]}:{p[1]} {m.text!r}" for p, m in found.items() if p not in labels]
    with capsys.disabled():
        print("\nheld-out papers (never tuned on):")
        print(_matrix(truth, predicted))
        print(f"  missed: {missed}")
    assert truth and not unlabelled, unlabelled
    assert len(missed) <= 0.05 * len(truth), missed


BLIND = CORPUS / "blind"


def test_blind_external_papers(tmp_path, capsys):
    """Excerpts of externally written papers, labelled blind (fixtures/classification/blind/SOURCES.md).

    Result recall (a labelled result the scanner misses counts as not recalled) and false alarms
    (settings, years and references called results), pooled over the papers. Four of the five were tuned on
    after their blind measurement, so these are not held-out figures. Per-paper figures are printed.
    """
    recalled, results, alarms, negatives = _report("blind-labelled external papers", BLIND.glob("*.tex"),
                                                   tmp_path, capsys)
    assert recalled >= 0.90 * results
    # Issue 12's target for false alarms is 0.10. Since numbers glued to sequence units (100bp, 20.6kb) became
    # mentions, they fail closed in strict sections and the pooled rate is 0.138 (17 of 123): not met, reported
    # in the README. This bound only stops it getting worse; a waiver is the writer's answer meanwhile.
    assert alarms <= 0.15 * negatives


NEGATIVES = ("experimental_setting", "citation_year", "figure_table_ref")


def _report(title: str, papers, tmp_path: Path, capsys) -> tuple:
    """Print per-paper and pooled recall and false alarms; return (recalled, results, alarms, negatives)."""
    pooled: Counter = Counter()
    with capsys.disabled():
        print(f"\n{title}: result recall, false alarms")
        for src in sorted(papers):
            _, built, _, labels = clean_paper(src)
            found = {(m.line, m.column): m.type for m in built.mentions}
            counts = Counter((label, found.get(pos, "(missed)")) for pos, label in labels.items())
            pooled += counts
            spurious = sum(1 for p in found if p not in labels)
            print(f"  {src.stem:24} " + _rates(counts) + f"  unlabelled mentions {spurious}")
        print(f"  {'pooled':24} " + _rates(pooled))
    results = sum(v for (t, _), v in pooled.items() if t == "result_claim")
    negatives = sum(v for (t, _), v in pooled.items() if t in NEGATIVES)
    alarms = sum(v for (t, p), v in pooled.items() if p == "result_claim" and t in NEGATIVES)
    return pooled[("result_claim", "result_claim")], results, alarms, negatives


def _rates(counts: Counter) -> str:
    results = sum(v for (t, _), v in counts.items() if t == "result_claim")
    negatives = sum(v for (t, _), v in counts.items() if t in ("experimental_setting", "citation_year",
                                                              "figure_table_ref"))
    alarms = sum(v for (t, p), v in counts.items() if p == "result_claim" and t in (
        "experimental_setting", "citation_year", "figure_table_ref"))
    recall = counts[("result_claim", "result_claim")] / results if results else 0.0
    return (f"recall {recall:.3f} (n={results}, {counts[('result_claim', '(missed)')]} missed by the scanner)  "
            f"false alarms {alarms / negatives if negatives else 0.0:.3f} (n={negatives})")


EXTERNAL = CORPUS / "external"


def test_external_papers_spent(tmp_path, capsys):
    """Four externally written papers (astronomy, cognitive psychology, materials chemistry, robotics software),
    labelled blind by someone who never ran the classifier (fixtures/classification/external/*/SOURCE.md).
    First measured before anyone looked at their errors (2026-11-30): recall 93/176 = 0.528, false alarms
    120/298 = 0.403. Then spent: the classifier was tuned on their errors, so these are no longer held-out
    figures; the README reports both. The bounds stop them getting worse than after tuning."""
    papers = sorted(EXTERNAL.glob("*/*.tex"))
    assert len(papers) == 4
    recalled, results, alarms, negatives = _report("external papers, tuned on after their first measurement",
                                                   papers, tmp_path, capsys)
    assert results and negatives
    assert recalled >= 0.73 * results
    assert alarms <= 0.15 * negatives


EXTERNAL2 = CORPUS / "external2"
NEVER_TUNED = ("llm_stylometry", "mlxgpr")


def test_second_external_set(tmp_path, capsys):
    """Four more externally written papers (epidemiology flusion, econometrics software gsreg, NLP
    llm_stylometry, bioinformatics mlxgpr), labelled blind by two annotators who never ran or read the
    classifier, measured once at commit 7502d5b before anyone looked at their errors: recall 369/380 = 0.971,
    false alarms 18/96 = 0.188 (per paper 1.000/0.478, 0.735/0.125, 1.000/0.103, 0.988/0.083). flusion and
    gsreg were then spent (tuned on); llm_stylometry and mlxgpr were never tuned on and their errors are not
    read by anyone tuning the classifier."""
    papers = sorted(EXTERNAL2.glob("*/*.tex"))
    assert len(papers) == 4
    (recalled, results, alarms, negatives), spent = _never_and_spent("second external set", papers, NEVER_TUNED,
                                                                     tmp_path, capsys)
    assert results and negatives
    assert recalled >= 0.98 * results  # first measured 219/220
    assert alarms <= 0.10 * negatives  # first measured 6/65
    recalled, results, alarms, negatives = spent
    assert recalled >= 0.99 * results
    assert alarms <= 0.05 * negatives


def _never_and_spent(title: str, papers, never_names, tmp_path: Path, capsys) -> tuple:
    """The figures of a set's papers never tuned on, then of those spent on tuning after their measurement."""
    never = _report(f"{title}, never tuned on", [p for p in papers if p.stem in never_names], tmp_path, capsys)
    spent = _report(f"{title}, tuned on after measurement", [p for p in papers if p.stem not in never_names],
                    tmp_path, capsys)
    return never, spent


def _assert_set(title: str, folder: Path, count: int, never_names, never_bounds: tuple[float, float],
                spent_bounds: tuple[float, float], tmp_path: Path, capsys) -> None:
    """A set's papers never tuned on and those spent each keep recall >= and false alarms <= their bounds."""
    papers = sorted(folder.glob("*/*.tex"))
    assert len(papers) == count
    for (recalled, results, alarms, negatives), (min_recall, max_alarms) in zip(
            _never_and_spent(title, papers, never_names, tmp_path, capsys), (never_bounds, spent_bounds)):
        assert results and negatives
        assert recalled >= min_recall * results
        assert alarms <= max_alarms * negatives


EXTERNAL3 = CORPUS / "external3"


def test_third_external_set(tmp_path, capsys):
    """Three more externally written papers (learning science khan, distributed systems cqbs, atmospheric science
    shf), labelled blind by two annotators who never ran or read the classifier, measured once at commit
    a2fb127 before anyone looked at their errors: recall 153/187 = 0.818 (15 results inside \\unit{} missed by
    the scanner), false alarms 34/149 = 0.228 (per paper khan 0.888/0.169, cqbs 0.842/0.465, shf 0.605/0.085).
    cqbs and shf were then spent on the scanner (\\unit{3\\,Hz}) and lists ("with 1, 10 and 100 subscribers");
    khan stays never tuned on. cqbs's annotator left numbers glued to units ($4.67ms$) unmarked: they are
    mentions all the same and count in no figure."""
    papers = sorted(EXTERNAL3.glob("*/*.tex"))
    assert len(papers) == 3
    (recalled, results, alarms, negatives), spent = _never_and_spent("third external set", papers, ("khan",),
                                                                     tmp_path, capsys)
    assert recalled >= 0.88 * results  # first measured 111/125
    # first measured 10/59; 15/59 since the second red team's fixes (setup headings no longer relax strict
    # sections, methodology-named subsections stay in Results): safety bought with false alarms
    # session 22 (red team 21): settings now need a positive cue (a sweep, a reading verb, a draw); a few more
    # settings read as results, the safe side
    assert alarms <= 0.272 * negatives
    recalled, results, alarms, negatives = spent
    assert recalled >= 0.80 * results
    assert alarms <= 0.40 * negatives


EXTERNAL4 = CORPUS / "external4"
NEVER_TUNED4 = ("neuralfp", "schlacount")


def test_fourth_external_set(tmp_path, capsys):
    """Four more externally written papers from the fields of the hidden evaluation (astronomy youngflares,
    genomics schlacount, machine learning neuralfp, HPC software examodels), labelled blind by two annotators
    who never ran or read the classifier, measured once at commit bbf934b before anyone looked at their errors:
    recall 185/216 = 0.856, false alarms 83/145 = 0.572 (per paper youngflares 0.623/0.691, schlacount
    0.890/0.444, neuralfp 1.000/0.111, examodels 1.000/0.478). youngflares and examodels were then spent (a
    literature table of ages with uncertainties, swept sets N ∈ {20, 2{,}000}); neuralfp and schlacount stay
    never tuned on. youngflares's annotator marked macro values at their definitions in the preamble (4
    "missed"): the scanner reports them where they are printed."""
    papers = sorted(EXTERNAL4.glob("*/*.tex"))
    assert len(papers) == 4
    (recalled, results, alarms, negatives), spent = _never_and_spent("fourth external set", papers, NEVER_TUNED4,
                                                                     tmp_path, capsys)
    assert recalled >= 0.92 * results  # first measured 96/104
    assert alarms <= 0.28 * negatives  # first measured 5/18
    recalled, results, alarms, negatives = spent
    assert recalled >= 0.79 * results
    assert alarms <= 0.52 * negatives


EXTERNAL5 = CORPUS / "external5"


def test_fifth_external_set(tmp_path, capsys):
    """Four more externally written papers (ML halluc_entropy, astrophysics software legwork, genomics tool odgi,
    energy economics cfe247), labelled blind by two annotators who never ran or read the classifier, measured
    once at commit 4cdfaaa: recall 121/135 = 0.896, false alarms 52/178 = 0.292 (the classifier at the start of
    that session: 0.867 / 0.258). Spent at the start of session 4 (before the sixth set was measured) with
    figures 0.896 / 0.315 just before anyone read their errors: targets and policies named by a percentage
    ("a 98% CFE target"), header rows with metric names holding digits (F1, FPR@90%TPR), "by up to"."""
    papers = sorted(EXTERNAL5.glob("*/*.tex"))
    assert len(papers) == 4
    recalled, results, alarms, negatives = _report("fifth external set, tuned on after measurement", papers,
                                                   tmp_path, capsys)
    assert recalled >= 0.92 * results  # first measured 121/135
    assert alarms <= 0.25 * negatives  # first measured 52/178; 40 before red team 3 narrowed the target rule, 42 after


EXTERNAL6 = CORPUS / "external6"
NEVER_TUNED6 = ("hamdetector", "labelsmoothing", "qech_airquality", "sherlock")


def test_sixth_external_set(tmp_path, capsys):
    """Six more externally written papers (HPC solver fascd, astronomy kepler_flares with an AASTeX deluxetable,
    neuroscience sherlock, air-quality measurement qech_airquality, ML replication labelsmoothing, viral genomics
    hamdetector), labelled blind by three annotators who never ran or read the classifier, measured once at
    commit e5b9d68 before anyone looked at their errors: recall 232/437 = 0.531, false alarms 99/361 = 0.274
    (per paper fascd 0.160/0.329, kepler_flares 0.246/0.405, qech_airquality 0.707/0.333, sherlock 0.912/0.091,
    labelsmoothing 1.000/0.237, hamdetector 0.968/0.000). Both table papers lost nearly all their tables to one
    cause: a parameter word anywhere in a caption ("Example 2", "machine readable") made a parameter table.
    fascd and kepler_flares were then spent (caption heads, tables after the acknowledgements, named-value lists,
    selection outcomes); the other four stay never tuned on."""
    # first measured: never tuned 185/204 and 33/170; spent 47/233 and 66/191
    _assert_set("sixth external set", EXTERNAL6, 6, NEVER_TUNED6, (0.90, 0.20), (0.95, 0.35), tmp_path, capsys)


EXTERNAL7 = CORPUS / "external7"
NEVER_TUNED7 = ("hdshift", "parrows")


def test_seventh_external_set(tmp_path, capsys):
    """Six more externally written papers (genomics tool seqwish, Haskell parallel library parrows, ML deepsphere,
    astronomy flaringspi, atomic spectroscopy hdshift, Bayesian econometrics sceptic), labelled blind by three
    annotators who never ran or read the classifier, each measured once before anyone looked at its errors
    (seqwish, parrows, deepsphere, flaringspi at commit da12012; hdshift, sceptic at 52d9d0f): recall 330/352 =
    0.938, false alarms 122/318 = 0.384 (per paper seqwish 1.000/0.533, parrows 0.966/0.163, deepsphere
    0.875/0.420, flaringspi 0.621/0.286 with 4 n-sigma values not read, hdshift 1.000/0.625, sceptic
    0.992/0.673). The classifier at the start of the session scored 0.869 / 0.387 on them. seqwish, deepsphere,
    flaringspi and sceptic were then spent; parrows and hdshift stay never tuned on. Session 19: seqwish's tied
    min.match.bp column fails closed (a tie is a shared input only under a header naming an input, red team 19):
    the spent part 75/230 = 0.326 false alarms. Session 31 (set 45's cues, not chosen on these papers): the never
    tuned part 20/88 false alarms (19/88 before; the change was not read)."""
    # first measured: never tuned 90/92 and 18/88; spent 240/260 and 104/230
    _assert_set("seventh external set", EXTERNAL7, 6, NEVER_TUNED7, (0.96, 0.228), (0.94, 0.327), tmp_path, capsys)


EXTERNAL8 = CORPUS / "external8"


def test_eighth_external_set(tmp_path, capsys):
    """Two more externally written papers (metagenome assembler benchmark metag_assembly, astronomy survey draft
    tdss_varstar), labelled blind by an annotator who never ran or read the classifier, measured once at commit
    0dff8f3 (the end of the session that built sets 6 and 7): recall 126/135 = 0.933, false alarms 35/83 = 0.422
    (metag_assembly 0.987/0.150, tdss_varstar 0.860/0.674; the classifier at that session's start: 0.785 /
    0.458). Spent after set 9 was measured (dates in parentheses, percentiles, instrument descriptions, what
    things have)."""
    papers = sorted(EXTERNAL8.glob("*/*.tex"))
    assert len(papers) == 2
    recalled, results, alarms, negatives = _report("eighth external set, tuned on after measurement", papers,
                                                   tmp_path, capsys)
    assert recalled >= 0.93 * results  # first measured 126/135
    assert alarms <= 0.33 * negatives  # first measured 35/83


EXTERNAL9 = CORPUS / "external9"
NEVER_TUNED9 = ("usses_water", "sampl5_logd", "eeg_rescience")


def test_ninth_external_set(tmp_path, capsys):
    """Eight more externally written papers (ANN benchmark annbench, ML counterfactual training cftrain, COVID-19
    forecast evaluation eurohub, psychology experience sampling intergroup_contact in apa7, chemistry blind
    challenge sampl5_logd, ecology field experiment usses_water, magnetic microscopy inversion micromag, EEG
    replication eeg_rescience), labelled blind by four annotators who never ran or read the classifier, each
    measured once before anyone looked at its errors (six at 65bc6b4, micromag and eeg_rescience at defbd72):
    recall 1016/1153 = 0.881, false alarms 203/576 = 0.352 (annbench 0.658/0.338, cftrain 1.000/0.364, eurohub
    0.471/0.323 with 16 results the scanner lost to \\cellcolor, intergroup_contact 0.823/0.265 with its apa7
    abstract unread, sampl5_logd 0.947/0.368, usses_water 0.784/0.222, micromag 0.656/0.630, eeg_rescience
    0.995/0.176). The session's start (9897d43) scored the same on the first six. The other five were then
    spent; usses_water, sampl5_logd and eeg_rescience stay never tuned on."""
    # first measured: never tuned 599/623 and 59/258; spent 417/530 and 144/318
    _assert_set("ninth external set", EXTERNAL9, 8, NEVER_TUNED9, (0.95, 0.20), (0.85, 0.33), tmp_path, capsys)


EXTERNAL10 = CORPUS / "external10"
NEVER_TUNED10 = ("brainfit", "pmf", "streaming", "windunc")


def test_tenth_external_set(tmp_path, capsys):
    """Eight more externally written papers (stellar binaries models binaries, cognitive science brainfit, NLP
    instate, computational chemistry pmf, astronomy rossby, bioinformatics tool streaming, HCI user study
    tangible_flow, airborne wind measurement windunc), labelled blind by four annotators who never ran or read the
    classifier, measured once at 92d5669 (after this session's tuning on sets 8 and 9 and red team 5) before
    anyone looked at their errors: recall 504/576 = 0.875, false alarms 143/380 = 0.376 (binaries 0.871/0.569,
    brainfit 0.784/0.316, instate 0.965/0.219, pmf 0.972/0.378, rossby 0.590/0.342 with 3 results defined in
    macros, streaming 0.920/0.236, tangible_flow 1.000/0.286, windunc 0.967/0.719). The session's start (9897d43)
    scored 0.866 / 0.355 on them: the session's rules raised false alarms on new papers. Four were spent, chosen
    by a fixed rule before any error was read (alphabetical odd positions); brainfit, pmf, streaming and windunc
    stay never tuned on. Session 19: rossby's "Initial observations" report what the study saw (no setup heading,
    red team 19): 7 results recovered, 1 setting there fails closed; the spent part 68/169 = 0.402 false alarms."""
    # first measured: never tuned 285/308 and 78/211; spent 219/268 and 65/169
    # session 22 (red team 21): settings now need a positive cue (a sweep, a reading verb, a draw); a few more
    # settings read as results, the safe side
    _assert_set("tenth external set", EXTERNAL10, 8, NEVER_TUNED10, (0.92, 0.38), (0.85, 0.421), tmp_path, capsys)



def _assert_first_measured(title: str, folder: Path, count: int, recall_floor: float, alarm_ceiling: float,
                           tmp_path, capsys) -> None:
    """A set measured once as a whole: its paper count, and bounds that hold its figures where they now are."""
    papers = sorted(folder.glob("*/*.tex"))
    assert len(papers) == count
    recalled, results, alarms, negatives = _report(title, papers, tmp_path, capsys)
    assert recalled >= recall_floor * results
    assert alarms <= alarm_ceiling * negatives


def test_eleventh_external_set(tmp_path, capsys):
    """Five more externally written papers (graph-ordering replication gorder, robot identification robotid, tree
    allometry treeallo, magnetic equivalent sources dualeqs, a first-year optics lab report geomoptics), labelled
    blind by three annotators who never ran or read the classifier, measured once with the session's final
    classifier (40d2129): recall 589/607 = 0.970, false alarms 141/279 = 0.505 (gorder 0.940/0.325, robotid
    1.000/0.714, treeallo 0.912/0.000, dualeqs 1.000/0.679, geomoptics 1.000/0.370; the session's start scored
    0.959 / 0.511 on them with a sixth, clinical, paper not shipped). Spent in session 6, after set 13 was
    measured: now 0.984 / 0.473 (0.444 before red team 8 narrowed products of sizes with units to the second
    side of a cued first one)."""
    _assert_first_measured("eleventh external set", CORPUS / "external11", 5, 0.98, 0.48, tmp_path, capsys)


def test_twelfth_external_set(tmp_path, capsys):
    """Six more externally written papers (route-planning evaluation chpotentials, astronomy gaia_rot, psychology
    lexisense, paleoclimate inversion nalia_benthic, an NMR lab report pnmr, video violence detection
    violence3dcnn), labelled blind by three annotators who never ran or read the classifier, measured once with
    the session's final classifier (b64a270): recall 318/374 = 0.850, false alarms 129/369 = 0.350 (chpotentials
    0.909/0.442, gaia_rot 0.741/0.500, lexisense 0.898/0.196, nalia_benthic 0.886/0.496, pnmr 0.812/0.667,
    violence3dcnn 0.839/0.167). The session's start (9897d43) scored 0.799 / 0.306. Spent in session 6, after set
    13 was measured: now 0.888 / 0.241."""
    _assert_first_measured("twelfth external set", CORPUS / "external12", 6, 0.8850, 0.25, tmp_path, capsys)


def test_thirteenth_external_set(tmp_path, capsys):
    """Five externally written papers (multi-GPU BLAS performance xkblas, political-science regressions
    pri_responsiveness, climate diagnostics pyrain, cell counting cellcount, eye-tracking drift correction
    driftalgo), labelled blind by three annotators who never ran or read the classifier, measured once with the
    session-start classifier (8739835): recall 140/154 = 0.909, false alarms 66/288 = 0.229 (xkblas 0.981/0.311,
    pri_responsiveness 1.000/0.333, pyrain 0.786/0.196, cellcount 0.944/0.125, driftalgo 0.700/0.250). A sixth paper
    measured with them (shellvib, 0.667/0.329) is not shipped: its repository does not licence the manuscript.
    Spent in session 6 after set 15 was measured: now 0.909 / 0.174."""
    _assert_first_measured("thirteenth external set", CORPUS / "external13", 5, 0.90, 0.18, tmp_path, capsys)


def test_fourteenth_external_set(tmp_path, capsys):
    """Six externally written papers (organ-procurement health services opo_variance, energy-system optimisation
    spacetime_cfe, reactor multiphysics benchmark moltres_verif, feature-location evaluation doc2vec_flt,
    oceanographic field data alborex, drone simulator gsdronegym), labelled blind by three annotators who never
    ran or read the classifier. First measured with the session-start classifier 8739835: recall 275/298 = 0.923,
    false alarms 95/223 = 0.426; with this session's classifier as it then stood (ae75b33) 0.923 / 0.453: its
    year-column rule made six ISO dates of alborex's float table results. Those six were read and fixed (the
    month and day no longer vote on the column). The whole set was spent in session 6 after set 15 was measured:
    now 0.923 / 0.404."""
    _assert_first_measured("fourteenth external set", CORPUS / "external14", 6, 0.92, 0.41, tmp_path, capsys)


def test_fifteenth_external_set(tmp_path, capsys):
    """Six externally written papers (read trimming atropos, variant calling freebayes, exoplanet transit
    betapic_hill, a temporal-network ML replication jodie_replication, weather-code performance cloudsc, a
    preregistered survey punitiveness), labelled blind by three annotators who never ran or read the classifier,
    measured once at the end of session 6 before anyone read an error: the final classifier (b00d8a5) recall
    386/429 = 0.900, false alarms 88/309 = 0.285; the session-start classifier (8739835) 0.900 / 0.291 (atropos
    1.000/0.125, freebayes 1.000/0.289, betapic_hill 0.743/0.190, jodie_replication 1.000/0.458, cloudsc
    0.714/0.587, punitiveness 0.838/0.154). Spent in session 7, after set 17 was measured: now 0.942 / 0.265
    (cloudsc's tied NPROMA values under implementation names fail closed since session 19: a tie is a shared input
    only under a header naming an input, red team 19)."""
    _assert_first_measured("fifteenth external set", CORPUS / "external15", 6, 0.94, 0.266, tmp_path, capsys)


def test_sixteenth_external_set(tmp_path, capsys):
    """Six externally written papers (a replicated-tree CRDT evaluation moveop, CFD on a public cloud cloudrepro,
    multi-agent prompt optimisation cdsep, fire-severity models firesev, a developmental psychology experiment
    picture_perception, a survey scale faith_in_reason), labelled blind by three annotators who never ran or read
    the classifier, measured once at the end of session 6 before anyone read an error: the final classifier
    (8086bfa) recall 433/474 = 0.914, false alarms 124/432 = 0.287; the session-start classifier (8739835) 0.914 /
    0.292 (moveop 0.882/0.000, cloudrepro 0.952/0.528, cdsep 0.767/0.087, firesev 0.982/0.098, picture_perception
    0.899/0.063, faith_in_reason 0.912/0.116). Spent in session 7, after set 17 was measured: now 0.947 / 0.243."""
    _assert_first_measured("sixteenth external set", CORPUS / "external16", 6, 0.94, 0.25, tmp_path, capsys)


def test_seventeenth_external_set(tmp_path, capsys):
    """Five externally written papers (a Paxos key-value store evaluation caspaxos, machine-learned potentials in
    computational chemistry mlp_diels_alder, Parkinson's neuroimaging ppmi_snf, crab-moult image regression
    crab_molt, influenza nowcasting flu_nowcast), labelled blind by three annotators who never ran or read the
    classifier, measured once in session 7 before anyone read an error, with commit 770469a (before sets 15 and 16
    were spent): recall 242/273 = 0.886, false alarms 55/138 = 0.399 (caspaxos 1.000/0.000, mlp_diels_alder
    0.812/0.558, ppmi_snf 0.853/0.400, crab_molt 0.841/0.515, flu_nowcast 0.979/0.034). The session-start
    scanner (b8892b7) could not read mlp_diels_alder at all: RSC's template redefines \\large through
    \\@setfontsize\\large, which it took for endless recursion; that was fixed (770469a) before the measurement,
    from the error message alone. Spending sets 15 and 16 moved the set to 0.886 / 0.391. Spent in session 7
    once set 18 was being labelled: now 0.945 / 0.370."""
    _assert_first_measured("seventeenth external set", CORPUS / "external17", 5, 0.94, 0.38, tmp_path, capsys)


def test_eighteenth_external_set(tmp_path, capsys):
    """Five externally written papers (a hydraulic robot arm's impedance control atlas_impedance, a plant-trait
    meta-analysis trait_growth, a bisulfite read aligner's benchmark bwameth, X-ray and neutron reflectometry of
    lipid monolayers lipids_des, a parser generator nail_parser), labelled blind by three annotators who never ran
    or read the classifier, measured once in session 7 before anyone read an error, with commit 9dd5dcb (the same
    figures with 7da8037, from before set 17 was spent): recall 253/296 = 0.855, false alarms 88/228 = 0.386
    (atlas_impedance 0.976/0.519, trait_growth 0.396/0.091, bwameth 1.000/0.235, lipids_des 1.000/0.452,
    nail_parser 0.714/0.250). A sixth paper measured with them (homesteads, political economy, 1.000/0.394) is not
    shipped: its author removed the manuscript from the repository. The session-start classifier (b8892b7)
    scored the six 0.870 / 0.378 against 0.870 / 0.388 at the measurement. trait_growth's recall collapse was read
    and spent (its counts written n = 7 are results); the other four were spent in session 8, once set 20 was
    measured. Now 260/296 = 0.878, 78/228 = 0.342."""
    _assert_first_measured("eighteenth external set", CORPUS / "external18", 5, 0.875, 0.345, tmp_path, capsys)


def test_twenty_eighth_external_set(tmp_path, capsys):
    """Six externally written papers (conformal prediction of electricity price spikes spike_conformal, energy;
    sum-frequency spectroscopy of the silica/water interface sfg_silica, chemistry; an econometrics package's
    estimates against Stata and R econometrics_jl, economics; sampling from data streams stream_sampling, data
    systems; stomatal ratio across British angiosperms britstom_stomata, plant ecology; a replication of insect
    phenology models candy_phenology, agriculture), labelled blind by three annotators who never ran or read the
    classifier, measured once in session 13 before anyone read an error, with 573942a (the session-12 classifier):
    recall 516/565 = 0.913, false alarms 187/344 = 0.544 (britstom_stomata 0.859/0.345, candy_phenology
    1.000/0.784, econometrics_jl 0.879/0.000, sfg_silica 0.941/0.714, spike_conformal 0.925/0.442,
    stream_sampling 1.000/0.524). Structural edits before the measurement, no label changed: a mark on no
    mention start was dropped where it was no result (years in britstom's \\cite keys, digits in scripts,
    display math, code listings and undefined macros) or sat on the exponent of a number read whole
    (5.2\\times10^{-155}); a result mark on a number the scanner never reads (display math, an F_{4, 367}
    subscript) stays and counts as missed; britstom's \\input of a missing knitr concordance file is commented
    out. Spent in session 14 once set 29 was measured: a table whose caption names a fitted model holds estimates
    even under a "Parameter" header (econometrics_jl's 26 results read as settings, a wrong pass); a range that
    names a stratum or window ("in the 75--90°F regime", "the 3400-3800 cm^-1 window") is a setting; a section
    headed "Data" describes the input (candy_phenology's table of input counts); quantile levels, rating-scale
    ends and significance legends with a capital P: now 542/565 = 0.959, 62/344 = 0.180."""
    _assert_first_measured("twenty-eighth external set, spent", CORPUS / "external28", 6, 0.959, 0.181,
                           tmp_path, capsys)


def test_twenty_ninth_external_set(tmp_path, capsys):
    """Six externally written papers from fields no set had covered (englacial temperatures of Bowdoin Glacier
    bowdoin_temp, glaciology; Euler inversion of potential-field data euler_inversion, applied geophysics; an
    optimized binary GCD bingcd and the EcGFp5 curve ecgfp5, cryptographic implementations; high-order neural
    correlations during story listening timecorr, neuroscience; a randomized trial of mental-abacus teaching
    mentalabacus, education), labelled blind by three annotators who never ran or read the classifier, measured
    once in session 14 before anyone read an error, with the session-13 classifier (0f63b3a): recall 231/297 =
    0.778, false alarms 155/517 = 0.300 (bingcd 0.368/0.412, bowdoin_temp 0.967/0.171, ecgfp5 0.697/0.111,
    euler_inversion 0.400/0.418, mentalabacus 0.982/0.483, timecorr 1.000/0.171). Structural edits before the
    measurement, no label changed: ten marks on a binary minus ($2^{255}-19$) moved onto the number the scanner
    reads one column right; a mark on no mention start was dropped where it was no result (author and
    affiliation markers, figure numbers inside \\citep options, subscripts, display math, assembly listings) or sat
    on the exponent of a number read whole (1.13\\times10^{85}). Spent in session 15 once set 30 was measured: a cost
    counted in processor cycles is measured (bingcd's 6253 cycles were settings or unread); a time of day is no
    result; the target of a normalisation and a threshold applied ("thresholded at 0.999") are settings; data
    generated on a grid or created as synthetic data takes its spacing, height, inclination as settings: now
    245/297 = 0.825, 147/517 = 0.284. In session 16, a value assigned in a strict section that its sentence says was
    estimated is found (euler_inversion's "estimates the correct index of $\\eta=1$"; not a parameter of how it was
    estimated, "using a relation with $\\xi=0.9$"): 256/297 = 0.862, 150/517 = 0.290; 152/517 = 0.294 in session 17,
    when a plural noun right after a four-digit number made it a count after "and" too ("2016 and 2017 values";
    red team 18's "recovers 1987, 2003 and 2045 genes")."""
    _assert_first_measured("twenty-ninth external set, spent", CORPUS / "external29", 6, 0.861, 0.295,
                           tmp_path, capsys)


def test_thirtieth_external_set(tmp_path, capsys):
    """Five externally written papers from fields no set had covered (trends of mesoscale ocean currents over the
    satellite altimetry record eke_trends, physical oceanography; query optimisation with dynamic imputation
    imputedb, databases; the Pythran compiler for scientific Python pythran, compilers; a survey experiment on
    headlines about misinformation misinfo_survey and women's reservations in Indian local government
    quota_governance, political science), labelled blind by three annotators who never ran or read the
    classifier, measured once in session 15 before anyone read an error, with 8ebb58a (classify.py as at the
    end of session 14): recall 327/353 = 0.926, false alarms 111/299 = 0.371 (eke_trends 1.000/0.110, imputedb
    0.956/0.562, misinfo_survey 0.853/0.500, pythran 0.861/0.333, quota_governance 1.000/0.160). Structural edits
    before the measurement, no label changed: a mark on no mention start was dropped where it was no result
    (affiliation markers, display math, code in verbatim) or sat on the exponent of a number read whole
    (3.9\\times10^6); five result marks on timings inside pythran's verbatim output stay and count as missed. Spent
    in session 16 once set 31 was measured: a date written with slashes (misinfo_survey's 03/06-07/17 fielding
    dates, 40 of its false alarms) is no result; a conventional level named as one ("above the 95% confidence
    level") and a level of intervals that are only presented ("We report 95% confidence intervals") are settings;
    a share the authors altered at random ("replacing 40% of the values uniformly at random") is a setting; a
    table captioned with how much of the input is missing describes the input: now 327/353 = 0.926, 45/299 =
    0.151; 331/353 = 0.938 since session 19 (misinfo_survey's tied "Of" counts are results again: a tie is a shared
    input only under a header naming an input, red team 19)."""
    # session 22 (red team 21): settings now need a positive cue (a sweep, a reading verb, a draw); a few more
    # settings read as results, the safe side
    _assert_first_measured("thirtieth external set, spent", CORPUS / "external30", 5, 0.937, 0.154,
                           tmp_path, capsys)


def test_thirty_first_external_set(tmp_path, capsys):
    """Six externally written papers from fields no set had covered (an ensemble of land-surface model runs of the
    US water budget nldas_water, hydrology; the ocean coupling grid and tropical-cyclone extremes tc_coupling,
    atmospheric science; learned control of MIP solvers mip_optopt, operations research; the pull-based model of
    GitHub development pullreq_model, empirical software engineering; analogical classification of hybrid noun
    classes analogy_hybrid, linguistics; lifespan dispersion in Central and Eastern Europe lifespan_cee,
    demography), labelled blind by three annotators who never ran or read the classifier, measured once in
    session 16 before anyone read an error, with ff8aacd (classify.py as at the end of session 15): recall
    716/803 = 0.892, false alarms 237/631 = 0.376 (analogy_hybrid 0.596/0.190, lifespan_cee 0.971/0.069,
    mip_optopt 0.818/0.515, nldas_water 1.000/0.472, pullreq_model 0.940/0.490, tc_coupling 0.424/0.505).
    Structural edits before the measurement, no label changed: a mark on no mention start was dropped where it
    was no result (affiliation markers, preamble metadata, display math, a degree glued to an "x", dates glued to
    "Z" or "st"); no result mark was dropped. Spent in session 17 once set 32 was measured: a grid's resolution
    with its unit ("a 0.25° latitude-longitude grid"), the month and day of an ISO date, the end of a span of years,
    a one-column table of "Accuracy : 0.8192" rows, a bracketed header row ("(#/year)") stacked on the header
    above it, a section title headed by "methods" ("Intercomparison and evaluation methods"), percentile keys
    ("5%: 1"), "the right configuration" in a heading, a symbol with a unit defined after an equation ("where
    rho = 1000 kg m^-3 is the water density"), then red team 18's narrowing: now 763/803 = 0.950, 190/631 = 0.301;
    191/631 = 0.303 since session 19 (a tie is a shared input only under a header that is an input noun as a whole:
    pullreq_model's descriptive header fails closed, red team 20)."""
    _assert_first_measured("thirty-first external set, spent", CORPUS / "external31", 6, 0.950, 0.303,
                           tmp_path, capsys)


def test_thirty_second_external_set(tmp_path, capsys):
    """Five externally written papers from fields no set had covered (large-count support in MPI bigmpi, HPC;
    airborne LiDAR of subalpine forest structure forest_structure, forestry and remote sensing; fidelity-graded
    translations of programs to model-checking and SMT problems hurdy_gurdy, formal verification; vapor-cell
    magnetometry for low-field relaxometry magnetometry_relax, experimental lab physics (a thesis chapter); NEON's
    standardised organismal data neon_div, zoology and biodiversity), labelled blind by five annotators who never
    ran or read the classifier, measured once in session 17 before anyone read an error, with b5aad61 (set 31
    spent): recall 223/305 = 0.731, false alarms 192/631 = 0.304 (bigmpi 0.667/0.156, forest_structure
    0.897/0.116, hurdy_gurdy 0.641/0.231, magnetometry_relax 0.926/0.667, neon_div 0.200/0.393). Structural edits
    before the measurement, no label changed: one mark moved off a binary minus onto its number; marks on no
    mention start dropped where no result (subscripts, DOIs and link targets, preamble dates) or on the exponent of
    a number read whole ($2^{31}$); four result marks on "4.45$\\cdot$10$^{4}$" numbers the scanner does not read
    whole stay and count as missed. After red team 18's narrowing of the grid-resolution rule (same session) two
    of its settings became false alarms: 194/631 = 0.307 (the two were seen while checking that fix; nothing was
    tuned on them). Spent in session 18 once set 33 was measured: a table never closed ends at the next heading
    (neon_div's pandoc table had swallowed its methods: 106 mentions right, 13 wrong, its 6 data-cleaning shares in
    the methods now settings), a count under a metric header ("Correct: 8/8" for every program) is no shared input
    (the totals after the slash become false alarms: a denominator sets the rate, so it is checked), a physical
    condition a value holds at ("T1 = 1.6 s at 0.5 G", "performed at 37 K"): 249/305 = 0.816, 120/631 =
    0.190; red team 19's narrowing of that rule (no bracket before "at") gives one back: 121/631 = 0.192. Session
    28: a minipage in a table cell no longer ends the row (vm_warmup, set 42), so forest_structure's pandoc table,
    whose header cells are minipages, is read as one header row over its rows; its "N" column (trees counted, under
    no caption) is now a setting column: 245/305 = 0.803 (4 results that had been right only by the broken rows)."""
    _assert_first_measured("thirty-second external set, spent", CORPUS / "external32", 5, 0.803, 0.192,
                           tmp_path, capsys)


def test_thirty_third_external_set(tmp_path, capsys):
    """Four externally written papers from fields no set had covered (travel-time prediction from sparse open data
    travel_time, transportation; peat depth mapped from terrain and airborne radiometrics peat_depth, soil science;
    LHCb's search for the decay B+ -> mu+ mu- mu+ nu lhcb_b3munu, experimental particle physics; a user study of a
    tangible landscape interface tangible_topo, human-computer interaction), labelled blind by four annotators who
    never ran or read the classifier, measured once in session 18 before anyone read an error, with 4b8c9bb (red
    team 18's leftovers closed, set 32 not yet spent): recall 237/302 = 0.785, false alarms 65/260 = 0.250
    (lhcb_b3munu 0.811/0.487, peat_depth 0.691/0.211, tangible_topo 1.000/0.280, travel_time 0.814/0.120).
    Structural edits before the measurement, no label changed: marks on no mention start dropped where no result
    (the a-marks on "3D", formula indices, preamble numbers, exponents); six result marks in lhcb_b3munu on lines
    where the scanner reads no number ("$1.6\\times 10^{-8}$" limits) stay and count as missed. Spent in session 19
    once set 34 was measured: a column of a sample's spread (mean (SD)) makes a table of recorded data whatever its
    caption calls it, and its n counts what was recorded; "This results in" in a caption is a verb; a detector and
    an event selection are the setup: now 267/302 = 0.884, 51/260 = 0.196 (a rule keeping a grid resolution used a
    setting when a verb followed was undone after red team 20: what a method reaches may be written so)."""
    _assert_first_measured("thirty-third external set, spent", CORPUS / "external33", 4, 0.884, 0.197,
                           tmp_path, capsys)


def test_thirty_fourth_external_set(tmp_path, capsys):
    """Four externally written papers from fields no set had covered (a test for diversifying selection on brain and
    body mass across mammals micmac_neutrality, evolutionary biology; exact sparse traversal for grid-count density
    estimators density_sparse, computational statistics; ray-distribution-aware heuristics for bounding volume
    hierarchies bvh_heuristics, computer graphics; constraint-guided fuzzing for GPU memory errors in deep-learning
    frameworks gpufuzz, software security), labelled blind by four annotators who never ran or read the classifier,
    measured once in session 19 before anyone read an error, with 26ac066 (red team 19's shared-input and title
    escapes closed; the session-start classifier b8b6301 gives 0.771 / 0.548): recall 235/301 = 0.781, false alarms
    137/250 = 0.548 (bvh_heuristics 0.451/0.623, density_sparse 0.900/0.365, gpufuzz 0.860/0.143,
    micmac_neutrality 0.988/0.663). Structural edits before the measurement, no label changed: two marks on a binary
    minus moved onto the number; marks on no mention start dropped where no result (formula indices, preamble
    dates, version numbers, supplementary references "section S2.1") or on the exponent of a number read whole;
    29 result marks in bvh_heuristics on memory sizes derived in display math (the scanner reads no number there)
    stay and count as missed. Spent in session 21, after set 36 was measured: a header row of formula symbols (h^2,
    ρ, P[ρ > 1]), a design column that cycles in runs, whole values given to d, sweeps with their symbol at both
    ends, index sequences with an ellipsis, distribution arguments, steps where a quantity was read, counts made at
    random (test_classify.py, test_spent_set_34_kinds); now 242/301 = 0.804, 77/250 = 0.308. Red team 21 (session 22)
    showed each of those rules let results pass; they now need a positive cue (a sweep, a reading verb, a draw, a
    configuring word): 242/301, 88/250 = 0.352."""
    _assert_first_measured("thirty-fourth external set, spent", CORPUS / "external34", 4, 0.803, 0.352,
                           tmp_path, capsys)


def test_thirty_fifth_external_set(tmp_path, capsys):
    """Four externally written papers from fields no set had covered (exact time-dependent routing on road networks
    catchup, algorithm engineering; a low-cost neural-network car's inference timing on embedded boards deeppicar,
    embedded systems; stencils through material edges steeper than the grid seed_stencils, numerical analysis;
    control rods of a molten-salt reactor simulated with Monte Carlo msr_control_rods, reactor physics), labelled
    blind by four annotators who never ran or read the classifier, measured once in session 20 before anyone read
    an error, with 559bb0b: recall 636/656 = 0.970, false alarms 129/321 = 0.402 (catchup 0.901/0.282, deeppicar
    0.918/0.600, msr_control_rods 0.992/0.179, seed_stencils 0.975/0.485). A learned layer over the rules, fitted on
    the spent sets only, was measured on it at the same time (647/656 = 0.986, 109/321 = 0.340) and not adopted:
    with it 46 sentence tests of test_classify.py failed, 23 of them red-team results read as settings (README,
    Classification accuracy). Structural edits before the measurement, no label changed: non-result marks on no
    mention start dropped; seed_stencils' exponent marks inside \\sci{m}{e} removed (one printed number). Still never
    tuned on after set 36 was measured (session 21): it joined the never-tuned pool (NEVER_TUNED35); set 34's
    tuning moved it to 636/656 = 0.970, 126/321 = 0.393."""
    _assert_first_measured("thirty-fifth external set, never tuned on", CORPUS / "external35", 4, 0.969, 0.393,
                           tmp_path, capsys)


def test_thirty_sixth_external_set(tmp_path, capsys):
    """Three externally written papers from fields no set had covered (whether retrieval add-ons still help once a
    strong reranker is present, over a benchmark of mixed-format documents hetdocqa_rag, information retrieval; the
    formation processes of a Middle Pleistocene open-air site from the orientation and spatial statistics of its
    finds marathousa, archaeology; the dependency network of a mathematics library mathlib_network, network
    science), labelled blind by three annotators who never ran or read the classifier, measured once in session 21
    before anyone read an error, with the classifier tuned on set 34 (the session-start classifier 82232ea gives the
    same figures): recall 223/312 = 0.715, false alarms 49/114 = 0.430 (hetdocqa_rag 0.962/0.609, marathousa
    0.571/0.121, mathlib_network 0.788/0.250). Four other annotators found no licensed LaTeX paper in control
    engineering, power systems, proteomics, mathematical biology, remote sensing or speech processing; a storage-
    systems thesis was rejected (its licence covers code only). Structural edits before the measurement, no label
    changed: marks on no mention start dropped where no result (formula subscripts, commit hashes, a DOI) or on the
    exponent of a number read whole. Spent in session 22, after set 37 was measured: a count in a bracketed aside
    of math is no formula constant ("($4{,}122$ edges)"), a library that doubled "from A to B" files changed as
    observed, a value printed with its p-value is a statistic ("KS ($D=0.11952$, $p=7.7e-16$)"), the parameters of
    a distribution the data approximate are fitted, a benchmark's composition table holds its settings: now
    227/312 = 0.728, 20/114 = 0.175. Left: marathousa's tables of the finds sampled for each analysis and its
    counts of finds in the methods (the annotator read them as observed; a data set's make-up reads as settings
    elsewhere), mathlib_network's depths in layers ("span 153, 84 and 8 layers")."""
    _assert_first_measured("thirty-sixth external set, spent", CORPUS / "external36", 3, 0.7211, 0.1667,
                           tmp_path, capsys)


def test_thirty_seventh_external_set(tmp_path, capsys):
    """Four externally written papers from fields no set had covered (whether cryptocurrency markets price
    infrastructure and regulatory shocks differently crypto_events, empirical finance; song structure from spectral
    clustering spectral_seg, music information retrieval; joint-feedback gains identified from perturbed treadmill
    walking gait_control, biomechanics; active learning to pick the instances that rank a new SAT solver sat_al,
    SAT-solver benchmarking), labelled blind by four annotators who never ran or read the classifier, measured once
    in session 22 before anyone read an error, with e1d781c (the session-start classifier): recall 556/648 = 0.858,
    false alarms 79/242 = 0.326 (crypto_events 0.863/0.198, gait_control 0.969/0.391, sat_al 0.698/0.407,
    spectral_seg 0.995/0.400). Three other annotators found no licensed LaTeX paper in computer architecture,
    computational social science or bioimage analysis; a bibliometrics paper was rejected (its README licenses the
    software only). Structural edits before the measurement, no label changed: sat_al's six \\input lines of
    matplotlib figure exports (not in the excerpt) made comments; marks on no mention start dropped where no
    result (row labels $L_2$, headers $F_{0.5}$, formula subscripts). Spent in session 23, after set 38 was
    measured: 0.858/0.326 -> 626/648 = 0.966, 52/242 = 0.215 (a spread in brackets after its value, "1929.84 s (±
    1161.15 s)", takes the value's kind; a Rank column counting 1, 2, 3 is computed; values offered as alternatives
    "1, 10, 20, 30, or 40" after a configuring word are settings; 1.2 m/s nominal speed; "we take 5,000 bootstrap
    replications"; 735 tracks from the SALAMI corpus; \\lbrace printed as a brace)."""
    _assert_first_measured("thirty-seventh external set, spent", CORPUS / "external37", 4, 0.966, 0.215,
                           tmp_path, capsys)


def test_fifty_second_external_set(tmp_path, capsys):
    """Five externally written papers, labelled blind by four annotators who never ran or read the classifier
    (session 36), from fields no older set holds: an optimisation-based AC/DC power flow of the Brazilian grid
    acdc_pf (electric power systems); traceability chain reactions in CryptoNote ring signatures monero_chain
    (computer security, an attack evaluated by simulation); goodput and energy of network coding on the Raspberry
    Pi raspi_nc (network measurement); molecular simulation against lipid-monolayer reflectometry lipid_md
    (computational chemistry) and the detectors of the SCExAO/VAMPIRES instrument vampires (optics, astronomical
    instrumentation). Six annotators were briefed; the shared search budget ran out, two found no licensed paper
    (seismology, atmospheric chemistry, mechanics of materials, nutrition, pharmacology, agronomy), and a hydrology
    paper whose only licence is a journal template's "submitted for possible open access publication" was not
    shipped. Aligning marks with the scanner's positions (no class read) found no scanner defect that changes a
    class: twelve result marks stay on the asymmetric error bars of $16.87^{+1.77}_{-2.16}$, which the scanner did
    not read (session 40: now read as uncertainties of their number, of its class) and counted as missed. Structural edits before the
    measurement (each SOURCE.md says which): marks on no number the scanner reads dropped (none a result), marks
    inside a number read as one merged. Measured once before anyone read an error, with aa8360b (set 50 spent):
    recall 178/232 = 0.767, false alarms 97/462 = 0.210 (acdc_pf 1.000/0.500, lipid_md 0.789/0.255, monero_chain
    0.273/0.130, raspi_nc 0.897/0.071, vampires 0.487/0.218). Never tuned on until session 38, when set 53 had been
    measured (session 37's cues, chosen on set 51, changed none of its mentions). Spent then: a fraction's
    denominator is what a count is out of ("3/3", "2/6" in acdc_pf's comparison table; narrowed after two red teams);
    a condition named between "at" and its value ("simulation at a surface pressure of 30 mN/m") was withdrawn after
    the red team ("at a transition temperature of 36 K"); most of its errors are one paper's own (vampires' detector
    tables, monero_chain's setup tables of results, the d of a density excluded as Cohen's d) and stay; now 178/232
    = 0.767, 91/462 = 0.197; 190/232 = 0.819 once asymmetric error bars were read (session 40)."""
    _assert_first_measured("fifty-second external set, tuned on after measurement", CORPUS / "external52", 5, 0.7672,
                           0.1970, tmp_path, capsys)


def test_fifty_third_external_set(tmp_path, capsys):
    """Four externally written papers, labelled blind by three annotators who never ran or read the classifier
    (session 37), from fields no older set holds: GPU integrators for stiff chemical kinetics gpu_kinetics
    (combustion; CC BY 4.0; the group of an older set's pyjac paper, another repository); a neural-network
    precipitation retrieval for Brazil from geostationary imagery hydronn_precip (atmospheric remote sensing, 148
    results, most in three tables); a data set matching in-situ water quality to Landsat reflectance aquasat_wq
    (hydrology, a data paper, 15 results); analytic reproducibility of articles with open-data badges
    repro_psychsci (meta-science; MIT in the manuscript folder, an unfilled template added after this build of the
    manuscript: its SOURCE.md says so). Annotators were given candidate repositories; most had no licence, a GPL
    or a non-commercial one. Aligning marks with the scanner's positions (no class read) found no scanner defect:
    no result mark stands on a number the scanner does not read (ordinals like "the 5000th datapoint" are not
    read; their marks were settings). Structural edits before the measurement: marks on no number the scanner
    reads dropped (none a result), marks inside a number read as one merged, one mark over "10,10" split.
    Measured once before anyone read an error, with 02fe1ec (set 51 spent): recall 253/298 = 0.849, false alarms
    89/316 = 0.282 (aquasat_wq 0.733/0.068, gpu_kinetics 0.625/0.435, hydronn_precip 0.966/0.347, repro_psychsci
    0.831/0.169). Never tuned on until session 39, when set 54 had been measured (session 38's cues, chosen on set
    52 and spent papers, changed none of its mentions). Spent then: a count whose share carries a confidence
    interval is found ("reproducible for 9 (36%, CI [20, 59]) articles"; not in the setup nor after a word of
    planning, after the red team), a clock after an ISO date is a time of day ("2020-12-22 00:00"); a configured
    value restated with its unit ("results for $\\Delta t$ = 1e-6 s", 20 spent false alarms) was withdrawn after
    the red team (25 escapes of 104 bodies: "an elimination half-life of 8 h" after "a dosing interval of 8 h");
    gpu_kinetics's time steps and equivalent core counts stay; now 261/298 = 0.876, 85/316 = 0.269."""
    _assert_first_measured("fifty-third external set, tuned on after measurement", CORPUS / "external53", 4, 0.8724,
                           0.2564, tmp_path, capsys)


def test_fifty_fourth_external_set(tmp_path, capsys):
    """Six externally written papers, labelled blind by three annotators who never ran or read the classifier
    (session 38), from fields no older set holds: a multiple-imputation comparison for survey data mihd (survey
    statistics, MIT; most of its results are in figures), life-cycle consumption and portfolio choice estimated by
    simulated moments lifecycle (economics, MIT; an author's repository), a replication of depolarization block in
    dopamine neurons qian_depolblock (computational neuroscience; CC BY 4.0 printed in the article, a GPL file for
    the code), time-series classification of rock-drill pressure signals phm_rockdrill (signal processing, MIT, 138
    results), photosynthetic capacity and plant diversification photodiv (plant ecology, MIT, a short comment) and
    climate-risk estimation for the design life of infrastructure robustadapt (water-resources engineering, MIT).
    Annotators were given candidate repositories; most had no licence, a GPL or a non-commercial one. Aligning
    marks with the scanner's positions (no class read) found no scanner defect: no result mark stands on a number
    the scanner does not read; marks on equation constants, subscripts and figure numbers the scanner does not
    report were dropped (none a result), marks inside a number read as one merged. Measured once before anyone read
    an error, with 712cae1 (set 52 spent): recall 206/220 = 0.936, false alarms 180/546 = 0.330 (lifecycle
    0.850/0.233, mihd 0.960/0.495, phm_rockdrill 0.993/0.484, photodiv 0.875/0.051, qian_depolblock 0.864/0.247,
    robustadapt 0.286/0.148). Never tuned on until session 39 (set 55 measured; the session's cues chosen on set 53
    and spent papers changed none of its mentions). Spent then: the leading columns of a grid search are its settings
    (phm_rockdrill's C_ref, C_align, C_class over every combination of 1, 10, 50, 100: 66 false alarms; narrowed
    after the red team to the first columns that make each row unique, with spread levels); a value named as an
    input ("with an applied current of 3.5 uA/cm2", 17 false alarms) was withdrawn after the red team (40 escapes
    of 57 bodies: "a target domain accuracy of 71.3%", "failed at an applied load of 3.2 kN"), and a subsection
    titled "procedure" inside a strict section read as the setup was not adopted (it made the recorded sample's
    ages in constant_phase_abx settings); now 206/220 = 0.936, 114/546 = 0.209. Session 45: "as" after a number no
    longer reads as "a s(econd)", so a rate (qian_depolblock's "-70 mV to 40 mV" had been a result only by it):
    205/220 = 0.932."""
    _assert_first_measured("fifty-fourth external set, tuned on after measurement", CORPUS / "external54", 6, 0.9181,
                           0.2052, tmp_path, capsys)


def test_fifty_fifth_external_set(tmp_path, capsys):
    """Five externally written papers, labelled blind by three annotators who never ran or read the classifier
    (session 39), from fields no older set holds: the cell-specific toxicity of titanium dioxide nanobelts from
    gene expression tio2_tox (toxicology; CC BY 4.0 printed by the MDPI class in the repository, no PDF to confirm
    it), biomonitoring-based risk assessment of pyrethroids with pharmacokinetic models pyrethroid_pbk
    (toxicology / pharmacology; CC BY 4.0, confirmed in the committed PDF), financial preparedness and family
    formation in the NLSY79 nls79_fertility (demography; MIT for the repository's "code and documentation", an
    author's draft), the critical line algorithm's efficient frontier benchmarked against QP solvers cla_frontier
    (operations research; MIT; a draft the repository later removed) and the cost of ad-hoc processing choices in
    seismic velocity-change monitoring codameter_dvv (seismology; MIT; transcribed by hand from the search index,
    an unpublished draft). Veterinary science, nutrition and reinforcement learning were briefed; no licensed LaTeX
    paper was found. Aligning marks with the scanner's positions (no class read) found one scanner defect, fixed
    before the measurement: a preamble's \\input{glyphtounicode} stopped the gate; 14 result marks stay on the
    scaling exponents of "$\\approx n^{3.4}$" (cla_frontier), which the scanner does not read (a superscript's
    digits are not reported), and count as missed. Marks inside a number read as one merged, marks on no reported
    number dropped (none a result); each SOURCE.md says which. Measured once before anyone read an error, with
    0d5511f (set 53 spent): recall 442/497 = 0.889, false alarms 190/429 = 0.443 (cla_frontier 0.763/0.410,
    codameter_dvv 0.833/0.603, nls79_fertility 1.000/0.382, pyrethroid_pbk 1.000/0.325, tio2_tox 0.976/0.441).
    Then the scanner learned to read a symbol's decimal power (the alignment's finding, no error read): the 14
    exponents are read and fail closed as results, 456/497 = 0.918. Never tuned on until session 40 (set 56
    measured). Spent then: a "Reference" subsection of a checked section is no bibliography (codameter_dvv's twelve
    results on its reference window had left coverage); a year before an acronym ("the 2009--2010 NHANES cycle") or
    near a file path stays a year; n = K after "at" ("at $n=640$ it takes 255 s", 10 false alarms) was withdrawn
    after two red teams; now 468/497 = 0.942, 185/429 = 0.431."""
    _assert_first_measured("fifty-fifth external set, tuned on after measurement", CORPUS / "external55", 5, 0.9416,
                           0.4313, tmp_path, capsys)


def test_fifty_seventh_external_set(tmp_path, capsys):
    """Four externally written papers, labelled blind by three annotators who never ran or read the classifier
    (session 40), from fields no older set holds: an ANN flow law for hot-forming simulations ann_flowlaw
    (metallurgy / manufacturing; CC BY 4.0 printed on the published article, CC BY-SA for the repository), a
    point-level trend model for the Breeding Bird Survey bbs_pointlevel (ornithology; the Unlicense), automated
    annotation of birdsong with a neural network birdsong_tweetynet (ornithology / neuroscience; BSD-3) and a
    tutorial on cohort state-transition models in cost-effectiveness analysis cstm_tutorial (health economics; MIT
    for the repository). Structural and geotechnical engineering, particle physics, food science and nutrition,
    mass spectrometry and photonics were briefed; no licensed LaTeX paper was found; two hydrology papers whose only
    licence is the MDPI template's "submitted for possible open access publication" were not shipped. Aligning
    marks with the scanner's positions (no class read) dropped marks on no number the scanner reports (none a
    result). Measured once before anyone read an error, with 2cbe6f4 (set 55 spent): recall 124/192 = 0.646,
    false alarms 123/387 = 0.318 (ann_flowlaw 0.691/0.419, bbs_pointlevel 0.702/0.238, birdsong_tweetynet
    0.696/0.411, cstm_tutorial 0.519/0.200), far below the never-tuned pool, as the hidden sets are. Spent in the
    same session: the bracketed bounds of a credible interval are estimates (bbs_pointlevel's ten lower bounds were
    read as chosen), a duration of data that training or "with" governs is the amount used, a per-second value is a
    rate, four or more hyphen-joined integers beside a network's noun name it, a share or time "saved" is found
    (each narrowed after a red team); now 139/192 = 0.724, 106/387 = 0.274. Left: a cohort trace printed in a
    Methods section (cstm_tutorial, 24 results read as the setup) and a table whose rising column of parameter
    counts reads as swept (ann_flowlaw)."""
    _assert_first_measured("fifty-seventh external set, tuned on after measurement", CORPUS / "external57", 4, 0.7239,
                           0.2740, tmp_path, capsys)


def test_fifty_sixth_external_set(tmp_path, capsys):
    """Five externally written documents, labelled blind by three annotators who never ran or read the classifier
    (session 39), from fields no older set holds: delayed heating after reactor shutdown computed with MCNP and
    ORIGEN delayed_heating (nuclear engineering; CC0) and the reactivity effects of impurities in a fluoride-salt
    coolant flibe_impurity (nuclear engineering; BSD-3, 350 results in six tables), binary latent representations
    for ranking binary_rec (recommender systems; Apache-2.0), an attention-based driving policy in simulated
    traffic av_attention (autonomous driving; MIT; two chapters of a PhD thesis, not a paper) and global patterns of
    forest carbon fluxes forest_cflux (forest ecology; CC BY 4.0 added to the repository after this manuscript
    draft was deleted from it). Soil science, traffic engineering proper, marine biology and fisheries were
    briefed; no licensed LaTeX paper was found. Aligning marks with the scanner's positions (no class read) found
    no scanner defect; av_attention's two preamble \\input files (glossary definitions) were pasted in place from
    the same commit. Marks inside a number read as one merged, marks on no reported number dropped (none a result).
    Measured once before anyone read an error, with 9a22599 (sets 53 and 54 spent, set 54's cues not yet landed):
    recall 488/532 = 0.917, false alarms 169/422 = 0.400 (av_attention 1.000/0.000, binary_rec 0.945/0.091,
    delayed_heating 1.000/0.553, flibe_impurity 0.966/0.746, forest_cflux 0.453/0.074). Never tuned on. Session 40:
    numbers on either side of an arrow or an unknown math command, which vanished, are read; one mention of the set
    moved with that (not read): 488/532, 170/422 = 0.403, and back once the fix was narrowed. Spent in session 40
    once set 58 was measured: its errors are mostly each paper's own (flibe_impurity's appendix tables of impurity
    concentrations, delayed_heating's reactor descriptions in its results sections, forest_cflux's converted draft
    whose only heading, a Materials and Methods subsubsection, stands before all its results); the one cue tried, an
    operating point as a setting ("designed to operate at 1 MWth"), was withdrawn after a red team ("Our tracker
    runs at 45 Hz" escaped); still 488/532 = 0.917, 169/422 = 0.400."""
    _assert_first_measured("fifty-sixth external set, tuned on after measurement", CORPUS / "external56", 5, 0.9172,
                           0.4005, tmp_path, capsys)


def test_fifty_eighth_external_set(tmp_path, capsys):
    """Four externally written papers, labelled blind by three annotators who never ran or read the classifier
    (session 40), from fields no older set holds: a zero-shot time-series foundation model against task-trained
    models for intraoperative hypotension hypotension_tsfm (clinical medicine; CC BY 4.0), signal separation for
    diffraction-image compression in serial crystallography serial_sx (structural biology; CC0), Mg/Ca ratios of
    Atlantic limpet shells as palaeothermometers limpet_mgca (marine biology, sclerochronology; MIT) and access-based
    appraisal of historical Sydney rail plans sydney_rail (transport policy; CC BY 4.0 for the source, the article
    CC BY-NC). Entomology, plant pathology, cardiology, enzyme biochemistry, fisheries, electrochemistry and law
    and economics were briefed; no licensed LaTeX paper was found; a VAT microsimulation whose MIT licence for
    "code" was added after the text was not shipped. Aligning marks with the scanner's positions (no class read)
    found three scanner defects, fixed before the measurement: numbers on either side of "$\\rightarrow$" vanished,
    "30.5ºC" (an ordinal indicator for the degree sign) vanished, and the second end of "$0.8\\sigma-1.0\\sigma$"
    was dropped; marks on no reported number dropped (none a result), marks inside a number read as one merged.
    Measured once before anyone read an error, with 90d3bdf (sets 55 and 57 spent): recall 305/343 = 0.889, false
    alarms 213/426 = 0.500 (hypotension_tsfm 1.000/0.456, limpet_mgca 0.652/0.255, serial_sx 0.800/0.646,
    sydney_rail 1.000/0.535). Never tuned on until session 41, when set 59 was being labelled blind: spent then
    (measured with 09c7c20 as tuned, before set 59's first measurement). One cue kept: a first row of rising values
    with one unit word under a first cell that names the compared things ("Network & 30 Min & 45 Min & 60 Min")
    heads a results table's columns (sydney_rail's travel-time cut-offs); no spent mention moved; red team 41
    narrowed it (a row named by a quantity, "Runtime & 10 min & 20 min", or of ratios and points stays data). Left: hypotension_tsfm's forecast horizons ("AUROC 0.97 at 1
    min"; a duration after "at" stays a result on purpose, mip_optopt's budgets "at 120 s" are results), serial_sx's
    sparsification thresholds "at 0.8$\\sigma$", sydney_rail's route lengths and cost columns. Now 305/343 = 0.889,
    204/426 = 0.479."""
    _assert_first_measured("fifty-eighth external set, tuned on after measurement", CORPUS / "external58", 4, 0.8892,
                           0.4789, tmp_path, capsys)


def test_fifty_ninth_external_set(tmp_path, capsys):
    """Four externally written papers, labelled blind by four annotators who never ran or read the classifier
    (session 41), from fields no older set holds: machine-learning fault detection on the Tennessee Eastman process
    tep_fdd (chemical engineering; MIT, added while the manuscript was written), the forecast accuracy of influenza
    vaccine strain selection under surveillance delays flu_delays (vaccine studies, phylodynamics; MIT), a
    quantum-resilient blockchain with ephemeral multisig signatures pqchain (blockchain systems measured; CC BY 4.0)
    and 24/7 carbon-free electricity matching and technology learning cfe_learning (power systems; CC BY 4.0 for
    manuscript/* in the repository's REUSE file). Photovoltaics, catalysis, immunology, medical imaging,
    accounting, marketing and civil/geotechnical engineering were briefed; no licensed LaTeX paper was found (two
    geotechnical papers are CC BY-NC, a beam paper's licence postdates its deleted manuscript). Aligning marks with
    the scanner's positions (no class read) found no scanner defect: marks on no reported number dropped (none a
    result); seven result marks stay on pgfplots bar coordinates, which the scanner does not read, and count as
    missed. tep_fdd's excerpt leaves out two results sections to stay near 200 numbers; flu_delays keeps all its
    results (414 marks). Measured once before anyone read an error, with 09c7c20 (set 58 spent): recall 406/429 =
    0.946, false alarms 55/305 = 0.180 (cfe_learning 0.923/0.211, flu_delays 0.951/0.180, pqchain 0.909/0.053,
    tep_fdd 0.988/0.193). Never tuned on until session 42, when set 60 was being labelled blind: spent then. One
    cue kept: a cut-off that bounds both sides of a split in one sentence, each bound naming a group ("small clades
    (<10% initial frequency) and large clades (>=10%)", flu_delays), is a setting; red team 42 narrowed it (a
    quantity that "was above 70% in one arm and below 70% in the other" is an outcome); no spent mention moved.
    Left: flu_delays' forecast horizons and lags restated in results ("from 12 months to 6 months"),
    cfe_learning's scenario targets ("CFE 100%"), tep_fdd's data-split sizes after "comprises". Now 406/429 =
    0.946, 47/305 = 0.154."""
    _assert_first_measured("fifty-ninth external set, tuned on after measurement", CORPUS / "external59", 4, 0.9463,
                           0.1541, tmp_path, capsys)


def test_sixtieth_external_set(tmp_path, capsys):
    """Four externally written documents, labelled blind by four annotators who never ran or read the classifier
    (session 42), from fields no older set holds: a measurement of sin(2 beta) at LHCb cauet_sin2beta (particle
    physics, a doctoral thesis; CC BY 4.0 added by its author six months after the text, naming the thesis), a
    meta-analysis of fungicide spray schedules against powdery mildew in mungbean mungbean_pm (plant pathology,
    agronomy field trials; the Unlicense at the commit used), optimal fishery quotas when policy adjustment is
    costly pdg_policycosts (fisheries; CC0, only four results) and fecal short-chain fatty acids against colonic
    tumour status scfa_crc (a clinical cohort with HPLC measurements; MIT). Electrochemistry, food science,
    entomology, cardiology, dentistry, veterinary studies, mass spectrometry, accounting, marketing and law and
    economics were briefed; no licensed LaTeX paper was chosen from them. Aligning marks with the scanner's positions
    (no class read) found no scanner defect: marks on no reported number dropped (none a result); 20 result marks
    stay on cauet_sin2beta's headline values in display equations, which are never scanned by design, and count as
    missed. Measured once before anyone read an error, with 87ffc09 (set 59 spent): recall 163/200 = 0.815, false
    alarms 124/371 = 0.334 (cauet_sin2beta 0.783/0.542, mungbean_pm 0.847/0.448, pdg_policycosts 1.000/0.116,
    scfa_crc 0.833/0.308). Never tuned on until session 43, when set 61 was being labelled blind: spent then. Kept:
    an ISO date in a table is judged within its own cell, its column header and a row label of words (mungbean_pm's
    trial codes "mung1011/01" one cell to the left were read as slash-joined labels: 78 false alarms); a modal before
    the authors' verb states a plan ("we will perform 500 replicate simulations"); N\\textsubscript{adenoma}=41 reads
    as $N_{adenoma}=41$ (scfa_crc). Left: pdg_policycosts' policy levels restated ("a 25% reduction"), the thesis's
    luminosity and beam energies in siunitx units the scanner does not know (\\fb, \\TeV), "80% of the data" as a
    training split. Now 163/200 = 0.815, 40/371 = 0.108; after red team 50 (a word-subscripted symbol given a value
    with no cue is measured where results are reported): 164/200 = 0.820, 41/371 = 0.111."""
    _assert_first_measured("sixtieth external set, tuned on after measurement", CORPUS / "external60", 4, 0.8200,
                           0.1106, tmp_path, capsys)


def test_sixty_first_external_set(tmp_path, capsys):
    """Three externally written papers, labelled blind by three annotators who never ran or read the classifier
    (session 43): time-dependent A* potentials for routing with predicted and live traffic tdpot (transportation,
    algorithms engineering; LIPIcs, CC BY 4.0 printed by its class), the ANTsX ecosystem for mapping the mouse brain
    antsx_mouse (medical imaging; Apache-2.0 at the repository root since before the manuscript; only 14 results)
    and generative machine learning approaches to optimization genopt (chemical reaction engineering; MIT, text
    copied from the stored file). A fourth (human movement science) was declined: CC BY-SA is no permissive licence
    of the brief. Aligning marks with the scanner's positions (no class read) found one scanner defect, fixed before
    the measurement: \\cmidrule[1pt](lr){1-2} printed its column range. Measured once before anyone read an error,
    with ea1e26b (set 60 spent): recall 143/159 = 0.899, false alarms 136/262 = 0.519 (antsx_mouse 0.786/0.316,
    genopt 0.765/0.622, tdpot 0.989/0.647). Never tuned on until session 44, when set 62 was being labelled blind:
    spent then. Kept (44bfe5a): a clock after a preposition of time or a year-first date ("between 6:00 and 22:00",
    "2020/10/28 07:47"), caches by their level and a processor named after its clock, box-plot fences (1.5 times
    the IQR), a threshold named by its value ("below the 5% threshold"), how tissue was cut and an image's voxels
    ("sectioned at 10 µm", "0.16 × 0.16 × 0.16 mm^3 resolution"), a unitless knob defined after "where", values
    listed after what found them ("yields x_1 = 0.284, x_2 = 0.607"). Left: tdpot's departure times in a table
    cell with no clock word in its header, data-set descriptions ("It has 28.5 M vertices"), genopt's settings
    assigned in math in its results section. 148/159 = 0.931, 100/262 = 0.382 with 44bfe5a; red team 44 then
    narrowed the cues (clocks a sentence finds, working sets in a cache, voxel sizes found, thresholds a sweep chose):
    now 148/159 = 0.931, 105/262 = 0.401."""
    _assert_first_measured("sixty-first external set, tuned on after measurement", CORPUS / "external61", 3, 0.9308,
                           0.4008, tmp_path, capsys)


def test_sixty_second_external_set(tmp_path, capsys):
    """Three externally written papers, labelled blind by annotators who never ran or read the classifier (session
    44): road damage detection for Kazakhstan road imagery road_damage_kz (civil engineering, pavement condition;
    MIT at the repository root with the paper), funnel-stage SHAP for purchase prediction funnel_shap (marketing,
    e-commerce; MIT; text copied from the stored file) and the effective start dates of COVID-19 interventions
    npi_start_dates (infectious-disease epidemiology; MIT in the repository's first commit; its parameter table's
    \\input file is not in the repository and was commented out). Two more were declined: a photovoltaics thesis
    chapter and a cardiology preprint, both CC BY-SA. Aligning marks with the scanner's positions (no class read)
    found no scanner defect: only marks on numbers the scanner does not report were dropped (none a result).
    Measured once before anyone read an error, with b3eea56 (set 61 spent): recall 342/375 = 0.912, false alarms
    24/214 = 0.112 (funnel_shap 0.967/0.295, npi_start_dates 0.667/0.035, road_damage_kz 0.890/0.083). Spent in
    session 45 while set 63 was labelled blind ("as" after a number no longer reads as "a s(econd)"; thresholds held
    against; counts that passed a selection): 344/375 = 0.917, 18/214 = 0.084; after red team 45 withdrew the
    condition whose subject carries a prepositional phrase, 19/214 = 0.089."""
    _assert_first_measured("sixty-second external set, tuned on after measurement", CORPUS / "external62", 3, 0.9146,
                           0.0888, tmp_path, capsys)


def test_sixty_third_external_set(tmp_path, capsys):
    """Three externally written papers, labelled blind by annotators who never ran or read the classifier (session
    45): short-term interest-rate innovations across monetary regimes shortrate_regimes (finance, empirical asset
    pricing; MIT in the repository's first commit with the manuscript, also in CITATION.cff), tooth numbering on
    panoramic X-rays tooth_numbering (dentistry; Apache-2.0 stated in the README for the whole repository, the
    LICENSE file itself not readable here) and parallel branch-and-bound pump scheduling pump_bb (water resources;
    MIT at the repository root and in the README's licence section, which names the manuscript as part of the
    project). Declined: an immunology manuscript, the repository of set 6's hamdetector (an older draft). Aligning marks with the scanner's positions (no class read) dropped only marks on numbers the scanner
    does not report and two second marks inside one number (none a result mark). Measured once before anyone read
    an error, with 4cbce2e (set 62 spent): recall 480/496 = 0.968, false alarms 100/254 = 0.394 (pump_bb
    0.996/0.460, shortrate_regimes 0.918/0.288, tooth_numbering 0.971/0.179). Spent in session 45 while set 64 was
    labelled blind (operator subscripts printed, tolerance sweeps, year-month dates, observed counts; then red team
    45b): now 487/496 = 0.982, 76/254 = 0.299; after red team 50 (a word-subscripted symbol given a value with no
    cue is measured where results are reported: pump_bb's "$N_{\\mathrm{procs}}=64$"): 488/496 = 0.984, 79/254 =
    0.311."""
    _assert_first_measured("sixty-third external set, tuned on after measurement", CORPUS / "external63", 3, 0.9838,
                           0.3111, tmp_path, capsys)


def test_sixty_fourth_external_set(tmp_path, capsys):
    """Two externally written papers, labelled blind by annotators who never ran or read the classifier (session
    45): identifying biased cultural transmission in the archaeological record ctmixtures (archaeology /
    anthropology, simulation with classifier results; Apache-2.0 at the repository root since before the paper; a
    2015 draft whose abstract is a placeholder) and auxiliary-based quantum homomorphic encryption on IBM quantum
    hardware aux_qhe (quantum computing experiments; MIT at the repository root, committed with the paper; a
    conference draft). Two other annotators (remote sensing / seismology; building energy / electric vehicles)
    found no licensed LaTeX paper with enough results. Aligning marks with the scanner's positions (no class read)
    dropped only marks on numbers the scanner does not report; in ctmixtures' "1/100th" (twice) the second mark,
    on the 100 of the fraction the scanner reports once, was removed. Measured once before anyone read an error,
    with 670f027 (set 63 spent): recall 138/207 = 0.667, false alarms 38/185 = 0.205 (aux_qhe 0.677/0.148,
    ctmixtures 0.633/0.229). Spent in the same session once these figures were recorded (no annotator could find a
    set 65 before the search budget ran out): a caption naming fidelity names results, a table of a value then only
    words holds its values in the first column, a share naming a sample drawn ("the smaller 10% sample") is set; now
    198/207 = 0.957, 36/185 = 0.195."""
    _assert_first_measured("sixty-fourth external set, tuned on after measurement", CORPUS / "external64", 2, 0.9565,
                           0.1946, tmp_path, capsys)


def test_sixty_fifth_external_set(tmp_path, capsys):
    """Three externally written papers, labelled blind by annotators who never ran or read the classifier (session
    46): spatial capture-recapture of white-tailed deer from camera traps and GPS collars deer_scr (wildlife field
    ecology; MIT at the repository root since before the manuscript), an ML-guided search for dielectric materials
    with DFPT results and two synthesised compounds dielectrics_ml (materials science; MIT at the repository root,
    committed with the paper a year after publication, the paper calling its code MIT-licensed) and playing time
    against per-minute injury rates in fifteen football leagues football_denominator (sports science; MIT,
    committed with the manuscript). A fourth annotator (photovoltaics, batteries) found no licensed LaTeX paper.
    Aligning marks with the scanner's positions dropped only marks on numbers the scanner does not report; in
    dielectrics_ml four numbers the scanner reports carry no mark (a \\vskip length, three space-grouped \\num
    halves: scanner defects, left for after the measurement; the classes of those seven mentions were seen).
    Measured once before anyone read an error, with 6cc8583 (restated settings): recall 395/435 = 0.908, false
    alarms 46/260 = 0.177 (deer_scr 0.958/0.114, dielectrics_ml 0.713/0.204, football_denominator 0.950/0.195).
    Spent in the same session once those figures were recorded (the scanner's two defects; "all N" after an outcome
    verb counts a design's units; bare shares among word labels head quantile columns): now 395/435 = 0.908,
    41/260 = 0.158; 43/260 = 0.165 once red team 46 narrowed the session's cues; 45/260 = 0.173 once red team 46b
    had the "all N" cue withdrawn."""
    _assert_first_measured("sixty-fifth external set, tuned on after measurement", CORPUS / "external65", 3, 0.9080,
                           0.1731, tmp_path, capsys)


def test_sixty_sixth_external_set(tmp_path, capsys):
    """One externally written paper, labelled blind by an annotator who never ran or read the classifier (session
    46): iron deficiency without anaemia and supplement use in NHANES iron_idwa (nutritional epidemiology; MIT
    stated by its authors in the README since the first commit, no LICENSE file). It is the manuscript of an
    automated AI research pipeline (not peer reviewed): the kind of paper the gate checks in such pipelines. Another
    annotator (hydrology, oceanography, transportation) found no licensed paper. Aligning marks with the scanner's
    positions dropped only marks on numbers the scanner does not report. Measured once before anyone read an
    error, with 9ffebbf (set 65 spent): recall 400/405 = 0.988, false alarms 36/208 = 0.173. Never tuned on; 37/208
    once red team 46 narrowed the session's cues (the changed mention not read)."""
    _assert_first_measured("sixty-sixth external set, never tuned on", CORPUS / "external66", 1, 0.9876, 0.1779,
                           tmp_path, capsys)


def test_sixty_seventh_external_set(tmp_path, capsys):
    """Four externally written papers, labelled blind by annotators who never ran or read the classifier (session
    47), from fields no older set holds: backlash compensation of paired hobby servos on a test stand servo_backlash
    (robotics / control experiments; CC BY 4.0 in the paper and the repository), a robot language-game experiment
    chapter vogt_robots (computational linguistics / language evolution; Language Science Press, CC BY 4.0 in the
    README), DNA polymerase and PCR rounds against 16S sequencing errors pcr_polymerase (microbiology; MIT at the
    repository root before the manuscript) and a neural-network precipitation retrieval from passive microwave
    observations gprof_nn (meteorology; MIT at the repository root before the manuscript). Aligning marks with the
    scanner's positions dropped only marks on numbers the scanner does not report; in vogt_robots a result inside a
    display equation stays marked (counted missed) and one number the scanner reports carries no mark (10000 in a
    \\figref label key: a scanner defect, left for after the measurement). Measured once before anyone read an
    error, with 28b53b8: recall 357/387 = 0.922, false alarms 67/264 = 0.254 (gprof_nn 0.986/0.359, pcr_polymerase
    0.805/0.157, servo_backlash 0.952/0.231, vogt_robots 0.878/0.220). Spent in the same session once those figures
    were recorded (a caption opening with a statistic heads a results table; an intransitive "varied between" in a
    reporting section reports a spread; the \\figref label): now 373/387 = 0.964, 67/264 = 0.254."""
    _assert_first_measured("sixty-seventh external set", CORPUS / "external67", 4, 0.9638, 0.2538, tmp_path, capsys)


def test_sixty_eighth_external_set(tmp_path, capsys):
    """Four externally written papers, labelled blind by annotators who never ran or read the classifier (session
    48), from fields no older set holds: the effects of human-animal interaction on positive youth development, a
    replication haipyd (psychology, two online questionnaire studies; Quarto-generated LaTeX; CC BY 4.0 stated in
    the README from the manuscript's first day), towing-tank and numerical modelling of cross-flow turbines
    cft_thesis (fluid dynamics, a doctoral thesis chapter and its conclusions; 26 results; CC BY 4.0 for all
    non-code material in the README before submission), a data-streaming approach to link mining in criminal
    networks crimegraph_link (distributed stream processing on Apache Flink; MIT at the repository root, covering
    its documentation files) and robust eye-movement classification for dynamic stimulation remodnav (neuroscience /
    eye tracking; CC BY 4.0 in COPYING). Aligning marks with the scanner's positions found two scanner defects, fixed
    before the measurement (e1a0117): Quarto's `\\setmainfont{Times}{0.017}` table cells were read as names, and
    citation notes (`\\citep[compare Table 7: 34\\% ... 31.5\\%]{x}`) were never read. Measured once before anyone
    read an error, with e1a0117: recall 572/612 = 0.935, false alarms 93/244 = 0.381 (cft_thesis 0.808/0.525,
    crimegraph_link 1.000/0.571, haipyd 0.842/0.145, remodnav 1.000/0.365). Spent in the same session once those
    figures were recorded (shares of the recorded sample and reliability coefficients are observed in a method
    section; a free-stream speed and a coordinate over a length are a flow test's conditions; acquisition and
    display settings; conventions for reading Bayes factors; an assigned value a passive reports is found): 608/612
    = 0.993, 81/244 = 0.332; after red team 48 narrowed those cues, now 608/612 = 0.993, 82/244 = 0.336 (cft_thesis
    0.962/0.485, crimegraph_link 1.000/0.571, haipyd 0.986/0.081, remodnav 1.000/0.324)."""
    _assert_first_measured("sixty-eighth external set", CORPUS / "external68", 4, 0.9934, 0.3361, tmp_path, capsys)


def test_seventy_third_external_set(tmp_path, capsys):
    """Five externally written papers, labelled blind by three annotators who never ran or read the classifier
    (session 51; each kept to 100 search look-ups): viscoelastic Worthington jets from bursting bubbles bubble_ve
    (computational fluid dynamics; The Unlicense), spherical CNNs on HEALPix maps for cosmology deepsphere_cosmo
    (CC BY 4.0) and a differentiable particle-mesh simulation with the adjoint method pmwd_adjoint (cosmology; the
    repository's BSD 3-Clause), nanoflare heating in active-region cores solar_nanoflare and time-variable elemental
    abundances in coronal loops ebtel_abundances (solar plasma physics; MIT). No licensed hardware, GIS or battery
    paper was found within the look-ups. Aligning marks with the scanner's positions found two scanner defects, fixed
    before the measurement (c9e44cd: "\\interfootnotelinepenalty=10000" printed 10000; PythonTeX code was read as
    text); 457 marks on what SPEC reads as no mention were removed (70 of them 'r' marks on scientific exponents,
    whose mantissa's mark counts the value) and 5 marks over lists split (each SOURCE.md). Measured once before anyone
    read an error, with c9e44cd: recall 134/138 = 0.971, false alarms 277/513 = 0.540 (bubble_ve 0.917/0.780,
    deepsphere_cosmo 1.000/0.398, ebtel_abundances 1.000/0.381, pmwd_adjoint 0.973/0.708, solar_nanoflare
    1.000/0.417). Never tuned on (NEWEST_BLIND_SET): its errors have not been read; after the measurement a diff
    listing showed by mistake the class and rule of about twenty numbers of bubble_ve (its lines 125-215), and
    nothing was changed from them."""
    _assert_first_measured("seventy-third external set", CORPUS / "external73", 5, 0.9710, 0.5400, tmp_path, capsys)


def test_seventy_second_external_set(tmp_path, capsys):
    """Six externally written papers, labelled blind by three annotators who never ran or read the classifier
    (session 50, after set 71 was measured; each kept to 100 search look-ups): poetic-meter alignment metronome and
    authorship verification with bootstrap distance imposters bdi (computational linguistics; CC BY 4.0, one author),
    7-Tesla fMRI of music perception forrest_music7t and hippocampal replay at real-world speeds replay_speed
    (neuroscience; CC BY stated in the README, MIT), ambulance fleet allocation in Jakarta ambulance_jakarta and
    queues under stochastic priority switching priority_queues (operations research; MIT, one group). Aligning marks
    with the scanner's positions found one scanner defect, fixed before the measurement (6a58b6c: \\frac{2}{3}
    printed "23"); 274 marks on what SPEC reads as no mention were removed and 23 marks over comma lists split (each
    SOURCE.md). Measured once before anyone read an error, with 6a58b6c: recall 621/633 = 0.981, false alarms 209/651
    = 0.321 (ambulance_jakarta 1.000/0.478, bdi 1.000/0.282, forrest_music7t 1.000/0.314, metronome 1.000/0.238,
    priority_queues 0.545/0.170, replay_speed 0.935/0.359); with the session's start 45dd2d3 (and the \\frac fix's
    alignment) 621/633, 204/651 = 0.313. A first run before the marks on no mention were removed counted them as
    negatives: 209/692. Spent in session 51, once set 73 had been measured: eLife's \\FIG{1} and \\FIGSUPP[3]{..} are
    references (the class is not the paper's, so each printed a bare figure number where results are reported); a
    signal's sampling or filter rate ("recorded at 30 kHz"), a duration naming a time step or bin, the level of a
    highest-posterior-density region and a parameter table whose caption names what its experiments study are settings:
    621/633 = 0.981, 153/651 = 0.235; after red team 51 narrowed the rate and step cues (a frequency "recorded at"
    needs a signal named; no step a method arrived at) 621/633, 155/651; with "our choice of 0.98" a setting now
    621/633 = 0.981, 154/651 = 0.237 (replay_speed 0.935/0.201, priority_queues 0.545/0.038; the papers never tuned
    on unchanged, not read)."""
    _assert_first_measured("seventy-second external set", CORPUS / "external72", 6, 0.9810, 0.3211, tmp_path, capsys)


def test_seventy_first_external_set(tmp_path, capsys):
    """Five externally written papers, labelled blind by three annotators who never ran or read the classifier
    (session 50, while set 70 was spent; each kept to 100 search look-ups): exploitability of alpha asymmetry in
    foreign-exchange markets fx_alpha (empirical financial economics; CC BY 4.0), basal-channel melting under ice
    shelves in 104 model runs iceshelf_channels (climate science; MIT, the manuscript's repository), local time
    stepping in a shallow-water flood model lts_flood (hydrology, a bachelor thesis; CC BY 4.0), dynamics-parameter
    linearity in robot design optimisation dimsynth_minpar and the synthesis of 3T2R parallel robots pkm_3t2r
    (robotics; MIT, the repositories hold the papers' LaTeX). A sixth, a cryptocurrency event study, was labelled
    and is not shipped: its repository says it was merged into a paper of an older set. Aligning marks with the
    scanner's positions found no scanner defect; 320 marks on what SPEC reads as no mention (sub- and superscripts,
    display equations, 3T2R and 1D glued to letters, affiliation marks, a short caption) were removed and one
    "0,0" split in two (each paper's SOURCE.md). Measured once before anyone read an error, with 45dd2d3 (before
    set 70 was spent) and again with d5e2112 (after), with the same figures: recall 498/556 = 0.896, false alarms
    103/465 = 0.222 (dimsynth_minpar 0.077/0.000: its results table holds the robots' parameters in its first rows;
    fx_alpha 0.872/0.194, iceshelf_channels 0.808/0.190, lts_flood 0.972/0.318, pkm_3t2r 0.800/0.227). Spent in the
    same session once set 72 had been measured: a hatted symbol ($\\hat{\\gamma}_1 = 5.05$) is an estimate, not a
    symbol given a value (the scanner keeps the hat in math now, as in tables), and a caption naming "the computational
    effort" beside "parameter properties" is a results table: now 524/556 = 0.942, 112/465 = 0.241 (dimsynth_minpar
    0.769/0.529, fx_alpha 0.929/0.194; no other spent set moved)."""
    _assert_first_measured("seventy-first external set", CORPUS / "external71", 5, 0.9424, 0.2409, tmp_path, capsys)


def test_seventieth_external_set(tmp_path, capsys):
    """Seven externally written papers, labelled blind by four annotators who never ran or read the classifier
    (session 49, after set 69 was spent; the search tool's look-ups were used up, so the annotators fetched
    repositories they could name): data-driven precision radial velocities wobble_rv and stellar ages from isochrones
    and gyrochronology stardate (astronomy; MIT repository licences), faithful counterfactual explanations
    eccco_faithful and linear probes of a language model llm_probe_position (machine learning; MIT), best responses
    to memory-one strategies ipd_memory and extortion in the iterated prisoner's dilemma ipd_extortion (game theory;
    MIT), static analysis with machine learning aibolit (software engineering; MIT in every source file). Three more
    were labelled and are not shipped: two ecology papers whose only licence is an R package's DESCRIPTION field, and
    a library manual (not a paper). Aligning marks with the scanner's positions found no scanner defect. Measured
    once before anyone read an error, with 369971a: recall 846/896 = 0.944, false alarms 168/424 = 0.396 (aibolit
    0.938/0.389, eccco_faithful 1.000/0.000, ipd_extortion 0.897/0.400, ipd_memory 1.000/0.537, llm_probe_position
    1.000/0.206, stardate 0.978/0.398, wobble_rv 0.957/0.488). Spent in session 50 (set 71 was measured blind with 369971a's
    successor 45dd2d3 and again with this change): the scanner printed nothing for \\lesssim, \\gtrsim, \\log and the other operator names in
    math, and a space after \\rm in $T_{\\rm eff}$; a vector given to a symbol ("For $q_1=(0.22, 0.87)$") is one
    value, its later elements of its first's kind; a metric named right before a symbol ("a tagging efficiency of
    $\\epsilon = 36.54$") keeps the assignment rule off its value: now 846/896 = 0.944, 146/424 = 0.344 (ipd_extortion 0.897/0.415,
    ipd_memory 1.000/0.179, wobble_rv 0.957/0.512; the rest unchanged)."""
    _assert_first_measured("seventieth external set", CORPUS / "external70", 7, 0.9441, 0.3444, tmp_path, capsys)


def test_sixty_ninth_external_set(tmp_path, capsys):
    """Six externally written papers, labelled blind by five annotators who never ran or read the classifier
    (session 49), from fields no older set holds: impact pruning of state-preparation circuits under hardware noise
    yaqs_pruning (quantum circuit simulation; MIT for the repository's software and documentation, the manuscript on
    a side branch), windowed big-integer multiplication in Bitcoin script btc_windowmul (cryptography engineering;
    CC BY 4.0 in CITATION.cff and on the IACR title page), particle-swarm fitting of small-angle scattering
    pso_micelles (computational chemistry, a thesis chapter; 3 results; CC BY 4.0), boron-carbide neutron multilayers
    b4c_multilayers (experimental materials science, a doctoral thesis; CC BY 4.0), serum PFAS and biological ageing in
    NHANES pfas_phenoage (epidemiology; the manuscript of an automated research pipeline, MIT stated in its README)
    and battery state-of-charge estimation with recurrent networks battery_soc (energy systems; CC BY stated in the
    MDPI paper). A networking paper under CC BY-SA 4.0 was labelled too and is not shipped (share-alike is no
    permissive licence). Aligning marks with the scanner's positions found three scanner defects, fixed before the
    measurement (6705f44): ifthen's \\ifthenelse{\\boolean{thesis}}{..}{..} read both branches, rule widths
    (\\Xhline{3\\arrayrulewidth}) and a negated length in \\begin{adjustwidth}{-\\extralength}{0cm} printed numbers;
    b4c_multilayers' 14 Inkscape figure overlays (\\input{x.pdf_tex}, files not in the excerpt) are commented out.
    Measured once before anyone read an error, with 6705f44: recall 421/466 = 0.903, false alarms 117/323 = 0.362
    (b4c_multilayers 0.900/0.653, battery_soc 0.965/0.352, btc_windowmul 0.571/0.194, pfas_phenoage 0.908/0.050,
    pso_micelles 0.667/0.452, yaqs_pruning 0.562/0.120). Spent in the same session once those figures were recorded
    (a physical condition an experiment was run at, named by what was applied, is a setting): 421/466 = 0.903,
    103/323 = 0.319; after red team 49 narrowed that cue (the authors' action must be said): 421/466 = 0.903,
    106/323 = 0.328 (b4c_multilayers 0.900/0.507)."""
    _assert_first_measured("sixty-ninth external set", CORPUS / "external69", 6, 0.9034, 0.3282, tmp_path, capsys)


def test_fifty_first_external_set(tmp_path, capsys):
    """Ten externally written papers, labelled blind by six annotators who never ran or read the classifier
    (session 35), from fields no older set holds: submesoscale seasonality in the Kuroshio Extension
    kuroshio_submeso (physical oceanography, an ocean model); a shelving filter cascade shelving_cascade (acoustics,
    filter design, 11 results) and unsupervised drum transcription drummernet (audio signal processing, 5 results);
    collisional transport in stellarators sfincs_transport and ion-temperature-gradient turbulence from data and
    machine learning itg_ml (plasma physics, one author); homeostatic property-cluster kinds in corpora hpc_kinds
    (linguistics); pedestrian flow from first-actuation latency ped_actuation (traffic engineering) and a bicycle
    and rider system identified from measurements bicycle_sysid (control engineering, 424 table results);
    progress of male circumcision in South Africa zaf_circumcision (epidemiology, every estimate with its
    interval) and the positive-result rate of kinesiology kinesiology_prr (meta-research in sports science).
    Aligning marks with the scanner's positions (no class read) found one scanner defect, mended first (147d218):
    a pasted standalone tikz file's \\end{document} ended shelving_cascade, 264 of its 278 numbers unread.
    Structural edits before the measurement (each SOURCE.md says which): marks inside a number read as one merged,
    marks on no number the scanner reads dropped (none a result); five result marks stay on numbers the scanner
    does not read (display-math constants, \\nicefrac) and count as missed. Not shipped: a political-science
    paper whose licence names only its "analytical results", and a spare whose licence notice its manuscript
    does not print. Measured once before anyone read an error, with 147d218 (set 49 spent): recall 976/1036 =
    0.942, false alarms 252/832 = 0.303 (bicycle_sysid 1.000/0.481, drummernet 1.000/0.333, hpc_kinds
    0.952/0.341, itg_ml 0.873/0.424, kinesiology_prr 0.919/0.148, kuroshio_submeso 0.944/0.525, ped_actuation
    0.864/0.190, sfincs_transport 0.800/0.639, shelving_cascade 0.182/0.394, zaf_circumcision 0.948/0.129).
    Never tuned on until session 37, when set 52 had been measured (session 36's cues, chosen on spent papers,
    left 976/1036 and 251/832, not read). Spent then: a latitude or longitude where a quantity is looked at (the
    scanner now reads $^\\circ$ as a degree), interval levels in lists and "fell within the 50% and 95% CIs", an age
    that qualifies a measured population ("coverage among men aged 15-49"), a row label's condition kept to its own
    cell, "Dataset generation" as a setup heading; hardened after a red team (a coordinate needs a word of a domain
    or a sampling line; a target two words before its level withdrawn); now 983/1036 = 0.949, 189/832 = 0.227."""
    _assert_first_measured("fifty-first external set, tuned on after measurement", CORPUS / "external51", 10, 0.9488,
                           0.2272, tmp_path, capsys)


def test_fiftieth_external_set(tmp_path, capsys):
    """Ten externally written papers, labelled blind by six annotators who never ran or read the classifier (session
    34), from fields the older sets barely hold: last-glacial ice dynamics in the Alps alps_cycle and climate forcing
    of the Cordilleran ice sheet cordillera_climate (glaciology, ice-sheet modelling; the author of an older set's
    bowdoin_temp, other repositories); crop phenology from PhenoCams phenocam_crop (agronomy); omeprazole and
    C. difficile in mice omeprazole_cdi (pharmacology) and the mouse vendor's effect on C. difficile clearance
    mouse_vendor_cdi (laboratory-animal science; one lab); forecasting a central bank's liquidity cb_liquidity
    (empirical finance) and compulsory schooling's effect on non-cognitive skills nc_skills (survey data, education
    economics); separating basis and pseudopotential errors in CP2K uzh_protocol (computational chemistry; the group
    of an older set's paper, another repository); Cambrian trilobite diversity trilobite_div (palaeontology) and
    Gahagan bifaces' shape gahagan_gm (archaeology, few results). Aligning marks with the scanner's positions (no
    class read) found no scanner defect: no result mark stands on a number the scanner does not read. Structural
    edits before the measurement (each SOURCE.md says which): marks inside a number read as one merged, comma-list
    marks split, marks on no number the scanner reads dropped (none a result), five \\input lines of missing
    generated tables commented out in nc_skills. Measured once before anyone read an error, with 7bc5246 (set 48
    spent): recall 477/518 = 0.921, false alarms 180/758 = 0.237 (alps_cycle 1.000/0.151, cb_liquidity 1.000/0.189,
    cordillera_climate 1.000/0.439, gahagan_gm 0.857/0.308, mouse_vendor_cdi 0.792/0.298, nc_skills 1.000/0.351,
    omeprazole_cdi 0.250/0.068, phenocam_crop 0.946/0.172, trilobite_div 0.804/0.217, uzh_protocol 1.000/0.000).
    Never tuned on until session 36, when set 51 had been measured (session 35's cues, chosen on set 49, changed
    none of its mentions). Spent then: references in lists (Fig 3A-B, Sheets 5, 8, and 10, Columns (1), (3), and (5)),
    a time point after the protocol's event, a map's contour step, a paper's finding title set as a section (no
    longer methodology), a population's age bounds, bootstrap replications; hardened after a red team; now 484/518 =
    0.934, 144/758 = 0.190."""
    _assert_first_measured("fiftieth external set, tuned on after measurement", CORPUS / "external50", 10, 0.9343, 0.1900,
                           tmp_path, capsys)


def test_forty_ninth_external_set(tmp_path, capsys):
    """Eleven externally written papers, labelled blind by six annotators who never ran or read the classifier
    (session 33): Philippine geckos' co-divergence gecko_codiv and shared demographic events demog_codiv
    (evolutionary biology; the author of set 47's ecoevolity, which session 33 spent, other repositories);
    part-of-speech tagging with word embeddings pos_svm (NLP) and Bayesian inference over emotions
    emotion_reasoning (cognitive science); object immutability and Java class size immutability (software
    engineering, 18 numbers) and the BLAKE3 hash's specification blake3 (cryptography); quality control of
    paediatric diffusion MRI hbn_pod2 and white-matter feature detection afq_insight (neuroscience, one group);
    Illinois nuclear plant closures illinois_nuclear and price formation with variable renewables price_formation
    (energy systems; the second a derivation with two results); trapped-ion and neutral-atom teleportation
    teleport (quantum computing). Aligning marks with the scanner's positions (no class read) found three scanner
    defects, mended first (2c493a8, a536b9f, 499fc37; tests fail on the old code): $2^{-38}$ read as 2 (a wrong
    pass: a recorded 2 bound to it passed), an abstract set in the preamble read as nothing, the changes
    package's superseded text read. Structural edits before the measurement (each SOURCE.md says which): marks on
    no number the scanner reads dropped, none a result; power marks merged; two interval marks split. Seven result
    marks stay on numbers the scanner does not read (display math, a pgfplots tick) and count as missed.
    Measured once before anyone read an error, with 499fc37: recall 557/693 = 0.804, false alarms 189/816 = 0.232
    (afq_insight 0.875/0.190, blake3 0.937/0.345, demog_codiv 0.741/0.195, emotion_reasoning 0.908/0.143,
    gecko_codiv 0.085/0.144, hbn_pod2 0.842/0.119, illinois_nuclear 0.891/0.195, immutability 0.625/0.429, pos_svm
    0.987/0.547, price_formation 1.000/0.429, teleport 0.885/0.147). Never tuned on until session 35, when set 50 had
    been measured. Spent then: a named confidence interval marks an estimate in any section, correlation statistics
    are computed, distributions' named arguments, a header row rising by a decimal step, a bound that selects what
    is then acted on, a year a time preposition opens in a cell, a scanner's field strength, how many draws a plot
    shows, a count of options the parentheses list; now 571/693 = 0.824, 133/816 = 0.163. Session 38 (a fraction's
    denominator is what a count is out of): 570/693 = 0.823, 129/816 = 0.158."""
    _assert_first_measured("forty-ninth external set, tuned on after measurement", CORPUS / "external49", 11, 0.8225,
                           0.1630, tmp_path, capsys)


def test_forty_eighth_external_set(tmp_path, capsys):
    """Eleven externally written papers, labelled blind by six annotators who never ran or read the classifier
    (session 32): replicating resonance peaks of silicon-carbide nanostructures sic_replication (materials science;
    the group of set 47's nanoplasmonics_bem, another repository); a video handbook's effect on exam scores
    video_handbook (education research, a randomised experiment) and life-cycle models with wealth in the utility
    function lcim_wufim (structural economics); a stock-market stream processor debs_stream (distributed systems,
    a challenge paper with three results) and point size and opacity in scatterplots scatter_opacity (HCI user
    study; the author of set 47's scatterplot_size, another repository); SARS-CoV-2 mortality estimates covid_cfr
    (epidemiology) and the ANTsX imaging ecosystem antsx_thickness (medical imaging); interfering sources in
    magnetic microscopy micromag_interfere and dual-layer equivalent sources on the sphere eqs_sphere (geophysics;
    the group of older sets' micromag and eqs papers, other repositories); an exoskeleton's dynamics model
    exo_dynamics and parallel-robot inverse kinematics pkm_ik (robotics; the author of set 46's cryo_pkm_synthesis,
    other repositories). Aligning marks with the scanner's positions (no class read) found four scanner defects,
    mended first (06348da). Structural edits before the measurement (each SOURCE.md says which): marks on no number
    the scanner reads dropped, none a result; comma-list marks split. Measured once before anyone read an error,
    with 06348da: recall 671/710 = 0.945, false alarms 346/845 = 0.409 (antsx_thickness 0.889/0.300, covid_cfr
    0.953/0.192, debs_stream 0.667/0.147, eqs_sphere 1.000/0.735, exo_dynamics 1.000/0.636, lcim_wufim 0.895/0.444,
    micromag_interfere 0.700/0.694, pkm_ik 0.857/0.607, scatter_opacity 0.829/0.320, sic_replication 0.988/0.331,
    video_handbook 0.982/0.383). Never tuned on. After session 32's article and list cues (chosen on spent papers;
    the change was not read): 671/710 = 0.945 and 344/845 = 0.407; unchanged by session 33's cues and scanner mends.
    Spent in session 34, after set 49 was measured: a caption's panel lead skipped before its head, a fitted model's
    statistic columns, the authors' choosing verb and its noun, a design's count of combinations, the size of a
    discretisation, a quantity held fixed by design; now 683/710 = 0.962, 302/845 = 0.357."""
    _assert_first_measured("forty-eighth external set, tuned on after measurement", CORPUS / "external48", 11, 0.9619,
                           0.3575, tmp_path, capsys)


def test_forty_seventh_external_set(tmp_path, capsys):
    """Eleven externally written papers, labelled blind by six annotators who never ran or read the classifier
    (session 31), from fields the older sets barely hold: pangenome graph building pggb (genomics tools; the group of
    older sets' odgi and seqwish, another repository) and full Bayesian comparative phylogeography ecoevolity
    (evolutionary biology); subject inversion in French object relatives subjinv_french and the verbal passive's
    idioms idioms_passive (psycholinguistics, two Language Science Press chapters); a boundary-element method for
    nanoplasmonics nanoplasmonics_bem (scientific computing; the group of an older set's paper, another repository)
    and point size in scatterplots scatterplot_size (visualisation, a crowdsourced user study); elliptic-curve
    operations on a microcontroller curve9767 (cryptography; the author of older sets' papers, another repository);
    phytoplankton absorption in the Northwest Atlantic phyto_abs (oceanography, a draft with its reviewers' comments)
    and human-animal interaction with a dog hai_dogs (animal-assisted intervention; the lab of older sets' dog
    studies, another repository); a cross-flow turbine's Reynolds-number dependence cft_redep (fluid mechanics) and
    Markov state modelling with PyEMMA pyemma_msm (biophysics, a tutorial article with few results). Aligning marks
    with the scanner's positions (no class read) found four scanner defects, mended first (117f27e): a thousands group
    in math before the sentence's comma, Language Science Press's \\REF and \\largerpage, microtype's \\textls,
    Frontiers' \\firstpage. Structural edits before the measurement (each SOURCE.md says which): exponent marks merged,
    marks on no number the scanner reads dropped where not results, one comma-list mark split. 24 result marks stay
    on numbers the scanner does not read (SPEC section 3: pgfplots bar values, an equation, two arrays in display
    math holding 14 of pyemma_msm's 15 results) and count as missed. Measured once before anyone read an error, with
    117f27e (set 45 spent): recall 726/842 = 0.862 (0.888 without the 24 unread), false alarms 257/822 = 0.313
    (cft_redep 0.966/0.304, curve9767 0.973/0.482, ecoevolity 0.706/0.239, hai_dogs 0.788/0.040, idioms_passive
    0.650/0.241, nanoplasmonics_bem 0.889/0.429, pggb 1.000/0.630, phyto_abs 0.921/0.343, pyemma_msm 0.067/0.286,
    scatterplot_size 0.875/0.306, subjinv_french 0.918/0.667). Spent in session 33, after set 48 was measured
    (726/842 and 254/822 at the session's start): a count with its share in brackets then what the counted did
    ('60 (82.2%) identified as female'), a labelled scale's far end, a coordinate after 'at' where one looks, a
    spelled-out partner in a breakdown by sex; now 736/842 = 0.874, 248/822 = 0.302."""
    _assert_first_measured("forty-seventh external set, tuned on after measurement", CORPUS / "external47", 11, 0.8741,
                           0.3018, tmp_path, capsys)


def test_forty_sixth_external_set(tmp_path, capsys):
    """Twelve externally written papers, labelled blind by six annotators who never ran or read the classifier
    (session 30; kuringgai_accessory was labelled in session 29 and held back unread): sagebrush cover forecasts
    sage_cast and accessory costs of reproduction in Proteaceae kuringgai_accessory (ecology, plant science); TCE
    sorption on building materials vapor_sorption (environmental chemistry); gut microbiota after treatment of
    colonic lesions crc_microbiota (clinical microbiology) and voxel-wise encoding models of 3T and 7T fMRI
    fmri_encoding (neuroscience); accurate quantiles by t-digests tdigest (data structures; mostly formulas) and
    synchronous transmissions with Baloo baloo (wireless networking, a thesis chapter); rotating Kepler stars in
    Gaia DR2 gaia_kep_rot (astronomy; the author of set 12's gaia_rot) and a 10 Myr age for Upper Scorpius
    upper_sco_age (stellar astrophysics); sarcasm detection by TF-IDF and embeddings sarcasm_tfidf (NLP, a student
    paper) and a parallel robot for cryogenic handling cryo_pkm_synthesis (robotics); H2 and CO2 networks for
    Europe h2co2_networks (energy systems; the group of set 44's h2_network, another repository). Aligning marks
    with the scanner's positions (no class read) found one scanner defect, mended first (5a50d49): a number glued
    to pc was dropped as a pica ('525pc'). Structural edits before the measurement (each SOURCE.md says which):
    marks on no number the scanner reads dropped, none a result; exponent marks merged; one result mark in a
    preamble's running title removed (the same number is marked in the subtitle). Three result marks stay on
    numbers the scanner does not read (a typo gluing 50 to a letter, a value in an equation environment) and count
    as missed. Measured once before anyone read an error, with 5a50d49: recall 873/1103 = 0.791, false alarms
    384/1118 = 0.343 (baloo 0.985/0.636, crc_microbiota 0.331/0.072, cryo_pkm_synthesis 0.894/0.383, fmri_encoding
    0.981/0.335, gaia_kep_rot 0.838/0.762, h2co2_networks 0.891/0.226, kuringgai_accessory 0.929/0.047, sage_cast
    0.988/0.267, sarcasm_tfidf 0.770/0.114, tdigest 0.625/0.299, upper_sco_age 0.380/0.591, vapor_sorption
    0.962/0.449). Never tuned on until session 32. Session 31, after set 45's cues (not chosen on these papers; the
    change was not read): 873/1103 and 385/1118 = 0.344. Spent in session 32 (tuned on after set 47 was measured):
    pandoc's \\tabularnewline rows, mean (SD) row labels, 'predictions' captions, glued field strengths (3T),
    imposed conditions, 'Time Period' year columns, then the article and list cues: 981/1103 = 0.889 and 308/1118
    = 0.275."""
    _assert_first_measured("forty-sixth external set, tuned on after measurement", CORPUS / "external46", 12, 0.8893, 0.2666,
                           tmp_path, capsys)


def test_forty_fifth_external_set(tmp_path, capsys):
    """Ten externally written papers, labelled blind by five annotators who never ran or read the classifier
    (session 29), from fields the older sets barely hold: downstream-dependency mining of npm packages
    dowdep_mining (empirical software engineering) and topic models of computing curricula curricula_lda
    (education research); forecasting revisions of epidemic surveillance data delphi_revisions (the group of
    older sets' papers, another repository) and S-gene target failure and Covid-19 severity sgtf_severity
    (epidemiology, a work-in-progress report; the group of older sets' papers); an open two-photon microscope
    twinkle (optical instrumentation) and qubit routing by tree search qroute (quantum computing); melody
    transcription melody_transcription (music information retrieval) and a few-shot learning replication
    fewshot_r2d2 (machine learning); normal-fault facets facet_evolution (geomorphology, a model paper with 11
    results) and one-way to two-way street conversions twoway_streets (urban transportation; the author of an
    older set's papers). Aligning marks with the scanner's positions (no class read) found three scanner defects,
    mended first (e41a095): \\textsuperscript read as text (affiliation marks read as numbers, 10\\textsuperscript{6}
    read as 10 and 6), ACM's \\numberofauthors and xcolor's \\colorlet. Structural edits before the measurement (each
    SOURCE.md says which): marks on no number the scanner reads dropped, none a result; three exponent marks merged.
    Measured once before anyone read an error, with e41a095 (set 43 spent): recall 591/638 = 0.926, false alarms
    144/511 = 0.282 (curricula_lda 0.950/0.080, delphi_revisions 0.824/0.132, dowdep_mining 0.930/0.812,
    facet_evolution 0.636/0.404, fewshot_r2d2 1.000/0.338, melody_transcription 0.968/0.325, qroute 0.909/0.158,
    sgtf_severity 1.000/0.333, twinkle 0.816/0.369, twoway_streets 0.892/0.000). Not shipped: annotator A's two
    papers (chemistry, plant science) were not finished when the set was measured (the plant-science one went into
    set 46). Spent in session 31, after set 46 was measured (its errors read; general cues: the steps of a named
    algorithm, a period's length after its two dates, colon-written splits and mixing ratios, numbered days of a
    protocol, the that-clause of a finding): now 595/638 = 0.933, 128/511 = 0.250."""
    _assert_first_measured("forty-fifth external set, tuned on after measurement", CORPUS / "external45", 10, 0.9326,
                           0.2505, tmp_path, capsys)


def test_forty_fourth_external_set(tmp_path, capsys):
    """Fourteen externally written papers, labelled blind by seven annotators who never ran or read the classifier
    (sessions 27 and 28): phylograms and trait evolution chrono_phylogram (evolutionary biology; the author of three
    older sets' papers, another repository); mechanosensory behaviour of Drosophila larvae larva_kernel
    (neuroscience, behaviour); a hydrogen network in Europe h2_network (energy systems; the group of older sets'
    papers) and an optimal-handling bicycle bicycle_handling (vehicle dynamics; an older set's author); children's
    first words first_words (cognitive science) and semantic errors of learners of English learner_errors (NLP, a
    draft whose abstract is still the template's); minigraph's pangenome graphs minigraph and miniasm's assembly
    miniasm (genomics tools; the author of older sets' papers); garbage collection for Rust rust_gc (language
    implementation; the group of set 40's and 42's papers) and a weeding parallel robot weed_hexa (robotics; an
    older set's author); stellar rotation from kinematics kinematic_rotation (astronomy) and a Kalman filter for
    airborne wind kalman_wind (atmospheric science, a technical note; an older set's author); NMR processing
    software nmr_gifa (analytical chemistry) and a gene's channel capacity gene_capacity (biophysics), labelled in
    session 27. Aligning marks with the scanner's positions (no class read) found seven scanner defects, mended
    first (3d66761): an environment's end code recursing (kalman_wind exited 2), a macro inside \\SIrange dropped,
    \\import, \\lstinputlisting, \\char, apacite citations and \\orcid. Structural edits before the measurement
    (each SOURCE.md says which): exponent marks merged, marks on no number the scanner reads dropped where not
    results, comma-list marks split, three \\import lines of absent figure files made comments (rust_gc). Measured
    once before anyone read an error, with a2dec84 (set 42 spent): recall 556/755 = 0.736, false alarms 253/833 =
    0.304 (bicycle_handling 0.966/0.621, chrono_phylogram 0.421/0.156, first_words 0.573/0.259, gene_capacity
    0.167/0.098, h2_network 0.741/0.250, kalman_wind 0.930/0.157, kinematic_rotation 0.533/0.683, larva_kernel
    0.821/0.368, learner_errors 0.709/0.200, miniasm 0.929/0.280, minigraph 1.000/0.233, nmr_gifa 1.000/0.071, rust_gc
    0.609/0.243, weed_hexa 0.462/0.526). Not shipped: tls_fingerprint (set 43's annotator marked its tables at their
    macro definitions, not where they print). Spent in session 30, after set 46 was measured (its errors read; one
    general cue so far: the values a figure's curves are plotted at, kinematic_rotation -21 false alarms): now
    556/755 = 0.736, 231/833 = 0.277 (h2_network's 0.250 -> 0.227 came from changes made before set 44 was spent).
    Session 31 (a list in arithmetic or geometric progression is a sweep): 226/833 = 0.271."""
    _assert_first_measured("forty-fourth external set, tuned on after measurement", CORPUS / "external44", 14, 0.7364,
                           0.2473,
                           tmp_path, capsys)


def test_forty_third_external_set(tmp_path, capsys):
    """Six externally written papers, labelled blind by five annotators who never ran or read the classifier
    (session 27): consumption dynamics under sticky expectations sticky_expectations and the welfare effects of
    stimulus policies fiscal_stimulus (economics, one group); processing yield-monitor data yield_ritas
    (agriculture); Fourier-plane metrology in a 4f microscope fourier_optics (optics, a lab report; the author of
    two older sets' reports); skull stripping of brain MRI skullstrip (medical imaging, a short article); Nix
    packaging for reproducible research software precice_nix (research software engineering, 2 results). Measured
    once before anyone read an error, with 703c83e (set 42 not spent): recall 306/380 = 0.805, false alarms 101/312 =
    0.324 (fiscal_stimulus 0.851/0.224, fourier_optics 0.750/0.576, precice_nix 1.000/0.333, skullstrip
    0.750/0.600, sticky_expectations 0.793/0.288, yield_ritas 0.923/0.273). Not shipped: a TLS-fingerprinting paper
    whose marks sit at its tables' macro definitions, not where they print. No licensed LaTeX paper found in
    sociology, political science, epidemiology, environmental science or condensed-matter physics. Aligning marks
    with the scanner's positions (no class read) found \\end{document} inside \\ifthenelse ending the paper early
    (sticky_expectations: 300 numbers unread), mended first (703c83e). Structural edits before the measurement (each
    SOURCE.md says which): lines holding only an \\input of a file not in the excerpt made comments; marks on no
    number the scanner reads dropped where not results (fourier_optics' results in display math stay, counted
    missed). Spent in session 29 (set 44 was measured after it, in session 28): at its start 0.805 / 0.324 as first
    measured; then a regression table's first column of estimates, parameter rows named as rates, assumed values and
    the data a method was applied to: 334/380 = 0.879, 85/312 = 0.272."""
    _assert_first_measured("forty-third external set, tuned on after measurement", CORPUS / "external43", 6, 0.8052, 0.3238,
                           tmp_path, capsys)


def test_forty_second_external_set(tmp_path, capsys):
    """Nine externally written papers, labelled blind by six annotators who never ran or read the classifier
    (session 27): energy imports in a carbon-neutral European energy system import_benefits (power and energy
    systems; the author of an older set's paper, another repository) and street networks of every urban area
    street_networks (transportation; the author of an older set's paper); harvest policies that avoid tipping points
    fish_gpdp (fisheries; a simulation study whose results are mostly in figures: 10 results); the size-congruity
    effect in response times shifted_wald and the normality assumption of constraint models lognormal_constraint
    (experimental psychology, one author and repository); TRAPPIST-1's transit timings trappist1_ttv and the stellar
    obliquity distribution obliquity_hbm (planetary science); JIT virtual-machine warm-up vm_warmup (language
    implementation, the group of two of set 40's papers); compressible brain activity patterns fmri_compress
    (neuroscience, fMRI; the lab of older sets' papers). Measured once before anyone read an error, with b139eff
    (set 41 just spent): recall 687/817 = 0.841, false alarms 190/636 = 0.299 (fish_gpdp 0.000/0.156, fmri_compress
    0.982/0.388, import_benefits 0.833/0.198, lognormal_constraint 0.969/0.291, obliquity_hbm 0.697/0.667,
    shifted_wald 0.980/0.089, street_networks 0.357/0.227, trappist1_ttv 0.967/0.615, vm_warmup 0.779/0.200).
    A tenth labelled paper is not shipped: a planetary paper whose results are \\variable{output/...} files of a
    showyourwork build not in its repository (the gate stops, rightly, with "no such file"). No licensed LaTeX paper
    found in computer security, glaciology, oceanography, volcanology or linguistics. Aligning marks with the
    scanner's positions (no class read) found adjustbox's {scale=.85} read as a number, mended first (b139eff).
    Structural edits before the measurement (each SOURCE.md says which): marks on no number the scanner reads dropped
    where not results (vm_warmup's 7 results computed by \\FPeval stay, counted missed); exponent marks merged;
    marks over a comma list split. Spent in session 28 (set 43 was measured after it): at its start 0.841 / 0.299
    as first measured."""
    _assert_first_measured("forty-second external set, tuned on after measurement", CORPUS / "external42", 9, 0.8408, 0.2988,
                           tmp_path, capsys)


def test_forty_first_external_set(tmp_path, capsys):
    """Ten externally written papers, labelled blind by six annotators who never ran or read the classifier
    (session 26): sparse chemical-kinetic Jacobians vectorised on CPUs and GPUs spyjac and the pyJac generator pyjac
    (combustion, one group, CC BY); an elastic interfacial transistor ifet (materials; an author of two older sets'
    papers, another repository) and weak helium transitions counted with ultracold atoms he_spec (spectroscopy, a
    conference abstract); value-suppressing uncertainty palettes vsup_palettes and trend estimation by eye
    regression_by_eye (HCI user studies, one lab; MIT repository licences beside the ACM copyright lines);
    China's clearness index and ENSO clearness_enso and its solar resources by typical meteorological years
    solar_tmy (atmospheric science, one group; the author of an older set's hydrology paper); TCP's initial
    congestion window in an emulated network tcp_icw (networking, a course paper); factoring RSA-2048 with noisy
    qubits factoring2048 (quantum computing, a resource estimate; the author of an older set's adder paper).
    Measured once before anyone read an error, with 36bcc03 (set 39 just spent): recall 531/585 = 0.908, false
    alarms 169/678 = 0.249 (clearness_enso 1.000/0.019, factoring2048 0.722/0.568, he_spec 0.900/0.000, ifet
    0.660/0.269, pyjac 0.917/0.215, regression_by_eye 0.864/0.607, solar_tmy 0.964/0.056, spyjac 0.980/0.358,
    tcp_icw 1.000/0.222, vsup_palettes 0.974/0.553). Two more labelled papers are not shipped: a distributed-DNS
    course project whose BSD licence names another author, and a particle-physics internal note licensed only by
    its template's metadata line. No licensed LaTeX paper found in fluid dynamics, hydrology, education research
    or consensus protocols. Aligning marks with the scanner's positions (no class read) found siunitx's \\num{e-7}
    unread, mended first (a949556). Structural edits before the measurement (each SOURCE.md says which): marks on
    no number the scanner reads dropped where not results (factoring2048's title and display-math results stay,
    counted missed); second marks on exponents dropped; marks over a comma list split. Spent in session 27, while
    set 42 was labelled blind (set 42 was measured with this tuning): what participants answered ("10 reported
    having ...", "3 who declined to state", an integer mean age with its SD), a set of levels written out
    ("$\\beta = \\pm\\{0.1,0.2,0.4\\}$"), what participants were paid and a target rate, units and factors written
    out ("28 parts per billion", "2 orders of magnitude") no count; one result mark moved onto the scanner's mention
    start (pyjac's \\num{e-22}): 545/585 = 0.932, 150/678 = 0.221; a machine's specification laid out in rows
    (Cores, CUDA Cores, Memory) holds settings: 142/678 = 0.209. Session 32, a whole number an article puts before a
    noun in a strict section is a setting: 545/585 = 0.932, 138/678 = 0.204."""
    _assert_first_measured("forty-first external set, spent", CORPUS / "external41", 10, 0.931, 0.210,
                           tmp_path, capsys)


def test_fortieth_external_set(tmp_path, capsys):
    """Nine externally written papers, labelled blind by five annotators who never ran or read the classifier
    (session 25): the 2014 Kelud tephra fall inverted with a process model tephra_kelud (volcanology); double-precision
    units of Xeon Phi processors in HPC fpu_hpc (computer architecture); space-time block codes over fading channels
    stbc_mimo (wireless; a one-author preprint, MIT by its README); transport through a lyotropic liquid-crystal
    membrane llc_transport and a hidden-Markov analysis of solute trajectories in it llc_hdphmm (molecular dynamics,
    one group); JIT warm-up on the Renaissance suite renaissance and LR parser error recovery error_recovery (language
    implementation, one group; the second licensed CC BY by the LIPIcs notice its class prints); network filtering of
    daily GNSS series gnss_filter (geodesy; a student report its author says an AI assistant drafted); pragmatic
    inference in reference games pragmods (behavioural experiments). Measured once before anyone read an error, with
    a8e7a44's classifier (set 38 just spent; the list patterns of f8f273b give the same figures): recall 570/740 =
    0.770, false alarms 328/698 = 0.470 (error_recovery 0.592/0.293, fpu_hpc 1.000/0.531, gnss_filter 1.000/0.400,
    llc_hdphmm 0.630/0.125, llc_transport 0.908/0.615, pragmods 0.770/0.536, renaissance 0.056/0.353, stbc_mimo
    0.867/0.321, tephra_kelud 1.000/0.677). No licensed LaTeX paper found in bioimage analysis, optics, civil
    engineering, clinical studies, storage systems or seismology. Aligning the marks with the scanner's positions
    (no class read) found, before the measurement, a hang (an exponential regular expression on renaissance's
    sparkline coordinates) and the sparklines' ~1300 coordinates read as numbers: both mended first (f8f273b).
    Structural edits before the measurement: marks on no reported number dropped where not results (pragmods' 12
    computed results in display math stay, counted missed); marks over a comma list split per number; second marks on
    exponents dropped. Spent in session 26 after set 41 was measured: a math array stacking a timing over its
    confidence interval in a table cell ended the table's row (renaissance 0.056 -> 0.741): 644/740 = 0.870,
    328/698 = 0.470. Session 27: fpu_hpc's hardware table, rows of a machine's specification beside one measured
    row, holds settings (fpu_hpc 0.531 -> 0.300): 298/698 = 0.427."""
    _assert_first_measured("fortieth external set, tuned on after measurement", CORPUS / "external40", 9, 0.870,
                           0.427, tmp_path, capsys)


def test_thirty_ninth_external_set(tmp_path, capsys):
    """Twelve externally written papers, labelled blind by six annotators who never ran or read the classifier
    (session 24): two dog-behaviour studies of one lab, dog_impulsivity and dog_training (animal behaviour, papaja
    LaTeX); nanoflare heating of the solar corona nanoflares (solar physics); a differentiable cosmology library
    jaxcosmo (cosmology); collision detection on a humanoid humanoid_collision (control; the author of set 25's two
    robotics papers); price tracing in an optimised power system price_tracing (power systems; the author of an older
    set's line-rating paper); Bayesian spatial proteomics tagm_spatial; the early transmissibility of COVID-19 in
    Wuhan wuhan_seeding (mathematical epidemiology; the group of two older sets' forecasting papers); streaming
    speech recognition bacon_streaming; chord recognition chord_recognition (music audio; the author of an older
    set's segmentation paper); built-up mapping from Sentinel-1 and Landsat s1_landsat_builtup (remote sensing);
    properties of winning prisoner's-dilemma strategies ipd_winning_strategies (simulated tournaments). Measured
    once before anyone read an error, with 74e404c (the session-24 scanner fixes, each found from these papers'
    mark positions alone): recall 1090/1241 = 0.878, false alarms 399/1032 = 0.387 (bacon_streaming 0.812/0.360,
    chord_recognition 0.946/0.289, dog_impulsivity 0.833/0.126, dog_training 0.553/0.101, humanoid_collision
    0.808/0.632, ipd_winning_strategies 0.976/0.298, jaxcosmo 0.278/0.167, nanoflares 0.862/0.667, price_tracing
    0.550/0.788, s1_landsat_builtup 0.975/0.529, tagm_spatial 0.600/0.318, wuhan_seeding 1.000/0.457). No licensed
    LaTeX paper found in volcanology or storage systems. Structural edits before the measurement (each SOURCE.md says
    which): marks on no reported number dropped where not results; marks over a comma list split per number; second
    marks on exponents merged; nanoflares' \\input of a never-committed generated table made a comment. Never tuned
    on until session 26 (after set 40 was measured): spent then on general cues - a symbol given the values of the
    cases run ("$\\tau=20,40,200,500$ s"), a caption naming the size of the labelled data ("Number of reference
    pixels"), a section title whose method is only the means ("... made fast by gradient-based methods"), WER and
    "vs." in captions, the recorded sample (participant flow, counts by sex), a longtable's repeated header of
    swept values (1146/1241 = 0.923, 270/1032 = 0.262); then a caption of "price assumptions" and a value a sentence
    about significance calls a level: 1146/1241 = 0.923, 249/1032 = 0.241."""
    _assert_first_measured("thirty-ninth external set, tuned on after measurement", CORPUS / "external39", 12, 0.923,
                           0.2413, tmp_path, capsys)


def test_thirty_eighth_external_set(tmp_path, capsys):
    """Eleven externally written papers from fields no set had covered, labelled blind by five annotators who never
    ran or read the classifier (session 23): gravitational-wave parameter estimation gw_fastpe and waveform
    recalibration gw_recalib; adaptation in mammalian genes mammal_beneficial and adaptation_scales (population
    genetics); a Bayesian pharmacokinetic model of apixaban apixaban_pk; a ReScience C reproduction of hippocampal
    phase-amplitude coupling hippo_pac_rescience (electrophysiology); race and gender in a TV crime drama crime_tv
    (criminology); goodness of fit for neural decoding ssm_gof (statistical methods); estimators of killable mutants
    killable_mutants (software testing); a ReScience C reproduction of exposure fairness in recommendation
    jme_fairness (recommender systems); the depth of tectonic tremor tremor_depth (seismology). Measured once before
    anyone read an error, with 34cd44e (the session-start classifier and table accents, which changed no fixture):
    recall 995/1210 = 0.822, false alarms 226/816 = 0.277 (adaptation_scales 0.946/0.123, apixaban_pk 0.541/0.456,
    crime_tv 0.853/0.254, gw_fastpe 0.909/0.163, gw_recalib 0.909/0.593, hippo_pac_rescience 1.000/0.212,
    jme_fairness 0.955/0.068, killable_mutants 0.644/0.025, mammal_beneficial 0.992/0.098, ssm_gof 0.833/0.221,
    tremor_depth 0.694/0.196). Annotators found no licensed LaTeX paper in volcanology, animal behaviour, solar
    physics or cosmology. Structural edits before the measurement (each SOURCE.md says which): marks on no reported
    number dropped where not results; gw_fastpe's two \\variable lines of build-generated files made comments (and
    the r marks on the empty macros they would fill removed); second marks on exponents merged; tremor_depth's
    marks moved past minus signs typeset apart. Never tuned on, also after set 39 was measured (session 24). Spent
    in session 25 (before set 40's labels were read by anyone running the classifier): a caption naming what was used
    makes an input table, differing percentages in a setup table are measured, units written out count nothing,
    and a range right after a window or band bounds it: 1094/1210 = 0.904, 120/816 = 0.147; with a named data set made
    of its inputs (53e16df), 118/816 = 0.145. Session 45: "as" after a number is no "a s(econd)" rate (two counts
    of adaptation_scales' genes "classified as adaptive" had been results only by it), and more settings: 1092/1210
    = 0.902, 109/816 = 0.134."""
    _assert_first_measured("thirty-eighth external set, tuned on after measurement", CORPUS / "external38", 11, 0.9024,
                           0.1336, tmp_path, capsys)


def test_twenty_seventh_external_set(tmp_path, capsys):
    """Five externally written papers (a censorship-circumvention proxy on an ISP tap conjure, networking; ion
    rejection of gated nanoporous graphene graphene_salt, materials; quantum adders' Toffoli counts and
    spacetime volumes qbla_adder, quantum computing; terrain-park jump design ski_jump_efh, sports engineering;
    mindset and engagement in a data-science course solds_mindset, psychology), labelled blind by three
    annotators who never ran or read the classifier, measured once in session 12 before anyone read an error,
    with 89f7e99 (the session-11 classifier): recall 217/269 = 0.807, false alarms 66/250 = 0.264 (conjure
    0.686/0.279, graphene_salt 0.724/0.290, qbla_adder 0.933/0.128, ski_jump_efh 0.750/0.412, solds_mindset
    0.769/0.200). Structural edits before the measurement, no label changed: conjure's figure macros are written
    out at their one use (a macro's numbers are placed at its call), and its $2^{32}$ and $2^{96}$ marks moved
    from the exponent onto the number the scanner reads. After the measurement the scanner learned to read
    printed optional arguments (found by the same structural check, no error read): graphene_salt's
    \\unit[200]{nm} values were dropped silently; now read, they are 218/269 = 0.810, 70/250 = 0.280 (its
    settings in strict sections fail closed). Spent in session 13 once
    set 28 was measured: the make-up of a recorded sample is a result in any section (solds_mindset's "146 students
    (gender: 69.18% female, ...)"), numbers in an assumption the authors state outside the strict sections are
    inputs ("We assume that there are 4 factories"), an Ethernet class (10GbE) names hardware, and a condition no
    longer covers a number past its own value ("when $c_0$ = 0.1 mM gives 0.7", a wrong pass found by trying a
    sentence shaped like graphene_salt's): now 240/269 = 0.892, 69/250 = 0.276."""
    _assert_first_measured("twenty-seventh external set, spent", CORPUS / "external27", 5, 0.892, 0.276,
                           tmp_path, capsys)


def test_twenty_sixth_external_set(tmp_path, capsys):
    """Five externally written papers (human and model forecasts of COVID-19 covid_human_forecasts, forecasting;
    audibility of constant phase shifts constant_phase_abx, acoustics; two mouse studies of C. difficile
    colonization peg_cdiff and cdiff_clearance, microbiology; a replication of pitching-rolling plate wakes
    rollpitch_cfd, fluid dynamics), labelled blind by three annotators who never ran or read the classifier,
    measured once in session 11 before anyone read an error, with f425c0b (the session-10 classifier a8161a0):
    recall 177/213 = 0.831, false alarms 191/586 = 0.326 (cdiff_clearance 0.667/0.202, constant_phase_abx
    0.891/0.548, covid_human_forecasts 0.929/0.222, peg_cdiff 0.784/0.233, rollpitch_cfd 0.896/0.410).
    constant_phase_abx's "3\\,963\\,530" was marked as three numbers; the scanner reads one (thin-space thousands):
    the two inner marks were dropped before the measurement (no label changed). rollpitch_cfd's abstract is
    printed by its class from a macro; the numbers it holds were not read and counted as missed until session 24
    (the scanner reads ReScience's \\articleABSTRACT as the abstract: 181/207 = 0.874, 171/586 = 0.292). Spent in session 12
    once set 27 was measured: cdiff_clearance's three \\(3.07 \\times 10^7\\) were marked as three numbers each; the
    scanner reads one, so the marks on 10 and on the exponent were dropped (0.831 -> 0.855, no label changed); then
    dimensionless flow groups (Re, St, AR) in configuring sentences, doses, p thresholds in method sections, a
    domain in chord lengths: then 179/207 = 0.865, 168/586 = 0.287. Session 29: the scanner reads
    10\\textsuperscript{5} as 10^5 (it read 10 and 5, or 10 glued to a brace), so peg_cdiff's three marks on the
    exponent were dropped as cdiff_clearance's were; its "10^3" spores, a setting read whole as a scientific value
    now, is one false alarm more: 181/207 = 0.874, 172/583 = 0.295."""
    _assert_first_measured("twenty-sixth external set, spent", CORPUS / "external26", 5, 0.874, 0.2951,
                           tmp_path, capsys)



def test_twenty_fifth_external_set(tmp_path, capsys):
    """Six externally written papers (gradient-boosted equivalent sources for gravity data gradboost, geodesy;
    zero-shot knowledge transfer on CIFAR-10 and SVHN zeroshot_kt, computer vision; two robot studies by one author,
    null-space singularity avoidance nullspace_pkm and bilevel dimensional synthesis pkm_synthesis; COVID-19
    forecasting with auxiliary indicators covidcast_forecast, epidemiology; test-case reduction in Coq
    coq_minimizer, programming languages), labelled blind by three annotators who never ran or read the
    classifier, measured once in session 10 before anyone read an error, with 88a6b59 (the session-start classifier
    78d3547 gives the same figures): recall 251/297 = 0.845, false alarms 308/605 = 0.509 (coq_minimizer
    0.695/0.556, covidcast_forecast 0.800/0.089, gradboost 0.963/0.833, nullspace_pkm 0.596/0.510, pkm_synthesis
    0.909/0.638, zeroshot_kt 1.000/0.363). One mark of nullspace_pkm set before a `{-}` minus was moved onto it,
    where the scanner's number starts, before the measurement (no label changed). Spent in session 11 once set 26 was measured: in a search table (Parameter, Values, Best
    columns) the values are the inputs tried (gradboost 0.833 -> 0.447 false alarms); now 251/297 = 0.845,
    256/605 = 0.423 (0.496 before it, after session 10's fixes); 263/605 = 0.435 since session 19 (nullspace_pkm's
    rest poses, equal per column under a bare "mm", fail closed: a tie is a shared input only under a header
    naming an input, red team 19)."""
    _assert_first_measured("twenty-fifth external set, tuned on after measurement", CORPUS / "external25", 6, 0.845,
                           0.435, tmp_path, capsys)


def test_twenty_fourth_external_set(tmp_path, capsys):
    """Six externally written papers (route planning with live traffic traffic_ubs and dynamic line rating of the
    German grid dlr_grid, transport and energy systems; spatial null models of brain maps spatialnulls and imaging
    transcriptomics workflows transcriptome, neuroscience; reconstructing browsing from history
    browsing_reconstruct, human-computer interaction; DFT polarizability of 2D materials dielectric_2d,
    computational chemistry), labelled blind by three annotators who never ran or read the classifier, measured
    once in session 9 before anyone read an error, with the session-start classifier faf28b2 (the session's
    scanner with local styles gives the same figures): recall 437/455 = 0.960, false alarms 200/466 = 0.429
    (browsing_reconstruct 0.837/0.349, dielectric_2d 0.692/0.286, dlr_grid 0.947/0.452, spatialnulls 1.000/0.373,
    traffic_ubs 1.000/0.464, transcriptome 1.000/0.519). dlr_grid's 16 marks set before a `--` typed as a minus
    were moved onto the digits, where the scanner's number starts, before the measurement (no label changed).
    Later the same session, with no error of this set read, browsing_reconstruct's "Reference Browser Activity Data"
    subsection stopped being read as the bibliography (201/466 = 0.431). Spent in session 10 once set 25 was
    measured. Session 25: a caption naming what was used ("... graphs used") makes an input table, and traffic_ubs's
    graph table reads as settings: 431/455 = 0.947, 154/466 = 0.330."""
    _assert_first_measured("twenty-fourth external set, tuned on after measurement", CORPUS / "external24", 6, 0.947,
                           0.331, tmp_path, capsys)


def test_twenty_third_external_set(tmp_path, capsys):
    """Five externally written papers (differentiable optics calibration dlux_calib, astronomy instrumentation;
    collaborative text editing egwalker, systems; Arabic language-model adaptation modernarabert; temporal
    asymmetry in memory arrow_of_time and the fun of puzzles fun_puzzles, cognitive psychology), labelled blind by
    three annotators who never ran or read the classifier, measured once in session 8 before anyone read an error,
    with commit 198e491 (commit 3a709cf and, on the four other than dlux_calib, the session-start classifier 8e082ac
    give the same figures): recall 515/647 = 0.796, false alarms 67/341 = 0.196 (dlux_calib 1.000/0.111, egwalker
    0.946/0.500, modernarabert 0.939/0.036, arrow_of_time 0.775/0.194, fun_puzzles 0.712/0.178). A sixth paper
    (mab_moon, planetary science) is not shipped: its results are showyourwork \\variable files the repository does
    not hold, now an exit-2 error; the scanner of 3a709cf read none of them (12/43, 29/80). Spent in session 9
    once set 24 was measured."""
    # session 22 (red team 21): settings now need a positive cue (a sweep, a reading verb, a draw); a few more
    # settings read as results, the safe side. Session 25: egwalker's "text editing traces used in our evaluation"
    # is an input table (its annotator read the traces' measured properties as results): 535/647 = 0.827, 55/341.
    _assert_first_measured("twenty-third external set, tuned on after measurement", CORPUS / "external23", 5, 0.826,
                           0.162, tmp_path, capsys)


def test_twenty_second_external_set(tmp_path, capsys):
    """Six externally written papers (skateboard ollie optimisation ollie_skateboard and a perturbed-gait data set
    gait_perturbation, biomechanics; battery-less intermittent sensing batteryless_mic, embedded systems; Julia
    stencil performance on GPUs and CPUs xpu_stencil; the Big-ANN NeurIPS'23 competition bigann_results; a
    two-stage randomized trial simulation twostage_trial), labelled blind by three annotators who never ran or read
    the classifier, measured once in session 8 before anyone read an error, with commit 38f4b0c (the session-start
    classifier 8e082ac gives the same figures per paper): recall 337/413 = 0.816, false alarms 153/482 = 0.317
    (batteryless_mic 0.621/0.357, bigann_results 0.982/0.278, gait_perturbation 0.863/0.210, ollie_skateboard
    0.687/0.211, twostage_trial 0.968/0.406, xpu_stencil 0.875/0.080). twostage_trial was transcribed by the
    annotator from the search tool's text view (SOURCE.md). Spent in session 8 once set 23 was measured; nothing was
    changed from its errors (the misses were one paper's tables and a model section headed Environment). Session 22:
    a number after an opening bracket in math is a formula constant only when no plain word follows it (set 36's
    "($4{,}122$ edges)"), so batteryless_mic's math-array headers "(800\\, lux," read as results: 156/482 = 0.324."""
    _assert_first_measured("twenty-second external set, tuned on after measurement", CORPUS / "external22", 6, 0.815, 0.324,
                           tmp_path, capsys)


def test_twenty_first_external_set(tmp_path, capsys):
    """Five externally written papers (a proteomics rescoring pipeline quantms_rescore, a music-analysis data set
    fma_dataset, GPU stroke expansion in graphics stroke_expansion, deep-learning stylometry of Latin verse
    latin_style, semantic category systems in language evolution shepard), labelled blind by three annotators who
    never ran or read the classifier, measured once in session 8 before anyone read an error, with commit 98b1d81
    (the session-start classifier 8e082ac gives the same figures per paper): recall 182/235 = 0.774, false alarms
    51/304 = 0.168 (fma_dataset 0.681/0.279, latin_style 0.667/0.203, quantms_rescore 0.818/0.143, shepard
    0.806/0.067, stroke_expansion 0.976/0.325). The labelling tool had put marks on the second end of "97--98" and
    "15%-50%" on the dash; moved past it (no label changed, no error read), the set scores 184/235 = 0.783, 51/304.
    Spent in session 8 once set 22 was measured (clock durations such as 9h39m, an LR column of accuracies):
    now 204/235 = 0.868, 51/304 = 0.168. A sixth paper measured with them (s1_landsat_builtup, remote
    sensing, 0.975/0.584) is not shipped: its MIT licence covers software and its author removed the draft; with it
    336/393 = 0.855, 152/477 = 0.319. fma_dataset's marks on seven macro definitions were moved to the macros' uses
    before the measurement (no label changed). In session 10 a table whose first row is blank stopped losing its
    header (no header rule had applied to it): fma_dataset's subsets table, "dataset & clips & genres & ...", is
    now a data-set table by its first header, though its sizes are that paper's results: 195/235 = 0.830,
    48/304 = 0.158. In session 48 "a sampling rate of 44,100 Hz" became a setting of how data were acquired (set 68's
    cue; fma_dataset labels this property of its tracks a result): 194/235 = 0.826, 48/304."""
    _assert_first_measured("twenty-first external set, tuned on after measurement", CORPUS / "external21", 5, 0.825, 0.16,
                           tmp_path, capsys)


def test_twentieth_external_set(tmp_path, capsys):
    """Five externally written papers (bicycle steer-torque estimation steer_torque and vibration of infant
    transport baby_vibration, both mechanical engineering; end-to-end network-system simulation simbricks; layer
    freezing in speech recognition deepspeech_freeze; stomatal closure kinetics of wild tomatoes
    stomata_kinetics), labelled blind by three annotators who never ran or read the classifier, measured once in
    session 8 before anyone read an error, with commit 5f06348 (the session-start classifier 8e082ac gives the same
    figures per paper): recall 773/888 = 0.870, false alarms 115/510 = 0.225 (baby_vibration 0.892/0.369 with two
    results tables of about 765 cells, deepspeech_freeze 1.000/0.000, simbricks 0.904/0.175, steer_torque
    0.765/0.193, stomata_kinetics 0.662/0.092; without baby_vibration 170/212 = 0.802, 36/296 = 0.122). Spent in
    session 8 once set 21 was measured: marks on 35 negative numbers were moved onto their minus sign, where the
    scanner's number starts (0.870 -> 0.895 with no label changed); now 797/888 = 0.898, 111/510 = 0.218."""
    _assert_first_measured("twentieth external set, tuned on after measurement", CORPUS / "external20", 5, 0.895,
                           0.218, tmp_path, capsys)


def test_nineteenth_external_set(tmp_path, capsys):
    """Five externally written papers (ocean-model performance on CPUs and GPUs nemolite2d, a rectal-cancer
    meta-analysis larc_ifn, hierarchical multi-agent RL for security operations hmarl_soc, bicycle balance
    assistance bicyclefall, a European power-system study broadranges), labelled blind by three annotators who
    never ran or read the classifier, measured once at the end of session 7 before anyone read an error, with
    commit 2dc6b89: recall 457/485 = 0.942, false alarms 59/294 = 0.201 (nemolite2d 0.975/0.122, larc_ifn
    0.947/0.143, hmarl_soc 0.931/0.131, bicyclefall 0.964/0.289, broadranges 0.794/0.225); the session-start
    classifier (b8892b7) 0.938 / 0.201. A sixth paper measured with them (eqlayer, a geophysics review, 1.000 /
    0.583 with 15 results) is not shipped: its licence does not clearly cover the manuscript. larc_ifn and hmarl_soc
    were transcribed from the search tool's text view (SOURCE.md). Red team 11's fixes (after the measurement, no
    error read) leave 0.942 / 0.201. Spent in session 8 once set 20 was measured: hmarl_soc's marks on five numbers
    printed $-$1238.2 were moved onto the sign, where the scanner's number starts (0.931 -> 0.980 with no label
    changed); now 469/485 = 0.967, 56/294 = 0.190."""
    _assert_first_measured("nineteenth external set, tuned on after measurement", CORPUS / "external19", 5, 0.96,
                           0.191, tmp_path, capsys)


# The newest whole blind set, never tuned on; tools/classification_report.py reads it too. Move it on when a newer
# set is measured and this one is spent (None when the newest measured set is spent too).
NEWEST_BLIND_SET: str | None = "external73"
# Every external paper nobody has tuned on, by name (the newest whole blind set has its own test). The README's
# "papers never tuned on" row is this test's pooled figure; a paper leaves this list when it is spent.
# Set 35 stays never tuned on after set 36 was measured (session 21): its errors were not read. (Set 34, never tuned
# on in session 20, was spent in session 21.)
NEVER_TUNED35 = ("catchup", "deeppicar", "msr_control_rods", "seed_stencils")
# Set 36 was spent in session 22, after set 37 was measured; set 37 in session 23, after set 38 was measured; set 38
# in session 25; sets 39 and 40 in session 26, after set 41 was measured; set 41 in session 27, while set 42 was
# labelled blind. Set 35 stays never tuned on.
# Set 42, measured in session 27, was spent in session 28 (set 43 was measured after it); set 43 in session 29
# (set 44 was measured after it); set 44 in session 30 (sets 45 and 46 were measured after it).
# Set 45 (session 29) was spent in session 31, after set 46 was measured (session 30); set 46 in session 32, after
# set 47 was measured (session 31).
# Set 47 (session 31) was spent in session 33, after set 48 was measured (session 32).
# Set 48 (session 32) was spent in session 34, after set 49 was measured (session 33).
# Set 49 (session 33) was spent in session 35, after set 50 was measured (session 34).
# Set 50 (session 34) was spent in session 36, after set 51 was measured (session 35).
# Set 51 (session 35) was spent in session 37, after set 52 was measured (session 36).
# Set 52 (session 36) was spent in session 38, after set 53 was measured (session 37).
# Set 53 (session 37) was spent in session 39, after set 54 was measured (session 38).
# Set 54 (session 38) was spent in session 39 too, once set 55 had been measured.
# Set 55 (session 39) was spent in session 40, after set 56 was measured (session 39); set 57, measured in session
# 40, was spent in the same session once its first figures were recorded; set 56 was spent in session 40 too, once
# set 58 had been measured. Set 58 (session 40) was spent in session 41, set 59 measured right after its cue landed.
# Set 59 (session 41) was spent in session 42 while set 60 was labelled blind; set 60 was measured after its cue landed.
# Set 60 (session 42) was spent in session 43 while set 61 was labelled blind; set 61 was measured after its cues.
# Set 61 (session 43) was spent in session 44 while set 62 was labelled blind; set 62 was measured after its cues.
# Set 62 (session 44) was spent in session 45 while set 63 was labelled blind; set 63 was measured after its cues.
# Set 63 (session 45) was spent in the same session while set 64 was labelled blind; set 64 was measured after, and
# spent in the same session once its first figures were recorded.
# Set 65 (session 46) was measured with no set left to spend before it, and spent in the same session once its
# first figures were recorded.
# Set 66 (session 46) was measured after set 65 was spent; it stays never tuned on after set 67 was measured
# (session 47). Set 67 (session 47) was measured with no set left to spend before it (set 66 is kept never tuned on),
# and spent in the same session once its first figures were recorded.
# Set 68 (session 48) was measured with no set left to spend before it (set 66 is kept never tuned on), and spent in
# the same session once its first figures were recorded. So was set 69 (session 49); set 70, measured after it in
# session 49, was spent in session 50, where set 71 was measured before and after that spending (same figures); set
# 71 was spent in the same session once set 72 had been measured. Set 72 (session 50) was spent in session 51, once
# set 73 had been measured; set 73 is the newest blind set, never tuned on.
NEVER_TUNED66 = ("iron_idwa",)
NEVER_TUNED_ALL = (NEVER_TUNED + ("khan",) + NEVER_TUNED4 + NEVER_TUNED6 + NEVER_TUNED7 + NEVER_TUNED9 + NEVER_TUNED10
                   + NEVER_TUNED35 + NEVER_TUNED66)


def test_papers_never_tuned_on_pooled(tmp_path, capsys):
    """The twenty-eight papers never tuned on: the twenty-three below and set 73 (the newest blind set), at set 73's
    measurement (session 51, c9e44cd): see the bounds (2777/2875 = 0.966 recall and 606/1911 = 0.317 false alarms;
    the twenty-three unchanged since set 72's measurement, not read).
    The twenty-nine papers never tuned on, the twenty-three and set 72, at set 72's
    measurement (session 50, 6a58b6c): see the bounds (3264/3370 = 0.969 recall and 538/2049 = 0.263 false alarms;
    the twenty-three 2643/2737 and 329/1398 after red team 50's cue for word-subscripted symbols, not read).
    The twenty-eight papers never tuned on, the twenty-three and set 71, at set 71's measurement (session 50,
    d5e2112): 3129/3293 = 0.950 recall and 432/1863 = 0.232 false alarms (the twenty-three 2631/2737 and 329/1398,
    three false alarms more than before set 70 was spent, not read).
    The thirty papers never tuned on, the twenty-three and set 70, at set 70's measurement (session 49, 369971a):
    3477/3633 = 0.957 recall and 494/1822 = 0.271 false alarms.
    The twenty-three papers never tuned on (the eighteen older ones, set 35 and set 66) once set 69 was spent
    (session 49): see the bounds (2631/2737 = 0.961 recall and 326/1398 = 0.233 false alarms; one false alarm fewer
    than before the session, from the session's cues and scanner mends, their errors not read). The twenty-nine with set 69 (then
    the newest) at its measurement (session 49, 6705f44): 3052/3203 = 0.953 recall and 444/1721 = 0.258 false alarms.
    The twenty-three once set 68 was spent
    (session 48): unchanged by set 68's cues and the session's scanner mends (2631/2737 = 0.961 recall
    and 327/1398 = 0.234 false alarms). The twenty-seven with set 68 (then the newest) at its measurement (session
    48, e1a0117): 3203/3349 = 0.956 recall and 420/1642 = 0.256 false alarms. The twenty-three once set 67 was spent
    (session 47): the same figures. The twenty-seven with set 67 (then the newest) at its measurement (session 47,
    28b53b8): 2988/3124 = 0.956 recall and 394/1662 = 0.237 false alarms. Without set 67, the twenty-three papers never tuned on (the eighteen older ones, set 35 and set 66, then the newest) once red team
    46 narrowed the session's cues (no changed mention read): 2631/2737 = 0.961 recall and 327/1398 = 0.234 false
    alarms (290/1190 without set 66). At set 66's measurement (session 46, 9ffebbf): 2631/2737 = 0.961 and 323/1398 =
    0.231. Without set 66,
    the twenty-two papers never tuned on (the eighteen older ones and set 35) once set 65 was spent (session 46):
    2231/2332 = 0.957 recall and 287/1190 = 0.241 false alarms, unchanged by set 65's cues. The twenty-five with set
    65 (then the newest) at its measurement (session 46, 6cc8583): 2626/2767 = 0.949 recall and 333/1450 = 0.230
    false alarms. Without set 65, the twenty-two in session 46, once a whole number
    that restates an earlier setting was read as a setting: 2231/2332 = 0.957 recall and 287/1190 = 0.241 false
    alarms (those mentions not read). Once set 64 was spent (session 45):
    2231/2332 = 0.957 recall and 293/1190 = 0.246 false alarms. The twenty-four with
    set 64 (then the newest) at its measurement (session 45, 670f027): 2369/2539 = 0.933 recall and 331/1375 = 0.241
    false alarms. Without set 64,
    the twenty-two once set 63 was spent (session 45): 2231/2332 = 0.957 and 293/1190 = 0.246, unchanged by set 63's
    cues. The twenty-five with set 63 (then the newest) at set 63's
    measurement (session 45, 4cbce2e): 2711/2828 = 0.959 recall and 393/1444 = 0.272 false alarms. Without set 63,
    the twenty-two once set 62 was spent (session 45): 2231/2332 = 0.957 and 293/1190 = 0.246 (296 before the
    session's cues; their changed mentions here were not read). The twenty-five with set 62 (then the newest) at set
    62's measurement (session 44, b3eea56): 2573/2707 = 0.950 recall and 320/1404 = 0.228 false alarms. Without set 62,
    the twenty-two once set 61 was spent (session 44): 2231/2332 = 0.957 and 296/1190 = 0.249, unchanged by the
    session's cues. The twenty-five with set 61 (then the newest) at set 61's
    measurement (session 43, ea1e26b): 2374/2491 = 0.953 recall and 432/1452 = 0.298 false alarms. Without set 61,
    the twenty-two once set 60 was spent (session 43): 2231/2332 = 0.957 and 296/1190 = 0.249, unchanged by the
    session's cues. The twenty-six with set 60 (then the newest) at set 60's
    measurement (session 42, 87ffc09): 2394/2532 = 0.945 recall and 420/1561 = 0.269 false alarms. Without set 60,
    the twenty-two once set 59 was spent (session 42): 2231/2332 = 0.957 and 296/1190 = 0.249, unchanged by the
    session's cue. The twenty-six with set 59 (then the newest) at set 59's
    measurement (session 41, 09c7c20): 2637/2761 = 0.955 recall and 348/1495 = 0.233 false alarms; 351/1495 = 0.235
    once red team 41 narrowed the unit-word header cue (set 59's own figures unchanged). Without set 59, the
    twenty-two (the eighteen older ones and set 35) once set 58 was spent (session 41): 2231/2332 = 0.957 recall and
    296/1190 = 0.249 false alarms, as at the session's start eaf755c (the unit-word header cue, chosen on set 58,
    moved three of them to 293/1190 and back when narrowed; not read). The twenty-six with set 58 (the newest then) once set 56 was
    spent (session 40): 2536/2675 = 0.948 recall and 509/1616 = 0.315 false alarms (the session's later cues, chosen
    on set 56 and red-teamed away, left them there). The thirty-one with set 56, at set
    58's measurement (session 40, 90d3bdf): 3024/3207 = 0.943 recall and 679/2038 = 0.333 false alarms. The
    twenty-seven (the eighteen older ones, set 35 and set 56, then the newest never tuned
    on) once set 55 was spent (session 40, at the session's start 0b11d35): 2719/2864 = 0.949 recall and 465/1612 =
    0.288 false alarms; session 40's cues (chosen on sets 55 and 57) left the figures there (one mention moved by the
    withdrawn "at n = K" cue and back, its label seen once by mistake: not tuned on); reading the numbers on either
    side of an arrow or an unknown math command (set 58's alignment) moved one more, not read (466/1612), and back
    when that fix was narrowed after a red team. With set 57
    at its measurement (thirty-one papers, 2cbe6f4, set 57 spent right after): 2843/3056 = 0.930 recall and 587/1999
    = 0.294 false alarms. The thirty-two papers never tuned on (the eighteen older ones, set 35, set 55 and set 56, the newest), at set
    56's measurement (session 39, 9a22599): 3175/3361 = 0.945 recall and 655/2041 = 0.321 false alarms. Without
    set 56, the twenty-seven (the eighteen older ones, set 35 and set 55) once set 54 was
    spent (session 39, at 9a22599): 2687/2829 = 0.950 recall and 486/1619 = 0.300 false alarms. The thirty-three
    with set 54, at set
    55's measurement (session 39, 0d5511f): 2879/3049 = 0.944 recall and 667/2165 = 0.308 false alarms; 2893/3049 =
    0.949 once the scanner read a symbol's decimal power (set 55's 14 scaling exponents); 666/2165 = 0.308 after
    session 39's interval names (chosen on spent papers; the one changed mention not read). Without set
    55, the twenty-eight (the eighteen older ones, set 35 and set 54) once set 53
    was spent (session 39, at the session's start d29bf28): 2437/2552 = 0.955 recall and 477/1736 = 0.275 false
    alarms (session 39's cues, chosen on set 53 and spent papers, changed none of them). The thirty-two with set 53, at set
    54's measurement (session 38, 712cae1): 2690/2850 = 0.944 recall and 566/2052 = 0.276 false alarms. Without set
    54, the twenty-six (the eighteen older ones, set 35 and set 53) once set 52 was
    spent (session 38, at the session's start e6d9cd7): 2484/2630 = 0.944 recall and 386/1506 = 0.256 false alarms
    (session 38's cues, chosen on set 52 and spent papers, changed none of them). The thirty-one with set 52, at set
    53's measurement (session 37, 02fe1ec): 2662/2862 = 0.930 recall and 483/1968 = 0.245 false alarms. Without set
    53, the twenty-seven once set 51
    was spent (session 37, at the session's start 94062ae): 2409/2564 = 0.940 recall and 394/1652 = 0.238 false
    alarms (session 37's cues, chosen on set 51, changed none of them). The thirty-seven with set 51, at
    set 52's measurement (session 36, aa8360b): 3385/3600 = 0.940 recall and 646/2484 = 0.260 false alarms; after
    session 36's first population-age cue (chosen on spent papers; these changes not read): 3383/3600 = 0.940 and
    634/2484 = 0.255, two results lost in set 51; with the session's cues hardened after a red team: 3385/3600 and
    645/2484 = 0.260. Without
    set 52, the thirty-two once set 50
    was spent (session 36, at the session's start eabb961): 3207/3368 = 0.952 recall and 549/2022 = 0.272 false
    alarms (session 36's cues, chosen on spent papers, changed none of them). The forty-two with set 50, at set
    51's measurement (session 35, 147d218): 3684/3886 = 0.948 recall and 729/2780 = 0.262 false alarms. Without set
    51, the thirty-two once set 49 was
    spent (session 35, at the session's start 8163a63): 2708/2850 = 0.950 recall and 477/1948 = 0.245 false alarms
    (session 35's cues, chosen on spent papers, changed none of them).
    The forty-three with set 49, at set
    50's measurement (session 34, 7bc5246): 3265/3543 = 0.922 recall and 667/2764 = 0.241 false alarms. Without set
    50, the thirty-three once set 48 was
    spent (session 34, at the session's start 670e506): 2788/3025 = 0.922 recall and 487/2006 = 0.243 false alarms
    (session 34's cues, chosen on spent papers, then moved one never-tuned mention, not read: 666/2764).
    The forty-four with set 48, at set
    49's measurement (session 33, 499fc37): 3459/3735 = 0.926 recall and 831/2851 = 0.291 false alarms. Without set
    49, the thirty-three once set 47 was
    spent (session 33): 2902/3042 = 0.954 recall and 641/2035 = 0.315 false alarms (session 33's cues changed none of
    them); 642/2035 once the scanner read abstracts set in the preamble (one never-tuned mention more, not read). The
    forty-four with set 47 (the eighteen older ones, set 35, set 47 and set 48, the newest), after
    session 32's article, list and passive cues (chosen on spent papers; these changes not read): 3628/3884 = 0.934
    recall and 895/2857 = 0.313 false alarms. At set
    48's measurement (session 32, 06348da): 3628/3884 = 0.934 recall and 899/2857 = 0.315 false alarms. Without
    set 48, the thirty-three once set 46 was spent (session 32): 2957/3174 = 0.932 recall and 553/2012 = 0.275
    false alarms (06348da's scanner mends moved one never-tuned mention, not read; the figures held). The forty-five with set 46,
    after session 31's progression cue (chosen on spent papers; these changes not read): 3830/4277 = 0.895 recall
    and 938/3130 = 0.300 false alarms. At set
    47's measurement (session 31, 117f27e): 3830/4277 = 0.895 recall and 952/3130 = 0.304 false alarms. Without set
    47, the thirty-four once set 45 was
    spent (session 31): 3104/3435 = 0.904 recall and 695/2308 = 0.301 false alarms (3104/3435 and 692/2308 before
    set 45's cues: their 30 changed mentions here were not read). The forty-four with set 45, once
    44 was spent (session 30): 3695/4073 = 0.907 recall and 836/2819 = 0.297 false alarms. With set 44, at set 46's
    measurement (fifty-eight papers, 5a50d49): 4251/4828 = 0.880 and 1088/3652 = 0.298. The
    forty-six without set 46, at set 45's measurement (session 29, e41a095): 3378/3725 = 0.907 recall and 704/2534 =
    0.278 false alarms. Without set
    45, once set 43 was spent (thirty-six papers, at the session's start 8fa3a66): 2787/3087 = 0.903 recall and
    561/2023 = 0.277 false alarms. With
    set 43, at set 44's measurement (forty-two papers, session 28, a2dec84): 3093/3467 = 0.892 and 662/2335 = 0.284.
    Without set
    44, once set 42 was spent (twenty-eight papers, at the session's start 9575357): 2537/2712 = 0.935 and 411/1502 =
    0.274. With set 42, at set 43's measurement (thirty-seven papers, session 27, 703c83e): 3224/3529 = 0.914 and
    601/2138 = 0.281. At set
    42's measurement (thirty-one papers, b139eff): 2918/3149 = 0.927 recall and 512/1826 = 0.280 false alarms. Without set 42,
    once set 41 was spent (twenty-two papers): 2231/2332 = 0.957 and 322/1190 = 0.271 (at the session's start
    2231/2332 and 323/1190). With set 41, once set 40 was spent (session 26, thirty-two papers): 2762/2917 = 0.947
    and 490/1868 = 0.262. At set 41's measurement, with set 40 (41 papers, 36bcc03): 3332/3657 = 0.911 and
    820/2566 = 0.320. Earlier: at set 40's measurement, with set 39 (43 papers) 0.902 / 0.359; at set 39's, with set
    38 (45 papers) 0.902 / 0.311; at set 37's (29 papers) 0.914 / 0.287. They must not get worse unnoticed."""
    papers = [p for p in sorted(CORPUS.glob("external*/*/*.tex")) if p.parent.name in NEVER_TUNED_ALL]
    if NEWEST_BLIND_SET:
        papers += sorted(CORPUS.glob(f"{NEWEST_BLIND_SET}/*/*.tex"))
    assert len(papers) == 28
    recalled, results, alarms, negatives = _report("papers never tuned on, pooled", papers, tmp_path, capsys)
    assert recalled >= 0.9659 * results  # 2777/2875
    assert alarms <= 0.3172 * negatives  # 606/1911
