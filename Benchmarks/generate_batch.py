#!/usr/bin/env python3
"""Write a batch of monthly statements of one account whose balances chain, for the batch benchmark.

Usage: generate_batch.py OUT_DIR [--files N] [--rows N] [--seed S]

Each file is one calendar month (January 2017 onwards) in the layout of generate_statement.py
(old DKB Girokonto: Latin-1, ';', CRLF, five preamble lines with the account, the period and
the closing balance, running 'Saldo'), with N rows spread over the month in date
order. Every statement opens with the previous one's closing balance. The data is synthetic;
the same seed gives the same bytes.
"""

import argparse
import calendar
import datetime
import os
import random

from generate_statement import (AWKWARD_PURPOSES, BOOKING_TEXTS, COUNTERPARTIES, HEADER, IBAN_PREFIXES, PURPOSES,
                                amount_cents, money, quote)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--files", type=int, default=100)
    parser.add_argument("--rows", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20240305)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    os.makedirs(args.out_dir, exist_ok=True)
    balance = 1_234_567
    year, month = 2017, 1
    for _ in range(args.files):
        days = calendar.monthrange(year, month)[1]
        first = datetime.date(year, month, 1)
        rows = []
        for offset in sorted(rng.randrange(days) for _ in range(args.rows)):
            day = first + datetime.timedelta(days=offset)
            d = day.strftime("%d.%m.%Y")
            cents = amount_cents(rng, balance)
            balance += cents
            template = rng.choice(AWKWARD_PURPOSES) if rng.random() < 0.02 else rng.choice(PURPOSES)
            purpose = template.format(d=d, m=day.strftime("%m/%Y"), n=rng.randrange(10_000, 99_999_999))
            fields = [
                d, (day + datetime.timedelta(days=rng.choice((0, 0, 1)))).strftime("%d.%m.%Y"), rng.choice(BOOKING_TEXTS),
                rng.choice(COUNTERPARTIES), purpose, f"{rng.choice(IBAN_PREFIXES)}{rng.randrange(1000):03d}",
                money(cents), money(balance),
            ]
            rows.append(";".join(quote(f, "all") for f in fields))
        last = datetime.date(year, month, days)
        preamble = [
            '"Kontonummer:";"DE89370400440532013000 / Girokonto";',
            f'"Von:";"{first:%d.%m.%Y}";',
            f'"Bis:";"{last:%d.%m.%Y}";',
            f'"Kontostand vom {last:%d.%m.%Y}:";"{money(balance)} EUR";',
            "",
        ]
        text = "\r\n".join(preamble + [";".join(quote(h, "all") for h in HEADER)] + rows) + "\r\n"
        with open(os.path.join(args.out_dir, f"girokonto-{year}-{month:02d}.csv"), "wb") as out:
            out.write(text.encode("latin-1"))
        year, month = (year + 1, 1) if month == 12 else (year, month + 1)


if __name__ == "__main__":
    main()
