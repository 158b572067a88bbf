"""The human output: grouped by file in reading order, summary last, --quiet, colour only on a terminal
and never with NO_COLOR, and --help with exit codes and an example for every subcommand."""

import io
import re
import shutil
import sys
from pathlib import Path

import pytest

from claim_gate.cli import _parser, main
from claim_gate.report import text

STENCIL = Path(__file__).resolve().parent.parent / "fixtures" / "stencil-ari"


def _f(type_, severity, file=None, line=0, column=0, message="m"):
    f = {"type": type_, "severity": severity, "message": message}
    if file:
        f["location"] = {"file": file, "line": line, "column": column}
    return f


REPORT = {
    "status": "failed", "phase": "final", "policy": "strict", "comparison_scope": "any", "should_block": True,
    "errors": [_f("numeric_mismatch", "error", "b.tex", 9, 1), _f("invariant_violation", "error"),
               _f("numeric_mismatch", "error", "a.tex", 20, 4)],
    "warnings": [_f("no_paper_anchor", "warning"), _f("uncovered_numeric", "warning", "a.tex", 3, 2)],
    "metrics": {"total_claims": 1},
}


def test_grouped_by_file_in_reading_order_and_summary_last():
    out = text.render(REPORT).splitlines()
    assert out[0] == "a.tex" and out[1].startswith("  3:2 ") and out[2].startswith("  20:4 ")
    assert out.index("b.tex") < out.index(text.NO_LOCATION)
    assert out[-1] == "claim-gate: FAILED (final, mode strict, scope any): 3 error(s), 2 warning(s); BLOCKS"
    assert "metrics:" in out


def test_quiet_keeps_only_errors_and_the_summary():
    out = text.render(REPORT, quiet=True)
    assert "uncovered_numeric" not in out and "no_paper_anchor" not in out and "metrics:" not in out
    assert out.count("numeric_mismatch") == 2 and "invariant_violation" in out
    assert out.splitlines()[-1].startswith("claim-gate: FAILED")


def test_quiet_cli(tmp_path, capsys):
    shutil.copytree(STENCIL, tmp_path / "s")
    assert main(["check", str(tmp_path / "s" / "full_paper.tex"), "--no-write", "--quiet"]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1].startswith("claim-gate: FAILED") and "metrics:" not in out
    assert sum(" error " in line for line in out) == 3 and len(out) == 8  # 2 file headers, 2 blank lines


class _Tty(io.StringIO):
    def isatty(self):
        return True


@pytest.mark.parametrize("no_color, coloured", [(None, True), ("1", False)])
def test_colour_only_on_a_terminal_and_never_with_no_color(tmp_path, monkeypatch, no_color, coloured):
    shutil.copytree(STENCIL, tmp_path / "s")
    monkeypatch.delenv("NO_COLOR", raising=False)
    if no_color:
        monkeypatch.setenv("NO_COLOR", no_color)
    fake = _Tty()
    monkeypatch.setattr(sys, "stdout", fake)
    main(["check", str(tmp_path / "s" / "full_paper.tex"), "--no-write"])
    assert ("\033[31m" in fake.getvalue()) is coloured


def _subcommands():
    parser = _parser()
    action = next(a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction")
    return sorted(action.choices.items())


@pytest.mark.parametrize("name", [n for n, _ in _subcommands()])
def test_every_subcommand_help_has_exit_codes_and_an_example(name):
    help_text = dict(_subcommands())[name].format_help()
    assert "exit codes:\n  0 " in help_text and " 2 " in help_text
    assert re.search(r"\nexamples?:\n  claim-gate ", help_text)


def test_check_help_lists_html_and_quiet(capsys):
    with pytest.raises(SystemExit) as exc:
        main(["check", "--help"])
    assert exc.value.code == 0
    out = capsys.readouterr().out
    assert "--quiet" in out and "html" in out and "1 it blocks" in out
