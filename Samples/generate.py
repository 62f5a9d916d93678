#!/usr/bin/env python3
"""Writes synthetic bank statements in real bank export formats, with a facts file each.

All people, shops, IBANs (with valid ISO 13616 check digits), references and amounts are
invented. Statements and facts come from the same in-memory records, so the facts cannot
drift from the files. `python3 Samples/generate.py` rewrites everything and then re-parses
every file with the csv module against its facts (`--no-verify` skips that).

Stdlib only, deterministic.
"""
import csv, io, json, os, random, re, sys, datetime as dt
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "shared/corpora/banks"  # only named in facts, never read here

# ---------------------------------------------------------------- values

def iban(cc, bban):
    """ISO 13616: check digits so that the rearranged number is 1 mod 97."""
    s = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in s)
    check = 98 - int(num) % 97
    return f"{cc}{check:02d}{bban}"

def iban_ok(x):
    x = x.replace(" ", "")
    s = x[4:] + x[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1

def spaced(x):
    return " ".join(x[i:i + 4] for i in range(0, len(x), 4))

def money(c, dec=".", th=None, minimal=False, keep_one=False, places=2, plus=False, one_dec_rule=False):
    """Formats integer cents the way a bank writes them."""
    neg = c < 0
    ip, fp = divmod(abs(c), 100)
    s_int = str(ip)
    if th:
        g = []
        while len(s_int) > 3:
            g.insert(0, s_int[-3:]); s_int = s_int[:-3]
        g.insert(0, s_int); s_int = th.join(g)
    frac = f"{fp:02d}" + "0" * (places - 2)
    if minimal:
        frac = frac.rstrip("0")
        if keep_one and not frac:
            frac = "0"
    if one_dec_rule and fp % 10 == 0 and fp != 0:
        frac = frac[:1]
    s = s_int + (dec + frac if frac else "")
    if neg:
        s = "-" + s
    elif plus and c > 0:
        s = "+" + s
    return s

def dstr(d):
    return d.isoformat()

def cents_str(c):
    return f"{'-' if c < 0 else ''}{abs(c) // 100}.{abs(c) % 100:02d}"

_TOK = re.compile(r"yyyy|yy|MM|dd|HH|mm|ss|SSSSSS|S")

def fdate(d, pat, hh=0, mi=0, ss=0, us=0):
    m = {"yyyy": f"{d.year:04d}", "yy": f"{d.year % 100:02d}", "MM": f"{d.month:02d}", "dd": f"{d.day:02d}",
         "HH": f"{hh:02d}", "mm": f"{mi:02d}", "ss": f"{ss:02d}", "SSSSSS": f"{us:06d}", "S": "0"}
    return _TOK.sub(lambda x: m[x.group(0)], pat)

# ---------------------------------------------------------------- CSV rows

def q(f):
    return '"' + f.replace('"', '""') + '"'

def row(fields, delim, mode="min", always=(), trailing=False, lead=""):
    """mode: all (every field quoted, empty too), nonempty, min (only when needed), none."""
    out = []
    for i, f in enumerate(fields):
        f = "" if f is None else str(f)
        need = delim in f or '"' in f or "\n" in f or "\r" in f
        if mode == "all" or (mode == "nonempty" and f != "") or (i in always and f != ""):
            out.append(q(f))
        elif mode == "none":
            assert not need, (f, delim)
            out.append(f)
        else:
            out.append(q(f) if need else f)
    return lead + delim.join(out) + (delim if trailing else "")

# ---------------------------------------------------------------- transactions

class Tx:
    def __init__(self, d, cents, cp, purpose, kind="card", vd=None, cp_iban=None, pending=False, ref=None):
        self.date, self.cents, self.cp, self.purpose, self.kind = d, cents, cp, purpose, kind
        self.vd = vd or d
        self.cp_iban, self.pending, self.ref = cp_iban, pending, ref
        self.balance = None
        self.subs = []     # (cp, cents, text) for collective bookings
        self.cont = []     # continuation texts (own rows)

POOLS = {
    "CH": dict(cur="CHF", people=["Lea Brunner", "Noah Keller", "Mia Zürcher", "Luca Rossi", "Chloé Favre", "Jonas Gerber"],
               shops=["Kornhaus Markt", "Velo Zentrum Aare", "Bergapotheke Sonnhalde", "Buchhandlung Seitenwind",
                      "Tankstelle Rheinblick", "Metzgerei Ochsner", "Papeterie Blau", "Quartierladen Riedhof"],
               coffee="Café Lindenbühl", umlaut="Bäckerei Müller & Söhne", bills=[("Elektrizitätswerk Talbach", "Rechnung Strom Q1"),
               ("Krankenkasse Alpina Mutual", "Prämie"), ("Telekom Seeland AG", "Abo Mobile")], employer="Sägerei Holzbau Gmünder AG",
               landlord="Immobilien Lindenhof AG", bank="09000", country="CH"),
    "DE": dict(cur="EUR", people=["Anna Schröder", "Jonas Becker", "Lena Weiß", "Felix Hoffmann", "Marie Krüger", "Paul Wagner"],
               shops=["Kornblume Biomarkt", "Radhaus Nordstadt", "Apotheke am Lindenplatz", "Buchhandlung Seitenwind",
                      "Tankstelle Am Ring", "Drogerie Sonnenschein", "Baumarkt Hammerhof", "Getränke Quelle Süd"],
               coffee="Café Lindenblüte", umlaut="Bäckerei Müller Backstübchen", bills=[("Stadtwerke Neuhafen", "Abschlag Strom"),
               ("Versicherung Elbufer VVaG", "Beitrag Haftpflicht"), ("Funknetz Mitte GmbH", "Mobilfunk Rechnung")],
               employer="Holzwerk Grünthal GmbH", landlord="Wohnbau Südhang eG", bank="10010010", country="DE"),
    "AT": dict(cur="EUR", people=["Katharina Gruber", "Lukas Huber", "Sophie Wimmer", "Maximilian Pichler", "Anna Steiner"],
               shops=["Greißlerei Kornfeld", "Radwerk Donaustadt", "Apotheke Zum Lindenbaum", "Buchhandlung Seitenwind",
                      "Tankstelle Alpenblick", "Drogerie Edelweiß", "Baumarkt Hammerhof", "Weinhandel Rebhang"],
               coffee="Kaffeehaus Lindengasse", umlaut="Bäckerei Müller Grätzl", bills=[("Stadtwerke Auhof", "Teilbetrag Strom"),
               ("Versicherung Traunsee AG", "Prämie Haushalt"), ("Funknetz Ost GmbH", "Handyrechnung")],
               employer="Holzbau Kärntner Höhe GmbH", landlord="Gemeinnützige Wohnbau Ennstal", bank="20111", country="AT"),
}

def cp_iban(rng, country):
    if country == "CH":
        return iban("CH", "0" + str(rng.randint(7000, 8999)) + f"{rng.randrange(10**12):012d}")
    if country == "AT":
        return iban("AT", str(rng.randint(12000, 39999)) + f"{rng.randrange(10**11):011d}")
    return iban("DE", str(rng.randint(20000000, 79999999)) + f"{rng.randrange(10**10):010d}")

def gen(seed, country, start, end, n=18, opening=250000, delim=";", quoting=True, multiline=False, lang="de"):
    """One period of plausible activity, oldest first, with the tricky rows every statement needs."""
    rng = random.Random(seed)
    P = POOLS[country]
    days = (end - start).days + 1
    def day(i):
        return start + dt.timedelta(days=min(max(i, 0), days - 1))
    txs = []
    sal = rng.randint(480000, 720000) if country == "CH" else rng.randint(310000, 420000)
    txs.append(Tx(day(0), sal, P["employer"], f"Lohn {start:%m/%Y}", "salary", cp_iban=cp_iban(rng, country), ref=f"SAL{start:%y%m}{rng.randint(100,999)}"))
    txs.append(Tx(day(1), -rng.randint(140000, 210000), P["landlord"], f"Miete {start:%m.%Y} Whg. 3 links", "transfer", cp_iban=cp_iban(rng, country)))
    for name, what in P["bills"]:
        txs.append(Tx(day(rng.randint(3, days - 3)), -rng.randint(3000, 15000), name, f"{what} {rng.randint(100000, 999999)}", "debit", cp_iban=cp_iban(rng, country), ref=f"MR{rng.randint(10**6, 10**7)}"))
    cday = day(rng.randint(4, days - 6))
    coffee = -rng.choice([450, 520, 580, 640])
    for _ in range(2):
        txs.append(Tx(cday, coffee, P["coffee"], f"Kartenzahlung {P['coffee']}", "card"))
    txs.append(Tx(day(rng.randint(5, days - 5)), -rng.randint(1500, 9000), P["umlaut"], "Einkauf Brötchen & Gebäck", "card"))
    shop = rng.choice(P["shops"])
    bought = -rng.randint(4000, 16000)
    d1 = rng.randint(2, days - 8)
    txs.append(Tx(day(d1), bought, shop, f"Kartenzahlung {shop}", "card"))
    txs.append(Tx(day(d1 + rng.randint(3, 6)), -bought // 2, shop, f"Rückerstattung {shop} Retoure", "refund"))
    friend = rng.choice(P["people"])
    if quoting:
        txs.append(Tx(day(rng.randint(6, days - 2)), rng.randint(2000, 9000), friend, f"Anteil Konzert; Tickets \"Sommernacht\", Reihe 4", "transfer", cp_iban=cp_iban(rng, country)))
    if multiline:
        txs.append(Tx(day(rng.randint(6, days - 2)), -rng.randint(5000, 30000), rng.choice(P["people"]), "Ferienwohnung Anzahlung\nDanke und bis bald", "transfer", cp_iban=cp_iban(rng, country)))
    while len(txs) < n:
        s = rng.choice(P["shops"])
        txs.append(Tx(day(rng.randint(0, days - 1)), -rng.randint(250, 12000), s, f"Kartenzahlung {s}", "card"))
    txs.sort(key=lambda t: t.date)
    bal = opening
    for t in txs:
        t.vd = t.date if t.kind != "card" else t.date - dt.timedelta(days=rng.choice([0, 0, 1]))
        if t.vd < start:
            t.vd = t.date
        bal += t.cents
        t.balance = bal
    return txs

def two_months(seed, country, opening, n=18, **kw):
    """March and April generated separately (each with its own salary, rent, coffees), April continuing March's balance."""
    mar = gen(seed + "-03", country, *MAR, n=n, opening=opening, **kw)
    apr = gen(seed + "-04", country, *APR, n=n, opening=mar[-1].balance, **kw)
    return mar + apr

def rechain(txs, opening):
    bal = opening
    for t in txs:
        if not t.pending:
            bal += t.cents
            t.balance = bal
    return bal

def ref16(rng):
    return "".join(rng.choice("0123456789") for _ in range(4)) + rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") * 0 + \
        "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(12))

# ---------------------------------------------------------------- document

class Doc:
    """Collects physical records with their role; numbers lines when rendered."""
    def __init__(self):
        self.entries = []
    def pre(self, text): self.entries.append((text, "pre", None))
    def header(self, text): self.entries.append((text, "header", None))
    def tx(self, text, t): self.entries.append((text, "tx", t))
    def skip(self, text, reason): self.entries.append((text, "skip", reason))
    def foot(self, text): self.entries.append((text, "foot", None))

OUT = []

def emit(bank_id, name, doc, meta, txs_cols, final_newline=True):
    nl = meta["line_ending"]
    text = nl.join(e[0] for e in doc.entries) + (nl if final_newline else "")
    if nl == "\r\n":
        assert all("\n" not in e[0] for e in doc.entries), "multi-line fields only in LF files"
    enc = meta["encoding"]
    if enc == "utf-16le":
        data = b"\xff\xfe" + text.encode("utf-16-le")
    else:
        data = (b"\xef\xbb\xbf" if meta["bom"] else b"") + text.encode(enc)
    line = 1
    header_line = None
    transactions, skipped, last_data_end = [], [], None
    first_data = None
    for text_, kind, obj in doc.entries:
        nlines = text_.count("\n") + 1
        if kind == "header":
            header_line = line
        elif kind == "tx":
            t = obj
            transactions.append(dict(line=line, booking_date=dstr(t.date), value_date=dstr(t.vd) if (t.vd_known and "value_date" in txs_cols) else None,
                                     amount=cents_str(t.cents), counterparty=t.f_cp, purpose=t.f_purpose,
                                     balance_after=cents_str(t.f_bal) if t.f_bal is not None else None))
        elif kind == "skip":
            skipped.append(dict(line=line, reason=obj))
        if kind in ("tx", "skip"):
            last_data_end = line + nlines - 1
            first_data = first_data or line
        line += nlines
    total = line - 1
    footer = total - last_data_end
    preamble = (header_line - 1) if header_line else (first_data - 1)
    facts = dict(bank=meta["bank"], country=meta["country"], format_source=meta["format_source"], encoding=enc,
                 bom=meta["bom"], delimiter=meta["delimiter"], quote=meta.get("quote", '"'), line_ending=nl,
                 final_newline=final_newline, preamble_lines=preamble, header_line=header_line, footer_lines=footer,
                 date_format=meta["date_format"], decimal_separator=meta["dec"], thousands_separator=meta.get("th"),
                 currency=meta["currency"], account_iban=meta.get("iban"),
                 opening_balance=cents_str(meta["opening"]) if meta.get("opening") is not None else None,
                 closing_balance=cents_str(meta["closing"]) if meta.get("closing") is not None else None,
                 balances_stated=meta.get("stated", []), order=meta["order"], columns=txs_cols,
                 notes=meta.get("notes", ""), transactions=transactions, skipped=skipped)
    d = os.path.join(HERE, bank_id)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name + ".csv"), "wb") as f:
        f.write(data)
    with open(os.path.join(d, name + ".facts.json"), "w", encoding="utf-8") as f:
        json.dump(facts, f, ensure_ascii=False, indent=1)
        f.write("\n")
    OUT.append((bank_id, name, meta))

def prep(t, cp=None, purpose=None, bal=True, vd=True):
    """What the facts say about t: counterparty/purpose as an importer should read them."""
    t.f_cp = cp
    t.f_purpose = purpose
    t.f_bal = t.balance if bal else None
    t.vd_known = vd
    return t

def flat(s):
    return s.replace("\n", " ") if s is not None else None

# ---------------------------------------------------------------- banks

D = dt.date
def M(bank, country, src, enc, bom, delim, nl, datef, dec, th, cur, ib, opening, closing, stated, order, notes="", quote='"'):
    return dict(bank=bank, country=country, format_source=src, encoding=enc, bom=bom, delimiter=delim, line_ending=nl,
                date_format=datef, dec=dec, th=th, currency=cur, iban=ib, opening=opening, closing=closing,
                stated=stated, order=order, notes=notes, quote=quote)

def real(p): return f"real export {CORPUS}/{p}"
def tool(s): return f"tool mapping FORMATS.md {s} (not a real export)"

CH_ACC = lambda seed, clearing: iban("CH", clearing + f"{random.Random(seed).randrange(10**12):012d}")
DE_ACC = lambda seed, blz: iban("DE", blz + f"{random.Random(seed).randrange(10**10):010d}")
AT_ACC = lambda seed, blz: iban("AT", blz + f"{random.Random(seed).randrange(10**11):011d}")

MAR = (D(2025, 3, 1), D(2025, 3, 31)); APR = (D(2025, 4, 1), D(2025, 4, 30))

# --- PostFinance ----------------------------------------------------------------
def postfinance():
    acc = CH_ACC("pf", "09000")
    both = two_months("pf", "CH", 612040, n=17)
    for lang, (s, e) in (("de", MAR), ("en", APR)):
        txs = [t for t in both if s <= t.date <= e]
        doc = Doc()
        if lang == "de":
            labels = ["Datum von:", "Datum bis:", "Bewegungstyp:", "Konto:", "Währung:"]
            hdr = "Datum;Bewegungstyp;Avisierungstext;Gutschrift in CHF;Lastschrift in CHF;Label;Kategorie"
            typ, allv = "Buchung", "Alle"
            foot = ["Disclaimer:", "Dies ist kein durch PostFinance AG erstelltes Dokument. PostFinance AG ist nicht verantwortlich für den Inhalt."]
            cats = {"card": "Einkäufe // Lebensmittel", "salary": "Einnahmen // Lohn", "transfer": "Sonstige Ausgaben", "debit": "Wohnen // Nebenkosten", "refund": "Einnahmen // Sonstige Einnahmen"}
        else:
            labels = ["Date from:", "Date to:", "Entry type:", "Account:", "Currency:"]
            hdr = "Date;Type of transaction;Notification text;Credit in CHF;Debit in CHF;Tag;Category"
            typ, allv = "Booking", "All"
            foot = ["Disclaimer:", "This is not a document created by PostFinance Ltd. PostFinance Ltd is not responsible for the content."]
            cats = {"card": "Shopping // Groceries", "salary": "Income // Salary", "transfer": "Expenditures other", "debit": "Housing // Utilities", "refund": "Income // Income other"}
        doc.pre(f'{labels[0]};="{s:%d.%m.%Y}"'); doc.pre(f'{labels[1]};="{e:%d.%m.%Y}"')
        doc.pre(f'{labels[2]};"={allv}"'); doc.pre(f'{labels[3]};"={acc}"'); doc.pre(f'{labels[4]};"=CHF"'); doc.pre("")
        doc.header(hdr); doc.pre("")
        for t in reversed(txs):
            text = f"{'GUTSCHRIFT VON' if t.cents > 0 else 'KAUF/DIENSTLEISTUNG VOM' if t.kind == 'card' else 'ZAHLUNG AN'} {t.cp.upper()} {t.purpose.upper()}"
            text = flat(text)
            prep(t, None, text, bal=False)
            cr = money(t.cents, minimal=True) if t.cents > 0 else ""
            db = money(t.cents, minimal=True) if t.cents < 0 else ""
            doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{typ};{q(text)};{cr};{db};;{cats[t.kind]}", t)
        doc.foot(""); [doc.foot(x) for x in foot]
        emit("postfinance", f"e-finance-{s:%Y-%m}-{lang}", doc,
             M("PostFinance", "CH", real("postfinance/banana_csv_postfinance_example_format6_20240215-DE.csv" if lang == "de" else "postfinance/banana_csv_postfinance_example_format6_20240228-EN.csv"),
               "utf-8", lang == "de", ";", "\n", "dd.MM.yyyy", ".", None, "CHF", acc, None, None, [], "newest_first",
               "Format 6 (2023+ e-finance). Preamble values wrapped as Excel formulas (=\"01.03.2025\", \"=CHF\"); blank line before and after the header; text always quoted; debits already negative in the debit column; amounts without trailing zeros (-5, -51.5); no balances. Preamble labels are reconstructed (scrambled in the corpus)."),
             dict(booking_date=0, credit=3, debit=4, purpose=[2]))
    # legacy format 1 (Italian, 2016): ISO dates, apostrophe thousands, balance only on the newest row of each day
    s, e = MAR
    txs = gen("pf-legacy", "CH", s, e, n=22, opening=3518240)
    doc = Doc()
    for l in [f"Data dal:;{s:%Y-%m-%d}", f"Data al:;{e:%Y-%m-%d}", "Tipo di registrazione:;Tutte le registrazioni",
              f"Conto:;{CH_ACC('pf-legacy', '09000')}", "Valuta:;CHF", "Dettagli della registrazione:;Sì"]:
        doc.pre(l)
    doc.header("Data di contabilizzazione;Testo di avviso;Accredito;Addebito;Valuta;Saldo")
    seen = set()
    for t in reversed(txs):
        first_of_day = t.date not in seen
        seen.add(t.date)
        text = flat(f"{'ACCREDITO' if t.cents > 0 else 'ADDEBITO'} {t.cp.upper()} {t.purpose}")
        prep(t, None, text, bal=first_of_day)
        cr = money(t.cents, th="'") if t.cents > 0 else ""
        db = money(t.cents, th="'") if t.cents < 0 else ""
        doc.tx(f"{t.date:%Y-%m-%d};{q(text)};{cr};{db};{t.vd:%Y-%m-%d};{money(t.balance, th=chr(39)) if first_of_day else ''}", t)
    doc.foot(""); doc.foot("Avvertenza:;"); doc.foot("Questo documento non è stato creato da PostFinance SA. PostFinance SA non è responsabile del contenuto.;")
    emit("postfinance", "legacy-2025-03-it", doc,
         M("PostFinance", "CH", real("postfinance/banana_csv_postfinance_example_format1_20161114.csv"), "utf-8", False, ";", "\n",
           "yyyy-MM-dd", ".", "'", "CHF", CH_ACC("pf-legacy", "09000"), None, None, [], "newest_first",
           "Legacy format 1 (Italian): ISO dates, apostrophe thousands, debits negative, balance only on the newest row of each booking day (other rows empty). Preamble labels reconstructed (scrambled in the corpus); footer lines end with ';'."),
         dict(booking_date=0, value_date=4, credit=2, debit=3, balance=5, purpose=[1]))

# --- UBS ------------------------------------------------------------------------
def ubs():
    rng = random.Random("ubs-old")
    acc = CH_ACC("ubs", "00235")
    s, e = (D(2025, 2, 1), D(2025, 2, 28))
    opening = 1821577
    txs = gen("ubs-old", "CH", s, e, n=20, opening=opening, quoting=False)
    coll = Tx(D(2025, 2, 14), 0, "e-banking-Sammelauftrag", "Sammelauftrag 3 Zahlungen", "collective")
    for cp, c in (("Gärtnerei Blumenau", -8470), ("Malergeschäft Tobler", -58970), ("Schreinerei Fluri", -114660)):
        coll.subs.append((cp, c)); coll.cents += c
    txs.append(coll); txs.sort(key=lambda t: t.date)
    closing = rechain(txs, opening)
    doc = Doc()
    doc.header("Bewertungsdatum;Bankbeziehung;Portfolio;Produkt;IBAN;Whrg.;Datum von;Datum bis;Beschreibung;Abschluss;Buchungsdatum;Valuta;Beschreibung 1;Beschreibung 2;Beschreibung 3;Transaktions-Nr.;Devisenkurs zum Originalbetrag in Abrechnungswährung;Einzelbetrag;Belastung;Gutschrift;Saldo")
    lead = ["03.03.2025", "0235 48193027", "", "0235 48193027.01", spaced(acc), "CHF", "01.02.2025", "28.02.2025", "UBS Privatkonto"]
    for t in txs:
        nr = f"{rng.randint(9900, 9999)}{t.date:%j}{rng.choice(['TJ','ZC','LP','KH'])}{rng.randint(10**9, 10**10 - 1)}"[:16]
        d = fdate(t.date, "dd.MM.yyyy")
        b1 = t.cp; b2 = "" if t.kind != "collective" else ""; b3 = flat(t.purpose)
        prep(t, b1, b3)
        be = money(-t.cents, th="'") if t.cents < 0 else ""
        gu = money(t.cents, th="'") if t.cents > 0 else ""
        doc.tx(row(lead + [d, d, fdate(t.vd, "dd.MM.yyyy"), b1, b2, b3, nr, "", "", be, gu, money(t.balance, th="'")], ";", "none"), t)
        for cp, c in t.subs:
            doc.skip(row(lead + [d, d, d, cp, "CH-8000 Zürich", "", nr, "", money(c, places=9), "", "", ""], ";", "none"), "sub-row of collective booking")
    doc.foot(";" * 20)
    doc.foot("Anfangssaldo;Schlusssaldo" + ";" * 19)
    doc.foot(money(opening, places=9) + ";" + money(closing, places=9) + ";" * 19)
    doc.foot("")
    emit("ubs", "ubs-classic-2025-02", doc,
         M("UBS", "CH", real("ubs/banana_csv_ubs_example_format1_20230313_02.csv"), "utf-8", False, ";", "\n", "dd.MM.yyyy", ".", "'", "CHF",
           acc, opening, closing, ["opening", "closing"], "oldest_first",
           "Old UBS e-banking export (21 columns, header 'Whrg.'). Oldest first; debit positive in 'Belastung'; running 'Saldo' with apostrophe thousands; a collective booking is one row with the total followed by sub-rows with 'Einzelbetrag' in 9 decimals; footer: a row of 20 semicolons, 'Anfangssaldo;Schlusssaldo' and both values with 9 decimals, then one empty line."),
         dict(booking_date=10, value_date=11, debit=18, credit=19, debit_positive=True, balance=20, counterparty=12, purpose=[14]))
    # new format (2022+)
    s, e = MAR
    opening = closing
    txs = gen("ubs-new", "CH", s, e, n=22, opening=opening)
    coll = Tx(D(2025, 3, 12), 0, "Sammelauftrag", "e-banking-Sammelauftrag", "collective")
    for cp, c in (("Hauswartung Berger GmbH", -42500), ("Zahnarztpraxis Dr. Hügli", -31840)):
        coll.subs.append((cp, c)); coll.cents += c
    txs.append(coll); txs.sort(key=lambda t: t.date)
    closing = rechain(txs, opening)
    doc = Doc()
    pad = ";" * 13
    for l in [f"Kontonummer:;0235 48193027.01", f"IBAN:;{spaced(acc)}", f"Von:;{s}", f"Bis:;{e}",
              f"Anfangssaldo:;{money(opening)}", f"Schlusssaldo:;{money(closing)}", "Bewertet in:;CHF",
              f"Anzahl Transaktionen in diesem Zeitraum:;{len(txs)}"]:
        doc.pre(l + pad)
    doc.pre("")
    doc.header("Abschlussdatum;Abschlusszeit;Buchungsdatum;Valutadatum;Währung;Belastung;Gutschrift;Einzelbetrag;Saldo;Transaktions-Nr.;Beschreibung1;Beschreibung2;Beschreibung3;Fussnoten;")
    rng = random.Random("ubs-new-nr")
    for t in reversed(txs):
        nr = f"{rng.randint(9900, 9999)}{t.date:%j}{rng.choice(['TJ','ZC','LP','KH'])}{rng.randint(10**8, 10**9 - 1)}"[:16]
        b1 = t.cp + (", 8004 Zürich" if t.kind in ("transfer", "salary") else "")
        b2 = {"card": "Debitkarte", "salary": "Gutschrift", "transfer": "Dauerauftrag; e-banking", "debit": "LSV", "refund": "Gutschrift", "collective": "Sammelauftrag"}[t.kind]
        b3 = flat(t.purpose) + f", Transaktions-Nr. {nr}"
        prep(t, b1, b3)
        d = str(t.date)
        doc.tx(row([d, "", d, str(t.vd), "CHF", money(t.cents) if t.cents < 0 else "", money(t.cents) if t.cents > 0 else "", "",
                    money(t.balance), nr, b1, b2, b3, ""], ";", "min", trailing=True), t)
        for cp, c in t.subs:
            doc.skip(row(["", "", "", "", "CHF", "", "", money(c), "", nr, cp, "", b3, ""], ";", "min", trailing=True), "sub-row of collective booking")
    emit("ubs", "ubs-2025-03-de", doc,
         M("UBS", "CH", real("ubs/banana_csv_ubs_example_format3_de_20241115.csv"), "utf-8", True, ";", "\n", "yyyy-MM-dd", ".", None, "CHF",
           acc, opening, closing, ["opening", "closing"], "newest_first",
           "New UBS export (2022+): 9 preamble lines padded with 13 semicolons incl. Anfangssaldo/Schlusssaldo, blank line, header and rows ending with ';'. Newest first; debits negative in 'Belastung'; collective booking followed by sub-rows with empty dates and 'Einzelbetrag'; fields quoted only when they contain ',' ';' or '\"'; no final newline. Opening = closing of ubs-classic-2025-02."),
         dict(booking_date=2, value_date=3, debit=5, credit=6, balance=8, counterparty=10, purpose=[12]), final_newline=False)

# --- ZKB ------------------------------------------------------------------------
def zkb():
    s, e = MAR
    opening = 2371077
    txs = gen("zkb", "CH", s, e, n=20, opening=opening)
    coll = Tx(D(2025, 3, 20), 0, "", "Belastungen (2)", "collective")
    for cp, c in (("Nummer 1", -50000), ("Nummer 2", -35000)):
        coll.subs.append((cp, c)); coll.cents += c
    txs.append(coll); txs.sort(key=lambda t: t.date)
    closing = rechain(txs, opening)
    rng = random.Random("zkb-ref")
    doc = Doc()
    H = ["Datum", "Buchungstext", "Whg", "Betrag Detail", "ZKB-Referenz", "Referenznummer", "Belastung CHF", "Gutschrift CHF", "Valuta", "Saldo CHF", "Zahlungszweck", "Details"]
    doc.header(row(H, ";", "all", lead=" "))
    for t in reversed(txs):
        if t.kind == "collective":
            bt, zw, det = "Belastungen (2)", "", ""
        elif t.cents > 0:
            bt, zw, det = "Gutschrift Auftraggeber", flat(t.purpose), t.cp + ", Zürich"
        elif t.kind == "card":
            bt, zw, det = "Einkauf " + t.cp, "", ""
        else:
            bt, zw, det = "Zahlung " + t.cp, flat(t.purpose), ""
        prep(t, det or None, " ".join(x for x in (bt, zw) if x))
        ref = rng.choice("HLQ") + str(rng.randint(10**8, 10**10))
        doc.tx(row([fdate(t.date, "dd.MM.yyyy"), bt, "", "", ref, "", money(-t.cents) if t.cents < 0 else "", money(t.cents) if t.cents > 0 else "",
                    fdate(t.vd, "dd.MM.yyyy"), money(t.balance), zw, det], ";", "all", lead=" "), t)
        for cp, c in t.subs:
            doc.skip(row(["", cp, "CHF", money(-c), "", "", "", "", "", "", "", ""], ";", "all", lead=" "), "sub-row of collective booking")
    emit("zkb", "zkb-2025-03", doc,
         M("Zürcher Kantonalbank", "CH", real("zkb/banana_csv_zkb_example_format3_20220614.csv"), "utf-8", True, ";", "\n", "dd.MM.yyyy", ".", None, "CHF",
           CH_ACC("zkb", "00700"), None, None, [], "newest_first",
           "Every line starts with a space before the first quote; all fields quoted (empty ones too); newest first; debits positive in 'Belastung CHF'; collective 'Belastungen (2)' followed by detail rows with empty date and 'Betrag Detail'; no final newline. No stated balances (derive from Saldo)."),
         dict(booking_date=0, value_date=8, debit=7 - 1, credit=7, debit_positive=True, balance=9, counterparty=11, purpose=[1, 10], skipinitialspace=True),
         final_newline=False)

# --- Raiffeisen CH ----------------------------------------------------------------
def raiffeisen_ch():
    acc = CH_ACC("raiffeisen", "80808")
    both = two_months("raiff", "CH", 418233, n=15, quoting=False)
    conts = {3: "Zahlungsgrund: Rechnung 2025-0314", 7: "Mitteilung: Danke für die Bestellung", 20: "Referenz: 00 00000 12345 67890"}
    for i, t in enumerate(both):
        if i in conts: t.cont = [conts[i]]
    for (s, e) in (MAR, APR):
        txs = [t for t in both if s <= t.date <= e]
        doc = Doc()
        doc.header("IBAN;Booked At;Text;Credit/Debit Amount;Balance;Valuta Date")
        for i, t in enumerate(txs):
            vd_known = (i % 5 != 3)
            prep(t, None, " ".join([flat(t.cp + " " + t.purpose)] + t.cont), vd=vd_known)
            doc.tx(f"{acc};{fdate(t.date, 'yyyy-MM-dd HH:mm:ss.S')};{flat(t.cp + ' ' + t.purpose)};{money(t.cents, minimal=True)};{money(t.balance, minimal=True)};{fdate(t.vd, 'yyyy-MM-dd HH:mm:ss.S') if vd_known else ''}", t)
            for c in t.cont:
                doc.skip(f";;{c};;;", "continuation")
        emit("raiffeisen-ch", f"raiffeisen-{s:%Y-%m}", doc,
             M("Raiffeisen Schweiz", "CH", real("raiffeisen-ch/banana_csv_example_format5_20250326.csv"), "utf-8", False, ";", "\n", "yyyy-MM-dd HH:mm:ss.S", ".", None, "CHF",
               acc, None, None, [], "oldest_first",
               "Oldest first; dates carry a time '00:00:00.0'; signed amount and balance without trailing zeros (-9.5, 1000); value date sometimes empty; continuation rows ';;text;;;' carry more purpose text. No quoting at all. The April file continues the March balance chain."),
             dict(booking_date=1, value_date=5, amount=3, balance=4, purpose=[2], cont_purpose=[2]))

# --- Aargauische KB ----------------------------------------------------------------
def akb():
    s, e = MAR
    txs = gen("akb", "CH", s, e, n=18, opening=6181090)
    doc = Doc()
    doc.header("Buchung;Buchungstext;Belastung;Gutschrift;Saldo CHF;")
    for i, t in enumerate(reversed(txs)):
        text = flat(f"{t.cp} / {t.purpose}")
        prep(t, None, text)
        f = f'" {text} "' if (i % 4 != 1 or '"' in text or ";" in text) else text
        if f.startswith('"'):
            f = '" ' + text.replace('"', '""') + ' "'
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{f};{money(-t.cents, th=chr(39)) if t.cents < 0 else ''};{money(t.cents, th=chr(39)) if t.cents > 0 else ''};{money(t.balance, th=chr(39))};", t)
    emit("aargauische-kb", "akb-2025-03", doc,
         M("Aargauische Kantonalbank", "CH", real("aargauische-kb/banana_csv_akb_example_format3_20241018.csv"), "utf-8", True, ";", "\n", "dd.MM.yyyy", ".", "'", "CHF",
           CH_ACC("akb", "00761"), None, None, [], "newest_first",
           "Text mostly quoted with a space inside the quotes (\" text \"), sometimes unquoted; debits positive; apostrophe thousands; every line ends with ';'; no final newline."),
         dict(booking_date=0, debit=2, credit=3, debit_positive=True, balance=4, purpose=[1]), final_newline=False)

# --- BLKB -------------------------------------------------------------------------
def blkb():
    s, e = MAR
    txs = gen("blkb", "CH", s, e, n=16, opening=1250090, multiline=True)
    doc = Doc()
    doc.header("Auftragsdatum;Buchungstext;Betrag Einzelzahlung (CHF);Belastungsbetrag (CHF);Gutschriftsbetrag (CHF);Valutadatum;Saldo (CHF)")
    for t in reversed(txs):
        kind = {"card": "Einkauf Debitkarte", "salary": "Gutschrift", "refund": "Gutschrift Debitkarte", "transfer": "Zahlung", "debit": "Lastschrift"}[t.kind]
        text = f"{kind} / Ref.-Nr. {abs(t.cents) * 7 + 100000000}\n{t.cp}\nMitteilung: {t.purpose}"
        prep(t, None, flat(text))
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{q(text)}; ;{money(-t.cents) if t.cents < 0 else ' '};{money(t.cents) if t.cents > 0 else ' '};{fdate(t.vd, 'dd.MM.yyyy')};{money(t.balance)}", t)
    emit("blkb", "blkb-2025-03", doc,
         M("Basellandschaftliche Kantonalbank", "CH", real("blkb/banana_csv_blkb_example_format4_20250709.csv"), "utf-8", False, ";", "\n", "dd.MM.yyyy", ".", None, "CHF",
           CH_ACC("blkb", "00769"), None, None, [], "newest_first",
           "Buchungstext is one quoted field spanning several physical lines (type / reference, counterparty, message); empty amount cells hold a single space; debits positive."),
         dict(booking_date=0, value_date=5, debit=3, credit=4, debit_positive=True, balance=6, purpose=[1]))
    s, e = APR
    opening = txs[-1].balance
    txs = gen("blkb2", "CH", s, e, n=14, opening=opening, quoting=False)
    closing = txs[-1].balance
    doc = Doc()
    doc.header("Buchungsdatum;Text;Betrag Einzelzahlung;Belastung;Gutschrift;Valuta;Saldo")
    doc.skip(f"Umsatztotal;;;{money(-sum(t.cents for t in txs if t.cents < 0), minimal=True)};{money(sum(t.cents for t in txs if t.cents > 0), minimal=True) or '0'};;", "summary")
    doc.skip(f"Schlusssaldo;;;;;;{money(closing, minimal=True)}", "closing balance")
    for t in reversed(txs):
        text = flat(f"{t.cp} {t.purpose}")
        prep(t, None, text)
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{text};;{money(-t.cents, minimal=True) if t.cents < 0 else ''};{money(t.cents, minimal=True) if t.cents > 0 else ''};{fdate(t.vd, 'dd.MM.yyyy')};{money(t.balance, minimal=True)}", t)
    doc.skip(f"Anfangssaldo;;;;;;{money(opening, minimal=True)}", "opening balance")
    emit("blkb", "blkb-classic-2025-04", doc,
         M("Basellandschaftliche Kantonalbank", "CH", real("blkb/banana_csv_blkb_example_format1_20190218.csv"), "utf-8", False, ";", "\n", "dd.MM.yyyy", ".", None, "CHF",
           CH_ACC("blkb", "00769"), opening, closing, ["opening", "closing"], "newest_first",
           "Older BLKB layout: summary rows 'Umsatztotal' and 'Schlusssaldo' right after the header, 'Anfangssaldo' as the last row; amounts without trailing zeros (6.1, 100); no quoting. Opening = closing of blkb-2025-03."),
         dict(booking_date=0, value_date=5, debit=3, credit=4, debit_positive=True, balance=6, purpose=[1]))

# --- BEKB ---------------------------------------------------------------------------
def bekb():
    s, e = MAR
    txs = gen("bekb", "CH", s, e, n=16, opening=1017620, quoting=False)
    doc = Doc()
    doc.header("Gutschrift / Belastung;Datum;Valuta;Buchungstext;Zusatzinfos Buchung;Name Auftraggeber / Begünstigter;Adresse Auftraggeber / Begünstigter;Konto / Bank;Mitteilung / Referenz;Zusatzinfos Transaktion;Betrag;Saldo")
    for t in reversed(txs):
        bt = {"card": "Verkaufspunkt/Debitkarte", "salary": "Zahlungseingang", "refund": "Gutschrift Debitkarte", "transfer": "Ihr E-Banking-Auftrag", "debit": "Lastschrift"}[t.kind]
        prep(t, t.cp, f"{bt} {flat(t.purpose)}")
        doc.tx(row([f"{'Gutschrift' if t.cents > 0 else 'Belastung'} per {t.date:%d.%m.%Y}", fdate(t.date, "dd.MM.yyyy"), fdate(t.vd, "dd.MM.yyyy"), bt, "", t.cp,
                    "Marktgasse 12 3011 Bern" if t.cp_iban else "", t.cp_iban or "", flat(t.purpose), "", money(t.cents), money(t.balance)], ";", "none"), t)
    emit("bekb", "bekb-2025-03", doc,
         M("Berner Kantonalbank", "CH", real("bekb/banana_csv_bekb_example_format1_20230908.csv"), "utf-8", False, ";", "\n", "dd.MM.yyyy", ".", None, "CHF",
           CH_ACC("bekb", "00790"), None, None, [], "newest_first",
           "First column 'Gutschrift per <date>' / 'Belastung per <date>' (the corpus fixture has the literal placeholder '{date}'); signed amount; running balance; no quoting."),
         dict(booking_date=1, value_date=2, amount=10, balance=11, counterparty=5, purpose=[3, 8]))

# --- BKB --------------------------------------------------------------------------
def bkb():
    s, e = MAR
    txs = gen("bkb", "CH", s, e, n=15, opening=8687436, multiline=True)
    doc = Doc()
    doc.header("Buchungsdatum;Valutadatum;Auftragsart;Text;Belastungsbetrag (CHF);Gutschriftsbetrag (CHF);Saldo (CHF)")
    for t in reversed(txs):
        art = {"card": "Debitkarte", "salary": "Gutschrift", "refund": "Gutschrift", "transfer": "Zahlung", "debit": "Lastschrift"}[t.kind]
        text = f"{t.cp}\n{t.purpose}"
        prep(t, None, flat(text))
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{fdate(t.vd, 'dd.MM.yyyy')};{art};{q(text)};{money(-t.cents, minimal=True) if t.cents < 0 else ''};{money(t.cents, minimal=True) if t.cents > 0 else ''};{money(t.balance, minimal=True)}", t)
    emit("basler-kb", "bkb-2025-03", doc,
         M("Basler Kantonalbank", "CH", real("basler-kb/banana_csv_bkb_example_format2_20240326.csv"), "utf-8", False, ";", "\n", "dd.MM.yyyy", ".", None, "CHF",
           CH_ACC("bkb", "00770"), None, None, [], "newest_first",
           "Text quoted and multi-line (counterparty, address/message lines); amounts without trailing zeros (6138.1, 22600); debits positive; no final newline."),
         dict(booking_date=0, value_date=1, debit=4, credit=5, debit_positive=True, balance=6, purpose=[3]), final_newline=False)

# --- BCV --------------------------------------------------------------------------
def bcv():
    s, e = MAR
    txs = gen("bcv", "CH", s, e, n=14, opening=1291250, quoting=False)
    closing = txs[-1].balance
    acc = CH_ACC("bcv", "00767")
    doc = Doc()
    for l in ["Transactions list;;;;;02.04.2025, 08:15", ";;;;;", f"Account No. : {spaced(acc)};;;;;", "Account holder : Chloé Favre;;;;;", ";;;;;",
              f"Balance : {money(closing, th=chr(39))};;;;;", "Curr. : CHF;;;;;", ";;;;;"]:
        doc.pre(l)
    doc.header("Execution date;Transactions;Debit;Credit;Value date;Balance")
    for t in reversed(txs):
        text = flat(f"{t.cp} {t.purpose}")
        prep(t, None, text, bal=False)
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{text};{money(-t.cents, th=chr(39)) if t.cents < 0 else ''};{money(t.cents, th=chr(39)) if t.cents > 0 else ''};{fdate(t.vd, 'dd.MM.yyyy')};", t)
    emit("bcv", "bcv-2025-03", doc,
         M("Banque Cantonale Vaudoise", "CH", real("bcv/banana_csv_bcv_example_format1_20260608.csv"), "utf-8", False, ";", "\n", "dd.MM.yyyy", ".", "'", "CHF",
           acc, txs[0].balance - txs[0].cents, closing, ["closing"], "newest_first",
           "English export: 8 preamble lines padded with ';' (account, holder, 'Balance :' = closing balance); Debit/Credit positive with apostrophe thousands; Balance column present but empty on every row. The 'Balance :' value is reconstructed (blank in the corpus fixture)."),
         dict(booking_date=0, value_date=4, debit=2, credit=3, debit_positive=True, purpose=[1]))

# --- Finnova-style 'Kontoauszug bis' family (SZKB, Zuger KB, NKB, acrevis, Clientis) -------------
def kontoauszug(bank_id, name, bank, seed, clearing, corpus, blank_between, datef, minimal, address, seedopen, trailer, final_nl, notes):
    s, e = MAR
    txs = gen(seed, "CH", s, e, n=16, opening=seedopen, quoting=False)
    closing = txs[-1].balance
    acc = CH_ACC(seed, clearing)
    doc = Doc()
    lines = [f"Kontoauszug bis: {e:%d.%m.%Y} ;;;", ";;;", f"Kontonummer: {random.Random(seed).randint(100000, 999999)}-{random.Random(seed + 'x').randint(1000, 9999)};;;",
             "Bezeichnung: Privatkonto;;;", f"Saldo: CHF {money(closing)};;;", ";;;"] + [a + ";;;" for a in address] + [";;;", ";;;"]
    for l in lines:
        doc.pre(l)
        if blank_between: doc.pre("")
    doc.header("Datum;Buchungstext;Betrag;Valuta")
    if blank_between: doc.pre("")
    for t in reversed(txs):
        text = flat(f"{t.cp} {t.purpose}")
        prep(t, None, text, bal=False)
        doc.tx(f"{fdate(t.date, datef)};{text};{money(t.cents, minimal=minimal)};{fdate(t.vd, datef)}", t)
        if blank_between: doc.skip("", "blank line")
    if blank_between:
        doc.entries.pop()
    for l in trailer:
        doc.foot(l)
    emit(bank_id, name, doc,
         M(bank, "CH", real(corpus), "windows-1252", False, ";", "\n", datef, ".", None, "CHF", acc, txs[0].balance - txs[0].cents, closing, ["closing"], "newest_first", notes),
         dict(booking_date=0, value_date=3, amount=2, purpose=[1]), final_newline=final_nl)

def finnova():
    common = "Encoding windows-1252 is inferred: the corpus copy was damaged by a lossy re-encoding (U+FFFD where umlauts were), so the original was 8-bit. 'Saldo: CHF' in the preamble is the balance at 'Kontoauszug bis' (closing). Signed amount, no running balance, no quoting."
    kontoauszug("schwyzer-kb", "szkb-2025-03", "Schwyzer Kantonalbank", "szkb", "00777", "schwyzer-kb/banana_csv_swkb_example_format1_20240729.csv",
                True, "dd.MM.yy", True, ["Familie Brunner", "Bahnhofstrasse 7", "6430 Schwyz"], 3171678, ["", ";;;", "", ";;;"], False,
                "Every line is followed by an empty line (also between rows); two-digit years; amounts without trailing zeros; no final newline. " + common)
    kontoauszug("zuger-kb", "zugerkb-2025-03", "Zuger Kantonalbank", "zugerkb", "00787", "zuger-kb/banana_csv_zuger_example_format1_20240822.csv",
                True, "dd.MM.yy", False, ["Noah Keller", "Seestrasse 21", "6300 Zug"], 123456, ["", ""], True,
                "Every line is followed by an empty line; two-digit years; amounts with two decimals; file ends with two empty lines. " + common)
    kontoauszug("nidwaldner-kb", "nkb-2025-03", "Nidwaldner Kantonalbank", "nkb", "00779", "nidwaldner-kb/banana_csb_nkb_example_format1_02042025.csv",
                False, "dd.MM.yyyy", True, ["Schreinerei Odermatt GmbH", "Dorfplatz 3", "6370 Stans"], 2473837, [], True,
                "Compact variant without blank lines; four-digit years; amounts without trailing zeros. " + common)
    kontoauszug("acrevis-bank", "acrevis-2025-03", "acrevis Bank", "acrevis", "06814", "acrevis-bank/banana_csv_acrevisbank_example_format1_20250611.csv",
                False, "dd.MM.yy", False, ["Mia Zürcher", "Rorschacher Strasse 50", "9000 St. Gallen"], 4552083, [], True,
                "Compact variant, two-digit years, two decimals. The corpus sample is ASCII ('Test' texts); windows-1252 assumed as for the other banks of this family. " + common)
    kontoauszug("clientis-bank-aareland", "clientis-aareland-2025-03", "Clientis Bank Aareland", "cbaa", "06850", "clientis-bank-aareland/banana_csv_cbaa_example_format1_20250411.csv",
                False, "dd.MM.yy", False, ["Holzbau Aeschbacher AG", "Aarestrasse 8", "5012 Schönenwerd"], 309722, [], True,
                "Compact variant, two-digit years, two decimals. " + common)

# --- Bank Cler, BancaStato, Cornèr ---------------------------------------------------------
def cler():
    s, e = MAR
    txs = gen("cler", "CH", s, e, n=16, opening=182129, multiline=True)
    doc = Doc()
    doc.header("Data di registrazione;Data valuta;Tipo di ordine;Testo;Importo di addebito (CHF);Importo di accredito (CHF);Saldo (CHF)")
    for t in reversed(txs):
        art = {"card": "Acquisto carta di debito", "salary": "Accredito", "refund": "Accredito carta di debito", "transfer": "Pagamento in Svizzera", "debit": "Addebito diretto"}[t.kind]
        text = f"{t.cp}\nRif. {abs(t.cents) * 13 % 99999999:08d}\n{t.purpose}"
        prep(t, None, flat(text))
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{fdate(t.vd, 'dd.MM.yyyy')};{art};{q(text)};{money(-t.cents) if t.cents < 0 else ''};{money(t.cents) if t.cents > 0 else ''};{money(t.balance)}", t)
    emit("bank-cler", "cler-2025-03-it", doc,
         M("Bank Cler", "CH", real("bank-cler/banana_csv_clerbank_example_format1_CHF_20241021.csv"), "utf-8", False, ";", "\n", "dd.MM.yyyy", ".", None, "CHF",
           CH_ACC("cler", "08440"), None, None, [], "newest_first",
           "Italian header; Testo quoted and multi-line; debits positive; running balance; other fields unquoted."),
         dict(booking_date=0, value_date=1, debit=4, credit=5, debit_positive=True, balance=6, purpose=[3]))

def bancastato():
    s, e = MAR
    txs = gen("bancastato", "CH", s, e, n=16, opening=1670370, quoting=False)
    doc = Doc()
    doc.header("Data;Data valuta;Numero di ordine;Tipo di ordine;Testo di contabilizzazione;Addebiti (CHF);Accrediti (CHF);Saldo (CHF)")
    for i, t in enumerate(reversed(txs)):
        art = {"card": "Carta di debito", "salary": "Accredito", "refund": "Accredito", "transfer": "Pagamento", "debit": "LSV"}[t.kind]
        text = flat(f"{t.cp}: {t.purpose}")
        prep(t, None, text)
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{fdate(t.vd, 'dd.MM.yyyy')};{400000000 + i * 7919};{art};{text};{money(-t.cents, ',', '.') if t.cents < 0 else ''};{money(t.cents, ',', '.') if t.cents > 0 else ''};{money(t.balance, ',', '.')}", t)
    emit("bancastato", "bancastato-2025-03", doc,
         M("Banca dello Stato del Cantone Ticino", "CH", real("bancastato/banana_csv_bancastato_example_format5_20231117.csv"), "utf-8", False, ";", "\n", "dd.MM.yyyy", ",", ".", "CHF",
           CH_ACC("bancastato", "00764"), None, None, [], "newest_first",
           "A Swiss bank with decimal comma and dot thousands (20.000,00); debits positive; no quoting."),
         dict(booking_date=0, value_date=1, debit=5, credit=6, debit_positive=True, balance=7, purpose=[4]))

def jd(c):
    """Java Double.toString for two-decimal money: at least one decimal (25362.0, 143147.8)."""
    return money(c, minimal=True, keep_one=True)

def cornerbank():
    s, e = MAR
    txs = gen("corner", "CH", s, e, n=12, opening=36427842, quoting=False)
    doc = Doc()
    pad = ";" * 20
    doc.pre(""); doc.pre(pad); doc.pre(";Conto No.;471108/01 CHF" + ";" * 20); doc.pre(pad); doc.pre(";Elenco movimenti" + ";" * 20); doc.pre(pad)
    doc.header(";Data registrazione;Descrizione;Dettaglio;Data valuta;Importo;Saldo" + ";" * 12)
    for t in reversed(txs):
        desc = "Bonifico" if t.cents > 0 else ("Pagamento carta" if t.kind == "card" else "Ordine di pagamento")
        cont = [(t.cp, ""), ("Importo", f"{money(abs(t.cents), ',', '.')} CHF"), (f"Ns.rif: CB{abs(t.cents) * 31 % 10**9:09d}0001", "")]
        prep(t, None, " ".join([desc] + [c for c, _ in cont] ))
        doc.tx(f";{fdate(t.date, 'dd/MM/yy')};{desc};;{fdate(t.vd, 'dd/MM/yy')};{jd(t.cents)};{jd(t.balance)}" + ";" * 12, t)
        for c, det in cont:
            doc.skip(f";;{c};{det}" + ";" * 15, "continuation")
    emit("cornerbank", "corner-2025-03", doc,
         M("Cornèr Banca", "CH", real("cornerbank/banana_csv_cornerbank_example_format3_CHF_20240610.csv"), "utf-8", False, ";", "\n", "dd/MM/yy", ".", None, "CHF",
           CH_ACC("corner", "08490"), None, None, [], "newest_first",
           "Leading empty column on every line; first line empty; padding lines of 20 semicolons; dd/MM/yy; amount and balance printed like Java doubles (25362.0, 143147.8); every booking followed by continuation rows with empty date (counterparty, 'Importo' with '1.234,50 CHF' in the Dettaglio column, reference). Purpose in the facts = Descrizione + the continuation rows' Descrizione."),
         dict(booking_date=1, value_date=4, amount=5, balance=6, purpose=[2], cont_purpose=[2]), final_newline=True)

# --- Cards and payment apps (CH) ---------------------------------------------------------------
def viseca():
    s, e = MAR
    txs = gen("viseca", "CH", s, e, n=16, opening=0, quoting=True)
    txs = [t for t in txs if t.kind in ("card", "refund")]
    rng = random.Random("viseca")
    doc = Doc()
    doc.header("TransactionId,CardId,Date,ValutaDate,Amount,Currency,OriginalAmount,OriginalCurrency,MerchantName,MerchantPlace,MerchantCountry,StateType,Details,Type")
    for t in txs:
        h, mi, ss = rng.randint(7, 21), rng.randint(0, 59), rng.randint(0, 59)
        prep(t, t.cp, flat(t.purpose), bal=False)
        doc.tx(row([f"TRX{t.date:%Y%m%d}{rng.randint(10**10, 10**11 - 1)}", "001", fdate(t.date, "yyyy-MM-dd HH:mm:ss", h, mi, ss), fdate(t.vd, "yyyy-MM-dd HH:mm:ss"),
                    money(-t.cents, places=3), "CHF", money(-t.cents, places=3), "CHF", t.cp, "Bern", "CH", "BOOKED", flat(t.purpose), "merchant"], ",", "min"), t)
    emit("viseca", "viseca-one-2025-03", doc,
         M("Viseca (one app)", "CH", real("viseca/banana_csv_viseca_one_example_format3b_20250611.csv"), "utf-8", True, ",", "\n", "yyyy-MM-dd HH:mm:ss", ".", None, "CHF",
           None, None, None, [], "oldest_first",
           "Card export: purchases POSITIVE, refunds negative (facts use bank-account sign: money leaving is negative); three decimals (65.450); timestamps; quoted only when a field contains a comma. Value date here is the 'ValutaDate' column."),
         dict(booking_date=2, value_date=3, amount=4, sign=-1, counterparty=8, purpose=[12]))

def swisscard():
    s, e = MAR
    txs = gen("swisscard", "CH", s, e, n=16, opening=0)
    txs = [t for t in txs if t.kind in ("card", "refund")]
    doc = Doc()
    doc.header("Transaktionsdatum,Beschreibung,Händler,Kartennummer,Währung,Betrag,Fremdwährung,Betrag in Fremdwährung,Debit/Kredit,Status,Händlerkategorie,Registrierte Kategorie")
    for t in reversed(txs):
        desc = f"{t.cp.upper()}, {'BERN' if len(t.cp) % 2 else 'ZÜRICH'}"
        prep(t, t.cp, desc, bal=False, vd=False)
        doc.tx(row([fdate(t.date, "dd.MM.yyyy"), desc, t.cp, "5213 45**** *8812", "CHF", money(-t.cents), "", "", "Belastung" if t.cents < 0 else "Gutschrift", "Gebucht",
                    "Lebensmittelgeschäfte", "LEBENSMITTEL, DETAILHANDEL"], ",", "min"), t)
    emit("swisscard", "swisscard-2025-03", doc,
         M("Swisscard", "CH", real("swisscard/banana_csv_swisscard_example_format2_de_20240717.csv"), "utf-8", False, ",", "\n", "dd.MM.yyyy", ".", None, "CHF",
           None, None, None, [], "newest_first",
           "Comma-separated; purchases positive with 'Belastung', refunds negative with 'Gutschrift'; description 'MERCHANT, CITY' quoted because of the comma; two identical coffee rows on one day (the real export has identical rows too)."),
         dict(booking_date=0, amount=5, sign=-1, counterparty=2, purpose=[1]))

def twint():
    s, e = MAR
    rng = random.Random("twint")
    txs = []
    for i in range(12):
        d = s + dt.timedelta(days=rng.randint(0, 30))
        gross = rng.choice([1500, 2000, 3500, 5000, 8000])
        fee = gross * 13 // 1000
        t = Tx(d, gross - fee, rng.choice(POOLS["CH"]["people"]), rng.choice(["Spende", "Eintritt Museum", "Kurs Töpfern; Anzahlung"]), "twint")
        t.fee = fee; t.time = f"{rng.randint(8, 20):02d}:{rng.randint(0, 59):02d}"
        txs.append(t)
    txs.sort(key=lambda t: (t.date, t.time))
    doc = Doc()
    P = lambda *f: row(list(f) + [""] * (20 - len(f)), ";", "nonempty")
    doc.pre(P("Erstellt am:", "2025.04.01")); doc.pre(P())
    doc.pre(P("Datum von:", "2025.03.01 (00:00)", "Betrag von:", "", "bis:", "")); doc.pre(P("Datum bis:", "2025.03.31 (23:59)", "Zahlungsart:"))
    doc.pre(P("Typ(en):", "", "Status:")); doc.pre(P("Filiale:", "")); doc.pre(P("Händler-ID:", "", "Transaktionsreferenz:")); doc.pre(P("", "", "Händlertransaktionsreferenz:"))
    doc.pre(P())
    doc.pre(P("Total Zahlungen (CHF):", "Total Rabatte (CHF):", "Total Transaktionskosten (CHF):", "Total Rückerstattungen (CHF):", "Total Gutschriften (CHF):"))
    doc.pre(P(money(sum(t.cents + t.fee for t in txs)), "0.00", money(sum(t.fee for t in txs)), "0.00", money(sum(t.cents for t in txs))))
    doc.pre(P())
    doc.header(row(["Datum", "Zeit", "Typ", "Status", "Betrag Transaktion (CHF)", "Rabatt (CHF)", "Transaktionskosten (CHF)", "Niederlassung", "TWINT Terminal ID", "TWINT Order ID",
                    "Referenz Transaktion Händler", "Händlertransaktionsreferenz", "Bezeichnung in der Abrechnung", "Vorname", "Nachname", "Strasse & Nr.", "PLZ", "Ort", "E-Mail-Adresse", "Zahlungszweck"], ";", "all"))
    for i, t in enumerate(txs):
        first, last = t.cp.split(" ")
        oid = "%08x-%04x-4%03x-a%03x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12), rng.getrandbits(12), rng.getrandbits(48))
        prep(t, t.cp, t.purpose, bal=False, vd=False)
        doc.tx(row([f"{t.date:%Y.%m.%d}", t.time, "Zahlung", "Erfolgreich", money(t.cents), "", money(t.fee), "KULTURVEREIN", "7d1f0c2e-55aa-4b1e-9c3d-0e8a2f6b7c10", oid,
                    f"{i:04x}", oid, "KULTURVEREIN", first, last, "Dorfstrasse 1", "3000", "Bern", f"{first.lower()}.{last.lower()}@example.ch", t.purpose], ";", "nonempty"), t)
    emit("twint", "twint-business-2025-03", doc,
         M("TWINT (business)", "CH", real("twint/banana_csv_twint_example_format1_business_20231120.csv"), "utf-8", True, ";", "\n", "yyyy.MM.dd", ".", None, "CHF",
           None, None, None, [], "oldest_first",
           "Merchant report: 12 preamble lines (filters and totals) padded to 20 fields; non-empty fields quoted, empty ones bare; dates yyyy.MM.dd plus a separate time column. Amount in the facts is 'Betrag Transaktion' (net credited); the fee is a separate column. Preamble labels reconstructed (scrambled in the corpus); header is real."),
         dict(booking_date=0, amount=4, counterparty=[13, 14], purpose=[19]))

def neon():
    s, e = MAR
    txs = gen("neon", "CH", s, e, n=16, opening=0)
    doc = Doc()
    doc.header(row(["Date", "Amount", "Original amount", "Original currency", "Exchange rate", "Description", "Subject", "Category", "Tags", "Wise", "Spaces"], ";", "all"))
    for t in reversed(txs):
        prep(t, t.cp, flat(t.purpose), bal=False, vd=False)
        doc.tx(row([str(t.date), money(t.cents), "", "", "", t.cp, flat(t.purpose), "shopping" if t.kind == "card" else "other", "", "no", "no"], ";", "all"), t)
    emit("neon", "neon-2025-03", doc,
         M("neon", "CH", tool("§5 tariochbctools Neon + §1 bank2ynab 'CH Neon Monthly Account Statement'"), "utf-8", False, ";", "\n", "yyyy-MM-dd", ".", None, "CHF",
           None, None, None, [], "newest_first",
           "No real sample in the corpus. Column list and ISO dates from the tools; quoting style, encoding and sort order are ASSUMPTIONS."),
         dict(booking_date=0, amount=1, counterparty=5, purpose=[6]))

# --- Germany ----------------------------------------------------------------------------------
def de_amt(c, **k): return money(c, ",", **k)

def dkb():
    acc = DE_ACC("dkb", "12030000")
    both = two_months("dkb", "DE", 218450, n=18, multiline=True)
    pend = Tx(D(2025, 4, 15), -2399, "Kornblume Biomarkt", "VISA Debitkartenumsatz", "card", pending=True)
    pend_mar = Tx(D(2025, 3, 31), -1250, "Tankstelle Am Ring", "VISA Debitkartenumsatz", "card", pending=True)
    for name, (s, e), pending in (("girokonto-2025-03", MAR, pend_mar), ("girokonto-2025-03-15_2025-04-15", (D(2025, 3, 15), D(2025, 4, 15)), pend)):
        txs = [t for t in both if s <= t.date <= e]
        closing = txs[-1].balance
        doc = Doc()
        doc.pre(row(["Girokonto", acc], ";", "all")); doc.pre("")
        doc.pre(row([f"Kontostand vom {e:%d.%m.%Y}:", de_amt(closing, th=".") + "\u00a0€"], ";", "all")); doc.pre('""')
        doc.header(row(["Buchungsdatum", "Wertstellung", "Status", "Zahlungspflichtige*r", "Zahlungsempfänger*in", "Verwendungszweck", "Umsatztyp", "IBAN", "Betrag (€)", "Gläubiger-ID", "Mandatsreferenz", "Kundenreferenz"], ";", "all"))
        for t in [pending] + list(reversed(txs)):
            payer, payee = ("Anna Schröder", t.cp) if t.cents < 0 else (t.cp, "Anna Schröder")
            purpose = "VISA Debitkartenumsatz" if t.kind == "card" else t.purpose
            f = [fdate(t.date, "dd.MM.yy"), fdate(t.vd, "dd.MM.yy"), "Vorgemerkt" if t.pending else "Gebucht", payer, payee, purpose,
                 "Eingang" if t.cents > 0 else "Ausgang", t.cp_iban or "", de_amt(t.cents, minimal=True),
                 "DE98ZZZ09999999999" if t.kind == "debit" else "", (t.ref or "") if t.kind == "debit" else "", (t.ref or "") if t.kind == "salary" else ""]
            if t.pending:
                doc.skip(row(f, ";", "all"), "pending")
            else:
                prep(t, t.cp, flat(purpose), bal=False)
                doc.tx(row(f, ";", "all"), t)
        emit("dkb", name, doc,
             M("DKB (Deutsche Kreditbank)", "DE", real("dkb/rechnungsfee_dkb.csv"), "utf-8", True, ";", "\n", "dd.MM.yy", ",", ".", "EUR",
               acc, txs[0].balance - txs[0].cents, closing, ["closing"], "newest_first",
               "2023+ Girokonto export: 4 preamble lines (account, empty line, 'Kontostand vom' with NBSP before €, '\"\"'); everything quoted; two-digit years; amounts without trailing zeros and without thousands ('-62,3', '200', '-1150'); a pending row ('Vorgemerkt') at the top is not booked and not in the balance; counterparty is the payee for debits and the payer for credits; a multi-line Verwendungszweck. " +
               ("The second file overlaps this one (15.03.-31.03.)." if e == MAR[1] else "Overlaps girokonto-2025-03 from 15.03. to 31.03. (same bookings, identical rows) for duplicate tests; opening derived from the first row.")),
             dict(booking_date=0, value_date=1, amount=8, counterparty_by_sign={"debit": 4, "credit": 3}, purpose=[5]))
    # legacy export (before 2023), ISO-8859-1, every line ends with ';'; of another account
    # (a folder of one account's statements with a 28-month gap would rightly fail `validate`)
    acc = DE_ACC("dkb-old", "12030000")
    s, e = (D(2022, 11, 1), D(2022, 11, 30))
    txs = gen("dkb-old", "DE", s, e, n=16, opening=111111)
    closing = txs[-1].balance
    doc = Doc()
    doc.pre(row(["Kontonummer:", f"{acc} / Girokonto"], ";", "all", trailing=True)); doc.pre("")
    doc.pre(row(["Von:", f"{s:%d.%m.%Y}"], ";", "all", trailing=True)); doc.pre(row(["Bis:", f"{e:%d.%m.%Y}"], ";", "all", trailing=True))
    doc.pre(row([f"Kontostand vom {e:%d.%m.%Y}:", de_amt(closing, th=".") + " EUR"], ";", "all", trailing=True)); doc.pre("")
    doc.header(row(["Buchungstag", "Wertstellung", "Buchungstext", "Auftraggeber / Begünstigter", "Verwendungszweck", "Kontonummer", "BLZ", "Betrag (EUR)", "Gläubiger-ID", "Mandatsreferenz", "Kundenreferenz"], ";", "all", trailing=True))
    for t in reversed(txs):
        bt = {"card": "Kartenzahlung", "salary": "Lohn, Gehalt, Rente", "refund": "Gutschrift", "transfer": "Überweisung" if t.cents < 0 else "Gutschrift", "debit": "Lastschrift"}[t.kind]
        prep(t, t.cp, flat(t.purpose), bal=False)
        doc.tx(row([fdate(t.date, "dd.MM.yyyy"), fdate(t.vd, "dd.MM.yyyy"), bt, t.cp, flat(t.purpose), t.cp_iban or "", "BYLADEM1001" if t.cp_iban else "",
                    de_amt(t.cents, th="."), "", "", ""], ";", "all", trailing=True), t)
    emit("dkb", "girokonto-alt-2022-11", doc,
         M("DKB (Deutsche Kreditbank)", "DE", real("dkb/beancount-dkb_ec_v1_multiple.csv"), "iso-8859-1", False, ";", "\n", "dd.MM.yyyy", ",", ".", "EUR",
           acc, txs[0].balance - txs[0].cents, closing, ["closing"], "newest_first",
           "Legacy Girokonto export (before 2023): ISO-8859-1; every line ends with ';'; 6 preamble lines incl. Von/Bis and 'Kontostand vom ...' with ' EUR'; all fields quoted; amounts with dot thousands."),
         dict(booking_date=0, value_date=1, amount=7, counterparty=3, purpose=[4]))

def ing_de():
    s, e = MAR
    acc = DE_ACC("ing", "50010517")
    txs = gen("ing", "DE", s, e, n=20, opening=1520880, quoting=False)
    closing = txs[-1].balance
    doc = Doc()
    for l in ["Umsatzanzeige;Datei erstellt am: 01.04.2025 09:12", "", f"IBAN;{spaced(acc)}", "Kontoname;Girokonto", "Bank;ING", "Kunde;Felix Hoffmann",
              f"Zeitraum;{s:%d.%m.%Y} - {e:%d.%m.%Y}", f"Saldo;{de_amt(closing, th='.')};EUR", "", "Sortierung;Datum absteigend", "",
              "In der CSV-Datei finden Sie alle bereits gebuchten Umsätze. Die vorgemerkten Umsätze werden nicht aufgenommen, auch wenn sie in Ihrem Internetbanking angezeigt werden.", ""]:
        doc.pre(l)
    doc.header("Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung")
    for t in reversed(txs):
        bt = {"card": "Lastschrift", "salary": "Gehalt/Rente", "refund": "Gutschrift", "transfer": "Ueberweisung" if t.cents < 0 else "Gutschrift", "debit": "Lastschrift"}[t.kind]
        prep(t, t.cp, flat(t.purpose))
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{fdate(t.vd, 'dd.MM.yyyy')};{t.cp};{bt};{flat(t.purpose)};{de_amt(t.balance, th='.', one_dec_rule=True)};EUR;{de_amt(t.cents, th='.')};EUR", t)
    emit("ing-de", "ing-girokonto-2025-03", doc,
         M("ING Deutschland", "DE", real("ing-de/ofxstatement-de-ing_test_with_saldo_2.csv"), "iso-8859-1", False, ";", "\n", "dd.MM.yyyy", ",", ".", "EUR",
           acc, txs[0].balance - txs[0].cents, closing, ["closing"], "newest_first",
           "ISO-8859-1; 13 preamble lines (IBAN spaced, Zeitraum, 'Saldo;<closing>;EUR', Sortierung, a disclaimer); header with 'Währung' twice; running Saldo printed with one decimal when the last digit is 0 (155,5) as in the real sample, otherwise two; no quoting."),
         dict(booking_date=0, value_date=1, amount=7, balance=5, counterparty=2, purpose=[4]))

def sparkasse():
    s, e = MAR
    acc = DE_ACC("spk", "28050100")
    txs = gen("spk", "DE", s, e, n=18, opening=492210)
    pend = Tx(D(2025, 3, 31), -9980, "Versandhaus Nordlicht GmbH", "Bestellung 4711-0815", "debit", vd=D(2025, 4, 2), cp_iban=cp_iban(random.Random("p"), "DE"), pending=True)
    for variant in ("camt", "mt940"):
        doc = Doc()
        if variant == "camt":
            H = ["Auftragskonto", "Buchungstag", "Valutadatum", "Buchungstext", "Verwendungszweck", "Glaeubiger ID", "Mandatsreferenz", "Kundenreferenz (End-to-End)", "Sammlerreferenz",
                 "Lastschrift Ursprungsbetrag", "Auslagenersatz Ruecklastschrift", "Beguenstigter/Zahlungspflichtiger", "Kontonummer/IBAN", "BIC (SWIFT-Code)", "Betrag", "Waehrung", "Info"]
        else:
            H = ["Auftragskonto", "Buchungstag", "Valutadatum", "Buchungstext", "Verwendungszweck", "Beguenstigter/Zahlungspflichtiger", "Kontonummer", "BLZ", "Betrag", "Waehrung", "Info"]
        doc.header(row(H, ";", "all"))
        for t in [pend] + list(reversed(txs)):
            bt = {"card": "KARTENZAHLUNG", "salary": "LOHN GEHALT", "refund": "GUTSCHR. UEBERWEISUNG", "transfer": "ONLINE-UEBERWEISUNG" if t.cents < 0 else "GUTSCHR. UEBERWEISUNG", "debit": "FOLGELASTSCHRIFT"}[t.kind]
            vz = flat(t.purpose) if variant == "camt" else (f"MREF+{t.ref}CRED+DE98ZZZ09999999999SVWZ+" if t.ref and t.kind == "debit" else "SVWZ+") + flat(t.purpose)
            info = "Umsatz vorgemerkt" if t.pending else "Umsatz gebucht"
            if variant == "camt":
                f = [acc, fdate(t.date, "dd.MM.yy"), fdate(t.vd, "dd.MM.yy"), bt, vz, "DE98ZZZ09999999999" if t.kind == "debit" else "", t.ref or "" if t.kind == "debit" else "", "", "", "", "",
                     t.cp, t.cp_iban or "", "GENODEF1XXX" if t.cp_iban else "", de_amt(t.cents), "EUR", info]
            else:
                f = [acc, fdate(t.date, "dd.MM.yy"), fdate(t.vd, "dd.MM.yy"), bt, vz, t.cp, t.cp_iban or "", "GENODEF1XXX" if t.cp_iban else "", de_amt(t.cents), "EUR", info]
            if t.pending:
                doc.skip(row(f, ";", "all"), "pending")
            else:
                prep(t, t.cp, vz, bal=False)
                doc.tx(row(f, ";", "all"), t)
        emit("sparkasse", f"sparkasse-csv-{variant}-2025-03", doc,
             M("Sparkasse", "DE", real(f"sparkasse/rechnungsfee_sparkasse-lzo-{'camt-v8' if variant == 'camt' else 'mt940'}.csv"), "windows-1252", False, ";", "\n", "dd.MM.yy", ",", None, "EUR",
               acc, None, None, [], "newest_first",
               ("CSV-CAMT V8: 17 columns, " if variant == "camt" else "CSV-MT940: 11 columns, SEPA tags (MREF+, CRED+, SVWZ+) glued into Verwendungszweck, ") +
               "all fields quoted, two-digit years, no thousands separator, 'Info' = 'Umsatz gebucht' / 'Umsatz vorgemerkt' (pending, skipped); no balances. The corpus copies are ASCII; windows-1252 is used because the sample's text has umlauts (Sparkasse exports are 8-bit)."),
             dict(booking_date=1, value_date=2, amount=14 if variant == "camt" else 8, counterparty=11 if variant == "camt" else 5, purpose=[4]))

def n26():
    s, e = MAR
    txs = gen("n26", "DE", s, e, n=18, opening=0)
    doc = Doc()
    doc.header('"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (EUR)","Original Amount","Original Currency","Exchange Rate"')
    for t in txs:
        typ = {"card": "Presentment", "salary": "Credit Transfer", "refund": "Presentment Refund", "transfer": "Debit Transfer" if t.cents < 0 else "Credit Transfer", "debit": "Direct Debit"}[t.kind]
        prep(t, t.cp, flat(t.purpose) if t.kind != "card" else "", bal=False)
        t.f_purpose = t.f_purpose or None
        doc.tx(row([str(t.date), str(t.vd), t.cp, t.cp_iban or "", typ, flat(t.purpose) if t.kind != "card" else "", "Main Account", money(t.cents), "", "", ""], ",", "min"), t)
    emit("n26", "n26-2025-03", doc,
         M("N26", "DE", real("n26/beancount-n26_updated_header.csv"), "utf-8", False, ",", "\n", "yyyy-MM-dd", ".", None, "EUR",
           DE_ACC("n26", "10011001"), None, None, [], "oldest_first",
           "2023+ header: every name quoted except Type; data rows quoted only where needed; card payments have an empty Payment Reference; dot decimal in a German bank."),
         dict(booking_date=0, value_date=1, amount=7, counterparty=2, purpose=[5]))

def commerzbank():
    s, e = MAR
    acc = DE_ACC("coba", "50040000")
    txs = gen("coba", "DE", s, e, n=16, opening=0, quoting=False)
    doc = Doc()
    doc.header("Buchungstag;Wertstellung;Umsatzart;Buchungstext;Betrag;Währung;IBAN Kontoinhaber;Kategorie")
    for t in txs:
        art = {"card": "Lastschrift", "salary": "Gutschrift", "refund": "Gutschrift", "transfer": "Überweisung" if t.cents < 0 else "Gutschrift", "debit": "Lastschrift"}[t.kind]
        text = flat(f"{t.cp} {t.purpose}" + (f" End-to-End-Ref.: {t.ref}" if t.ref else ""))
        prep(t, None, text, bal=False)
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{fdate(t.vd, 'dd.MM.yyyy')};{art};{text};{de_amt(t.cents, minimal=True)};EUR;{acc};", t)
    emit("commerzbank", "commerzbank-2025-03", doc,
         M("Commerzbank", "DE", real("commerzbank/rechnungsfee_commerzbank.csv"), "utf-8", True, ";", "\r\n", "dd.MM.yyyy", ",", None, "EUR",
           acc, None, None, [], "oldest_first",
           "Current 8-column layout: UTF-8 BOM, CRLF, no quoting, amounts without trailing zeros ('-10,7', '0'), empty trailing 'Kategorie' column; counterparty only inside Buchungstext."),
         dict(booking_date=0, value_date=1, amount=4, purpose=[3]))

def atruvia(bank_id, name, bank, seed, blz, kname, bankname, bic, corpus, note):
    s, e = MAR
    acc = DE_ACC(seed, blz)
    txs = gen(seed, "DE", s, e, n=18, opening=1484694, quoting=False)
    doc = Doc()
    doc.header("Bezeichnung Auftragskonto;IBAN Auftragskonto;BIC Auftragskonto;Bankname Auftragskonto;Buchungstag;Valutadatum;Name Zahlungsbeteiligter;IBAN Zahlungsbeteiligter;BIC (SWIFT-Code) Zahlungsbeteiligter;Buchungstext;Verwendungszweck;Betrag;Waehrung;Saldo nach Buchung;Bemerkung;Gekennzeichneter Umsatz;Glaeubiger ID;Mandatsreferenz")
    for t in reversed(txs):
        bt = {"card": "Kartenzahlung girocard", "salary": "Lohn/Gehalt", "refund": "Gutschrift", "transfer": "Überweisungsauftrag" if t.cents < 0 else "Überweisungsgutschr.", "debit": "Basislastschrift"}[t.kind]
        prep(t, t.cp, flat(t.purpose))
        doc.tx(f"{kname};{acc};{bic};{bankname};{fdate(t.date, 'dd.MM.yyyy')};{fdate(t.vd, 'dd.MM.yyyy')};{t.cp};{t.cp_iban or ''};{'GENODEF1XXX' if t.cp_iban else ''};{bt};{flat(t.purpose)};{de_amt(t.cents, minimal=True)};EUR;{de_amt(t.balance, minimal=True)};;;{'DE98ZZZ09999999999' if t.kind == 'debit' else ''};{(t.ref or '') if t.kind == 'debit' else ''}", t)
    emit(bank_id, name, doc,
         M(bank, "DE", real(corpus), "utf-8", True, ";", "\r\n", "dd.MM.yyyy", ",", None, "EUR", acc, txs[0].balance - txs[0].cents, txs[-1].balance, [], "newest_first",
           "Atruvia (Fiducia) online-banking layout: UTF-8 BOM, CRLF, 18 columns, no quoting, signed amounts and 'Saldo nach Buchung' without trailing zeros and without thousands ('-39,2', '1284', '28948,7'). " + note),
         dict(booking_date=4, value_date=5, amount=11, balance=13, counterparty=6, purpose=[10]))

def vr_and_gls():
    atruvia("volksbank-vr", "vr-girokonto-2025-03", "Volksbank / VR-Bank (Atruvia)", "vr", "66190000", "GiroKonto Online", "VR Bank Mittelbaden", "GENODE61XXX",
            "volksbank-vr/rechnungsfee_vr-teilhaberbank.csv", "")
    atruvia("gls-bank", "gls-konto-2025-03", "GLS Gemeinschaftsbank", "gls", "43060967", "GLS Konto Privat", "GLS Gemeinschaftsbank eG", "GENODEM1GLS",
            "gls-bank/rechnungsfee_gls-bank.csv", "Same Atruvia layout as Volksbanks.")

def sparda():
    s, e = (D(2025, 3, 1), D(2025, 3, 31))
    txs = gen("sparda", "DE", s, e, n=16, opening=1234567)
    closing = txs[-1].balance
    pend = Tx(D(2025, 3, 31), -4999, "Versandhaus Nordlicht", "SEPA-BASISLASTSCHRIFT Bestellung 0815", "debit", pending=True)
    doc = Doc()
    doc.pre(q("Kontoumsätze SpardaGiro Online")); doc.pre("")
    doc.pre(row(["Kontoinhaber:", "Marie Krüger"], ";", "all")); doc.pre(row(["Kundennummer:", "7654321"], ";", "all")); doc.pre("")
    doc.pre(row(["Umsätze ab", "Enddatum", "Kontonummer", "Saldo", "Währung"], ";", "all"))
    doc.pre(row([f"{s:%d.%m.%Y}", f"{e:%d.%m.%Y}", "7654321", de_amt(closing, th="."), "EUR"], ";", "all"))
    doc.pre(row(["Weitere gewählte Suchoptionen:", "keine"], ";", "all")); doc.pre(""); doc.pre("")
    doc.header(row(["Buchungstag", "Wertstellungstag", "Verwendungszweck", "Umsatz", "Währung"], ";", "all"))
    for t in txs + [pend]:
        vz = flat(f"{t.cp.upper()}{'SEPA-BASISLASTSCHRIFT' if t.kind == 'debit' else 'SEPA-ÜBERWEISUNG' if t.kind in ('transfer', 'salary') else ' KARTENZAHLUNG'} SVWZ+ {t.purpose}")
        f = [fdate(t.date, "dd.MM.yyyy"), fdate(t.vd, "dd.MM.yyyy"), vz, de_amt(t.cents, th="."), "EUR", "*" if t.pending else ""]
        if t.pending:
            doc.skip(row(f, ";", "all"), "pending")
        else:
            prep(t, None, vz, bal=False)
            doc.tx(row(f, ";", "all"), t)
    doc.foot(q("* noch nicht ausgeführte Umsätze"))
    emit("sparda-bank", "spardagiro-2025-03", doc,
         M("Sparda-Bank (SpardaGiro Online, pre-Atruvia)", "DE", real("sparda-bank/ofxstatement-spardabank_umsaetze-1234567.csv"), "iso-8859-1", False, ";", "\n", "dd.MM.yyyy", ",", ".", "EUR",
           None, txs[0].balance - txs[0].cents, closing, ["closing"], "oldest_first",
           "ISO-8859-1, all quoted; 10 preamble lines with a second small table (period, account, Saldo); data rows have one field more than the header (empty, or '*' for not yet executed = pending, skipped); counterparty glued to the purpose without a space; footer explains '*'. The Saldo in the preamble is taken as the booked closing balance."),
         dict(booking_date=0, value_date=1, amount=3, purpose=[2]))

def deutsche_bank():
    s, e = MAR
    acc = DE_ACC("db", "10070024")
    txs = gen("db", "DE", s, e, n=16, opening=322110)
    closing = txs[-1].balance
    doc = Doc()
    doc.pre("Umsätze Girokonto;Kundennummer: 123 4567890 00"); doc.pre(f"{s:%d.%m.%Y} - {e:%d.%m.%Y}"); doc.pre("")
    doc.header("Buchungstag;Wert;Umsatzart;Begünstigter / Auftraggeber;Verwendungszweck;IBAN / Kontonummer;BIC;Kundenreferenz;Mandatsreferenz;Gläubiger ID;Fremde Gebühren;Betrag;Abweichender Empfänger;Anzahl der Aufträge;Anzahl der Schecks;Soll;Haben;Währung")
    for t in reversed(txs):
        art = {"card": "Kartenzahlung", "salary": "SEPA-Überweisung an", "refund": "Gutschrift", "transfer": "SEPA-Überweisung an" if t.cents < 0 else "SEPA-Gutschrift", "debit": "SEPA-Lastschrift"}[t.kind]
        prep(t, t.cp, flat(t.purpose), bal=False)
        doc.tx(row([fdate(t.date, "dd.MM.yyyy"), fdate(t.vd, "dd.MM.yyyy"), art, t.cp, flat(t.purpose), t.cp_iban or "", "DEUTDEFFXXX" if t.cp_iban else "", "", t.ref or "" if t.kind == "debit" else "",
                    "", "", "", "", "", "", de_amt(t.cents, th=".") if t.cents < 0 else "", de_amt(t.cents, th=".") if t.cents > 0 else "", "EUR"], ";", "min"), t)
    doc.foot(f"Kontostand;{e:%d.%m.%Y};;;{de_amt(closing, th='.')};EUR")
    emit("deutsche-bank", "db-girokonto-2025-03", doc,
         M("Deutsche Bank", "DE", tool("§6 'Deutsche Bank' (Firefly header) + §1 bank2ynab [DE Deutsche Bank] (4 header rows, 1 footer row)"), "windows-1252", False, ";", "\n", "dd.MM.yyyy", ",", ".", "EUR",
           acc, txs[0].balance - txs[0].cents, closing, ["closing"], "newest_first",
           "No real sample in the corpus. Header from Firefly's readme; 3 lines before the header and a final 'Kontostand' line per bank2ynab; Soll (negative) and Haben in separate columns. Preamble wording, encoding (windows-1252), quoting and the footer's exact shape are ASSUMPTIONS."),
         dict(booking_date=0, value_date=1, debit=15, credit=16, counterparty=3, purpose=[4]))

def comdirect():
    s, e = MAR
    txs = gen("comdirect", "DE", s, e, n=16, opening=88420)
    closing = txs[-1].balance
    pend = Tx(D(2025, 3, 31), -3450, "Drogerie Sonnenschein", "Kartenzahlung", "card", pending=True)
    doc = Doc()
    doc.pre(row(["Umsätze Girokonto", f"Zeitraum: {s:%d.%m.%Y} - {e:%d.%m.%Y}"], ";", "all", trailing=True))
    doc.pre(row(["Neuer Kontostand", de_amt(closing, th=".") + " EUR"], ";", "all", trailing=True)); doc.pre("")
    doc.header(row(["Buchungstag", "Wertstellung (Valuta)", "Vorgang", "Buchungstext", "Umsatz in EUR"], ";", "all", trailing=True))
    for t in [pend] + list(reversed(txs)):
        vg = {"card": "Visa-Umsatz", "salary": "Lohn, Gehalt, Rente", "refund": "Gutschrift", "transfer": "Übertrag / Überweisung", "debit": "Lastschrift / Belastung"}[t.kind]
        bt = flat(f"Auftraggeber: {t.cp} Buchungstext: {t.purpose}")
        if t.pending:
            doc.skip(row(["offen", fdate(t.vd, "dd.MM.yyyy"), vg, bt, de_amt(t.cents, th=".")], ";", "all", trailing=True), "pending")
            continue
        prep(t, None, bt, bal=False)
        doc.tx(row([fdate(t.date, "dd.MM.yyyy"), fdate(t.vd, "dd.MM.yyyy"), vg, bt, de_amt(t.cents, th=".")], ";", "all", trailing=True), t)
    doc.foot(row(["Alter Kontostand", de_amt(txs[0].balance - txs[0].cents, th=".") + " EUR"], ";", "all", trailing=True))
    emit("comdirect", "comdirect-girokonto-2025-03", doc,
         M("comdirect", "DE", tool("§6 'comdirect multi-account export' (pb-/beancount-comdirect)"), "iso-8859-1", False, ";", "\n", "dd.MM.yyyy", ",", ".", "EUR",
           None, txs[0].balance - txs[0].cents, closing, ["opening", "closing"], "newest_first",
           "No real sample in the corpus. Section line, 'Neuer Kontostand', blank line, ISO-8859-1 and the ';' at the end of every line are from FORMATS.md §6; the Girokonto column names, 'offen' as the booking date of pending rows and the closing 'Alter Kontostand' line are ASSUMPTIONS from general knowledge."),
         dict(booking_date=0, value_date=1, amount=4, purpose=[3]))

def hvb():
    s, e = MAR
    txs = gen("hvb", "DE", s, e, n=16, opening=0, quoting=False)
    doc = Doc()
    doc.header("Kontonummer;Buchungsdatum;Valuta;Empfaenger 1;Empfaenger 2;Verwendungszweck;Betrag;Waehrung")
    for t in reversed(txs):
        prep(t, t.cp, flat(t.purpose), bal=False)
        doc.tx(f"12345678;{t.date.day}.{t.date.month}.{t.date.year};{t.vd.day}.{t.vd.month}.{t.vd.year};{t.cp};;{flat(t.purpose)};{de_amt(t.cents, th='.')};EUR", t)
    emit("hypovereinsbank", "hvb-2025-03", doc,
         M("HypoVereinsbank (UniCredit)", "DE", tool("§6 'HypoVereinsbank (HVB)' (hvb2homebank converter)"), "utf-16le", True, ";", "\r\n", "d.M.yyyy", ",", ".", "EUR",
           DE_ACC("hvb", "70020270"), None, None, [], "newest_first",
           "No real sample in the corpus. UTF-16LE, 8 columns, d.M.yyyy and '1.234,23' from the converter; BOM, CRLF, order and the absence of quoting are ASSUMPTIONS."),
         dict(booking_date=1, value_date=2, amount=6, counterparty=3, purpose=[5]))

# --- Austria ---------------------------------------------------------------------------------
def erste():
    s, e = MAR
    txs = gen("erste", "AT", s, e, n=16, opening=0, quoting=False)
    doc = Doc()
    doc.header("Buchungsdatum;Valutadatum;Betrag;Partnername;Partner IBAN;Partner BIC;Partner Kontonummer;Bankleitzahl;Buchungstext")
    for t in reversed(txs):
        prep(t, t.cp, flat(t.purpose), bal=False)
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{fdate(t.vd, 'dd.MM.yyyy')};{de_amt(t.cents, th='.')};{t.cp};{t.cp_iban or ''};{'GIBAATWWXXX' if t.cp_iban else ''};;;{flat(t.purpose)}", t)
    emit("erste-george", "george-2025-03", doc,
         M("Erste Bank / Sparkassen (George)", "AT", tool("§2 Firefly at/erstebank default.json + §6 'Erste Bank / George (AT)'"), "utf-16le", True, ";", "\r\n", "dd.MM.yyyy", ",", ".", "EUR",
           AT_ACC("erste", "20111"), None, None, [], "newest_first",
           "No real sample in the corpus. UTF-16LE (George offers nothing else) and the column ROLES are from Firefly; the header NAMES, BOM, CRLF, number format and order are ASSUMPTIONS."),
         dict(booking_date=0, value_date=1, amount=2, counterparty=3, purpose=[8]))

def raiffeisen_at():
    s, e = MAR
    acc = AT_ACC("elba", "32395")
    txs = gen("elba", "AT", s, e, n=16, opening=0, quoting=False)
    doc = Doc()
    for t in reversed(txs):
        prep(t, None, flat(f"{t.cp} {t.purpose}"), bal=False)
        doc.tx(f"{fdate(t.date, 'dd.MM.yyyy')};{flat(t.cp + ' ' + t.purpose)};{fdate(t.vd, 'dd.MM.yyyy')};{de_amt(t.cents, th='.', plus=True)};EUR;{fdate(t.date, 'dd.MM.yyyy')} 00:00:00:000", t)
    emit("raiffeisen-at", "meinelba-2025-03", doc,
         M("Raiffeisen (AT), Mein ELBA", "AT", tool("§1 bank2ynab 'AT Raiffeisen Bank 2021 checking' + §2 Firefly at/raiffeisenbank default.json"), "windows-1252", False, ";", "\r\n", "dd.MM.yyyy", ",", ".", "EUR",
           acc, None, None, [], "newest_first",
           "No real sample in the corpus. Headerless, 6 columns (Buchungsdatum, Text, Valutadatum, Betrag, Währung, Zeitstempel) per both tools; the '+' on credits, encoding, CRLF and the timestamp text are ASSUMPTIONS."),
         dict(booking_date=0, value_date=2, amount=3, purpose=[1]))

def ing_at():
    s, e = MAR
    txs = gen("ing-at", "AT", s, e, n=14, opening=0, quoting=False)
    doc = Doc()
    doc.header("Kontonummer;Text;Datum;Währung;Soll;Haben")
    for t in reversed(txs):
        prep(t, None, flat(f"{t.cp} {t.purpose}"), bal=False, vd=False)
        doc.tx(f"12345678001;{flat(t.cp + ' ' + t.purpose)};{fdate(t.date, 'dd.MM.yyyy')};EUR;{de_amt(max(-t.cents, 0), th='.')};{de_amt(max(t.cents, 0), th='.')}", t)
    emit("ing-diba-at", "ing-at-2025-03", doc,
         M("ING (Austria)", "AT", real("ing-diba-at/ofxstatement-austrian_ing-diba.csv"), "windows-1252", False, ";", "\n", "dd.MM.yyyy", ",", ".", "EUR",
           AT_ACC("ing-at", "14900"), None, None, [], "newest_first",
           "Soll and Haben both always filled ('0,00' on the other side); dot thousands; one date only."),
         dict(booking_date=2, debit=4, credit=5, debit_positive=True, purpose=[1]))

def easybank():
    s, e = MAR
    acc = AT_ACC("easy", "14200")
    txs = gen("easy", "AT", s, e, n=14, opening=0, quoting=False)
    doc = Doc()
    for i, t in enumerate(reversed(txs)):
        text = flat(f"{'Bezahlung Karte' if t.kind == 'card' else 'Überweisung'} MC/{i:06d}|{t.cp} {t.purpose}")
        prep(t, None, text, bal=False)
        doc.tx(f"{acc};{text};{fdate(t.date, 'dd.MM.yyyy')};{fdate(t.vd, 'dd.MM.yyyy')};{de_amt(t.cents, th='.', plus=True)};EUR", t)
    emit("easybank", "easybank-2025-03", doc,
         M("easybank", "AT", tool("§2 Firefly at/easybank default.json + §1 bank2ynab 'AT easybank credit card'"), "windows-1252", False, ";", "\r\n", "dd.MM.yyyy", ",", ".", "EUR",
           acc, None, None, [], "newest_first",
           "No real sample in the corpus. Headerless 6 columns (account IBAN, text, booking date, value date, amount, currency) per Firefly; the text shape with '|', '+' on credits, encoding and CRLF are ASSUMPTIONS."),
         dict(booking_date=2, value_date=3, amount=4, purpose=[1]))

def oberbank():
    s, e = MAR
    acc = AT_ACC("ober", "15000")
    txs = gen("ober", "AT", s, e, n=14, opening=0, quoting=False)
    doc = Doc()
    doc.header("Buchungsdatum;Wertstellung;Betrag;Währung;Auftraggebername;Auftraggeber IBAN/Kto.Nr.;Auftraggeber BIC/BLZ;Empfängername;Empfänger IBAN/Kto.Nr.;Empfänger BIC/BLZ;Text;Verwendungszweck")
    for t in reversed(txs):
        if t.cents > 0:
            f = [t.cp, t.cp_iban or "", "OBKLAT2LXXX" if t.cp_iban else "", "Lukas Huber", acc, "OBKLAT2L"]
        else:
            f = ["", "", "", t.cp, t.cp_iban or "", "BKAUATWWXXX" if t.cp_iban else ""]
        text = flat(f"{t.cp}, {t.purpose}")
        prep(t, t.cp, text, bal=False)
        doc.tx(row([fdate(t.date, "dd.MM.yyyy"), fdate(t.vd, "dd.MM.yyyy"), de_amt(t.cents), "EUR"] + f + [text, ""], ";", "none"), t)
    emit("oberbank", "oberbank-2025-03", doc,
         M("Oberbank", "AT", real("oberbank/ofxstatement-austrian_oberbank.csv"), "windows-1252", False, ";", "\n", "dd.MM.yyyy", ",", None, "EUR",
           acc, None, None, [], "newest_first",
           "windows-1252; 12 columns with separate ordering-party and recipient name/IBAN/BIC triples; 'Text' joins name and purpose with ', '; no quoting."),
         dict(booking_date=0, value_date=1, amount=2, counterparty_by_sign={"debit": 7, "credit": 4}, purpose=[10]))

def hypo_vorarlberg():
    s, e = MAR
    acc = AT_ACC("hypo", "58000")
    txs = gen("hypo", "AT", s, e, n=14, opening=0, quoting=False)
    rng = random.Random("hypo")
    doc = Doc()
    doc.header("IBAN;Auszugsnummer;Buchungsdatum;Valutadatum;Umsatzzeit;Zahlungsreferenz;Waehrung;Betrag;Buchungstext;Umsatztext;Name des Partners;Name des ultimate Partners;Name des ultimate Auftraggebers;Creditor ID;Mandat ID;Kontoverbindung des Partners;Partner BIC;Auftraggeberreferenz;Verwendungszweck;Kategorie;Notiz;Original Auftragsbetrag;Original Währung;Bestandskategorie;Umsatzkategorie;Entgeltinformationen;Eigene Referenz")
    for t in reversed(txs):
        bt = "POS" if t.kind in ("card", "refund") else "SEPA-Zahlung"
        ut = fdate(t.date, "yyyy-MM-dd-HH.mm.ss.SSSSSS", rng.randint(6, 21), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999))
        prep(t, t.cp, flat(t.purpose), bal=False)
        doc.tx(row([acc, "3", str(t.date), str(t.vd), ut, "", "EUR", de_amt(t.cents), bt, flat(t.purpose), t.cp, "", "", "", "", t.cp_iban or "", "HYPVAT2BXXX" if t.cp_iban else "",
                    "", "", "Sonstiges", "", de_amt(t.cents) if bt != "POS" else "", "", "", "", "", ""], ";", "none"), t)
    emit("hypo-vorarlberg", "hypo-vorarlberg-2025-03", doc,
         M("Hypo Vorarlberg", "AT", real("hypo-vorarlberg/banana_csv_hypobank_vorarlberg_example_format1_20260227.csv"), "utf-8", False, ";", "\n", "yyyy-MM-dd", ",", None, "EUR",
           acc, None, None, [], "newest_first",
           "27 columns; ISO dates with decimal comma; 'Umsatzzeit' is a DB2-style timestamp (2025-03-31-21.35.45.616362); no quoting. The corpus header has 'Original W?hrung' damaged; written here as 'Original Währung' in UTF-8."),
         dict(booking_date=2, value_date=3, amount=7, counterparty=10, purpose=[9]))

def livebank():
    s, e = MAR
    txs = gen("live", "AT", s, e, n=12, opening=0, quoting=False)
    rng = random.Random("live")
    doc = Doc()
    doc.header("Kontonummer;Auszugsnummer;Buchungsdatum;Valutadatum;Umsatzzeit;Zahlungsreferenz;Waehrung;Betrag;Buchungstext;Umsatztext")
    for t in reversed(txs):
        ut = fdate(t.date, "yyyy-MM-dd-HH.mm.ss.SSSSSS", rng.randint(6, 21), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999999))
        extra = [q(t.cp), q(flat(t.purpose))] + ([q(f"REF: {t.ref}")] if t.ref else [])
        prep(t, None, flat(f"{t.cp}"), bal=False)
        doc.tx(";".join(["23456789", "3", str(t.date), str(t.vd), ut, '""', "EUR", de_amt(t.cents, th="."), q("Internetauftrag" if t.cents < 0 else "Datenträger-Umsatz")] + extra), t)
    emit("livebank", "livebank-2025-03", doc,
         M("Livebank (AT)", "AT", real("livebank/ofxstatement-austrian_livebank.csv"), "windows-1252", False, ";", "\r\n", "yyyy-MM-dd", ",", ".", "EUR",
           None, None, None, [], "newest_first",
           "CRLF, windows-1252; rows have MORE fields than the 10-column header (Umsatztext continues over 2-3 extra quoted fields); empty Zahlungsreferenz written as \"\". Facts purpose = the 'Umsatztext' column only (the first of the overflow fields)."),
         dict(booking_date=2, value_date=3, amount=7, purpose=[9]))

# --- Payment providers and neobanks --------------------------------------------------------------
def revolut():
    s, e = MAR
    txs = gen("revolut", "DE", s, e, n=18, opening=44267)
    pend = Tx(D(2025, 3, 31), -7358, "Bahnreisen Online", "", "card", pending=True)
    hold = Tx(D(2025, 3, 9), 0, "Mietwagen *temporary Hold", "", "card")
    txs.append(hold); txs.sort(key=lambda t: t.date)
    rechain(txs, 44267)
    rng = random.Random("rev")
    doc = Doc()
    doc.header("Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance")
    for t in txs + [pend]:
        typ = {"card": "CARD_PAYMENT", "salary": "TOPUP", "refund": "CARD_REFUND", "transfer": "TRANSFER", "debit": "TRANSFER"}[t.kind]
        desc = t.cp if t.kind in ("card", "refund") else (f"To {t.cp}" if t.cents < 0 else f"Payment from {t.cp}")
        h = rng.randint(6, 22)
        started = fdate(t.date, "yyyy-MM-dd HH:mm:ss", h, rng.randint(0, 59), rng.randint(0, 59))
        done = "" if t.pending else fdate(t.date, "yyyy-MM-dd HH:mm:ss", h, 59, 59)
        f = [typ, "Current", started, done, desc, money(t.cents), "0.00", "EUR", "PENDING" if t.pending else "COMPLETED", "" if t.pending else money(t.balance)]
        if t.pending:
            doc.skip(row(f, ",", "min"), "pending")
        else:
            prep(t, None, desc, vd=False)
            doc.tx(row(f, ",", "min"), t)
    emit("revolut", "revolut-2025-03", doc,
         M("Revolut", "LT", real("revolut/ofxstatement-revolut_2022-january.csv"), "utf-8", False, ",", "\n", "yyyy-MM-dd HH:mm:ss", ".", None, "EUR",
           None, txs[0].balance - txs[0].cents, txs[-1].balance, [], "oldest_first",
           "Started and Completed timestamps (facts use the started date's day, which equals the completed day here); Fee column always 0.00; a 0.00 'temporary Hold' row; a PENDING row without completed date and balance (skipped); Balance after each completed row."),
         dict(booking_date=2, amount=5, balance=9, purpose=[4]))

def paypal():
    s, e = MAR
    rng = random.Random("paypal")
    txs = gen("paypal", "DE", s, e, n=14, opening=13853)
    txs = [t for t in txs if t.kind in ("card", "refund", "transfer")]
    rechain(txs, 13853)
    doc = Doc()
    H = ["Datum", "Uhrzeit", "Zeitzone", "Name", "Typ", "Status", "Währung", "Brutto", "Gebühr", "Netto", "Absender E-Mail-Adresse", "Empfänger E-Mail-Adresse", "Transaktionscode", "Lieferadresse",
         "Adress-Status", "Artikelbezeichnung", "Artikelnummer", "Versand- und Bearbeitungsgebühr", "Versicherungsbetrag", "Umsatzsteuer", "Option 1 Name", "Option 1 Wert", "Option 2 Name",
         "Option 2 Wert", "Zugehöriger Transaktionscode", "Rechnungsnummer", "Zollnummer", "Anzahl", "Empfangsnummer", "Guthaben", "Adresszeile 1", "Adresszusatz", "Ort", "Bundesland", "PLZ",
         "Land", "Telefon", "Betreff", "Hinweis", "Ländervorwahl", "Auswirkung auf Guthaben"]
    doc.header(row(H, ",", "all"))
    for t in txs:
        typ = {"card": "PayPal Express-Zahlung", "refund": "Rückzahlung", "transfer": "Allgemeine Zahlung" if t.cents < 0 else "Zahlung erhalten"}[t.kind]
        code = "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(17))
        me, other = "lena.weiss@example.de", t.cp.lower().replace(" ", ".").replace("ä", "ae").replace("ö", "oe").replace("ü", "ue").replace("ß", "ss") + "@example.com"
        f = [fdate(t.date, "dd.MM.yyyy"), f"{rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}", "CET", t.cp, typ, "Abgeschlossen", "EUR",
             de_amt(t.cents), "0,00", de_amt(t.cents), me if t.cents < 0 else other, other if t.cents < 0 else me, code, "", "Nicht bestätigt", flat(t.purpose), "", "", "", "", "", "", "", "", "",
             "", "", "1", "", de_amt(t.balance), "", "", "", "", "", "", "", flat(t.purpose), "", "", "Soll" if t.cents < 0 else "Haben"]
        prep(t, t.cp, flat(t.purpose), vd=False)
        doc.tx(row(f, ",", "all"), t)
    emit("paypal", "paypal-aktivitaeten-2025-03", doc,
         M("PayPal", "DE", real("paypal/rechnungsfee_paypal_de.csv"), "utf-8", True, ",", "\n", "dd.MM.yyyy", ",", None, "EUR",
           None, txs[0].balance - txs[0].cents, txs[-1].balance, [], "oldest_first",
           "German activity report: comma-separated AND decimal comma, so every field is quoted; 41 columns; 'Guthaben' (balance) and 'Auswirkung auf Guthaben' Soll/Haben; separate time and time zone columns."),
         dict(booking_date=0, amount=7, balance=29, counterparty=3, purpose=[15]))

def wise():
    s, e = MAR
    rng = random.Random("wise")
    txs = []
    bal = 0
    for i in range(12):
        d = s + dt.timedelta(days=rng.randint(0, 30))
        if i % 4 == 0:
            t = Tx(d, rng.randint(20000, 90000), rng.choice(POOLS["DE"]["people"]), "Rückzahlung Urlaub", "in")
            t.fee = 0
        else:
            amt = rng.randint(1500, 40000); fee = rng.choice([0, 41, 62, 105])
            t = Tx(d, -(amt + fee), rng.choice(POOLS["CH"]["people"] + POOLS["DE"]["shops"]), rng.choice(["Miete Garage", "Rechnung 2025-03-017", "Geschenk, für Tante"]), "out")
            t.fee, t.net = fee, amt
        txs.append(t)
    txs.sort(key=lambda t: t.date)
    doc = Doc()
    doc.header("ID,Status,Direction,Created on,Finished on,Source fee amount,Source fee currency,Target fee amount,Target fee currency,Source name,Source amount (after fees),Source currency,Target name,Target amount (after fees),Target currency,Exchange rate,Reference,Batch")
    for t in txs:
        h = rng.randint(6, 22)
        ts = fdate(t.date, "yyyy-MM-dd HH:mm:ss", h, rng.randint(0, 59), rng.randint(0, 59))
        te = fdate(t.date, "yyyy-MM-dd HH:mm:ss", h, 59, 59)
        if t.kind == "out":
            f = [f"TRANSFER-{rng.randint(10**8, 10**9)}", "COMPLETED", "OUT", ts, te, money(t.fee), "EUR", "", "", "Felix Hoffmann", money(t.net), "EUR", t.cp, money(t.net), "EUR", "1.00", t.purpose, ""]
            prep(t, t.cp, t.purpose, bal=False, vd=False)
        else:
            f = [f"TRANSFER-{rng.randint(10**8, 10**9)}", "COMPLETED", "IN", ts, te, "", "", "", "", t.cp, money(t.cents), "EUR", "Felix Hoffmann", money(t.cents), "EUR", "1.00", t.purpose, ""]
            prep(t, t.cp, t.purpose, bal=False, vd=False)
        doc.tx(row(f, ",", "min"), t)
    emit("wise", "wise-transfers-2025-03", doc,
         M("Wise", "BE", tool("§3 hledger examples/csv/other/Wise.rules + §1 bank2ynab [Wise]"), "utf-8", False, ",", "\n", "yyyy-MM-dd HH:mm:ss", ".", None, "EUR",
           None, None, None, [], "oldest_first",
           "No real sample in the corpus. Field order from hledger's Wise.rules (transfer history: one row per transfer, Direction IN/OUT); header names, quoting and fee semantics are ASSUMPTIONS. Facts amount for OUT = -(source amount after fees + source fee), for IN = +target amount."),
         dict(booking_date=3, wise=True, counterparty_by_sign={"debit": 12, "credit": 9}, purpose=[16]))

def bunq():
    s, e = MAR
    acc = iban("NL", "BUNQ" + f"{random.Random('bunq').randrange(10**10):010d}")
    txs = gen("bunq", "DE", s, e, n=14, opening=0)
    doc = Doc()
    doc.header(row(["Date", "Amount", "Account", "Counterparty", "Name", "Description"], ",", "all"))
    for t in txs:
        prep(t, t.cp, flat(t.purpose), bal=False, vd=False)
        doc.tx(row([str(t.date), de_amt(t.cents), acc, t.cp_iban or "", t.cp, flat(t.purpose)], ",", "all"), t)
    emit("bunq", "bunq-2025-03", doc,
         M("bunq", "NL", real("bunq/bank2ynab_bunq-statement.csv"), "utf-8", False, ",", "\n", "yyyy-MM-dd", ",", None, "EUR",
           acc, None, None, [], "oldest_first",
           "Comma-separated with decimal comma ('-8,78'), hence every field quoted; own IBAN repeated in every row."),
         dict(booking_date=0, amount=1, counterparty=4, purpose=[5]))

def stripe():
    rng = random.Random("stripe")
    s = D(2025, 3, 1)
    txs = []
    for i in range(10):
        d = s + dt.timedelta(days=rng.randint(0, 30))
        t = Tx(d, rng.choice([2500, 2750, 4900, 1000, 12000]), f"Kundin {i + 1}", f"Bestellung #{1000 + i}, Kurs \"Töpfern\"", "charge")
        t.fee = t.cents * 29 // 1000 + 30
        txs.append(t)
    txs.sort(key=lambda t: t.date)
    doc = Doc()
    doc.header('"id","description","seller_message","created","amount","amount_refunded","currency","converted_amount","converted_amount_refunded","fee","tax","converted_currency","status","statement_descriptor","customer_id","customer_description","customer_email","captured"')
    for t in reversed(txs):
        cid = "ch_3" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20))
        created = fdate(t.date, "yyyy-MM-dd HH:mm", rng.randint(8, 20), rng.randint(0, 59))
        prep(t, None, t.purpose, bal=False, vd=False)
        doc.tx(row([cid, t.purpose, "Payment complete.", created, money(t.cents), "0.00", "chf", money(t.cents), "0.00", money(t.fee), "0.00", "chf", "Paid", "", "", "", "", "true", f"pm_1{rng.getrandbits(40):x}", "", ""], ",", "min"), t)
    emit("stripe", "stripe-payments-2025-03", doc,
         M("Stripe", "CH", real("stripe/csv2ofx_stripe-default.csv"), "utf-8", False, ",", "\n", "yyyy-MM-dd HH:mm", ".", None, "CHF",
           None, None, None, [], "newest_first",
           "Payments export: 18 quoted header names but data rows have 21 fields (3 unnamed trailing ones); lower-case currency; 'amount' is the gross charge (facts amount), the fee is a separate column; description quoted because it contains a comma and quotes."),
         dict(booking_date=3, amount=4, purpose=[1]))

# ---------------------------------------------------------------- verification

_VTOK = re.compile(r"yyyy|yy|MM|M|dd|d|HH|mm|ss|SSSSSS|S")

def date_regex(pat):
    parts, pos = [], 0
    rx = {"yyyy": r"(?P<y>\d{4})", "yy": r"(?P<yy>\d{2})", "MM": r"(?P<m>\d{2})", "M": r"(?P<m>\d{1,2})", "dd": r"(?P<d>\d{2})", "d": r"(?P<d>\d{1,2})",
          "HH": r"\d{2}", "mm": r"\d{2}", "ss": r"\d{2}", "SSSSSS": r"\d{6}", "S": r"\d+"}
    for m in _VTOK.finditer(pat):
        parts.append(re.escape(pat[pos:m.start()])); parts.append(rx[m.group(0)]); pos = m.end()
    parts.append(re.escape(pat[pos:]))
    return re.compile("^" + "".join(parts) + "$")

def parse_date(s, pat):
    m = date_regex(pat).match(s.strip())
    assert m, f"{s!r} does not match {pat}"
    g = m.groupdict()
    y = int(g["y"]) if g.get("y") else 2000 + int(g["yy"])
    return dt.date(y, int(g["m"]), int(g["d"])).isoformat()

def num(s, dec, th):
    s = s.strip().replace("\u00a0", " ")
    for suf in ("€", "EUR", "CHF"):
        s = s.replace(suf, "")
    s = s.strip()
    if th:
        s = s.replace(th, "")
    if dec == ",":
        s = s.replace(",", ".")
    if s.endswith("-"):
        s = "-" + s[:-1]
    return Decimal(s)

def verify(path):
    facts = json.load(open(path[:-4] + ".facts.json", encoding="utf-8"))
    raw = open(path, "rb").read()
    enc, C = facts["encoding"], facts["columns"]
    if enc == "utf-16le":
        assert raw[:2] == b"\xff\xfe"; text = raw[2:].decode("utf-16-le")
    else:
        assert (raw[:3] == b"\xef\xbb\xbf") == facts["bom"], "BOM"
        text = raw[3 if facts["bom"] else 0:].decode(enc)
    if facts["line_ending"] == "\r\n":
        assert text.count("\n") == text.count("\r\n"), "CRLF everywhere"
    else:
        assert "\r" not in text, "LF only"
    assert text.endswith(facts["line_ending"]) == facts["final_newline"]
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=facts["delimiter"], quotechar=facts["quote"] or '"',
                        skipinitialspace=bool(C.get("skipinitialspace")))
    recs, order, prev = {}, [], 0
    for r in reader:
        recs[prev + 1] = r; order.append(prev + 1); prev = reader.line_num
    total = text.count("\n") + (0 if text.endswith("\n") else 1)
    dec, th = facts["decimal_separator"], facts["thousands_separator"]
    F = lambda r, i: r[i].strip() if i < len(r) else ""
    def joined(r, cols):
        v = " ".join(F(r, i).replace("\n", " ") for i in cols if F(r, i))
        return v or None
    skipped = {s["line"]: s["reason"] for s in facts["skipped"]}
    txlines = {t["line"] for t in facts["transactions"]}
    for t in facts["transactions"]:
        r = recs[t["line"]]
        assert parse_date(F(r, C["booking_date"]), facts["date_format"]) == t["booking_date"], (t, r)
        if t["value_date"] is not None:
            assert parse_date(F(r, C["value_date"]), facts["date_format"]) == t["value_date"], (t, r)
        if C.get("wise"):
            a = num(F(r, 10), dec, th)
            amt = -(a + num(F(r, 5), dec, th)) if F(r, 2) == "OUT" else a
        elif "amount" in C:
            amt = num(F(r, C["amount"]), dec, th) * C.get("sign", 1)
        else:
            d, c = F(r, C["debit"]), F(r, C["credit"])
            amt = (num(c, dec, th) if c else 0) - (abs(num(d, dec, th)) if d else 0)
        assert amt == Decimal(t["amount"]), (t, r, amt)
        if t["balance_after"] is not None:
            assert num(F(r, C["balance"]), dec, th) == Decimal(t["balance_after"]), (t, r)
        if "counterparty" in C:
            cols = C["counterparty"] if isinstance(C["counterparty"], list) else [C["counterparty"]]
            assert joined(r, cols) == t["counterparty"], (t, r)
        elif "counterparty_by_sign" in C:
            i = C["counterparty_by_sign"]["debit" if amt < 0 else "credit"]
            assert joined(r, [i]) == t["counterparty"], (t, r)
        else:
            assert t["counterparty"] is None
        purpose = [joined(r, C["purpose"])]
        k = order.index(t["line"]) + 1
        while k < len(order) and skipped.get(order[k]) == "continuation":
            purpose.append(joined(recs[order[k]], C["cont_purpose"])); k += 1
        purpose = " ".join(p for p in purpose if p) or None
        assert purpose == t["purpose"], (purpose, t["purpose"])
    amounts = [Decimal(t["amount"]) for t in facts["transactions"]]
    if facts["opening_balance"] is not None and facts["closing_balance"] is not None:
        assert Decimal(facts["opening_balance"]) + sum(amounts) == Decimal(facts["closing_balance"]), "opening + sum != closing"
    chrono = facts["transactions"][::-1] if facts["order"] == "newest_first" else facts["transactions"]
    run = Decimal(facts["opening_balance"]) if facts["opening_balance"] is not None else None
    for t in chrono:
        if run is None:
            if t["balance_after"] is None:
                continue
            run = Decimal(t["balance_after"]) - Decimal(t["amount"])
        run += Decimal(t["amount"])
        if t["balance_after"] is not None:
            assert run == Decimal(t["balance_after"]), ("chain", t)
    if facts["closing_balance"] is not None and run is not None:
        assert run == Decimal(facts["closing_balance"]), "chain end != closing"
    start = facts["header_line"] or facts["preamble_lines"]
    end = total - facts["footer_lines"]
    for ln in order:
        if start < ln <= end and any(x.strip() for x in recs[ln]):
            assert ln in txlines or ln in skipped, f"line {ln} neither transaction nor skipped: {recs[ln]}"
    for ln in list(skipped) + list(txlines):
        assert ln in recs, f"line {ln} is not the start of a record"
    if facts["header_line"]:
        assert facts["preamble_lines"] == facts["header_line"] - 1
    ibans = [facts["account_iban"]] if facts["account_iban"] else []
    for r in recs.values():
        for f in r:
            g = f.strip().replace(" ", "")
            if re.fullmatch(r"(CH|DE|AT|NL|LT|BE)\d{2}[A-Z0-9]{11,30}", g) and "ZZZ" not in g[4:7]:
                ibans.append(g)
    for x in ibans:
        assert iban_ok(x), f"bad IBAN {x}"
    n = len(facts["transactions"])
    assert 8 <= n <= 40, f"{n} transactions"
    return n, len(facts["skipped"])

# ---------------------------------------------------------------- main

BANKS = [postfinance, ubs, zkb, raiffeisen_ch, akb, blkb, bekb, bkb, bcv, finnova, cler, bancastato, cornerbank, viseca, swisscard, twint, neon,
         dkb, ing_de, sparkasse, n26, commerzbank, vr_and_gls, sparda, deutsche_bank, comdirect, hvb,
         erste, raiffeisen_at, ing_at, easybank, oberbank, hypo_vorarlberg, livebank,
         revolut, paypal, wise, bunq, stripe]

def readme():
    lines = ["# Samples: synthetic statements in real bank export formats", "",
             "**All data in this folder is invented**: people, shops, addresses, references, amounts. IBANs are made up but carry valid ISO 13616 check digits. "
             "Nothing is copied from the corpus files; only their format (encoding, delimiter, quoting, line endings, preamble/footer, column names and order, "
             "date and number formats) is reproduced.", "",
             "`python3 Samples/generate.py` rewrites every statement and its `.facts.json` from one set of in-memory records and then re-parses each file with "
             "Python's csv module against its facts (dates, amounts, balances, counterparty, purpose, continuation rows, opening + sum = closing, balance chains, "
             "every data row accounted for, IBAN check digits). The facts are the truth for golden tests.", "",
             "Facts fields beyond the brief: `final_newline`, `balances_stated` (which of opening/closing the file itself states; others are derived from the running balance), "
             "`order` (newest_first / oldest_first), `columns` (0-based column roles the verifier used), `notes`.", "",
             "`format_source` says `real export <corpus path>` when the layout was copied from a real export in `shared/corpora/banks`, or `tool mapping FORMATS.md §n` when the "
             "corpus has no sample and the layout comes from an import tool's configuration; those files are marked ASSUMPTION in their notes wherever a detail is guessed.", "",
             "| bank id | file | format source | what is special |", "|---|---|---|---|"]
    for bank_id, name, meta in OUT:
        src = meta["format_source"].replace(CORPUS + "/", "")
        lines.append(f"| {bank_id} | {name}.csv | {src} | {meta['notes'].replace('|', '/')} |")
    lines += ["", "Not covered (no format source in the corpus or FORMATS.md): Luzerner KB, Thurgauer KB, Migros Bank, Valiant, Yuh, Cornèrcard, Postbank, "
              "Targobank, Trade Republic, Consorsbank (only a column-role list), Bank Austria. FORMATS.md names several of them as 'sample in corpus', but the folders do not exist.", ""]
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines))

def main():
    for b in BANKS:
        b()
    readme()
    if "--no-verify" in sys.argv:
        return
    total = 0
    for bank_id, name, meta in OUT:
        n, k = verify(os.path.join(HERE, bank_id, name + ".csv"))
        total += n
        print(f"ok {bank_id}/{name}.csv: {n} transactions, {k} skipped")
    print(f"{len(OUT)} files, {len(set(b for b, _, _ in OUT))} banks, {total} transactions verified")

if __name__ == "__main__":
    main()
