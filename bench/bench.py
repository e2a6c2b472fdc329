#!/usr/bin/env python3
"""Benchmark docgen against Hugo and raw cmark-gfm on the shared synthetic corpus.

Usage (from anywhere; paths default relative to the repository root):

    bench/bench.py                      # build docgen (release), N=1000, 5 rounds
    bench/bench.py --no-build --runs 3  # use the existing .build/release/docgen
    bench/bench.py --scaling            # also compare N and 4N pages per locale
    bench/bench.py --quick --no-build   # smoke test: N=50, 2 rounds, no scaling
    bench/bench.py --json bench-out/results.json
    bench/bench.py --pathological       # only the pathological pages, PASS/FAIL per case

Options:
    --pages N        pages per locale (en, ja, zh); default 1000 (50 with --quick)
    --runs R         timed rounds per measurement; default 5 (2 with --quick)
    --warmup W       untimed warm-up rounds before the full builds; default 1
    --scaling        also time full docgen builds at N and 4N pages per locale
    --scale-factor F the "4" in 4N; default 4
    --quick          smoke test: N=50, runs=2, no scaling (explicit --pages/--runs win)
    --no-build       do not run `swift build -c release --product docgen` first
    --docgen PATH    docgen binary; default .build/release/docgen (relative to the repo root)
    --hugo PATH      hugo binary; default `hugo` on PATH (skipped with a note if missing)
    --cmark PATH     cmark-gfm binary; default `cmark-gfm` on PATH (skipped if missing)
    --work-dir DIR   where corpora and outputs go; default bench-out/ in the repo root
                     (git-ignored). The script only ever deletes paths it created inside
                     this directory, and refuses a non-empty directory it did not create.
    --make-corpus F  corpus generator; default /work/shared/bench/make-corpus.py
    --timeout S      kill any single timed command after S seconds; default 900
    --json FILE      also write every number (raw samples, medians, targets, machine, versions)
    --pathological   only the pathological pages (section 7); exit 1 when a case fails its bounds
    --no-mdx         skip the MDX corpus (the same pages as a Docusaurus site: check and build)

What it measures, in one run so the ratios share the machine's state:

1. Corpus: `make-corpus.py WORK/corpus-N N --hugo` (N pages per locale x en/ja/zh), regenerated
   on every invocation so edits from an earlier run never leak in.
2. Full builds, round-robin: every round runs each tool once (the order rotates per round),
   each into a fresh output directory (the previous one is moved aside, outside the timing, and
   deleted when the run ends: on ext4 a tool that creates thousands of files within minutes of
   thousands being deleted pays for the allocator skipping the freed inodes, a cost of the
   script's cleanup that would otherwise land in whichever tool runs next):
     docgen build --root CORPUS --out OUT --quiet
     hugo --quiet -s CORPUS -d OUT
     find CORPUS/content -name '*.md' -print0 | xargs -0 -n 200 cmark-gfm --unsafe
         -e table -e strikethrough -e autolink -e tasklist -e tagfilter > /dev/null
   The cmark-gfm line is "raw cmark-gfm (parse+render, one process per 200 files)": each process
   gets 200 files and parses them as one concatenated document (the same bytes are parsed;
   start-up cost is amortised). Targets: docgen wall <= 0.25 x hugo wall; docgen peak RSS <= 200 MiB.
3. docgen rebuilds into an existing output: (a) nothing changed: one untimed build primes the
   directory, then R builds into it are timed; (b) one page changed: before each timed build a
   line is appended to a different page (spread over the locales); the script checks that the
   edit reached the page's HTML and restores every edited page afterwards.
   Targets: (a) <= 0.1 s, (b) <= 0.05 s.
4. `docgen check --root CORPUS --format json`: one untimed warm run (fills the model cache), then
   R timed runs. Exit 0 and 1 (drift found) both count; exit 2 means "not implemented" and is
   reported as "check: not available"; anything else is an error. Target: < 1 s.
5. --scaling: full docgen builds at N and 4N pages per locale, alternated per round; prints
   time per page and the 4N/N wall ratio (about 4 when linear).
6. Search index: in the docgen output of step 2, <locale>/search-index.json and every file in
   <locale>/search-index/, as a share of that locale's HTML bytes. Target: < 25%.
7. --pathological (alone): one-page sites made to hurt - 100,000 nested brackets, block quotes,
   list items, emphasis and images, 10,000 nested admonitions, a 50 MB page, an 8 MB page, a
   10,000-row table, 10,000 headings with the same name, lines of 100,000 CJK characters without
   a space, raw HTML nested 100,000 deep, with 20,000 formatting tags left open or 50,000
   attributes on one tag, 2 and 8 MB of raw HTML to sanitize, and for `docgen check` 10,000 wrong counts on one line (English and Chinese) and a
   10,000-row API table. Each is built (or checked) once and must end as expected - built, or
   stopped by its limit error (docgen.markdown.too-deep, docgen.input.too-large) - within its
   wall-time and peak-RSS bounds; pairs with 4x the input must take at most 1.6 x 4 the time
   (linear, not quadratic). A case over its bounds is FAIL and the exit status is 1.

Measurement method: before each timed command os.sync() flushes dirty pages (so writeback of
the previous command's output does not land in this one's timing); the command is started with
subprocess.Popen (its own session, stdin and stdout to /dev/null, stderr to a scratch file shown
on failure) and reaped with os.wait4().
  * wall time: time.perf_counter() from just before Popen to wait4's return;
  * CPU time: user+sys from the delta of resource.getrusage(RUSAGE_CHILDREN) across the command.
    Only one child runs at a time, and every process of the tree (sh, find, xargs, each
    cmark-gfm, anything docgen spawns) is reaped by its parent, so the delta is the summed CPU
    of the whole tree (it equals the user+sys that wait4 reports for the child);
  * peak RSS: ru_maxrss from wait4 (KiB on Linux). For a tree this is the largest single
    process's peak (the kernel takes the max over the child and its reaped descendants), not
    the sum of processes alive at the same time - for the cmark-gfm pipeline that is the
    biggest cmark-gfm process.
The tables show medians over the rounds (and the fastest wall time). Exit status: 0 when every
measurement ran (targets that FAIL are reported, not fatal), 1 when a tool errored, 2 on a
setup problem (no corpus generator, failed docgen build, unusable work directory).

Python 3.11 standard library only.
"""
from __future__ import annotations

import argparse
import atexit
import datetime
import json
import os
import platform
import resource
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_MAKE_CORPUS = Path("/work/shared/bench/make-corpus.py")
LOCALES = ("en", "ja", "zh")
CMARK_FLAGS = ["--unsafe", "-e", "table", "-e", "strikethrough", "-e", "autolink",
               "-e", "tasklist", "-e", "tagfilter"]
CMARK_BATCH = 200
MARKER = ".docgen-bench-workdir"
TRASH = ".trash"
# When a run last emptied its trash: ext4 makes file creation dearer for minutes after a mass
# delete, so a run that starts soon after another says so.
CLEANUP_STAMP = ".last-cleanup"
MIB = 1024 * 1024

TARGET_HUGO_RATIO = 0.25
TARGET_RSS_MIB = 200
TARGET_NOCHANGE_S = 0.1
TARGET_ONEPAGE_S = 0.05
TARGET_CHECK_S = 1.0
TARGET_MDX_CHECK_S = 1.2
TARGET_EXTRACT_COLD_S = 3.0
TARGET_SERVE_SAMPLE_S = 0.100
TARGET_SERVE_CORPUS_S = 0.300
TARGET_INDEX_SHARE = 0.25


class SetupError(Exception):
    """A problem that stops the whole benchmark (exit status 2)."""


class ToolError(Exception):
    """A timed command failed; the measurement it belongs to is abandoned."""


# --------------------------------------------------------------------------- measuring

@dataclass
class Sample:
    wall_s: float
    cpu_s: float
    maxrss_kib: int
    exit_code: int
    stderr_tail: str = ""


@dataclass
class Runner:
    """Runs commands one at a time and measures them (see the module docstring)."""
    scratch: Path
    timeout: float

    def run(self, argv: list[str], *, shell: bool = False, ok_codes: tuple[int, ...] = (0,)) -> Sample:
        """Run argv (a shell line when shell=True), measure it, raise ToolError on failure."""
        display = argv[0] if shell else shlex.join(argv)
        with tempfile.TemporaryFile(dir=self.scratch) as err:
            os.sync()  # flush the previous command's output now, not during this timing
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            try:
                proc = subprocess.Popen(argv[0] if shell else argv, shell=shell,
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=err, start_new_session=True)
            except OSError as e:
                raise ToolError(f"cannot start {display}: {e}") from e
            timed_out = threading.Event()

            def kill() -> None:
                timed_out.set()
                _kill_group(proc.pid)

            timer = threading.Timer(self.timeout, kill)
            timer.start()
            try:
                _, status, usage = os.wait4(proc.pid, 0)
            except KeyboardInterrupt:
                _kill_group(proc.pid)
                os.wait4(proc.pid, 0)
                proc.returncode = -signal.SIGKILL
                raise
            finally:
                timer.cancel()
            wall = time.perf_counter() - start
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            code = os.waitstatus_to_exitcode(status)
            proc.returncode = code  # tell Popen the child is reaped
            if timed_out.is_set():
                raise ToolError(f"timed out after {self.timeout:.0f} s: {display}")
            err.seek(0)
            tail = err.read()[-2000:].decode("utf-8", "replace").strip()
            if code not in ok_codes:
                raise ToolError(f"exit {code}: {display}" + (f"\n{_indent(tail)}" if tail else ""))
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        return Sample(wall, cpu, usage.ru_maxrss, code, tail)


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)  # start_new_session: the group id is the child's pid
    except (ProcessLookupError, PermissionError):
        pass


def _indent(text: str, prefix: str = "    ") -> str:
    return "\n".join(prefix + line for line in text.splitlines())


@dataclass
class Stats:
    """Medians of a list of samples."""
    runs: int
    wall_s: float
    wall_min_s: float
    cpu_s: float
    maxrss_mib: float
    samples: list[Sample] = field(default_factory=list)

    @classmethod
    def of(cls, samples: list[Sample]) -> "Stats | None":
        if not samples:
            return None
        return cls(len(samples),
                   statistics.median(s.wall_s for s in samples),
                   min(s.wall_s for s in samples),
                   statistics.median(s.cpu_s for s in samples),
                   statistics.median(s.maxrss_kib for s in samples) / 1024,
                   samples)


# --------------------------------------------------------------------------- work dir

class WorkDir:
    """The benchmark's scratch directory; nothing outside it is ever deleted."""

    def __init__(self, path: Path):
        self.root = path.resolve()
        if self.root.exists():
            if not self.root.is_dir():
                raise SetupError(f"work dir {self.root} is not a directory")
            if any(self.root.iterdir()) and not (self.root / MARKER).exists():
                raise SetupError(f"work dir {self.root} is not empty and was not made by this script "
                                 f"(no {MARKER}); choose another --work-dir")
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / MARKER).write_text("created by bench/bench.py; safe to delete\n")
        stamp = self.root / CLEANUP_STAMP
        try:
            age = time.time() - float(stamp.read_text())
        except (OSError, ValueError):
            age = None
        if age is not None and age < 600:
            print(f"warning: the last run deleted its outputs {age / 60:.1f} minutes ago; on ext4, creating files "
                  "within ~10 minutes of mass deletes is slower, so wait before trusting these timings", flush=True)
        self.trashed = 0
        atexit.register(self.empty_trash)

    def path(self, name: str) -> Path:
        """A direct child of the work dir (the name itself is not resolved through symlinks)."""
        if not name or "/" in name or name in (".", "..", MARKER, TRASH, CLEANUP_STAMP):
            raise SetupError(f"refusing work-dir entry name {name!r}")
        return self.root / name

    def remove(self, p: Path) -> None:
        """Delete p, which must be a direct child of the work dir (not the marker).

        A symlink is unlinked, never followed, so nothing outside the work dir is touched."""
        if p.parent.resolve() != self.root or p.name in ("", ".", "..", MARKER):
            raise SetupError(f"refusing to delete {p}: not a direct child of {self.root}")
        if p.is_symlink() or p.is_file():
            p.unlink()
        elif p.exists():
            shutil.rmtree(p)

    def fresh(self, name: str) -> Path:
        """A path in the work dir that does not exist: what was there is moved aside (into
        TRASH, emptied by empty_trash at the end of the run), not deleted. On ext4, creating
        files soon after deleting thousands costs more (the inode allocator steps over inodes
        freed in the last minutes), and that cost is the script's cleanup, not the next tool's."""
        p = self.path(name)
        if p.is_dir() and not p.is_symlink():
            trash = self.root / TRASH
            trash.mkdir(exist_ok=True)
            self.trashed += 1
            p.rename(trash / f"{name}.{self.trashed}")
        self.remove(p)
        return p

    def empty_trash(self) -> None:
        """Deletes what fresh moved aside."""
        trash = self.root / TRASH
        if trash.is_dir() and not trash.is_symlink():
            shutil.rmtree(trash)
            (self.root / CLEANUP_STAMP).write_text(f"{time.time()}\n")


# --------------------------------------------------------------------------- tools

@dataclass
class Tools:
    docgen: Path | None
    hugo: str | None
    cmark: str | None
    notes: list[str] = field(default_factory=list)
    versions: dict[str, str] = field(default_factory=dict)


def first_line(argv: list[str]) -> str:
    try:
        out = subprocess.run(argv, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as e:
        return f"unknown ({e})"
    text = (out.stdout or out.stderr).strip()
    return text.splitlines()[0] if text else "unknown"


def build_docgen(no_build: bool) -> None:
    if no_build:
        return
    swift = shutil.which("swift")
    if swift is None:
        raise SetupError("swift is not on PATH; install the toolchain or pass --no-build")
    cmd = [swift, "build", "-c", "release", "--product", "docgen"]
    print(f"$ {shlex.join(cmd)}   (in {REPO})", flush=True)
    if subprocess.run(cmd, cwd=REPO).returncode != 0:
        raise SetupError("swift build failed; fix it or pass --no-build with a built binary")


def find_tools(args: argparse.Namespace) -> Tools:
    docgen = Path(args.docgen)
    if not docgen.is_absolute():
        docgen = REPO / docgen
    tools = Tools(docgen if os.access(docgen, os.X_OK) else None,
                  shutil.which(args.hugo), shutil.which(args.cmark))
    if tools.docgen is None:
        tools.notes.append(f"docgen: {docgen} not found or not executable - docgen measurements skipped")
    else:
        tools.versions["docgen"] = first_line([str(tools.docgen), "--version"])
    if tools.hugo is None:
        tools.notes.append(f"hugo: '{args.hugo}' not installed - hugo skipped (apt-get install hugo)")
    else:
        tools.versions["hugo"] = first_line([tools.hugo, "version"])
    if tools.cmark is None:
        tools.notes.append(f"cmark-gfm: '{args.cmark}' not installed - raw cmark-gfm skipped "
                           "(apt-get install cmark-gfm)")
    else:
        tools.versions["cmark-gfm"] = first_line([tools.cmark, "--version"])
    if shutil.which("swift"):
        tools.versions["swift"] = first_line(["swift", "--version"])
    tools.versions["python"] = platform.python_version()
    return tools


def machine_info() -> dict[str, object]:
    cpu = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem_gib = None
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem_gib = round(int(line.split()[1]) / 1024 / 1024, 1)
    except (OSError, ValueError):
        pass
    return {"uname": first_line(["uname", "-srm"]), "cpu_model": cpu, "nproc": os.cpu_count(),
            "mem_total_gib": mem_gib, "loadavg_at_start": list(os.getloadavg())}


# --------------------------------------------------------------------------- corpus

# docgen knows no SDK of its own: the corpus and the pathological check pages are checked against
# the sample site's models (the repository's models/), named as the sample site names them.
def models_config() -> str:
    return "models:\n" + "".join(f"  {name}: {REPO / 'models' / name}\n" for name in ("sdk4", "sdk3"))


def make_corpus(work: WorkDir, generator: Path, pages: int) -> Path:
    if not generator.is_file():
        raise SetupError(f"corpus generator {generator} not found (--make-corpus)")
    out = work.fresh(f"corpus-{pages}")
    start = time.perf_counter()
    done = subprocess.run([sys.executable, str(generator), str(out), str(pages), "--hugo"],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise SetupError(f"make-corpus.py failed:\n{_indent(done.stderr.strip())}")
    config = out / "docgen.yaml"
    config.write_text((config.read_text(encoding="utf-8") if config.exists() else "") + models_config(), encoding="utf-8")
    files = list((out / "content").rglob("*.md"))
    size = sum(f.stat().st_size for f in files)
    print(f"corpus: {out} - {len(files)} pages, {size / MIB:.1f} MiB of Markdown "
          f"({time.perf_counter() - start:.1f} s to generate)", flush=True)
    return out


def make_mdx_corpus(work: WorkDir, generator: Path, pages: int) -> Path:
    """The shared corpus as a Docusaurus site (bench/make-mdx-corpus.py), with the same models."""
    out = work.fresh(f"corpus-mdx-{pages}")
    done = subprocess.run([sys.executable, str(REPO / "bench" / "make-mdx-corpus.py"), str(out), str(pages),
                           "--make-corpus", str(generator)], capture_output=True, text=True)
    if done.returncode != 0:
        raise SetupError(f"make-mdx-corpus.py failed:\n{_indent(done.stderr.strip())}")
    (out / "docgen.yaml").write_text(models_config(), encoding="utf-8")
    return out


# --------------------------------------------------------------------------- commands

def docgen_build(tools: Tools, corpus: Path, out: Path) -> list[str]:
    return [str(tools.docgen), "build", "--root", str(corpus), "--out", str(out), "--quiet"]


def hugo_build(tools: Tools, corpus: Path, out: Path) -> list[str]:
    return [tools.hugo, "--quiet", "-s", str(corpus), "-d", str(out)]


def cmark_pipeline(tools: Tools, corpus: Path, _out: Path) -> list[str]:
    line = (f"find {shlex.quote(str(corpus / 'content'))} -name '*.md' -print0 | "
            f"xargs -0 -n {CMARK_BATCH} {shlex.quote(tools.cmark)} {shlex.join(CMARK_FLAGS)} > /dev/null")
    return [line]


@dataclass
class Tool:
    key: str
    label: str
    command: object  # (Tools, corpus, out) -> argv
    shell: bool = False


def available_tools(tools: Tools) -> list[Tool]:
    out = []
    if tools.docgen:
        out.append(Tool("docgen", "docgen build", docgen_build))
    if tools.hugo:
        out.append(Tool("hugo", "hugo", hugo_build))
    if tools.cmark:
        out.append(Tool("cmark", f"raw cmark-gfm (parse+render, one process per {CMARK_BATCH} files)",
                        cmark_pipeline, shell=True))
    return out


# --------------------------------------------------------------------------- measurements

def round_robin(runner: Runner, work: WorkDir, tools: Tools, jobs: list[tuple[str, Tool, Path]],
                runs: int, warmup: int, errors: dict[str, str]) -> dict[str, list[Sample]]:
    """Run every job once per round (rotating the order), each into a fresh output dir."""
    samples: dict[str, list[Sample]] = {key: [] for key, _, _ in jobs}
    if not jobs:
        return samples
    total = warmup + runs
    for rnd in range(total):
        timed = rnd >= warmup
        label = f"round {rnd - warmup + 1}/{runs}" if timed else f"warm-up {rnd + 1}/{warmup}"
        shift = rnd % len(jobs)
        order = jobs[shift:] + jobs[:shift]
        parts = []
        for key, tool, corpus in order:
            if key in errors:
                continue
            out = work.fresh(f"out-{key}")  # moved aside before, and outside, the timing
            try:
                s = runner.run(tool.command(tools, corpus, out), shell=tool.shell)
            except ToolError as e:
                errors[key] = str(e)
                print(f"  ERROR {key}: {e}", flush=True)
                continue
            if timed:
                samples[key].append(s)
            parts.append(f"{key} {s.wall_s:.2f}s")
        print(f"  {label}: " + ", ".join(parts), flush=True)
    return samples


def edited_page_html(out: Path, md: Path) -> Path | None:
    locale = md.parent.name
    for candidate in (out / locale / md.stem / "index.html", out / locale / f"{md.stem}.html"):
        if candidate.is_file():
            return candidate
    hits = list((out / locale).rglob(f"{md.stem}/index.html"))
    return hits[0] if hits else None


def bench_rebuilds(runner: Runner, work: WorkDir, tools: Tools, corpus: Path, runs: int,
                   notes: list[str]) -> dict[str, list[Sample]]:
    """(a) no-change rebuilds and (b) one-page-changed rebuilds into one primed output dir."""
    out = work.fresh("out-rebuild")
    argv = docgen_build(tools, corpus, out)
    runner.run(argv)  # prime
    nochange = []
    for i in range(runs):
        nochange.append(runner.run(argv))
        print(f"  no change {i + 1}/{runs}: {nochange[-1].wall_s:.3f}s", flush=True)
    pages = sorted((corpus / "content").rglob("*.md"))
    step = max(1, len(pages) // runs)
    originals: dict[Path, bytes] = {}
    onepage = []
    try:
        for i in range(runs):
            md = pages[(i * step + step // 2) % len(pages)]
            originals.setdefault(md, md.read_bytes())
            token = f"docgen-bench-edit-{i}-{os.getpid()}"
            with md.open("a", encoding="utf-8") as f:
                f.write(f"\nBenchmark edit {token}.\n")
            onepage.append(runner.run(argv))
            html = edited_page_html(out, md)
            seen = html is not None and token in html.read_text(encoding="utf-8", errors="replace")
            rel = md.relative_to(corpus)
            print(f"  one page ({rel}) {i + 1}/{runs}: {onepage[-1].wall_s:.3f}s"
                  + ("" if seen else "  WARNING: edit not found in the output HTML"), flush=True)
            if not seen:
                notes.append(f"rebuild: the edit to {rel} did not reach its HTML page (stale rebuild?)")
    finally:
        for md, data in originals.items():
            md.write_bytes(data)
    return {"no_change": nochange, "one_page": onepage}


def bench_check(runner: Runner, tools: Tools, corpus: Path, runs: int) -> tuple[str, list[Sample]]:
    """Returns (status, samples); status is 'ok', 'not available' or raises ToolError."""
    argv = [str(tools.docgen), "check", "--root", str(corpus), "--format", "json"]
    warm = runner.run(argv, ok_codes=(0, 1, 2))
    if warm.exit_code == 2:
        return "not available", []
    samples = []
    for i in range(runs):
        samples.append(runner.run(argv, ok_codes=(0, 1)))
        print(f"  check {i + 1}/{runs}: {samples[-1].wall_s:.3f}s (exit {samples[-1].exit_code})", flush=True)
    return "ok", samples


def bench_extraction(runner: Runner, work: WorkDir, tools: Tools, sdk: Path, runs: int, report: "Report") -> dict:
    """`docgen model --source SDK`, each cold round with a cache folder of its own (so it parses
    every file) and each warm round from the cache the first cold round filled."""
    cold, warm = [], []
    for i in range(runs):
        cache = work.fresh(f"extract-cache-{i}")
        cold.append(runner.run(["env", f"DOCGEN_CACHE_DIR={cache}", str(tools.docgen), "model", "--source", str(sdk)]))
        print(f"  cold {i + 1}/{runs}: {cold[-1].wall_s:.3f}s", flush=True)
    cache = work.path("extract-cache-0")
    for i in range(runs):
        warm.append(runner.run(["env", f"DOCGEN_CACHE_DIR={cache}", str(tools.docgen), "model", "--source", str(sdk)]))
        print(f"  warm {i + 1}/{runs}: {warm[-1].wall_s:.3f}s", flush=True)
    stats = {"cold": Stats.of(cold), "warm": Stats.of(warm)}
    print()
    print(table(STATS_HEADERS, stats_rows(stats, {"cold": "extract, empty cache", "warm": "extract, from the cache"})))
    st = stats["cold"]
    report.target("model from source, cold", f"{st.wall_s:.3f} s" if st else "not measured", f"<= {TARGET_EXTRACT_COLD_S} s",
                  st.wall_s <= TARGET_EXTRACT_COLD_S if st else None)
    return {k: stats_json(v) for k, v in stats.items()}


def bench_serve(tools: Tools, site: Path, page: Path, runs: int, timeout: float = 30.0) -> list[float]:
    """Edit-to-reload latency of `docgen serve`: seconds from writing a page to the reload
    event arriving on the live-reload stream (the moment an open tab reloads)."""
    import socket
    server = subprocess.Popen([str(tools.docgen), "serve", "--root", str(site), "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, start_new_session=True)
    original = page.read_bytes()
    latencies: list[float] = []
    try:
        url = server.stdout.readline().strip()
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        stream = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        stream.sendall(b"GET /_docgen/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        buffer = b""
        while b"retry:" not in buffer:
            buffer += stream.recv(4096)
        time.sleep(0.5)  # let the first check finish so it does not overlap a measured rebuild
        for i in range(runs):
            buffer = b""
            start = time.perf_counter()
            with page.open("a", encoding="utf-8") as f:
                f.write(f"\nServe benchmark edit {i}.\n")
            # Only the new bytes (and the few before them) are searched: a status event carries
            # every finding (megabytes on the corpus), and searching the whole buffer on every
            # read made this loop quadratic, timing the script rather than the server.
            while b"event: reload" not in buffer:
                chunk = stream.recv(65536)
                if not chunk:
                    raise ToolError("the live-reload stream closed")
                buffer = buffer[-16:] + chunk
            latencies.append(time.perf_counter() - start)
            print(f"  serve edit {i + 1}/{runs}: {latencies[-1] * 1000:.0f} ms", flush=True)
            time.sleep(0.3)
        stream.close()
    finally:
        page.write_bytes(original)
        # Ctrl-C, as a user stops it: the server removes its preview folder (a copy of the
        # whole site) and its lock file. Killed only if it does not stop.
        try:
            os.killpg(server.pid, signal.SIGINT)
            server.wait(timeout=10)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            _kill_group(server.pid)
            server.wait(timeout=10)
    return latencies


def search_index_sizes(out: Path) -> dict[str, dict[str, object]]:
    result = {}
    for locale in LOCALES:
        d = out / locale
        if not d.is_dir():
            continue
        # The head and everything beside it: chunks, fragments, common terms' whole postings.
        index = sorted(p for p in [d / "search-index.json", *(d / "search-index").rglob("*")] if p.is_file())
        html = sum(p.stat().st_size for p in d.rglob("*.html") if p.is_file())
        size = sum(p.stat().st_size for p in index)
        result[locale] = {"files": [str(p.relative_to(out)) for p in index], "index_bytes": size,
                          "html_bytes": html, "share": (size / html) if index and html else None}
    return result


# --------------------------------------------------------------------------- pathological pages

@dataclass
class Pathological:
    """One pathological input: a one-page site, what docgen must do with it, and its bounds."""
    name: str
    what: str
    body: object            # () -> iterable of str: the page's Markdown after the front matter, in chunks
    expect: str             # "builds" (exit 0), "checks" (exit 0 or 1), or a diagnostic id (exit 1)
    max_s: float
    max_rss_mib: float
    command: str = "build"  # or "check"
    model: bool = False     # front matter names the sdk4 model (for check)
    front: object = None    # () -> str: more front matter lines
    extra: object = None    # (root: Path) -> None: more files of the site (templates, assets, links)


# Pages are written in chunks of at most a few hundred KiB: a child's peak RSS (ru_maxrss) starts
# from this process's peak at the fork, so the benchmark must never hold a large page itself.

def _repeat(text: str, count: int):
    batch = max(1, (256 * 1024) // max(1, len(text)))
    while count > 0:
        n = min(batch, count)
        yield text * n
        count -= n


def _cjk_lines(lines: int, chars: int):
    text = "漢字かなカナ中文内容测试檢查日本語"
    for _ in range(lines):
        yield from _repeat(text, chars // len(text))
        yield "\n\n"


def _table(rows: int):
    yield "| Name | Value | Notes |\n|---|---|---|\n"
    for start in range(0, rows, 1000):
        yield "".join(f"| `row{i}` | **{i}** | text with a [link](#r{i}) |\n" for i in range(start, min(rows, start + 1000)))


def _api_table(rows: int):
    names = ["flowController(_:didPerform:)", "flowController(_:didSelectProduct:)",
             "flowController(_:didFinishPurchase:purchaseResult:)", "flowControllerDidFinishRestore(_:)"]
    yield "| Method | Required |\n|---|---|\n"
    yield from _repeat("".join(f"| `{n}` | required |\n" for n in names), rows // len(names))


def _paragraphs(size: int):
    para = ("Lorem ipsum dolor sit amet, [link](https://example.com) *emphasis* `code` and more words.\n" * 12) + "\n"
    yield from _repeat(para, max(1, size // len(para)))


def _nested(open_: str, middle: str, close: str, count: int):
    yield from _repeat(open_, count)
    yield middle
    yield from _repeat(close, count)


def _wide_table(columns: int, rows: int):
    yield "|" + "a|" * columns + "\n|" + "-|" * columns + "\n"
    yield from _repeat("x\n", rows)


def _fanout_templates(root: Path) -> None:
    """14 partials each including the next ten times (10^14 includes), included by the footer."""
    partials = root / "templates" / "partials"
    partials.mkdir(parents=True)
    for i in range(14):
        body = "" if i == 13 else f'{{% include "partials/p{i + 1}.html" %}}' * 10
        (partials / f"p{i}.html").write_text(body, encoding="utf-8")
    (partials / "footer.html").write_text('{% include "partials/p0.html" %}\n', encoding="utf-8")


def _asset_link_to_dev_zero(root: Path) -> None:
    (root / "content" / "en" / "x.png").symlink_to("/dev/zero")


def _fifo(root: Path) -> None:
    os.mkfifo(root / "content" / "en" / "pipe.md")


def _sparse_asset(size: int):
    def make(root: Path) -> None:
        with (root / "content" / "en" / "video.bin").open("wb") as f:
            f.truncate(size)
    return make


def _raw_html(size: int):
    block = ('<details><summary>Example <kbd>K</kbd></summary>\n<table><tr><td class="a" title="t">cell <b>b</b> '
             '<a href="https://example.com/">x</a> <img src="https://example.com/a.png" onerror="x()"></td></tr></table>\n</details>\n\n')
    yield from _repeat(block, max(1, size // len(block)))


CLAIM_EN = "The AdaptyFlowControllerDelegate protocol has 13 methods. "
CLAIM_ZH = "该协议共有 13 个方法，其中 4 个必须实现。"

PATHOLOGICAL = [
    Pathological("brackets-100k", "100,000 nested '[' on one line, closed", lambda: _nested("[", "x", "]", 100_000) , "builds", 2, 200),
    Pathological("brackets-open-100k", "100,000 '[' never closed", lambda: _nested("[", "\n", "", 100_000), "builds", 2, 200),
    Pathological("images-nested-50k", "50,000 nested images ![![…](a)](a)", lambda: _nested("![", "x", "](a.png)", 50_000),
                 "docgen.markdown.too-deep", 2, 200),
    Pathological("quotes-nested-100k", "100,000 nested block quotes '>>>…'", lambda: _nested(">", " deep\n", "", 100_000),
                 "docgen.markdown.too-deep", 2, 200),
    Pathological("lists-nested-100k", "100,000 nested list items '- - - …'", lambda: _nested("- ", "deep\n", "", 100_000),
                 "docgen.markdown.too-deep", 2, 200),
    Pathological("emphasis-nested-100k", "100,000 '*' around a word", lambda: _nested("*", "x", "*", 100_000),
                 "docgen.markdown.too-deep", 2, 200),
    Pathological("admonitions-nested-10k", "10,000 nested ':::note'", lambda: _nested(":::note\n", "deep\n", ":::\n", 10_000),
                 "docgen.markdown.too-deep", 2, 200),
    Pathological("page-50mb", "a 50 MB page", lambda: _paragraphs(50 * MIB), "docgen.input.too-large", 2, 100),
    Pathological("page-2mb", "a 2 MB page (for scaling)", lambda: _paragraphs(2 * MIB), "builds", 3, 200),
    Pathological("page-8mb", "an 8 MB page, just under the limit", lambda: _paragraphs(8 * MIB - 4096), "builds", 8, 600),
    Pathological("table-10k", "a 10,000-row table", lambda: _table(10_000), "builds", 3, 200),
    Pathological("table-40k", "a 40,000-row table (for scaling)", lambda: _table(40_000), "builds", 8, 400),
    Pathological("headings-10k", "10,000 headings with the same name", lambda: _repeat("## Same\n\nText.\n\n", 10_000),
                 "builds", 3, 200),
    Pathological("headings-40k", "40,000 headings with the same name (for scaling)", lambda: _repeat("## Same\n\nText.\n\n", 40_000),
                 "builds", 8, 400),
    Pathological("cjk-lines-50k", "10 lines of 50,000 CJK characters without a space", lambda: _cjk_lines(10, 50_000),
                 "builds", 3, 200),
    Pathological("cjk-lines-200k", "10 lines of 200,000 CJK characters (for scaling)", lambda: _cjk_lines(10, 200_000),
                 "builds", 8, 400),
    Pathological("table-cells-16m", "a 23 KB table: 4,000 header columns, 4,000 rows (16 million cells)",
                 lambda: _wide_table(4000, 4000), "docgen.markdown.table-too-large", 2, 200),
    Pathological("cdata-80k", "'a' and 80,000 '<![CDATA[' never closed (703 KB)", lambda: iter(["a"] + list(_repeat("<![CDATA[", 80_000)) + ["\n"]), "docgen.markdown.too-complex", 2, 200),
    Pathological("frontmatter-deep-100k", "front matter nested 100,000 levels", lambda: iter(["x\n"]),
                 "docgen.frontmatter.too-large", 2, 100, front=lambda: "k: " + "[" * 100_000 + "]" * 100_000 + "\n"),
    Pathological("frontmatter-2mb", "2 MB of front matter", lambda: iter(["x\n"]),
                 "docgen.frontmatter.too-large", 2, 100, front=lambda: "".join(f"k{i}: value {i}\n" for i in range(150_000))),
    Pathological("include-fanout", "14 partials each including the next 10 times", lambda: iter(["x\n"]),
                 "docgen.template.render", 10, 300, extra=_fanout_templates),
    Pathological("anchors-8k", "8,000 headings and 8,000 broken #anchor links (517 KB)",
                 lambda: (f"## Heading {i}\n\n[x](#headng-{i})\n\n" for i in range(8000)), "builds", 5, 300),
    Pathological("asset-dev-zero", "an asset that is a link to /dev/zero", lambda: iter(["x\n"]),
                 "docgen.input.link-outside", 2, 100, extra=_asset_link_to_dev_zero),
    Pathological("fifo-page", "a FIFO named like a page", lambda: iter(["x\n"]), "docgen.input.not-regular", 2, 100, extra=_fifo),
    Pathological("asset-90mb", "a 90 MB asset, streamed (peak RSS far below its size)", lambda: iter(["x\n"]),
                 "builds", 10, 100, extra=_sparse_asset(90 * MIB)),
    Pathological("asset-150mb", "a 150 MB asset, over the 100 MiB default limit", lambda: iter(["x\n"]),
                 "docgen.input.asset-too-large", 2, 100, extra=_sparse_asset(150 * MIB)),
    Pathological("html-nested-100k", "raw HTML: 100,000 nested <div> (past the parse budget: shown as text)",
                 lambda: _repeat("<div>", 100_000), "builds", 2, 200),
    Pathological("html-formatting-20k", "raw HTML: 20,000 formatting tags left open across paragraphs",
                 lambda: ("<p><b id=%d></p>" % i for i in range(20_000)), "builds", 2, 200),
    Pathological("html-attributes-50k", "raw HTML: one tag with 50,000 attributes",
                 lambda: iter(["<div " + " ".join("a%d" % i for i in range(50_000)) + ">\n"]), "builds", 2, 200),
    Pathological("html-2mb", "2 MB of raw HTML (details, tables, links, an event handler each), sanitized",
                 lambda: _raw_html(2 * MIB), "builds", 3, 200),
    Pathological("html-8mb", "8 MB of raw HTML (for scaling)", lambda: _raw_html(8 * MIB - 4096), "builds", 8, 600),
    Pathological("check-claims-10k", "docgen check: 10,000 wrong counts on one line", lambda: _repeat(CLAIM_EN, 10_000),
                 "checks", 5, 200, command="check", model=True),
    Pathological("check-claims-40k", "docgen check: 40,000 wrong counts on one line (for scaling)", lambda: _repeat(CLAIM_EN, 40_000),
                 "checks", 15, 400, command="check", model=True),
    Pathological("check-claims-zh-10k", "docgen check: 10,000 wrong counts in one Chinese line", lambda: _repeat(CLAIM_ZH, 10_000),
                 "checks", 5, 200, command="check", model=True),
    Pathological("check-api-table-10k", "docgen check: a 10,000-row API table (duplicates)", lambda: _api_table(10_000),
                 "checks", 5, 200, command="check", model=True),
    Pathological("check-cjk-lines-50k", "docgen check: 10 lines of 50,000 CJK characters", lambda: _cjk_lines(10, 50_000),
                 "checks", 5, 200, command="check"),
]

# (small, large, linear ratio): the large case has 4x the input of the small one.
PATHOLOGICAL_SCALING = [("page-2mb", "page-8mb", 4), ("html-2mb", "html-8mb", 4), ("table-10k", "table-40k", 4), ("headings-10k", "headings-40k", 4),
                        ("cjk-lines-50k", "cjk-lines-200k", 4), ("check-claims-10k", "check-claims-40k", 4)]
SCALING_SLACK = 1.6  # a ratio up to 1.6 x linear passes; quadratic would be 4 x


def make_pathological_site(work: WorkDir, case: Pathological) -> Path:
    root = work.fresh(f"patho-{case.name}")
    page = root / "content" / "en" / "index.md"
    page.parent.mkdir(parents=True)
    with page.open("w", encoding="utf-8") as f:
        f.write(f"---\ntitle: {case.name}\n" + ("model: sdk4\n" if case.model else "") + (case.front() if case.front else "") + "---\n\n")
        for chunk in case.body():
            f.write(chunk)
        f.write("\n")
    (root / "docgen.yaml").write_text("title: Pathological\nbaseURL: https://docs.example.com/\n"
                                      + (models_config() if case.model else ""), encoding="utf-8")
    if case.extra:
        case.extra(root)
    return root


def bench_pathological(work: WorkDir, tools: Tools, timeout: float, report: Report,
                       errors: dict[str, str]) -> dict[str, object]:
    """Builds (or checks) each pathological page once: wall time and peak RSS against the case's
    bounds, and the outcome (built, or stopped with the expected limit error)."""
    runner = Runner(work.root, timeout)
    results: dict[str, object] = {}
    rows = []
    for case in PATHOLOGICAL:
        root = make_pathological_site(work, case)
        size = (root / "content" / "en" / "index.md").stat().st_size
        if case.command == "check":
            argv = [str(tools.docgen), "check", "--root", str(root), "--format", "json"]
        else:
            argv = docgen_build(tools, root, work.fresh(f"out-patho-{case.name}"))
        try:
            sample = runner.run(argv, ok_codes=(0, 1, 2, 64, 70, -6, -9, -11))
        except ToolError as e:  # timed out
            errors[f"pathological {case.name}"] = str(e)
            print(f"  ERROR {case.name}: {e}", flush=True)
            rows.append([case.name, f"{size / MIB:.1f}", case.expect, "timeout", "-", "-", "FAIL"])
            report.target(f"pathological {case.name}", "timed out", f"<= {case.max_s} s", False)
            results[case.name] = {"what": case.what, "bytes": size, "outcome": "timeout", "passed": False}
            continue
        if case.expect == "builds":
            outcome_ok = sample.exit_code == 0
        elif case.expect == "checks":
            outcome_ok = sample.exit_code in (0, 1)
        else:
            outcome_ok = sample.exit_code == 1 and f"[{case.expect}]" in sample.stderr_tail
        outcome = {0: "built" if case.command == "build" else "clean", 1: "stopped" if case.command == "build" else "findings"}.get(
            sample.exit_code, f"exit {sample.exit_code}")
        rss = sample.maxrss_kib / 1024
        passed = outcome_ok and sample.wall_s <= case.max_s and rss <= case.max_rss_mib
        rows.append([case.name, f"{size / MIB:.1f}", case.expect, outcome, f"{sample.wall_s:.2f} (<= {case.max_s:g})",
                     f"{rss:.0f} (<= {case.max_rss_mib:g})", verdict(passed)])
        print(f"  {case.name}: {outcome}, {sample.wall_s:.2f} s, {rss:.0f} MiB  {verdict(passed)}", flush=True)
        if not outcome_ok:
            print(_indent(sample.stderr_tail[-600:]), flush=True)
        report.target(f"pathological {case.name}", f"{outcome}, {sample.wall_s:.2f} s, {rss:.0f} MiB",
                      f"{case.expect}, <= {case.max_s:g} s, <= {case.max_rss_mib:g} MiB", passed)
        results[case.name] = {"what": case.what, "bytes": size, "expect": case.expect, "exit_code": sample.exit_code,
                              "wall_s": sample.wall_s, "cpu_s": sample.cpu_s, "maxrss_mib": rss,
                              "max_s": case.max_s, "max_rss_mib": case.max_rss_mib, "passed": passed}
        work.remove(root)
    print()
    print(table(["case", "MiB", "expected", "outcome", "wall s", "peak RSS MiB", "result"], rows))
    scaling = []
    for small, large, factor in PATHOLOGICAL_SCALING:
        a, b = results.get(small), results.get(large)
        if not (a and b and "wall_s" in a and "wall_s" in b):
            continue
        ratio = b["wall_s"] / max(a["wall_s"], 1e-3)
        passed = ratio <= factor * SCALING_SLACK
        scaling.append([f"{large} / {small}", f"{ratio:.2f}", f"{factor} (<= {factor * SCALING_SLACK:.1f})", verdict(passed)])
        report.target(f"pathological scaling {large} / {small}", f"{ratio:.2f} x", f"<= {factor * SCALING_SLACK:.1f} x (linear {factor})",
                      passed)
        results[f"scaling {large}/{small}"] = {"ratio": ratio, "linear": factor, "passed": passed}
    if scaling:
        print()
        print(table(["wall time ratio", "measured", "linear", "result"], scaling))
    return results


# --------------------------------------------------------------------------- report

def table(headers: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(r[i])) for r in [headers] + rows) for i in range(len(headers))]
    line = lambda r: "  ".join(str(c).ljust(w) if i == 0 else str(c).rjust(w)
                               for i, (c, w) in enumerate(zip(r, widths)))
    return "\n".join([line(headers), line(["-" * w for w in widths])] + [line(r) for r in rows])


def verdict(passed: bool | None) -> str:
    return {True: "PASS", False: "FAIL", None: "n/a "}[passed]


def section(title: str) -> None:
    print(f"\n== {title} " + "=" * max(0, 70 - len(title)), flush=True)


class Report:
    def __init__(self):
        self.targets: list[dict[str, object]] = []

    def target(self, name: str, measured: str, limit: str, passed: bool | None) -> None:
        self.targets.append({"name": name, "measured": measured, "limit": limit,
                             "result": verdict(passed).strip()})

    def print_targets(self) -> None:
        section("targets")
        for t in self.targets:
            print(f"{t['result']:<4}  {t['name']}: {t['measured']} (target {t['limit']})")


def stats_rows(stats: dict[str, Stats | None], labels: dict[str, str]) -> list[list[str]]:
    rows = []
    for key, st in stats.items():
        if st is None:
            continue
        rows.append([labels[key], f"{st.wall_s:.3f}", f"{st.wall_min_s:.3f}", f"{st.cpu_s:.3f}",
                     f"{st.maxrss_mib:.1f}", str(st.runs)])
    return rows


STATS_HEADERS = ["measurement", "wall s (median)", "wall s (min)", "CPU s (median)",
                 "peak RSS MiB (median)", "runs"]


def stats_json(st: Stats | None) -> dict | None:
    return None if st is None else asdict(st)


# --------------------------------------------------------------------------- main

def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description="Benchmark docgen against hugo and raw cmark-gfm.",
                                epilog="See the module docstring (head bench/bench.py) for the method.")
    p.add_argument("--pages", type=int, help="pages per locale (default 1000; 50 with --quick)")
    p.add_argument("--runs", type=int, help="timed rounds (default 5; 2 with --quick)")
    p.add_argument("--warmup", type=int, default=1, help="untimed warm-up rounds for full builds (default 1)")
    p.add_argument("--scaling", action="store_true", help="also time docgen at N and F*N pages per locale")
    p.add_argument("--scale-factor", type=int, default=4, help="F for --scaling (default 4)")
    p.add_argument("--quick", action="store_true", help="smoke test: N=50, runs=2, no scaling")
    p.add_argument("--no-build", action="store_true", help="do not run swift build first")
    p.add_argument("--no-mdx", action="store_true", help="skip the MDX corpus (check and build of the Docusaurus flavour)")
    p.add_argument("--docgen", default=".build/release/docgen", help="docgen binary (relative to the repo root)")
    p.add_argument("--hugo", default="hugo", help="hugo binary (default: hugo on PATH)")
    p.add_argument("--cmark", default="cmark-gfm", help="cmark-gfm binary (default: cmark-gfm on PATH)")
    p.add_argument("--work-dir", default=str(REPO / "bench-out"), help="scratch dir (default: REPO/bench-out)")
    p.add_argument("--make-corpus", default=str(DEFAULT_MAKE_CORPUS), help="corpus generator script")
    p.add_argument("--timeout", type=float, default=900, help="seconds before a command is killed (default 900)")
    p.add_argument("--json", metavar="FILE", help="write all numbers as JSON to FILE")
    p.add_argument("--sdk", metavar="DIR",
                   help="also time `docgen model --source DIR` (a Swift package such as an AdaptySDK-iOS checkout): "
                        "cold, with an empty cache, and warm, from the cache")
    p.add_argument("--pathological", action="store_true",
                   help="only the pathological pages: each built (or checked) once against a time and memory bound")
    args = p.parse_args(argv)
    args.pages = args.pages if args.pages is not None else (50 if args.quick else 1000)
    args.runs = args.runs if args.runs is not None else (2 if args.quick else 5)
    if args.quick:
        args.scaling = False
    if args.pages < 1 or args.runs < 1 or args.warmup < 0 or args.scale_factor < 2:
        p.error("--pages and --runs must be >= 1, --warmup >= 0, --scale-factor >= 2")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    started = datetime.datetime.now(datetime.timezone.utc).astimezone()
    errors: dict[str, str] = {}
    report = Report()
    results: dict[str, object] = {"date": started.isoformat(timespec="seconds"),
                                  "machine": machine_info(),
                                  "params": {"pages_per_locale": args.pages, "locales": list(LOCALES),
                                             "runs": args.runs, "warmup": args.warmup,
                                             "scaling": args.scaling, "quick": args.quick,
                                             "cmark_batch": CMARK_BATCH}}
    try:
        work = WorkDir(Path(args.work_dir))
        build_docgen(args.no_build)
        tools = find_tools(args)
        results["versions"] = tools.versions
        m = results["machine"]
        print(f"docgen benchmark - {results['date']}\nmachine: {m['uname']}, {m['cpu_model']}, "
              f"{m['nproc']} CPUs, {m['mem_total_gib']} GiB, load {m['loadavg_at_start'][0]:.2f}")
        for name, version in tools.versions.items():
            print(f"  {name}: {version}")
        for note in tools.notes:
            print(f"note: {note}")
        if args.runs < 5:
            print(f"note: {args.runs} rounds (< 5): numbers are indicative only")
        runner = Runner(work.root, args.timeout)
        if args.pathological:
            if tools.docgen is None:
                raise SetupError("the pathological pages need docgen (see the notes above)")
            section("pathological pages: each built or checked once, against a time and memory bound")
            results["pathological"] = bench_pathological(work, tools, min(args.timeout, 120), report, errors)
            return finish(args, results, report, errors, [], started)
        corpus = make_corpus(work, Path(args.make_corpus), args.pages)
    except SetupError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    notes = list(tools.notes)
    total_pages = args.pages * len(LOCALES)

    # 2. full builds -----------------------------------------------------------------
    section(f"full builds: {args.pages} pages x {len(LOCALES)} locales, {args.runs} rounds, round-robin")
    tool_list = available_tools(tools)
    labels = {t.key: t.label for t in tool_list}
    if not tool_list:
        print("no tool available: nothing to time (see the notes above)")
    samples = round_robin(runner, work, tools, [(t.key, t, corpus) for t in tool_list],
                          args.runs, args.warmup, errors)
    full = {k: (Stats.of(v) if k not in errors else None) for k, v in samples.items()}
    if tool_list:
        print()
        print(table(STATS_HEADERS, stats_rows(full, labels)))
    dg, hu, cm = full.get("docgen"), full.get("hugo"), full.get("cmark")
    ratios = {}
    if dg and hu:
        ratios["docgen_over_hugo_wall"] = dg.wall_s / hu.wall_s
    if dg and cm:
        ratios["docgen_over_cmark_wall"] = dg.wall_s / cm.wall_s
    if dg:
        print(f"\ndocgen: {dg.wall_s / total_pages * 1000:.3f} ms wall per page")
    for name, r in ratios.items():
        print(f"ratio {name.replace('_over_', ' / ').replace('_wall', ' (median wall)')}: {r:.3f}")
    report.target("docgen wall <= 0.25 x hugo wall",
                  f"{ratios['docgen_over_hugo_wall']:.3f} x" if "docgen_over_hugo_wall" in ratios else "not measured",
                  f"<= {TARGET_HUGO_RATIO}",
                  ratios["docgen_over_hugo_wall"] <= TARGET_HUGO_RATIO if "docgen_over_hugo_wall" in ratios else None)
    report.target("docgen peak RSS (full build)",
                  f"{dg.maxrss_mib:.1f} MiB" if dg else "not measured", f"<= {TARGET_RSS_MIB} MiB",
                  dg.maxrss_mib <= TARGET_RSS_MIB if dg else None)
    results["full_build"] = {k: stats_json(v) for k, v in full.items()}
    results["full_build_labels"] = labels
    results["ratios"] = ratios

    docgen_ok = tools.docgen is not None and "docgen" not in errors

    # 3. rebuilds ----------------------------------------------------------------------
    rebuild: dict[str, Stats | None] = {"no_change": None, "one_page": None}
    if docgen_ok:
        section("docgen rebuilds into an existing output")
        try:
            rs = bench_rebuilds(runner, work, tools, corpus, args.runs, notes)
            rebuild = {k: Stats.of(v) for k, v in rs.items()}
            print()
            print(table(STATS_HEADERS, stats_rows(rebuild, {"no_change": "rebuild, nothing changed",
                                                            "one_page": "rebuild, one page changed"})))
        except ToolError as e:
            errors["rebuild"] = str(e)
            print(f"ERROR rebuild: {e}")
    for key, name, limit in (("no_change", "rebuild, nothing changed", TARGET_NOCHANGE_S),
                             ("one_page", "rebuild, one page changed", TARGET_ONEPAGE_S)):
        st = rebuild[key]
        report.target(name, f"{st.wall_s:.3f} s" if st else "not measured", f"<= {limit} s",
                      st.wall_s <= limit if st else None)
    results["rebuild"] = {k: stats_json(v) for k, v in rebuild.items()}

    # 4. check -------------------------------------------------------------------------
    check_stats, check_status = None, "not run"
    if tools.docgen is not None:
        section("docgen check --format json (warm)")
        try:
            check_status, cs = bench_check(runner, tools, corpus, args.runs)
            if check_status == "not available":
                print("check: not available (docgen check exits 2: not implemented)")
            else:
                check_stats = Stats.of(cs)
                codes = sorted({s.exit_code for s in cs})
                print()
                print(table(STATS_HEADERS, stats_rows({"check": check_stats}, {"check": "docgen check"})))
                print(f"exit codes: {codes} (1 = drift found, expected on the synthetic corpus)")
        except ToolError as e:
            check_status = "error"
            errors["check"] = str(e)
            print(f"ERROR check (unexpected exit status): {e}")
    report.target("docgen check (warm)", f"{check_stats.wall_s:.3f} s" if check_stats else check_status,
                  f"< {TARGET_CHECK_S} s", check_stats.wall_s < TARGET_CHECK_S if check_stats else None)
    results["check"] = {"status": check_status, "stats": stats_json(check_stats)}

    # 4b. the MDX flavour: the same pages as a Docusaurus site, read in place -------------
    if tools.docgen is not None and not args.no_mdx:
        section(f"MDX corpus (Docusaurus layout, {args.pages} pages x {len(LOCALES)} locales): check and build")
        mdx = make_mdx_corpus(work, Path(args.make_corpus), args.pages)
        mdx_check, mdx_build = None, None
        try:
            status, ms = bench_check(runner, tools, mdx, args.runs)
            mdx_check = Stats.of(ms) if status == "ok" else None
            builds = []
            for i in range(args.runs):
                builds.append(runner.run(docgen_build(tools, mdx, work.fresh("out-mdx"))))
                print(f"  mdx build {i + 1}/{args.runs}: {builds[-1].wall_s:.3f}s", flush=True)
            mdx_build = Stats.of(builds)
            print()
            print(table(STATS_HEADERS, stats_rows({"mdx check": mdx_check, "mdx build": mdx_build},
                                                  {"mdx check": "docgen check (MDX)", "mdx build": "docgen build (MDX)"})))
        except ToolError as e:
            errors["mdx"] = str(e)
            print(f"ERROR mdx corpus: {e}")
        report.target("docgen check on the MDX corpus (warm)", f"{mdx_check.wall_s:.3f} s" if mdx_check else "not measured",
                      f"<= {TARGET_MDX_CHECK_S} s", mdx_check.wall_s <= TARGET_MDX_CHECK_S if mdx_check else None)
        results["mdx"] = {"check": stats_json(mdx_check), "build": stats_json(mdx_build)}

    # 4a. model extraction from source ----------------------------------------------------
    if tools.docgen is not None and args.sdk:
        section(f"docgen model --source {args.sdk}: cold (empty cache) and warm (cache hit)")
        try:
            results["extraction"] = bench_extraction(runner, work, tools, Path(args.sdk).resolve(), args.runs, report)
        except ToolError as e:
            errors["extraction"] = str(e)
            print(f"ERROR extraction: {e}")

    # 4b. serve: edit to reload ---------------------------------------------------------
    results["serve"] = {}
    if tools.docgen is not None:
        section("docgen serve: edit to reload event (medians)")
        sample_site = REPO
        targets_ms = {"sample site": (sample_site, sample_site / "content" / "en" / "button-actions.md", TARGET_SERVE_SAMPLE_S),
                      f"corpus ({args.pages}/locale)": (corpus, sorted((corpus / "content" / "en").glob("*.md"))[len(list((corpus / "content" / "en").glob("*.md"))) // 2], TARGET_SERVE_CORPUS_S)}
        for label, (site, page, limit) in targets_ms.items():
            try:
                latencies = bench_serve(tools, site, page, args.runs)
                median = statistics.median(latencies)
                print(f"{label}: median {median * 1000:.0f} ms over {len(latencies)} edits")
                report.target(f"serve edit→reload, {label}", f"{median * 1000:.0f} ms", f"< {limit * 1000:.0f} ms", median < limit)
                results["serve"][label] = {"median_s": median, "samples_s": latencies}
            except (ToolError, OSError, ValueError, subprocess.TimeoutExpired) as e:
                errors[f"serve {label}"] = str(e)
                print(f"ERROR serve {label}: {e}")

    # 5. scaling -----------------------------------------------------------------------
    if args.scaling and docgen_ok:
        big_n = args.pages * args.scale_factor
        section(f"scaling: docgen at {args.pages} and {big_n} pages per locale")
        try:
            big = make_corpus(work, Path(args.make_corpus), big_n)
        except SetupError as e:
            errors["scaling"] = str(e)
            print(f"ERROR scaling: {e}")
            big = None
        if big is not None:
            docgen_tool = next(t for t in tool_list if t.key == "docgen")
            keys = {f"docgen-{args.pages}": args.pages, f"docgen-{big_n}": big_n}
            sc = round_robin(runner, work, tools,
                             [(f"docgen-{args.pages}", docgen_tool, corpus), (f"docgen-{big_n}", docgen_tool, big)],
                             args.runs, args.warmup, errors)
            rows, scale = [], {}
            for key, n in keys.items():
                st = Stats.of(sc[key]) if key not in errors else None
                scale[str(n)] = {"stats": stats_json(st),
                                 "ms_per_page": st.wall_s / (n * len(LOCALES)) * 1000 if st else None}
                if st:
                    rows.append([f"{n} x {len(LOCALES)} pages", f"{st.wall_s:.3f}",
                                 f"{st.wall_s / (n * len(LOCALES)) * 1000:.3f}", f"{st.cpu_s:.3f}",
                                 f"{st.maxrss_mib:.1f}"])
            print()
            print(table(["corpus", "wall s (median)", "ms/page", "CPU s (median)", "peak RSS MiB"], rows))
            small, large = scale[str(args.pages)]["stats"], scale[str(big_n)]["stats"]
            if small and large:
                ratio = large["wall_s"] / small["wall_s"]
                scale["wall_ratio"] = ratio
                print(f"wall ratio {big_n}/{args.pages}: {ratio:.2f} (linear = {args.scale_factor})")
            results["scaling"] = scale

    # 6. search index ------------------------------------------------------------------
    index_out = work.path("out-docgen")
    if docgen_ok and index_out.is_dir():
        section("search index size (docgen output)")
        idx = search_index_sizes(index_out)
        results["search_index"] = idx
        for locale, info in idx.items():
            if not info["files"]:
                print(f"{locale}: no search index ({info['html_bytes'] / MIB:.1f} MiB of HTML)")
                report.target(f"search index share ({locale})", "no search index",
                              f"< {TARGET_INDEX_SHARE:.0%} of HTML", None)
            else:
                print(f"{locale}: {info['index_bytes'] / MIB:.2f} MiB index / {info['html_bytes'] / MIB:.1f} MiB "
                      f"HTML = {info['share']:.1%}  ({len(info['files'])} files)")
                report.target(f"search index share ({locale})", f"{info['share']:.1%}",
                              f"< {TARGET_INDEX_SHARE:.0%} of HTML", info["share"] < TARGET_INDEX_SHARE)

    return finish(args, results, report, errors, notes[len(tools.notes):], started)


def finish(args: argparse.Namespace, results: dict[str, object], report: Report, errors: dict[str, str],
           notes: list[str], started: datetime.datetime) -> int:
    """Prints the targets and errors, writes --json; the exit status (1 when a tool errored, and
    with --pathological also when a case failed its bounds)."""
    report.print_targets()
    for note in notes:
        print(f"note: {note}")
    for key, message in errors.items():
        print(f"ERROR {key}: {message.splitlines()[0]}")
    results["targets"] = report.targets
    results["errors"] = errors
    results["notes"] = notes
    results["machine"]["loadavg_at_end"] = list(os.getloadavg())
    results["elapsed_s"] = round((datetime.datetime.now(datetime.timezone.utc).astimezone()
                                  - started).total_seconds(), 1)
    if args.json:
        path = Path(args.json)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"\nwrote {path}")
    if args.pathological and any(t["result"] == "FAIL" for t in report.targets):
        return 1
    return 1 if errors else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        sys.exit(130)
