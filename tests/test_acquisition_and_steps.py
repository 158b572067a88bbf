"""Settings read as results in set 72 (spent in session 51): a signal's sampling or filter rate, a duration that
names a time step or bin, the level of a highest-posterior-density region, and a parameter table whose caption says
what its experiments study. Each with the results the same words must leave alone."""

import pytest

from claim_gate.paper.index import index_paper

R, S = "result_claim", "experimental_setting"
DOC = "\\documentclass{article}\n\\begin{document}\n\\section{%s}\n%s\n\\end{document}\n"


def kinds(tmp_path, section, body):
    path = tmp_path / "p.tex"
    path.write_text(DOC % (section, body), encoding="utf-8")
    return [m.type for m in index_paper(path).mentions]


@pytest.mark.parametrize("section", ["Methods", "Results"])
@pytest.mark.parametrize("sentence", [
    "Electrical potentials were recorded at 30 kHz.", "The LFP was sampled at 1 kHz.",
    "Each signal was downsampled to 1.5 kHz.", "Spikes were digitized at 20 kHz.",
    "Spikes were digitized at a rate of 30 kHz.", "Signals were high-pass filtered above 300 Hz.",
])
def test_a_signals_sampling_rate_is_a_setting(tmp_path, section, sentence):
    assert kinds(tmp_path, section, sentence) == [S]


@pytest.mark.parametrize("sentence", [
    "The oscillation peaked at 8 Hz.", "Our effective rate was recorded at 742 Hz.",
    "Spiking was recorded at 12 Hz on average.", "Replay was detected at 8 Hz.",
    # a frequency found, not one a signal was taken at (red team 51)
    "The tremor was recorded at 5.6 Hz in every patient.", "Resonance was recorded at 37.2 MHz, below the design.",
    # a rhythm found, or a rate a method arrived at (red team 51b)
    "In the LFP, gamma oscillations were recorded at 41.7 Hz in all six animals.",
    "The learned kernel filtered below 12.7 Hz, acting as a low-pass filter on the EEG signal.",
    "The optimal decoder resampled to 31.5 Hz gave the best accuracy.",
])
def test_a_rate_found_stays_a_result(tmp_path, sentence):
    assert kinds(tmp_path, "Results", sentence) == [R]


@pytest.mark.parametrize("sentence", ["This holds with a 2 ms time step.",
                                      "We compare with the commonly used 250 ms time bin.",
                                      "Decoding used 20 ms time windows."])
def test_a_duration_that_names_a_time_step_is_a_setting(tmp_path, sentence):
    assert kinds(tmp_path, "Results", sentence) == [S]


@pytest.mark.parametrize("sentence", ["The run took 30 ms in total.", "We observed a 12 ms time window between bursts.",
                                      "The search found 12 ms time bins optimal.",
                                      # a resolution reached is a result (red team 51)
                                      "With the new firmware the detector reached a 0.35 ns time resolution.",
                                      "Training discovered a 0.37 ms time step.",
                                      "Cross-checking identified a 35 ms time window of integration in V1 neurons."])
def test_a_duration_found_stays_a_result(tmp_path, sentence):
    assert kinds(tmp_path, "Results", sentence) == [R]


def test_the_level_of_a_highest_posterior_density_region_is_a_setting(tmp_path):
    body = ("We compute the size of the 95\\% highest posterior density (HPD) region. "
            "\\begin{figure}\\caption{Examples of the 95\\% Highest Posterior Density.}\\end{figure}")
    assert kinds(tmp_path, "Results", body) == [S, S]
    assert kinds(tmp_path, "Results", "The highest posterior density was 0.3.") == [R]


TABLE = ("\\begin{table}\\begin{tabular}{rrr}\\toprule\nScenario & %s & $c$ \\\\ \\midrule\nA & 1 & 3 \\\\\n"
         "\\bottomrule\\end{tabular}\\caption{%s}\\end{table}")


@pytest.mark.parametrize("header, caption, kind", [
    ("$\\lambda_1$", "Parameters used in experiments that investigate the effect of $\\Theta$.", S),
    ("$\\lambda_1$", "Parameters used to study the impact of the priority rate.", S),
    # a column that names a result keeps the purpose clause a results cue
    ("Accuracy (\\%)", "Parameters used in experiments that investigate the effect of $\\Theta$.", R),
    ("$\\lambda_1$", "Parameters and the effect of $\\Theta$ on the waiting time.", R),
    # only an effect studied closes the caption: what follows it, or a metric evaluated, names results (red team 51)
    ("$\\lambda_1$", "Parameters used in experiments that investigate the effect of depth, and the resulting IoU.", R),
    ("$\\lambda_1$", "Settings to test how well each model generalises: results on the held-out set.", R),
    ("$\\lambda_1$", "Configurations used in experiments that evaluate segmentation accuracy.", R),
])
def test_what_a_parameter_tables_experiments_study_is_no_result(tmp_path, header, caption, kind):
    assert set(kinds(tmp_path, "Results", TABLE % (header, caption))) == {kind}


def test_the_authors_choice_of_a_value_is_a_setting_and_an_optimal_one_is_found(tmp_path):
    assert kinds(tmp_path, "Results", "Because our choice of 0.98 is based on the SWR, we test others.") == [S]
    assert kinds(tmp_path, "Results", "The optimal choice of 0.3 gave the lowest error.") == [R]
    assert kinds(tmp_path, "Results", "The best choice of 0.3 gave the lowest error.") == [R]
