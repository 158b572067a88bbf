"""`claim-gate corpus`: the gate over many checkpoints (SPEC section 11). The only module that knows engines.

The gate is a pure function of its inputs, so a corpus run is a map: one task per checkpoint, each
returning its report as text; only the driver writes reports (atomically, with Ctrl-C deferred while
it writes) and prints the summary, in path order. Engines: a local process pool, or Dask
(`dask.distributed`, an optional extra) on a cluster or, without `--scheduler`, a LocalCluster, so
the same code path is tested on one machine as runs on many. A checkpoint that cannot be checked is a
row with its error, never the end of the run.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import sys
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Callable, Iterator, List, Optional, Sequence, Tuple

from .errors import InputError

PAPER_MARK = "\\begin{document}"
# Read from the driver's environment and shipped with each task (a Dask worker has its own environment).
_ENV_PREFIXES = ("CLAIM_GATE_", "ARI_")


@dataclass(frozen=True)
class Task:
    checkpoint: str  # absolute, so a worker on another machine sees the same path on a shared file system
    paper: Optional[str]  # None when discovery found no single paper: `error` says why
    error: Optional[str]
    phase: str
    mode: Optional[str]
    policy_file: Optional[str]  # absolute, for the worker to read
    environ: Tuple[Tuple[str, str], ...]


@dataclass(frozen=True)
class Row:
    checkpoint: str  # as the user will read it: relative to the working folder when inside it
    paper: Optional[str]
    status: str  # passed | warn | failed | error
    should_block: bool
    errors: int
    warnings: int
    seconds: float
    error: Optional[str] = None


def discover(dirs: Sequence[Path]) -> List[Path]:
    """Checkpoint folders under `dirs` (a folder holding science_data.json), sorted, each once.

    A checkpoint's own subfolders are not searched (experiments/ is evidence, not more papers);
    symlinked folders are not followed, so a link cannot pull the walk outside what was named.
    """
    found = set()
    for d in dirs:
        if not d.is_dir():
            raise InputError(str(d), "not a directory")
        for root, subdirs, files in os.walk(d):
            if "science_data.json" in files:
                found.add(Path(root).resolve())
                subdirs[:] = []
            else:
                subdirs[:] = sorted(s for s in subdirs if not s.startswith("."))
    return sorted(found)


def find_paper(ckpt: Path) -> Tuple[Optional[Path], Optional[str]]:
    """The one .tex in the checkpoint holding \\begin{document}; else None and why."""
    papers = []
    for tex in sorted(ckpt.glob("*.tex")):
        try:
            if tex.is_file() and not tex.is_symlink() and PAPER_MARK in tex.read_text(encoding="utf-8", errors="replace"):
                papers.append(tex)
        except OSError:
            continue
    if len(papers) == 1:
        return papers[0], None
    if not papers:
        return None, f"{ckpt}: no .tex file here contains {PAPER_MARK}: no paper to check"
    names = ", ".join(p.name for p in papers)
    return None, f"{ckpt}: several .tex files contain {PAPER_MARK} ({names}): which paper is meant is unclear"


def gate_one(task: Task) -> dict:
    """One checkpoint's outcome, as plain data (it crosses process and machine boundaries).

    Never raises for a bad checkpoint: an input error or a bug becomes the outcome's `error`.
    """
    t0 = time.perf_counter()
    out: dict = {"report": None, "error": task.error, "status": "error", "should_block": False, "errors": 0, "warnings": 0}
    if task.paper is not None:
        from . import jsonio
        from .cli import gate_report

        try:
            report = gate_report(Path(task.paper), Path(task.checkpoint), task.phase, task.mode,
                                 Path(task.policy_file) if task.policy_file else None, dict(task.environ))
            out.update(report=jsonio.dumps(report), status=report["status"], should_block=report["should_block"],
                       errors=len(report["errors"]), warnings=len(report["warnings"]))
        except InputError as exc:
            out["error"] = str(exc)
        except Exception as exc:  # noqa: BLE001  a bug must cost its row, not the other papers' runs
            out["error"] = f"internal error (please report it): {type(exc).__name__}: {exc}"
    out["seconds"] = time.perf_counter() - t0
    return out


def _outcome(fut, task: Task) -> dict:
    """A finished task's outcome; a worker that died (killed, out of memory) costs only its row."""
    try:
        return fut.result()
    except Exception as exc:  # noqa: BLE001  whatever the engine raises, the other papers go on
        return {"report": None, "error": f"{task.checkpoint}: the worker failed: {type(exc).__name__}: {exc}",
                "status": "error", "should_block": False, "errors": 0, "warnings": 0, "seconds": 0.0}


def _ignore_sigint() -> None:
    # Ctrl-C on a terminal reaches the whole process group: the driver alone handles it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _local(tasks: List[Task], jobs: int) -> Iterator[Tuple[int, dict]]:
    if jobs <= 1 or len(tasks) <= 1:
        for i, t in enumerate(tasks):
            yield i, gate_one(t)
        return
    from concurrent.futures import ProcessPoolExecutor, as_completed

    from . import gate  # noqa: F401  imported before the pool forks, so workers start warm

    pool = ProcessPoolExecutor(max_workers=min(jobs, len(tasks)), initializer=_ignore_sigint)
    try:
        futures = {pool.submit(gate_one, t): i for i, t in enumerate(tasks)}
        for fut in as_completed(futures):
            yield futures[fut], _outcome(fut, tasks[futures[fut]])
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _dask(tasks: List[Task], jobs: int, scheduler: Optional[str]) -> Iterator[Tuple[int, dict]]:
    try:
        from dask.distributed import Client, LocalCluster, as_completed  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        raise InputError("--engine dask", "dask.distributed is not installed: pip install 'claim-gate[dask]'") from None
    import logging

    cluster = None
    try:
        if scheduler:
            client = Client(scheduler, timeout="30s")
        else:
            import dask

            # No dashboard is served, so nobody reads the workers' statistical profiler or system monitor: both
            # sample every few milliseconds, taking the GIL from the gate (profile off: 62.4 -> 59.5 s of gate time
            # over 200 checkpoints; benchmarks/corpus_scale.py). The nannies hand this config to their workers.
            with dask.config.set({"distributed.worker.profile.enabled": False,
                                  "distributed.admin.system-monitor.interval": "10s"}):
                cluster = LocalCluster(n_workers=jobs, threads_per_worker=1, processes=True, dashboard_address=None,
                                       silence_logs=logging.ERROR)
            client = Client(cluster)
    except Exception as exc:  # noqa: BLE001  whatever stops the engine from starting is one line, exit 2
        raise InputError(f"--scheduler {scheduler}" if scheduler else "--engine dask",
                         f"cannot start or reach the Dask scheduler: {exc}") from None
    try:
        # One task per checkpoint, keyed by this run and its index: never merged with the tasks of
        # another run on a shared scheduler.
        import uuid

        run_id = uuid.uuid4().hex
        futures = [client.submit(gate_one, t, key=f"claim-gate-{run_id}-{i}", pure=False) for i, t in enumerate(tasks)]
        index = {f.key: i for i, f in enumerate(futures)}
        for fut in as_completed(futures):
            yield index[fut.key], _outcome(fut, tasks[index[fut.key]])
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


@contextlib.contextmanager
def _sigint_deferred():
    """Hold Ctrl-C while the driver writes a report: it lands whole or not at all, with no temp file left."""
    import threading

    if threading.current_thread() is not threading.main_thread():
        yield
        return
    pending = []
    previous = signal.signal(signal.SIGINT, lambda *a: pending.append(a))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if pending:
            raise KeyboardInterrupt


def _display(path: Path) -> str:
    try:
        return path.relative_to(Path.cwd().resolve()).as_posix() or "."
    except ValueError:
        return path.as_posix()


def run(dirs: Sequence[Path], engine: str = "local", jobs: Optional[int] = None, scheduler: Optional[str] = None,
        phase: str = "final", mode: Optional[str] = None, policy_file: Optional[Path] = None,
        environ: Optional[dict] = None, write: bool = True,
        progress: Optional[Callable[[int], Callable[[], None]]] = None) -> List[Row]:
    """Gate every checkpoint under `dirs`; write each report as `check` would; rows in path order."""
    from .cli import write_report

    ckpts = discover(dirs)
    if not ckpts:
        raise InputError(" ".join(str(d) for d in dirs), "no checkpoint found (a folder holding science_data.json)")
    env = tuple(sorted((k, v) for k, v in (environ if environ is not None else os.environ).items()
                       if k.startswith(_ENV_PREFIXES)))
    pol = str(policy_file.resolve()) if policy_file is not None else None
    tasks = []
    for ckpt in ckpts:
        paper, error = find_paper(ckpt)
        tasks.append(Task(str(ckpt), str(paper) if paper else None, error, phase, mode, pol, env))
    jobs = jobs or os.cpu_count() or 1
    outcomes: List[Optional[dict]] = [None] * len(tasks)
    # Discovery errors need no worker.
    todo = [i for i, t in enumerate(tasks) if t.paper is not None]
    for i, t in enumerate(tasks):
        if t.paper is None:
            outcomes[i] = gate_one(t)
    tick = progress(len(tasks)) if progress else None
    if tick:
        for _ in range(len(tasks) - len(todo)):
            tick()
    sub = [tasks[i] for i in todo]
    stream = _dask(sub, jobs, scheduler) if engine == "dask" else _local(sub, jobs)
    for k, outcome in stream:
        i = todo[k]
        if write and outcome["report"] is not None:
            try:
                with _sigint_deferred():
                    write_report(Path(tasks[i].checkpoint), phase, json.loads(outcome["report"]))
            except InputError as exc:  # a read-only checkpoint: its row says so, the others go on
                outcome = {**outcome, "status": "error", "error": str(exc)}
        outcomes[i] = outcome
        if tick:
            tick()
    rows = []
    for t, o in zip(tasks, outcomes):
        assert o is not None
        rows.append(Row(_display(Path(t.checkpoint)), Path(t.paper).name if t.paper else None,
                        "error" if o["error"] else o["status"], bool(o["should_block"]), o["errors"], o["warnings"],
                        round(o["seconds"], 3), o["error"]))
    return rows


def exit_code(rows: Sequence[Row]) -> int:
    """2 when a checkpoint could not be checked (as `check` exits 2), else 1 when any paper blocks, else 0."""
    if any(r.status == "error" for r in rows):
        return 2
    return 1 if any(r.should_block for r in rows) else 0


def totals(rows: Sequence[Row], wall: float) -> dict:
    counts = {s: sum(1 for r in rows if r.status == s) for s in ("passed", "warn", "failed", "error")}
    return {"papers": len(rows), **counts, "blocking": sum(1 for r in rows if r.should_block),
            "errors": sum(r.errors for r in rows), "warnings": sum(r.warnings for r in rows),
            "seconds": round(wall, 3)}


def render_text(rows: Sequence[Row], wall: float) -> str:
    width = max([len("checkpoint")] + [len(r.checkpoint) for r in rows])
    lines = [f"{'checkpoint':<{width}}  {'status':<7} {'block':<5} {'errors':>6} {'warnings':>8} {'seconds':>8}"]
    for r in rows:
        lines.append(f"{r.checkpoint:<{width}}  {r.status:<7} {'yes' if r.should_block else 'no':<5} "
                     f"{r.errors:>6} {r.warnings:>8} {r.seconds:>8.2f}")
        if r.error:
            lines.append(f"{'':<{width}}  {r.error}")
    t = totals(rows, wall)
    lines.append(f"{t['papers']} papers: {t['passed']} passed, {t['warn']} warn, {t['failed']} failed "
                 f"({t['blocking']} blocking), {t['error']} could not be checked; {t['errors']} errors, "
                 f"{t['warnings']} warnings; {t['seconds']:.2f} s")
    return "\n".join(lines) + "\n"


def render_jsonl(rows: Sequence[Row], wall: float) -> str:
    lines = [json.dumps(asdict(r), sort_keys=True) for r in rows]
    lines.append(json.dumps({"totals": totals(rows, wall)}, sort_keys=True))
    return "\n".join(lines) + "\n"


def progress_bar() -> Optional[Callable[[int], Callable[[], None]]]:
    """A tqdm bar on stderr when it is a terminal and tqdm is installed; otherwise none."""
    if not sys.stderr.isatty():
        return None
    try:
        from tqdm import tqdm  # type: ignore[import-untyped,unused-ignore]
    except ImportError:
        return None

    def start(total: int) -> Callable[[], None]:
        bar = tqdm(total=total, unit="paper", file=sys.stderr, leave=False)

        def tick() -> None:
            bar.update(1)
            if bar.n >= total:
                bar.close()
        return tick
    return start


def command(args) -> int:
    if args.jobs is not None and args.jobs < 1:
        raise InputError("--jobs", f"must be at least 1, not {args.jobs}")
    if args.scheduler and args.engine != "dask":
        raise InputError("--scheduler", "needs --engine dask")
    t0 = time.perf_counter()
    try:
        rows = run(args.dirs, args.engine, args.jobs, args.scheduler, args.phase, args.mode, args.policy_file,
                   write=not args.no_write, progress=progress_bar())
    except KeyboardInterrupt:
        print("claim-gate corpus: interrupted; every report written so far is complete", file=sys.stderr)
        return 130
    render = render_jsonl if args.format == "jsonl" else render_text
    sys.stdout.write(render(rows, time.perf_counter() - t0))
    return exit_code(rows)
