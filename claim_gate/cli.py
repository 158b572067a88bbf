"""Command line. The only module that reads arguments and the environment.

Exit codes: 0 ran and does not block, 1 blocks, 2 usage or input error (one line on stderr).
Heavy imports (numpy, lark) happen inside the commands, so `claim-gate --version` stays fast.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import __version__
from .errors import InputError

EXIT_OK, EXIT_BLOCK, EXIT_INPUT = 0, 1, 2

# Where a configuration's variables come from, first hit wins (SPEC section 1, `{config_id, metric}`).
CONFIG_SECTIONS = ("measurements", "scores", "metrics", "params", "parameters")


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # argparse's default exits 2 too; keep it to one line plus usage
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise SystemExit(EXIT_INPUT)


def _epilog(codes: str, *examples: str) -> str:
    label = "example" if len(examples) == 1 else "examples"
    return f"exit codes:\n  {codes}\n\n{label}:\n" + "".join(f"  {e}\n" for e in examples)


_CHECK_CODES = ("0 the gate ran and does not block; 1 it blocks (should_block);\n"
                "  2 usage or input error (one line on stderr). --exit-zero turns 1 into 0.")
_ZERO_TWO = "0 done; 2 usage or input error (one line on stderr)."


def _parser() -> argparse.ArgumentParser:
    fmt = argparse.RawDescriptionHelpFormatter
    p = _Parser(prog="claim-gate", description="Deterministic claim-evidence gate for scientific papers.",
                formatter_class=fmt,
                epilog=_epilog("0 passes or does not block; 1 a check blocks or fails; 2 usage or input error.",
                               "claim-gate init my-paper && claim-gate check my-paper/paper.tex",
                               "claim-gate explain numeric_mismatch"))
    p.add_argument("--version", action="version", version=f"claim-gate {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub_parser = sub.add_parser

    def add_parser(name, codes=_ZERO_TWO, examples=(), **kw):
        return sub_parser(name, formatter_class=fmt, epilog=_epilog(codes, *examples), **kw)
    sub.add_parser = add_parser  # type: ignore[method-assign]  # every subcommand gets exit codes and an example
    ev = sub.add_parser("eval", examples=("claim-gate eval 'baseline / proposed' --vars '{\"baseline\": 3.1, "
                                          "\"proposed\": 1.5}'",
                                          "claim-gate eval 'gflops / peak' --config science_data.json"),
                        help="evaluate a formula of the claim-gate formula language",
                        description="Evaluate a formula and print the result as JSON "
                                    "(number, list, true/false, null when undefined).")
    ev.add_argument("formula", metavar="FORMULA")
    src = ev.add_mutually_exclusive_group()
    src.add_argument("--vars", metavar="JSON", help='variables as a JSON object, e.g. \'{"a": [1, 2], "b": 3}\'')
    src.add_argument("--config", metavar="science_data.json", type=Path,
                     help="evaluate once per configuration of this file; prints {config_id: result}")
    ln = sub.add_parser("link", examples=("claim-gate link paper.tex --output -",),
                        help="write paper_claim_links.json: anchors, numeric mentions, diagnostics",
                        description="Scan a LaTeX paper (following \\input) and reconcile its %% CLAIM anchors "
                                    "with the checkpoint's science_data.json.")
    ln.add_argument("paper", metavar="PAPER.tex", type=Path)
    ln.add_argument("--checkpoint", metavar="CKPT", type=Path, help="checkpoint folder (default: the paper's folder)")
    ln.add_argument("--output", metavar="F", help="where to write (default CKPT/paper_claim_links.json; - for stdout)")
    ln.add_argument("--explain", action="store_true",
                    help="write nothing; print per number file:line:col, printed text, class, section and the rule "
                         "that decided the class")
    ck = sub.add_parser("check", codes=_CHECK_CODES,
                        examples=("claim-gate check paper.tex --checkpoint ckpt",
                                  "claim-gate check paper.tex --format html --output report.html --no-write",
                                  "claim-gate check paper.tex --format sarif --output claim-gate.sarif"),
                        help="run the claim-evidence gate on a paper and its checkpoint",
                        description="Check that every number the paper reports re-derives from the recorded "
                                    "results, that every claim has evidence, and that the metric contract holds.")
    ck.add_argument("paper", metavar="PAPER.tex", type=Path)
    ck.add_argument("--checkpoint", metavar="CKPT", type=Path, help="checkpoint folder (default: the paper's folder)")
    ck.add_argument("--science-data", metavar="F", type=Path, help="science_data.json (default CKPT/science_data.json)")
    ck.add_argument("--links", metavar="F", type=Path,
                    help="a paper_claim_links.json from another tool: recorded among the inputs, never trusted; "
                         "the gate links the paper itself")
    ck.add_argument("--figures", metavar="F", type=Path, help="figures_manifest.json (default CKPT/figures_manifest.json)")
    ck.add_argument("--phase", choices=("draft", "final"), default="final")
    ck.add_argument("--mode", choices=("off", "warn", "strict"))
    ck.add_argument("--policy-file", metavar="F", type=Path)
    ck.add_argument("--format", choices=("text", "json", "sarif", "github", "junit", "html"), default="text",
                    help="text (default), json (the report), sarif, github annotations, junit, or html (one "
                         "self-contained page: the paper with every number marked)")
    ck.add_argument("-q", "--quiet", action="store_true",
                    help="text output: only errors and the one-line summary (warnings and metrics omitted)")
    ck.add_argument("--output", metavar="F", help="where the formatted output goes (default stdout)")
    ck.add_argument("--no-write", action="store_true", help="do not write CKPT/evaluation/claim_evidence_hard_gate_{phase}.json")
    ck.add_argument("--exit-zero", action="store_true", help="exit 0 even when the gate blocks (report-only pipelines)")
    ck.add_argument("--verify-artifacts", choices=("cited", "all"), default="cited",
                    help="digest-check the artifacts claims cite (default) or every recorded artifact")
    ct = sub.add_parser("contract", codes="0 done (verify: matches); 1 verify: edited after freezing; "
                                          "2 missing, unreadable or usage error.",
                        examples=("claim-gate contract mint ckpt --from contract.json",
                                  "claim-gate contract verify ckpt"),
                        help="the mint-once metric_contract store: mint, show, verify",
                        description="Mint, show or verify CKPT/metric_contract.json. The first contract with "
                                    "claims is frozen; later mints return it unchanged.")
    ct.add_argument("action", choices=("mint", "show", "verify", "supersede"))
    ct.add_argument("checkpoint", metavar="CKPT", type=Path)
    ct.add_argument("--from", dest="source", metavar="F", type=Path, help="the contract to mint or supersede with (JSON)")
    ct.add_argument("--reason", metavar="TEXT", help="supersede: why the frozen contract is replaced (kept in "
                                                     "metric_contract.history.jsonl and reported by every gate run)")
    st = sub.add_parser("stats", codes="0 every recognised result is consistent; 1 an inconsistency or decision "
                                      "error; 2 unreadable, empty or non-LaTeX paper.",
                        examples=("claim-gate stats paper.tex", "claim-gate stats paper.tex --format json"),
                        help="recompute every reported test result from its printed numbers (no checkpoint)",
                        description="Recognise the paper's reported test results (t, F, chi-square, r, z, Q, "
                                    "percentages of a whole, GRIM/GRIMMER where marked) and recompute each p.")
    st.add_argument("paper", metavar="PAPER.tex", type=Path)
    st.add_argument("--format", choices=("text", "json"), default="text")
    cp = sub.add_parser("corpus", codes="0 no paper blocks; 1 a paper blocks; 2 a checkpoint could not be checked, "
                                        "or a usage error.",
                        examples=("claim-gate corpus runs/ --jobs 2", "claim-gate corpus runs/ --engine dask"),
                        help="run the gate over every checkpoint under some folders; one summary",
                        description="Find every checkpoint (a folder holding science_data.json, whose paper is "
                                    "the one .tex there with \\begin{document}), run `check` on each, write each "
                                    "report as `check` would, and print one summary in path order. Exit 0 when "
                                    "no paper blocks, 1 when one does, 2 when a checkpoint could not be checked.")
    cp.add_argument("dirs", metavar="DIR", nargs="+", type=Path)
    cp.add_argument("--engine", choices=("local", "dask"), default="local",
                    help="local process pool (default) or Dask (pip install 'claim-gate[dask]')")
    cp.add_argument("--scheduler", metavar="ADDR", help="a running Dask scheduler (default: a local cluster)")
    cp.add_argument("--jobs", metavar="N", type=int, help="worker processes (default: the cores)")
    cp.add_argument("--format", choices=("text", "jsonl"), default="text")
    cp.add_argument("--phase", choices=("draft", "final"), default="final")
    cp.add_argument("--mode", choices=("off", "warn", "strict"))
    cp.add_argument("--policy-file", metavar="F", type=Path)
    cp.add_argument("--no-write", action="store_true", help="do not write the reports")
    sg = sub.add_parser("suggest", codes="0 suggestions printed (nothing is edited); 2 bad input.",
                        examples=("claim-gate suggest paper.tex --checkpoint ckpt > anchors.diff",
                                  "claim-gate suggest paper.tex --format json"),
                        help="draft anchors and numeric assertions for uncovered results (edits nothing)",
                        description="For each uncovered result, search the recorded values for a formula that "
                                    "reproduces the printed number (identity, then registry formulas over pairs of "
                                    "configurations) and print the anchors and assertions to add as a unified "
                                    "diff, or JSON. Nothing is edited. Exit 0, or 2 on bad input.")
    sg.add_argument("paper", metavar="PAPER.tex", type=Path)
    sg.add_argument("--checkpoint", metavar="CKPT", type=Path, help="checkpoint folder (default: the paper's folder)")
    sg.add_argument("--format", choices=("diff", "json"), default="diff")
    sc = sub.add_parser("schema", examples=("claim-gate schema science_data",),
                        help="print a JSON Schema from contracts/",
                        description="Print one of the JSON Schemas the gate reads or writes.")
    sc.add_argument("name", metavar="NAME", help="e.g. paper_claim_links")
    ex = sub.add_parser("explain", codes="0 explained; 2 unknown finding type (with a did-you-mean).",
                        examples=("claim-gate explain numeric_mismatch", "claim-gate explain --all"),
                        help="what a finding type means, when it blocks, how to fix or waive it",
                        description="Explain a finding type (like `ruff rule`). With no TYPE or --all, list them all.")
    ex.add_argument("code", metavar="TYPE", nargs="?", help="a finding type, e.g. numeric_mismatch")
    ex.add_argument("--all", action="store_true", help="list every finding type with its one-line summary")
    it = sub.add_parser("init", codes="0 written; 2 a file it would write exists (nothing is overwritten), "
                                      "or DIR cannot be written.",
                        examples=("claim-gate init my-paper && claim-gate check my-paper/paper.tex",),
                        help="write a minimal checkpoint and paper that pass, to start from",
                        description="Write DIR/paper.tex, DIR/science_data.json and DIR/tree.json (with one "
                                    "experiment node): the smallest checked paper, which passes `claim-gate check`.")
    it.add_argument("directory", metavar="DIR", nargs="?", default=".", type=Path,
                    help="where to write (default: the current folder; created if missing)")
    # SPEC 10's verifiers (rubric, bundle, citations) live in their own module.
    from .artifacts.cli import add_parsers as add_artifact_parsers

    add_artifact_parsers(sub)
    return p


def _config_bindings(path: Path, names) -> tuple[list[str], dict, list[str]]:
    """Per-configuration variables from science_data.json: ids, {name: [value per config]}, notes."""
    from . import jsonio

    data = jsonio.load(path)
    configs = data.get("configurations") if isinstance(data, dict) else None
    if not isinstance(configs, list):
        raise InputError(str(path), "expected an object with a 'configurations' list", "configurations")
    ids: list = []
    columns: dict = {name: [] for name in names}
    notes: list = []
    known: set = set()
    for i, cfg in enumerate(configs):
        if not isinstance(cfg, dict):
            raise InputError(str(path), "expected object", f"configurations[{i}]")
        known.update(k for section in CONFIG_SECTIONS if isinstance(cfg.get(section), dict) for k in cfg[section])
        cid = cfg.get("config_id")
        ids.append(cid if isinstance(cid, str) and cid not in ids else f"configurations[{i}]")
        for name in names:
            value = None
            for section in CONFIG_SECTIONS:
                block = cfg.get(section)
                if isinstance(block, dict) and name in block:
                    value = block[name]
                    break
            if not _is_value(value):
                shown = json.dumps(value)
                shown = shown if len(shown) <= 40 else shown[:37] + "..."
                notes.append(f"{ids[-1]}: '{name}' is {shown}, not a number or list of numbers; undefined here")
                value = None
            columns[name].append(value)
    from .names import did_you_mean

    for name in names:  # a name no configuration has is a typo, never a column of nulls
        if configs and name not in known:
            raise InputError(str(path), f"no configuration has '{name}'{did_you_mean(name, known)}; fix the name in "
                             "the formula")
    return ids, columns, notes


def _is_value(v) -> bool:
    if v is None or isinstance(v, (bool, int, float)):
        return True
    return isinstance(v, list) and all(isinstance(x, (int, float)) and not isinstance(x, bool) for x in v)


def _cmd_eval(args) -> int:
    from . import jsonio
    from .formula import FormulaError, compile_formula

    try:
        formula = compile_formula(args.formula)
        if args.config is not None:
            ids, columns, notes = _config_bindings(args.config, formula.names)
            for note in notes:
                print(f"claim-gate eval: note: {note}", file=sys.stderr)
            result = formula.evaluate(columns, n=len(ids))
            print(json.dumps({cid: result.item(i) for i, cid in enumerate(ids)}, indent=2))
            return EXIT_OK
        variables = jsonio.loads(args.vars, "--vars") if args.vars is not None else {}
        if not isinstance(variables, dict):
            raise InputError("--vars", "expected a JSON object of variables")
        for name, value in variables.items():
            if not _is_value(value):
                raise InputError("--vars", "expected a number, bool, list of numbers or null", name)
        result = formula.evaluate({k: [v] for k, v in variables.items()}, n=1)
        print(json.dumps(result.item(0)))
        return EXIT_OK
    except FormulaError as exc:
        exc.text = exc.text or args.formula
        print(f"claim-gate eval: {exc.kind}: {exc.render()}", file=sys.stderr)
        return EXIT_INPUT


def _cmd_link(args) -> int:
    from . import jsonio
    from .files import write_atomic, write_output
    from .paper.link import link_paper

    if args.explain:
        from .paper.classify import explain
        from .paper.index import index_paper

        for row in explain(index_paper(args.paper)):
            print(row)
        return EXIT_OK
    result = link_paper(args.paper, args.checkpoint)
    text = jsonio.dumps(result)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        ckpt = args.checkpoint if args.checkpoint is not None else args.paper.parent
        out = Path(args.output) if args.output else ckpt / "paper_claim_links.json"
        if args.output:
            write_output(out, text)
        else:
            write_atomic(out, text, root=ckpt)
        counts = result["counts"]
        print(f"claim-gate link: wrote {out} ({counts['anchors']} anchors, {counts['resolved_anchors']} resolved, "
              f"{counts['numeric_mentions']} numeric mentions, {counts['uncovered_numeric_candidates']} uncovered)",
              file=sys.stderr)
    return EXIT_OK


def _cmd_check(args) -> int:
    import os

    from . import jsonio
    from .files import write_output
    from .report import text as text_report

    ckpt = args.checkpoint if args.checkpoint is not None else args.paper.parent
    keep: dict = {}
    report = gate_report(args.paper, ckpt, args.phase, args.mode, args.policy_file, os.environ,
                         args.science_data, args.figures, args.verify_artifacts,
                         keep=keep if args.format == "html" else None)
    if args.links is not None:
        # Another tool's links are recorded, never trusted (the gate links the paper itself); a broken
        # file is still an input error.
        from .files import read_text_digest

        text, digest = read_text_digest(args.links, str(args.links))
        jsonio.loads(text, str(args.links))
        report["inputs"] = dict(sorted({**report["inputs"], _relative(ckpt, args.links): digest}.items()))
    to_terminal = args.output in (None, "-") and sys.stdout.isatty()
    color = to_terminal and not os.environ.get("NO_COLOR")
    rendered = _render(args, report, ckpt, color, keep)
    # The output first: when the report file cannot be written (a read-only checkpoint), what was
    # printed is still there, and the error below still makes the exit code 2.
    if args.output in (None, "-"):
        sys.stdout.write(rendered)
        sys.stdout.flush()
    else:
        write_output(args.output, rendered)
    if (args.format != "text" and args.output in (None, "-")) or args.output not in (None, "-"):
        # stdout carries a machine format, or nothing at all (--output F): the verdict still gets said
        print(text_report.summary(report), file=sys.stderr)
    if not args.no_write:
        write_report(ckpt, args.phase, report)
    return EXIT_BLOCK if report["should_block"] and not args.exit_zero else EXIT_OK


def gate_report(paper: Path, ckpt: Path, phase: str, mode, policy_file, environ, science_data=None,
                figures=None, verify_artifacts: str = "cited", keep: dict | None = None) -> dict:
    """The gate's report for one paper, with the policy resolved as `check` resolves it (also `corpus`)."""
    import os

    from . import policy as policy_mod
    from .gate import run

    _paper_is_latex(paper)
    if not ckpt.is_dir():
        raise InputError(str(ckpt), "checkpoint is not a directory; give the checkpoint folder with --checkpoint")
    policy_inputs: dict = {}
    own = ckpt / "claim_gate_policy.json"
    # The checkpoint's own file may only tighten; when the caller names it, it is read once, as the caller's.
    own_is_callers = policy_file is not None and os.path.realpath(policy_file) == os.path.realpath(own)
    file_policy = _policy_doc(own, "claim_gate_policy.json", policy_inputs, ckpt) \
        if os.path.lexists(own) and not own_is_callers else None
    policy_name = _relative(ckpt, policy_file) if policy_file else ""
    arg_policy = _policy_doc(policy_file, policy_name, policy_inputs) if policy_file else None
    policy = policy_mod.resolve(file_policy, "claim_gate_policy.json", arg_policy, policy_name, environ, mode)
    report = run(paper, ckpt, policy, phase, science_data, figures, verify_artifacts, keep)
    report["inputs"] = dict(sorted({**report["inputs"], **policy_inputs}.items()))
    return report


def write_report(ckpt: Path, phase: str, report: dict) -> Path:
    """CKPT/evaluation/claim_evidence_hard_gate_{phase}.json, written atomically, never through a symlink out."""
    from . import jsonio
    from .files import make_dir, write_atomic
    from .gate import GATE

    out_dir = ckpt / "evaluation"
    make_dir(ckpt, out_dir)
    out = out_dir / f"{GATE}_{phase}.json"
    write_atomic(out, jsonio.dumps(report), root=ckpt)
    return out


def _paper_is_latex(paper: Path) -> None:
    """An empty paper, or one that is not LaTeX text (a JSON file, a folder), is exit 2: a strict gate over
    nothing would pass."""
    import re

    from .files import read_text

    if paper.is_dir():
        raise InputError(str(paper), "is a directory; give the paper's .tex file (claim-gate check paper.tex)")
    text = read_text(paper, str(paper), "line", budget=64 << 20)
    if not text.strip():
        raise InputError(str(paper), "is empty; give the paper's LaTeX source")
    if not re.search(r"\\[A-Za-z]", text):
        raise InputError(str(paper), "is not LaTeX text (it has no \\command); give the paper's .tex file")


def _policy_doc(path: Path, name: str, inputs: dict, root=None):
    """A policy document, read once (confined to root when it is the checkpoint's), validated: unknown keys
    with a did-you-mean first, then contracts/claim_gate_policy.schema.json for the values."""
    from . import jsonio
    from .evidence.validate import errors, json_path
    from .files import read_text_digest
    from .policy import validate

    text, digest = read_text_digest(path, name, root=root)
    data = jsonio.loads(text, name)
    validate(data, name)
    problems = errors(data, "claim_gate_policy")
    if problems:
        where, message = problems[0]
        raise InputError(name, message, json_path(where) or "top level")
    inputs[name] = digest
    return data


def _relative(ckpt: Path, path: Path) -> str:
    """An input's name in the report: relative to the checkpoint (`../` outside it), so the report's bytes do
    not depend on where the checkout lies."""
    import os

    try:
        return Path(os.path.relpath(os.path.realpath(path), os.path.realpath(ckpt))).as_posix()
    except ValueError:  # another drive (Windows): no relative path exists
        return str(path)


def _repo_relative(path: Path) -> str:
    """A path relative to where claim-gate runs (the repository root in CI), POSIX; absolute if outside."""
    import os

    try:
        return Path(os.path.relpath(path.resolve(), Path.cwd().resolve())).as_posix()
    except ValueError:  # another drive (Windows): no relative path exists, so name it in full
        return path.resolve().as_posix()


def _render(args, report: dict, ckpt: Path, color: bool, keep: dict) -> str:
    import os

    from . import jsonio
    from .report import github, junit, sarif, text as text_report

    if args.format == "json":
        return jsonio.dumps(report)
    if args.format == "sarif":
        data_file = _repo_relative(args.science_data or ckpt / "science_data.json")
        return jsonio.dumps(sarif.render(report, _repo_relative(args.paper.parent), data_file))
    if args.format == "github":
        summary_path = os.environ.get("GITHUB_STEP_SUMMARY")
        if summary_path:
            try:
                with open(summary_path, "a", encoding="utf-8") as fh:
                    fh.write(github.summary(report))
            except OSError as exc:
                raise InputError(summary_path, f"cannot append the step summary: {exc.strerror or exc}") from None
        return github.render(report, _repo_relative(args.paper.parent))
    if args.format == "junit":
        claim_ids = sorted({f["claim_id"] for f in report["errors"] + report["warnings"] if "claim_id" in f}
                           | set(report.get("claim_ids", [])))
        return junit.render(report, claim_ids)
    if args.format == "html":
        from .report import html

        return html.render(report, keep["gate_input"])
    return text_report.render(report, color, quiet=args.quiet)


def _cmd_explain(args) -> int:
    from . import explain
    from .findings import REGISTRY

    if args.all or args.code is None:
        sys.stdout.write(explain.listing())
        return EXIT_OK
    name = args.code.strip()
    if name not in REGISTRY:
        guess = explain.did_you_mean(name)
        hint = f"; did you mean {guess!r}?" if guess else "; `claim-gate explain --all` lists them"
        raise InputError("explain", f"no finding type {args.code!r}{hint}")
    sys.stdout.write(explain.text(name))
    return EXIT_OK


def _cmd_init(args) -> int:
    from .init import write_skeleton

    for path in write_skeleton(args.directory):
        print(f"claim-gate init: wrote {path}", file=sys.stderr)
    paper = args.directory / "paper.tex"
    print(f"claim-gate init: next: claim-gate check {paper}", file=sys.stderr)
    return EXIT_OK


def _cmd_contract(args) -> int:
    from . import jsonio, store

    if args.action in ("mint", "supersede"):
        if args.source is None:
            raise InputError(f"contract {args.action}", f"needs --from F, the contract to {args.action}")
        proposal = jsonio.load(args.source, str(args.source))
        if args.action == "supersede":
            if args.reason is None:
                raise InputError("contract supersede", "needs --reason TEXT: why the frozen contract is replaced")
            result = store.supersede(args.checkpoint, proposal, args.reason, str(args.source))
            print(f"claim-gate contract supersede: {result.pop('superseded')} replaced; the reason is recorded in "
                  f"{store.HISTORY} and reported by every gate run", file=sys.stderr)
        else:
            result = store.mint(args.checkpoint, proposal, str(args.source))
            differ = store.differing_keys(result["metric_contract"], proposal) if result["contract_frozen"] else []
            if differ:
                print(f"claim-gate contract mint: the contract is frozen and your proposal was discarded; it differs in "
                      f"{', '.join(differ)} (use `contract supersede --reason` to replace it)", file=sys.stderr)
        sys.stdout.write(jsonio.dumps(result))
        return EXIT_OK
    if args.action == "show":
        contract = store.load(args.checkpoint)
        if contract is None:
            raise InputError(str(args.checkpoint / store.CONTRACT), "no such file")
        sys.stdout.write(jsonio.dumps(contract))
        return EXIT_OK
    state, detail = store.verify(args.checkpoint)
    print(f"claim-gate contract verify: {state}: {detail}", file=sys.stderr)
    return EXIT_BLOCK if state == "tampered" else EXIT_OK


def _cmd_stats(args) -> int:
    from .paper.index import index_paper
    from .policy import Policy
    from .stats import analyse, render

    policy = Policy()
    index = index_paper(args.paper)
    main = index.document.files[0].text
    if "\x00" in main or not main.strip():
        raise InputError(str(args.paper), "not LaTeX text" if main.strip() else "the paper is empty")
    results = analyse(index, policy.excluded_sections, policy.statistics_alpha)
    if args.format == "json":
        sys.stdout.write(render.as_json(args.paper.name, results, policy.statistics_alpha))
    else:
        sys.stdout.write(render.as_text(results, policy.statistics_alpha))
    bad = render.summary(results)
    return EXIT_BLOCK if bad["inconsistent"] or bad["decision_errors"] else EXIT_OK


def _cmd_schema(args) -> int:
    from .contracts_index import schema_names, schema_text

    names = schema_names()
    name = args.name.removesuffix(".schema.json").removesuffix(".json")
    if name not in names:
        raise InputError("schema", f"no schema named {args.name!r}; known: {', '.join(names)}")
    sys.stdout.write(schema_text(name))
    return EXIT_OK


def _cmd_corpus(args) -> int:
    from . import corpus  # imported only when run: a `check` does not pay for the corpus engine

    return corpus.command(args)


def _cmd_suggest(args) -> int:
    from . import suggest

    return suggest.command(args)


EXIT_INTERRUPTED = 130  # the shell's code for a command ended by SIGINT


def main(argv=None) -> int:
    """Run one command. Exit 1 means only "the gate blocks": anything unexpected is 2 (or 130 on Ctrl-C)."""
    try:
        return _main(argv)
    except KeyboardInterrupt:
        _say("claim-gate: interrupted")
        return EXIT_INTERRUPTED
    except SystemExit:
        raise  # argparse's usage errors (2) and --version (0)
    except OSError as exc:
        if _is_stdout_error(exc):
            _silence_stdout()
            _say(f"claim-gate: cannot write to standard output: {exc.strerror or exc}")
            return EXIT_INPUT
        return _internal_error(exc)
    except Exception as exc:  # noqa: BLE001 - the one place a bug becomes exit 2 instead of a traceback
        return _internal_error(exc)


def _main(argv) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return EXIT_INPUT
    if sys.stdout is None:  # started with standard output closed (`>&-`)
        _say("claim-gate: standard output is closed; redirect it to a file or /dev/null")
        return EXIT_INPUT
    try:
        commands = {"eval": _cmd_eval, "link": _cmd_link, "check": _cmd_check, "contract": _cmd_contract,
                    "schema": _cmd_schema, "stats": _cmd_stats, "explain": _cmd_explain, "init": _cmd_init,
                    "corpus": _cmd_corpus, "suggest": _cmd_suggest}
        from .artifacts import cli as artifacts_cli

        commands.update(dict.fromkeys(artifacts_cli.COMMANDS, artifacts_cli.run))
        code = commands[args.command](args)
        sys.stdout.flush()  # a full disk or a closed pipe surfaces here, not at interpreter exit
        return code
    except InputError as exc:
        print(f"claim-gate: {exc}", file=sys.stderr)
        return EXIT_INPUT


def _say(line: str) -> None:
    """One line on stderr, if there is a stderr to write to."""
    try:
        if sys.stderr is not None:
            print(line, file=sys.stderr)
            sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _is_stdout_error(exc: OSError) -> bool:
    import errno

    return isinstance(exc, BrokenPipeError) or exc.errno in (errno.ENOSPC, errno.EPIPE, errno.EBADF)


def _silence_stdout() -> None:
    """Point fd 1 at /dev/null so the interpreter's final flush of unwritten output cannot fail again."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.close(devnull)
    except OSError:
        pass


def _internal_error(exc: BaseException) -> int:
    import os
    import traceback

    if os.environ.get("CLAIM_GATE_DEBUG") == "1":
        traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
    _say(f"claim-gate: internal error ({type(exc).__name__}: {str(exc)[:200]}); this is a bug, please report it "
         "with the command you ran (set CLAIM_GATE_DEBUG=1 for the traceback)")
    return EXIT_INPUT
