"""`check --format html`: one self-contained page with every number marked; loaded in headless Chromium."""

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from claim_gate.cli import main

STENCIL = Path(__file__).resolve().parent.parent / "fixtures" / "stencil-ari"
CHROMIUM = next((shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)), None)


@pytest.fixture(scope="module")
def page(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("html")
    shutil.copytree(STENCIL, tmp / "s")
    out = tmp / "report.html"
    assert main(["check", str(tmp / "s" / "full_paper.tex"), "--format", "html", "--output", str(out),
                 "--no-write"]) == 1
    return out


def _marks(html):
    return json.loads(re.search(r'<script type="application/json" id="marks-data">(.*?)</script>', html, re.S)
                      .group(1).replace("<\\/", "</"))


def test_page_is_self_contained(page):
    html = page.read_text()
    assert html.startswith("<!DOCTYPE html>")
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", html)
    assert "<link" not in html and "@import" not in html and "url(" not in html
    assert "default-src 'none'" in html  # the page itself forbids network access


def test_every_number_is_marked_with_its_status(page):
    html = page.read_text()
    marks = _marks(html)
    statuses = {m["status"] for m in marks}
    assert {"verified", "mismatched", "not-a-claim"} <= statuses
    assert html.count("<mark class=") - 7 == len(marks)  # 7 legend swatches; every mention placed in the source
    (bad,) = [m for m in marks if m["status"] == "mismatched"]
    assert bad["text"] == "9.6" and bad["numeric_id"] == "NC14" and bad["formula"] == "relative_reduction_percent"
    assert bad["recomputed"] == pytest.approx(8.935047807451364)
    assert bad["operands"] == {"baseline": "cfg4.gflops_512 = 909.9", "proposed": "cfg5.gflops_512 = 828.6"}
    verified = [m for m in marks if m["status"] == "verified"]
    assert len(verified) == 15 and all("recomputed" in m for m in verified)


def test_findings_and_metrics_are_on_the_page(page):
    html = page.read_text()
    assert "invariant_violation" in html and "numeric_claim_mismatch_count" in html


def test_byte_identical(page, tmp_path):
    shutil.copytree(STENCIL, tmp_path / "s")
    again = tmp_path / "again.html"
    main(["check", str(tmp_path / "s" / "full_paper.tex"), "--format", "html", "--output", str(again), "--no-write"])
    assert again.read_bytes() == page.read_bytes()


def _chromium(*args, cwd):
    cmd = [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
           "--disable-extensions", "--enable-logging=stderr", "--v=0", f"--user-data-dir={cwd / 'profile'}", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=cwd)


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (Debian: apt-get install -y chromium); "
                                             "the HTML report is then checked without a browser only")
def test_in_headless_chromium(page, tmp_path):
    dom = _chromium("--dump-dom", page.as_uri(), cwd=tmp_path)
    assert dom.returncode == 0, dom.stderr[-2000:]
    assert 'data-ready="1"' in dom.stdout, "the page's script did not run"
    body = re.search(r"<body[^>]*>", dom.stdout).group(0)
    assert "data-js-errors" not in body, body
    assert not re.search(r"CONSOLE\(\d+\)|Uncaught", dom.stderr), dom.stderr[-2000:]
    assert len(re.findall(r'<mark class="mismatched[ "]', dom.stdout)) == 2 and '<mark class="verified"' in dom.stdout
    assert '<mark class="mismatched sel"' in dom.stdout  # the script selected the first problem
    assert "relative_reduction_percent" in dom.stdout.split('id="detail"')[1]  # the panel shows the first problem
    shot = tmp_path / "report.png"
    run = _chromium(f"--screenshot={shot}", "--window-size=1400,1000", "--hide-scrollbars", page.as_uri(), cwd=tmp_path)
    assert run.returncode == 0 and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 20_000


@pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed (Debian: apt-get install -y chromium)")
def test_chromium_sees_a_script_error(tmp_path):
    # The sentinel is real: a page whose script throws is caught by the same checks.
    bad = tmp_path / "bad.html"
    bad.write_text("<!DOCTYPE html><html><body><script>window.addEventListener('error',function(e){"
                   "document.body.setAttribute('data-js-errors',e.message)});</script><script>nope();</script></body></html>")
    dom = _chromium("--dump-dom", bad.as_uri(), cwd=tmp_path)
    assert "data-js-errors" in re.search(r"<body[^>]*>", dom.stdout).group(0)


def test_a_waived_number_is_marked_waived_and_the_verdict_is_said(tmp_path, capsys):
    # A waived number was shown as "restated" (the waiver list nests its file one level up), and with
    # --output F nothing said whether the gate passed.
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from small_checkpoint import write

    paper = write(tmp_path, "Prior work reached 93.6\\% on it. % NOCLAIM: quoted from prior work\n")
    out = tmp_path / "r.html"
    code = main(["check", str(paper), "--format", "html", "--output", str(out), "--no-write"])
    err = capsys.readouterr().err
    assert code == 0 and err.splitlines()[-1].startswith("claim-gate: WARN (final")
    (mark,) = [m for m in _marks(out.read_text()) if m["text"] == "93.6"]
    assert mark["status"] == "waived"
