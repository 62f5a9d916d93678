#!/usr/bin/env python3
"""DuckDB peer of the parse + sum benchmark.

Usage: duckdb_sum.py FILE [--threads N] [--skip-lines 5]

Reads the statement with the dialect given explicitly (no sniffing), parses the booking date
as a date and the amount as an exact DECIMAL(18,2) after removing the '.' grouping, and prints
the same `rows= sum= min_date= max_date=` line as certain-import-bench, plus `work_seconds=`:
the time of the query alone, without starting Python and importing duckdb.
"""

import argparse
import time

import duckdb

parser = argparse.ArgumentParser()
parser.add_argument("file")
parser.add_argument("--threads", type=int, default=0, help="0: DuckDB's default")
parser.add_argument("--skip-lines", type=int, default=5)
args = parser.parse_args()

connection = duckdb.connect()
if args.threads:
    connection.execute(f"SET threads = {args.threads}")
columns = {
    "Buchungstag": "DATE", "Wertstellung": "VARCHAR", "Buchungstext": "VARCHAR",
    "Auftraggeber / Begünstigter": "VARCHAR", "Verwendungszweck": "VARCHAR", "IBAN": "VARCHAR",
    "Betrag (EUR)": "VARCHAR", "Saldo (EUR)": "VARCHAR",
}
column_list = ", ".join(f"'{name}': '{kind}'" for name, kind in columns.items())
query = f"""
SELECT count(*),
       sum(CAST(replace(replace("Betrag (EUR)", '.', ''), ',', '.') AS DECIMAL(18, 2)))::VARCHAR,
       min(Buchungstag)::VARCHAR, max(Buchungstag)::VARCHAR
FROM read_csv(?, auto_detect = false, header = true, skip = {args.skip_lines},
              delim = ';', quote = '"', escape = '"', new_line = '\\r\\n',
              encoding = 'latin-1', dateformat = '%d.%m.%Y', columns = {{{column_list}}})
"""
start = time.perf_counter()
start_cpu = time.process_time()
rows, total, first, last = connection.execute(query, [args.file]).fetchone()
elapsed = time.perf_counter() - start
elapsed_cpu = time.process_time() - start_cpu
print(f"rows={rows} sum={total} min_date={first} max_date={last} work_seconds={elapsed:.4f} work_cpu_seconds={elapsed_cpu:.4f}")
