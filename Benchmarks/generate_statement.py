#!/usr/bin/env python3
"""Write a large synthetic German bank statement (old DKB Girokonto layout) for benchmarks.

Usage: generate_statement.py OUT.csv OUT.json [--rows N] [--seed S] [--quoting all|minimal]

The file is Latin-1 (only bytes that mean the same in ISO-8859-1 and windows-1252: no
0x80-0x9F), `;`-separated, CRLF, with five preamble lines, one header line and N booking
rows in date order. Some purposes contain `;`, doubled quotes and line breaks inside quotes.
The `Saldo (EUR)` column is the running balance: opening balance plus every amount so far.

OUT.json records what every reader must compute from the amount column, so that the
benchmark can check each tool: the row count, the exact sum in cents, the first and last
booking date, the opening and closing balance. The data is ours and synthetic; the same seed
gives the same bytes.
"""

import argparse
import datetime
import json
import random

HEADER = [
    "Buchungstag", "Wertstellung", "Buchungstext", "Auftraggeber / Begünstigter",
    "Verwendungszweck", "IBAN", "Betrag (EUR)", "Saldo (EUR)",
]

COUNTERPARTIES = [
    "REWE Markt GmbH", "EDEKA Südbayern", "Bäckerei Schäfer", "Müller Drogeriemarkt",
    "Stadtwerke München", "Deutsche Bahn AG", "Gärtnerei Löwenzahn", "Hausverwaltung Größer",
    "Jürgen Weiß", "Krankenkasse Süd", "Straßenbahn Köln", "Café Fröhlich", "Tankstelle Öl & Co",
    "Arbeitgeber Maß GmbH", "Finanzamt Düsseldorf", "Rundfunkbeitrag", "Zahnärztin Dr. Kühn",
    "Bücherstube Grün", "Versicherung Übersee AG", "Fitnessstudio Stärke",
]

BOOKING_TEXTS = [
    "Lastschrift", "Kartenzahlung", "Überweisung", "Dauerauftrag", "Gutschrift",
    "Gehalt/Rente", "Abschluss", "Bargeldauszahlung", "Gebühren",
]

PURPOSES = [
    "Einkauf vom {d} Filiale {n}", "Miete {m} Wohnung Straße {n}", "Abschlag Strom {m}",
    "Beitrag {m} Mitgliedsnr. {n}", "Kartenzahlung {d} Debitk.{n} VISA Debit",
    "Rechnung {n} vom {d} Gebühr", "Lohn/Gehalt {m} Personalnr. {n}", "Erstattung Überzahlung {n}",
    "Fahrkarte {d} Zugbindung aufgehoben", "Spende Tierschutz Süd {m}",
]

# Purposes that force quoting: a delimiter, doubled quotes, and line breaks inside the field.
AWKWARD_PURPOSES = [
    "Miete {m}; Nebenkosten {n}", "Rechnung \"{n}\" vom {d}", "Abo \"Größer\"; Laufzeit {m}",
    "Gutschrift {n}\nRückbuchung vom {d}", "Sammelüberweisung {m}\r\nPos. 1; Pos. 2",
    "Bestellung {n}\n\"Maßanfertigung\"; Lieferung {d}",
]

IBAN_PREFIXES = ["DE89370400440532013", "DE02120300000000202", "DE12500105170648489", "DE75512108001245126"]


def money(cents):
    """Format cents the German way: '-1.234,56'."""
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    return f"{sign}{whole:,}".replace(",", ".") + f",{frac:02d}"


def quote(field, quoting):
    if quoting == "all" or any(c in field for c in ';"\r\n'):
        return '"' + field.replace('"', '""') + '"'
    return field


def amount_cents(rng, balance):
    kind = rng.random()
    # Income is likelier while the account is overdrawn, so that the balance stays plausible.
    if kind < (0.04 if balance >= 0 else 0.25):
        return rng.randint(150_000, 650_000)  # salary, rent refunds
    if kind < 0.06:
        return -rng.randint(100_000, 2_500_000)  # rent, cars: exercises the '.' grouping
    if kind < 0.0601:
        return rng.choice([1, -1]) * rng.randint(100_000_000, 250_000_000)  # rare, two dots
    if kind < 0.15:
        return rng.randint(1, 50_000)
    return -rng.randint(1, 25_000)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv_path")
    parser.add_argument("facts_path")
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--seed", type=int, default=20240305)
    parser.add_argument("--quoting", choices=["all", "minimal"], default="all")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    first_day = datetime.date(2019, 1, 1)
    # About 550 bookings a day spreads a million rows over five years.
    days = max(1, args.rows // 550)
    dates = sorted(rng.randrange(days) for _ in range(args.rows))
    opening = 1_234_567
    balance = opening
    total = 0
    q = args.quoting

    rows = []
    for i, offset in enumerate(dates):
        day = first_day + datetime.timedelta(days=offset)
        value_day = day + datetime.timedelta(days=rng.choice((0, 0, 0, 1, 2)))
        d = day.strftime("%d.%m.%Y")
        cents = amount_cents(rng, balance)
        balance += cents
        total += cents
        template = rng.choice(AWKWARD_PURPOSES) if rng.random() < 0.02 else rng.choice(PURPOSES)
        purpose = template.format(d=d, m=day.strftime("%m/%Y"), n=rng.randrange(10_000, 99_999_999))
        fields = [
            d, value_day.strftime("%d.%m.%Y"), rng.choice(BOOKING_TEXTS), rng.choice(COUNTERPARTIES),
            purpose, f"{rng.choice(IBAN_PREFIXES)}{rng.randrange(1000):03d}", money(cents), money(balance),
        ]
        rows.append(";".join(quote(f, q) for f in fields))
    last_day = first_day + datetime.timedelta(days=dates[-1])
    first_booking = first_day + datetime.timedelta(days=dates[0])

    preamble = [
        '"Kontonummer:";"DE89370400440532013000 / Girokonto";',
        f'"Zeitraum:";"{first_booking:%d.%m.%Y} - {last_day:%d.%m.%Y}";',
        f'"Kontostand vom {first_booking:%d.%m.%Y}:";"{money(opening)} EUR";',
        f'"Kontostand vom {last_day:%d.%m.%Y}:";"{money(balance)} EUR";',
        "",
    ]
    header = ";".join(quote(h, q) for h in HEADER)
    text = "\r\n".join(preamble + [header] + rows) + "\r\n"
    data = text.encode("latin-1")
    assert not any(0x80 <= b <= 0x9F for b in data[:1_000_000]), "bytes outside Latin-1 ∩ windows-1252"
    with open(args.csv_path, "wb") as out:
        out.write(data)

    sign = "-" if total < 0 else ""
    facts = {
        "rows": args.rows,
        "sum_cents": total,
        "sum": f"{sign}{abs(total) // 100}.{abs(total) % 100:02d}",
        "min_date": first_booking.isoformat(),
        "max_date": last_day.isoformat(),
        "opening_balance_cents": opening,
        "closing_balance_cents": balance,
        "bytes": len(data),
        "seed": args.seed,
        "quoting": q,
        "preamble_lines": len(preamble),
    }
    with open(args.facts_path, "w") as out:
        json.dump(facts, out, indent=2)
        out.write("\n")


if __name__ == "__main__":
    main()
