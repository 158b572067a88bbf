"""Command line. The only module that reads arguments and the environment.

Exit codes: 0 ran and does not block, 1 blocks, 2 usage or input error (one line on stderr).
Heavy imports (numpy, lark) happen inside the commands, so `claim-gate --version` stays fast.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from . import __version__, corpus, suggest
from .errors import InputError

EXIT_OK, EXIT_BLOCK, EXIT_INPUT = 0, 1, 2

# Where a configuration's variables come from, first hit wins (SPEC section 1, `{config_id, metric}`).
CONFIG_SECTIONS = ("measurements", "scores", "metrics", "params", "parameters")


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # argparse's default exits 2 too; keep it to one line plus usage
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        raise SystemExit(EXIT_INPUT)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="claim-gate", description="Deterministic claim-evidence gate for scientific papers.")
    p.add_argument("--version", action="version", version=f"claim-gate {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    ev = sub.add_parser("eval", help="evaluate a formula of the claim-gate formula language",
                        description="Evaluate a formula and print the result as JSON "
                                    "(number, list, true/false, null when undefined).")
    ev.add_argument("formula", metavar="FORMULA")
    src = ev.add_mutually_exclusive_group()
    src.add_argument("--vars", metavar="JSON", help='variables as a JSON object, e.g. \'{"a": [1, 2], "b": 3}\'')
    src.add_argument("--config", metavar="science_data.json", type=Path,
                     help="evaluate once per configuration of this file; prints {config_id: result}")
    ln = sub.add_parser("link", help="write paper_claim_links.json: anchors, numeric mentions, diagnostics",
                        description="Scan a LaTeX paper (following \\input) and reconcile its %% CLAIM anchors "
                                    "with the checkpoint's science_data.json.")
    ln.add_argument("paper", metavar="PAPER.tex", type=Path)
    ln.add_argument("--checkpoint", metavar="CKPT", type=Path, help="checkpoint folder (default: the paper's folder)")
    ln.add_argument("--output", metavar="F", help="where to write (default CKPT/paper_claim_links.json; - for stdout)")
    ck = sub.add_parser("check", help="run the claim-evidence gate on a paper and its checkpoint",
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
    ck.add_argument("--format", choices=("text", "json", "sarif", "github", "junit"), default="text")
    ck.add_argument("--output", metavar="F", help="where the formatted output goes (default stdout)")
    ck.add_argument("--no-write", action="store_true", help="do not write CKPT/evaluation/claim_evidence_hard_gate_{phase}.json")
    ck.add_argument("--exit-zero", action="store_true", help="exit 0 even when the gate blocks (report-only pipelines)")
    ck.add_argument("--verify-artifacts", choices=("cited", "all"), default="cited",
                    help="digest-check the artifacts claims cite (default) or every recorded artifact")
    ct = sub.add_parser("contract", help="the mint-once metric_contract store: mint, show, verify",
                        description="Mint, show or verify CKPT/metric_contract.json. The first contract with "
                                    "claims is frozen; later mints return it unchanged.")
    ct.add_argument("action", choices=("mint", "show", "verify"))
    ct.add_argument("checkpoint", metavar="CKPT", type=Path)
    ct.add_argument("--from", dest="source", metavar="F", type=Path, help="the contract to mint (JSON)")
    corpus.register(sub)
    suggest.register(sub)
    sc = sub.add_parser("schema", help="print a JSON Schema from contracts/",
                        description="Print one of the JSON Schemas the gate reads or writes.")
    sc.add_argument("name", metavar="NAME", help="e.g. paper_claim_links")
    return p


def _config_bindings(path: Path, names) -> tuple[list[str], dict, list[str]]:
    """Per-configuration variables from science_data.json: ids, {name: [value per config]}, notes."""
    from . import jsonio

    data = jsonio.load(path)
    configs = data.get("configurations") if isinstance(data, dict) else None
    if not isinstance(configs, list):
        raise InputError(str(path), "expected an object with a 'configurations' list", "configurations")
    ids, columns, notes = [], {name: [] for name in names}, []
    for i, cfg in enumerate(configs):
        if not isinstance(cfg, dict):
            raise InputError(str(path), "expected object", f"configurations[{i}]")
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
                notes.append(f"{ids[-1]}: '{name}' is {json.dumps(value)[:40]}, not a number or list of numbers; undefined here")
                value = None
            columns[name].append(value)
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
    from .files import write_atomic
    from .paper.link import link_paper

    result = link_paper(args.paper, args.checkpoint)
    text = jsonio.dumps(result)
    if args.output == "-":
        sys.stdout.write(text)
    else:
        ckpt = args.checkpoint if args.checkpoint is not None else args.paper.parent
        out = Path(args.output) if args.output else ckpt / "paper_claim_links.json"
        write_atomic(out, text)
        counts = result["counts"]
        print(f"claim-gate link: wrote {out} ({counts['anchors']} anchors, {counts['resolved_anchors']} resolved, "
              f"{counts['numeric_mentions']} numeric mentions, {counts['uncovered_numeric_candidates']} uncovered)",
              file=sys.stderr)
    return EXIT_OK


def _cmd_check(args) -> int:
    import os

    from . import jsonio
    from .files import write_atomic
    from .report import text as text_report

    ckpt = args.checkpoint if args.checkpoint is not None else args.paper.parent
    report = gate_report(args.paper, ckpt, args.phase, args.mode, args.policy_file, os.environ,
                         args.science_data, args.figures, args.verify_artifacts)
    if args.links is not None:
        # Another tool's links are recorded, never trusted (the gate links the paper itself); a broken
        # file is still an input error.
        from .files import read_text_digest

        text, digest = read_text_digest(args.links, str(args.links))
        jsonio.loads(text, str(args.links))
        report["inputs"] = dict(sorted({**report["inputs"], str(args.links): digest}.items()))
    to_terminal = args.output in (None, "-") and sys.stdout.isatty()
    color = to_terminal and not os.environ.get("NO_COLOR")
    rendered = _render(args, report, ckpt, color)
    # The output first: when the report file cannot be written (a read-only checkpoint), what was
    # printed is still there, and the error below still makes the exit code 2.
    if args.output in (None, "-"):
        sys.stdout.write(rendered)
        sys.stdout.flush()
    else:
        write_atomic(Path(args.output), rendered)
    if args.format != "text" and args.output in (None, "-"):
        print(text_report.render(report).splitlines()[0], file=sys.stderr)
    if not args.no_write:
        write_report(ckpt, args.phase, report)
    return EXIT_BLOCK if report["should_block"] and not args.exit_zero else EXIT_OK


def gate_report(paper: Path, ckpt: Path, phase: str, mode, policy_file, environ, science_data=None,
                figures=None, verify_artifacts: str = "cited", policy_name=None) -> dict:
    """The gate's report for one paper, with the policy resolved as `check` resolves it (also `corpus`).

    policy_name: how the report names --policy-file (default: the path as given).
    """
    from . import policy as policy_mod
    from .gate import run

    if not ckpt.is_dir():
        raise InputError(str(ckpt), "checkpoint is not a directory")
    policy_inputs: dict = {}
    file_policy = _policy_doc(ckpt / "claim_gate_policy.json", "claim_gate_policy.json", policy_inputs) \
        if (ckpt / "claim_gate_policy.json").exists() else None
    policy_name = policy_name or str(policy_file)
    arg_policy = _policy_doc(policy_file, policy_name, policy_inputs) if policy_file else None
    policy = policy_mod.resolve(file_policy, "claim_gate_policy.json", arg_policy, policy_name, environ, mode)
    report = run(paper, ckpt, policy, phase, science_data, figures, verify_artifacts)
    report["inputs"] = dict(sorted({**report["inputs"], **policy_inputs}.items()))
    return report


def write_report(ckpt: Path, phase: str, report: dict) -> Path:
    """CKPT/evaluation/claim_evidence_hard_gate_{phase}.json, written atomically."""
    from . import jsonio
    from .files import write_atomic
    from .gate import GATE

    out_dir = ckpt / "evaluation"
    try:
        out_dir.mkdir(exist_ok=True)
    except OSError as exc:
        raise InputError(str(out_dir), f"cannot create the report folder: {exc.strerror or exc}") from None
    out = out_dir / f"{GATE}_{phase}.json"
    write_atomic(out, jsonio.dumps(report))
    return out


def _policy_doc(path: Path, name: str, inputs: dict):
    """A policy document, read once, validated against contracts/claim_gate_policy.schema.json."""
    from . import jsonio
    from .evidence.validate import errors, json_path
    from .files import read_text_digest

    text, digest = read_text_digest(path, name)
    data = jsonio.loads(text, name)
    problems = errors(data, "claim_gate_policy")
    if problems:
        where, message = problems[0]
        raise InputError(name, message, json_path(where) or "top level")
    inputs[name] = digest
    return data


def _repo_relative(path: Path) -> str:
    """A path relative to where claim-gate runs (the repository root in CI), POSIX; absolute if outside."""
    import os

    try:
        return Path(os.path.relpath(path.resolve(), Path.cwd().resolve())).as_posix()
    except ValueError:  # another drive (Windows): no relative path exists, so name it in full
        return path.resolve().as_posix()


def _render(args, report: dict, ckpt: Path, color: bool) -> str:
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
    return text_report.render(report, color)


def _cmd_contract(args) -> int:
    from . import jsonio, store

    if args.action == "mint":
        if args.source is None:
            raise InputError("contract mint", "needs --from F, the contract to mint")
        result = store.mint(args.checkpoint, jsonio.load(args.source, str(args.source)), str(args.source))
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


def _cmd_schema(args) -> int:
    from .contracts_index import schema_names, schema_text

    names = schema_names()
    name = args.name.removesuffix(".schema.json").removesuffix(".json")
    if name not in names:
        raise InputError("schema", f"no schema named {args.name!r}; known: {', '.join(names)}")
    sys.stdout.write(schema_text(name))
    return EXIT_OK


def main(argv=None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help(sys.stderr)
        return EXIT_INPUT
    try:
        commands = {"eval": _cmd_eval, "link": _cmd_link, "check": _cmd_check, "contract": _cmd_contract,
                    "schema": _cmd_schema, "corpus": corpus.command, "suggest": suggest.command}
        return commands[args.command](args)
    except InputError as exc:
        print(f"claim-gate: {exc}", file=sys.stderr)
        return EXIT_INPUT
