#!/usr/bin/env python3
"""Time the parse + sum tools on one statement and print the comparison table.

Called by Benchmarks/run, which prepares the file, the venv and the binaries; see there.

Each tool runs --runs times under /usr/bin/time -v. For each tool the table shows medians of
the process's wall time and CPU time (user + system), of the "work" wall and CPU time (the
tool's own timing of its read loop where it prints work_seconds= / work_cpu_seconds=, else
the process's), the ratios of the work times to DuckDB's with one thread, and the largest peak
RSS seen. Each tool's printed sum, row count and date range are checked against the facts the
generator wrote; a mismatch is flagged and makes the exit status 1.
"""

import argparse
import json
import shlex
import statistics
import subprocess
import sys
import tempfile
import time


def parse_summary(text):
    """The last line of the form `rows=N sum=S ...` as a dict."""
    for line in reversed(text.splitlines()):
        if line.startswith("rows="):
            return dict(part.split("=", 1) for part in line.split() if "=" in part)
    return None


def cents(decimal_text):
    negative = decimal_text.startswith("-")
    whole, _, fraction = decimal_text.lstrip("-+").partition(".")
    value = int(whole or "0") * 100 + int((fraction + "00")[:2])
    if len(fraction) > 2 and int(fraction[2:]) != 0:
        raise ValueError(f"{decimal_text} has fractions of a cent")
    return -value if negative else value


def run_once(command, stdout_to_null):
    """Run one command under /usr/bin/time -v.

    Returns (wall seconds, CPU seconds (user + system), peak RSS in MB, stdout, error).
    """
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        start = time.perf_counter()
        completed = subprocess.run(
            ["/usr/bin/time", "-v", "-o", report.name] + command,
            stdout=subprocess.DEVNULL if stdout_to_null else subprocess.PIPE,
            stderr=subprocess.PIPE, text=True, errors="replace",
        )
        seconds = time.perf_counter() - start
        peak_kb = None
        cpu = 0.0
        for line in report.read().splitlines():
            if "Maximum resident set size" in line:
                peak_kb = int(line.rsplit(":", 1)[1])
            elif "User time (seconds)" in line or "System time (seconds)" in line:
                cpu += float(line.rsplit(":", 1)[1])
    error = None
    if completed.returncode != 0:
        last_lines = "\n".join(completed.stderr.strip().splitlines()[-3:])
        error = f"exit {completed.returncode}: {last_lines}"
    peak_mb = peak_kb / 1024 if peak_kb is not None else None
    return seconds, cpu, peak_mb, completed.stdout or "", error


def check(summary, facts):
    """Differences between a tool's summary and the generator's facts, as short phrases."""
    if summary is None:
        return ["printed no rows= line"]
    problems = []
    try:
        if cents(summary.get("sum", "")) != facts["sum_cents"]:
            problems.append(f"sum {summary.get('sum')} != {facts['sum']}")
    except ValueError as error:
        problems.append(f"sum unreadable: {error}")
    if summary.get("rows") != str(facts["rows"]):
        problems.append(f"rows {summary.get('rows')} != {facts['rows']}")
    for key in ("min_date", "max_date"):
        if key in summary and summary[key] != facts[key]:
            problems.append(f"{key} {summary[key]} != {facts[key]}")
    return problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--file", required=True)
    parser.add_argument("--facts", required=True)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--tool", action="append", default=[], metavar="NAME|VERIFY|COMMAND",
                        help="VERIFY is 'sum' (check the printed summary) or 'none' (stdout to /dev/null)")
    args = parser.parse_args()
    facts = json.load(open(args.facts))

    results = []
    for spec in args.tool:
        name, verify, command = spec.split("|", 2)
        if not command:
            results.append((name, None, None, None, None, None, "n/a (not built)"))
            continue
        argv = shlex.split(command)
        walls, cpus, works, work_cpus, peaks, notes = [], [], [], [], [], []
        for _ in range(args.runs):
            seconds, cpu, peak, stdout, error = run_once(argv, stdout_to_null=(verify == "none"))
            if error:
                notes.append(error)
                break
            summary = parse_summary(stdout) if verify == "sum" else None
            if verify == "sum":
                for problem in check(summary, facts):
                    if problem not in notes:
                        notes.append(problem)
            walls.append(seconds)
            cpus.append(cpu)
            works.append(float(summary["work_seconds"]) if summary and "work_seconds" in summary else seconds)
            work_cpus.append(float(summary["work_cpu_seconds"]) if summary and "work_cpu_seconds" in summary else cpu)
            if peak is not None:
                peaks.append(peak)
        if not walls:
            results.append((name, None, None, None, None, None, "n/a: " + "; ".join(notes)))
            continue
        status = ("MISMATCH: " + "; ".join(notes)) if notes else ("sum ok" if verify == "sum" else "not verified")
        results.append((name, statistics.median(walls), statistics.median(cpus), statistics.median(works),
                        statistics.median(work_cpus), max(peaks) if peaks else None, status))
        print(f"  {name}: done", file=sys.stderr)

    duckdb1 = next((r for r in results if r[0].startswith("duckdb threads=1") and r[3]), None)
    width = max(len(r[0]) for r in results) if results else 10
    print(f"\n{'tool':<{width}}  {'wall s':>7}  {'cpu s':>7}  {'work s':>7}  {'work cpu':>8}  "
          f"{'÷ duckdb1':>9}  {'cpu ÷ d1':>8}  {'peak MB':>8}  check")

    def number(value, width, digits=3):
        return f"{value:{width}.{digits}f}" if value is not None else "n/a".rjust(width)

    for name, wall, cpu, work, work_cpu, peak, status in results:
        ratio = work / duckdb1[3] if work is not None and duckdb1 else None
        cpu_ratio = work_cpu / duckdb1[4] if work_cpu is not None and duckdb1 and duckdb1[4] else None
        print(f"{name:<{width}}  {number(wall, 7)}  {number(cpu, 7)}  {number(work, 7)}  {number(work_cpu, 8)}  "
              f"{number(ratio, 9, 2)}  {number(cpu_ratio, 8, 2)}  {number(peak, 8, 1)}  {status}")
    print("\nwall: whole process; cpu: its user + system time (all threads). work / work cpu: the\n"
          "tool's own timing of its read loop where it reports one (Python peers: without starting\n"
          "the interpreter and importing), else the process's. ÷ duckdb1 divides work times by\n"
          "DuckDB's with one thread; cpu ÷ d1 divides work CPU times, which stay steady when other\n"
          "processes compete for the cores. All values are medians.")
    return 1 if any(r[6].startswith("MISMATCH") for r in results) else 0


if __name__ == "__main__":
    sys.exit(main())
