"""Writes the encoding fixtures; run once with python3 from this folder.

Python's codecs, not ICU, produce the bytes, so the tests check ICU-backed decoding against
an independent encoder. The statement avoids the euro sign because ibm850 has none; the euro
line covers the encodings that do have it.
"""

STATEMENT = (
    "Buchungstag;Valuta;Empfänger/Auftraggeber;Verwendungszweck;Betrag;Währung\r\n"
    "02.01.2024;02.01.2024;Bäckerei Müller;Brötchen für das Büro;-12,50;EUR\r\n"
    "03.01.2024;03.01.2024;Straßenbahn Zürich;Monatskarte Öffentlicher Verkehr;-85,00;EUR\r\n"
    "05.01.2024;05.01.2024;Société Générale;Virement reçu, façade à Orléans;1.250,00;EUR\r\n"
)
EURO_LINE = "Überweisung;Gebühr 2,50 €;Café Größe\n"
CZECH_LINE = "Platba kartou – Plzeň, Čáslav;Příkaz k úhradě;-1 250,00;Kč\n"

FIXTURES = [
    ("statement-de.utf-8.csv", STATEMENT, "utf-8"),
    ("statement-de.utf-8-bom.csv", STATEMENT, "utf-8-sig"),
    ("statement-de.utf-16le-bom.csv", "\ufeff" + STATEMENT, "utf-16-le"),
    ("statement-de.utf-16be.csv", STATEMENT, "utf-16-be"),
    ("statement-de.utf-32le-bom.csv", "\ufeff" + STATEMENT, "utf-32-le"),
    ("statement-de.windows-1252.csv", STATEMENT, "cp1252"),
    ("statement-de.iso-8859-1.csv", STATEMENT, "latin-1"),
    ("statement-de.iso-8859-15.csv", STATEMENT, "iso8859-15"),
    ("statement-de.macintosh.csv", STATEMENT, "mac-roman"),
    ("statement-de.ibm850.csv", STATEMENT, "cp850"),
    ("euro-line.utf-8.csv", EURO_LINE, "utf-8"),
    ("euro-line.windows-1252.csv", EURO_LINE, "cp1252"),
    ("euro-line.iso-8859-15.csv", EURO_LINE, "iso8859-15"),
    ("euro-line.macintosh.csv", EURO_LINE, "mac-roman"),
    ("czech-line.utf-8.csv", CZECH_LINE, "utf-8"),
    ("czech-line.windows-1250.csv", CZECH_LINE, "cp1250"),
]

for name, text, codec in FIXTURES:
    with open(name, "wb") as file:
        file.write(text.encode(codec))
