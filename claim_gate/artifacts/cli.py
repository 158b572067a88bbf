"""`claim-gate rubric verify`, `bundle verify` and `citations f1|sxs|litreview` (SPEC section 10).

Exit codes as every verifier: 0 holds, 1 a check fails (an error finding), 2 unreadable input or usage
(raised as InputError, which the main command line prints as one line).
"""

from __future__ import annotations

import sys
from pathlib import Path

EXIT_OK, EXIT_FAIL = 0, 1
COMMANDS = ("rubric", "bundle", "citations")
FORMATS = ("text", "json", "sarif")


def _common(p) -> None:
    p.add_argument("--format", choices=FORMATS, default="text")
    p.add_argument("--output", metavar="F", help="where the formatted output goes (default stdout)")


def add_parsers(sub) -> None:
    """Add the three verifier commands to the main parser's subparsers."""
    rb = sub.add_parser("rubric", codes="0 every check holds; 1 a check fails; 2 unreadable input or usage error.",
                        examples=("claim-gate rubric verify fixtures/rubric/valid.json --paper fixtures/rubric/paper.tex",),
                        help="verify a replication rubric envelope (version 3)",
                        description="Verify a rubric envelope: schema, rubric_sha256, paper_sha256 and quotes "
                                    "(with --paper), ids, leaf fields, vocabularies, weights, flags, venue axes and "
                                    "a graded tree's scores.")
    rsub = rb.add_subparsers(dest="action", metavar="ACTION", required=True)
    rv = rsub.add_parser("verify", help="verify ENVELOPE.json")
    rv.add_argument("envelope", metavar="ENVELOPE.json", type=Path)
    rv.add_argument("--paper", metavar="PAPER", type=Path, help="the paper the envelope was generated from")
    rv.add_argument("--graded", metavar="F", type=Path, help="a graded TaskNode tree whose scores are recomputed")
    rv.add_argument("--venue", metavar="ID", help="venue template (generic, sc, neurips, nature); paper_audit "
                                                  "templates fix the root's axes")
    _common(rv)
    bd = sub.add_parser("bundle", codes="0 every check holds; 1 a check fails; 2 unreadable input or usage error.",
                        examples=("claim-gate bundle verify fixtures/bundle/valid --paper fixtures/bundle/paper.tex",),
                        help="verify a replay evidence bundle",
                        description="Verify a replay evidence bundle folder: policy floor, replay rows, metric "
                                    "replay, source-module digests, negative cases, bundle_sha256 vs \\codedigest.")
    bsub = bd.add_subparsers(dest="action", metavar="ACTION", required=True)
    bv = bsub.add_parser("verify", help="verify BUNDLE_DIR")
    bv.add_argument("bundle", metavar="BUNDLE_DIR", type=Path)
    bv.add_argument("--paper", metavar="PAPER.tex", type=Path, help="the paper whose \\codedigest{} binds the bundle")
    _common(bv)
    ct = sub.add_parser("citations", codes="0 every check holds; 1 a check fails; 2 unreadable input or usage error.",
                        examples=("claim-gate citations sxs paper_1 paper_2",),
                        help="citation F1, side-by-side verdicts, literature-review scores",
                        description="The paper autoraters' mechanical parts.")
    csub = ct.add_subparsers(dest="action", metavar="ACTION", required=True)
    cf = csub.add_parser("f1", help="precision, recall and F1 of the generated paper's references (P0, P1, all)")
    for opt in ("--gt-partition", "--gt-refs", "--gen-partition", "--gen-refs"):
        cf.add_argument(opt, metavar="F", type=Path, required=True)
    _common(cf)
    cs = csub.add_parser("sxs", help="combine two order-swapped side-by-side verdicts into win, tie or loss")
    cs.add_argument("winner1", metavar="WINNER1", help="call 1 (A as paper_1): paper_1, paper_2, tie, or its JSON")
    cs.add_argument("winner2", metavar="WINNER2", help="call 2 (A as paper_2): paper_1, paper_2, tie, or its JSON")
    _common(cs)
    cl = csub.add_parser("litreview", help="check a literature-review score against the seed's caps and penalties")
    cl.add_argument("score", metavar="SCORE.json", type=Path)
    _common(cl)


def run(args) -> int:
    from ..files import write_atomic
    from . import bundle, citations, rubric
    from .render import render, text

    if args.command == "rubric":
        result = rubric.verify(args.envelope, args.paper, args.graded, args.venue)
    elif args.command == "bundle":
        result = bundle.verify(args.bundle, args.paper)
    elif args.action == "f1":
        result = citations.f1(args.gt_partition, args.gt_refs, args.gen_partition, args.gen_refs)
    elif args.action == "sxs":
        result = citations.sxs(args.winner1, args.winner2)
    else:
        result = citations.litreview(args.score)
    rendered = render(result, args.format)
    if args.output in (None, "-"):
        sys.stdout.write(rendered)
        if args.format != "text":
            print(text(result).splitlines()[0], file=sys.stderr)
    else:
        write_atomic(Path(args.output), rendered)
    return EXIT_FAIL if result["errors"] else EXIT_OK
