"""Number classification (SPEC section 3): fail-closed defaults, sentence roles, the table model, the rule
table and `claim-gate link --explain`. Each case is a pattern from externally written papers."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from claim_gate.paper import classify
from claim_gate.paper.index import index_paper
from claim_gate.paper.sections import canonical

DOC = "\\documentclass{article}\n\\begin{document}\n%s\n\\end{document}\n"
R, S, A, Y = "result_claim", "experimental_setting", "ambiguous", "citation_year"
F = "figure_table_ref"


def types(tmp_path, body, section="Results"):
    p = tmp_path / "p.tex"
    p.write_text(DOC % (f"\\section{{{section}}}\n{body}" if section else body), encoding="utf-8")
    return [(m.text, m.type) for m in index_paper(p).mentions]


@pytest.mark.parametrize("body, expected", [
    # issue 9 defect 4: a magnitude before an outcome noun phrase is a result, not an adjective
    ("The pipeline achieves a $2.0\\times$ throughput gain over the baseline.", [R]),
    # issue 9 defect 5: a verb in -s after a percentage is no workload mix
    ("The speedup of 31\\% appears here.", [R]),
    ("Overall, 31\\% remains low.", [R]),
    ("The workload has 50\\% reads and 50\\% updates.", [S, S]),
    # ranges share their comparison
    ("Our kernel is 3--4 times as fast as the baseline.", [R, R]),
    # objects of outcome verbs, also when a count noun follows
    ("The tool called 523 substitutions in 43 reads.", [R, R]),
    ("There were 17 failures.", [R]),
    ("The suite consists of 13000 unit tests.", [R]),
    ("It found 12 kb in 43 reads.", [R, R]),
    ("The paper was cited over 3000 times.", [R]),
    ("Users performed 17.6 billion runs of the tool.", [R]),
    ("The solver needed 200 CPU seconds.", [R]),
    ("In total, 4,096 variants were detected.", [R]),
    ("Ridge processes 12 million packets per second.", [R]),
    # inputs and conditions
    ("We indexed 7.3 terabases of sequence.", [S]),
    ("The index is built from a 2.5 GB archive.", [S]),
    ("We keep reads that overlap by 50\\% or higher.", [S]),
    ("A read is kept if at least 10\\% of the interval is covered.", [S]),
    ("If we increase the window from 25 to 200, the error falls.", [S, S]),
    ("At an incast degree of 256, Ridge keeps the queue short.", [S]),
    ("Errors fall in duplications longer than 10 kb.", [S]),
    ("Each value is the median of 10 runs.", [S]),
    ("We set the threshold to 5 and run with 8 threads.", [S, S]),
    ("The method reaches 91.2\\% accuracy on 12 datasets.", [R, S]),
    ("A 64-server testbed with 4 racks serves the load.", [S, S]),
    # word collisions
    ("This approach dates from the 1980s.", [A]),
    ("The LR+ was 3.2 on the test set.", [R]),
    ("Version 2.1 of the tool was used.", [A]),
    ("Spaln2 ran with option `-k 14 --min-intronlength 30'.", [S, S]),
    ("Our tests cover Python versions 2.7, 3.4 and 3.6.", [A, A, A]),
    ("Each algorithm took about 600 billion bases as input.", [S]),
    ("In all, 33,088 reads were simulated.", [S]),
    ("PML matches for only 195 out of one million short reads.", [R]),
    # fail closed: no cue in a strict section is a result
    ("Seedling is 9 here.", [R]),
])
def test_roles_in_a_strict_section(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


def test_fail_closed_only_in_strict_sections(tmp_path):
    body = "Seedling is 9 here."
    assert types(tmp_path, body, "Results") == [("9", R)]
    assert types(tmp_path, body, "Conclusion") == [("9", R)]
    assert types(tmp_path, body, "Related Work") == [("9", A)]
    # a section with no canonical name fails closed too, unless its heading says it describes the setup
    assert types(tmp_path, body, "Orbit Characterization") == [("9", R)]
    assert types(tmp_path, body, "Software Description") != [("9", R)]
    assert types(tmp_path, body, "Observations") != [("9", R)]


ROW_ORIENTED = r"""\begin{table}\caption{Comparison of the aligners on HG002.}
\begin{tabular}{lrrr}
\toprule
 & minimap2 & Winnowmap & Seedling \\
\midrule
Wall time (s) & 1200 & 1500 & 300 \\
Mapped reads & 99120 & 98770 & 99400 \\
CPU & 16 & 16 & 32 \\
\bottomrule
\end{tabular}\end{table}"""
DATASETS = r"""\begin{table}
\begin{tabular}{lrr}
Dataset & Reads & Length (kb) \\
HG002 & 120000 & 15 \\
\end{tabular}
\caption{Datasets used in the evaluation.}\end{table}"""
HYPER = r"""\begin{tabular}{lr}
Hyperparameter & Value \\
Batch size & 256 \\
\end{tabular}"""
CPU_COLUMN = r"""\begin{table}\caption{Runtime of each tool.}
\begin{tabular}{lrrr}
Tool & CPU & Time & Memory \\
A & 8 & 120 & 3 \\
\end{tabular}\end{table}"""
PARAMS_COLUMN = r"""\begin{tabular}{lrr}
Model & Params & Accuracy \\
A & 110 & 71 \\
\end{tabular}"""
DELUXE = r"""\begin{deluxetable}{lccc}
\tablecaption{Photometry of the targets.}
\tablecolumns{4}
\tablewidth{0pt}
\tablehead{\colhead{Target} & \colhead{Flux (mJy)} & \colhead{Magnitude} & \colhead{S/N}}
\startdata
Vega & 12.3 & 15 & 40 \\
\enddata
\tablenotetext{a}{Observed with 3 exposures.}
\end{deluxetable}"""
THREEPART = r"""\begin{table}\begin{threeparttable}\caption{Accuracy on the benchmarks.}
\begin{tabularx}{\linewidth}{lXX}
Model & MMLU & GSM8K \\
A & 61.2 & 40 \\
\end{tabularx}
\begin{tablenotes}\item[a] Evaluated with 5 shots.\end{tablenotes}
\end{threeparttable}\end{table}"""


PARAMETER_NOTES = r"""\begin{table}\caption{Datasets}
\begin{tabular}{lr}
Name & Bases \\
human100$^a$ & 301.6 \\
\end{tabular}
\begin{tablenotes}\item[$^a$] 100, 320 and 472 human genomes\end{tablenotes}
\end{table}"""
SHARED_INPUT = r"""\begin{tabular}{lrrrrr}
 & miniprot & Spaln2 & GeMoMa & miniprot & Spaln2 \\
Elapsed time (sec) & 267 & 10,708 & 8,718 & 164 & 3,736 \\
\# proteins & 25,007 & 25,007 & 25,007 & 21,844 & 21,844 \\
\# chimeric & 1,904 & 1,488 & 0 & 0 & 7 \\
\end{tabular}"""

# Set 25's gradboost: the values tried beside each parameter are inputs; the best of them and its error are results.
PARAMETER_VALUES = r"""\begin{table}\caption{Source distributions compared.}
\begin{tabular}{llccc}
Layout & Parameters & Values & Best & RMS \\
Grid & Depth (m) & 1000 & 3000 & 2.61 \\
\end{tabular}\end{table}"""
# The attacks on it: a metric in the Parameter column is measured whatever the column says; without a Best column a
# Parameter/Value table of an object's orbit holds fitted results (red team 4 has the same table without "Best").
METRIC_AS_PARAMETER = r"""\begin{tabular}{lrr}
Parameter & Values & Best \\
Accuracy (\%) & 93.1 & 94.2 \\
\end{tabular}"""
FITTED_PARAMETERS = r"""\begin{table}\caption{Orbital parameters of the planet.}
\begin{tabular}{lr}
Parameter & Values \\
Period & 35.61 \\
\end{tabular}\end{table}"""


@pytest.mark.parametrize("body, expected", [
    (PARAMETER_VALUES, [S, R, R]),
    (METRIC_AS_PARAMETER, [R, R]),
    (FITTED_PARAMETERS, [R]),
    (PARAMETER_NOTES, [S, S, S, S]),  # a dataset table's notes describe settings too
    (SHARED_INPUT, [R] * 5 + [S] * 5 + [R] * 5),  # a count the tools share unchanged is their input
    (ROW_ORIENTED, [R] * 9),  # quantities head the rows; "CPU" is measured, not a setting
    (DATASETS, [S, S]),  # a dataset table by its caption, placed after the tabular
    (HYPER, [S]),  # a parameter table by its first header
    (CPU_COLUMN, [R, R, R]),
    (PARAMS_COLUMN, [S, R]),  # a configuration descriptor column stays a setting
    (DELUXE, [R, R, R, S]),  # layout commands give no numbers; the table note is prose
    (THREEPART, [R, R, S]),
])
def test_table_model(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


def test_rule_table_is_data_with_reasons():
    names = [r.name for r in classify.RULES]
    assert len(names) == len(set(names))
    assert all(r.reason and r.decides in (R, S, A, Y, "figure_table_ref") for r in classify.RULES)
    assert all(classify.RULE_REASONS[name] for name in classify.TABLE_RULES)


def test_every_rule_the_index_applies_has_a_reason():
    """The index decides some kinds after the rules (a list partner, an interval, a product of sizes): each such
    name must have a reason for `link --explain`, or it prints an empty one."""
    import claim_gate.paper.index as index_module
    source = Path(index_module.__file__).read_text(encoding="utf-8")
    names = set(re.findall(r'rule = (?:prev\.type, )?"([a-z_]+)"', source))
    assert {"uncertainty", "interval", "list_partner", "range_of_settings", "product_of_settings"} <= names
    assert all(classify.RULE_REASONS.get(name) for name in names), names - set(classify.RULE_REASONS)


def test_every_mention_names_the_rule_that_decided(tmp_path):
    p = tmp_path / "p.tex"
    p.write_text(DOC % ("\\section{Results}\nIt took 3.2~s with 8 threads in 2019.\n" + CPU_COLUMN), encoding="utf-8")
    rules = [m.rule for m in index_paper(p).mentions]
    assert rules[:3] == ["outcome_verb", "setting_role", "year"]
    assert set(rules[3:]) == {"table_results_cell"}
    assert all(r in classify.RULE_REASONS for r in rules)


def test_link_explain(tmp_path):
    p = tmp_path / "p.tex"
    p.write_text(DOC % "\\section{Results}\nIt took 3.2~s with 8 threads.", encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "claim_gate", "link", str(p), "--explain"], capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert out == [
        "p.tex:4:9\t3.2 s\tresult_claim\tresults\toutcome_verb: " + classify.RULE_REASONS["outcome_verb"],
        "p.tex:4:20\t8\texperimental_setting\tresults\tsetting_role: " + classify.RULE_REASONS["setting_role"],
    ]
    assert not (tmp_path / "paper_claim_links.json").exists()  # --explain writes nothing


# -- session 3: patterns from the spent external papers (astronomy, psychology, software papers) -----------
@pytest.mark.parametrize("body, section, expected", [
    # a ± b: b is the same kind as a (never anchored on its own); a value with an uncertainty is measured
    ("The spectral slope is 17.1$\\pm$0.2 \\% per nm.", "Observational Analysis", [R, R]),
    ("We set the jitter to 4 $\\pm$ 1 for all runs.", "Results", [S, S]),
    # an estimate's interval takes the estimate's kind
    ("Full model: \\(R^2\\): 0.45 {[}0.34, 0.85{]}, \\emph{RMSE}: 221.46 {[}167.34, 327.5{]}.", "Model", [R] * 6),
    # statistics reported by symbol outside the setup; M as a model size stays a setting
    ("Looking times fell (\\(\\beta\\) = -0.02, \\emph{SE} = 0.01) and the mean was \\emph{M} = 2489.2.", "Results",
     [R, R, R]),
    ("We train with M = 64 experts.", "Results", [S]),
    # a duration that describes each acquired thing is how it was acquired
    ("We acquired unfiltered 163~s exposures of the field.", "Discovery", [S]),
    ("Six exposures of 30 s in each filter were taken.", "Photometry", [S]),
    ("The solver needed 2.9 CPU hours.", "Results", [R]),
    # how an instrument was configured
    ("The camera has a field of view of $20'$ and a pixel scale of $1\\farcs20$.", "Photometry", [S, S]),
    # a table in a software paper's description is a specification, not results
    ("\\begin{table}\\caption{Streams used by the program}\\begin{tabular}{lrr}Stream & Channels & Inlets \\\\ "
     "Outlet & 3 & 2 \\\\ \\end{tabular}\\end{table}", "Software Description", [S, S]),
    ("\\begin{table}\\caption{Example counts submitted by a user}\\begin{tabular}{lrr}Image & People & Bags \\\\ "
     "A & 0 & 3 \\\\ \\end{tabular}\\end{table}", "Results", [S, S]),
])
def test_external_paper_patterns(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


def test_aastex_sexagesimal_marks_are_decimal_points(tmp_path):
    p = tmp_path / "p.tex"
    p.write_text(DOC % "\\section{Results}\nA FWHM of $1\\farcs29$, an offset of $0\\fdg5$ and $3\\farcm2$.",
                 encoding="utf-8")
    assert [(m.value, m.decimals) for m in index_paper(p).mentions] == [(1.29, 2), (0.5, 1), (3.2, 1)]


@pytest.mark.parametrize("body, section, expected", [
    # a header row whose labels hold numbers names columns; the data below are results
    ("\\begin{table}\\caption{Scores}\\begin{tabular}{lrrr}Model & MAE & 50\\% Cov. & 95\\% Cov. \\\\ "
     "Flusion & 0.81 & 48.2 & 93.1 \\\\ \\end{tabular}\\end{table}", "Results", [S, S, R, R, R]),
    # a results row dressed in words is no header row, and a header row comes first or repeats the first
    ("\\begin{table}\\caption{Scores}\\begin{tabular}{lrr}Ours & 91.2\\% acc & 3.1 ms latency \\\\ "
     "\\end{tabular}\\end{table}", "Results", [R, R]),
    ("\\begin{table}\\caption{Scores}\\begin{tabular}{lrrr}Model & MAE & 50\\% Cov. & Top 5 \\\\ "
     "Flusion & 0.81 & 48.2 & 3 \\\\ Ours & MAE & 50\\% Cov. & Top 7 \\\\ \\end{tabular}\\end{table}", "Results",
     [S, S, R, R, R, R, R]),
    # an inherited kind never hides a number a strict section fails closed on
    ("We ran with 8 threads (91.2) and 16 threads and 93.4.", "Results", [S, R, S, R]),
    # the nominal level of an interval is chosen
    ("We report coverage rates of central 50\\% and 95\\% prediction intervals.", "Results", [S, S]),
    # a season's second year; a lowercase figure reference
    ("It ranked first in the 2023/24 season, as shown in figure 1.", "Results", [Y, Y, "figure_table_ref"]),
    # a row-oriented results table is not a parameter table because it stands in a setup section
    ("\\begin{table}\\caption{OLS}\\begin{tabular}{lrr} & Julia & R \\\\ Exec. time & 0.012 & 0.06 \\\\ "
     "\\end{tabular}\\end{table}", "Implementation", [R, R]),
    # a number with no cue continues the list of the one before it
    ("The platform gives an average speed-up of 75 and 90, see Table 2.", "Implementation",
     [R, R, "figure_table_ref"]),
])
def test_second_external_set_patterns(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


def test_a_capital_letter_glued_to_a_number_names_a_thing(tmp_path):
    """3I/ATLAS, 2I/Borisov (interstellar objects): not numbers; 5V and 3K stay quantities with units.
    Before, every "3I/ATLAS" of an astronomy paper was a result needing an anchor."""
    found = types(tmp_path, "We observed 3I/ATLAS and 2I/Borisov with a 5V supply at 3K.")
    assert [t for t, _ in found] == ["5", "3"]


# -- a red-team session's escapes: each printed a wrong result in Results with no finding -----------------
T = "\\begin{table}\\caption{%s}\\begin{tabular}{ll}%s\\end{tabular}\\end{table}"


@pytest.mark.parametrize("body", [
    "Padding the tiles removes 1984 bank conflicts per sweep on the largest grid.",  # was a year
    "The complete autotuning campaign of the pipeline took 1534s on one GPU.",  # was a decade
    "The speedup at the largest N is 2.93$\\times$.",  # was a one-letter parameter
    "This is the first 2.93$\\times$ speedup over the naive kernel reported on an A100.",  # was a subset
    "Per sweep, the temporal kernel moved only 537~MB from DRAM.",  # was a hardware size
    "Temporal blocking gives a 2.9$\\times$ edge over the naive kernel.",  # was an adjective
    T % ("Kernel configurations on the largest grid.", "Kernel & GFLOP/s \\\\ Temporal & 1021.7 \\\\"),
    T % ("Main results.", "GFLOP/s & Kernel \\\\ 1031.4 & Temporal \\\\"),
    T % ("Main results.", "Kernel & GFLOP/s \\\\ Temporal, four fused steps & 1950 \\\\"),
])
def test_red_team_results_stay_results(tmp_path, body):
    assert all(t == R for _, t in types(tmp_path, body)), types(tmp_path, body)


def test_red_team_a_result_in_a_row_name_stays_a_result(tmp_path):
    body = T % ("Main results.", "Kernel & GFLOP/s \\\\ Temporal (2.93$\\times$ naive) & 909.9 \\\\")
    assert types(tmp_path, body) == [("2.93", R), ("909.9", R)]


def test_red_team_printed_text_of_links_and_titles_is_read(tmp_path):
    (tmp_path / "extra.tex").write_text("It reaches 1025.5 here.\n", encoding="utf-8")
    p = tmp_path / "p.tex"
    p.write_text("\\documentclass{article}\n\\newcommand{\\rtitle}{Results on the Largest Grid}\n"
                 "\\begin{document}\n\\section{\\rtitle}\nSee \\hyperref[tab:main]{1022.5~GFLOP/s}, "
                 "\\hyperlink{x}{1023.5} and \\texorpdfstring{1024.5}{9}.\n\\InputIfFileExists{extra}{}{}\n"
                 "\\InputIfFileExists{missing}{}{}\n\\subsection{Comparison with prior work}\nIt is 7.5 here.\n"
                 "\\section{Performance on the A100}\nIt is 8.5 here.\n\\end{document}\n", encoding="utf-8")
    found = [(m.text, m.section, m.type) for m in index_paper(p).mentions]
    assert found == [("1022.5", "results", R), ("1023.5", "results", R), ("1024.5", "results", R),
                     # "Comparison with prior work" names a comparison (strict) before prior work (excluded)
                     ("1025.5", "results", R), ("7.5", "experiments", R), ("8.5", "experiments", R)]


def test_a_value_written_inside_a_unit_macro_is_read(tmp_path):
    """\\unit{3\\,Hz} (the units package or a paper's own macro) holds a value; siunitx's \\unit{\\hertz} does
    not. The atmospheric-science paper of the third external set printed 15 of its results this way."""
    p = tmp_path / "p.tex"
    p.write_text(DOC % "\\section{Results}\nThe flux is \\unit{23.6\\,W\\,m^{-2}} above \\unit{3\\,Hz}, in "
                 "\\si{\\metre\\per\\second} and \\unit{\\hertz}.", encoding="utf-8")
    assert [(m.value, m.unit) for m in index_paper(p).mentions] == [(23.6, "W"), (3.0, "Hz")]


def test_a_list_shares_its_noun(tmp_path):
    assert [t for _, t in types(tmp_path, "We run three benchmarks with 1, 10 and 100 subscribers.")] == [S, S, S]
    assert [t for _, t in types(tmp_path, "It is 2, 3 and 4 times faster.")] == [R, R, R]
    # the preposition before a coordinated list of counted things covers each of them
    assert [t for _, t in types(tmp_path, "It runs with a total of 30 subscribers and 360 publishers.")] == [S, S]
    assert [t for _, t in types(tmp_path, "It reaches 91.2 GFLOP/s and 37 stalls.")] == [R, R]


def test_verbs_that_put_things_into_the_experiment(tmp_path):
    assert [t for _, t in types(tmp_path, "We start 10 dummy brokers and deploy 4 replicas.")] == [S, S]
    # "introduce" also names outcomes ("the patch introduces 37 conflicts"): not a setting verb
    assert [t for _, t in types(tmp_path, "The patch introduces 37 bank conflicts.")] == [R]


def test_swept_sets_and_braced_thousands(tmp_path):
    """N ∈ {20, 2{,}000, 200{,}000} lists the values swept; 2{,}000 is two thousand, not 2 and 000."""
    found = types(tmp_path, "For the LV suite, we use $N \\in \\{20,\\; 2{,}000,\\; 200{,}000\\}$.", "Experiments")
    assert found == [("20", S), ("2{,}000", S), ("200{,}000", S)]


def test_an_uncertainty_decides_only_in_strict_prose(tmp_path):
    """A value with an uncertainty is measured in a strict section's prose; in a discussion it may be an input
    quoted from the literature, and in a table the table model decides."""
    assert types(tmp_path, "HIP 67522 is $17 \\pm 2$ Myr.", "Discussion")[0][1] != R
    assert types(tmp_path, "The fitted slope is $e_b = 6.144 \\pm 0.016$.", "Results")[0][1] == R


# -- a second red-team session, aimed at this session's rules: each printed a result that escaped ------------
@pytest.mark.parametrize("body, section", [
    ("We tested 40 participants; 37 preferred our interface.", "Results"),
    ("We evaluated our tool on 50 open-source projects, where it uncovered 23 new bugs.", "Abstract"),
    ("Our method solves 1999 of the 2048 cases.", "Results"),  # was a year
    ("Our system answers a query in 42 ms.", "Evaluation on Benchmark Datasets"),  # a setup heading in strict
    ("Our model fits in 6 GB of GPU memory, versus 24 GB for the baseline.", "Results"),  # was a hardware size
    ("Our calibrated model achieves 93\\% interval coverage.", "Results"),  # was an interval level
    ("Our pipeline yields a spectral resolution of 2.1 km/s.", "Results"),  # was an instrument setting
    ("At batch size 256 (3.4 ms per step) our kernel saturates the GPU.", "Results"),  # was inherited
    ("Our collector eliminates the 200 ms GC pauses of the baseline.", "Results"),  # was a duration modifier
    (T % ("Main results.", "Dataset & Result & Notes \\\\ ImageNet & 91.2\\% top-1 & new state of the art \\\\"),
     "Results"),  # was a header row
])
def test_red_team_2_results_stay_results(tmp_path, body, section):
    found = types(tmp_path, body, section)
    wanted = {"23", "37", "1999", "42", "6", "24", "93", "2.1", "3.4", "200", "91.2"}
    assert all(t == R for text, t in found if text in wanted), found


def test_a_results_subsection_named_like_a_method_stays_results(tmp_path):
    """`\\subsection{Implementation Overhead}` inside Results reports results (red team 2); an "Experimental
    Setup" subsection still describes the method, as documented."""
    p = tmp_path / "p.tex"
    p.write_text(DOC % ("\\section{Results}\n\\subsection{Implementation Overhead}\nIt adds 3.4 here.\n"
                        "\\subsection{Experimental Setup}\nIt uses 8 here.\n"), encoding="utf-8")
    assert [m.section for m in index_paper(p).mentions] == ["results", "methodology"]


def test_a_subsection_titled_reference_is_not_the_bibliography(tmp_path):
    """A "Reference" subsection of a checked section is about a reference signal (codameter_dvv, set 55: twelve
    results fell out of coverage); the bibliography environment still is the references."""
    p = tmp_path / "p.tex"
    p.write_text(DOC % ("\\section{Choice of processing parameters}\nIt is 0.4 here.\n\\subsection{Reference}\n"
                        "The RMS is 0.15 here.\n\\section{Results}\n\\subsection{References}\nIt is 2.5 here.\n"
                        "\\begin{thebibliography}{9}\\bibitem{a} A. Smith, Journal 12, 2019.\\end{thebibliography}\n"),
                encoding="utf-8")
    found = [(m.text, m.section, m.type) for m in index_paper(p).mentions]
    assert found[:3] == [("0.4", "choice_of_processing_parameters", R), ("0.15", "choice_of_processing_parameters", R),
                         ("2.5", "results", R)], found
    assert len(found) == 5 and all(section == "references" for _, section, _ in found[3:]), found


def test_an_asymmetric_error_bar_is_read_as_two_uncertainties(tmp_path):
    """`$16.87^{+1.77}_{-2.16}$` (either script first) prints two uncertainties of 16.87: each is read like the
    value after ± (lipid_md, set 52: twelve error bars vanished), never bound; a power of ten keeps its exponent."""
    from claim_gate.paper.link import link_paper

    p = tmp_path / "p.tex"
    p.write_text(DOC % ("\\section{Results}\nThe tail is $16.87^{+1.77}_{-2.16}$ and $5.1_{-0.2}^{+0.3}$ long, "
                        "and $10^{+2}_{-1}$ and $x^{+1}_{-2}$ are formulas.\n"), encoding="utf-8")
    found = [(m.text, m.context, m.type) for m in index_paper(p).mentions]
    assert found == [("16.87", "math", R), ("1.77", "uncertainty", R), ("-2.16", "uncertainty", R),
                     ("5.1", "math", R), ("-0.2", "uncertainty", R), ("0.3", "uncertainty", R),
                     ("10^{+2}", "math", R)], found
    assert link_paper(p)["counts"]["result_claim_mentions"] == 3
    # red team: the bar may end the sentence or follow the math's end; an integral's limits are no error bar
    p.write_text(DOC % ("\\section{Results}\nWe find 16.87$^{+1.77}_{-2.16}$. It is $0.5\\int_{-1}^{1} f$ and "
                        "$4\\prod_{-3}^{3} g$.\n"), encoding="utf-8")
    found = [(m.text, m.context) for m in index_paper(p).mentions]
    assert found == [("16.87", "prose"), ("1.77", "uncertainty"), ("-2.16", "uncertainty"), ("0.5", "math"),
                     ("4", "math")], found
    # an integer with an error bar is no power: 5800^{+120} vanished (beyond float range), 5^{+2}_{-1} read 25
    p.write_text(DOC % "\\section{Results}\nWe find $T=5800^{+120}_{-150}$ K and $5^{+2}_{-1}$ and $2^{32}$.\n",
                 encoding="utf-8")
    found = [(m.text, m.value, m.context) for m in index_paper(p).mentions]
    assert found == [("5800", 5800, "math"), ("120", 120, "uncertainty"), ("-150", -150, "uncertainty"),
                     ("5", 5, "math"), ("2", 2, "uncertainty"), ("-1", -1, "uncertainty"), ("2^{32}", 2 ** 32, "math")], \
        found


def test_n_after_at_or_across_stays_a_sample_count(tmp_path):
    """A cue that read n = K after "at"/"across" as the size a result is measured at ("at $n=640$ it takes 255 s",
    cla_frontier, set 55) was withdrawn after two red teams: samples and findings escaped as settings ("Across $n =
    1204$, 38.2%", "Enrollment closed at $n=412$;", "At $n=48$ the speedup is largest")."""
    found = types(tmp_path, "Recruitment stopped at $n = 312$ participants. Across $n = 1204$, 38.2\\% agreed. "
                            "Enrollment closed at $n=412$; it was 3.1x. At $n=48$ the speedup is largest.")
    assert [(text, t) for text, t in found] == [("312", R), ("1204", R), ("38.2", R), ("412", R), ("3.1", R),
                                                ("48", R)], found


def test_a_year_before_an_acronym_or_near_a_file_path_stays_a_year(tmp_path):
    """An acronym in capitals counts nothing ("the 2009--2010 NHANES cycle": pyrethroid_pbk, set 55), and a file's
    path names no slash-joined labels ("data/sp500.parquet (2021-07-30 to 2026-05-29)": cla_frontier); a plural
    noun still counts ("found 2019 GPUs") and labels joined by slashes still undo a date."""
    found = types(tmp_path, "W/T/L were 2020-11-09. We found 2019 GPUs. Exposure peaked during the 2009--2010\nNHANES "
                            "cycle. It reads \\texttt{data/sp500\\_returns.parquet} (2021-07-30 to 2026-05-29).")
    assert [t for _, t in found] == [R, R, R, R, Y, Y, Y, A, A, Y, A, A], found


def test_set_57_cues(tmp_path):
    """Set 57's errors once spent: a credible interval's bracketed bounds are estimates (bbs_pointlevel); a duration
    of data is the amount used (birdsong_tweetynet); a per-second value is a rate, not a duration, and four or more
    hyphen-joined integers name a network (ann_flowlaw); "saved" reports what it saved."""
    found = types(tmp_path, "The trend was 0.65\\%, with a 90\\% credible interval of $[0.11\\%, 1.24\\%]$. "
                            "With 11 minutes of training data the error was 3.1\\%; the outage found 12 hours of downtime. "
                            "The rate $0.001~\\text{s}^{-1}$ gave it. The 3-15-7-1 network fits; the record was 12-3-1. "
                            "Using TweetyNet saved 95 percent of the labor.")
    assert [(text, t) for text, t in found] == [
        ("0.65", R), ("90", S), ("0.11", R), ("1.24", R), ("11", S), ("3.1", R), ("12", R), ("0.001", R),
        ("3", A), ("15", A), ("7", A), ("1", A), ("12", R), ("3", R), ("1", R), ("95", R)], found
    assert [m.rule for m in index_paper(tmp_path / "p.tex").mentions][7] == "rate"
    # red team: data collected, left or lost, counts joined by hyphens, what was stored, and sentence ends
    found = types(tmp_path, "We collected 40 hours of recordings. In all 18.5 hours of EEG data remained. We detected "
                            "whales on 73 days of recordings. Genotype counts were 112-87-21-4. We saved 500 samples. "
                            "The topology was 3-12-9-1. The rate was 12.4 s$^{-1}$. A highest density interval of "
                            "$[0.21, 0.88]$ and a bootstrap interval of [0.11, 0.5] hold.")
    assert [(text, t) for text, t in found] == [
        ("40", R), ("18.5", R), ("73", R), ("112", R), ("87", R), ("21", R), ("4", R), ("500", S), ("3", A),
        ("12", A), ("9", A), ("1", A), ("12.4", R), ("0.21", R), ("0.88", R), ("0.11", R), ("0.5", R)], found
    assert [m.rule for m in index_paper(tmp_path / "p.tex").mentions][12] == "rate"


def test_numbers_around_an_arrow_or_an_unknown_math_command_are_read(tmp_path):
    """"0.99$\\rightarrow$0.64" rendered as "0.990.64" and both results vanished (hypotension_tsfm, set 58): arrows
    and relations print a glyph, and any other math command after a digit separates it ("$2\\sqrt{3}$" read 23)."""
    found = types(tmp_path, "Sensitivity fell 0.99$\\rightarrow$0.64, ECE (0.122$\\to$0.041), 0.3$\\nearrow$0.5, "
                            "and $2\\sqrt{3}$ and $5\\mathrm{ms}$ and $x \\neq 4$.")
    assert [text for text, _ in found] == ["0.99", "0.64", "0.122", "0.041", "0.3", "0.5", "2", "3", "5", "4"], found
    # a degree sign typed as an ordinal indicator or a ring: "30.5ºC" vanished as a designation (limpet_mgca, set 58)
    (tmp_path / "p.tex").write_text(DOC % "\\section{Results}\nSSTs range from 30.5ºC to 31.9˚C, 30ºC-45ºC, at 45º; "
                                             "the 1.2$\\mathrm{e}{-3}$ rate.\n", encoding="utf-8")
    found = [(m.text, m.unit) for m in index_paper(tmp_path / "p.tex").mentions]
    assert found == [("30.5", "°C"), ("31.9", "°C"), ("30", "°C"), ("45", "°C"), ("45", ""),
                     ("1.2$\\mathrm{e}{-3}", "")], found
    # the second end of a range whose first carries its unit: "0.8σ-1.0σ" lost 1.0 as the tail of a name (serial_sx)
    (tmp_path / "p.tex").write_text(DOC % "\\section{Results}\nAt $0.8\\sigma-1.0\\sigma$, 2.1σ-3.4σ; GPT-4, x-1.\n",
                                    encoding="utf-8")
    found = [(m.text, m.value, m.unit) for m in index_paper(tmp_path / "p.tex").mentions]
    assert found == [("0.8", 0.8, "σ"), ("1.0", 1.0, "σ"), ("2.1", 2.1, "σ"), ("3.4", 3.4, "σ")], found


def test_an_operating_point_stays_a_result(tmp_path):
    """A cue reading the power, voltage or frequency a device is run at as a setting (delayed_heating, set 56:
    "designed to operate at 1 MWth") was withdrawn after a red team: measured operating points escaped ("Our tracker
    runs at 45 Hz", "The transistor operated at 300 GHz, the highest reported")."""
    found = types(tmp_path, "Our tracker runs at 45 Hz. The transistor operated at 300 GHz, the highest reported. "
                            "The receiver operates at 2.1 mW.")
    assert [(text, t) for text, t in found] == [("45", R), ("300", R), ("2.1", R)], found


def test_a_result_with_its_uncertainty_counts_once(tmp_path):
    from claim_gate.paper.link import link_paper

    p = tmp_path / "p.tex"
    p.write_text(DOC % "\\section{Results}\nThe new solver needs 15.3 $\\pm$ 0.4 s.", encoding="utf-8")
    counts = link_paper(p)["counts"]
    assert counts["numeric_mentions"] == 2 and counts["result_claim_mentions"] == 1


# -- session 4: setup prose inside strict sections, and the escapes each new rule was checked against -------
@pytest.mark.parametrize("body, expected", [
    # the authors put things into the study: the count is the direct object of their verb
    ("To demonstrate this, we performed 4096 independent simulations of 128 particles.", [S, S]),
    ("We then introduce 10 subscribers at every broker.", [S]),
    # a modal states the plan (pdg_policycosts, set 60); an outcome verb after one still reports
    ("We will perform 500 replicate simulations of this for each policy.", [S]),
    ("We could only evaluate 12 of the 40 candidates.", [R, S]),
    # "flagged" reports what a search found, before a symbol too (red team 43)
    ("The pipeline flagged $N_{fp}=37$ false positives.", [R]),
    ("The pipeline flagged N\\textsubscript{fp}=37 false positives.", [R]),
    # what was collected, built or studied may be what the study found (red team 3)
    ("We collected 23 crash dumps from the production fleet.", [R]),
    # ... but only as the direct object, never a measure, a bound, a part of a whole or an observed thing
    ("We trained 3 models in 42 hours.", [S, R]),
    ("We used 12 fewer GPUs than the baseline.", [R]),
    ("We evaluated 10 of the 12 tools.", [R, S]),
    ("We analysed 37 failures in the logs.", [R]),
    ("We collected 23 new bugs from the tracker.", [R]),
    ("We generated 512 valid programs.", [R]),
    ("We ran 1.2 million queries.", [R]),
    ("The tool performed 4096 simulations.", [R]),
    # a level named as a target or policy is chosen; reaching it is a finding
    ("A 98\\% CFE target has a cost premium of 54\\%.", [S, R]),
    ("Thus, 100\\% annual CFE policy has a higher cost.", [S]),
    ("The results hold for CFE targets of 80\\%.", [S]),
    ("Our model reaches the 95\\% accuracy target.", [R]),
    ("It reaches 97\\% target accuracy.", [R]),
    ("It has 97\\% target accuracy on ImageNet.", [R]),
    ("Flares had energies over the local 68\\% recovery threshold determined from injection tests.", [S]),
    # a change's bound is an outcome; what an outcome verb produced is measured
    ("It reduces emissions by up to 572 kg per MWh.", [R]),
    ("For one haplotype, vg produces a 816MB SVG.", [R]),
    ("The best case results in a 83\\% fraction.", [R]),
    ("The best case for the policy---results in a 83\\% fraction.", [R]),
    ("Across the evaluation, the memory peak was 10GB.", [R]),
])
def test_setup_prose_in_a_strict_section(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


def test_a_header_row_may_name_metrics_with_digits(tmp_path):
    """"Method & AUROC & F1 & FPR@90%TPR & Params" is a header row: F1 names a metric, 90 is part of a label,
    and the Params column holds settings."""
    body = T % ("Detection results.", "Method & AUROC & F1 & FPR@90\\%TPR & Params \\\\ "
                "Ours & 0.907 & 0.815 & 0.30 & 25 \\\\")
    assert [t for _, t in types(tmp_path, body)] == [S, R, R, R, S]


@pytest.mark.parametrize("body, expected", [
    # what is left after a selection, or counted things found, is an outcome
    ("From the final sample of 4041 flare stars, most are M dwarfs.", [R]),
    ("A total of 1,390,796 flare event candidates recovered passed.", [R]),
    ("The 12 V-cycle iterations needed here are few.", [R]),
    ("For all 4041 stars in this final sample a FFD is generated.", [R]),
    # a list of named values after a configuring word is configured ...
    ("We set rtol $= 10^{-6}$, atol $= 10^{-12}$, and stol $=0$.", [S, S, S]),
    ("Tolerances were set to rtol $=10^{-5}$ and atol $=$ stol $= 10^{-9}$.", [S, S]),
    ("Setting $p=1.5$ yields a fast diffusion.", [S]),
    # ... never a metric's name, a one-letter statistic after "with", or a list broken by prose
    ("The model converged with loss $= 0.23$ and gflops $= 1021$.", [R, R]),
    ("We set lr $=0.1$, and then acc $= 0.93$.", [S, R]),
    ("We set rtol $= 10^{-6}$, and the solver converged in iters $= 12$.", [S, R]),
    ("The effect held with $p = 0.03$.", [R]),
    # a statistic or an outcome named in the clause makes an assignment its value
    ("The average flare energy detected in the sample is $\\log E = 34.6$ erg.", [R]),
    # a fitted parameter named right before the number; an outcome verb's bound
    ("A power law decay with slope $\\sim$-1 dominates to high Ro.", [R]),
    ("A few stars are exhibiting up to 39 events.", [R]),
    ("Uncertainties use the 1-$\\sigma$ (68\\%) binomial confidence interval.", [S, S]),
    # multigrid levels and refinements may be what a solver produced (red team 3)
    ("BoomerAMG generates 9 levels for the Poisson problem.", [R]),
    ("Our solver converged after 3 mesh refinements.", [R]),
])
def test_second_session_4_patterns(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


def test_a_table_caption_is_read_by_its_head(tmp_path):
    """'Iterations for Example 2' holds results (Example 2 is a numbered problem, not an example table), and
    '... provided in machine readable format' does not make a results table a parameter table."""
    for caption in ("Iterations for Example \\ref{ex:a}.", "Summary statistics for the final flare star sample. "
                    "The entire table is provided in machine readable format online."):
        body = T % (caption, "Star & Flares & Mass \\\\ A & 17 & 0.52 \\\\")
        assert [t for _, t in types(tmp_path, body)] == [R, R], caption
    assert [t for _, t in types(tmp_path, T % ("Datasets used in the study.", "Name & Size \\\\ A & 17 \\\\"))] == [S]


def test_a_column_headed_by_a_swept_value_holds_results_and_signed_counts_are_differences(tmp_path):
    """'levels & m_J & d=2 & d=3' is a header row; the d=2 column holds results measured at d = 2. A '+2' cell
    (two V-cycles more) is a difference even where such cells repeat, never a shared input."""
    rows = "".join(f"{lv} & {m} & +{a} & +{b} \\\\ " for lv, m, a, b in
                   [(2, 31, 1, 1), (3, 61, 1, 1), (4, 121, 1, 2), (5, 241, 1, 2), (6, 481, 2, 2), (7, 961, 2, 2)])
    found = types(tmp_path, T % ("FMG cycle results.", "levels & $m_J$ & $d=2$ & $d=3$ \\\\ " + rows))
    assert [t for text, t in found[2:]][2::4] == [R] * 6 and [t for text, t in found[2:]][3::4] == [R] * 6, found


def test_a_table_after_the_acknowledgements_belongs_where_it_is_cited(tmp_path):
    """AASTeX places tables after the acknowledgements; such a table is part of the section that cites it (or
    of the last section of the text), never of the excluded back matter."""
    p = tmp_path / "p.tex"
    p.write_text(DOC % ("\\section{Results}\nSee Table \\ref{tab:a}.\n\\section{Discussion}\nIt is so.\n"
                        "\\section*{Acknowledgements}\nWe thank 3 people.\n"
                        "\\begin{deluxetable}{lc}\\tablecaption{Fitted flare rates.\\label{tab:a}}\n"
                        "\\tablehead{\\colhead{Star} & \\colhead{Rate}}\n\\startdata\nA & 17.2 \\\\\n\\enddata\n"
                        "\\end{deluxetable}\n"
                        "\\begin{table}\\caption{Uncited.}\\begin{tabular}{lc}Star & Rate \\\\ B & 18.2 \\\\"
                        "\\end{tabular}\\end{table}\n"), encoding="utf-8")
    found = {m.text: (m.section, m.type) for m in index_paper(p).mentions}
    assert found["17.2"] == ("results", R) and found["18.2"] == ("discussion", R), found
    assert found["3"][0] == "acknowledgements"


def test_a_data_heading_does_not_relax_the_section(tmp_path):
    """'Real Data' may hold the results of applying a method (red team 3): an unnamed section still fails closed."""
    assert types(tmp_path, "The model explains 61\\% of the variance.", "Real Data")[0][1] == R
    assert types(tmp_path, "The rate is 17 per day.", "Flare Rates from Long and Short Cadence Data")[0][1] == R


def test_a_leading_size_column_that_rises_is_swept(tmp_path):
    """'levels & m_J & V-cycle' with m_J rising down every row: m_J is the problem size swept; a column headed
    by a result symbol (T) or not rising, or further right, stays a result column."""
    rows = "".join(f"{lv} & {m} & {it} \\\\ " for lv, m, it in [(2, 145, 3), (3, 545, 6), (4, 2100, 7)])
    found = types(tmp_path, T % ("Iterations for the ball problem.", "levels & $m_J$ & V-cycle \\\\ " + rows))
    assert [t for _, t in found][1::3] == [S, S, S] and [t for _, t in found][2::3] == [R, R, R], found
    rows = "".join(f"{n} & {t} & {b} \\\\ " for n, t, b in [(2, 1.5, 3), (3, 5.5, 6), (4, 21.0, 7)])
    found = types(tmp_path, T % ("Scaling.", "size & $T$ & $E$ \\\\ " + rows))
    assert [t for _, t in found][1::3] == [R, R, R] and [t for _, t in found][2::3] == [R, R, R], found


@pytest.mark.parametrize("body, expected", [
    ("For stars with $g-i>0.75$ (spectral types later than G8), rates rise.", [S]),
    ("Graphs where $n > 1000$ are slow.", [A]),
    ("It finished with $T < 5$ s.", [R]),  # not a subset: a bound on an outcome
    ("Runs with $p < 0.05$ are kept.", [R]),  # a p-value's bound is not a subset
    ("We find that stars with $R_0 \\leq 0.136$ have a shallower FFD.", [R]),  # a threshold found
    ("The cross-correlation peaks at a lag of 12 min.", [R]),  # a shift or lag may be measured (red team 3)
])
def test_subsets_defined_by_a_bound(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("Bearing uses grid sizes $(5\\times 5)$ and $(35 \\times 35)$.", [S, S, S, S]),
    ("We process 1024 x 1024 images.", [S, S]),
    ("The benchmark uses $18 \\times 3 = 54$ instances.", [S, S, S]),
    ("The total is $18 \\times 3 = 54$.", [R, R, R]),  # nothing puts the product in: it fails closed
    ("The autotuner converges to a 64 $\\times$ 16 tile.", [R, R]),  # found, not put in (red team 4)
    ("The autotuner converges to a tile of 64 $\\times$ 16.", [R, R]),
    # never a speed-up, a measured size with decimals, or scientific notation
    ("It is 3x 4x faster.", [R, R]),
    ("The object had a FWHM of $1.49 \\times 1.29$ arcsec.", [R, R]),
    ("It is $1.2 \\times 10^3$ here.", [R]),
])
def test_sizes_written_as_products(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    # a reference does not reach across a table cell
    (T % ("Accuracy.", "Graph & Acc. \\\\ $k=8$ neighbors, $t$ from Section \\ref{s} & 87.1 \\\\"), [S, R]),
    # p, P, r, κ and τ assigned a whole number may be a result (an order selected by BIC, a condition number):
    # the relaxation made for "order P = 3" was withdrawn after red team 4
    ("The polynomials are all of order $P=3$.", [R]),
    ("The object was at a heliocentric distance of $r=4.51$ au.", [R]),
    ("The correlation was $r = 0.41$.", [R]),
    # a bare list continues a setting; a noun or a decimal between stops it
    ("The number of channels per layer is $16, 32, 64$, respectively.", [S, S, S]),
    ("We ran with 8 threads, 91.2 on average.", [S, R]),
    ("We ran with 8 threads, 91 GFLOP/s.", [S, R]),
    ("With $k = 5$, 12 crashed.", [S, R]),  # a list that runs on into a clause is no list of settings
    ("The tool uses $k = 21$, 37 and 41 were also reported.", [S, R, R]),
    ("Graphs are built with $k = 8, 20, 40$ neighbors, and kernels.", [S, S, S]),
    # a significance in sigmas is a number; a threshold in any unit is chosen
    ("HIP 67522 shows a $2.5\\sigma$ signal.", [A, R]),
    ("We mask data points above a $2.5\\sigma$ threshold.", [S]),
    ("We choose the $ED>1\\,$s cutoff.", [S]),
    ("For systems with three or more flares with equivalent duration $ED>1\\,$s, rates rise.", [S]),
])
def test_third_session_4_patterns(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


# -- red team 3 (aimed at this session's rules): each printed a result that escaped; the rules were narrowed -------
@pytest.mark.parametrize("body, section", [
    ("The segmentation network performs best on the liver, with Dice = 0.91 and IoU = 0.84.", "Results"),
    ("On the validation set the reconstruction is sharp, with PSNR = 31.2 and SSIM = 0.93.", "Results"),
    ("Our model sets a new state of the art on LibriSpeech, with WER = 1.9 on test-clean.", "Abstract"),
    ("The sampler mixes well, with ESS = 1830 and Rhat = 1.01 for all parameters.", "Experiments"),
    ("The cache hit rate is 87\\% for the LRU policy and 91\\% for our policy.", "Results"),
    ("The hit rate improves from 71\\% to 87\\% under our policy.", "Results"),
    ("Sensitivity is 94\\% at the optimal cutoff.", "Results"),
    ("Emissions fall by 43\\% in the high-renewables scenario.", "Results"),
    ("The kernel operates at 87\\% of the memory-bandwidth limit.", "Results"),
    ("The completeness drops to 68\\% near the detection limit.", "Results"),
    ("In the 98\\% CFE scenario, procurement costs rise 31\\% over the baseline policy.", "Results"),
    ("In the end we built 412 packages from source without changes.", "Results"),
    ("We then studied 14 timeouts in detail.", "Results"),
    ("The flare frequency distribution breaks for flares with $E > 3.2\\times10^{34}$ erg.", "Results"),
    ("In the zero-shot setting $r = 0.41$, well below the supervised value.", "Results"),
    (T % ("Hyperparameter sensitivity on DIV2K.", "Method & PSNR & SSIM \\\\ Ours & 31.2 & 0.93 \\\\"), "Results"),
    (T % ("Cross-dataset generalization.", "Method & Dice & IoU \\\\ Ours & 0.91 & 0.84 \\\\"), "Results"),
    (T % ("Best-fit parameters of the transit model.", "Planet & $R_p$ & $M_p$ \\\\ b & 2.31 & 7.4 \\\\"),
     "Results"),
    (T % ("Flare properties.", "Star & $N_{\\rm fl}$ & $\\log E$ \\\\ A & 412 & 34.2 \\\\"), "Results"),
    (T % ("AMG setup.", "Solver & Levels & Refinements & Time (s) \\\\ AMG & 9 & 4 & 12.3 \\\\"), "Results"),
])
def test_red_team_3_results_stay_results(tmp_path, body, section):
    wanted = {"0.91", "0.84", "31.2", "0.93", "1.9", "1830", "1.01", "87", "91", "71", "94", "43", "68", "31",
              "412", "14", "3.2\\times10^{34}", "0.41", "2.31", "7.4", "34.2", "9", "4", "12.3"}
    found = types(tmp_path, body, section)
    assert all(t == R for text, t in found if text in wanted) and any(text in wanted for text, _ in found), found


def test_a_table_after_the_bibliography_cited_only_from_related_work_is_covered(tmp_path):
    """Red team 3: a results table placed after the acknowledgements and first cited from Related Work took the
    related_work section (out of coverage); it takes the first section in coverage that cites it."""
    p = tmp_path / "p.tex"
    p.write_text(DOC % ("\\section{Related Work}\nUnlike Table \\ref{tab:a}, they differ.\n\\section{Results}\n"
                        "See Table \\ref{tab:a}.\n\\section*{Acknowledgements}\nThanks.\n"
                        "\\begin{table}\\caption{Results.\\label{tab:a}}\\begin{tabular}{lc}Star & Rate \\\\ "
                        "A & 17.2 \\\\\\end{tabular}\\end{table}\n"), encoding="utf-8")
    found = {m.text: (m.section, m.type) for m in index_paper(p).mentions}
    assert found["17.2"] == ("results", R), found


def test_red_team_3_tables(tmp_path):
    """A parameter word after a preposition ("transfer to unseen datasets") does not make a parameter table; a
    measured row of a parameter table stays measured; a caption that names medians or credible intervals is a
    results table."""
    for caption, rows in (("Zero-shot transfer to unseen datasets.", "Model & WER & CER \\\\ Ours & 31.2 & 0.93 \\\\"),
                          ("Best-performing configuration per task.", "Task & MNLI & QNLI \\\\ Accuracy & 88.1 & 91.3 \\\\"),
                          ("MCMC parameters; medians and credible intervals.", "Planet & $R_p$ \\\\ b & 2.31 \\\\")):
        found = types(tmp_path, T % (caption, rows))
        assert all(t == R for text, t in found), (caption, found)


def test_a_table_after_the_acknowledgements_takes_a_strict_citation_first(tmp_path):
    """Cited first from the introduction and then from Results, a back-matter table belongs to Results; after
    \\appendix the acknowledgements are still back matter, so an uncited table there is not the appendix's."""
    tab = ("\\begin{table}\\caption{Flare rates per star.%s}\\begin{tabular}{lcc}Star & Flares & Rate \\\\ "
           "S & 412 & 0.31 \\\\\\end{tabular}\\end{table}\n")
    p = tmp_path / "p.tex"
    p.write_text(DOC % ("\\section{Introduction}\nCompare Table \\ref{t}.\n\\section{Results}\nSee Table \\ref{t}.\n"
                        "\\section*{Acknowledgements}\nThanks.\n" + tab % "\\label{t}"), encoding="utf-8")
    assert {m.section for m in index_paper(p).mentions if m.text == "0.31"} == {"results"}
    p.write_text(DOC % ("\\section{Results}\nWe measure rates.\n\\appendix\n\\section{Injection tests}\nWe inject.\n"
                        "\\section*{Acknowledgements}\nThanks.\n" + tab % ""), encoding="utf-8")
    assert {m.section for m in index_paper(p).mentions if m.text == "0.31"} == {"results"}


@pytest.mark.parametrize("body, section, expected", [
    ("It yields a posterior mean and 95\\% credible interval of 1.6 °C.", "Conclusion", [S, R]),
    ("We sample the signal at intervals of 10 s.", "Results", [S]),
    ("The year of convergence assumes a starting date of 1866.", "Results", [Y]),
    ("The filter removed 1866 duplicates.", "Results", [R]),
    ("A moderate lukewarmer believes the value lies within 1 °C.", "Priors", [S]),
    (T % ("Sceptic priors.", "Type & TCR & Implied \\\\ Moderate & 1 & 0.27 \\\\"), "Results", [S, S]),
    (T % ("Posterior under each prior.", "Type & TCR \\\\ Moderate & 1.3 \\\\"), "Results", [R]),
])
def test_priors_intervals_and_old_years(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected, types(tmp_path, body, section)


# -- red team 4 (aimed at the rules above): each printed a result that escaped; the rules were narrowed or withdrawn --
@pytest.mark.parametrize("body", [
    "Preconditioning lowers the condition number from $\\kappa = 2300$ to $\\kappa = 18$.",
    "The AIC selects $p = 2$ lags for output and $p = 3$ for inflation.",
    "The Bayesian information criterion is minimised at $P = 3$ components.",
    "The number of confirmed members grows from 1520 to 1874 after the Gaia cut.",
    "The recovered sample contains between 1850 and 1870 quasars, depending on the cut.",
    "The rotation-activity relation saturates in the range $R_0 < 0.13$, below which activity is flat.",
    "The companion's effective temperature is constrained to the range $1150 < T_{\\rm eff} < 1320$ K.",
    T % ("Best fit parameters of the transit model.", "Planet & $R_p$ & $M_p$ \\\\ b & 2.31 & 7.4 \\\\"),
    T % ("Orbital parameters of HD 21749 b.", "Parameter & Value \\\\ Period & 35.61 \\\\"),
    T % ("Statistics of the generated molecules.", "Model & Valid & Unique \\\\ Ours & 97.1 & 88.4 \\\\"),
    T % ("Cluster masses.", "Cluster & $M_{500}$ & z \\\\ A & 2.1 & 0.3 \\\\ B & 3.4 & 0.2 \\\\ C & 5.6 & 0.5 \\\\"),
])
def test_red_team_4_results_stay_results(tmp_path, body):
    wanted = {"2300", "18", "2", "3", "1874", "1850", "1870", "0.13", "1320", "2.31", "7.4", "35.61", "97.1",
              "88.4", "2.1", "3.4", "5.6"}
    found = types(tmp_path, body)
    assert all(t == R for text, t in found if text in wanted) and any(text in wanted for text, _ in found), found


def test_red_team_4_tables_after_the_acknowledgments_environment_and_in_the_appendix(tmp_path):
    """AASTeX's acknowledgments environment starts the back matter; an appendix table cited from Results is
    that section's."""
    tab = ("\\begin{table}\\caption{Flare rates.\\label{t}}\\begin{tabular}{lc}Star & Rate \\\\ S & 0.31 "
           "\\\\\\end{tabular}\\end{table}\n")
    p = tmp_path / "p.tex"
    p.write_text(DOC % ("\\section{Results}\nSee Table \\ref{t}.\n\\section{Methods}\nWe fit.\n"
                        "\\begin{acknowledgments}Thanks.\\end{acknowledgments}\n" + tab), encoding="utf-8")
    assert {(m.section, m.type) for m in index_paper(p).mentions if m.text == "0.31"} == {("results", R)}
    p.write_text(DOC % ("\\section{Results}\nSee Table \\ref{t}.\n\\appendix\n\\section{All runs}\n" + tab),
                 encoding="utf-8")
    assert {(m.section, m.type) for m in index_paper(p).mentions if m.text == "0.31"} == {("results", R)}


# -- session 5 -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("body, expected", [
    # a number in parentheses after a setting was once read as restating it ("41 nodes (64 triangles)"); red team 5
    # showed the parentheses hold outcomes as often ("1,488 matrices (23 timed out)"), so the rule was withdrawn
    ("We used a regular coarsest mesh with $m_0=41$ nodes (64 triangles).", [S, R]),
    ("We ran the solver on all 1,488 matrices (23 timed out).", [S, R]),
    ("We evaluated 2,000 generated programs (1,312 compiled).", [S, R]),
    ("We recruited 48 participants (11 withdrew).", [S, R]),
    ("The best configuration uses $k = 10$ neighbours (0.412 MRR).", [S, R]),
    ("Assembly completes in 9.1 h on 32 cores (112.4 GB peak RSS).", [R, S, R]),
    # ... but a result unit, a rate, a metric, a statistic or an outcome inside the parentheses stays a result
    ("We ran it with 8 threads (91.2 ms per step).", [S, R]),
    ("We ran it with 8 threads (91.2 ms).", [S, R]),
    ("We train with a batch size of 64 (93.1 accuracy).", [S, R]),
    ("We train with a batch size of 64 (93.1 mean).", [S, R]),
    ("We ran it with 10 seeds (12 crashes).", [S, R]),
    ("We ran it with 4 workers (3.2x).", [S, R]),
    ("We ran it with 4 workers (31\\% faster).", [S, R]),
    ("We ran it with 4 workers (accuracy 93.1).", [S, R]),
    ("We ran it with 4 workers (12 GB/s).", [S, R]),
    ("We ran it with 4 workers (93.1 points).", [S, R]),
    # the number must open the parentheses and the parentheses must close on a bare noun phrase
    ("We ran it with 4 workers (93.1 on the test set).", [S, R]),
    ("We ran it with 4 workers (93.1 on test).", [S, R]),
    ("We ran it with 4 workers (93.1 after tuning).", [S, R]),
    ("We ran it with 4 workers, and the model reached 93.1 (12 errors).", [S, R, R]),
])
def test_a_number_in_parentheses_after_a_setting(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    # counted things that turned out to have a property are found ("402 targets had rotation periods")
    ("From the final sample of 4041 flare stars, 402 targets had rotation periods of at least 0.1 days.", [R, R, R]),
    ("Of the runs, 12 seeds showed divergence.", [R]),
    # ... but what a machine had is its configuration
    ("In the testbed, 4 nodes had 64 GB of RAM each.", [S, S]),
])
def test_counted_things_with_a_property(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, section, expected", [
    # statistics reported in APA style are results in any section, the Method's sample description included
    ("The participants were 24 years old on average (\\(M_{age}\\) = 24.35, \\(SD_{age}\\) = 4.73).", "Method",
     [S, R, R]),
    ("Contact was frequent (\\(r_{within}\\) = 0.54, \\textit{p} \\textless{} .001).", "Method", [R, R]),
    ("Need fulfilment predicted quality (\\textit{b} = 2.48, \\textit{t}(1,200) = 4.37, \\textit{p} \\textless{} "
     ".001, $\\eta_{partial}$ = 0.03).", "Results", [R, R, R, R, R]),
    ("Members made up a share (\\(M\\) = 31.71\\%, \\(SD\\) = 19.88\\%).", "Method", [R, R]),
    # ... not where the clause configures something, nor a symbol that also names parameters when alone
    ("We place a prior with $M = 0.5$ and $SD = 2.5$ on each weight.", "Method", [S, S]),
    ("Weights are initialised with $b = 0.1$.", "Method", [S]),
    ("After 3 windows the rate is multiplied by $\\beta = 0.8$.", "Method", [S, S]),
    ("We attack with 40 steps at step size $\\eta=0.01$.", "Method", [S, S]),
    ("The bandwidth is $b = 64$ and $SD = 2$ pixels.", "Method", [S, S]),
])
def test_statistics_reported_in_apa_style(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected, types(tmp_path, body, section)


@pytest.mark.parametrize("body, expected", [
    # the parameters of data the authors generated are settings, also in a strict section
    # "we added N things" is no longer the authors' design count: red team 5 ("we added 37 annotations that the
    # original release lacked", "in total we inserted 412 type annotations")
    ("Within this volume, we added 200 dipolar particles.", [R]),
    ("Directions are sampled from a distribution with mean of 180 and standard deviation of 10.", [S, S]),
    ("The data were corrupted by pseudo-random Gaussian noise of mean 0 nT and a standard deviation of 20 nT.", [S, S]),
    # ... never past a word of an outcome, a metric, an estimate or a comparison
    ("We simulated the system and recovered 93\\% of the sources.", [R]),
    ("On the generated data the estimated depth was 4.8 um.", [R]),
    ("The measured cospectrum is smaller than the generated one above 1 Hz.", [R]),
    ("With the synthetic data the inversion error is 0.65 um.", [R]),
    ("For the simulated grains, 99 sources were found.", [R]),
    ("The randomly placed sources give 0.65.", [R]),
    ("The dipoles scatter around the Gaussian fit with a standard deviation of 4 degrees.", [R]),
    ("The estimated positions are Gaussian with a standard deviation of 0.65 um.", [R]),
    ("The mean error of 3 pixels is small.", [R]),  # a statistic's value is no count of pixels
    ("It reports the median of 10 runs per size.", [S]),  # the sample a statistic is taken over
    ("We generated 512 valid programs.", [R]),
    ("The model generated 512 programs.", [R]),
])
def test_parameters_of_generated_data(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    # where a quantity is read off is chosen: a level, a horizon, an operating point, a legend's threshold
    ("The ensemble was well calibrated at the 50\\% and 95\\% levels.", [S, S]),
    ("The effect is significant at the 0.01 level.", [S]),
    ("The ensemble scored 0.62 at the 1 week horizon.", [R, R]),  # horizons withdrawn: red team 6
    ("It answers 655,000 queries per second for .7 recall and 61,000 queries per second at recall .99.", [R, S, R, S]),
    ("It answers 655,000 queries per second for .7 recall and 61,000 at recall .99.", [R, S, R, R]),
    ("Notes: **** p < .0001, *** p < .001, * p < .05.", [S, S, S]),
    ("Quality was higher (\\textit{b} = 2.48, \\textit{p} \\textless{} .001, \\textit{95\\%CI}{[}1.37, 3.59{]}).",
     [R, R, S, R, R]),
    ("Asterisks mark where the bootstrapped 99\\%-confidence interval excludes zero.", [S]),
    # ... but not where it was found, nor a level without a word of significance or confidence, nor an
    # operating point printed to more digits than anyone chooses
    ("The F1 score peaks at a recall of 0.87.", [R]),
    ("Performance plateaus at the 93\\% level.", [R]),
    ("Accuracy stays at the 93\\% level.", [R]),
    ("It reaches 10,000 QPS at recall .9983.", [R, R]),
    ("The difference was significant (p < .001).", [R]),
])
def test_where_a_quantity_is_read_off(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    # a processor's spec is the machine; a measured size stays measured
    ("The servers have an Intel Xeon CPU (16 cores available, 3.00 GHz, 25.0MB Cache).", [S, S, S]),
    ("Experiments ran on a Xeon E5-1650 v3 @ 3.50GHz.", [S]),
    ("The run used a GPU (peak usage 38.5 GB).", [R]),
    ("The GPU memory use was 38.5 GB.", [R]),
    ("The kernel runs 3.5 GHz faster than the baseline clock.", [R]),
    ("The index needs 38.5 GB of memory.", [R]),
])
def test_hardware_specs_and_measured_sizes(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    # the bound that defines a filter, a grid's spacing and a sweep's step are chosen
    ("Particles that meet the filtering criteria of $R^2 \\geq 0.85$ and $\\text{SNR} \\geq 5.5$ are kept.", [S, S]),
    ("Directions filtered by the coefficient of determination ($\\geq 0.85$) form two clusters.", [S]),
    ("The field was calculated on regular grids with 0.5 um spacing.", [S]),
    ("Heights are swept in 0.5 um increments.", [S]),
    ("We replicated the particle generation procedure 100 times.", [S]),
    # ... but a bound stated as an outcome, and steps taken, are found
    ("All filtered fits have $R^2 \\geq 0.97$.", [R]),
    ("After filtering, the fits reach $R^2 \\geq 0.97$.", [R]),
    ("The solver converged in 12 steps.", [R]),
    ("The ensemble outperformed all available models in 22 countries.", [R]),
    ("The filtered sample shows a median SNR of 12.", [R]),
])
def test_filters_spacings_and_repetitions(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    # a date in parentheses after a measured number is a date, not the number's interval
    ("This includes all spectra up to an MJD of 58543 (2019 March 1).", [R, Y, A]),
    # percentiles and subsets of a distribution are chosen
    ("We flag stars above the 90\\% level of the same statistic in the control sample.", [S]),
    ("We select the brightest and faintest 5\\% of each light curve.", [S]),
    ("The accuracy reached the 93\\% level of human experts.", [R]),
    # an instrument's description is its configuration, a measured one is not
    ("The legacy data have a resolution of $R \\sim 2000$. The pixel size is 69 km/s.", [S, S]),
    ("The eBOSS spectrograph covers a wavelength range of 3,600--10,400 A.", [S, S]),
    ("The measured pixel size is 0.41 arcsec.", [R]),
    # what was left, or what things have, is found
    ("This is the final SES variable star sample of 25,121 stars.", [R]),
    ("However, these stars have only a mean of 34 epochs.", [R]),
    ("It reports the median of 10 runs per size.", [S]),
])
def test_dates_percentiles_instruments_and_samples(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


def test_the_truth_rows_of_a_recovery_table_are_inputs(tmp_path):
    """A recovery test prints the known input beside what was recovered: the "true" rows are settings, only where
    rows of estimates stand beside them (a blind-labelled magnetic microscopy paper)."""
    rows = "true & 800.00 & 200.00 \\\\ estimated & 799.91 & 199.94 \\\\"
    assert [t for _, t in types(tmp_path, T % ("Recovered source positions.", "Row & x & y \\\\ " + rows))] == \
        [S, S, R, R]
    # a lone row labelled "true" proves nothing; a "reference" row may be simulated by the authors
    lone = "true & 800.00 & 200.00 \\\\ ours & 799.91 & 199.94 \\\\"
    assert [t for _, t in types(tmp_path, T % ("Positions.", "Row & x & y \\\\ " + lone))] == [R, R, R, R]
    ref = "reference & 800.00 & 200.00 \\\\ estimated & 799.91 & 199.94 \\\\"
    assert [t for _, t in types(tmp_path, T % ("Positions.", "Row & x & y \\\\ " + ref))] == [R, R, R, R]


# -- red team 5 (aimed at this session's rules): each printed a result that escaped; the rules were narrowed -------
@pytest.mark.parametrize("body, section, wanted", [
    ("The preference for the two-planet solution is significant at the $3.1\\sigma$ level.", "Results", "3.1"),
    ("The anisotropy is significant at the 5.2$\\sigma$ level.", "Abstract", "5.2"),
    ("This difference is statistically significant at the 99.96\\% level.", "Results", "99.96"),
    ("Within the 68\\% credible region, our measurement of $H_0$ agrees with SH0ES at the 1.1$\\sigma$ level.",
     "Results", "1.1"),
    ("Our flux calibration is accurate at the 2\\% level, as confirmed by the standard stars.", "Results", "2"),
    ("Our models agree with the AlphaFold predictions at the 2\\% level.", "Results", "2"),
    ("The coverage of our intervals settles at the 93\\% level for all horizons.", "Results", "93"),
    ("Coverage peaks at the 95\\% level.", "Results", "95"),
    ("The sampled posterior of $H_0$ has a mean of 70.1 and a standard deviation of 1.4.", "Results", "1.4"),
    ("The images generated by our model have a mean of 0.47 and a standard deviation of 0.21.", "Results", "0.21"),
    ("The simulated Li$_3$PS$_4$ lattice has a spacing of 5.32 \\AA{} at 300 K.", "Results", "5.32"),
    ("Across the 200 simulated epidemics the final size has a mean of 0.62 and a standard deviation of 0.08.",
     "Results", "0.08"),
    ("The simulated spectra have a noise level of 0.8 mJy.", "Results", "0.8"),
    ("HNSW tops out at 0.94 recall on this dataset, while our index reaches 0.99.", "Results", "0.94"),
    ("The exact baseline stalls at 0.88 recall.", "Results", "0.88"),
    ("Our classifier operates at a precision of 0.93 on the held-out set.", "Results", "0.93"),
    ("The two ROC curves cross at a specificity of 0.91.", "Results", "0.91"),
    ("Our 7B model serves requests from a single consumer GPU (14.2 GB peak memory).", "Results", "14.2"),
    ("Our index fits on one GPU (61.3 GB resident) and answers a query in 2.1 ms.", "Abstract", "61.3"),
    ("Under sustained load the CPU (throttling to 2.1 GHz after 40 s) loses 18\\% of its throughput.", "Results",
     "2.1"),
    ("Assembly of the human genome completes in 9.1 h on 32 cores (112.4 GB peak RSS).", "Results", "112.4"),
    ("We fuzzed each of the 12 targets for 24 hours (7 crashed).", "Evaluation", "7"),
    ("Across 1,200 molecules (430 novel), our model is best.", "Results", "430"),
    ("Empirical coverage is 91\\%---intervals from the baseline cover the truth only 78\\% of the time.", "Results",
     "91"),
    ("Forecast errors stay within a 7\\%-band around the observed load.", "Results", "7"),
    ("Our accelerator closes timing @ 412 MHz on the Alveo U250.", "Results", "412"),
    ("During curation we added 37 annotations that the original release lacked.", "Results", "37"),
    ("Our index serves 31,000 queries per second for 0.9 nDCG and 61,000 for 0.8 nDCG.", "Results", "61,000"),
    ("The detector runs at 212 frames per second for 0.5 mAP and 140 for 0.6 mAP.", "Results", "140"),
    ("Our method finishes in 3.2 s whereas the baseline takes 41 s.", "Results", "3.2"),
    ("Our model beats every baseline (paired t-test, ** p < 0.004).", "Results", "0.004"),
    ("Skill drops below persistence at the 36 h horizon.", "Results", "36"),
])
def test_red_team_5_results_stay_results(tmp_path, body, section, wanted):
    found = dict(types(tmp_path, body, section))
    assert found.get(wanted) == R, found


@pytest.mark.parametrize("body, expected", [
    # a single letter spaced from its number is a physical unit, not a hardware size: 5800 K is a temperature
    ("We find a pileup of stars with $T > 5800$~K in the plane.", [R]),
    ("The LAMOST temperatures are 50--100~K cooler than the other surveys.", [R, R]),
    ("The node has 64 GB of RAM and a 6K-entry table.", [S, S]),
])
def test_kelvin_is_no_hardware_size(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    # a metric stated in a method section is a result: the percentage rule for setups must not take it
    ("The accuracy for RNN, LSTM, and GRU is 47.6\\%, 34.4\\%, and 57.9\\% respectively.", [R, R, R]),
    ("Across various slices, the accuracy of the GRU model never dips below 82\\%.", [R]),
    ("We hold out 20\\% of the names for testing.", [S]),
    ("We set the target accuracy to 90\\%.", [S]),
    ("We set out to show that the gain rises to 31\\%.", [R]),
    ("We set the threshold so that accuracy improves to 91\\%.", [R]),
])
def test_metrics_stated_in_a_method_section(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Method")] == expected, types(tmp_path, body, "Method")


@pytest.mark.parametrize("body, expected", [
    # escapes left open by red team 4, closed here
    ("The mesh refinement converged with 41 cells.", [R]),
    ("The validation loss plateaus after 40 steps.", [R]),
    ("The BIC selects K = 4 mixture components.", [R]),
    # ... while configured counts stay settings
    ("We evaluate after 40 steps with 41 cells.", [S, S]),
    ("Each token is routed to K = 4 experts.", [S]),
])
def test_red_team_4_leftovers(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


# -- red team 6 (aimed at the rules added after red team 5) -----------------------------------------------------
@pytest.mark.parametrize("body, section, wanted", [
    ("By batching the log writes, we limited the overhead to 2.1\\% on all workloads.", "Results", "2.1"),
    ("We limit the tail-latency increase to 3.2\\%.", "Abstract", "3.2"),
    ("We set the overhead to 2.1\\% by batching.", "Results", "2.1"),
    ("We sampled the posterior with emcee; the marginal of $H_0$, with a mean of 70.1 and a standard deviation of "
     "1.4, agrees with SH0ES.", "Results", "1.4"),
    ("Samples drawn from our trained diffusion model, with a mean of 0.47, match the data.", "Results", "0.47"),
    ("Our forecasts lose their skill at the 11 day horizon.", "Results", "11"),
    ("Under the same 2 ms latency budget, ScaNN answers at a recall of 0.93 and our index at a recall of 0.97.",
     "Results", "0.97"),
    ("Our accelerator closes timing on the Alveo U250 @ 412 MHz.", "Results", "412"),
    ("The final map reaches a resolution of 3.1 \\AA.", "Results", "3.1"),
    ("From the arc lines we derive a spectral resolution of $R \\sim 2450$.", "Results", "2450"),
    ("The outbursts recur at 41.3 d intervals.", "Results", "41.3"),
    ("Lattice fringes appear with a 0.34 nm spacing.", "Results", "0.34"),
    ("After filtering, the retained fits attain $R^2 > 0.97$.", "Results", "0.97"),
    ("Of the 400 candidates, only the brightest 37 were confirmed.", "Results", "37"),
    ("We find 2048 new variable stars.", "Results", "2048"),
])
def test_red_team_6_results_stay_results(tmp_path, body, section, wanted):
    found = dict(types(tmp_path, body, section))
    assert found.get(wanted) == R, found


def test_red_team_6_tables_and_sections(tmp_path):
    # a row that happens to be labelled "Input" beside a "Fit" stage is measured, not the truth
    rows = "Input & 1.2 & 3.4 \\\\ Fit & 5.6 & 7.8 \\\\"
    assert [t for _, t in types(tmp_path, T % ("Stage timings.", "Stage & a & b \\\\ " + rows))] == [R, R, R, R]
    body = ("\\section{Results}\\subsection{Comparison of methods}A 1.5x.\\n\\section{Model comparison}B 2.5x.\\n"
            "\\section{Model validation}C 3.5x.\\n\\section{Comparison Sample}D 4.5x.")
    p = tmp_path / "s.tex"
    p.write_text(DOC % body, encoding="utf-8")
    assert [m.section for m in index_paper(p).mentions] == ["experiments", "experiments", "experiments",
                                                             "comparison_sample"]


@pytest.mark.parametrize("body, expected", [
    # A rule that made the uncued numbers of a "we used / ran / applied ..." sentence settings (when no outcome,
    # metric, comparison or change word stood in it) was tried and withdrawn: red team 7 made 20 results escape
    # through it ("we ran the detector over the archive and flagged 37 candidate transits"), and narrowed to the
    # setup verb's own object it fixed nothing on the spent papers. These stay results; see also red team 7 below.
    ("We use 8 GPUs and the model hits 93.1.", [S, R]),
    ("We use 8 GPUs; the model hits 93.1.", [S, R]),
    ("We trained the model, reaching 93.1 on the test set.", [R]),
    ("We trained the model for the benchmark, which then gave 93.1.", [R]),
    ("We evaluated the model on 12 tasks and it won 9.", [S, R]),
    ("We ran the solver and got 41.3.", [R]),
    ("We ran the solver to 41.3 overall.", [R]),
    ("Our model scores 93.1 when we use the default prompts.", [R]),
    # the verb's own object named before the value is the one narrow form that is chosen (we_chose, session 34: 21
    # of 21 spent mentions so placed are settings); the numbers after it in the sentence keep their own cues
    ("We applied a bias field of 0.9 during the run.", [S]),
    ("We applied a bias field of 0.9 and the fit reached 93.1.", [S, R]),
])
def test_we_used_sentences_keep_their_results(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


# -- red team 7 (aimed at setup_sentence): each a result the rule once made a setting ----------------------------
@pytest.mark.parametrize("body, section, wanted", [
    ("We used the fitted model to estimate a Hubble constant of 71.4 km/s/Mpc.", "Results", "71.4"),
    ("We used the fitted model to estimate $H_0 = 71.4$ km/s/Mpc.", "Results", "71.4"),
    ("We applied a two-sided permutation test and rejected the null hypothesis at p = 0.003.", "Results", "0.003"),
    ("We applied the pipeline to the full sample and determined a systemic velocity of 243 km/s.", "Results", "243"),
    ("We ran the detector over the full archive and flagged 37 candidate transits.", "Results", "37"),
    ("We applied the method to the Kepler light curves and confirmed 19 planets.", "Results", "19"),
    ("We ran our checker on the kernel and uncovered 58 data races.", "Experiments", "58"),
    ("We applied the framework to 12 cities and estimated a combined 4,100 excess deaths attributable to the "
     "heatwave.", "Abstract", "4,100"),
    ("We evaluated the proof search on the 1,200 theorems of the benchmark, where it proved 803.", "Experiments",
     "803"),
    ("We evaluated the planner on 50 household tasks, where it solved 43.", "Evaluation", "43"),
    ("We used the Bayesian framework to estimate $R_0 = 2.7$ for the outbreak.", "Abstract", "2.7"),
    ("We used the fitted joint model to constrain the dimensionless spin to $a_* = 0.62$.", "Results", "0.62"),
    ("We then used the inferred network to propose 37 novel drug-target interactions, 29 of which we validated.",
     "Results", "29"),
    ("We applied our decompiler to 300 binaries and correctly reconstructed the control flow of 281.", "Results",
     "281"),
    ("We used this framework to settle 14 open conjectures in the literature.", "Conclusion", "14"),
    ("We applied the model to the 2020 data and forecast 1,430 cases for the following week.", "Results", "1,430"),
    ("We used the trained model to annotate the corpus and extracted 18,300 relation triples.", "Results", "18,300"),
    ("We adopted the stopping epoch from the validation curve, epoch 37.", "Results", "37"),
    ("We used the inferred distance to place the cluster 8.3 kpc from the Sun.", "Results", "8.3"),
])
def test_red_team_7_results_stay_results(tmp_path, body, section, wanted):
    found = dict(types(tmp_path, body, section))
    assert found.get(wanted) == R, found


# -- session 6, found on sets 11 and 12 once set 13 was measured: eras, algorithm lines, sigma levels, products --
@pytest.mark.parametrize("body, wanted, kind", [
    ("The record shows a cooling from 1140-1880 CE.", "1140", Y),
    ("The record shows a cooling from 1140-1880 CE.", "1880", Y),
    ("Prior to 1400 CE nearly all records agree.", "1400", Y),
    ("The estimate starts around 800 BCE.", "800", Y),
    ("The reconstruction begins in AD 1350.", "1350", Y),
    ("We found 1140 AD patients in the registry.", "1140", R),  # AD after a number: Alzheimer's disease
    ("The parameters are updated (line 4) and the errors are calculated (lines 8 and 9).", "4", F),
    ("The parameters are updated (line 4) and the errors are calculated (lines 8 and 9).", "9", F),
    ("We find a cooling of 0.38 $\\pm$ 0.13 K (1 s.e.) over the period.", "1", S),
    ("We find a cooling of 0.38 $\\pm$ 0.13 K (1 s.e.) over the period.", "0.38", R),
    ("Both estimates fall within the 1$\\sigma$ error of the sediment record.", "1", S),
    ("The shaded region is the 2-$\\sigma$ uncertainty of the fit.", "2", S),
    ("No system shows a $>3\\sigma$ signal of flaring.", "3", R),  # a bounded outcome is found
    ("Systems with a $>3\\sigma$ signal are flagged as candidates.", "3", R),  # a bound is no level (red team 8)
    ("The transit is detected at 4.2$\\sigma$.", "4.2", R),  # a measured significance has decimals
    ("The transit is detected at 5$\\sigma$.", "5", R),  # no error word, no bound: fails closed
    ("The tension between the two estimates reaches the 3$\\sigma$ level.", "3", R),  # an outcome verb governs it
    ("The mixed model gives an odds ratio of 1.8 (95\\% CI 1.2--2.6).", "95", S),
    ("The mixed model gives an odds ratio of 1.8 (95\\% CI 1.2--2.6).", "1.2", R),
    ("The model was fit using a window size of 250 km $\\times$ 250 km.", "250", S),
    ("The solver converges to a tile of 64 x 16.", "64", R),  # red team 4: no word puts the size in
    ("The L1 cache has 4 $\\times$ 32\\,KiB.", "32", S),
])
def test_eras_lines_sigma_levels_and_products(tmp_path, body, wanted, kind):
    found = types(tmp_path, body, "Results")
    got = [t for text, t in found if text == wanted]
    assert got and all(t == kind for t in got), found


@pytest.mark.parametrize("body, wanted, kind", [
    ("The fit gives $a = 50.0$ [48.0, 52.2] for angiosperms.", "50.0", R),
    ("The fit gives $k = 0.629$ (0.618--0.639) for angiosperms.", "0.629", R),
    ("Inversion recovery gave $T_1 = (51 \\pm 4)$ ms.", "51", R),
    ("We sweep $x = 4$ [1, 10] in steps of one.", "4", S),  # whole numbers: a swept range, the assignment decides
    ("With $\\lambda = 0.5$ [0.7, 0.9] we fit again.", "0.5", S),  # outside its interval: no estimate
])
def test_estimates_printed_with_their_interval(tmp_path, body, wanted, kind):
    found = types(tmp_path, body, "Results")
    assert dict(found)[wanted] == kind, found


@pytest.mark.parametrize("body, expected", [
    # a named interval marks an estimate in any section, and its ends are the estimate's kind
    ("Reliability among the experts was 0.930 (95\\% CI: [0.91, 0.94]).", [R, S, R, R]),
    ("$\\mathrm{ICC3} = 0.709$ (95\\% CI 0.66--0.75) across raters.", [R, S, R, R]),
    # an unnamed one after a symbol, in decimals, where nothing configures
    ("The model captured the data ($ccc = 0.869$ [0.841, 0.904]).", [R, R, R]),
    ("The agreement was high (Pearson CC: $0.797$).", [R]),
    # a cited whole rate with its interval, and an interval in a clause that configures, stay the setup's
    ("Of infected people, 81\\% (95\\% CrI: 71--89) show symptoms.", [S, S, S, S]),
    ("We set the prior mean $m = 0.5$ [0.1, 0.9] for every site.", [S, S, S]),
])
def test_an_estimate_with_its_interval_in_a_method_section(tmp_path, body, expected):
    """hbn_pod2, emotion_reasoning (set 49, spent): a reliability, an ICC and a concordance correlation with their
    confidence intervals, reported in method sections, were read as the setup's; on spent papers every value
    followed by a named interval (46) was a result."""
    assert [t for _, t in types(tmp_path, body, "Methods")] == expected, types(tmp_path, body, "Methods")


@pytest.mark.parametrize("body, expected", [
    ("We placed priors $\\tau \\sim \\mathrm{Exponential}(\\mathrm{mean} = 0.005)$ on divergence times.", [S]),
    ("Population sizes were drawn from $\\mathrm{Gamma}(\\mathrm{shape} = 4, \\mathrm{offset} = 0.0001, \\mathrm{mean} = 0.0021)$.",
     [S, S, S]),
    # a fitted distribution's parameters are found
    ("The fitted latencies follow $\\mathrm{Gamma}(\\mathrm{shape} = 2.1, \\mathrm{mean} = 0.4)$.", [R, R]),
])
def test_named_arguments_of_a_distribution_are_its_parameters(tmp_path, body, expected):
    """gecko_codiv, demog_codiv (set 49, spent): priors written with named arguments through macros
    (\\dexponential{0.005}) failed closed in Results; 27 spent mentions moved, all to their labels."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


def test_a_header_row_of_decimal_steps_holds_settings(tmp_path):
    """blake3 (set 49, spent): "Function & 0.5 & 1 & 1.5 & 2" heads trail probabilities by number of rounds."""
    rows = ("\\toprule Function & 0.5 & 1 & 1.5 & 2 \\\\\n\\midrule A & $2^{-0}$ & $2^{-1}$ & $2^{-6}$ & $2^{-7}$ \\\\\n"
            "B & $2^{-0}$ & $2^{-2}$ & $2^{-12}$ & $2^{-39}$ \\\\\n\\bottomrule\n")
    found = types(tmp_path, _table(rows, "Best differential trail probabilities"))
    assert [t for _, t in found[:4]] == [S] * 4 and all(t == R for _, t in found[4:]), found
    # a first row of measured decimals that does not keep one step is data, as is one printed at one precision
    # (a results row a writer lays out as a header) and one with no rule under it
    for rows in ("\\toprule Ours & 0.5 & 1.2 & 1.5 & 2.0 \\\\\n\\midrule Base & 0.4 & 0.9 & 1.1 & 1.7 \\\\\n",
                 "\\toprule Ours & 0.5 & 1.0 & 1.5 & 2.0 \\\\\n\\midrule Base & 0.4 & 0.9 & 1.1 & 1.7 \\\\\n",
                 "Ours & 0.5 & 1.0 & 1.5 & 2.0 \\\\\nBase & 0.4 & 0.9 & 1.1 & 1.7 \\\\\n"):
        found = types(tmp_path, _table(rows, "Latency"))
        assert found and all(t == R for _, t in found), found


def test_a_four_digit_cell_is_a_year_only_in_a_column_of_years(tmp_path):
    table = ("\\begin{table}\\caption{Posterior estimates}\\begin{tabular}{lrrr}\n"
             "Parameter & Mean & ESS & Year \\\\\n"
             "$\\alpha$ & 0.873 & 2564 & 2019 \\\\\n"
             "$\\beta$ & 0.127 & 2046 & 2020 \\\\\n"
             "\\end{tabular}\\end{table}")
    found = types(tmp_path, table, "Results")
    assert ("2046", R) in found and ("2564", R) in found, found
    assert ("2019", Y) in found and ("2020", Y) in found, found


def test_a_date_column_keeps_its_years(tmp_path):
    """Set 14 (alborex): the month and day of "2014-05-25" share the column with the year and must not make
    it a column of quantities."""
    table = ("\\begin{table}\\caption{Deployed floats}\\begin{tabular}{llll}\n"
             "Float & Start & End & Depth (m) \\\\\n"
             "Arvor-A3 & 2014-05-25 & 2014-06-17 & 2000 \\\\\n"
             "Arvor-C & 2014-05-26 & 2014-06-18 & 400 \\\\\n"
             "\\end{tabular}\\end{table}")
    found = types(tmp_path, table, "Observations")
    assert [t for text, t in found if text == "2014"] == [Y] * 4, found


def test_a_date_cell_is_judged_within_its_cell(tmp_path):
    """mungbean_pm (set 60): a trial code with a slash one cell to the left ("mung1011/01") names no slash-joined
    labels of the ISO dates beside it; labels in the date's own cell, its column's header or a row label of words
    ("W/T/L") still undo the date."""
    dates = [Y, A, A, Y, A, A]  # a date's month and day are no quantities, as in prose
    table = ("\\begin{table}\\caption{Trials}\\begin{tabular}{llll}\n"
             "Trial & Location & Planting Date & First Sign \\\\\n"
             "mung1011/01 & Hermitage & 2011-01-24 & 2011-03-28 \\\\\n"
             "AM1303 & Premer & 2012-12-28 & 2013-02-28 \\\\\n"
             "\\end{tabular}\\end{table}")
    found = types(tmp_path, table, "Methods")
    assert [t for _, t in found[1:]] == dates + dates, found  # found[0]: the trial code's "01"
    for header, label in (("W/T/L", "Ours"), ("Record", "W/T/L"), ("Record", "Ours"), ("Record", "GPT-4 (W/T/L)"),
                          ("Record", "GPT-4 (W-T-L)")):
        cell = "2011-01-24 (W/T/L)" if label == "Ours" and header == "Record" else "2011-01-24"
        table = ("\\begin{table}\\caption{Wins of the models}\\begin{tabular}{ll}\n"
                 f"Model & {header} \\\\\n{label} & {cell} \\\\\n\\end{{tabular}}\\end{{table}}")
        found = types(tmp_path, table, "Results")
        assert found == [("2011", R), ("01", R), ("24", R)], (header, label, found)
    # red team 43: a count dressed as a date in a cell, or after an outcome verb in it, stays a result
    for cell in ("2011-01-24 bugs", "found 2011-01-24"):
        table = ("\\begin{table}\\caption{Results}\\begin{tabular}{ll}\n"
                 f"Model & Record \\\\\nOurs & {cell} \\\\\n\\end{{tabular}}\\end{{table}}")
        assert types(tmp_path, table, "Results") == [("2011", R), ("01", R), ("24", R)], cell


def _table(rows: str, caption: str = "Latency of the models") -> str:
    return f"\\begin{{table}}\\caption{{{caption}}}\\begin{{tabular}}{{lcccc}}\n{rows}\\end{{tabular}}\\end{{table}}"


def test_a_header_row_of_swept_values_holds_settings(tmp_path):
    """violence3dcnn (set 12): "Model & FLOPS & 1 & 8 & 16" heads latencies at batch sizes 1, 8 and 16."""
    found = types(tmp_path, _table("\\hline Model & FLOPS & 1 & 8 & 16\\\\\n\\hline C3D & 40.04G & 1.1ms & 5.1ms & "
                                   "9.9ms \\\\\nOurs & 10.43G & 1.9ms & 3.6ms & 5.7ms \\\\\n"))
    assert found[:3] == [("1", S), ("8", S), ("16", S)], found
    assert all(t == R for _, t in found[3:]), found
    # a spanning header that names no measured quantity ("K" over 100, 200, 300) makes one too
    found = types(tmp_path, _table("\\toprule Method & \\multicolumn{3}{c}{K} \\\\\n & 100 & 200 & 300 \\\\\n"
                                   "\\midrule LDA & 0.31 & 0.35 & 0.36 \\\\\n"))
    assert [t for _, t in found[:3]] == [S, S, S] and all(t == R for _, t in found[3:]), found


@pytest.mark.parametrize("rows", [
    "Ours & 12 & 15 & 20 \\\\\nBase & 9 & 11 & 14 \\\\\n",  # no header at all: the first row is data
    "Method & \\multicolumn{3}{c}{Score} \\\\\nOurs & 12 & 15 & 20 \\\\\nBase & 9 & 11 & 14 \\\\\n",  # a measured header
    "Method & Run A & Run B & Run C \\\\\nOurs & 12 & 15 & 20 \\\\\n",  # a full header row above
])
def test_a_results_row_of_rising_counts_is_no_header(tmp_path, rows):
    found = types(tmp_path, _table(rows, "Solved instances"))
    assert found and all(t == R for _, t in found), found


@pytest.mark.parametrize("rows", [  # red team 8: a \toprule once left the header model open to every data row
    "\\toprule System & Transport & p50 & p90 & p99 \\\\\n\\midrule Redis & TCP & 41 & 67 & 212 \\\\\n"
    "eRPC & UDP & 12 & 19 & 48 \\\\\nOurs & RDMA & 7 & 9 & 15 \\\\\n\\bottomrule\n",
    "\\hline Solver & Converged & Min & Median & Max \\\\\n\\hline Newton & always & 4 & 6 & 11 \\\\\n"
    "L-BFGS & always & 18 & 27 & 64 \\\\\n\\hline\n",
    "\\toprule Tool & Crashes & Hangs & Leaks & Open source \\\\\n\\midrule Ours & 12 & 35 & 61 & yes \\\\\n"
    "AFL & 9 & 21 & 40 & yes \\\\\n\\bottomrule\n",
    # a rule line under a first row of rising counts does not make it a header when the rows below are whole too
    "\\toprule Ours & TCP & 12 & 15 & 20 \\\\\n\\midrule Base & UDP & 9 & 11 & 14 \\\\\n\\bottomrule\n",
])
def test_ruled_tables_of_rising_counts_stay_results(tmp_path, rows):
    found = types(tmp_path, _table(rows, "Request latency under the production trace"))
    assert found and all(t == R for _, t in found), found


@pytest.mark.parametrize("body, section, wanted", [  # red team 8, prose
    ("We find a significant effect in this sample ($4\\sigma$).", "Abstract", "4"),
    ("Our estimate is in tension with the CMB value (4 standard deviations).", "Results", "4"),
    ("The drug was effective in 41 of 60 cell lines (41 of 60).", "Results", "41"),
    ("The drug killed most leukemia lines (12 of 14).", "Results", "12"),
    ("We detected many emission lines (17 of them previously unreported).", "Results", "17"),
    ("The new solver locates the H-alpha line 4 times more precisely.", "Results", "4"),
    ("The median tumour measures 21 mm $\\times$ 14 mm.", "Results", "14"),
    ("The source has a deconvolved size of 410 pc $\\times$ 260 pc.", "Results", "260"),
    ("Our screen flagged 37 BC cases for review.", "Results", "37"),
    ("We found 12 CE-positive lesions.", "Results", "12"),
    ("Behaviour cloning reaches 51 BC.", "Results", "51"),
    ("The two estimates differ from $4\\sigma$ scatter to $2\\sigma$ scatter.", "Results", "4"),
    # red team 9 (/work/redteam9/REPORT.md), aimed at the rules added after red team 8
    ("We detect the gravitational-wave background with 99.9\\% confidence.", "Results", "99.9"),
    ("The classifier separates the correct ones with 94\\% confidence.", "Conclusion", "94"),
    ("The network found 231 CE lesions against 198 for the radiologists.", "Results", "231"),
    ("After the update on Aug 3, 1956 devices crashed.", "Results", "1956"),
])
def test_red_teams_8_and_9_results_stay_results(tmp_path, body, section, wanted):
    found = dict(types(tmp_path, body, section))
    assert found.get(wanted) == R, found


@pytest.mark.parametrize("rows, caption, wanted", [  # red team 8, tables
    ("\\toprule Method & Time (ms) & Max. rel. error \\\\\n\\midrule Finite differences & 4120 & 3.1e-4 \\\\\n"
     "Adjoint & 61 & 2.2e-9 \\\\\nAD & 48 & 1.0e-12 \\\\\n\\bottomrule\n", "Gradient cost", "48"),
    ("\\toprule Diagnosis & Correct & Wrong & Accuracy (\\%) \\\\\n\\midrule CN & 201 & 13 & 93.9 \\\\\n"
     "AD & 171 & 16 & 91.4 \\\\\n\\bottomrule\n", "Diagnosis accuracy", "171"),
    ("\\toprule Cohort & Person-years & Events \\\\\n\\midrule A & 2046 & 12 \\\\\nB & 3188 & 20 \\\\\n"
     "\\bottomrule\n", "Follow-up", "2046"),
    ("\\toprule Group & Age (years) & N \\\\\n\\midrule A & 2040 & 12 \\\\\nB & 1210 & 20 \\\\\n"
     "\\bottomrule\n", "Cohort ages", "2040"),
    ("\\toprule Model & Elo & Codeforces \\\\\n\\midrule A & 2013 & 2029 \\\\\nB & 1946 & 1921 \\\\\n"
     "\\bottomrule\n", "Ratings of the models", "2013"),
    ("\\toprule Solver & Solved \\\\\n\\midrule Ours & 2041 \\\\\nBase & 1987 \\\\\n\\bottomrule\n",
     "Solved instances", "1987"),
    # red team 9
    ("\\toprule Matrix & nnz(A) & nnz(L) & nnz(L)/nnz(A) \\\\\n\\midrule bcsstk & 3,000 & 41,250 & 13.75 \\\\\n"
     "\\bottomrule\n", "Fill-in", "41,250"),
    ("Errors & 14 & 52 & 310 \\\\ \\hline\nOurs & 0.41 & 0.52 & 0.61 \\\\\nBase & 0.47 & 0.58 & 0.66 \\\\\n",
     "Error rates", "52"),
    ("Solved & 40 & 112 & 187 \\\\ \\midrule\nOurs & 1.2 & 3.4 & 9.9 \\\\\n", "Times", "112"),
])
def test_red_teams_8_and_9_table_results_stay_results(tmp_path, rows, caption, wanted):
    found = dict(types(tmp_path, _table(rows, caption), "Results"))
    assert found.get(wanted) == R, found


@pytest.mark.parametrize("body, wanted, kind", [  # set 13, spent once sets 14 and 15 were measured
    ("During the austral summer 2015-16, severe flooding displaced many people.", "16", Y),
    ("The flow rose by 2015-20 m3/s.", "20", R),  # a dash between non-consecutive years is no season
    # withdrawn after red team 9: "on Aug 3, 1956 devices crashed" counts devices; "with 94% confidence" is found
    ("Despite the errors in the Dec 1-7, 2015 forecasts, both models score well.", "2015", R),
    ("The model predicts 14.00 $\\pm$ 1.82 cells with 95\\% confidence.", "95", R),
    ("The model predicts 14.00 $\\pm$ 1.82 cells, and it is right with 95\\% confidence in repeated tests.", "95", R),
])
def test_seasons_dated_years_and_confidence(tmp_path, body, wanted, kind):
    found = dict(types(tmp_path, body, "Results"))
    assert found.get(wanted) == kind, found


@pytest.mark.parametrize("body, wanted", [  # escapes red teams 4 and 6 had left open
    ("The median job used 12 GPUs and ran for 3.1 h.", "12"),
    ("The median job used 12 GPUs and ran for 3.1 h.", "3.1"),
    ("Each job used on average 12 GPUs.", "12"),
    ("Across the cluster, jobs requested 12 GPUs on average.", "12"),
    ("We selected lr = 0.0031 by the search.", "0.0031"),
    ("The learning rate, 0.0031, was found by grid search.", "0.0031"),
    ("Grid search selected a learning rate of 0.0031.", "0.0031"),
])
def test_statistics_of_observed_units_and_searched_values_are_results(tmp_path, body, wanted):
    found = dict(types(tmp_path, body, "Results"))
    assert found.get(wanted) == R, found


@pytest.mark.parametrize("body, section, wanted", [
    ("We train with 8 GPUs on average workloads.", "Results", "8"),  # "average" is an adjective here
    ("The mean of 10 runs is reported.", "Results", "10"),
    ("We use 8 GPUs per job on average.", "Experimental Setup", "8"),  # the setup describes, it does not measure
    ("We set lr = 0.0031 and run with 8 GPUs.", "Results", "0.0031"),
    ("The model is trained with 8 GPUs in a grid search.", "Results", "8"),
])
def test_averages_and_searches_that_describe_the_setup_stay_settings(tmp_path, body, section, wanted):
    found = dict(types(tmp_path, body, section))
    assert found.get(wanted) == S, found


@pytest.mark.parametrize("body", [
    "Grid search selected the learning rate from 0.1, 0.01 and 0.001.",
    "We selected the learning rate from 0.1, 0.01 and 0.001 by grid search.",
    "The search picked among $\\{0.1, 0.01\\}$.",
])
def test_candidates_of_a_search_are_not_what_it_found(tmp_path, body):
    p = tmp_path / "p.tex"
    p.write_text(DOC % f"\\section{{Results}}\n{body}", encoding="utf-8")
    rules = [m.rule for m in index_paper(p).mentions]
    assert rules and not {"criterion_selects", "found_by_search"} & set(rules), rules


def test_nonzeros_left_by_pruning_are_results(tmp_path):  # red team 9: a descriptor header over an outcome
    found = dict(types(tmp_path, _table("Layer & Dense params & Nonzeros & Accuracy \\\\\nconv1 & 34,848 & 9,112 & "
                                        "76.1 \\\\\n", "Sparsity of the pruned weight matrices."), "Results"))
    assert found.get("9,112") == R, found
    found = dict(types(tmp_path, _table("Network & Depth & nnz & Top-1 (\\%) \\\\\nResNet & 50 & 2,553,000 & 75.1 "
                                        "\\\\\n", "Effect of magnitude pruning on each network."), "Results"))
    assert found.get("2,553,000") == R and found.get("50") == S, found


@pytest.mark.parametrize("body, expected", [  # set 17: "10s of atoms" is tens of atoms, not ten seconds
    ("Reactions containing 10s of atoms need 100s of trajectories.", [A, A]),
    ("10s of thousands of reads were mapped.", [A]),
    ("The run took 10s of CPU time.", [R]),  # no plural noun: ten seconds
    ("It took 100s of CPU seconds.", [R]),  # a duration may hide behind "hundreds": it stays one
    ("The solver needs 10s per instance.", [R]),
])
def test_tens_and_hundreds_of_things_are_no_durations(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


SETS_15_AND_16 = [  # spent in session 7
    # the degrees of freedom of a reported test are computed like its statistic
    ("The model explained more ($F(3, 486) = 16.0$, $p < .001$).", "Results", "486", R),
    ("A paired test gave $t(45) = 2.1$, $p = .04$.", "Results", "45", R),
    ("The interval $f(3, 4)$ is open.", "Results", "3", A),  # a function's arguments are no test
    # a bound the data set is derived, a cap the authors chose is not
    ("The light curve places an upper limit of $1.8\\times 10^{22}$ g of dust.", "Abstract", "1.8\\times 10^{22}", R),
    ("We use a limit of 10 GB per job.", "Results", "10", S),
    # a solver's tolerance is set, one it reaches is found
    ("We validate with an absolute and relative tolerance of $10^{-12}$ and $10^{-18}$.", "Experiments", "10^{-12}", S),
    ("We set rtol = $10^{-6}$ for every run.", "Results", "10^{-6}", S),
    ("The solver reaches a tolerance of $10^{-9}$.", "Results", "10^{-9}", R),
    # the level a result is called significant at, not a p-value found
    ("All effects are significant at $p < 0.05$.", "Results", "0.05", S),
    ("The effect was significant ($p < 0.05$).", "Results", "0.05", R),
    ("The effect was significant at $p < 0.001$.", "Results", "0.001", R),
    # what an input is made of; a sample, catalog, suite or finding stays a result
    ("The Hockey Fights Dataset contains 1000 videos.", "Experiments", "1000", S),
    ("The computational domain consists of 65536 columns and 137 vertical levels.", "Experiments", "137", S),
    ("The base mesh now contains $25$ million cells.", "Experiments", "25", S),
    ("The resulting sample contains 67,006 objects.", "Results", "67,006", R),
    ("Our catalog contains 4,012 flares.", "Results", "4,012", R),
    ("The suite consists of 13000 unit tests.", "Results", "13000", R),
    ("The benchmark contains 37 bugs that our tool detected.", "Results", "37", R),
    ("The trained network has 2.1 million nonzero weights after pruning.", "Results", "2.1", R),
    ("Our model has 91.2\\% accuracy.", "Results", "91.2", R),
    # a plotted range's negative lower end is a bound on a variable (flow numbers such as Re = 2000 and mesh
    # dimensions were read as settings too and withdrawn after red team 10)
    ("Contours of the vorticity ($-5 \\leq w_z c / U_\\infty \\leq 5$) after the run.", "Results", "-5", A),
    ("The Nusselt number is $Nu = 12$.", "Results", "12", R),
    ("The refinement produced a mesh of $512 \\times 384$ cells.", "Results", "384", R),
]
SET_17 = [  # spent in session 7 once set 18 was labelled
    # a hyphenated metric unit is the metric's value; "-fold" is a factor except in k-fold cross-validation
    ("Our temporal models achieve sub-1-day MAE.", "Results", "1", R),
    ("Single-shot models achieve 4.77-day MAE, a 9.8\\% gain.", "Results", "4.77", R),
    ("These effects afford a 100-fold reduction in cost.", "Results", "100", R),
    ("We observe a 3-fold speedup over 10-fold cross-validation.", "Results", "10", S),
    ("A 64-server testbed with 4-core nodes.", "Results", "64", S),
    # a share of a rate is no workload mix
    ("Scheduling succeeds with 94\\% success rate.", "Results", "94", R),
    ("The workload has 50\\% reads and 50\\% updates.", "Results", "50", S),
    # a one-letter count an outcome verb governs is found
    ("Clustering yielded three subgroups of \\emph{n} = 83, 59, and 44 individuals.", "Results", "59", R),
    ("We set $k = 5$ neighbours.", "Results", "5", S),
    # a false-discovery-rate threshold is chosen
    ("Twelve features distinguished the subgroups (FDR-corrected, q < 0.05).", "Results", "0.05", S),
    ("The smallest q-value was q < 0.001.", "Results", "0.001", R),
]
SAMPLE_COUNTS_AND_TOTALS = [  # set 18's trait_growth
    # a sample's size as it came out, written n = (annotators of sets 15, 17 and 18 read these as results)
    ("Effects were weaker at the sapling stage (n = 4) than in adults (n = 7).", "Results", "7", R),
    ("The relaxed criteria raised the count from $n = 137$ to $n = 167$ correlations.", "Results", "167", R),
    ("We use $k = 5$ and $N = 100$ throughout.", "Results", "5", S),
    ("We recruited $n = 50$ participants.", "Methods", "50", S),  # a setup section describes the design
    # a count right after a sentence-opening total is found
    ("In total, 103 articles were included.", "Discussion", "103", R),
    ("In total, we used 8 GPUs.", "Results", "8", S),
]


@pytest.mark.parametrize("body, section, wanted, kind", SETS_15_AND_16 + SET_17 + SAMPLE_COUNTS_AND_TOTALS)
def test_patterns_of_the_sets_spent_in_session_7(tmp_path, body, section, wanted, kind):
    found = dict(types(tmp_path, body, section))
    assert found.get(wanted) == kind, found


RED_TEAM_10 = [  # /work/redteam10/REPORT.md, aimed at session 7's rules
    ("After laser polishing the measured surface roughness is Ra = 0.21 µm.", "Results", "0.21"),
    ("Our detector achieves $Pr = 0.91$ and $Re = 0.87$ on the test set.", "Results", "0.87"),
    ("We find that the flow becomes unstable at $Re = 2310$.", "Results", "2310"),
    ("After deduplication, the dataset contains 812,004 unique molecules.", "Experiments", "812,004"),
    ("Our mined corpus contains 1.2 million code-comment pairs, five times more than CodeSearchNet.", "Conclusion",
     "1.2"),
    ("The winning architecture consists of 9 cells.", "Experiments", "9"),
    ("The benchmark contains 1,214 queries that no system answers correctly.", "Experiments", "1,214"),
    ("The mesh-independence study shows that a $400 \\times 200$ mesh suffices.", "Results", "200"),
    ("After three refinement cycles, the adapted mesh is $512 \\times 384$ cells.", "Results", "384"),
    ("We show that the surface code with our decoder has a noise tolerance of 10.3\\%.", "Results", "10.3"),
    ("Our checker reports 100s of real bugs.", "Results", "100"),
    ("Within a day the crawler found 1000s of phishing pages.", "Results", "1000"),  # no decade
    ("From the non-detection we derive a 3-sigma flux limit of 0.21 mJy.", "Results", "0.21"),
    ("The slope was significant at $p = 0.050$ (two-sided).", "Results", "0.050"),
    ("$12 \\le N \\le 16$ nodes suffice in all runs.", "Results", "12"),
]
RED_TEAM_11 = [  # /work/redteam11/REPORT.md, aimed at session 7's newest rules
    ("Our cache yields a factor-of-3 reduction in tail latency.", "Results", "3"),  # once no mention at all
    ("Our allocator delivers an up-to-3.4x speedup over jemalloc.", "Abstract", "3.4"),
    ("Instrumentation adds a less-than-2\\% overhead on all benchmarks.", "Results", "2"),
    ("Our optimized version is 2.3x faster than the reference implementation.", "Abstract", "2.3"),
    ("Pure Python is 41x slower than our Rust port.", "Results", "41"),
    ("The estimated rate constant is $k = 0.042$~s$^{-1}$.", "Results", "0.042"),
    ("Treated patients show a 12-percentage-point difference in survival.", "Results", "12"),
    ("Our prototype sustains a 40-hour battery life.", "Results", "40"),
    ("100s of real bugs were found by our checker in Debian.", "Results", "100"),
    ("Our fuzzer uncovered 100s of previously unknown crashes.", "Abstract", "100"),
    ("The benchmark contains 1,214 queries unsolved by every system.", "Evaluation", "1,214"),
    ("The merged database contains 83,112 unique compounds.", "Experiments", "83,112"),
    ("With our decoder the surface code has an error tolerance of 10.3\\%.", "Results", "10.3"),
]


# Escapes red team 11 left open (older rules), closed in session 8: a named quantity an outcome verb or participle
# governs, a measured detection limit, an estimated threshold, the upper end of a chain bound.
OPEN_AFTER_RED_TEAM_11 = [
    ("The sample reached a temperature of 412 K after the anneal.", "Results", "412"),
    ("The electron reached a momentum of 2.3 GeV.", "Results", "2.3"),
    ("The measured beam width is 4.1 mm.", "Results", "4.1"),
    ("The assay has a detection limit of 12 pM.", "Results", "12"),
    ("We estimate an epidemic threshold of 1.7.", "Results", "1.7"),
    ("The optimal order lies in $4 \\leq k \\leq 6$.", "Results", "6"),
]
# Their setting-side neighbours keep their class.
SETTINGS_NEAR_RED_TEAM_11 = [
    ("We set a threshold of 5 for every run.", "Results", "5", S),
    ("We train with a learning rate of 0.01.", "Results", "0.01", S),
    ("We present the results obtained for embeddings of size 32 as well.", "Results", "32", S),
    ("Each chip has an upper limit of 100 cells.", "Dataset", "100", S),
    ("The prior is uniform on $0.1 \\leq q \\leq 1$ for the inner orbit.", "Methods", "1", A),
]


# Set 19 and four set-18 papers, spent in session 8: reagent purity, quantile levels, shares of a measured profile,
# a time per unit of work, an effect size beside an upper-case P.
@pytest.mark.parametrize("body, section, expected", [
    ("Choline chloride (\\SI{99}{\\percent}, Sigma-Aldrich) and DPPC (\\SI{>99}{\\percent}) were purchased.",
     "Experiments", [S, S]),
    ("Glycerol ($\\geq 99.5\\%$ purity) was obtained from Merck.", "Experiments", [S]),
    ("The assay recovered the analyte (98\\% recovery).", "Experiments", [R]),
    ("Our model reaches 99\\% accuracy (purchased hardware).", "Results", [R]),
    ("The median alongside the 5\\%, 25\\%, 75\\%, and 95\\% quantiles shows the spread.", "Results", [S, S, S, S]),
    ("It achieves 5\\%, 25\\% and 30\\% gains.", "Results", [R, R, R]),
    ("The Momentum section dominates, accounting for around 70--80\\% of the wall-clock time.", "Methodology", [R, R]),
    ("It reaches the best reward at 71.0\\% containment success and 4.2\\,ms per decision step.", "Abstract", [R, R]),
    ("An alternative method ($g=0.28$, all $P<0.035$) agreed.", "Abstract", [R, R]),
    # switches, seeds listed after their name, lines of a listing, problem sizes written as powers
    ("The results for $\\kappa_\\mathrm{ext}=0$ and $\\kappa_\\mathrm{ext}=1$ are shown.", "Results", [S, S]),
    ("The adjusted fit has $R_{adj} = 1$ and $\\kappa_w = 0.81$.", "Results", [R, R]),
    ("The stress test ended with $N_{fail} = 0$ and $E_{max} = 0$.", "Results", [R, R]),
    ("Training runs across 5 random seeds (42, 123, 456).", "Experiments", [S, S, S, S]),
    ("The rule starting at line 41 describes an entry.", "Experiments", [F]),
    ("Only the binary running the $64^2$ domain is slow.", "Experiments", [S]),
    ("The refinement produced a $512^2$ mesh.", "Results", [R]),
])
def test_spent_set_19_kinds(tmp_path, body, section, expected):
    assert [kind for _, kind in types(tmp_path, body, section)] == expected


# Set 20, spent in session 8 once set 21 was measured.
@pytest.mark.parametrize("body, section, expected", [
    ("We run a 10s throughput test followed by a 10s latency test.", "Experiments", [S, S]),
    ("We show the fits with 95\\% confidence ribbons.", "Results", [S]),
    ("Finally, increasing $g$ from 0.2 to 0.4 resulted in a 25.1\\% drop.", "Results", [S, S, R]),
    ("Increasing the batch from 32 to 64 raised accuracy from 71\\% to 75\\%.", "Results", [S, S, R, R]),
    ("We demonstrate that it scales to 1000 simulated hosts.", "Abstract", [R]),
])
def test_spent_set_20_kinds(tmp_path, body, section, expected):
    assert [kind for _, kind in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("lr", ["LR", "LR$^\\dagger$", "LR (L2)"])
def test_an_lr_column_beside_classifiers_holds_their_accuracy(tmp_path, lr):
    """fma_dataset (set 21): "LR" beside kNN, SVM and MLP is logistic regression, not a learning rate; with a mark
    or a note too (red team 14)."""
    rows = f"feature set & dim. & {lr} & kNN & SVM \\\\\nChroma & 84 & 44 & 45 & 48 \\\\\nMFCC & 140 & 58 & 55 & 61 \\\\\n"
    found = dict(types(tmp_path, _table(rows, "Test set accuracies of classifiers"), "Results"))
    assert found.get("44") == R and found.get("58") == R, found


RED_TEAM_12 = [  # /work/redteam12/REPORT.md, aimed at session 8's rules
    ("The final product was isolated as a white solid (97\\% yield, 99\\% purity).", "Experiments", "97"),
    ("Methylation gave the ester in high yield (92\\%); the product was pure by NMR.", "Experiments", "92"),
    ("Compound 3 was obtained from the crude mixture (94\\%).", "Experiments", "94"),
    ("Our model is most accurate (96.3\\% vs. 91.0\\% for pure CNNs).", "Results", "91.0"),
    ("The classifier was trained on data supplied by Merck (accuracy 94.2\\%).", "Results", "94.2"),
    ("Sigma-Aldrich reagents gave the highest yield (95\\%).", "Results", "95"),
    ("The Curie temperature is 650 K.", "Results", "650"),
    ("Collisions produce jets with a mean momentum of 32 GeV.", "Results", "32"),
    ("The assay's limit of detection was 12 nM.", "Results", "12"),
    ("The lower limit of quantification was 40 nM.", "Results", "40"),
    ("The fatigue limit of the alloy is 410 MPa.", "Results", "410"),
    ("The detection threshold was 3 copies per reaction.", "Results", "3"),
    ("Our analysis reveals an epidemic threshold of 1.7.", "Results", "1.7"),
    ("Patients had a mean pain threshold of 42.1 K, lower than controls.", "Results", "42.1"),
    ("The cells have a firing threshold of -52 mV.", "Results", "-52"),
    ("Our system ranks in the 99\\% percentile among all entries.", "Results", "99"),
    ("Our method resolves 34\\%, 41\\% and 48\\% issues on SWE-bench.", "Results", "48"),
]
SETTINGS_NEAR_RED_TEAM_12 = [
    ("Choline chloride (\\SI{99}{\\percent}, Sigma-Aldrich) was purchased.", "Experiments", "99", S),
    ("We set a threshold of 5 for every run.", "Results", "5", S),
    ("Reads were filtered with a threshold of 30.", "Results", "30", S),
    ("A threshold of 0.5 was used for all runs.", "Results", "0.5", S),
    ("We train with a temperature of 0.7 and a momentum of 0.9.", "Results", "0.9", S),
    ("The workload has 50\\% reads and 50\\% updates.", "Results", "50", S),
]


RED_TEAM_13 = [  # /work/redteam13/REPORT.md, aimed at session 8's newest rules and red team 12's fixes
    ("Our method cuts cost, reducing inference latency from 120 ms to 45 ms.", "Abstract", "45"),
    ("It helps, raising it from 61\\% to 87\\%.", "Results", "87"),
    ("Changing the optimizer from SGD to Adam improved accuracy from 71\\% to 78\\%.", "Results", "71"),
    ("Our method improves accuracy from 71.2\\% to 78.9\\% and 95\\% confidence intervals do not overlap.", "Results",
     "78.9"),
    ("Accuracy was stable across seeds (71.2, 71.5, 71.9).", "Results", "71.5"),
    ("The signal (96\\%, Fisher exact test) held.", "Results", "96"),
    ("Patients with neuropathy had a pain threshold of 31.2 mN.", "Results", "31.2"),
    ("The limit of detection for dopamine was as low as 12 nM.", "Results", "12"),
    ("Our system reached the 97\\% percentile.", "Results", "97"),
    ("It gives a 40 ms reduction per trial.", "Results", "40"),
    ("Training reaches $\\epsilon_{train}=0$.", "Results", "0"),
    ("The largest problem we solved was a $8192^2$ matrix.", "Results", "8192^2"),
    ("The Curie point of the film is a temperature of 650 $^\\circ$C.", "Results", "650"),
]
RED_TEAM_14 = [  # /work/redteam14/REPORT.md, aimed at the newest scanner rules and red team 13's fixes
    ("The new loss helps, raising AUROC from 0.81 to 0.93.", "Abstract", "0.93"),
    ("Compound 3 (97\\%) was obtained after recrystallisation.", "Results", "97"),
    ("The LOD (S/N = 3) for dopamine was 12 nM.", "Results", "12"),
    ("Our kernel is 3.2X faster than the baseline.", "Results", "3.2"),
    # left open by it, closed in session 9
    ("Peak memory drops to 24 GB with the new allocator.", "Results", "24"),
    ("The outlet velocity $v = 3.2$ m/s exceeds the design value.", "Results", "3.2"),
    ("The fit gives $T = 412$~K.", "Results", "412"),
    ("The optimum lies at $12 \\leq k^\\star \\leq 16$.", "Results", "16"),
    ("We find $3 < \\hat{n}_{\\mathrm{opt}}' < 9$.", "Results", "9"),
    # left open by red team 15, closed in session 10
    ("Peak memory drops from 40 GB to 24 GB with the new layout.", "Results", "40"),
    ("Peak memory drops from 40 GB to 24 GB with the new layout.", "Results", "24"),
    ("We measure $f = 3.2$ Hz for the dominant mode.", "Results", "3.2"),
    ("These data impose a limit of 0.8 on the ratio.", "Results", "0.8"),
]
SETTINGS_NEAR_RED_TEAM_14 = [
    ("We reduce the cache to 2 GB.", "Results", "2", S),
    ("We set $v = 3.2$ m/s for all runs.", "Results", "3.2", S),
    ("For $v = 3.2$ m/s the drag is 4.1 N.", "Results", "3.2", S),
    ("Cool stars ($T_\\textrm{eff} = 2300 - 3400$\\,K) flare most.", "Results", "2300", S),
    ("The cluster has 512 GB of RAM.", "Results", "512", S),
    ("We increase the cache from 2 GB to 4 GB.", "Results", "2", S),
    ("We impose a limit of 8 on the depth.", "Results", "8", S),
    # spent set 24: a change the authors make with "we" as its subject, and counts of what they put in
    ("Next, we vary the production share of renewable technologies gradually in the SLR and DLR model from 80 to "
     "100\\%.", "Results", "80", S),
    ("In our third scenario, we therefore alter the renewable share from 85--100\\% in steps of 5\\%.", "Results",
     "100", S),
    ("For each batch, we pick 1000 source vertices uniformly at random.", "Results", "1000", S),
    # ... but a direction or a change of a metric may be the outcome, and what was created may be counted
    ("With the new index we reduce latency from 120 ms to 45 ms.", "Results", "45", R),
    ("With our method we change the error rate from 12\\% to 3\\%.", "Results", "3", R),
    ("Using all models and the ensemble, we created 2139 forecasting scores.", "Results", "2139", R),
    # red team 16: the new setting rules must not swallow outcomes
    ("We vary the prompt and accuracy goes from 71.2\\% to 78.9\\%.", "Results", "78.9", R),
    ("We scale our method from 71.2\\% to 78.9\\% accuracy.", "Results", "71.2", R),
    ("We enumerated 1204 satisfying assignments in total.", "Results", "1204", R),
    ("Peak memory drops from 40\\,GB to 24\\,GB.", "Results", "24", R),
    ("Peak memory falls sharply from 40 GB to 24 GB.", "Results", "40", R),
    ("Peak memory is reduced from 40 GB to 24 GB.", "Results", "24", R),
    ("Our analysis imposes a limit of 0.12 eV.", "Results", "0.12", R),
    ("The observations impose a 95\\% CL limit of 0.12 eV.", "Results", "0.12", R),
    ("We sweep the batch size from 32 to 256.", "Results", "256", S),
]
SETTINGS_NEAR_RED_TEAM_13 = [
    ("In contrast, increasing $g$ from 0.2 to 0.4 resulted in a 25.1\\% drop.", "Results", "0.4", S),
    ("We run a 10s throughput test.", "Experiments", "10", S),
    ("Training runs across 5 random seeds (42, 123, 456).", "Experiments", "123", S),
]


@pytest.mark.parametrize("body, section, wanted",
                         RED_TEAM_10 + RED_TEAM_11 + OPEN_AFTER_RED_TEAM_11 + RED_TEAM_12 + RED_TEAM_13 + RED_TEAM_14)
def test_red_teams_10_to_14_results_stay_results(tmp_path, body, section, wanted):
    found = dict(types(tmp_path, body, section))
    assert found.get(wanted) == R, found


@pytest.mark.parametrize("body, section, wanted, kind",
                         SETTINGS_NEAR_RED_TEAM_11 + SETTINGS_NEAR_RED_TEAM_12 + SETTINGS_NEAR_RED_TEAM_13
                         + SETTINGS_NEAR_RED_TEAM_14)
def test_settings_near_red_team_escapes_keep_their_class(tmp_path, body, section, wanted, kind):
    found = dict(types(tmp_path, body, section))
    assert found.get(wanted) == kind, found


def test_top_k_stays_a_name_and_k_fold_cross_validation_a_setting(tmp_path):
    found = types(tmp_path, "Top-5 accuracy reaches 91.2\\% under 10-fold cross-validation.", "Results")
    assert found == [("91.2", R), ("10", S)], found


@pytest.mark.parametrize("caption", ["Details about the assemblies produced by each assembler.",
                                     "Model architectures found by our search on CIFAR-10."])
def test_red_team_10_tables_of_what_the_study_produced_stay_results(tmp_path, caption):
    rows = "Assembler & Contigs & N50 (kb) \\\\\nFlye & 412 & 1,204 \\\\\nCanu & 877 & 611 \\\\\n"
    found = dict(types(tmp_path, _table(rows, caption), "Results"))
    assert found.get("412") == R and found.get("611") == R, found


def test_a_prefix_does_not_hide_a_number(tmp_path):
    """"sub-1-day MAE" once printed no mention at all: a hyphen after letters made "1" an identifier's tail, like
    ResNet-50. A prefix is no identifier."""
    found = types(tmp_path, "Temporal models achieve sub-1-day MAE and sub-10ms latency on ResNet-50.")
    assert [(text, kind) for text, kind in found] == [("1", R), ("10", R)], found


def test_a_row_of_saturated_shares_is_no_shared_input(tmp_path):
    """cdsep (set 16): methods all at 100% on a task share the value because they saturate it, not because it
    is their common input."""
    rows = ("Method & Sort & Parse & Plan & Sum \\\\\nBase & 45.0\\% & 100\\% & 0.0\\% & 100\\% \\\\\n"
            "DSPy & 66.3\\% & 100\\% & 41.8\\% & 100\\% \\\\\nOurs & 78.3\\% & 100\\% & 44.4\\% & 100\\% \\\\\n")
    found = types(tmp_path, _table(rows, "Success rates on four tasks"), "Results")
    assert found and all(t == R for _, t in found), found


def test_a_count_under_a_metric_header_is_no_shared_input(tmp_path):
    """hurdy_gurdy (set 32): every program's questions all decided correctly makes a row of equal counts; under
    "Correct" or "Solved" a count is the outcome, not the programs' common input (the question count stays one)."""
    rows = ("Program & Steps & Questions & Correct & Solved & Time (s) \\\\\n"
            "compress & 34 & 8 & 8 & 8 & 2.7 \\\\\narith & 63 & 8 & 8 & 8 & 8.2 \\\\\nbranch & 34 & 6 & 6 & 6 & 2.4 \\\\\n")
    found = types(tmp_path, _table(rows, "The compliance slice as a question set"), "Results")
    assert [t for _, t in found] == [S, S, R, R, R] * 3, found


@pytest.mark.parametrize("caption, rows", [
    ("Main results.", "Method & Bugs & CVEs & Crashes & Hangs \\\\\nOurs & 4 & 4 & 9 & 9 \\\\\nAFL & 2 & 1 & 5 & 0 \\\\\n"),
    ("Number of solved instances.", "Benchmark & Ours & Z3 & CVC5 & Yices \\\\\nQF\\_BV & 120 & 118 & 117 & 110 \\\\\n"
                                    "QF\\_LIA & 87 & 87 & 80 & 80 \\\\\n"),
    ("Bugs found per target.", "Target & Ours & AFL & LibFuzzer & Honggfuzz \\\\\nlibpng & 4 & 4 & 4 & 4 \\\\\n"),
    ("Main results.", "Method & Bugs & CVEs & Unique crashes \\\\\nOurs & 14 & 6 & 33 \\\\\nAFL & 9 & 6 & 21 \\\\\n"
                      "Honggfuzz & 11 & 6 & 25 \\\\\n"),
    ("Detection.", "Tool & TP & FP & FN & Total \\\\\nOurs & 20 & 20 & 5 & 5 \\\\\nBase & 18 & 30 & 7 & 11 \\\\\n"),
])
def test_tied_counts_under_an_outcome_noun_are_results(tmp_path, caption, rows):
    """Red team 19: ties between tools (the same CVE count, every solver solving a family) were read as the tools'
    common input under any header off the metric list. A tie is an input only under a header or row label that names
    what the tools are given (Samples, # proteins): otherwise it fails closed."""
    found = types(tmp_path, _table(rows, caption), "Results")
    assert found and all(t == R for _, t in found), found


def test_tied_counts_under_an_input_noun_are_the_shared_input(tmp_path):
    rows = ("Tool & Samples & Episodes & Recall \\\\\nA & 40 & 12 & 0.91 \\\\\nB & 40 & 12 & 0.88 \\\\\n"
            "C & 40 & 12 & 0.85 \\\\\n")
    found = types(tmp_path, _table(rows, "Performance of the callers"), "Results")
    assert [t for _, t in found] == [S, S, R] * 3, found


@pytest.mark.parametrize("body, expected", [
    # a physical condition a value holds at, or an experiment was performed at (magnetometry_relax, lipids_des)
    ("T1 = 1.6 s at 0.5 G.", [R, S]), ("Experiments were performed at 37 K.", [S]),
    ("The CPU is clocked at 3.7 GHz.", [S]), ("Monolayers were held at 30 mN/m.", [S]),
    # ... not where the value itself is given or found, nor a duration or a share
    ("The field was measured at 0.5 G.", [R]), ("The loss peaks at 3.2 K.", [R]),
    ("Our model achieves 95.1\\% at 3.2 ms.", [R, R]), ("We gain 2\\% at 120 s.", [R, R]),
    ("The yield stands at 11 K.", [R]), ("We observe 2 peaks at 412 nm.", [R, R]),
    # red team 19: a bracket before "at", a value a change ends at, what a device runs or operates at
    ("We see the transition (see above) at 92 K.", [R]), ("The resistance drops to 0 at 92 K.", [R, R]),
    ("Our tracker can run at 120 Hz.", [R]), ("Our radar operates at 94 GHz.", [R]),
])
def test_a_condition_a_value_holds_at_is_a_setting(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected


def test_sparse_matrix_descriptor_columns_are_settings(tmp_path):
    found = types(tmp_path, _table("\\hline Name & m=n & nnz & nnz/n & time \\\\ \\hline\n"
                                   "nasasrb & 54,870 & 2,677,324 & 49 & 118 $\\mu$s \\\\\n", "Performance per matrix"))
    assert [t for _, t in found] == [S, S, S, R], found



def test_a_blank_first_row_does_not_hide_the_header_row(tmp_path):
    """transcriptome (set 24): a column type such as >{\\raggedleft\\arraybackslash}p{..} left a blank first row, and
    the header row below it ("Option & Choices & Description") was never read, so an options table was a results
    table."""
    table = ("\\begin{table}\\caption{Overview of the pipeline options.}\\begin{tabular}{p{0.3\\linewidth} "
             ">{\\raggedleft\\arraybackslash}p{0.06\\linewidth} p{0.5\\linewidth}}\n\\toprule\n"
             "\\emph{Option} & \\emph{Choices} & \\emph{Description} \\\\ \\midrule\n"
             "Surface atlas & 2/2 & Whether to use a surface atlas \\\\\n"
             "Mirror samples & 3/4 & Whether to mirror samples \\\\\n\\bottomrule\\end{tabular}\\end{table}")
    found = types(tmp_path, table)
    assert found and all(t == S for _, t in found), found


@pytest.mark.parametrize("header, unit", [("Final predictor(s) selected", None), ("Model(s)", None), ("Input(s)", None),
                                          ("Time(s)", "s"), ("Runtime (s)", "s"), ("Acc.(%)", "%")])
def test_a_plural_in_brackets_is_no_unit(header, unit):
    """pyrain (set 13): "predictor(s)" gave a column the unit s, which made a methods table a results table."""
    from claim_gate.paper.numbers import header_unit

    assert header_unit(header) == unit


@pytest.mark.parametrize("body, section, expected", [
    # a flow is run at a dimensionless group, in a sentence that configures (set 26, rollpitch_cfd) ...
    ("We consider a circular wing ($AR = 1.27$) with Reynolds number $Re = 200$ and $St = 0.6$.", "Results", [S, S, S]),
    # ... but a group the sentence finds, or names with no configuring word, is a result
    ("We find that the flow becomes unstable at $Re = 2310$.", "Results", [R]),
    ("The critical Reynolds number for this case is $Re = 2310$.", "Results", [R]),
    ("The wake sheds vortices at $St = 0.21$.", "Results", [R]),
    ("We consider the case $Re = 2310$, at which turbulence first appears.", "Results", [R]),
    # a domain in chord lengths is a product of dimensions
    ("We use the same domain size as in the original study: $30c \\times 25c \\times 25c$.", "Results", [S, S, S]),
    # a dose given, written as doses are; not a value measured, reached or stated with a copula (cdiff_clearance)
    ("Mice were treated with an intraperitoneal injection of clindamycin (10 mg/kg) one day prior.", "Results", [S]),
    ("We treated mice for 5 days (0.5 mg/mL and 5 mg/mL, respectively).", "Results", [S, S, S]),
    ("After treatment, the tumour burden was 12 mg/kg in treated mice.", "Results", [R]),
    ("Treated mice cleared 3.5 mg/mL of the toxin.", "Results", [R]),
    ("Treated mice had a burden of 12 mg/kg and 15 mg/kg.", "Results", [R, R]),
    ("Mice treated with clindamycin had a plasma level of 12 mg/L.", "Results", [R]),
    # a conventional bound on p in a method section filters or defines significance; a small one is found
    ("Genera with \\emph{P} \\textless{} 0.05 were plotted.", "Methods", [S]),
    ("* indicates statistical significance of $P < 0.05$.", "Methods", [S]),
    ("The validation differed from the baseline ($p < 0.001$).", "Methods", [R]),
    # a magnitude before a noun phrase that was reached is no adjective (constant_phase_abx)
    ("A 100\\% detection rate was achieved by musical experts.", "Conclusion", [R]),
    # things counted that were found significant (peg_cdiff)
    ("We compared the groups with 10 genera that were significantly different.", "Results", [R]),
])
def test_set_26_patterns(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("body, section, expected", [
    # a condition governs its own value; a number past it, after a verb of finding, is what the sentence reports
    # (the modelled pore, after an article, is a setting as graphene_salt's label says: session 32)
    ("A calculation of a 20 nm nanopore when $c_0$ = 0.1 mM gives 0.7.", "Results", [S, S, R]),
    ("When the batch holds 64 images the model reaches 91.2\\% accuracy.", "Results", [S, R]),
    ("When the SNR exceeds 5 and $R^2$ is at least 0.85 we keep the fit.", "Results", [S, S]),
    ("If light intensity varies from 300 to 1400 lux, we restart.", "Results", [S, S]),
    ("We call a fit good when $R^2$ is at least 0.85 and the SNR exceeds 5.", "Results", [S, S]),
    # the recorded make-up of the sample is a result, even in a method section (solds_mindset, punitiveness) ...
    ("Data was collected from 146 students (gender: 69.18\\% female, 24.66\\% male, and 6.16\\% undisclosed).",
     "Methods", [S, R, R, R]),
    ("Of the participants, 52\\% were women.", "Methods", [R]),
    # ... a percentage of something else in a method section is still the setup's
    ("We hold out 20\\% of the images and 5\\% unknown labels.", "Methods", [S, S]),
    # a condition named by a symbol's value stays a result in a strict section: "at" also names where a value was
    # found ("the wake sheds vortices at $f$ = 12 Hz"), so it is no setting cue (tried on set 27, dropped)
    ("The rejection at $V_G$ = 1.25 V is plotted in Figure 2.", "Results", [R, F]),
    ("The wake sheds vortices at $f$ = 12 Hz.", "Results", [R]),
    # an assumption the authors state outside the strict sections holds inputs (qbla_adder) ...
    ("We assume that there are 4 factories and that the reaction time is 10 microseconds.", "Introduction", [S, S]),
    ("Suppose we have a control system reaction time of 10 microseconds.", "Introduction", [S]),
    # ... but in a strict section a number fails closed, and past a verb of finding it is reported
    ("We assume that there are 4 factories.", "Results", [R]),
    ("We assume a noise of 5\\%, which yields an error of 0.3.", "Introduction", [S, R]),
    # an Ethernet class names hardware (conjure); a rate measured on it is printed in Gbps
    ("The station has a dual-port Intel X710 10GbE NIC and forwards 9.4 Gbps.", "Results", [S, R]),
])
def test_set_27_patterns(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("body, expected", [
    # printed optional arguments are read: a subcaption, a description label, the units package's value
    ("\\begin{figure}\\subfloat[Latency of 12.5 ms]{\\includegraphics{a}}\\caption{Both.}\\end{figure}",
     [("12.5", R)]),
    ("\\begin{description}\\item[Accuracy 93.1\\%] is high.\\end{description}", [("93.1", R)]),
    ("The pore is \\unit[200]{nm} wide and the bias \\unit[$1.5\\cdot10^{12}$]{V}.", [("200", R), ("1.5\\cdot10^{12}", R)]),
    # an enumerator label, and an unknown command's numeric option, are listed as ambiguous: never dropped
    ("\\begin{enumerate}\\item[1.] Select the covariates.\\end{enumerate}", [("1", A)]),
    ("We saw {\\smaller[0.5] it} and \\foo[12]{bar}.", [("0.5", A), ("12", A)]),
    # options and layout hints still print nothing
    ("A \\textcolor[rgb]{0.5,0.2,0.1}{word}\\linebreak[4] and \\rule[-1ex]{0pt}{2pt} here.", []),
    # a listing's caption or title is printed above its code: read as a caption, the code never (stream_sampling)
    ("\\begin{lstlisting}[language=Julia,\ncaption={Sampling takes 3.2 ms per call.}]\nK = 10\n\\end{lstlisting}",
     [("3.2", R)]),
    ("\\begin{lstlisting}[caption={[Short 7]Uses 12.5 GB}, label=x]\nx = 99\n\\end{lstlisting}", [("12.5", R)]),
    ("\\begin{lstlisting}[title=Run at 4.5 GHz,frame=single]\ny = 98\n\\end{lstlisting}", [("4.5", R)]),
    ("\\begin{lstlisting}[language=C]\nz = 97\n\\end{lstlisting}", []),
    ("\\lstinputlisting[language=C,caption={Kernel at 8.5 GFLOP/s}]{code/k2.c} done.", [("8.5", R)]),
    # a caption that opens math closes it at its end: the prose after it reads as prose
    ("\\begin{lstlisting}[caption={Open {\\bf 4.1 ms} $x}]\ny = 2\n\\end{lstlisting}\nThen 5.6 ms.",
     [("4.1", R), ("5.6", R)]),
])
def test_printed_optional_arguments(tmp_path, body, expected):
    assert types(tmp_path, body, "Results") == expected


@pytest.mark.parametrize("caption, kind", [("Descriptions of the shallower synthetic sources.", S),
                                           ("Synthetic data sets used in the tests.", S),
                                           ("Sources recovered from the synthetic data.", R),
                                           ("Descriptions of the sources detected in the synthetic data.", R)])
def test_a_table_of_synthetic_inputs_holds_settings(tmp_path, caption, kind):
    """dualeqs (set 11): the sources the authors generated, with their depths and magnetic moments, were results."""
    rows = "Source & Depth (m) & Inclination & Moment \\\\\nOval & 75 & 60 & 2.5 \\\\\nIrregular & 60 & 45 & 3.5 \\\\\n"
    found = types(tmp_path, _table(rows, caption), "Synthetic Data Application")
    if kind == S:
        assert found and all(t == S for _, t in found), found
    else:  # what was recovered or detected from synthetic data is measured (the depth column is a descriptor)
        assert dict(found)["2.5"] == R and dict(found)["3.5"] == R, found


@pytest.mark.parametrize("body, section, expected", [
    # a range that names a stratum or window the data are split by (spike_conformal, sfg_silica; crab_molt's
    # "2-3 day harvest window") ...
    ("The coverage is 86.2\\% in the $75$--$90^{\\circ}$F regime.", "Results", [R, S, S]),
    ("We assign structure only in the \\SIrange{3400}{3800}{cm^{-1}} water-fingerprint window.", "Results", [S, S]),
    ("Calibration produced near-nominal coverage in the $90$--$100^{\\circ}$F regime.", "Results", [S, S]),
    ("Errors were 2--3 dB in the 18--24 age group.", "Results", [R, R, S, S]),
    # ... not where a found thing lies, nor a range an outcome stayed in, nor a count of strata
    ("The transition occurs in the 3--5 ms window.", "Results", [R, R]),
    ("The error is smallest in the 0.3--0.5 region.", "Results", [R, R]),
    ("Accuracy stayed in the 0.85--0.95 range.", "Results", [R, R]),
    ("We identified 2 regimes and 4 windows.", "Results", [R, R]),
    # the level of a quantile, the ends of a rating scale, a significance legend with a capital P (britstom)
    ("The thick lines indicate the 0.25 and 0.75 quantiles.", "Results", [S, S]),
    ("The 0.9 quantile of the latency was 12 ms.", "Results", [S, R]),
    ("Values are on an integer scale of 1-9.", "Results", [S, S]),
    ("Participants rated items on a 1-7 scale; the mean rating was 5.2.", "Results", [S, S, R]),
    ("Gains on the scale of 3x appear, and we observe 40 bursts in the 2--4 km region.", "Results", [R, R, R, R]),
    ("Key to symbols: $^*~P < 0.05$, $^{**}~P < 0.01$.", "Results", [S, S]),
    # a section headed by the data alone describes the input (candy_phenology, spike_conformal) ...
    ("We use 12 sampling occasions, with 17511 training hours.", "Data", [S, S]),
    ("The splits hold 17511 training hours.", "Data and methods", [S]),
    # ... a heading that qualifies the data may report results: it still fails closed
    ("The peak flux was 12.5 mJy and 40 sources remained.", "Data analysis", [R, R]),
])
def test_set_28_patterns(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("caption, kind", [("Proportional Odds Logistic Regression", R),
                                           ("Regression coefficients of the three packages", R),
                                           ("Parameters of the logistic regression", S),
                                           ("Regression hyperparameters", S),
                                           ("Parameters used", S)])
def test_a_caption_naming_a_fitted_model_makes_its_parameter_table_estimates(tmp_path, caption, kind):
    """econometrics_jl (set 28): a table headed "Parameter" whose caption names a regression holds its estimates, one
    parameter per row (26 results read as settings: a wrong pass); a caption that names parameters keeps it a
    parameter table."""
    rows = ("\\toprule Parameter & Econometrics.jl & Stata & R \\\\\n\\midrule Foreign & 1.3168 & 1.3472 & 1.4111 \\\\\n"
            "Length & 0.0374 & 0.0383 & 0.0395 \\\\\n")
    found = types(tmp_path, _table(rows, caption), "Appendix")
    assert found and all(t == kind for _, t in found), found


@pytest.mark.parametrize("body, section, expected", [
    # a cost counted in processor cycles is measured, in any section (bingcd, ecgfp5) ...
    ("On this system, our inversion routine runs in 6253~cycles, down from 7490 cycles.", "Experiments", [R, R]),
    ("A subtraction costs 3 clock cycles.", "Methods", [R]),
    ("The new code is now at 6253 cycles.", "Notes", [R]),
    # ... a protocol's cycles are not
    ("We ran 30 cycles of annealing, and repeated it for 10 cycles.", "Experiments", [S, S]),
    # a time of day is no result (bowdoin_temp); a ratio is no time
    ("The image was taken on 2017 March 10, 17:41:29 UTC.", "Results", [Y, A, A, A, A]),
    ("Sessions began at 9:30 a.m. and the score was 4:5.", "Results", [A, A, R, R]),
    # the target of a normalisation, a threshold applied (mentalabacus, timecorr, atlas3i) ...
    ("Each measure was normalized into the range 0--1.", "Results", [S, S]),
    ("Spectra normalized at 5500 are plotted.", "Results", [S]),
    ("We show correlations thresholded at 0.999.", "Results", [S]),
    # ... not a normalised quantity that was found
    ("The normalized count was 14 and the standardized effect was 2 standard deviations.", "Results", [R, R]),
    # data the authors generated on a grid or created as synthetic data (euler_inversion) ...
    ("The data were generated on a regular grid with a spacing of 500 m and a constant height of 800 m.",
     "Results", [S, S]),
    ("We created synthetic data from a dipole with a magnitude of 5 A m2, inclination of 30 and declination of -10.",
     "Results", [S, S, S]),
    # ... not a value estimated on data someone else made, or an estimate on the generated data
    ("Applied to synthetic data, the method places the source at a height of 812 m.", "Results", [R]),
    ("We generated synthetic data and the inversion recovered a height of 812 m.", "Results", [R]),
])
def test_set_29_patterns(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("body, section, expected", [
    # a date written with slashes, its year included (misinfo_survey's "Fielded" column) ...
    ("The poll was fielded 03/06-07/17 and again on 12/31/2019.", "Results", [A, A, A, A, A, A, Y]),
    # ... not a ratio or fraction with no year
    ("Of the runs, 3/4 passed and 30/40 seeds converged.", "Results", [R, R, R, R]),
    # a conventional level named as one is chosen, whatever its preposition (eke_trends) ...
    ("The trend is significant above the 95\\% confidence level and 0.2\\% per decade (95\\% confidence level).",
     "Results", [S, R, S]),
    ("We report 95\\% confidence intervals for every estimate.", "Results", [S]),
    # ... not a level reached, nor one a result is found at
    ("The model achieved 93\\% prediction intervals and we report 93\\% prediction intervals.", "Results", [R, R]),
    ("The coverage reached the 95\\% confidence level.", "Results", [R]),
    # a share the authors altered at random (imputedb) ...
    ("We dirty the data by replacing 40\\% of the values uniformly at random and randomly mask 15\\% of the tokens.",
     "Experiments", [S, S]),
    # ... not a share a tool was seen to alter, random or not, nor one with no chance in it
    ("The cleaner randomly removed 12\\% of the reads, and our filter removed 9\\% of the reads.", "Experiments", [R, R]),
    # an envelope the data kept to is found (session 14's open case); a band's conventional level is chosen
    ("The errors lie within a 1-2\\% band and the residuals stay inside a 3\\% band.", "Results", [R, R, R]),
    ("Shaded areas show the 95\\% band.", "Results", [S]),
])
def test_set_30_patterns(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("body, section, expected", [
    # the month and day of an ISO date with its year (nldas_water's "last access: 2021-08-16") ...
    ("The data were last accessed on 2021-08-16.", "Results", [Y, A, A]),
    # ... not counts joined by dashes, or a date with no four-digit year
    ("Runs 2003-9 and 12-08-16 are shown.", "Results", [Y, R, R, R, R]),
    # the grid a model or a data set is run on is configured (nldas_water, tc_coupling) ...
    ("All data are regridded to a 0.25\\degree{} latitude-longitude grid at 1\\degree{} horizontal resolution.",
     "Results", [S, S]),
    ("The model uses a grid spacing of 3 km and a 0.5\\degree{}$\\times$0.5\\degree{} grid.", "Results", [S, S, S]),
    # ... not a resolution a method reaches, nor an error on the grid
    ("Our retrieval reaches a 0.3\\degree{} resolution and errors fall to 3 km resolution.", "Results", [R, R]),
    ("The RMSE is 3 km in every grid cell.", "Results", [R]),
    # the end of a span of years (lifespan_cee), and a year whose phrase ends before a plural noun ...
    ("From 2000-2010 all countries improved; in the early years (1994-2000), mortality rose.", "Results",
     [Y, Y, Y, Y]),
    ("In this post-1994 period, mortality fell, and from 1994 onwards, it rose.", "Results", [Y, Y]),
    # ... not a count that a plural noun follows at once
    ("We find 2048 new variable stars and 1874 members.", "Results", [R, R]),
    # the level naming each percentile of a list (pullreq_model) ...
    ("Each project receives 8.1 (percentiles: 5\\%: 1, 95\\%: 21).", "Results", [R, S, R, S, R]),
    # ... not a share followed by a colon elsewhere
    ("Accuracy 95\\%: 21 of 22 tasks.", "Results", [R, R, S]),
    # a heading that predicts the right configuration reports results (mip_optopt); a configuration heading is setup
    ("Its interval is 14--48\\% for the fine-tuned model.", "Predicting the right configuration", [R, R]),
    ("Its interval is 14--48\\% for the fine-tuned model.", "Configuration", [S, S]),
])
def test_set_31_patterns(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("title, name", [
    # a title whose head noun is the method describes the method (nldas_water) ...
    ("Intercomparison and evaluation methods", "methodology"), ("Evaluation protocol", "methodology"),
    ("Experimental Apparatus and Methods", "methodology"),
    # ... not one where the methods are compared or evaluated, metrics, or a title a results section carries
    ("Comparison of methods", "experiments"), ("Evaluation of the transfer methods", "experiments"),
    ("Comparison with baseline methods", "experiments"), ("Results and methods", "results"),
    ("Performance metrics", "experiments"), ("Evaluation metrics", "experiments"),
    ("Benchmarking methods", "experiments"), ("Comparison methods", "experiments"),
    ("Performance evaluation protocol", "experiments"),
    # a method named as the means of what the title claims (jaxcosmo, set 39): not the method's description
    ("Posterior Inference made fast by Gradient-Based Inference Methods", None),
    ("Estimation using a hierarchical model", None),
])
def test_a_title_headed_by_methods_names_the_method(title, name):
    assert canonical(title) == name


@pytest.mark.parametrize("body", [
    # a resolution or error a method, an instrument or a reconstruction has is measured, not a grid's
    "Our prototype has 1.2\\degree{} angular resolution.", "Our radar provides 1.2\\degree{} angular resolution.",
    "Our reconstruction has 2.1 m horizontal resolution.", "Our model gives 2.1 m grid-point RMSE.",
    "The bias of our model is 0.3 degrees grid-averaged.", "Our adaptive method refines the mesh to 0.3 m resolution.",
    "Our scheme stays stable up to a grid spacing of 12.5 km.",
    # a unit is a whole word: mAP and Mbps are no metres
    "Ours: 45.2 mAP full resolution.", "Our encoder: 12.3 Mbps full resolution.",
    # a count a change ends at, a label or a "number of" names, or a plural follows, is no year
    "With our filter, false alarms dropped to 1994 events.", "Our pipeline increases the catalogue by 1996 sources.",
    "Detected sources: 2010.", "The count of detected sources is 2010.",
    "Our system answered 1999 queries correctly.", "Our system answered 1999 correctly.",
    # nor the end of a span of counts
    "Our pipeline found 1950 to 2010 new candidates per night.", "Our method yielded 1950 to 2010, depending on the seed.",
    "Our method yielded between 1950 and 2010 (depending on the seed) objects.",
    # counts dressed as an ISO date
    # the start of a span counted past its end and an aside, and where a change started after it ended
    "Our pipeline gives 1950--2010 (ten seeds) confirmed planets.", "The catalog grew to 2010 objects from 1950 objects.",
    "Our tool found 2021-08-16 bugs.", "The W-T-L record of our method is 2012-10-12.",
    "Our detector flagged 2020-11-09 events.", "Counts of true/false/missed detections: 2018-07-25.",
])
def test_red_team_18_results_stay_results(tmp_path, body):
    assert {t for _, t in types(tmp_path, body, "Results")} == {R}


@pytest.mark.parametrize("body, expected", [
    # the guards: configured grids, years and spans of years, a date, the authors' own change
    ("All data are regridded to a 0.25\\degree{} latitude-longitude grid.", [S]),
    ("In 2019 researchers found it; detections rose from 1950 to 2010.", [Y, Y, Y]),
    ("SNODAS began on 2003-09-28.", [Y, A, A]),
    ("We increased the batch to 64 samples.", [S]),
    ("From 2000 to 2010 droughts increased.", [Y, S]),  # "from" opens a span of time (the end counts droughts)
    ("Practice trials increased in difficulty from 1 to 3 circles.", [S, S]),  # a start named first: a design
])
def test_red_team_18_guards(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected


@pytest.mark.parametrize("section, body, expected", [
    # red team 18's two escapes left by older rules: a results section titled with "protocol" beside a results word
    # is no setup; a caption on the statistics of each model's output heads a results table ...
    ("Ablation protocol", "Ours: 91.2\\% on CIFAR-10; baseline: 88.4\\%.", [R, R]),
    ("Benchmark platform results", "Ours: 91.2\\%; baseline: 88.4\\%.", [R, R]),
    ("", "\\begin{table}\\caption{Storm statistics of each model.}\\begin{tabular}{lcc}\\hline Model & Total Storms & "
         "Hits \\\\ Ours & 12.3 & 8.1 \\\\ ERA5 & 11.9 & 7.7 \\\\ \\hline\\end{tabular}\\end{table}", [R, R, R, R]),
    # ... while a protocol with no results word, and the statistics of the data, stay the setup
    ("Measurement protocol", "Ours: 91.2\\% on CIFAR-10; baseline: 88.4\\%.", [S, S]),
    ("", "\\begin{table}\\caption{Statistics of the datasets.}\\begin{tabular}{lcc}\\hline Dataset & Size & Classes "
         "\\\\ A & 12 & 8 \\\\ B & 11 & 7 \\\\ \\hline\\end{tabular}\\end{table}", [S, S, S, S]),
])
def test_red_team_18_titles_and_captions(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, expected", [
    # red team 19: a title naming the model, design or algorithm beside a word of measurement reports results ...
    ("Model accuracy", [R, R]), ("Model ablations", [R, R]), ("Algorithm accuracy", [R, R]),
    ("Design outcomes", [R, R]), ("Design space exploration", [R, R]), ("Implementation efficiency", [R, R]),
    ("Model analysis", [R, R]), ("Our approach in practice", [R, R]),
    ("Analysis}\\subsection{Key observations", [R, R]),
    # ... while the model, its architecture or the design of a measurement alone stay the method
    ("Model architecture", [S, S]), ("Measurement design", [S, S]), ("Implementation details", [S, S]),
])
def test_red_team_19_titles(tmp_path, section, expected):
    assert [t for _, t in types(tmp_path, "Ours: 91.2\\% on CIFAR-10; baseline: 88.4\\%.", section)] == expected


def test_a_table_of_a_samples_spread_is_results_whatever_its_caption(tmp_path):
    """peat_depth (set 33): "Selected attributes of the peat depth datasets" with n, %, mean (SD) depth columns
    summarises what the authors recorded; the caption's "datasets" made it a parameter table. Its n counts what was
    recorded in each stratum. A dataset table without a spread stays the input."""
    rows = ("Class & n & \\% & mean (SD) depth \\\\\nForest & 52 & 14 & 65 (63) cm \\\\\n"
            "Peatland & 301 & 81 & 130 (82) cm \\\\\n")
    found = types(tmp_path, _table(rows, "Selected attributes of the peat depth datasets."), "Results")
    assert found and all(t == R for _, t in found), found
    rows = "Dataset & n & Classes \\\\\nA & 52 & 14 \\\\\nB & 301 & 81 \\\\\n"
    found = types(tmp_path, _table(rows, "Selected attributes of the datasets."), "Results")
    assert found and all(t == S for _, t in found), found


@pytest.mark.parametrize("section, body, expected", [
    # set 33 spent: a particle-physics paper's apparatus and event selection describe the setup
    ("Detector and simulation", "The spectrometer covers $2<\\eta<5$ with a 4 Tm dipole.", [S, S, S]),
    ("Event selection", "Candidates are kept if $4000 < M < 7000$ MeV.", [S, S]),
    ("Detector performance", "The resolution is 20 um.", [R]),
    # a verb after a resolution may make it what the method reached: it fails closed (red team 20 undid a
    # session-19 rule that read "at 10 m resolution, improving on ..." as a grid used)
    ("Conclusions", "Mapping at 10 m resolution can improve upon existing maps.", [R]),
    ("Conclusions", "Our method achieves a better fit at 10 m resolution.", [R]),
    # red team 20: the new setup words only as the whole heading
    ("Evading detectors", "Our attack reaches 91.2\\%.", [R]), ("Signal selection efficiency", "It is 91.2\\%.", [R]),
    ("Some observations", "Ours: 91.2\\% on CIFAR-10.", [R]), ("Selection", "Efficiency is 91.2\\%.", [R]),
])
def test_set_33_setup_words(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("caption, rows", [
    # red team 20: an outcome after an input noun, a header stacked over two rows, row labels naming a family of
    # instances or a variant of our method
    ("Main results.", "Method & Tasks completed & Steps to converge & Requests served \\\\\nOurs & 14 & 120 & 500 \\\\\n"
                      "A & 14 & 120 & 500 \\\\\nB & 9 & 200 & 300 \\\\\nC & 9 & 200 & 300 \\\\\n"),
    ("Main results on Defects4J.", "Tool & Repaired & Plausible \\\\\n & programs & patches \\\\\nOurs & 42 & 50 \\\\\n"
                                   "SimFix & 42 & 50 \\\\\nTBar & 37 & 44 \\\\\nCURE & 37 & 44 \\\\\n"),
    ("Main results.", "Method & Instances & Tasks \\\\\n & (solved) & (completed) \\\\\nOurs & 14 & 120 \\\\\n"
                      "A & 14 & 120 \\\\\nB & 9 & 200 \\\\\nC & 9 & 200 \\\\\n"),
    ("Number of instances solved by each solver.", "Family & Ours & Z3 & CVC5 & Yices \\\\\n"
                                                   "Hard instances & 87 & 87 & 80 & 80 \\\\\n"),
    ("Main results.", "Method & Bugs & CVEs & Crashes & Hangs \\\\\nOurs (multi-task) & 4 & 4 & 9 & 9 \\\\\n"
                      "AFL & 2 & 1 & 5 & 0 \\\\\n"),
])
def test_red_team_20_tied_outcome_counts_are_results(tmp_path, caption, rows):
    found = types(tmp_path, _table(rows, caption), "Results")
    assert found and all(t == R for _, t in found), found


@pytest.mark.parametrize("section", ["Model robustness", "Model calibration", "Algorithm runtime",
                                     "Implementation speedup", "Approach at scale", "Method robustness"])
def test_red_team_20_titles_with_a_measurement_report_results(tmp_path, section):
    assert [t for _, t in types(tmp_path, "Ours: 91.2\\% on CIFAR-10; baseline: 88.4\\%.", section)] == [R, R]


def test_red_team_20_captions_and_spreads(tmp_path):
    # "results" as a noun after "which" still makes a results caption; a spread written mu (sigma) summarises data
    rows = "Dataset & MSE \\\\\nA & 0.12 \\\\\nB & 0.31 \\\\\n"
    found = types(tmp_path, _table(rows, "Datasets for which results are reported, with the MSE of each method."))
    assert [t for _, t in found] == [R, R], found
    rows = "Site & $\\mu$ ($\\sigma$) \\\\\nA & 12.1 (3.2) \\\\\nB & 14.0 (2.9) \\\\\n"
    found = types(tmp_path, _table(rows, "Characteristics of the sites."))
    assert found and all(t == R for _, t in found), found


def test_results_as_a_verb_makes_no_results_caption(tmp_path):
    """peat_depth: "Twenty-six candidate predictors ... This results in a total of 27 variables" describes inputs."""
    rows = "Code & Units & Description \\\\\nDTW2500 & m & flow initiation area of 0.25 ha \\\\\n"
    body = "\\begin{table}\\caption{Candidate predictors. This results in a total of 27 variables.}" \
           "\\begin{tabular}{lll}" + rows + "\\end{tabular}\\end{table}"
    assert [t for _, t in types(tmp_path, body, "Methods")] == [S, S]


def test_a_symbol_defined_after_an_equation_is_an_input(tmp_path):
    """nldas_water: "where rho = 1000 kg m^-3 is the water density; and ... are the thicknesses of the four soil
    layers" defines constants; a value the definition says was measured or recovered stays a result, and so does one
    with no physical unit (a correlation)."""
    eq = "The budget closes as\n\\begin{equation}\n W = \\rho w\n\\end{equation}\n"
    defined = eq + ("where \\(\\rho = \\qty{1000}{kg}\\) is the water density and \\(\\Delta z_{1} = \\qty{0.1}{m}\\) "
                    "and \\(\\Delta z_{2} = \\qty{0.3}{m}\\) are the thicknesses of the layers.")
    assert [t for _, t in types(tmp_path, defined, "Results")] == [S, S, S]
    for found in ("where v = 3.2 m/s is the measured speed.", "where d = 3.2 m is the depth we recover.",
                  "where $\\rho = 0.83$ is the correlation."):
        assert [t for _, t in types(tmp_path, eq + found, "Results")] == [R], found


def test_a_one_column_table_of_rows_holds_values(tmp_path):
    """R's printed summary set as a one-column table ("Accuracy : 0.8192", analogy_hybrid) holds results, not row
    names; a one-cell tabular placed on a figure stays a label."""
    one_col = ("\\begin{table}\\caption{Overall statistics.}\\begin{tabular}{c}Overall statistics: \\\\ "
               "Accuracy : 0.8192 \\\\ Kappa : 0.7051 \\\\\\end{tabular}\\end{table}")
    assert [t for _, t in types(tmp_path, one_col, "Results")] == [R, R]
    label = "\\begin{tabular}[t]{l}$1 \\leq s \\leq 2$\\end{tabular}"
    assert R not in [t for _, t in types(tmp_path, label, "Results")]


def test_a_bracketed_header_row_stacks_on_the_header_above(tmp_path):
    """"Total Storms" over "(#/year)" is one header naming a count found (tc_coupling), not "#/year" alone, which
    reads as a configuration's count."""
    rows = ("Simulation & Total Storms & Hurricanes \\\\ & (\\#/year) & (\\#/year) \\\\ \\hline "
            "IBTrACS & 91.6 $\\pm$ 8.5 & 47.1 $\\pm$ 5.5 \\\\")
    table = "\\begin{table}\\caption{Annual frequency of storms.}\\begin{tabular}{lll}%s\\end{tabular}\\end{table}"
    assert [t for _, t in types(tmp_path, table % rows, "Results")] == [R, R, R, R]


def test_a_table_of_missing_values_describes_its_input(tmp_path):
    """A table whose caption says how much of the input is missing holds settings (imputedb); a results caption
    still wins."""
    rows = "Attribute & Missing \\\\ \\midrule age & 12.85 \\\\ income & 53.08 \\\\"
    assert {t for _, t in types(tmp_path, T % ("Percentage of values missing in the survey data.", rows),
                                "Experiments")} == {S}
    assert {t for _, t in types(tmp_path, T % ("Imputation error per attribute with values missing.", rows),
                                "Experiments")} == {R}


@pytest.mark.parametrize("body, expected", [
    # a metric compound after a percentage is no subset ("the 30% most popular" still is)
    ("Our model achieves 90.1\\% top-1 accuracy and 71.2\\% first-token accuracy.", [R, R]),
    ("Our method matches 93.2\\% of the largest model's accuracy, 4.1\\% most notably on rare classes.", [R, R]),
    ("Accuracy is 71.2\\% first and 80.3\\% after fine-tuning.", [R, R]),
    ("We keep the 30\\% most popular items.", [S]),
    # three counts joined by slashes are no date without a padded part or a four-digit year, nor beside labels
    ("The W/T/L count against the baseline is 10/2/12.", [R, R, R]),
    ("Our method correctly solved 7/12/25 problems in the easy/medium/hard splits.", [R, R, R]),
    ("Our retriever reaches R@1/R@5/R@10 = 9/24/37 on MSR-VTT.", [R, R, R, R, R, R]),
    # chance must qualify the authors' altering, not the object or a tool's behaviour
    ("Our method detects errors, removing 83.4\\% of the randomly injected noise.", [R]),
    ("Our pruning ends up removing 37.4\\% of the weights uniformly across layers.", [R]),
    ("We observe that our deduplicator drops 12\\% of the reads at random.", [R]),
    ("Our model learns to mask 12.3\\% of the tokens at random.", [R]),
    ("We chose to randomly drop 30\\% of packets.", [S]),
    # a coverage reached at a conventional level is measured; a level printed with decimals is no nominal one
    ("Our intervals cover the truth at the 90\\% confidence level rather than the nominal 95\\%.", [R, R]),
    ("Our model's intervals (90\\% confidence level empirically) undercover.", [R]),
    ("Our conformal method gives 91.2\\% prediction intervals on the test set.", [R]),
    ("The 99.5\\% CI and the 97.5\\% quantile are shown.", [S, S]),
    ("Our method solved 31 tasks.", [R]),
])
def test_red_team_17_results_stay_results(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected


@pytest.mark.parametrize("caption", [
    "Percentage of missing values recovered by each method.", "Percentage of missing values correctly imputed.",
    "Number of missing values per method left unimputed.", "AUROC of missingness detectors.",
])
def test_red_team_17_a_table_of_what_methods_did_with_missing_values_holds_results(tmp_path, caption):
    rows = "Method & Adult & Credit \\\\ \\midrule Ours & 12.4 & 3.1 \\\\ MICE & 18.9 & 5.7 \\\\"
    assert {t for _, t in types(tmp_path, T % (caption, rows), "Results")} == {R}


def test_an_estimated_value_in_a_strict_section_is_found(tmp_path):
    """euler_inversion: "Euler inversion estimates the correct index of $\\eta=1$" reports an estimate; the same
    symbol assigned outside the strict sections stays a setting."""
    body = "Euler inversion estimates the correct index of $\\eta=1$ for all distances."
    assert [t for _, t in types(tmp_path, body, "Results")] == [R]
    assert [t for _, t in types(tmp_path, body, "Methods")] == [S]


def test_a_printed_exponent_keeps_its_own_brace_only(tmp_path):
    """10^{-16} is printed with its closing brace; \\qty{5e10}{...} is printed without the brace of \\qty's argument
    (the report quoted "5e10}")."""
    paper = tmp_path / "p.tex"
    paper.write_text("\\documentclass{article}\\usepackage{siunitx}\\begin{document}\n\\section{Results}\n"
                     "A moment of \\qty{5e10}{\\A\\m\\squared} and an error of $8.88\\times 10^{-16}$.\n\\end{document}\n")
    assert [m.text for m in index_paper(paper).mentions] == ["5e10", "8.88\\times 10^{-16}"]


# Set 34, spent in session 21: whole numbers given to d/t/r, sweeps written with their symbol, index sequences with an
# ellipsis, distribution arguments, steps where a quantity was read, counts made at random; each beside a sentence
# where the same words report an outcome, which must stay a result.
@pytest.mark.parametrize("body, section, expected", [
    ("The selector is exact in all tested configurations for \\(d=10\\) and \\(d=12\\).", "Experiments", [S, S]),
    ("Most errors occur at \\(d=4\\), where timings are close.", "Experiments", [R]),
    ("The effect was large (\\(d=0.62\\)) and the Mann-Whitney test gave \\(U=345\\).", "Results", [R, R]),
    ("The adjusted fit has $r = 1$ and $P = 1$ for every strategy.", "Results", [R, R]),
    # a sweep only where the sentence sweeps (red team 21: "the iteration count declines from $n=120$ to $n=35$")
    ("We vary the cost from \\(d=4\\) to \\(d=10\\) and over values of $k$ between $k=2$ and $k=8$.", "Results",
     [S, S, S, S]),
    # (k is a named parameter, a setting wherever it is assigned: an older rule, left)
    ("The median cost is lower from \\(d=4\\) to \\(d=10\\) and between $k=2$ and $k=8$.", "Results", [R, R, S, S]),
    ("The observed crossover occurs between \\(d=5\\) and \\(d=7\\).", "Experiments", [R, R]),
    ("Preconditioning lowers the condition number from $\\kappa = 2300$ to $\\kappa = 18$.", "Results", [R, R]),
    ("The relaxed criteria increased the count from $n = 137$ to $n = 167$.", "Results", [R, R]),
    ("We use \\(d=2,\\ldots,6\\) and \\(k = 1, 2, \\dots, 10\\).", "Results", [S, S, S, S, S]),
    ("The errors were 3, 5 and 9 on the three grids.", "Results", [R, R, R]),
    ("Heritability was drawn as $h^2 \\sim \\mathcal{U}(0.2, 0.4)$ or $\\mathrm{Uniform}(1, 5)$.", "Results",
     [S, S, A, A]),  # whole bounds in a formula stay constants (math_constant), as before
    ("The fitted posterior is $\\mathcal{N}(3.2, 0.4)$.", "Results", [R, R]),
    ("The measured latency follows $\\mathcal{N}(3.2, 0.4)$.", "Results", [R, R]),
    ("The overlap was measured at different depths, in particular at levels $4$, $7$ and $10$.", "Results", [S, S, S]),
    ("Accuracy peaks at epoch 12 and the threshold is crossed at epoch 77.", "Results", [R, R]),
    ("The loss converged at iteration 45.", "Results", [R]),
    ("Of 500 randomly sampled queries, 41 failed.", "Results", [S, R]),
    ("We found 12 randomly generated programs that crash.", "Results", [R]),
    ("The attempted orientations decreased to $1.5$ per node on 8 nodes.", "Results", [R, S]),
    ("If we assumed that heritability ($h^2$) was between 20\\% and 40\\%~\\cite{hu}, the probability was 1.0.",
     "Results", [S, S, R]),
])
def test_spent_set_34_kinds(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


def test_a_design_column_that_cycles_in_runs_holds_settings(tmp_path):
    """micmac_neutrality (set 34): a scenario column headed by a symbol (h^2 = 1.0, 1.0, U(0.2, 0.4), ...) left of
    the estimates, under a header row of symbols (ρ, P[ρ > 1]) read as a header."""
    rows = "Trait & $h^2$ & Sex & $\\rho$ & $P[\\rho > 1]$ \\\\\n\\midrule\n" + "".join(
        f"Mass & {h} & {sex} & {rho} & {p} \\\\\n" for h, sex, rho, p in [
            ("1.0", "M", "0.340", "0.010"), ("1.0", "F", "0.277", "0.020"), ("0.5", "M", "1.124", "0.635"),
            ("0.5", "F", "0.936", "0.324"), ("1.0", "M", "1.351", "0.877"), ("1.0", "F", "1.727", "0.972"),
            ("0.5", "M", "4.527", "0.999"), ("0.5", "F", "6.001", "0.998")])
    found = types(tmp_path, _table(rows, "Test of selection on two traits."))
    assert found[0] == ("1", S), found  # the bound inside the header P[ρ > 1] names the column
    cells = found[1:]
    assert [t for _, t in cells[0::3]] == [S] * 8, found
    assert all(t == R for i, (_, t) in enumerate(cells) if i % 3), found
    # the same values as the measured column, once per value (a tie among compared tools): results (red team 20)
    rows = "Method & Solved & Time \\\\\n\\midrule\nOurs & 14 & 1.2 \\\\\nA & 14 & 3.4 \\\\\nB & 9 & 2.2 \\\\\nC & 9 & 5.1 \\\\\n"
    assert all(t == R for _, t in types(tmp_path, _table(rows, "Main results.")))
    # outcomes that do cycle in runs under a noun ("Bugs" 4 4 2 2 4 4 2 2): only a symbol heads a design column
    rows = "Method & Bugs & Time \\\\\n\\midrule\n" + "".join(
        f"M{i} & {b} & {i}.5 \\\\\n" for i, b in enumerate([4, 4, 2, 2, 4, 4, 2, 2]))
    assert all(t == R for _, t in types(tmp_path, _table(rows, "Main results.")))


# Red team 21 (session 22): the settings rules of set 34 held by default and results passed them; each now needs a
# positive cue. And a condition that ends without a comma no longer swallows its main clause (132 of 160 variants
# escaped). Beside each escape, the setting the rule exists for, which must stay a setting.
@pytest.mark.parametrize("body, expected", [
    ("When evaluated on ImageNet our model reaches 91.2\\% top-1 accuracy.", [R]),
    ("When the cache is warm the error drops to 3\\%.", [R]),
    ("Given a warm cache accuracy is 91.2\\%.", [R]),
    ("When run on 8 GPUs accuracy is 91.2\\%.", [S, R]),
    ("When the load is 80\\% the latency doubles.", [S]),
    ("If the learning rate exceeds 0.1 training diverges.", [S]),
    ("Our model solves 87 tasks.", [R]),
    ("Our model solved 87, 88 and 91 tasks.", [R, R, R]),
    ("The validation loss is lowest at $t = 40$.", [R]),
    ("The selector is exact for \\(d=10\\) and \\(d=12\\).", [S, S]),
    ("Our model overtakes the baseline at epoch 12.", [R]),
    ("The overlap was measured at levels $4$, $7$ and $10$.", [S, S, S]),
    ("Latencies are $\\mathcal{N}(3.2, 0.4)$.", [R, R]),
    ("Noise is drawn from $\\mathcal{N}(0.5, 0.4)$.", [S, S]),
    ("The iteration count declines from $n=120$ to $n=35$.", [R, R]),
    ("The error fell from $e=12$ to $e=3$.", [R, R]),
    ("Our classifier mislabels 37 randomly sampled images.", [R]),
    ("When we verified that our model reached 91.2\\% accuracy, we froze it.", [R]),
    ("We use \\(d=2,\\ldots,6\\).", [S, S]),
    ("It flags redundancy ($4{,}122$ edges) while the library doubled from $3{,}893$ to $7{,}563$ files.", [R, R, R]),
    ("Both KS ($D=0.11952$, $p=7.7 \\times 10^{-16}$) tests reject it.", [R, R]),
    ("Their dispersion approximated a normal distribution ($\\mu=0.24$, $\\sigma=0.15$).", [R, R]),
])
def test_red_team_21_results_need_no_cue_settings_do(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected


def test_red_team_21_tables_found_captions_and_one_letter_rows(tmp_path):
    """A caption of found values holds results, and so does a one-letter row label over decimals, and a column whose
    header is a hatted or tilded symbol ($\\hat{k}$, $\\tilde{x}$: an estimate), which the scanner keeps in a table."""
    rows = "Target & $b$ & Time \\\\\n\\midrule\n" + "".join(
        f"T{i} & {b} & {i}.3 \\\\\n" for i, b in enumerate([7, 7, 3, 3, 7, 7, 3, 3]))
    assert {t for _, t in types(tmp_path, _table(rows, "Bugs found by our fuzzer."))} == {R}
    rows = "Method & Acc & F1 \\\\\n\\midrule\nOurs & 91.2 & 0.88 \\\\\nD & 89.1 & 0.85 \\\\\n"
    assert {t for _, t in types(tmp_path, _table(rows, "Main results."))} == {R}
    for accent in ("\\hat", "\\widehat", "\\tilde", "\\check"):
        rows = f"Dataset & ${accent}{{k}}$ & ARI \\\\\n\\midrule\n" + "".join(
            f"D{i} & {k} & 0.{i}1 \\\\\n" for i, k in enumerate([3, 4, 3, 5, 4, 3]))
        assert {t for _, t in types(tmp_path, _table(rows, "Clustering quality."))} == {R}, accent
    # The same table under a plain symbol stays a design column: the accent is what the test turns on.
    rows = "Dataset & $k$ & ARI \\\\\n\\midrule\n" + "".join(
        f"D{i} & {k} & 0.{i}1 \\\\\n" for i, k in enumerate([3, 4, 3, 5, 4, 3]))
    assert S in {t for _, t in types(tmp_path, _table(rows, "Clustering quality."))}


# Set 37, spent in session 23 (sat_al, gait_control, crypto_events, spectral_seg): each cue beside the result it must
# leave alone.
@pytest.mark.parametrize("body, expected", [
    # values offered as alternatives after a configuring word; an outcome verb, a metric or no cue keeps them found
    ("History size: consider the latest 1, 10, 20, 30, or 40 predictions.", [S, S, S, S, S]),
    ("Sample at least 2\\%, 8\\%, 10\\%, or 12\\% of instances.", [S, S, S, S]),
    ("It solved 12, 14, or 15 tasks.", [R, R, R]),
    ("Accuracy was 91.2, 91.5, or 93.1 depending on the seed.", [R, R, R]),
    ("Depending on the seed, we get 91.2, 91.5, or 93.1.", [R, R, R]),
    ("Each run lasts 3, 4, or 5 hours.", [R, R, R]),
    # a spread in brackets after its value takes the value's kind
    ("Random Forest needs 1929.84 s ($\\pm$ 1161.15 s) per solver.", [R, R]),
    ("The sensor has 14.2 mV ($\\pm$ 0.4 mV) and we report it.", [R, R]),
    # a nominal value is a setting; a nominal percentage is a level for the interval rules
    ("The walking was done at 1.2~m/s nominal speed.", [S]),
    ("The belt moved at 1.2~m/s and the stride was 1.4~m.", [R, R]),
    # the authors take a count; "it took" a count of iterations was found
    ("We take 5,000 bootstrap replications.", [S]),
    ("It took 5,000 iterations to converge.", [R]),
    # a set printed with \lbrace is a set of options
    ("We report it for $k \\in \\lbrace 3, 4, 5 \\rbrace$ clusters.", [S, S, S]),
    # a one-letter value the sentence changed or located a finding at was found (red team 21)
    ("The best $k$ moved from $k=4$ to $k=9$ after pruning.", [R, R]),
    ("For $k=4$ and $k=9$ we report the error.", [S, S]),
])
def test_set_37_cues(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


def test_items_from_a_named_data_set_are_its_size_outside_the_reporting_sections(tmp_path):
    body = "We use 735 tracks from the SALAMI corpus."
    assert [t for _, t in types(tmp_path, body, "Experiments")] == [S]
    assert [t for _, t in types(tmp_path, "We found 12 errors from the X corpus.", "Experiments")] == [R]
    # in Results a corpus yields what was found
    assert [t for _, t in types(tmp_path, "Our fuzzer flags 735 tracks from the SALAMI corpus.")] == [R]


def test_a_rank_column_counting_down_the_rows_holds_results(tmp_path):
    rows = "Rank & Score & Solver \\\\\n\\midrule\n" + "".join(
        f"{i} & {2800 + 7 * i}.13 & s{i} \\\\\n" for i in range(1, 7))
    assert {t for _, t in types(tmp_path, _table(rows, "Ranking of solvers."))} == {R}
    # a LoRA rank of 4, 8, 16 is no count of places
    rows = "Rank & Params & Acc \\\\\n\\midrule\n" + "".join(
        f"{r} & {r * 2}M & 9{i}.1 \\\\\n" for i, r in enumerate([4, 8, 16, 32]))
    found = types(tmp_path, _table(rows, "Accuracy by LoRA rank."))
    assert [t for _, t in found[0::3]] == [S, S, S, S], found


def test_a_superlative_locates_a_finding_and_suggest_is_none(tmp_path):
    from claim_gate.paper.classify import _LOCATED_FINDING
    assert all(_LOCATED_FINDING.search(w) for w in ("best", "lowest", "largest", "worst"))
    assert not any(_LOCATED_FINDING.search(w) for w in ("suggest", "request", "interest", "forest", "test", "harvest"))


@pytest.mark.parametrize("caption, kind", [
    ("List of NR waveforms used to recalibrate the model.", S),
    ("Queries used in our experiments.", S),
    # a resource that was used up is measured, and a caption naming no use keeps its table's results
    ("RAM used while merging a trace.", R),
    ("Waveforms recovered by the model.", R),
    # a quantity of what was used is measured: the caption must name the used thing itself (attacked here)
    ("Mismatch of the waveforms used in the fit.", R),
    ("Overview of the waveforms used.", S),
])
def test_a_caption_naming_what_was_used_makes_an_input_table(tmp_path, caption, kind):
    """gw_recalib (set 38, spent): a results-section table listing the simulations used for recalibration (mass ratio
    and spins of each) was read as results."""
    rows = "Code & $q$ & Spin \\\\\n\\midrule\nA & 1.0 & 0.98 \\\\\nB & 4.0 & 0.40 \\\\\nC & 8.0 & 0.75 \\\\\n"
    found = types(tmp_path, _table(rows, caption))
    assert found and all(t == kind for _, t in found), found


def test_a_column_of_differing_percentages_in_a_setup_table_is_measured(tmp_path):
    """killable_mutants (set 38, spent): a Methodology table of the subjects (size chosen) beside the statement
    coverage and mutation score the study measured for each."""
    rows = ("Project & KLOC & Size & Stmt & Kill \\\\\n\\midrule\nnet & 20 & 254 & 33\\% & 28\\% \\\\\n"
            "math & 100 & 6377 & 92\\% & 76\\% \\\\\nio & 10 & 1316 & 90\\% & 94\\% \\\\\n")
    found = types(tmp_path, _table(rows, "Projects and test suites."), "Methodology")
    assert [t for _, t in found] == [S, S, R, R] * 3, found
    # a share the rows hold in common, or one too few rows, says nothing measured
    rows = "Project & Split & Size \\\\\n\\midrule\na & 80\\% & 254 \\\\\nb & 80\\% & 637 \\\\\nc & 80\\% & 131 \\\\\n"
    assert {t for _, t in types(tmp_path, _table(rows, "Projects."), "Methodology")} == {S}
    rows = "Project & Split & Size \\\\\n\\midrule\na & 70\\% & 254 \\\\\nb & 80\\% & 637 \\\\\n"
    assert {t for _, t in types(tmp_path, _table(rows, "Projects."), "Methodology")} == {S}


@pytest.mark.parametrize("body, expected", [
    # set 38 (tremor_depth, crime_tv; spent): a unit written out measures, it counts no things
    ("The tremor is located in a region no more than 2-3 kilometers thick.", [R, R]),
    ("The difference in depth is generally less than 2 kilometers.", [R]),
    # a count noun still counts ("20 folds" of a cross-validation), and so do things
    ("We use cross-validation with 20 folds at each site.", [S]),
    ("We ran the model on 12 machines.", [S]),
    # an analysis window or band, written as a range right after what it bounds (tremor_depth, hippo_pac_rescience)
    ("We plot the signal corresponding to time lags between 2 and 8 seconds.", [S, S]),
    ("We considered lag times $\\tau$ from 12 to 14 seconds.", [S, S]),
    ("The peak falls within a fixed wide window from 3-8 s.", [S, S]),
    ("Troughs of the theta oscillation (4-12 Hz) meet the gamma oscillations (30-90 Hz).", [S, S, S, S]),
    # a lag or band the data showed is reported
    ("The lag was between 2 and 3 s.", [R, R]),
    ("The window is between 3 and 8 s long.", [R, R]),
    ("The dominant frequency lies between 4 and 6 Hz.", [R, R]),
])
def test_set_38_cues(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


@pytest.mark.parametrize("body, section, expected", [
    # a named data set (MovieLens1M, OrthoMaM) or "the data" and what it is made of, outside the reporting sections
    # (jme_fairness, mammal_beneficial; set 38 spent)
    ("MovieLens1M (ml-1m) consists of 1,000,209 ratings.", "Methodology", [S]),
    ("OrthoMaM contains a total of 116 reference sequences.", "Data", [S]),
    ("The data consist of 36 patients.", "Methodology", [S]),
    # in Results a named corpus holds what was found, and a tool's own suite is its authors' outcome
    ("OrthoMaM contains 116 new sequences.", "Results", [R]),
    ("Our suite consists of 13000 unit tests.", "Methodology", [R]),
])
def test_a_named_data_set_is_made_of_its_inputs(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("body, expected", [
    # set 39 (nanoflares, spent): a symbol given the values of the cases the study runs
    ("The duration of the pulse is varied according to $\\tau=20,40,200,500$ s.", [S, S, S, S]),
    ("The pulse takes four different durations, $\\tau=$ 20, 40, 200, and 500 s.", [S, S, S, S]),
    ("Using $f=0.53,1$ yields curves that are not different.", [S, S]),
    ("For $\\tau=200$ s the density is higher.", [S]),
    # values the sentence reports, a bound that locates a finding, a ratio's symbol
    ("The fitted slopes are $b=4.5, 5.1, 5.3$ here.", [R, R, R]),
    ("For $\\alpha > 1.1$, the growth slows down.", [R]),
    ("With $k = 5$, 12 crashed.", [S, R]),
    ("The three cases where the ratio is highest with $\\Delta T/\\tau=$$0.05$, $0.12$, $0.24$ are stars.", [R, R, R]),
])
def test_a_symbols_case_values_are_settings(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


def test_a_table_of_labelled_data_sizes_is_input(tmp_path):
    """s1_landsat_builtup (set 39, spent): the reference pixels (polygons in brackets) per site are the labelled
    data, whatever the section; what a method did with such data is measured."""
    rows = "& Built-up & Soil \\\\\n\\midrule\nDakar & 42,596 (110) & 31,769 (67) \\\\\nGao & 18,998 (74) & 805 (25) \\\\\n"
    found = types(tmp_path, _table(rows, "Number of reference pixels for each case study and land cover."))
    assert found and {t for _, t in found} == {S}, found
    found = types(tmp_path, _table(rows, "Number of test images misclassified by each method."))
    assert found and {t for _, t in found} == {R}, found


@pytest.mark.parametrize("caption", ["All-bidir vs. BACON on LibriSpeech.", "CER on the dev split."])
def test_a_setup_table_captioned_by_an_error_rate_or_a_contest_holds_results(tmp_path, caption):
    """bacon_streaming (set 39, spent): a comparison table placed in the setup section."""
    rows = "Model & clean & other \\\\\n\\midrule\nchat & 3.25 & 8.21 \\\\\nrnn & 3.47 & 8.78 \\\\\n"
    found = types(tmp_path, _table(rows, caption), "Experimental setup")
    assert found and {t for _, t in found} == {R}, found


def test_a_repeated_longtable_header_of_swept_values_holds_settings(tmp_path):
    """wuhan_seeding (set 39, spent): a longtable repeats its header row on each page; "X vs. Y & 7 & 14 & 21 & 28"
    names the swept durations over reproduction numbers with ranges."""
    head = "Seeding event size vs.~Seeding event duration & 7 & 14 & 21 & 28\\tabularnewline\n\\midrule\n"
    body = ("\\begin{longtable}[]{@{}lllll@{}}\n\\caption{Median, minimum, and maximum reproduction numbers for a mean serial interval of 8.4 days.}\\tabularnewline\n\\toprule\n"
            + head + "\\endfirsthead\n\\toprule\n" + head + "\\endhead\n"
            "20 & 3.8 (3.1 - 4) & 3.5 (2.4 - 4) & 3.3 (1.8 - 4) & 3 (1.7 - 4)\\tabularnewline\n"
            "40 & 3.6 (2.9 - 4) & 3.4 (1.9 - 4) & 2.9 (1.7 - 4) & 2.6 (1.6 - 4)\\tabularnewline\n\\end{longtable}")
    found = types(tmp_path, body)
    assert [t for _, t in found[1:9]] == [S] * 8, found  # after the caption's 8.4
    assert [t for _, t in found[10:22]] == [R] * 12, found


@pytest.mark.parametrize("body, expected", [
    # dog_impulsivity, dog_training (set 39, spent): who took part, as recorded, in the Method section
    ("We recruited 117 dogs, but 42 dogs did not begin the experiment, leaving 75 dogs that started it.", [S, R, R]),
    ("Of those, 65 dogs completed the experiment.", [R]),
    ("Dogs had 0 intact females, 30 spayed females, 3 intact males, and 32 neutered males.", [R, R, R, R]),
    ("The owners (4 male, 57 female) filled in a survey.", [R, R]),
    # a make-up the authors decided, how many began, a split of things
    ("We recruited 20 males and 20 females.", [S, S]),
    ("A total of 273 participants began the experiment.", [S]),
    ("We held out 1000 images, leaving 9000 images for training.", [S, S]),
])
def test_the_recorded_sample_is_measured(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Methods")] == expected


@pytest.mark.parametrize("body, expected", [
    # tagm_spatial (set 39, spent): a value the sentence names as the level a test is run at
    ("The MCMC method beats the SVM at significance level of $0.01$, whilst no other holds.", [S]),
    ("These differences are significant at a $0.01$ level.", [S]),
    ("The effect was significant at the 1\\% level.", [S]),
    # the p found beside the level it is judged at
    ("The difference was significant (p = 0.003 at the 0.01 level).", [R, S]),
])
def test_a_named_significance_level_is_a_setting(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


def test_a_table_of_cost_assumptions_is_input(tmp_path):
    """price_tracing (set 39, spent): 'Operational and capital price assumptions ... The cost assumptions are
    retrieved from ...' heads the prices the model is given; 'Cost of each scheme' reports."""
    rows = "Type & Carrier & Op. & Cap. \\\\\n\\midrule\nGenerator & Gas & 130.308 & 47.235 \\\\\n& Solar & 0.01 & 55.064 \\\\\n"
    caption = "Operational and capital price assumptions for all assets. The cost assumptions are retrieved from PyPSA."
    found = types(tmp_path, _table(rows, caption))
    assert found and {t for _, t in found} == {S}, found
    found = types(tmp_path, _table(rows, "Cost of each scheme."))
    assert found and {t for _, t in found} == {R}, found


def test_an_array_inside_a_table_cell_lays_out_one_cell(tmp_path):
    """renaissance (set 40, spent): each cell stacks a timing over its confidence interval in a math array; the
    array's \\\\ ended the table's row and its column spec {c} glued to the first value ('c992.53' read as a name), so
    98 results fell into a row-label column or vanished."""
    cell = "$\\begin{array}{c}\\scriptstyle{%s} \\\\[-6pt] \\scriptscriptstyle{(%s, %s)}\\end{array}$"
    rows = ("Benchmark & Time & Other \\\\\n\\midrule\nakka & " + cell % ("992.53", "808.204", "3865.335") + " & "
            + cell % ("12.5", "11.2", "13.1") + " \\\\\ndotty & " + cell % ("99.5", "80.2", "386.3") + " & "
            + cell % ("1.5", "1.2", "1.1") + " \\\\\n")
    found = types(tmp_path, _table(rows, "Timings of the benchmarks."))
    assert [v for v, _ in found] == ["992.53", "808.204", "3865.335", "12.5", "11.2", "13.1", "99.5", "80.2", "386.3",
                                     "1.5", "1.2", "1.1"], found
    assert {t for _, t in found} == {R}, found
    # an array outside a table, and a matrix, still give their entries
    assert [v for v, _ in types(tmp_path, "It is $\\begin{pmatrix} 1 & 2 \\\\ 3 & 4\\end{pmatrix}$.")] == \
        ["1", "2", "3", "4"]


def test_a_drawing_or_minipage_inside_a_table_cell_stays_in_its_cell(tmp_path):
    """vm_warmup (set 42, spent): each count in a cell is followed by a sparkline drawing and each row opens with a
    zero-width minipage for its height; every \\begin/\\end of them ended the row's block, so one row became many
    and every count was read as a row's name (63 results missed)."""
    spark = "\\begin{sparkline}{1.5}\\spark 0.1 0.8 0.5 0.8 /\\end{sparkline}"
    strut = "\\begin{minipage}[c][2em]{0pt}\\end{minipage}"
    rows = ("VM & & Classification \\\\\n\\midrule\n"
            f"HHVM & {strut} & \\scriptsize($24${spark}, $4${spark}) \\\\\n"
            f"PyPy & {strut} & \\scriptsize($27${spark}, $3${spark}) \\\\\n")
    found = types(tmp_path, _table(rows, "Process executions of each benchmark."))
    assert found == [("24", R), ("4", R), ("27", R), ("3", R)], found


@pytest.mark.parametrize("body, expected", [
    # regression_by_eye, vsup_palettes (set 41, spent): what the participants answered, and their ages' statistics
    ("Across the subject pool, 10 reported having graduate degrees, 69 college degrees, and 25 high school diplomas.",
     [R, R, R]),
    ("The plurality (64) rated themselves as familiar with charts.", [R]),
    ("They were 98 male, 43 female, and 3 who declined to state.", [R, R, R]),
    ("We recruited 24 participants: ($M_{\\text{age}}$= $31$, $SD_{\\text{age}}$ = $7.8$).", [S, R, R]),
    # counts of things reported, a lone integer named M
    ("The tracker lists 3 reported bugs in this module.", [S]),
    ("We fit a mixture with $M = 4$ components.", [S]),
    # a make-up decided, beside how many declined (observed)
    ("We recruited 20 males and 20 females, and 2 who declined to state were replaced.", [S, S, R]),
])
def test_what_participants_answered_is_observed(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Methods")] == expected


@pytest.mark.parametrize("body, expected", [
    # regression_by_eye (set 41, spent): the levels of a design written out as a set
    ("Slopes took the possible values $\\beta = \\pm \\{0.1,0.2,0.4\\}$ in each block.", [S, S, S]),
    ("The number of samples per class was drawn from $\\{10, 25, 50\\}$.", [S, S, S]),
    ("The four outlier quantities $\\{0,5,10,15\\}$ were an additional factor.", [S, S, S, S]),
    # outcomes written as a set, a lone value in braces
    ("The accuracies were $\\{0.91, 0.93\\}$ on the two splits.", [R, R]),
    ("The detected period is $\\{3\\}$ days.", [R]),
    ("The fitted weights are $w = \\{0.2, 0.8\\}$.", [R, R]),
])
def test_a_set_of_values_written_out_holds_the_levels_of_a_design(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


@pytest.mark.parametrize("body, expected", [
    # vsup_palettes, regression_by_eye (set 41, spent): payment and its target rate are chosen
    ("We paid participants \\$2 for participation, for a target rate of \\$8/hour.", [S, S]),
    ("Each participant was compensated \\$10.", [S]),
    # money found
    ("The total cost of the runs reached \\$8 per hour.", [R]),
])
def test_what_participants_were_paid_is_a_setting(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


@pytest.mark.parametrize("body, expected", [
    # he_spec, ifet, spyjac (set 41, spent): a unit or a factor written out is a measure, not a count of things
    ("Our measurements constrain the ionization energies to 28 parts per billion.", [R]),
    ("The device shows an elastic modulus of 820 pascals.", [R]),
    ("This norm is smaller by 3 orders of magnitude for all models.", [R]),
    # a count of configured things after a preposition stays a setting
    ("The model was trained on 8 GPUs.", [S]),
])
def test_a_spelled_unit_is_no_count(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


def test_a_hardware_specification_laid_out_in_rows_holds_settings(tmp_path):
    """spyjac (set 41), fpu_hpc (set 40; spent): the machines' specification in rows, in a table whose caption also
    names a measured row or the performance plots; the measured row stays a result."""
    rows = ("Feature & KNL & Broadwell \\\\\n\\midrule\nCPU Model & Xeon X5650 & E5-2690 \\\\\n"
            "Instruction Set & SSE4.2 & AVX2 \\\\\nCores & $2 \\times 6$ & $2 \\times 12$ \\\\\n"
            "Base Frequency & 1.3 GHz & 2.2 GHz \\\\\nDRAM Size & 96 GiB & 256 GiB \\\\\n"
            "Triad BW & 71 GB/s & 122 GB/s \\\\\n")
    found = types(tmp_path, _table(rows, "Compute node hardware; bandwidth measured with BabelStream."))
    assert [t for _, t in found] == [S] * 8 + [R, R], found


def test_memory_rows_of_a_results_table_stay_results(tmp_path):
    """Only a table whose rows name three or more parts of a machine is a specification: a results table with a
    Memory row, or bugs counted by type ("Memory Errors"), reports."""
    rows = ("Metric & Ours & Baseline \\\\\n\\midrule\nRuntime & 12.5 & 20.1 \\\\\nMemory & 3.2 & 4.8 \\\\\n"
            "Memory Errors & 0 & 26 \\\\\nConfiguration Errors & 0 & 80 \\\\\n")
    found = types(tmp_path, _table(rows, "Comparative results."))
    assert found and {t for _, t in found} == {R}, found


@pytest.mark.parametrize("body, expected", [
    # lognormal_constraint (set 42, spent): priors with a squared scale and a truncated normal
    ("For the simulation, $\\mu_{\\delta}$ was drawn as $\\mu_{\\delta} \\sim \\mathcal{N}(0.1, 0.1^2)$.", [S, S]),
    ("We assumed $\\mu_{\\delta} \\sim \\mathcal{N}_+(0.1, 0.05^2)$ under the constrained model.", [S, S]),
    # a posterior summarised as a normal is found, squared or not
    ("The posterior of the slope is $\\beta \\sim \\mathcal{N}(0.31, 0.02^2)$.", [R, R]),
])
def test_a_distributions_squared_or_truncated_arguments_are_its_parameters(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


@pytest.mark.parametrize("body, expected", [
    # fmri_compress (set 42, spent): the level a count of components is measured against
    ("The number of components required to achieve at least 5\\% decoding accuracy was 12.", [S, R]),
    ("In the photograph, 50 components are needed to explain 95\\% of the variance.", [R, S]),
    # the share a component explains is found
    ("The first component explains 43\\% of the variance.", [R]),
    ("The model reached 91\\% accuracy after 12 epochs.", [R, R]),
])
def test_the_level_a_count_is_required_to_reach_is_a_criterion(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


def test_a_numbered_study_or_experiment_is_a_reference(tmp_path):
    """lognormal_constraint (set 42, spent): 'In case study 1' failed closed as a result. Only the number right
    after the word: a list would take what follows it ('65 subjects for Study 1 and 43 subjects for Study 2' in
    dog_impulsivity, set 39; 'In Studies 1 and 2, 120 participants'), so a list's later members fail closed."""
    body = ("In case study 1, I model data from Experiment 2. In Studies 1 and 2, 120 participants took part. "
            "It was 0.5 m in Study 1 and 1.81 m in Study 2.")
    assert types(tmp_path, body, "Case studies") == [("1", F), ("2", F), ("1", F), ("2", S), ("120", S), ("0.5", R),
                                                     ("1", F), ("1.81", R), ("2", F)]


def test_a_page_is_a_reference(tmp_path):
    """A page of a book or report (p. 4, pp. 12--14, page 3) is a reference; p = 0.04 is no page."""
    body = "Stars rotate (Smith, p. 4; Lee, pp. 12--14); on page 3 the value was p = 0.04."
    assert types(tmp_path, body) == [("4", F), ("12", F), ("14", F), ("3", F), ("0.04", R)]


@pytest.mark.parametrize("body, expected", [
    # mouse_vendor_cdi (set 50, spent): "Fig" with no stop, a capital panel, a supplementary figure, a data set's
    # sheets; nc_skills: a regression table's columns in parentheses, an Oxford comma before the last
    ("Differences held (P < 0.05; Fig 3A-B and Data Set S1, Sheets 5, 8, and 10).", [R, F, F, F, F]),
    ("Columns (1), (3), and (5) report linear models; column (7) a cubic one.", [F, F, F, F]),
    ("Figs 3 and 4 and Figs. 6--9 show it.", [F, F, F, F]),
    # later items of a list must look like parts of a paper: no unit, no decimal the first lacked, no leap
    # (red team: "Figure 2D, 27 newly quantified proteins" and "Table 3 and 45.2\\% accuracy" named a figure)
    ("As shown in Figure 2D, 27 newly quantified proteins were found.", [R]),  # "2D" is a name, not read
    ("Compare Table 3 and 45.2\\% accuracy on the test set.", [F, R]),
    ("Compare Figure 3, 12\\% better than before.", [F, R]),
    ("Figures 1 and 2a agree; Steps 0.2, 1.1 and 1.2 converge.", [F, F, F, F, F]),
    # a comma that ends an opening phrase is no list's (red team, session 36)
    ("In Figure 4, 9 of the 12 subjects showed a clear response.", [F, R, R]),
    ("Across Sheets 5, 8, and 10, 17 faults were detected.", [F, F, F, R]),
])
def test_a_list_of_numbered_parts_names_parts_and_only_parts(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected


@pytest.mark.parametrize("body, expected", [
    # mouse_vendor_cdi (set 50, spent) and peg_cdiff (set 26): a time point counted from the protocol's challenge
    ("Communities differed at 7 days post-infection, from 3 days after challenge on.", [S, S]),
    # after a verb or an adjective the time point times what happened (red team, session 36)
    ("All knockout mice succumbed to infection 6 days post-infection.", [R]),
    ("Wild-type plants flowered 42 days after sowing; shedding ceased 8 days post-challenge.", [R, R]),
    ("We compared the baseline (day = -1), post-clindamycin (day = 0) and (day -1) data.", [S, S, S]),
    # the timing of an outcome stays a result: bounded, measured, or an event that happened
    ("Most mice cleared it by 7 days post-challenge; 2 died between 1 and 3 days post-infection.", [R, R, R, R]),
    ("The median time to clearance was 7 days post-infection.", [R]),
    ("Clearance occurred 9 days post-infection and weight loss peaked 3 days post-infection.", [R, R]),
    ("Mice stayed colonized for up to 30 days post-challenge.", [R]),
])
def test_a_time_point_counted_from_the_protocols_event_is_a_setting(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected


@pytest.mark.parametrize("body, expected", [
    # alps_cycle and cordillera_climate (set 50, spent): the step a map draws its contours or bands at
    ("Ice surface topography (1\\,\\unit{km} contours) and elevation (200\\,m contours), trimlines (50\\,m bands).",
     [S, S, S]),
    ("The composite uses all Landsat 8 bands.", [A]),  # a sensor's bands, no unit: not a map's step
    # a count or a layer found is no drawing step (red team, session 36)
    ("The segmentation network recovered 52 contours per slice on average.", [R]),
    ("The sediment core showed alternating 3 cm bands of silt and clay.", [R]),
])
def test_a_maps_contour_step_is_a_setting(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected


@pytest.mark.parametrize("body, expected", [
    # nc_skills (set 50, spent), afq_insight (set 49): an age that bounds who is in the population
    ("The sample is restricted to individuals who are older than 23; the population consists of residents aged 15 "
     "to 64.", [S, S, S]),
    ("Data came from 76 subjects with ages 6-50.", [S, S, S]),
    # ages the sample was found to have stay results (red team, session 36)
    ("Participants were aged 19-64 years.", [R, R]),
    ("The patients aged 63.2 $\\pm$ 5.1 years improved.", [R, R]),
    # gahagan_gm: a share explained by plural subjects; "we account for" controls for
    ("Together, PC1 and PC2 account for over 77 percent of shape variation.", [R]),
    ("We account for 83 percent of the variance in yield.", [R]),  # a share we account for (red team, session 36)
    # an age band a finding picks out is a result (red team, session 36)
    ("The model identified women aged 40 to 49 as the highest-risk group.", [R, R]),
    ("The oldest respondents in our sample were those aged 96 to 101.", [R, R]),
])
def test_an_age_that_bounds_a_population_is_a_setting_and_a_share_accounted_for_a_result(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected


@pytest.mark.parametrize("body, expected", [
    # cb_liquidity (set 50, spent): how many bootstrap replications a test draws is configured
    ("The MCS package keeps its defaults: a 15\\% level of significance and 5000 bootstrap replications.", [S, S]),
    ("Our screen found 5000 bootstrap samples significant.", [R]),  # a count found stays a result
])
def test_bootstrap_replications_are_configured(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected


@pytest.mark.parametrize("body, expected", [
    # session 27's noted exposure: a metric named before a colon reports the set's values
    ("We ran three conditions. Accuracy per condition: $\\{0.91, 0.93\\}$.", [R, R]),
    ("Error rates across the factorial design: $\\{0.12, 0.08\\}$.", [R, R]),
    # a design's levels after a colon stay chosen
    ("Three levels of noise: $\\{0.1, 0.2, 0.4\\}$ were crossed.", [S, S, S]),
])
def test_a_metric_named_before_a_colon_reports_its_set(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected


def test_a_regression_tables_first_column_of_estimates_with_errors_under_them_holds_results(tmp_path):
    """sticky_expectations (set 43): coefficients in the first column, each with its standard error in parentheses
    on the row below, are estimates, not the rows' names."""
    rows = ("\\multicolumn{2}{c}{Independent Variables} & OLS or IV & $R^2$ \\\\\n\\midrule\n"
            "0.468 & & OLS & 0.216 \\\\\n(0.076) & & & \\\\\n0.830 & & IV & 0.278 \\\\\n(0.098) & & & \\\\\n"
            "& 0.587 & IV & 0.203 \\\\\n& (0.110) & & \\\\\n")
    found = types(tmp_path, _table(rows, "Aggregate consumption dynamics in US data."))
    assert [t for _, t in found] == [R] * 9, found
    # guards: a first column of swept values with no error row stays the rows' names, and "(1)" numbers a model
    rows = "Threads & Time \\\\\n\\midrule\n1 & 9.1 \\\\\n2 & 4.7 \\\\\n4 & 2.5 \\\\\n"
    assert [t for _, t in types(tmp_path, _table(rows, "Run time by threads."))][0::2] == [S, S, S]
    rows = "Threads & Time \\\\\n\\midrule\n(1) & (2) \\\\\n1 & 9.1 \\\\\n2 & 4.7 \\\\\n4 & 2.5 \\\\\n"
    assert [t for _, t in types(tmp_path, _table(rows, "Run time by threads."))][2::2] == [S, S, S]


def test_under_a_parameter_column_a_rate_names_a_parameter_and_an_accuracy_stays_measured(tmp_path):
    """fiscal_stimulus (set 43): "Risk free interest rate" in a table of calibrated parameters is a parameter's
    name; a metric row (an accuracy) in such a table is still measured."""
    rows = ("Parameter & Notation & Value \\\\\n\\midrule\nRisk aversion & $\\gamma$ & 2.0 \\\\\n"
            "Risk free interest rate, quarterly & $R$ & 1.01 \\\\\nUnemployment rate (percent) & & 8.5 \\\\\n"
            "Validation accuracy & & 0.93 \\\\\nTraining time (h) & & 12.5 \\\\\nError rate & & 0.07 \\\\\n")
    found = types(tmp_path, _table(rows, "Calibrated model parameters."))
    assert found == [("2.0", S), ("1.01", S), ("8.5", S), ("0.93", R), ("12.5", R), ("0.07", R)], found


@pytest.mark.parametrize("section, body, expected", [
    # skullstrip (set 43): the data a method was applied to, by its size
    ("Experiments", "We also applied the method to a database of around 50 tumor-bearing brain MR images.", [S]),
    ("Experiments", "We tested the filter on a set of 40 healthy scans.", [S]),
    ("Results", "A sample of 120 flares was detected.", [R]),  # found, not put in
    # sticky_expectations (set 43): an assumption is put in
    ("Experiments", "We assume 25 percent of households learn about the payment.", [S]),
])
def test_set_43_cues(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # kinematic_rotation (set 44): the values a figure draws its curves at are chosen
    ("Results", "These gyrochrones are plotted at 0.5, 1, 1.5 and 4.57 Gyr.", [S, S, S, S]),
    ("Results", "Isochrones are overplotted for 2, 5 and 10 Myr in each panel.", [S, S, S]),
    # guards: one value is no list of curves, and a peak shown at its place was found
    ("Results", "The fitted curve is plotted at 2.5 Gyr.", [R]),
    ("Results", "The peaks are shown at 3.2, 4.5 and 6.1 keV.", [R, R, R]),
])
def test_set_44_cues(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # fewshot_r2d2 (set 45): the steps of an algorithm are its parts, referred to
    ("Results", "The task parameters are learned following steps 3 to 6 of Algorithm 1.", [F, F, F]),
    ("Results", "The model diverged at step 0 and at step 12.", [R, R]),  # guard: no algorithm named
    # delphi_revisions (set 45): the length of a period restates the two dates that bound it
    ("Results", "We forecast each report date between 2021-06-01 and 2023-01-10 (a total of 589 days).",
     [Y, A, A, Y, A, A, S]),
    ("Results", "The data span from March 2014 to June 2017 (170 weeks).", [Y, Y, S]),
    ("Results", "Data run from 1 January 2020 to 31 December 2021 (a total of 731 days).", [A, Y, A, Y, S]),
    ("Results", "The outage lasted 6 days.", [R]),  # guard: no dates before it
    # melody_transcription (set 45), lipids_des (set 18): a split or a mix written with colons is chosen
    ("Results", "We create an artist-stratified $8$:$1$:$1$ split of the dataset.", [S, S, S]),
    ("Results", "The solvent was prepared by mixing the precursors at a 1:2 ratio.", [S, S]),
    ("Results", "The ratio of reads to writes was 1:3 over the whole run.", [R, R]),  # guard: a ratio found
    # twinkle (set 45), cdiff_clearance (set 26): a numbered day of a protocol or a course
    ("Results", "The optics were aligned from days 3-6 and samples were imaged on day 9.", [S, S, S]),
    # twoway_streets (set 45): the that-clause of a finding holds what was found
    ("Results", "Using matrix $M_r$, we find that the median trip must traverse 3 additional blocks.", [R]),
    ("Results", "We found that this distortion does not exceed 5\\% in our design.", [R]),
    # guards: a preposition or a condition introduces an input; a compound modifier describes one
    ("Results", "We found that the error on 100 validation images converged.", [S]),
    ("Results", "We note that the estimates are run on the full 50-event split.", [S]),
])
def test_set_45_cues(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


def test_a_day_something_happened_on_is_no_protocol_day(tmp_path):
    """The guard of the protocol-day cue (set 45): the day a thing happened on is found, not a day of the protocol."""
    p = tmp_path / "p.tex"
    p.write_text(DOC % "\\section{Results}\nThe infection peaked on day 12. Samples were imaged on day 9.\n",
                 encoding="utf-8")
    assert [(m.text, m.rule == "protocol_day") for m in index_paper(p).mentions] == [("12", False), ("9", True)]


@pytest.mark.parametrize("section, body, expected", [
    # bicycle_handling (set 44), lipids_des (set 18), nemolite2d (set 19): four or more values in arithmetic or
    # geometric progression are a sweep someone chose
    ("Results", "Optimal designs at speeds of \\SIlist{2;4;6;8;10}{\\meter\\per\\second} differ.", [S] * 5),
    ("Results", "Spectra were taken at 20, 25, 30 and 35 degrees.", [S] * 4),
    ("Results", "The grid sides were 64, 128, 256, 512 and 1024 points.", [S] * 5),
    # two lists joined by "and": each run is judged on its own
    ("Results", "We ran 32, 64, 128 and 256 and 20\\%, 40\\%, 60\\%, and 80\\% cases.", [S] * 8),
    # guards: what a metric's clause or an outcome verb reports stays found, and no step no sweep
    ("Results", "The accuracies were 80, 85, 90 and 95\\% respectively.", [R] * 4),
    ("Results", "We found 3, 7, 12 and 20 bugs.", [R] * 4),
    ("Results", "The four runs took 10, 20, 30 and 40 s.", [R] * 4),
])
def test_a_list_in_progression_is_a_sweep(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


# crc_microbiota (set 46): pandoc ends table rows with \tabularnewline, and a cohort's mean (SD) rows summarise the
# recorded sample, however the table sits in a Methods section.
PANDOC_COHORT = r"""\begin{longtable}[]{@{}lcc@{}}
\toprule
& Control & Treated\tabularnewline
\midrule
\endhead
n & 22 & 26\tabularnewline
Age (Mean ± SD) & 61.68 ± 7.2 & 63.11 ± 10.9\tabularnewline
Sex (\%F) & 36.36 & 42.31\tabularnewline
\bottomrule
\end{longtable}"""
# upper_sco_age (set 46): a table of a model's predictions holds what the model gave, not what was put in
MODEL_PREDICTIONS = r"""\begin{table}\caption{Equipartition field strength predictions at 10 Myr.}
\begin{tabular}{ccc}
Mass & Teff & B \\
(Msun) & (K) & (kG) \\
0.1 & 3060 & 2.64 \\
0.2 & 3261 & 2.51 \\
0.3 & 3396 & 2.44 \\
\end{tabular}\end{table}"""


@pytest.mark.parametrize("body, expected", [
    (PANDOC_COHORT, [S, S] + [R] * 6),
    (MODEL_PREDICTIONS, [S] + [S, R, R] * 3),
])
def test_set_46_tables(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Methods")] == expected


def test_pandoc_table_rows_are_rows(tmp_path):
    """\\tabularnewline ends a row as \\\\ does: each row keeps its own label (crc_microbiota, set 46)."""
    p = tmp_path / "p.tex"
    p.write_text(DOC % "\\begin{tabular}{lc}\nA & 1\\tabularnewline\nB & 2\\tabularnewline\n\\end{tabular}\n",
                 encoding="utf-8")
    mentions = index_paper(p).mentions
    assert [m.text for m in mentions] == ["1", "2"]
    assert mentions[0].block != mentions[1].block


@pytest.mark.parametrize("section, body, expected", [
    # fmri_encoding (set 46): a scanner's field strength glued to its T names the instrument, never a tera size
    ("Results", "Encoding models fit better in 3T than in 7T data, and 1.5T scanners were not used.", [S, S, S]),
    # guards: a spaced tesla, an assigned value and what an outcome verb reports stay measured
    ("Results", "The critical field was 2.7 T and $B = 9T$ at the sample.", [R, R]),
    ("Results", "The magnet reached 9T.", [R]),
    # vapor_sorption (set 46), graphene_salt (set 27): a condition imposed on a sample or a modelled system
    ("Results", "The building is then depressurized to -15 Pa and the column was heated to 100 K.", [S, S]),
    ("Results", "Films were annealed at 220 K before the sweep.", [S]),
])
def test_set_46_cues(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


def test_a_time_period_column_holds_years(tmp_path):
    """sage_cast (set 46): a 'Time Period' column of year spans prints years, not measured values."""
    body = r"""\begin{table}\caption{Averages of climate covariates over different time periods.}
\begin{tabular}{llr}
Scenario & Time Period & Avg. Precip. (mm) \\
ssp126 & 2020 - 2040 & 2.215 \\
ssp126 & 2040 - 2060 & 2.276 \\
\end{tabular}\end{table}"""
    assert [t for _, t in types(tmp_path, body)] == [Y, Y, R, Y, Y, R]


@pytest.mark.parametrize("section, body, expected", [
    # atlas3i, spacetime_cfe, mlp_diels_alder, steer_torque (spent): in a strict section a number an article puts
    # before a noun describes the thing named
    ("Results", "To cover the 100 MW load the portfolio grows, using a 5 fs timestep and a 2 m lane change.",
     [S, S, S]),
    # guards: a decimal was measured; a that-clause reports what was found (red teams 6 and 10)
    ("Results", "Lattice fringes appear with a 0.34 nm spacing.", [R]),
    ("Results", "The study shows that a 400 mesh suffices.", [R]),
    # guards: an outcome verb's object, a metric, a change or a relative clause after it keeps it found
    ("Results", "We observe a 3.2x speedup and a 12 percent reduction in cost.", [R, R]),
    ("Results", "The 33 genera that were different were rare, and the 0.74 R^2 of the first model was low.", [R, R]),
    ("Results", "It reached a 91.2 accuracy.", [R]),
])
def test_an_article_before_a_modifying_number(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # the noun or unit ending a list of results is no cue of its later items alone (a defect seen in session 31;
    # humanoid_collision, llc_hdphmm in spent sets)
    ("Results", "The latency fell to 12, 17, 31 and 40 ms across the four loads.", [R] * 4),
    ("Results", "The maximum and mean execution times were 0.75~ms and 0.28~ms using four threads.", [R, R]),
    # guard: a list the noun makes settings from its first item stays settings
    ("Results", "We ran it on 12, 17 and 31 graphs.", [S, S, S]),
])
def test_a_list_of_results_shares_its_kind(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # a decimal before another number's passive ("Accuracy was 91.2 and 40 epochs were used") is not what was used:
    # it read as a setting (seen in session 32)
    ("Results", "Accuracy was 91.2 and 40 epochs were used.", [R, S]),
    # guards: counts, scaled counts and a value the passive names directly stay inputs
    ("Results", "In total 1.1B and 3B parameters were used. The factor 1.05 was chosen.", [S, S, S]),
])
def test_a_passive_names_its_own_numbers(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # hai_dogs (set 47, spent): a count with its share in brackets, then what those counted are or did, was
    # observed even in a method section; it read as the setup
    ("Methods", "We collected data from 73 students of whom 60 (82.2\\%) identified as female and 13 (17.8\\%) "
     "identified as male.", [S, R, R, R, R]),
    ("Methods", "There were 39 individuals (53.40\\%) who lived with a pet.", [R, R]),
    # idioms_passive (set 47, spent): a breakdown by sex whose partner count is spelled out
    ("Methods", "Participants included 36 native English speakers, 28 female and eight male.", [S, R]),
    # guards: the whole a share is taken of (crc_microbiota, set 46) and a make-up the authors decided
    ("Results", "In all, 7 of the 26 patients (26.92\\%) who were diagnosed had the marker.", [R, S, R]),
    ("Methods", "We recruited 20 (50\\%) who were female.", [S, S]),
])
def test_a_count_with_its_share_was_counted(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # cft_thesis (set 68, spent): a free-stream speed and a probe's position over a length are a flow test's conditions
    ("Results", "The velocity at $U_\\infty=1.0$ m/s, 1 m downstream ($x/D=0.93$), is plotted.", [S, R, S]),
    ("Results", "The probe stood 1 m downstream, which corresponds to $x/D = 0.93$.", [R, S]),
    # guards: a relative change, and where a feature is found
    ("Results", "A deviation from uniformity of $\\Delta S/S = 0.1$ follows.", [R]),
    ("Results", "The wake shows shedding (the horizontal band around $z/H=0.5$).", [R]),
    # a value a passive right after it reports (cft_thesis, set 68), but not where a relative clause says where a
    # setting came from (constant_phase_abx)
    ("Results", "At that point a rotor drag coefficient $C_D=0.84$ was measured.", [R]),
    ("Conclusion", "A power coefficient $C_P = 0.37$ and drag coefficient $C_D = 0.84$ were observed.", [R, R]),
    ("Results", "We assumed an effect size of $g=0.4$, which was determined from a pilot study.", [S]),
])
def test_a_flow_condition_is_assigned(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # remodnav (set 68, spent): how data were acquired or shown, in a section that fails closed
    ("Results", "Gaze was recorded with a sampling rate of 1000 Hz at a viewing distance of 85 cm.", [S, S]),
    # haipyd (set 68, spent): a convention for reading Bayes factors
    ("Results", "Bayes factors less than 1/3 represent at least moderate evidence for no difference. Bayes factors "
     "between 1/3 and 3 do not have adequate evidence.", [S, S, S, S, S]),
    # guards: a value found, and a measured rate
    ("Results", "The Bayes factor of 12.3 indicates strong evidence.", [R]),
    ("Results", "The pipeline reached a sampling rate of 980 Hz.", [R]),
])
def test_a_reading_convention_and_an_acquisition_setting_are_no_results(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # haipyd (set 68, spent): the recorded sample's make-up, as shares, in a Participants section
    ("Methods", "Of the participants, 81.7\\% identified as woman/female, 16.7\\% identified as man/male, and 1.4\\% "
     "identified as non-binary.", [R, R, R]),
    ("Methods", "Participants indicated that 31.5\\% of the sample grew up in rural areas, 29.9\\% in suburban "
     "areas, and 6.5\\% in large cities.", [R, R, R]),
    ("Methods", "Lastly, 31.9\\% of the sample reported prior experience, and 59.3\\% currently had an animal.",
     [R, R]),
    # guards: a share of trials, a bound
    ("Methods", "Participants were excluded if more than 20\\% of their trials reported errors.", [S]),
    ("Methods", "The stimuli were shown for 20\\% of the trial.", [S]),
])
def test_a_share_of_the_recorded_sample_is_observed(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # haipyd (set 68, spent), dog_training (set 39), hai_dogs (set 47): reliability of the authors' own scales
    ("Methods", "Cronbach's $\\alpha$ for each scale was caring $\\alpha$ = 0.87, character $\\alpha$ = 0.74.",
     [R, R]),
    ("Methods", "The ICC demonstrated excellent reliability for sit (0.95) and down (0.86).", [R, R]),
    ("Methods", "We used McDonald's omega as our measure of internal consistency: $\\omega$ = 0.90.", [R]),
    # a long list names its statistic once, more than 160 characters before its last value
    ("Methods", "Cronbach's $\\alpha$ for each of the six scales were \\emph{caring} $\\alpha$ = 0.87, \\emph{character} "
     "$\\alpha$ = 0.74, \\emph{competence} $\\alpha$ = 0.77, \\emph{confidence} $\\alpha$ = 0.91, \\emph{connection} "
     "$\\alpha$ = 0.84, and \\emph{contribution} $\\alpha$ = 0.76.", [R, R, R, R, R, R]),
    # guards: a norm the sentence cites, a threshold, a significance level
    ("Methods", "Following Koo and Li, ICC values between 0.5 and 0.75 indicate moderate reliability.", [S, S]),
    ("Methods", "Reliability is acceptable when Cronbach's $\\alpha$ = 0.70 or higher.", [S]),
    ("Methods", "Reliability was assessed, and we used $\\alpha$ = 0.05 for all tests.", [S]),
])
def test_a_reliability_coefficient_is_computed(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # subjinv_french (set 47, spent): a scale's far end after the near end's label is an end of the scale too
    ("Results", "Each sentence was judged on a scale from 1 (not at all acceptable) to 10 (fully acceptable).",
     [S, S]),
    # guard: a finding after a bracket is no scale's end
    ("Results", "The scale of the effect (see Figure 2) rose to 10 times the baseline.", [F, R]),
    ("Results", "The scale from 1 (the lowest) grew to 10.", [S, R]),
])
def test_a_labelled_scale_has_two_ends(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # cft_redep, nanoplasmonics_bem (set 47, spent), rollpitch_cfd, graphene_salt: where a quantity is looked at,
    # named as a coordinate or parameter set equal to a value, was fail-closed as a result
    ("Results", "The near-wake of this turbine at $x/D=1$ and profiles at $z/H=0.0$ are shown.", [S, S]),
    ("Results", "The dimer was placed at a distance $d=1$ nm. Contours in the $y/z$ plane at $t/T = 4.25$ differ.",
     [S, S]),
    # ... only where the clause names a view or an act of placing or showing: "at" alone may place what was found
    # (the set-26/27 red-team cases: "the wake sheds vortices at $St = 0.21$")
    ("Results", "Rejection at $V_G = 1.25$ V fell. The jet separates at $x/D = 0.7$.", [R, R]),
    # guards: something found there, a statistic, a bound
    ("Results", "The collision is detected at $t=1.1$ s and the relation has a turnover at $R_0 = 0.136$.", [R, R]),
    ("Results", "Scores correlated with punitiveness at $r = .59$.", [R]),
    ("Results", "The largest regret was 2.09, occurring in a configuration at $d=8$.", [R, R]),
    ("Results", "The F1 was at least $F = 0.9$ on all sets.", [R]),
])
def test_a_coordinate_named_after_at_is_where_one_looks(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("section, body, expected", [
    # a possible wrong pass noted in session 32: the instrument named after a preposition is not the copula's
    # subject, so what follows the copula was measured through it
    ("Results", "The magnitude in a 5 arcsec radius aperture was 12.1.", [S, R]),
    # guards: the instrument as the subject, or named with "of", stays its setting
    ("Results", "The aperture was 2.4 m. The pixel scale was 0.4 arcsec. We used a field of view of 20 arcmin.",
     [S, S, S]),
])
def test_a_value_measured_through_an_instrument_is_no_setting_of_it(tmp_path, section, body, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("caption, kind", [
    ("Left: Table with the kinematic parameters of the manipulator. Right: sketch of the scenario.", S),
    ("Top panel: the hyperparameters used.", S),
    ("Table showing the settings of each run.", S),
    # the lead is only skipped: what follows still decides, and a panel of results stays results
    ("Left: Table with the errors of each solver. Right: parameters.", R),
    ("Left: runtime of each solver.", R),
])
def test_a_captions_panel_and_table_phrase_are_skipped_before_its_head(tmp_path, caption, kind):
    """pkm_ik (set 48, spent): a parameter table beside a sketch in one figure, captioned "Left: Table with the
    kinematic parameters of the industrial manipulator ...", was read as results in a Results section."""
    rows = "$i$ & $\\alpha_i$ & $d_i$ \\\\\n\\hline\n$1$ & $90$ & 150 \\\\\n$2$ & $0$ & 870 \\\\\n$3$ & $90$ & 170 \\\\\n"
    found = types(tmp_path, _table(rows, caption))
    assert len(found) == 9 and {t for i, (_, t) in enumerate(found) if i % 3} == {kind}, found  # beside the row labels


def test_a_factor_named_by_a_setting_word_in_a_fitted_models_table_is_estimated(tmp_path):
    """scatter_opacity (set 48, spent): a mixed model's fixed effects "Size Decay" and "Size Decay x Opacity Decay"
    under Estimate, Standard Error, df, t-value and p were read as settings because "Size" names a configuration."""
    rows = ("& Estimate & Standard Error & df & t-value & $p$ \\\\\n\\midrule\n(Intercept) & 0.08 & 0.013 & 103.32 & "
            "6.27 & <0.001 \\\\\nSize Decay & -0.14 & 0.005 & 148.39 & -25.77 & <0.001 \\\\\n")
    found = types(tmp_path, _table(rows, "Significances of fixed effects."))
    assert [t for _, t in found] == [R] * 10, found
    # under tools' names a row named by a setting still gives each tool's configuration
    rows = "& GPT & Ours \\\\\n\\midrule\nBatch size & 32 & 64 \\\\\nAccuracy & 81.2 & 84.5 \\\\\n"
    assert [t for _, t in types(tmp_path, _table(rows, "Comparison."))] == [S, S, R, R]


@pytest.mark.parametrize("body, expected", [
    ("We used a GMRES exit tolerance of $1\\times10^{-6}$ in the solver.", [S]),
    ("To reflect future costs, we impose a price of 120 euro per tonne.", [S]),
    ("We consider a period of 40 in which data are obtained.", [S]),
    ("We chose a workgroup size of 256 as it works well.", [S]),
    # what was found, measured or consumed keeps its class: no choosing verb, or a resource's total
    ("We found a mean error of 4.2 across runs.", [R]),
    ("We obtained an accuracy of 93.1\\% on the test set.", [R]),
    ("We used a total of 3.2 TB of memory.", [R]),
    # without the authors as its subject the verb may report what a tool did: it still fails closed
    ("The solver used a tolerance of 0.25 pixels.", [R]),
])
def test_a_value_after_the_authors_choosing_verb_and_its_noun_is_a_setting(tmp_path, body, expected):
    """eqs_sphere, sic_replication (set 48, spent): 'We used a GMRES exit tolerance of 1e-6', in a Results section,
    failed closed; on spent papers 21 of 21 values so placed are settings."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("Five depths and five damping values were tried, resulting in 25 parameter combinations.", [S]),
    ("Null distributions were built from 10,000 permutations of the labels.", [S]),
    ("Overall 5000 combinations were tested.", [S]),
    # combinations a selection kept or a search found are its outcome
    ("In the end 1,262 hyperparameter combinations retained a stable embedding.", [R]),
    ("The screen identified 45 novel drug combinations.", [R]),
])
def test_the_number_of_combinations_a_design_runs_is_a_setting(tmp_path, body, expected):
    """eqs_sphere, pkm_ik (set 48, spent): 'resulting in 25 parameter combinations' in a Results section was read as
    an outcome; on spent papers 23 of 25 counts of combinations or permutations are settings."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("The data were block-averaged using a block size of $0.3^{\\circ}$ in both directions.", [S]),
    ("The overlap was varied with a step size of 5\\%.", [S]),
    ("The map was gridded with a grid spacing of 2.35 um.", [S]),
    # a discretisation's size an outcome verb reports, and a cell's measured size, stay results
    ("The adaptive solver reached a mesh size of 0.012 m.", [R]),
    ("The tumour cells had a mean cell size of 12.4 um.", [R]),
])
def test_the_size_of_a_discretisation_is_named_as_a_parameter(tmp_path, body, expected):
    """eqs_sphere (set 48, spent): 'a block size of 0.3°' in a Results section failed closed; on spent papers 16
    mentions so named were settings and 2 results (one block spacing an annotator read as found)."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("Our target is a regular grid at a constant height of 500~m.", [S]),
    ("Forecasts were made at a fixed lag of 7 days.", [S]),
    ("Cell widths are stretched with a constant ratio of 1.2 in all directions.", [S]),
    # held so by what the study saw, not by design: found
    ("The signal showed a constant offset of 3.2 mV.", [R]),
    ("The robot maintained a constant speed of 1.2 m/s over the course.", [R]),
])
def test_a_quantity_held_fixed_by_design_is_a_setting(tmp_path, body, expected):
    """eqs_sphere (set 48, spent): 'a regular grid at a constant height of 500 m' failed closed in a Results section;
    on spent papers 22 of 23 values after 'constant', 'fixed' or 'prescribed' and their noun are settings."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("Alleles with a probability of being derived lower than 0.99 were discarded.", [S]),
    ("Classes with NCSS larger than 1000 were excluded from the graph.", [S]),
    ("Sequences with $X(S) < 1.0$ are defined as low-complexity.", [S]),
    # a bound that opens its noun phrase, or follows a verb, counts what was acted on
    ("In total, more than 300 were discarded by the filter.", [R]),
    ("We removed over 40 files that were excluded later.", [R]),
    # past a comma the clause is another one
    ("The emission measure never sees $T \\ge 10^7$ K, with EM(T) being truncated.", [R]),
    # a bound on the paper's own metric may be its claim, and a singular passive names no set of items
    ("Runs with accuracy higher than 95.2\\% were highlighted.", [R]),
    ("The configuration with a latency below 12 ms was highlighted.", [R]),
])
def test_a_bound_that_selects_what_is_then_acted_on_is_a_setting(tmp_path, body, expected):
    """immutability, afq_insight (set 49, spent): 'with NCSS larger than 1000 were excluded' failed closed; on spent
    papers 15 of 15 bounds so followed by a passive filtering or defining verb were settings."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


def test_a_year_a_preposition_of_time_opens_in_a_cell(tmp_path):
    """illinois_nuclear (set 49, spent): "After 2050" in a column of retirement years read as a result; a bare 2046
    among counts stays a count."""
    found = types(tmp_path, _table("Scenario & Cost & Retirement \\\\\nBAU & 296.51 & After 2050 \\\\\n"
                                   "CC & 65.83 & Before 2030 \\\\\nZN & 75.07 & 2046 \\\\\n", "Retirement by scenario"))
    assert [t for text, t in found if text in ("2050", "2030")] == [Y, Y], found
    assert ("2046", R) in found and ("296.51", R) in found, found


@pytest.mark.parametrize("body, expected", [
    ("These data were measured in a 3T Siemens MRI scanner at two sites.", [S]),
    ("These data were measured on a 1.5T MRI scanner.", [S]),
    # a field the sentence measured is not a scanner's class
    ("The magnetometer measured 2.7T at the sample.", [R]),
])
def test_a_scanners_field_strength_named_after_an_outcome_verb(tmp_path, body, expected):
    """afq_insight (set 49, spent): 'were measured in a GE Discovery 750 3T MRI scanner' read 3T as measured."""
    assert [t for _, t in types(tmp_path, body, "Methods")] == expected, types(tmp_path, body, "Methods")


@pytest.mark.parametrize("body, expected", [
    ("Each plot consists of 1500 estimates from simulated data sets.", [S]),
    ("The leftmost panel shows 250 draws from the prior.", [S]),
    # what a figure shows that was found stays found
    ("Figure 3 shows 45 outliers in the residuals.", [F, R]),
    ("The plot shows 12 clusters of cells.", [R]),
])
def test_how_many_draws_a_plot_shows_is_a_setting(tmp_path, body, expected):
    """demog_codiv, gecko_codiv (set 49, spent): 'Each plot consists of 1500 estimates' in captions read as found;
    on spent papers 9 of 9 mentions so placed are settings."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("\\begin{itemize}\\item 4 embedding sizes (12, 25, 50, 100)\\end{itemize}", [S] * 5),
    ("\\begin{itemize}\\item 2 values for C (1.0, 1000.0)\\end{itemize}", [S] * 3),
    # a list that does not hold as many items as the count, and what an outcome verb counts, stay results
    ("\\begin{itemize}\\item 4 outliers (12, 25, 50)\\end{itemize}", [R] * 4),
    ("We found 3 bugs (1, 2, 3).", [R] * 4),
    ("Node 1 and node 2 have power cycles of (2, 6) and (1, 5).", [A, R, R, R, R, R]),
    # a count of compared things lists their scores, a count of found things what was found: no design's options
    ("Our method beats 3 baselines (72.1, 74.5, 76.0) on every task.", [R] * 4),
    ("We tested 3 models (91.2, 93.4, 95.1).", [S, R, R, R]),
    ("In the audit 3 bugs (1, 2, 3) were found.", [R] * 4),
])
def test_a_count_of_options_the_parentheses_list(tmp_path, body, expected):
    """pos_svm (set 49, spent): '4 embedding sizes (12, 25, 50, 100)' in a list of a grid search failed closed; on
    spent papers 9 of 9 counts followed by as many listed options are settings."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("The box spanning 155-175$^\\circ$E; 25-40$^\\circ$N is shown.", [S] * 4),
    ("Sections of density at 165$^\\circ$E and at 32.5°N are compared.", [S, S]),
    # where a feature is found or moves is an outcome
    ("The jet shifted to 42°N in winter.", [R]),
    ("The maximum lies at 35$^\\circ$N.", [R]),
    ("The eddy was centred at 36.5°N.", [R]),
    ("The ice edge retreated to 78°N.", [R]),
    ("We found the front at 38°N.", [R]),
    ("The model put the rain at $\\approx$ 65°W.", [R]),
    # a red team's findings (session 37): where something is, forms or is placed, bearings and rates
    ("The storm made landfall at 29.1$^\\circ$N, 89.6$^\\circ$W.", [R, R]),
    ("The mean latitude of the eddy-driven jet is 42.3$^\\circ$N in CMIP6.", [R]),
    ("Our inversion places the emission hotspot at 31.2$^\\circ$N, 121.5$^\\circ$E.", [R, R]),
    ("Eddies formed preferentially near 37$^\\circ$N, 150$^\\circ$E.", [R, R]),
    ("The principal axis was oriented 30$^\\circ$ E of north.", [R]),
    ("The trend in jet latitude was 0.3$^\\circ$N per decade.", [R]),
    ("Mode water was formed mainly at 30--35$^\\circ$N in the box.", [R, R]),
])
def test_a_latitude_or_longitude_where_a_quantity_is_looked_at_is_a_setting(tmp_path, body, expected):
    """kuroshio_submeso (set 51, spent): a domain '155-175°E; 25-40°N' and a section 'at 165°E' failed closed (19
    false alarms); the scanner dropped $^\\circ$, so '165$^\\circ$E' read as '165^E'. Only with a word of a domain or
    a sampling line: a red team placed 35 of 52 findings when any coordinate was a setting."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("The share of observations that fell within the 50\\%, 80\\%, and 95\\% quantiles was computed.", [S] * 3),
    ("The 50\\%, 80\\% and 95\\% posterior predictive intervals contained 65.4\\%, 85.3\\% and 94.1\\%.",
     [S] * 3 + [R] * 3),
    ("Estimates fell within the 50\\% and 95\\% CIs of the posterior.", [S, S]),
    ("Bars show the 50\\% and 95\\% percent compatibility intervals.", [S, S]),
    # a rank reached and a confidence a model reports are found
    ("Our score ranks in the 99\\% percentile.", [R]),
    ("The observed temperatures fell within the 37\\% quantile of the ensemble.", [R]),
    ("The classifier labels it with 87\\% confidence.", [R]),
])
def test_interval_levels_in_lists_and_within(tmp_path, body, expected):
    """zaf_circumcision, kinesiology_prr, hpc_kinds (set 51, spent): 'fell within the 50%, 80%, and 95% quantiles'
    read as ranks reached, 'posterior predictive intervals' and 'percent compatibility intervals' were no interval
    nouns. ('with 95% confidence' stays found: red team 9.)"""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("Horizontal lines mark the target rate of 90\\%.", [S]),
    # reaching a target claims the level was reached: the level needs evidence
    ("Six districts achieved the 80\\% coverage target.", [R]),
    ("No district reached the ambitious targets of 90\\% coverage.", [R]),
    ("Our system achieved 97\\% target accuracy.", [R]),
    # two words after "target" name a measured thing as often as a target (red team, session 37)
    ("The target population prevalence of 18.2\\% was higher than in 2012.", [R, Y]),
    ("The target group coverage of 43.5\\% lagged the national average.", [R]),
])
def test_a_target_an_outcome_verb_reaches_is_a_result(tmp_path, body, expected):
    """zaf_circumcision (set 51, spent) labels 'achieved the 80% circumcision coverage target' a setting; it stays a
    result ('reaches the 95% accuracy target' claims the accuracy), and 'the target circumcision coverage of 80%' (two
    words between) stays a false alarm: a red team found 'the target population prevalence of 18.2%' escaping."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("Circumcision coverage among men aged 15-49 increased to 64.0\\%.", [S, S, R]),
    ("In 2019, TMC coverage in men aged 19 was 11.0\\% (10.6--11.5\\%).", [Y, S, R, R, R]),
    ("There were 5.43 million uncircumcised men aged 15--49 years.", [R, S, S]),
    # an age group the sentence finds something about is found
    ("Mortality peaked in men aged 60--69.", [R, R]),
    ("Vaccine effectiveness waned fastest in people aged 75 to 84.", [R, R]),
    ("The oldest respondents were those aged 96 to 101.", [R, R]),
    ("Risk was highest in women aged 40 to 49.", [R, R]),
    # ages of people observed, events and comparisons (red team, session 37)
    ("The three deaths occurred in patients aged 71, 78 and 84 years.", [R, R, R]),
    ("Infections were recorded in residents aged 3 to 94.", [R, R]),
    ("Uptake was higher in men aged 20-24 than in older groups.", [R, R]),
])
def test_an_age_that_qualifies_a_measured_population_is_a_setting(tmp_path, body, expected):
    """zaf_circumcision (set 51, spent): 'coverage among men aged 15-49' failed closed (14 false alarms); the
    population-age rule needed a sentence that defines the population."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


def test_a_condition_in_a_row_label_does_not_make_the_rows_cells_settings(tmp_path):
    """ped_actuation (set 51, spent): the row label 'Assuming 100% compliance' made each measured cell of its row a
    condition's value (8 results missed)."""
    found = types(tmp_path, _table("Data & Scenario & Total (h) & s/person \\\\\nMCAV & Assuming 100\\% compliance & "
                                   "16.606 & 34.28 \\\\\nVideo & Observed & 12.934 & 23.25 \\\\\n", "Delay by scenario"))
    assert [t for text, t in found if text in ("16.606", "34.28", "12.934", "23.25")] == [R] * 4, found
    assert ("100", S) in found, found


@pytest.mark.parametrize("heading", ["Dataset generation", "Data preparation", "Sample preparation"])
def test_a_section_on_how_the_input_was_made_describes_the_setup(tmp_path, heading):
    """itg_ml (set 51, spent): 'Dataset generation' failed closed, its configuration ranges read as results. (Not
    'Data collection': how many responded or dropped out there is found, browsing_reconstruct, set 24.)"""
    body = "The configurations include aspect ratios from 3 to 10 and field periods from 2 through 8."
    assert [t for _, t in types(tmp_path, body, heading)] == [S] * 4, types(tmp_path, body, heading)


@pytest.mark.parametrize("body, expected", [
    ("All methods solved 54/75 instances.", [R, S]),
    ("The patch passed 5/6 unit tests.", [R, S]),
    (_table("Method & Normal & Stressed & Success \\\\\nNLP & 3/3 & 2/6 & 55.56\\% \\\\\n", "Direct comparison"),
     [R, S, R, S, R]),
    # a unit fraction is a value carried by its denominator; a pair of decimals or a rate is no fraction of a count
    ("Still, roughly 1/3 of the words are unseen.", [R, R]),
    ("The peak came at 25.2/24.6 ka in the two runs.", [R, R]),
    ("Each build took 3/4 h on average.", [R, R]),
    # red teams (session 38): a slash or "and" joining two measurements, a fraction that is one value, a total the
    # method produced, a denominator leading the next numerator
    ("Top-1/top-5 accuracy was 76/93 on ImageNet.", [R, R]),
    ("The mean/median read length was 4512/3977 after filtering.", [R, R]),
    ("Precision and recall reached 79/88.", [R, R]),
    ("The odds of infection in the exposed group were 7/3.", [R, R]),
    ("The new scheduler reduced the error by 2/3 compared with the baseline.", [R, R]),
    ("The exponent converged to 2/3 quickly.", [R, R]),
    ("Our tagger labels 2/3 of the words correctly.", [R, R]),
    ("We found 23/29 retrieved documents relevant.", [R, R]),
    (_table("Agent & Mean/Best & Correct/Predicted \\\\\nPPO & 412/530 & 45/52 \\\\\n", "Scores"), [R, R, R, R]),
    ("The number of solved tasks rose from 12/40 to 31/40 after fine-tuning.", [R, R, R, R]),
    ("Our agent solved 54/75, 61/75 and 70/75 instances at the three budgets.", [R, R, R, R, R, S]),
])
def test_a_fractions_denominator_is_what_the_count_is_out_of(tmp_path, body, expected):
    """acdc_pf (set 52, spent) and 25 spent papers: '3/3', '2/6', '54/75' denominators failed closed or were table
    results (some 70 false alarms); after two red teams only a total counted in prose after an outcome verb, or
    in a table cell under a header that joins no two quantities, is a setting."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("Target values were reproducible for 9 (36\\%, CI [20, 59]) articles.", [R, R, R, R]),
    ("Infection occurred in 12 (4.1\\%; 95\\% CI 2.2--7.0) patients.", [R, R, S, R, R]),
    # the total a share is of stays the denominator; a share without an interval keeps its old reading
    ("This left 10 out of the 25 (40\\%, CI [22, 61]) articles.", [R, S, R, R, R]),
    ("We used 800 (80\\%) images for training.", [S, R]),
    # red team (session 39): a plan's count keeps its old reading
    ("We targeted 40 (20\\%, CI 15--25) responders.", [R, R, A, R]),
    ("We planned to recruit 120 (60\\%, 95\\% CI 50--70) patients.", [R, S, S, A, R]),
])
def test_a_count_whose_share_has_an_interval_is_found(tmp_path, body, expected):
    """repro_psychsci (set 53, spent): 'reproducible for 9 (36%, CI [20, 59]) articles' read 9 as the argument of
    'for' (8 results missed): nobody configures a count with a confidence interval. Not in the setup, nor after a
    word of planning ("we assumed 30 (15%; 95% CI 10-20) dropouts")."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, expected", [
    ("The accumulation between 2020-12-22 00:00 and 2020-12-24 00:00 was 40 mm.",
     [Y, A, A, A, A, Y, A, A, A, A, R]),
    ("The first window is from 6:00:00 to 6:15:00~UTC.", [A] * 6),
    ("On 2020-12-22 12 of 40 runs failed.", [Y, A, A, R, R]),
])
def test_a_clock_after_an_iso_date_or_before_a_zoned_one_is_a_time_of_day(tmp_path, body, expected):
    """hydronn_precip (set 53, spent): '2020-12-22 00:00' read its hours and minutes as results; shf (set 2) the
    first end of '16:00:00 to 19:15:00 UTC'."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("section, body, expected", [
    ("Results", "Runtime scales like $\\approx n^{3.4}$, the baseline like $n^{2}$.", [("3.4", R)]),
    ("Results", "The decay follows $t^{-0.52}$ over the run.", [("-0.52", R)]),
    ("Methods", "We model the flux as $F \\propto r^{-1.5}$.", [("-1.5", S)]),
    # whole powers, indices and a number's own power of ten stay as they were
    ("Results", "The error is $O(h^{2})$ and $x_{1.5}$ with $u^{t+1}$.", []),
    ("Results", "It took $3.2\\times 10^{-4.5}$ s.", [("3.2\\times 10^{-4.5}", R)]),
])
def test_a_symbols_decimal_power_is_read(tmp_path, section, body, expected):
    """cla_frontier (set 55): fitted scaling exponents '$\\approx n^{3.4}$' were never read (a superscript's digits
    are not reported), so 14 results needed no evidence: a silent drop. A decimal power of a symbol is a number of
    the paper; whole powers (x^2) stay formula constants."""
    assert types(tmp_path, body, section) == expected, types(tmp_path, body, section)


@pytest.mark.parametrize("body, expected", [
    ("The shaded areas around the lines correspond to the 95\\% confidence intervals.", [S]),
    ("The light ribbon bounds the 68\\% BCI; the very light ribbon bounds the 95\\% BCI.", [S, S]),
    ("Error bars indicate expanded uncertainty estimates for 95\\% confidence.", [S]),
    ("Means and 95\\% confidence/credibility intervals are shown.", [S]),
    # a confidence reached, a rank, a level the method produced stay results
    ("The planet is detected (88\\% confidence).", [R]),
    ("Our score falls in the 95\\% percentile.", [R]),
    ("It ranks in the 99\\% quantile of runs.", [R]),
    # red team (session 39): a confidence reached, or a level an excess reaches, is found
    ("The planet is detected with 99\\% confidence.", [R]),
    ("The signal is detected (95\\% confidence).", [R]),
    ("On average, participants reported 80\\% confidence in their answers.", [R]),
    ("The anomaly reaches the 99\\% confidence level in 2019.", [R, Y]),
    ("The observed excess corresponds to the 99\\% confidence level.", [R]),
])
def test_an_intervals_level_has_more_names(tmp_path, body, expected):
    """sage_cast, cft_redep, dlr_grid, dog_impulsivity (spent): '68% BCI', 'for 95% confidence' under error bars,
    'correspond to the 95% confidence intervals' read as results. "confidence" alone names a level only at a
    conventional value in a sentence that draws an interval, never after "with"."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


_GRID = ("$C_{ref}$ & $C_{align}$ & $C_{class}$ & $\\mathcal{L}_{test}$ & $\\text{Acc}_{test}$ \\\\\n\\midrule\n"
         + "".join(f"{a} & {b} & {c} & 1.5{i:02d}3 & 0.99{i:02d} \\\\\n" for i, (a, b, c) in enumerate(
             [(0, 0, 1)] + [(a, b, c) for c in (1, 10) for a in (1, 10, 50) for b in (1, 10, 50)])))


def test_the_leading_columns_of_a_grid_search_are_its_settings(tmp_path):
    """phm_rockdrill (set 54, spent): a grid search's table printed C_ref, C_align, C_class for every combination
    of 1, 10, 50, 100 before the losses and accuracies; the second and third columns were read as results (66 false
    alarms). Rows that enumerate a grid, each combination once, are its design; the measured columns stay results."""
    found = types(tmp_path, _table(_GRID, "Grid-search for the loss function's hyperparameters."))
    rows = [found[i:i + 5] for i in range(0, len(found), 5)]
    assert len(rows) == 19 and all([t for _, t in row] == [S, S, S, R, R] for row in rows), rows


def test_columns_that_do_not_enumerate_a_grid_stay_measured(tmp_path):
    """Counts that repeat without forming each combination once (a tool's solved instances per time limit) are
    results: the grid needs every row a new combination and few levels per column."""
    rows = "".join(f"{t} & {s} & {u} & 0.{i}1 \\\\\n" for i, (t, s, u) in enumerate(
        [(10, 12, 3), (10, 12, 5), (20, 14, 3), (20, 14, 5), (30, 12, 3), (30, 14, 5), (40, 12, 3)]))
    found = types(tmp_path, _table("Limit & $N_{solved}$ & $N_{best}$ & Time \\\\\n\\midrule\n" + rows, "Solved instances"))
    assert [t for _, t in found[1::4]] == [R] * 7 and [t for _, t in found[2::4]] == [R] * 7, found


def test_a_measured_column_beside_a_full_grid_stays_measured(tmp_path):
    """Red team (session 39): after a full 3x3 grid of n and p, Newton iterations of 4 or 5 made every row unique
    too and were swallowed into the grid. The grid is the first columns that make the rows unique, and a factor's
    levels are spread (1, 10, 50), not a count's neighbours."""
    rows = "".join(f"{n} & {p} & {4 + (n + p) % 2} & 0.{i + 1} \\\\\n" for i, (n, p) in enumerate(
        [(n, p) for n in (1000, 2000, 4000) for p in (10, 20, 40)]))
    found = types(tmp_path, _table("$n$ & $p$ & $N_{iter}$ & Time (s) \\\\\n\\midrule\n" + rows,
                                   "Convergence of the Newton--Krylov solver"))
    assert [t for _, t in found[1::4]] == [S] * 9 and [t for _, t in found[2::4]] == [R] * 9, found


def test_a_first_row_of_values_with_one_unit_word_heads_the_columns(tmp_path):
    """sydney_rail (set 58): "Network & 30 Min & 45 Min & 60 Min" over bare counts names the columns by the
    travel-time cut-off each holds; a words-only column may follow ("km Track")."""
    table = ("\\begin{table}\\caption{Accessibility}\\begin{tabular}{lcccc}\\toprule\n"
             "& \\multicolumn{3}{c}{Net change}& \\\\\n%s\\\\\n\\midrule\n"
             "Vaucluse & 354 & 2,598 & 2,952 & 4.50 \\\\\nMalabar & 1,059 & 6,315 & 8,147 & 11.10 \\\\\n"
             "\\bottomrule\\end{tabular}\\end{table}")
    found = types(tmp_path, table % "\\textbf{Proposals} & 30 Min & 45 Min & 60 Min & km Track")
    assert [t for _, t in found][:3] == [S, S, S] and found[3:] == [
        ("354", R), ("2,598", R), ("2,952", R), ("4.50", R), ("1,059", R), ("6,315", R), ("8,147", R), ("11.10", R)], found
    # A results row whose unit is printed again below (also spelt otherwise: "min" under "minutes"), a row with no
    # rule under it, values that fall, two unit words, a row named by a quantity, or a ratio or difference (red
    # team 41): data, not a header.
    for row, ruled in (("Models & 30 ms & 45 ms & 60 ms & km Track", True),
                       ("Models & 10 minutes & 20 minutes & 40 minutes & km Track", True),
                       ("Models & 30 Min & 45 Min & 60 Min & km Track", False),
                       ("Models & 60 Min & 45 Min & 30 Min & km Track", True),
                       ("Models & 30 Min & 45 s & 60 Min & km Track", True),
                       ("Runtime & 10 min & 20 min & 40 min & km Track", True),
                       ("Bugs found & 3 bugs & 6 bugs & 9 bugs & km Track", True),
                       ("Training time & 2 hours & 4 hours & 8 hours & km Track", True),
                       ("Models & 2x & 4x & 8x & km Track", True),
                       ("Models & 1.5 points & 3.0 points & 4.5 points & km Track", True),
                       ("Baseline & 10 min & 20 min & 40 min & km Track", True),
                       ("Our method & 10 min & 20 min & 40 min & km Track", True),
                       ("Models & 1 hour & 2 hours & 4 hours & km Track", True),
                       ("Models & 2 GB & 4 GB & 8 GB & km Track", True)):
        body = table % row
        if "ms" in row:
            body = body.replace("354 &", "12 ms &")
        if "minutes" in row or "hour" in row:
            body = body.replace("354 &", "12 min &")
        if "GB" in row:
            body = body.replace("354 &", "512 MB &")
        if not ruled:
            body = body.replace("\\midrule\n", "")
        found = types(tmp_path, body)
        assert len(found) == 11 and [t for _, t in found][:3] == [R, R, R], (row, found)
    # The first cell titles the row labels only: "Dataset" over numbered columns makes no parameter table of the
    # results under it (red team 41, round 2).
    found = types(tmp_path, table % "Dataset & 10 classes & 100 classes & 1000 classes & km Track")
    assert [t for _, t in found] == [S, S, S] + [R] * 8, found


def test_a_cut_off_bounding_both_sides_of_a_split_is_a_setting(tmp_path):
    """flu_delays (set 59): "small clades (<10% initial frequency) and large clades (>=10%)" splits the clades at a
    chosen cut-off: the same value bounds both sides in one sentence and each bound names a group (a parenthesis,
    with/aged, or "and" right after one), in symbols or in words."""
    for body in ("We analyzed small clades ($<$10\\% initial frequency) and large clades ($\\ge$10\\% initial "
                 "frequency) separately.",
                 "Patients aged less than 65 years and patients aged at least 65 years were analysed apart.",
                 "The survival curves cover patients aged $<$65 and $\\geq$65 years.",
                 "Children with z-scores below $-2$ and at or above $-2$ were compared.",
                 "Small firms (fewer than 5,000 employees) and large firms (more than 5,000 employees) differ.",
                 "Reads with fewer than 5 copies were pooled and reads with more than 5 copies were kept."):
        found = types(tmp_path, body)
        assert [t for _, t in found] == [S, S], (body, found)
    # One bound alone, bounds on different values or units, a bound that states what a quantity was rather than
    # naming a group, bounds in two clauses, or a split the study found stays a result (red team 42).
    for body in ("Our model reaches $\\ge$95\\% accuracy on every task.",
                 "Small clades ($<$10\\% error) and large clades ($\\ge$12\\% error) differ.",
                 "Runs with latency below 5 ms at low load and with latency above 5 s at saturation differ.",
                 "Tumour volume was $>$0.8 cm$^3$ in treated mice and $<$0.8 cm$^3$ in controls.",
                 "Survival was above 70\\% in the intervention arm but below 70\\% in the control arm.",
                 "Models with recall higher than 0.7 on dev; models with recall lower than 0.7 on test.",
                 "Accuracy stays above 90\\% for models with at most 90\\% sparsity.",
                 "We find that stars with $R_0 \\leq 0.136$ have a shallower FFD than stars with $R_0 > 0.136$."):
        found = types(tmp_path, body)
        assert R in [t for _, t in found], (body, found)


@pytest.mark.parametrize("body, expected", [
    # tdpot (set 61): clocks after a preposition of time, or after a year-first date, are times of day
    ("We cover the time between 6:00 and 22:00 with intervals of one hour.", [A, A, A, A]),
    ("The snapshot is from 2020/10/28 07:47, and queries depart at 07:47.", [Y, A, A, A, A, A, A]),
    # ... not a ratio, a duration in minutes and seconds, a clock with a duration's unit, nor a date that is none
    ("Possible ratios ranged from 1:5 to 1:10 across blocks.", [R, R, R, R]),
    ("Median completion time fell from 12:30 to 9:45 after training.", [R, R, R, R]),
    ("The odds rose from 1:20 to 1:5 after treatment.", [R, R, R, R]),
    ("The slowest rank finished after 1:30 h.", [R, R]),
    # tdpot, antsx_mouse: caches by their level, a processor named after its clock
    ("Each CPU has 24.75\\,MiB of shared L3 cache and 1\\,MiB of L2.", [S, S]),
    ("Experiments ran on a Mac (3.6 GHz 10-Core Intel Core i9, 64 GB RAM).", [S, S, S]),
    ("The bandwidth is 4.1~Hz for Green Machine and 5.6~Hz for Old Rusty.", [R, R]),
    ("The L2 error of 0.034 is lowest.", [R]),
    # a box plot's fences, a threshold named by its value
    ("The whiskers cover 1.5 times the interquartile range; points beyond 1.5$\\times$IQR are outliers.", [S, S]),
    ("The treatment group's IQR was 1.7 times the IQR of controls.", [R]),
    ("Most variables achieve errors below the 5\\% threshold and violations below the 0.1 threshold.", [S, S]),
    ("Youden's index gave a 0.37 cut-off.", [R]),
    ("The optimal 0.4 threshold gave 91\\% sensitivity.", [R, R]),
    # antsx_mouse: how tissue was cut and images taken, an image's voxels
    ("Brains were sectioned at 10 \\(\\mu\\)m; a template was acquired at 0.08 mm isotropic resolution.", [S, S]),
    ("We used 16 volumes acquired at \\(0.16 \\times 0.16 \\times 0.16\\) mm\\(^3\\) resolution with 0.5 mm slice "
     "thickness.", [S, S, S, S, S]),
    ("The voxel size was \\(0.35\\times 0.35\\times 1.0\\) \\(\\mu\\)m\\(^3\\).", [S, S, S]),
    ("The structure was reconstructed at 0.4 nm resolution.", [R]),
    ("The effective resolution was 0.6 mm isotropic.", [R]),
    ("Our reconstruction achieved 0.35 mm isotropic resolution.", [R]),
    # genopt: a unitless knob defined after an equation; the values a solver or an equation's roots give
    ("where \\(\\mu = 0.001\\) is the barrier parameter.", [S]),
    ("where \\(R = 0.93\\) is the correlation coefficient.", [R]),
    ("The SLSQP method yields \\(x_1 = 0.284\\), \\(x_2 = 0.607\\), \\(x_3 = 0.109\\).", [R, R, R]),
    ("Here the minimizer of \\(\\phi\\) is \\(\\xi = 0.33338\\).", [R]),
    ("We set \\(x_1 = 0.4\\), \\(x_2 = 0.4\\) and \\(x_3 = 0.2\\).", [S, S, S]),
    ("An example pair of brain maps ($\\alpha$ = 2.0) shows the effect.", [S]),
])
def test_set_61_cues(tmp_path, body, expected):
    """Set 61 spent (tdpot, antsx_mouse, genopt): each cue with the sentence that made it and the controls that keep
    a result (red-teamed in session 44)."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


@pytest.mark.parametrize("body, section, expected", [
    # funnel_shap (set 62): "as" after a number is no "a s(econd)", so no rate
    ("Agreement counts with Spearman $\\rho > 0.6$ as the pre-specified criterion.", "Methods", [S]),
    ("We used 0.5 as the mixing weight.", "Methods", [S]),
    ("The pipeline processed 120 requests a second.", "Results", [R]),
    # a bound results are held against
    ("All pairs reach a correlation of 0.89, against a threshold of 0.6.", "Results", [R, S]),
    ("Results are compared against the optimal threshold of 0.35.", "Results", [R]),
    # (a condition's subject carrying a prepositional phrase was withdrawn after red team 45: it swallowed main clauses)
    ("If the cache is warm the error drops to 3\\%.", "Results", [R]),
    # a preposition after a percentage modifies nothing; a condition keeps its unit
    ("Precision stabilises at 33.8\\% before purchase.", "Results", [R]),
    ("Samples were heated at 80 °C until a liquid formed.", "Results", [S]),
    # a sentence-opening change to a new value is the authors'
    ("Doubling the subsample to 400{,}000 users changes the count by 3\\%.", "Results", [S, R]),
    ("Reducing the error to 3\\% required ten more epochs.", "Results", [R]),
    # road_damage_kz: counted things that passed a selection or a classification are found
    ("From 3613 candidate rows, 75 images satisfy the license and privacy criteria.", "Results", [S, R]),
    ("The score was computed on the 822 genes classified as adaptive by the method.", "Results", [R]),
    ("We trained on 500 images of the benchmark.", "Results", [S]),
    # dog_impulsivity: a breakdown by sex with "as"
    ("Of the owners (participants), 49 identified as female, 15 as male, and 0 as non-binary.", "Methods",
     [R, R, R]),
    # a generated perturbation's spread in lower case
    ("Stability is checked by perturbation (25 instances per stage, Gaussian noise, sd 0.05).", "Results", [S, S]),
])
def test_set_62_cues(tmp_path, body, section, expected):
    """Set 62 spent (funnel_shap, road_damage_kz, npi_start_dates): each cue with the sentence shape that made it and
    the controls that keep a result."""
    assert [t for _, t in types(tmp_path, body, section)] == expected, types(tmp_path, body, section)


@pytest.mark.parametrize("body, section, expected", [
    # pump_bb (set 63): a subscript named by an operator prints its name, so NA_max is a symbol given values
    ("We solved the problem for $NA_{\\max}=1,2,3$ with 64 ranks.", "Experiments", [S, S, S, S]),
    ("Moving from $NA_{\\max}=1$ to $NA_{\\max}=2$ reduces the cost by 7\\%.", "Experiments", [S, S, R]),
    ("The peak load reached $P_{\\max}=41.2$ kW.", "Results", [R]),
    # the values a sweep tried for a tolerance
    ("We varied the convergence tolerance across $10^{-3}$, $10^{-4}$, and $10^{-7}$.", "Experiments", [S, S, S]),
    ("The residual fell to $10^{-9}$ in the last run.", "Results", [R]),
    # shortrate_regimes: a year and its zero-padded month; counts dressed as one stay counts
    ("The sample runs 1972-01 to 2013-12, and the fit attains 0.31.", "Results", [Y, A, Y, A, R]),
    ("We found 2010-12 bugs.", "Results", [R, R]),
    # a statistic qualified as nominal is found; a quantity held at a nominal value is set
    ("The price carries a nominal Shanken $t$ of $-2.87$.", "Results", [R]),
    ("The rig ran at a nominal speed of 1.2 m/s.", "Results", [S]),
    # lower-case equation references only with the number in parentheses (red team 45b: "recovered the equation 87%
    # of the time"); a tolerance measured is no setting
    ("This replaces the variance in the denominator of equation (6).", "Results", [F]),
    ("The symbolic regressor recovered the ground-truth equation 87\\% of the time.", "Results", [R]),
    ("The worst-case rounding tolerance is 0.12, 0.18 and 0.25 ulp.", "Results", [R, R, R]),
    # tooth_numbering: counts of found failures after a preposition; a conjunct opening with the number after a
    # condition that has no value of its own
    ("Of the 72 joint failures next to a gap, 67 take the label.", "Results", [R, R]),
    ("We trained on 8 GPUs with 20 outliers planted.", "Results", [S, S]),
    ("The error is 2.9\\% when moved halfway and 20.8\\% when moved fully.", "Results", [R, R]),
    ("If the cache is warm and 64 threads are used, accuracy is 91\\%.", "Results", [S, R]),
])
def test_set_63_cues(tmp_path, body, section, expected):
    """Set 63 spent (pump_bb, shortrate_regimes, tooth_numbering): each cue with its sentence shape and controls."""
    assert [t for _, t in types(tmp_path, body, section)] == expected, types(tmp_path, body, section)


@pytest.mark.parametrize("body, section, expected", [
    # aux_qhe (set 64): a caption naming fidelity names results, even in a setup subsection
    ("\\begin{table}\\caption{Fidelity of optimization levels on IBM Quantum.}\\begin{tabular}{lcc}\\toprule "
     "Config & Baseline & ZNE \\\\ \\midrule 3q-T2 & 0.5760 & 0.6912 \\\\ 4q-T2 & 0.5400 & 0.6480 \\\\ \\bottomrule"
     "\\end{tabular}\\end{table}", "Experimental Setup", [S, R, R, S, R, R]),
    # ctmixtures: a table whose rows are a value and then only words holds the values in its first column
    ("\\begin{table}\\begin{tabular}{rc}\\hline Importance & Predictor Variable \\\\ \\hline 100.00 & Class Richness "
     "\\\\ 50.71 & Slatkin Exact for Classes \\\\ \\hline\\end{tabular}\\end{table}", "Results", [R, R]),
    # ... not a swept first column leading rows of values
    ("\\begin{table}\\begin{tabular}{lll}\\hline $\\gamma$ & Fidelity & Status \\\\ \\hline 0.000 & 0.960 & High \\\\ "
     "0.200 & 0.600 & Low \\\\ \\hline\\end{tabular}\\end{table}", "Results", [S, R, S, R]),
    # a share naming a sample drawn; a share of a sample, or a metric, is found
    ("Within the larger, 20\\% sample, accuracy is highest.", "Results", [S]),
    ("Only 12\\% of the sample were female.", "Results", [R]),
    ("The 91\\% sample efficiency of our method is high.", "Results", [R]),
])
def test_set_64_cues(tmp_path, body, section, expected):
    """Set 64 spent (aux_qhe, ctmixtures): each cue with its sentence or table shape and controls."""
    assert [t for _, t in types(tmp_path, body, section)] == expected, types(tmp_path, body, section)


@pytest.mark.parametrize("body, expected", [
    # red team 45's counts that the "a s" rate bug had made results by accident: how far an outcome reached
    ("Our crawler discovered broken links on 1,212 pages.", [R]),
    ("Among the 96 plates, contamination appeared in 14 plates.", [S, R]),
    ("The intervention prevented readmission in 57 patients.", [R]),
    # ... not the set a number was measured on, an evaluation set, a configured noun, a negation, data gathered
    ("The model achieved 91\\% accuracy on 1,000 images.", [R, S]),
    ("Our method found bugs on 500 test programs.", [S]),
    ("We identified the best configuration on 8 GPUs.", [S]),
    ("We observed no errors on 500 images.", [S]),
    ("The average profile was measured on 10 nearby stars.", [S]),
])
def test_counts_an_outcome_reached_are_found(tmp_path, body, expected):
    """In a strict section a count after on/in/among that follows an outcome verb and its word object is found."""
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


def test_a_table_cell_in_minutes_and_seconds_stays_a_result(tmp_path):
    """A bare "12:49" cell may time a run (simbricks prints H:MM:SS durations): no preposition frames it."""
    body = ("\\begin{table}\\caption{Runs.}\\begin{tabular}{lr}\\toprule Run & Wall \\\\ \\midrule "
            "A & 12:49 \\\\ B & 9:05 \\\\ \\bottomrule\\end{tabular}\\end{table}")
    assert [t for _, t in types(tmp_path, body)] == [R] * 4


# Red team 44 (helper, session 44): sentences where a result was typed by one of the set-61 cues before they were
# narrowed. No mention of them may be decided by those cues as a non-result.
_SET_61_RULES = {"time_of_day", "date", "hardware_size", "tukey_fence", "named_threshold", "grid_resolution",
                 "condition_at", "where_definition"}
_RED_TEAM_44 = [
    'With the new heuristic, the mean solve time dropped from 2:45 to 1:12 per instance.',
    'Median door-to-needle time improved from 0:52 to 0:38 after the protocol change.',
    'Our scheduler reduced the makespan from 9:30 to 7:15 on the largest workflow.',
    'The median time-to-first-response of the fleet fell from 0:14 to 0:09 after deployment.',
    'Training converged after 3:12:40 on a single A100, compared with 5:03:11 for the baseline.',
    'The predicted congestion peak occurred at 17:40, whereas the observed peak occurred at 17:55.',
    'Under the new tariff, household demand peaked at 19:20, about 40 minutes later than before.',
    'On the clear-sky day, PV output exceeded household demand between 10:40 and 15:25.',
    'Forecast errors were largest between 14:00 and 16:00, coinciding with convective initiation.',
    'Our model forecast the turnover of the sea breeze at 13:20, within eight minutes of the observed 13:28.',
    'Across all nights, sleep onset was estimated at 23:41 on average, and wake-up at 06:58.',
    'Our estimated time of death was at 03:40, within 20 minutes of the recorded time.',
    'The backup window shrank to end at 02:35 instead of 04:10 after deduplication.',
    'The first detection of the intruder happened at 02:13, roughly six minutes before the alarm.',
    'The optimal sowing window identified by the model ran from 6:00 to 9:30 after sunrise equivalent.',
    'where $\\kappa = 0.38$ is the smallest penalty parameter for which the estimator recovers the true support in all 50 replicates.',
    'where $\\omega^* = 1.37$ is the relaxation parameter for which convergence was fastest in our experiments.',
    'where the threshold $\\tau = 0.62$ is the cut-off at which sensitivity and specificity were equal on the test cohort.',
    'where $\\kappa = 0.38$ is the penalty at which the fused lasso first recovers the true support.',
    'where $\\zeta = 0.043$ is the damping ratio identified from the free-decay test.',
    'where $\\alpha = 0.73$ is the shape parameter of the fitted Weibull distribution.',
    'where $\\omega = 1.37$ is the relaxation parameter that minimizes the spectral radius for this mesh.',
    'where $\\lambda = 0.012$ is the regularization parameter chosen by the L-curve criterion.',
    'where $\\gamma = 0.91$ is the smoothing parameter that gave the lowest AIC.',
    'where $K = 0.84$ is the partition constant between the two phases in our extraction experiments.',
    'Across the 12 scanners, the phantom-derived slice thickness was 2.8 mm on average.',
    'The optimal voxel size was 0.2 mm for all subjects.',
    'The smallest bar pattern we could distinguish corresponded to 0.3 $\\times$ 0.3 $\\times$ 0.3 mm$^3$ resolution.',
    'Motion correction shrank the blurring to 0.45 mm isotropic, comparable to the static scans.',
    'The point-spread function corresponds to 0.4 mm isotropic blur at the center of the field of view.',
    'The new detector allows 0.08 mm isotropic imaging of the cochlea, three times finer than the clinical scanner.',
    'After registration, the mean voxel size was 0.52 mm across subjects.',
    'The scanner records in-plane pixel spacing of 0.39 mm, while our DICOM audit revealed a true slice thickness of 1.25 mm.',
    'With the new gradient insert, a 0.6 mm slice thickness becomes feasible at 7 T.',
    'A threshold sweep showed that the 0.35 threshold maximizes F1 on the validation split.',
    'In the sweep, the 0.45 cut-off produced the highest F1 of all candidates.',
    'Sensitivity and specificity were balanced at a 0.62 cut-off, which we recommend for clinical use.',
    'The elbow of the curve sits at the 0.18 cutoff, which we adopt for all later analyses.',
    "The classifier's precision remained above 0.9 up to the 0.71 threshold, beyond which it collapsed.",
    "The spread of the baseline's errors was 3 times the IQR of our method, and all of our errors fell within 0.2 s.",
    'The variability between participants (box widths) was 2 times the interquartile range of the control group.',
    'For the ablated model, the upper whisker extends 2.5 times the interquartile range above the median.',
    'The largest residual lies 3 $\\times$ IQR beyond the upper quartile, flagging sensor 14 as faulty.',
    "Our kernel's peak working set was 24.75 MiB of shared L3 cache, versus 31.2 MiB for cuBLAS.",
    'Cache-aware blocking left 0.8 MiB of L1 cache unused per core, against 5.2 MiB for naive blocking.',
    'The sparse attention kernel spills only 96 KiB into shared L2 cache per block.',
    'Each thread touches about 310 KiB of private L2 cache during the sweep.',
    'The learned index for 200M keys is just 14.2 MiB of L3 cache-resident data.',
    'The miss-rate curve flattens beyond 12 MiB of LLC capacity, which we identify as the knee.',
    'The processor in the smartphone throttled down to 1.8 GHz Apple performance-core clock after 4 minutes.',
    'The thinnest intact sections were sliced at 40 nm, which we take as the practical limit of the protocol.',
    'The best-fitting model resampled at 0.7 $\\mu$m reproduced the ground-truth morphology, so we report that scale.',
]


@pytest.mark.parametrize("body", _RED_TEAM_44)
def test_red_team_44_results_stay_results(tmp_path, body):
    p = tmp_path / "p.tex"
    p.write_text(DOC % f"\\section{{Results}}\n{body}", encoding="utf-8")
    wrong = [(m.text, m.rule) for m in index_paper(p).mentions if m.type != R and m.rule in _SET_61_RULES
             and not (m.text == "200" and "200M" in body)]  # a glued suffix ("200M keys") was a setting before
    assert not wrong, (body, wrong)


# Red team 45 (a helper attacking 4cbce2e's cues): sentences whose number is a result and that a
# cue had typed otherwise. Thresholds a study measured ("versus the measured lasing threshold of 12 mW"), conditions
# whose subject ran on through a verb the pattern did not know (that cue was withdrawn), achievements written as a
# sentence-opening gerund ("Reducing the number of hospital admissions to 212 saved ..."), the first count of a
# breakdown by sex not named by an answering noun ("Of the 81 owners, 49 identified as female, ..."), and spreads of
# reported values in sentences that name noise ("the SNR was 18.4 dB, sd 2.1").
RED_TEAM_45 = [
    ('Hearing thresholds in exposed workers were elevated by 9.4 dB relative to the mean threshold of 18.5 dB in controls.', '18.5'),
    ('Trained listeners detected the tone at 2.3 dB lower levels than untrained listeners, versus an untrained threshold of 14.1 dB.', '14.1'),
    ('The device lased at 40 mW pump power versus the measured lasing threshold of 12 mW.', '12'),
    ('Patients were dichotomised against the sample-median cut-off of 12.3 ng/mL.', '12.3'),
    ('Ablation depth was compared against the ablation threshold of 0.42 J/cm2 measured for fused silica.', '0.42'),
    ('The percolation occurred against a threshold of 0.31 volume fraction in our composites.', '0.31'),
    ('Mechanical withdrawal thresholds in injured mice fell to 0.4 g versus the baseline threshold of 1.2 g.', '1.2'),
    ('Drug-treated cells survived relative to the control IC50 threshold of 3.7 uM.', '3.7'),
    ('The epidemic grew because R exceeded 1.0; we compare the observed spread against the epidemic threshold of 0.27 computed from the contact network.', '0.27'),
    ('Sensitivity reached 0.93 as the pre-specified criterion required.', '0.93'),
    ('The project breaks even at a carbon price of $48 versus the breakeven threshold of $61 computed for coal plants.', '61'),
    ('The critical current density reached 3.2 MA/cm2, versus a depinning threshold of 1.1 MA/cm2 in the pristine film.', '1.1'),
    ('Compared with controls, carriers showed a reduced seizure threshold; relative to the wild-type threshold of 42 mA, carriers seized at 29 mA.', '42'),
    ("We compare the ensemble's ECE versus the temperature-scaled threshold of 0.031 obtained on CIFAR-10.", '0.031'),
    ("Internal consistency was high, with Cronbach's alpha of 0.91 as the conventional criterion for scale reliability.", '0.91'),
    ('Our amplifier reached a noise floor of 2.1 nV vs. the detection threshold of 3.4 nV of the commercial unit.', '3.4'),
    ('Agreement reached kappa = 0.78 as a fixed criterion for retaining coders.', '0.78'),
    ('When the queue of each worker overflows the median latency is 41 ms.', '41'),
    ('When the concentration of glucose in the medium peaks the growth rate is 0.42 per hour.', '0.42'),
    ('When the price of oil in our sample surges inflation rises to 6.1\\%.', '6.1'),
    ('If the number of users in a session changes the accuracy is 87.3\\%.', '87.3'),
    ('When the coverage of reads across the genome dips the error rate is 0.8\\%.', '0.8'),
    ('When the signal from the reference electrode drifts the measured offset is 3.1 mV.', '3.1'),
    ('When the population of predators on the island crashes the prey density was 38 per hectare.', '38'),
    ('If the memory of the accelerator fills up the throughput was 212 tokens/s.', '212'),
    ('Reducing the number of hospital admissions to 212 saved an estimated $3.4 million.', '212'),
    ('Increasing the coverage to 94\\% took three additional sequencing runs.', '94'),
    ('Doubling the citation count to 1,240 made it the most cited paper of the venue.', '1,240'),
    ('Halving the wall-clock to 3.2 h, the new kernel outperforms cuBLAS.', '3.2'),
    ('Reducing the bug backlog to 14 open issues took the team two sprints.', '14'),
    ('Raising the enrolment to 412 students, the programme met its target in 2021.', '412'),
    ('Decreasing the vacancy duration to 23 days, the subsidy raised matching efficiency.', '23'),
    ('Lowering the mortality of treated mice to 12\\%, the compound outperformed the control.', '12'),
    ('Reducing the false alarms to 3 per shift, the new detector was adopted by operators.', '3'),
    ('Filtering by quality removed most pages (reducing the corpus to 48,210 documents).', '48,210'),
    ('After deduplication, reducing the corpus to 48,210 documents, we trained the model.', '48,210'),
    ('Exclusions were applied in order; reducing the sample to 1,204 respondents.', '1,204'),
    ('Of the 81 owners, 49 identified as female, 15 as male, and 0 as non-binary.', '49'),
    ('Of the 81 owners, 40 identified as female, 15 as male, and 0 as non-binary.', '40'),
    ('Of the 81 owners, 49 identified as female, 22 as male and 2 as non-binary.', '49'),
    ('Among the 120 mice, 58 were typed as male and 62 as female by PCR.', '58'),
    ('In our cohort of 75 dogs, 41 were registered as male and 34 as female.', '41'),
    ('Of the 300 crowdworkers, 171 self-identified as women and 129 as men.', '171'),
    ('Under random noise of the same magnitude, the mean reconstruction SNR was 18.4 dB, sd 2.1.', '2.1'),
    ('With white noise injected, the coupling strength settles near 0.42 (sd 0.03).', '0.03'),
    ("In the Gaussian noise condition, listeners' word recognition was 62.4 points, sd 8.1.", '8.1'),
    ('Under pseudo-random noise, the median lock-in time of the PLL was 2.7 ms (sd 0.4).', '0.4'),
    ("With Gaussian noise on the IMU, the drone's hover drift was 0.31 m, sd 0.05.", '0.05'),
    ('After corrupted labels were introduced, the macro-F1 was 0.71, sd 0.02, over ten seeds.', '0.02'),
    ('Firms facing contaminated signals set prices 3.1\\% above cost, sd 0.9.', '0.9'),
]


@pytest.mark.parametrize("body, number", RED_TEAM_45)
def test_red_team_45_results_stay_results(tmp_path, body, number):
    found = [(text, kind) for text, kind in types(tmp_path, body) if text == number]
    assert found and all(kind == R for _, kind in found), (body, types(tmp_path, body))


@pytest.mark.parametrize("body, section, expected", [
    # the second count of a breakdown by sex, in any section; a coding of sex is no breakdown
    ("Among the 120 mice, 58 were typed as male and 62 as female by PCR.", "Methods", [S, R, R]),
    ("Of the 300 crowdworkers, 171 self-identified as women and 129 as men.", "Methods", [S, R, R]),
    ("Sex was dummy-coded with 1 as male and 0 as female.", "Methods", [S, S]),
    # a participle "met with" is no selection passed
    ("We fine-tune on 2,000 dialogues met with positive ratings in the pilot.", "Results", [S]),
])
def test_red_team_45_controls(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected, types(tmp_path, body, section)


# Red team 45b (a helper attacking 61f9c76's set-63 cues). Results: extremes a sentence reports as X_max = v (the
# scanner now prints operator subscripts), tolerances a solver reached, numbers after a lower-case "equation" that
# names no equation ("recovered the equation 87% of the time"). Settings: quantities held fixed ("a fixed
# regularization coefficient of 0.01"), failures made for the study ("10 synthetic bugs", "the 395 bugs in
# Defects4J"), one condition with two conjuncts ("If the queue is full and 32 requests are pending"). Left out: "the
# achievable integration tolerance between 1e-5 and 1e-9 fell", whose ends read as a swept tolerance (the red team
# marked it weak).
RED_TEAM_45B_RESULTS = [
    ('On CIFAR-10 the best accuracy over seeds is $A_{\\max}=94.1$ and the worst $A_{\\min}=92.8$.', ['94.1', '92.8']),
    ('Our best model reaches 94.1\\% accuracy on CIFAR-10 over five seeds ($A_{\\max}=94.1$, $A_{\\min}=92.8$).', ['94.1', '92.8']),
    ('At convergence the Hessian spectrum is narrow, with $\\lambda_{\\max}=12.4$ and $\\lambda_{\\min}=0.003$.', ['12.4', '0.003']),
    ('The trained controller keeps the peak tracking error small ($e_{\\max}=0.031$) across all gusts.', ['0.031']),
    ('The log-normal fit of the dwell times has $\\sigma_{\\log}=0.42$ and a median of 3.1.', ['0.42']),
    ('For the largest graph the spectral gap was $\\lambda_{\\min}=0.004$.', ['0.004']),
    ('The empirical Lipschitz constant of the trained model is $L_{\\sup}=4.2$, below the certified bound.', ['4.2']),
    ('The surveyed households reported a maximum daily outage of $H_{\\max}=6.5$ hours.', ['6.5']),
    ('Across 12 bridges we recorded peak strains of up to $\\varepsilon_{\\max}=410$ microstrain.', ['410']),
    ("The cohort's worst glucose excursion gave $G_{\\max}=14.2$ after the meal.", ['14.2']),
    ('Error increases from $T_{\\max}=41.2$ to $T_{\\max}=55.8$ over the observed heatwaves.', ['41.2', '55.8']),
    ('We found a maximum drawdown of $DD_{\\max}=23.4$\\% for the momentum portfolio.', ['23.4']),
    ('The observed maximum queue length was $Q_{\\max}=412$ packets.', ['412']),
    ('We measured the drift of the gyroscope over a week and found a maximum deviation of $D_{\\max}=0.42$ degrees.', ['0.42']),
    ('Our preconditioner reached convergence tolerances of $10^{-6}$, $10^{-8}$ and $10^{-11}$ on the three problems, whereas GMRES stalled.', ['10^{-8}', '10^{-11}']),
    ('The Newton solver attained residual tolerances of $10^{-10}$, $3\\times10^{-11}$ and $2\\times10^{-12}$ on the coarse, medium and fine grids.', ['3\\times10^{-11}', '2\\times10^{-12}']),
    ('The worst-case rounding tolerance is 0.12, 0.18 and 0.25 ulp for FP16, BF16 and FP8, respectively.', ['0.12', '0.18', '0.25']),
    ('The manufactured parts held a rounding tolerance of 0.02 mm on average.', ['0.02']),
    ('The symbolic regressor recovered the ground-truth equation 87\\% of the time, against 41\\% for SINDy.', ['87']),
    ('SINDy identified the correct governing equations 9 out of 10 times at the lowest noise level.', ['9']),
    ('Our solver handles sparse linear equations 3.4 times faster than PARDISO on the SuiteSparse set.', ['3.4']),
    ('The LLM solved the quadratic equations 92\\% of the time but the cubic ones only 31\\%.', ['92']),
    ('Students balanced the chemical equations 78\\% correctly after the intervention, up from 52\\%.', ['78']),
    ('Across the benchmark the model derived the correct equation 412 times out of 500.', ['412']),
    ('The discovered equation 0.83 + 1.2x fits the measured drag with $R^2=0.99$.', ['0.83']),
    ('Our method reconstructs equations 5 and 6 of the Lorenz system exactly, and recovers the remaining equation 94\\% of the time.', ['94']),
    ('The regression equation 2.31 log(n) - 0.4 fits the observed runtimes with R^2 = 0.97.', ['2.31']),
]
RED_TEAM_45B_SETTINGS = [
    ('All simulations were run at a constant drag coefficient of 1.2, and the lift varied by less than 3\\%.', ['1.2']),
    ('To isolate the effect of depth we trained every model with a fixed regularization coefficient of 0.01.', ['0.01']),
    ('Sliding was simulated using a prescribed friction coefficient of 0.3 for all contacts.', ['0.3']),
    ('The granular column was released at a constant restitution coefficient of 0.8 in every run.', ['0.8']),
    ('We compare the detectors at a fixed error of 0.01 on the validation stream.', ['0.01']),
    ('Galaxy sizes were compared at a fixed z of 0.5 to remove evolution.', ['0.5']),
    ('The cells were imaged at a fixed t of 30 min after stimulation.', ['30']),
    ('Under a nominal coefficient of 0.7, the pump delivered 14.2 L/min.', ['0.7']),
    ('We fit each curve using a fixed dispersion estimate of 0.3 shared across genes.', ['0.3']),
    ('We evaluate repair on 395 real bugs from Defects4J and 40 synthetic bugs seeded by mutation.', ['395']),
    ('The detector was tested on a stream with 1000 injected anomalies and 50 labelled anomalies per day.', ['1000']),
    ('Each program was seeded with 10 synthetic bugs before the fuzzing campaign.', ['10']),
    ('We simulate genotypes with 5 missing values per individual to test imputation.', ['5']),
    ('For 20 injected errors per page, OCR post-correction recovers 17.', ['20']),
    ('Our tool repairs 87 of the 395 bugs in Defects4J, more than any baseline.', ['395']),
    ('If the queue is full and 32 requests are pending, the scheduler sheds load.', ['32']),
    ('The node is restarted when the heartbeat is lost and 3 retries have failed.', ['3']),
    ('When the robot is idle and 10 s have elapsed, it returns to the dock.', ['10']),
    ('When trained on clean data and 50 noisy labels are added per class, the F1 score falls to 0.71.', ['50']),
]


@pytest.mark.parametrize("body, numbers", RED_TEAM_45B_RESULTS)
def test_red_team_45b_results_stay_results(tmp_path, body, numbers):
    found = types(tmp_path, body)
    for number in numbers:
        kinds = [kind for text, kind in found if text == number]
        assert kinds and all(kind == R for kind in kinds), (number, body, found)


@pytest.mark.parametrize("body, numbers", RED_TEAM_45B_SETTINGS)
def test_red_team_45b_settings_stay_settings(tmp_path, body, numbers):
    found = types(tmp_path, body)
    for number in numbers:
        kinds = [kind for text, kind in found if text == number]
        assert kinds and all(kind == S for kind in kinds), (number, body, found)


# Red team 45c (a helper attacking 13d401e's set-64 cues): each sentence or one-line table the cues had mistyped, with
# its types as before them. Shares before "sample" that are found ("varied by 12% sample to sample", "present in
# 35%, 28% and 9% samples"); tables of a value and words that are codebooks, schedules, ports or hyperparameters;
# captions naming a model's fidelity grade ("High-fidelity simulation settings", "target fidelities").
RED_TEAM_45C = [
    ('Nearly 60\\% sample were women, and 35\\% sample had a college degree.', 'Results', [R, R]),
    ('The classifier was correct for 88\\% sample.', 'Results', [R]),
    ('The signal intensity varied by 12\\% sample to sample.', 'Results', [R]),
    ('Contamination was present in 4\\%, 7\\% and 12\\% samples from sites A, B and C, respectively.', 'Results', [R, R, R]),
    ('Positivity rates were 4\\%, 7\\% and 12\\% samples in the three districts.', 'Results', [R, R, R]),
    ('Only 40\\% sample was usable after quality control.', 'Results', [R]),
    ('Our method reduced labelling cost, needing only 15\\% sample to reach full accuracy.', 'Results', [R]),
    ('Prevalence of anaemia was 41\\%, 33\\% and 27\\% samples in the three age groups.', 'Results', [R, R, R]),
    ('Only 62\\% sample was retained after removing incomplete responses.', 'Results', [R]),
    ('Peak areas varied by 12\\% sample to sample, well within the acceptance limit.', 'Results', [R]),
    ('Mutations in KRAS were present in 35\\%, 28\\% and 9\\% samples of stages I, II and III.', 'Results', [R, R, R]),
    ('Only 40\\% sample was usable after quality control.', 'Results', [R]),
    ('Label noise affected roughly 6\\% subsample in each batch.', 'Results', [R]),
    ('Expression levels varied by less than 10\\% sample to sample, and 35\\% sample had a detectable transcript.', 'Results', [R, R]),
    ('\\begin{table}\\caption{Land-cover classes.}\\begin{tabular}{rl}\\hline Class & Description \\\\ \\hline 11 & Open water \\\\ 21 & Developed, open space \\\\ 41 & Deciduous forest \\\\ 82 & Cultivated crops \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S, S]),
    ('\\begin{table}\\caption{Study design.}\\begin{tabular}{rl}\\hline N & Component \\\\ \\hline 4 & experimental conditions \\\\ 3 & sessions per participant \\\\ 12 & trials per block \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Coding of the outcome variable.}\\begin{tabular}{rl}\\hline Value & Meaning \\\\ \\hline 0 & no infection \\\\ 1 & mild infection \\\\ 2 & severe infection \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Coding of the outcome variable.}\\begin{tabular}{rl}\\hline Value & Meaning \\\\ \\hline 0 & no infection \\\\ 1 & mild infection \\\\ 2 & severe infection \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Vaccination schedule.}\\begin{tabular}{rl}\\hline Day & Visit \\\\ \\hline 0 & baseline visit and first dose \\\\ 14 & second dose \\\\ 28 & follow-up visit \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Exit codes of the tool.}\\begin{tabular}{rl}\\hline Code & Meaning \\\\ \\hline 0 & success \\\\ 1 & invalid input \\\\ 2 & timeout reached \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Overview.}\\begin{tabular}{rl}\\hline Count & Item \\\\ \\hline 4 & experimental conditions \\\\ 3 & sessions per participant \\\\ 12 & trials per block \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Wavelengths of the excitation lasers.}\\begin{tabular}{rl}\\hline nm & Laser \\\\ \\hline 405 & violet diode \\\\ 488 & blue argon \\\\ 561 & yellow DPSS \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\begin{tabular}{rl}\\hline Value & Hyperparameter \\\\ \\hline 0.001 & learning rate \\\\ 32 & batch size \\\\ 0.1 & dropout \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Income categories in the survey.}\\begin{tabular}{rl}\\hline Code & Household income \\\\ \\hline 1 & below median \\\\ 2 & around median \\\\ 3 & above median \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Network ports opened on the honeypot.}\\begin{tabular}{rl}\\hline Port & Service \\\\ \\hline 22 & SSH \\\\ 80 & HTTP \\\\ 443 & HTTPS \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Image quality flags assigned during preprocessing.}\\begin{tabular}{rl}\\hline Flag & Meaning \\\\ \\hline 0 & good \\\\ 1 & minor artefacts \\\\ 2 & rejected \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Treadmill speed stages of the exercise protocol.}\\begin{tabular}{rl}\\hline km/h & Stage \\\\ \\hline 4 & warm-up walk \\\\ 8 & moderate jog \\\\ 12 & fast run \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Energy bins used for the spectral analysis.}\\begin{tabular}{rl}\\hline keV & Bin \\\\ \\hline 0.5 & soft band \\\\ 2 & medium band \\\\ 10 & hard band \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Primary and secondary outcomes and their scoring.}\\begin{tabular}{rl}\\hline Points & Response \\\\ \\hline 0 & never \\\\ 1 & sometimes \\\\ 2 & often \\\\ 3 & always \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S, S]),
    ('\\begin{table}\\caption{Quality control thresholds.}\\begin{tabular}{rl}\\hline Value & Filter \\\\ \\hline 20 & minimum base quality \\\\ 30 & minimum mapping quality \\\\ 10 & minimum depth \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Image quality flags assigned during preprocessing.}\\begin{tabular}{rl}\\hline Flag & Meaning \\\\ \\hline 0 & good \\\\ 1 & minor artefacts \\\\ 2 & rejected \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Treadmill speed stages of the exercise protocol.}\\begin{tabular}{rl}\\hline km/h & Stage \\\\ \\hline 4 & warm-up walk \\\\ 8 & moderate jog \\\\ 12 & fast run \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Energy bins used for the spectral analysis.}\\begin{tabular}{rl}\\hline keV & Bin \\\\ \\hline 0.5 & soft band \\\\ 2 & medium band \\\\ 10 & hard band \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Primary and secondary outcomes and their scoring.}\\begin{tabular}{rl}\\hline Points & Response \\\\ \\hline 0 & never \\\\ 1 & sometimes \\\\ 2 & often \\\\ 3 & always \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S, S]),
    ('\\begin{table}\\caption{Quality control thresholds.}\\begin{tabular}{rl}\\hline Value & Filter \\\\ \\hline 20 & minimum base quality \\\\ 30 & minimum mapping quality \\\\ 10 & minimum depth \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Importance of the predictors.}\\begin{tabular}{rl}\\hline Importance & Predictor Variable \\\\ \\hline 50.71 & Slatkin Exact for Classes \\\\ 31.2 & Richness of Classes \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S]),
    ('\\begin{table}\\begin{tabular}{rl}\\hline Value & Hyperparameter \\\\ \\hline 0.001 & learning rate \\\\ 32 & batch size \\\\ 0.1 & dropout \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Summary of the benchmark suite.}\\begin{tabular}{rl}\\hline Count & Item \\\\ \\hline 12 & benchmark programs \\\\ 4 & input sizes \\\\ 5 & repetitions per run \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{High-fidelity simulation settings.}\\begin{tabular}{lr}\\hline Parameter & Value \\\\ \\hline Mesh cells & 200000 \\\\ Time step (s) & 0.001 \\\\ Reynolds number & 5000 \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, R, S]),
    ('\\begin{table}\\caption{Configuration of the multi-fidelity surrogate.}\\begin{tabular}{lr}\\hline Component & Value \\\\ \\hline Kernel length scale & 0.5 \\\\ Low-fidelity samples & 200 \\\\ High-fidelity samples & 20 \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{High-fidelity simulation settings.}\\begin{tabular}{lr}\\hline Parameter & Value \\\\ \\hline Mesh cells & 200000 \\\\ Time step (s) & 0.001 \\\\ Reynolds number & 5000 \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, R, S]),
    ('\\begin{table}\\caption{Configuration of the multi-fidelity surrogate.}\\begin{tabular}{lr}\\hline Component & Value \\\\ \\hline Kernel length scale & 0.5 \\\\ Low-fidelity samples & 200 \\\\ High-fidelity samples & 20 \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Target fidelities for the state preparation benchmark.}\\begin{tabular}{lr}\\hline Qubits & Target \\\\ \\hline 2 & 0.99 \\\\ 4 & 0.95 \\\\ 8 & 0.90 \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S, S, S, S]),
    ('\\begin{table}\\caption{Simulation parameters for the low- and high-fidelity models.}\\begin{tabular}{lrr}\\hline Parameter & Low & High \\\\ \\hline Grid points & 64 & 512 \\\\ Time step (s) & 0.1 & 0.01 \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, R, R]),
    ('\\begin{table}\\caption{Hyperparameters of the high-fidelity vocoder.}\\begin{tabular}{lr}\\hline Hyperparameter & Value \\\\ \\hline Learning rate & 0.0002 \\\\ Batch size & 16 \\\\ Segment length & 8192 \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Training setup for the HiFi-GAN (high fidelity) baseline.}\\begin{tabular}{lr}\\hline Setting & Value \\\\ \\hline Epochs & 200 \\\\ Batch size & 16 \\\\ Sampling rate (Hz) & 22050 \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Implementation fidelity checklist used by the observers.}\\begin{tabular}{lr}\\hline Component & Max points \\\\ \\hline Session structure & 5 \\\\ Dosage delivered & 3 \\\\ Participant engagement & 4 \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S]),
    ('\\begin{table}\\caption{Input conditions at each fidelity level.}\\begin{tabular}{lrr}\\hline Condition & Coarse & Fine \\\\ \\hline Inlet velocity (m/s) & 2.0 & 2.0 \\\\ Temperature (K) & 300 & 300 \\\\ \\hline\\end{tabular}\\end{table}', 'Results', [S, S, S, S]),
    ('\\begin{table}\\caption{Simulation parameters for the low- and high-fidelity models.}\\begin{tabular}{lrr}\\hline Parameter & Low & High \\\\ \\hline Grid points & 64 & 512 \\\\ Time step (s) & 0.1 & 0.01 \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, R, R]),
    ('\\begin{table}\\caption{Hyperparameters of the high-fidelity vocoder.}\\begin{tabular}{lr}\\hline Hyperparameter & Value \\\\ \\hline Learning rate & 0.0002 \\\\ Batch size & 16 \\\\ Segment length & 8192 \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Training setup for the HiFi-GAN (high fidelity) baseline.}\\begin{tabular}{lr}\\hline Setting & Value \\\\ \\hline Epochs & 200 \\\\ Batch size & 16 \\\\ Sampling rate (Hz) & 22050 \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Implementation fidelity checklist used by the observers.}\\begin{tabular}{lr}\\hline Component & Max points \\\\ \\hline Session structure & 5 \\\\ Dosage delivered & 3 \\\\ Participant engagement & 4 \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Design of the multi-fidelity experiments.}\\begin{tabular}{lr}\\hline Factor & Levels \\\\ \\hline Budget & 50 \\\\ Fidelities & 3 \\\\ Repetitions & 20 \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S]),
    ('\\begin{table}\\caption{Input conditions at each fidelity level.}\\begin{tabular}{lrr}\\hline Condition & Coarse & Fine \\\\ \\hline Inlet velocity (m/s) & 2.0 & 2.0 \\\\ Temperature (K) & 300 & 300 \\\\ \\hline\\end{tabular}\\end{table}', 'Methods', [S, S, S, S]),
]


@pytest.mark.parametrize("body, section, expected", RED_TEAM_45C)
def test_red_team_45c_types_as_before(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected, types(tmp_path, body, section)


@pytest.mark.parametrize("body, expected", [
    # a whole number with no cue in a strict section that repeats an earlier setting and the word after it
    # restates that setting (gnss_filter's "over the same 16 stations" in spent sets)
    ("\\section{Methods}\nWe chose 16 stations for the comparison.\n\\section{Results}\n"
     "The learned kernel has lower error than M1 over the same 16 stations.", [S, S]),
    # guards: a decimal is never laundered by printing it first as a target
    ("\\section{Methods}\nWe set a target of 93.2 percent accuracy.\n\\section{Results}\n"
     "The model: 93.2 percent accuracy.", [S, R]),
    # ... only an earlier setting counts
    ("\\section{Results}\nThe learned kernel has lower error than M1 over the same 16 stations.\n"
     "\\section{Methods}\nWe chose 16 stations for the comparison.", [R, S]),
    # ... the same word must follow
    ("\\section{Methods}\nWe chose 16 stations for the comparison.\n\\section{Results}\n"
     "The learned kernel has lower error than M1 over the same 16 outages.", [S, R]),
    # ... a setting decided for want of a cue gives nothing
    ("\\section{Methods}\nWe placed GNSS receivers at 16 stations.\n\\section{Results}\n"
     "The learned kernel has lower error than M1 over the same 16 stations.", [S, R]),
    # ... a function word after the number says nothing of what it counts (euler_inversion)
    ("\\section{Methods}\nWe used $\\eta=3$ for the dipole.\n\\section{Results}\n"
     "The inversion estimates $\\eta=3$ for all distances.", [S, R]),
])
def test_a_restated_setting_is_a_setting(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, None)] == expected, types(tmp_path, body, None)


def test_a_header_of_quantile_levels_names_columns(tmp_path):
    """deer_scr (set 65), bicyclefall: "Parameter & Mean & SD & 2.5% & 50% & 97.5%" heads a posterior summary; its
    shares name quantiles (settings) and the rows below stay results."""
    found = types(tmp_path, _table("\\toprule Parameter & Mean & SD & 2.5\\% & 50\\% & 97.5\\% \\\\\n\\midrule "
                                   "$N$ & 126.1 & 22.5 & 88.0 & 124.0 & 177.0 \\\\\n", "Posterior summaries"))
    assert [t for _, t in found[:3]] == [S, S, S] and all(t == R for _, t in found[3:]), found
    # guards: a first row of shares with fewer word labels than numbers is data, not a header
    found = types(tmp_path, _table("Ours & 91.2\\% & 88.0\\% & 97.5\\% \\\\\nBase & 90.1\\% & 85.2\\% & 96.0\\% \\\\\n",
                                   "Accuracy of the models"))
    assert found and all(t == R for _, t in found), found


# Red team 46 (a helper attacking this session's cues: restated settings, "all N", quantile headers, the scanner's
# siunitx spaces). Each confirmed wrong pass is a test; the cues were narrowed until all hold. Left, by design: a count
# an author plants as a setting first ("We target 40 failures" ... "Final count: 40 failures").
RED_TEAM_46_RESTATED = [
    ("\\section{Methods}\nPatients were followed for 12 months.\n\\section{Results}\n"
     "Median survival was 12 months in the treated arm.", "12"),
    ("\\section{Methods}\nEach patient was followed for 24 weeks.\n\\section{Results}\nMedian time to relapse: 24 weeks.",
     "24"),
    ("\\section{Methods}\nThe cohort was followed for 10 years.\n\\section{Abstract}\n"
     "Life expectancy gain: 10 years in the intervention group.", "10"),
    ("\\section{Methods}\nSimulations ran for 10 Myr.\n\\section{Results}\nThe disk dissipates within 10 Myr.", "10"),
    ("\\section{Methods}\nWe simulate 100 years of climate.\n\\section{Results}\n"
     "The glacier vanishes within 100 years under RCP8.5.", "100"),
    ("\\section{Methods}\nWe fixed the lag at 4 quarters.\n\\section{Results}\n"
     "The shock peaks after about 4 quarters and fades.", "4"),
    ("\\section{Methods}\nWe consider a horizon of 8 weeks.\n\\section{Results}\n"
     "The epidemic peaked at about 8 weeks after onset.", "8"),
]
RED_TEAM_46_ALL = [
    "During follow-up we recorded all 83 deaths in the control arm.",
    "The trial observed all 4 serious adverse events in the placebo group.",
    "The excavation yielded all of its 230 artefacts from layer III.",
    "The screen identified all 23 known regulators and 14 novel candidates.",
    "The classifier detected all 9 outbreaks before the health authority did.",
    "We observed all 4 predicted transits in the light curve.",
    "The survey found all its 17 target species at the restored sites.",
    "The model correctly predicted all 16 knockout phenotypes.",
    "Our search uncovered all the 5 hidden backdoors.",
    "Our method solved all 50 instances within the time limit.",
]
_T46 = "\\begin{table}\\caption{%s}\\begin{tabular}{lllll}\\hline %s \\hline\\end{tabular}\\end{table}"
RED_TEAM_46_TABLES = [
    _T46 % ("Vaccine efficacy.", "Pfizer & Adults & 95\\% & 91\\% \\\\"),
    _T46 % ("Outcomes.", "Wins & Losses & Draws & 45\\% & 30\\% & 25\\% \\\\"),
    _T46 % ("Turnout.", "Urban & Young & Male & 54\\% & 61\\% \\\\"),
    _T46 % ("Survival by arm.", "Treated & High dose & 72\\% & 65\\% \\\\ Control & Placebo & 51\\% & 40\\% \\\\"),
    _T46 % ("Accuracy of each method.", "Ours & Fast & 91\\% & 88\\% \\\\ Baseline & Slow & 85\\% & 80\\% \\\\"),
    _T46 % ("Test accuracy on CIFAR-10.", "ResNet & SGD & Yes & 93.5\\% \\\\ ResNet & Adam & No & 92.1\\% \\\\"),
    _T46 % ("Error reduction.", "Ours & LSTM & Large & 37.25\\% \\\\ Ours & GRU & Small & 31.5\\% \\\\"),
    _T46 % ("Effect sizes.", "Ours & vs & Base & 12.5\\% \\\\ Ours & vs & Oracle & 3.5\\% \\\\"),
    _T46 % ("Yield.", "Wheat & Irrigated & 12\\,\\% & 9\\,\\% \\\\ Maize & Rainfed & 7\\,\\% & 4\\,\\% \\\\"),
    _T46 % ("Yield.", "Wheat & Irrigated & \\SI{12}{\\percent} & \\SI{9}{\\percent} \\\\ Maize & Rainfed & "
            "\\SI{7}{\\percent} & \\SI{4}{\\percent} \\\\"),
]


@pytest.mark.parametrize("body, number", RED_TEAM_46_RESTATED)
def test_red_team_46_a_measured_duration_is_no_restated_setting(tmp_path, body, number):
    found = types(tmp_path, body, None)
    assert found[-1] == (number, R), found


@pytest.mark.parametrize("body", RED_TEAM_46_ALL)
def test_red_team_46_a_count_found_after_all_stays_a_result(tmp_path, body):
    found = types(tmp_path, body)
    assert found and all(kind == R for _, kind in found), found


@pytest.mark.parametrize("table", RED_TEAM_46_TABLES)
def test_red_team_46_a_first_row_of_result_shares_is_no_header(tmp_path, table):
    found = types(tmp_path, table)
    assert found and all(kind == R for _, kind in found), found


@pytest.mark.parametrize("body, printed", [
    # siunitx ignores a space between digits, in a decimal too: one number, never its last group alone
    ("We obtain a lifetime of \\SI{2.196 981}{\\micro\\second}.", [("2.196 981", 2.196981)]),
    ("The ratio was \\num{1.000 023} and \\num{3 4} after \\num{12 345.678 9} steps.",
     [("1.000 023", 1.000023), ("3 4", 34.0), ("12 345.678 9", 12345.6789)]),
])
def test_red_team_46_a_grouped_siunitx_decimal_is_one_number(tmp_path, body, printed):
    p = tmp_path / "p.tex"
    p.write_text(DOC % f"\\section{{Results}}\n{body}", encoding="utf-8")
    assert [(m.text, m.value) for m in index_paper(p).mentions] == printed


@pytest.mark.parametrize("body, expected", [
    # the share of the data a model was fitted or tested on is a split, a setting (itg_ml, birdsong_tweetynet,
    # serial_sx, scfa_crc in spent sets)
    ("A TweetyNet model was trained on 19\\% of the data.", [S]),
    ("The regression was fit using 80\\% of the data, and the figure shows the performance on the held-out 20\\% "
     "of the data.", [S, S]),
    ("Each panel shows the regression on 20\\% held-out test data.", [S]),
    ("The model was tuned on 50\\% of the training data.", [S]),
    # guards: a share found after the clause of such a verb, and a share the data hold, are results
    ("After training, 12\\% of the samples were misclassified.", [R]),
    ("After fitting, 15\\% of the observations lay outside the band.", [R]),
    ("They contribute 71\\% of the data, mostly Secchi depths.", [R]),
    ("Training on 80\\% of the data gave an accuracy of 91\\%.", [S, R]),
    ("The model generalizes with 91\\% held-out accuracy.", [R]),
])
def test_a_share_of_the_data_a_model_was_fitted_on_is_a_split(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body)] == expected, types(tmp_path, body)


# Red team 46b (a helper attacking the narrowed cues). The "all N" cue ("exceeded the threshold in all 15 leagues" as a
# design's units) was withdrawn: "We found upregulation in all 31 differentially expressed genes" was found. data_split
# lost "performed on", "withheld", "set aside", "reserved" and the verb "held out"; a held-out set after a share needs a
# preposition; a quantile header needs a statistic's name; a part of a whole never restates a setting. Left, by design
# (a count that repeats a setting by chance with no cue of its own, "; 5 clusters emerged"): see _restated_setting.
RED_TEAM_46B_RESULTS = [
    "We found upregulation in all 31 differentially expressed genes.",
    "The variant was found in all 7 samples.",
    "There were deaths in all 6 clusters.",
    "Manual correction of the segmentation was performed on 17\\% of the images.",
    "Segmentation was successfully performed on 87\\% of the images; the remainder failed quality control.",
    "Annotators withheld 7\\% of the images as unclassifiable.",
    "Imputation was performed on 12\\% of the observations because values were missing.",
    "It correctly reconstructs 87\\% held-out data points.",
    "Genotyping was successfully performed on 96\\% of the samples.",
    "The selective classifier withheld 6\\% of the instances and was 99\\% accurate on the rest.",
    "The model misclassifies 13\\% held-out images, mostly night scenes.",
    "About 9\\% holdout records triggered false alerts in deployment.",
    "Re-annotation was performed on 9\\% of the examples after the two raters disagreed.",
    "Species identification was performed on 62\\% of the records; the rest were too blurred.",
    "Repeat biopsy was performed on 14\\% of the samples because of inconclusive histology.",
    "Curation held out 11\\% of the records as duplicates.",
    "Surgeons set aside 18\\% of the samples as unusable after inspection.",
    _T46 % ("Vaccine efficacy after each dose.", "Pfizer & Adults & 50\\% & 95\\% \\\\ Moderna & Adults & 51\\% & 94\\% \\\\"),
    _T46 % ("Efficacy.", "\\multicolumn{4}{c}{Efficacy against infection} \\\\ \\hline Pfizer & Adults & 50\\% & 95\\% "
            "\\\\ Moderna & Adults & 51\\% & 94\\% \\\\"),
    _T46 % ("Grasp success rate in simulation and on the real robot.", "Grasping & Ours & 75\\% & 90\\% \\\\ Pushing & "
            "Ours & 60\\% & 85\\% \\\\"),
    _T46 % ("Response rates.", "Arm & Drug & placebo & 5\\% & 25\\% \\\\"),
]


@pytest.mark.parametrize("body", RED_TEAM_46B_RESULTS)
def test_red_team_46b_results_stay_results(tmp_path, body):
    found = types(tmp_path, body)
    assert found and all(kind == R for _, kind in found), found


def test_red_team_46b_a_part_of_a_whole_restates_no_setting(tmp_path):
    body = ("\\section{Methods}\nWe sampled 30 plots.\n\\section{Results}\n"
            "Invasive grass occurred in 30 plots of the 90 surveyed.")
    found = types(tmp_path, body, None)
    assert found[1] == ("30", R), found


# -- set 67 (spent in session 47) ------------------------------------------------------------------------------------
_T67 = ("\\begin{table}\n\\begin{tabular}{lcc}\n & r0 & r1\\\\\n$U$ & 0.81 & 0.78\\\\\n\\end{tabular}\n"
        "\\caption{%s}\n\\end{table}")


@pytest.mark.parametrize("caption, expected", [
    # a caption opening with a statistic names what was measured, whatever data set it names
    ("The average context size and potential understandability of the recorded data set.", [R, R]),
    ("Mean values of the data set.", [R, R]),
    ("Median statistics of the input data.", [R, R]),
    # ... but a statistic of the inputs or parameters stays a parameter table
    ("Mean parameters of the data sets.", [S, S]),
    ("Average values of the settings used for each data set.", [S, S]),
    ("Data sets used in the study.", [S, S]),
])
def test_a_caption_opening_with_a_statistic_heads_a_results_table(tmp_path, caption, expected):
    assert [t for _, t in types(tmp_path, _T67 % caption)] == expected


@pytest.mark.parametrize("body, section, expected", [
    # with no object and no passive, "varied" reports how an outcome spread (pcr_polymerase, set 67)
    ("The sensitivity of UCHIME varied between 50 and 87.0\\% across samples.", "Results", [R, R]),
    ("The Shannon diversity varied between 6.1 and 6.8 across the runs.", "Results", [R, R]),
    ("Zone durations vary from 0.5 to 9.8 million years.", "Conclusion", [R, R]),
    # what the authors varied stays chosen
    ("The threshold was varied between 0.1 and 0.5.", "Results", [S, S]),
    ("The number of gates is varied from 30 to 150.", "Results", [S, S]),
    ("The number of filters varies from 64 to 512 across the layers.", "Methods", [S, S]),
])
def test_an_intransitive_varied_reports_a_spread_where_results_are_reported(tmp_path, body, section, expected):
    assert [t for _, t in types(tmp_path, body, section)] == expected


@pytest.mark.parametrize("body, expected", [
    # a physical condition the experiment was run at, named by what was applied (b4c_multilayers, set 69)
    ("The magnetron was run in power mode at a power of 30 W.", [S]),
    ("The layer was grown using a substrate bias of -30 V.", [S]),
    ("The layer was deposited using a current of 80 mA.", [S]),
    ("An iodine beam with a primary beam energy of 36 MeV was used at an incident angle of 67.5°.", [S, S]),
    ("The measurements have been performed at a neutron wavelength of 5.21 Å.", [S]),
    ("Samples were annealed at a temperature of 300 K.", [S]),
    ("Currents were injected with an applied current of 3.5 $\\mu$A/cm$^2$.", [S]),
    # an outcome, an output, a peak, an event or an optimum located at a value was found (red-teamed before landing)
    ("Our new design achieves stable lasing at a power of 3.2 W.", [R]),
    ("The film breaks down at a voltage of 87 V.", [R]),
    ("Peak efficiency occurs at a frequency of 2.41 GHz.", [R]),
    ("The phase transition happens at a temperature of 312.4 K.", [R]),
    ("Superconductivity sets in at a temperature of 92.1 K in our samples.", [R]),
    ("Our detector has its best resolution at a wavelength of 532 nm.", [R]),
    # red team 49: what a device does under a condition, a comparison after the value, an event located there
    ("Our design works under a voltage of 0.45 V.", [R]),
    ("The new stack keeps the memory stable under a temperature of 150 °C.", [R]),
    ("Our coating survives under a pressure of 35 MPa.", [R]),
    ("After optimization, the laser was operated at a current of 12 mA, down from 30 mA.", [R, R]),
    ("With our method, the film can be grown at a temperature of 250 °C instead of 600 °C.", [R, R]),
    ("It runs with a voltage of 0.3 V.", [R]),
    ("The sensor operates with a current of 3.4 $\\mu$A.", [R]),
    ("The qubit was operated at a frequency of 5.1 GHz, where its coherence peaked.", [R]),
    ("The best films were grown at a power of 30 W.", [R]),
    ("The laser has an output power of 3.2 W.", [R]),
    ("The droplet shows a contact angle of 112°.", [R]),
    ("The optimum structure, with an energy of -3.21 eV, is stable.", [R]),
    ("The sample reached a temperature of 412 K.", [R]),
])
def test_an_applied_operating_condition_is_a_setting_and_a_located_outcome_is_not(tmp_path, body, expected):
    assert [t for _, t in types(tmp_path, body, "Results")] == expected
