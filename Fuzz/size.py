#!/usr/bin/env python3
"""The size mode of Fuzz/run: seeds grown to megabytes, each read by its fuzz target once at
two sizes, with the time and the peak memory each costs held against an ordinary input of the
same size, read by the same target in the same run.

libFuzzer keeps its inputs short (at most 8 KB here) and judges a run by a timeout and a memory
limit that are far above what any short input costs, so work that grows with the square of a
line's length, or memory that grows with a line's copies, never shows there. This mode grows a
few real inputs (a template, a statement) by the part that such work would repeat
(long escaped strings, long lines, many continuation lines, long quoted fields), runs the
target's binary on each at two SIZES (the larger four times the smaller), and fails when

  - a run crashes, breaks a check or exceeds libFuzzer's limits (as in a fuzzing run);
  - time grows faster than the input: the larger run's time past the empty input's is more
    than GROWTH times the smaller run's (linear work makes it 4 times, quadratic 16), unless
    it is under FLOOR seconds, where the clock's noise would decide;
  - time per byte is more than TIME_RATIO times the target's ordinary input's (its reference:
    a template with a long plain name, a statement of many rows, a CSV text of many rows);
  - peak memory past the empty input's is more than MEMORY_RATIO times the reference's, plus
    MEMORY_SLACK (a line is held once while it is read; a purpose copied at every
    continuation line is not).

Comparing with a reference of the same run, rather than with fixed seconds, keeps the check
true on a loaded machine and under the sanitizer's slower build.

Usage: size.py BUILD_DIR WORK_DIR REPOSITORY [RECIPE...]   (Fuzz/run size calls it)
Writes the grown inputs and one line a run to WORK_DIR/size/ and prints a table.
"""

import json
import os
import subprocess
import sys
import tempfile

# The two sizes of each target's inputs: a template file may hold at most 1 MiB.
SIZES = {"template": (240 << 10, 960 << 10), "preview": (1 << 20, 4 << 20)}
GROWTH = 6.0
FLOOR = 1.0
TIME_RATIO = 3.0
MEMORY_RATIO = 2.0
MEMORY_SLACK = 32 << 20


def dkb_sample(repository):
    """The DKB sample statement: a preamble, a header and 18 rows, in UTF-8 with a BOM."""
    with open(os.path.join(repository, "Samples/dkb/girokonto-2025-03.csv"), "rb") as file:
        return file.read()


def dkb_lines(repository):
    """The DKB sample's lines, and the index of its header line."""
    lines = dkb_sample(repository).split(b"\n")
    return lines, next(index for index, line in enumerate(lines) if line.startswith(b'"Buchungsdatum"'))


def statement_with_lines(repository, size, line_unit, count=8):
    """The DKB sample with `count` lines that are not rows after its first row, each a
    repetition of `line_unit`, together about `size` bytes."""
    lines, header = dkb_lines(repository)
    each = max(1, size // count // len(line_unit))
    inserted = [line_unit * each for _ in range(count)]
    return b"\n".join(lines[: header + 2] + inserted + lines[header + 2 :])


def statement_with_long_cells(repository, size, count=8):
    """The DKB sample with `count` rows after its first whose booking date is a cell of about
    `size / count` bytes: each is a problem of its line, which quotes the cell."""
    lines, header = dkb_lines(repository)
    rest = b';"29.03.25";"Gebucht";"Anna";"Laden";"Kauf";"Ausgang";"";"-1,00";"";"";""'
    rows = [b'"' + b"x" * (size // count) + b'"' + rest for _ in range(count)]
    return b"\n".join(lines[: header + 2] + rows + lines[header + 2 :])


def statement_with_long_purpose(repository, size):
    """The DKB sample whose first row's purpose is one quoted field of about `size` bytes, full
    of doubled quotes."""
    sample = dkb_sample(repository)
    purpose = b'"VISA Debitkartenumsatz"'
    grown = b'"' + b'Ticket ""Sommernacht"" ' * (size // 24) + b'"'
    return sample.replace(purpose, grown, 1)


def statement_with_many_rows(repository, size):
    """The DKB sample with its rows repeated to about `size` bytes: the throughput of an ordinary
    long statement, against which the other statements' figures can be read."""
    lines, header = dkb_lines(repository)
    row = lines[header + 1] + b"\n"
    return b"\n".join(lines[: header + 1]) + b"\n" + row * (size // len(row)) + b"\n".join(lines[header + 1 :])


def template_with_values(repository, size, unit, indent=2, value_bytes=50_000):
    """The DKB template with pending values of `unit` (JSON source text) repeated to
    `value_bytes` each, as many as make about `size` bytes: every string under the reader's
    limit of 65,536 characters, the file under its limit of 1 MiB."""
    with open(os.path.join(repository, "Templates/dkb-giro.json"), encoding="utf-8") as file:
        template = json.load(file)
    template["pending_values"] = ["@@VALUE@@"]
    base = json.dumps(template, indent=indent, ensure_ascii=False)
    value = '"' + unit * max(1, value_bytes // len(unit)) + '"'
    count = max(1, round((size - len(base)) / (len(value) + 2)))
    return base.replace('"@@VALUE@@"', ", ".join([value] * count)).encode("utf-8")


# The ordinary inputs the recipes are held against: name: (target, how to grow it to a size).
REFERENCES = {
    "template-plain-values": ("template", lambda r, n: template_with_values(r, n, "Vorgemerkt ")),
    "template-short-values": ("template", lambda r, n: template_with_values(r, n, "Vorgemerkt ", value_bytes=10)),
    "preview-many-rows": ("preview", statement_with_many_rows),
}

# name: (target, how to grow it to a size, the reference it is held against)
RECIPES = {
    "template-escaped-values": ("template", lambda r, n: template_with_values(r, n, "\\u001b[2J"), "template-plain-values"),
    "template-escaped-quotes": ("template", lambda r, n: template_with_values(r, n, '\\"\\\\'), "template-plain-values"),
    # The same values as the short ones, written on one line.
    "template-one-line": ("template", lambda r, n: template_with_values(r, n, "Vorgemerkt ", indent=None, value_bytes=10),
                          "template-short-values"),
    "preview-text-lines": ("preview", lambda r, n: statement_with_lines(r, n, b"Verwendungszweck Fortsetzung "),
                           "preview-many-rows"),
    "preview-two-long-lines": ("preview", lambda r, n: statement_with_lines(r, n, b"Fortsetzung; ", count=2),
                               "preview-many-rows"),
    "preview-separator-lines": ("preview", lambda r, n: statement_with_lines(r, n, b";"), "preview-many-rows"),
    "preview-quoted-lines": ("preview", lambda r, n: statement_with_lines(r, n, b'"";'), "preview-many-rows"),
    "preview-long-purpose": ("preview", statement_with_long_purpose, "preview-many-rows"),
    "preview-long-date-cells": ("preview", statement_with_long_cells, "preview-many-rows"),
}


def run(binary, path, seconds_allowed):
    """Runs `binary` on the one input at `path`; returns (status, seconds, peak KB, output)."""
    with tempfile.NamedTemporaryFile("r") as measured:
        completed = subprocess.run(
            ["/usr/bin/time", "-f", "%e %M", "-o", measured.name, binary, "-runs=1", "-rss_limit_mb=4096",
             "-malloc_limit_mb=4096", f"-timeout={seconds_allowed}", path],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            env=dict(os.environ, SWIFT_BACKTRACE="enable=no", ASAN_OPTIONS="detect_leaks=0"),
        )
        figures = measured.read().split()
    seconds, peak = float(figures[-2]), int(figures[-1])
    return completed.returncode, seconds, peak, completed.stdout.decode("utf-8", "replace")


def measure(binary, sizes, folder, name, grow, repository, failures):
    """Runs `binary` on `name`'s input at both `sizes`; returns [(bytes, seconds, peak KB)] for
    each, and adds a failure when a run fails."""
    figures = []
    for size in sizes:
        path = os.path.join(folder, f"{name}-{size >> 10}K")
        data = grow(repository, size)
        with open(path, "wb") as file:
            file.write(data)
        # Long enough for any input that passes the checks on a loaded machine, short enough not
        # to wait many minutes for one that does not (a template with 1 MB of escaped characters in its name took
        # 107 s before the reader was made linear).
        status, seconds, peak, output = run(binary, path, max(60, len(data) // 50_000))
        figures.append((len(data), seconds, peak))
        if status != 0:
            failures.append(f"{name}: the target failed on {path} (status {status}):\n"
                            + "\n".join(output.splitlines()[-15:]))
    return figures


def main():
    sys.stdout.reconfigure(line_buffering=True)
    build, work, repository = sys.argv[1:4]
    chosen = sys.argv[4:] or list(RECIPES)
    unknown = [name for name in chosen if name not in RECIPES]
    if unknown:
        print(f"Error: no recipe {', '.join(unknown)}; the recipes are {', '.join(RECIPES)}", file=sys.stderr)
        return 2
    folder = os.path.join(work, "size")
    os.makedirs(folder, exist_ok=True)
    empty = os.path.join(folder, "empty")
    open(empty, "wb").close()
    references = {}
    failures = []
    print(f"{'input':<26} {'bytes':>9} {'s':>6} {'MB':>5}  {'bytes':>9} {'s':>6} {'MB':>5}  "
          f"{'growth':>6} {'time':>5} {'memory':>6}")

    def show(name, figures, growth, time_ratio="", memory_ratio=""):
        (small_bytes, small_seconds, small_peak), (large_bytes, large_seconds, large_peak) = figures
        print(f"{name:<26} {small_bytes:>9} {small_seconds:>6.2f} {small_peak >> 10:>5}  {large_bytes:>9} "
              f"{large_seconds:>6.2f} {large_peak >> 10:>5}  {growth:>6.1f} {time_ratio:>5} {memory_ratio:>6}")
        with open(os.path.join(folder, "runs.log"), "a") as log:
            log.write("\t".join(map(str, [name, small_bytes, small_seconds, small_peak, large_bytes, large_seconds,
                                          large_peak])) + "\n")

    bases = {}
    for name in chosen:
        target, grow, reference_name = RECIPES[name]
        binary = os.path.join(build, f"{target}-fuzz")
        if target not in bases:
            _, base_seconds, base_peak, _ = run(binary, empty, 60)
            bases[target] = (base_seconds, base_peak)
        base_seconds, base_peak = bases[target]
        if reference_name not in references:
            _, reference_grow = REFERENCES[reference_name]
            figures = measure(binary, SIZES[target], folder, reference_name, reference_grow, repository, failures)
            work = [max(0.0, seconds - base_seconds) for _, seconds, _ in figures]
            show(reference_name, figures, work[1] / max(work[0], 1e-3))
            references[reference_name] = figures
        reference = references[reference_name]
        figures = measure(binary, SIZES[target], folder, name, grow, repository, failures)
        (small_bytes, small_seconds, _), (large_bytes, large_seconds, large_peak) = figures
        small_work = max(0.0, small_seconds - base_seconds)
        large_work = max(0.0, large_seconds - base_seconds)
        reference_bytes, reference_seconds, reference_peak = reference[1]
        reference_work = max(0.0, reference_seconds - base_seconds)
        growth = large_work / max(small_work, 1e-3)
        time_ratio = (large_work / large_bytes) / max(reference_work / reference_bytes, 1e-9)
        memory = max(0, large_peak - base_peak) << 10
        reference_memory = max(0, reference_peak - base_peak) << 10
        memory_ratio = memory / max(reference_memory, 1)
        show(name, figures, growth, f"{time_ratio:.1f}", f"{memory_ratio:.1f}")
        if large_work > FLOOR and growth > GROWTH:
            failures.append(f"{name}: time grows faster than the input: {small_work:.2f} s for {small_bytes} bytes, "
                            f"{large_work:.2f} s for {large_bytes} ({growth:.1f} times; at most {GROWTH:g})")
        if large_work > FLOOR and time_ratio > TIME_RATIO:
            failures.append(f"{name}: {time_ratio:.1f} times the time a byte of {reference_name} "
                            f"({large_work:.2f} s for {large_bytes} bytes; at most {TIME_RATIO:g} times)")
        if memory > MEMORY_RATIO * reference_memory + MEMORY_SLACK:
            failures.append(f"{name}: {memory >> 20} MB of memory for {large_bytes} bytes, {memory_ratio:.1f} times "
                            f"{reference_name}'s {reference_memory >> 20} MB (at most {MEMORY_RATIO:g} times "
                            f"and {MEMORY_SLACK >> 20} MB)")
    for failure in failures:
        print(f"Error: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
