#!/usr/bin/env python3
"""Python csv-module peer of the parse + sum benchmark.

Usage: python_csv_sum.py FILE [--skip-lines 5] [--amount-column 6] [--date-column 0]

Decodes Latin-1, parses the amount into integer cents (exact, no float) and the date
dd.MM.yyyy into a validated calendar date, and prints the same line as certain-import-bench
plus `work_seconds=` (the reading loop alone).
"""

import argparse
import csv
import datetime
import time

parser = argparse.ArgumentParser()
parser.add_argument("file")
parser.add_argument("--skip-lines", type=int, default=5)
parser.add_argument("--amount-column", type=int, default=6)
parser.add_argument("--date-column", type=int, default=0)
args = parser.parse_args()

start = time.perf_counter()
start_cpu = time.process_time()
rows = 0
total = 0
first = last = None
with open(args.file, encoding="latin-1", newline="") as statement:
    for _ in range(args.skip_lines):
        statement.readline()
    reader = csv.reader(statement, delimiter=";", quotechar='"', doublequote=True)
    next(reader)
    amount_at, date_at = args.amount_column, args.date_column
    for record in reader:
        amount = record[amount_at]
        negative = amount.startswith("-")
        whole, _, fraction = amount.lstrip("-").replace(".", "").partition(",")
        cents = int(whole) * 100 + int((fraction + "00")[:2])
        total += -cents if negative else cents
        text = record[date_at]
        day = datetime.date(int(text[6:10]), int(text[3:5]), int(text[0:2]))
        if first is None or day < first:
            first = day
        if last is None or day > last:
            last = day
        rows += 1
elapsed = time.perf_counter() - start
elapsed_cpu = time.process_time() - start_cpu
sign = "-" if total < 0 else ""
print(f"rows={rows} sum={sign}{abs(total) // 100}.{abs(total) % 100:02d} "
      f"min_date={first} max_date={last} work_seconds={elapsed:.4f} work_cpu_seconds={elapsed_cpu:.4f}")
