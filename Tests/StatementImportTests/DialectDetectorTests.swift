import CSVCore
@testable import StatementDetection
import Testing


/// Small inputs and the dialect the detector must find in them.
@Suite("Dialect detection")
struct DialectDetectorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var delimiter: String
        var quote: Character? = "\""
        var escape: Dialect.Escape = .doubledQuote
        var skipInitialSpace = false

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "ZKB: a space before the first quote of every line",
            text: " \"Datum\";\"Buchungstext\";\"Betrag\"\n \"11.02.2022\";\"Einkauf; Migros\";\"3202.00\"\n \"10.02.2022\";\"Belastungen (2)\";\"1000.00\"\n \"09.02.2022\";\"Lohn\";\"5200.00\"\n",
            delimiter: ";", skipInitialSpace: true),
        Case(
            name: "German statement with a key/value preamble and decimal commas",
            text: """
                Kontonummer:;DE12500105170648489890;
                Zeitraum:;01.03.2024 - 31.03.2024;
                Kontostand vom 31.03.2024:;1.234,56 EUR;
                Buchungstag;Valuta;Buchungstext;Betrag;Währung
                01.03.2024;01.03.2024;"Miete März, Wohnung 3";-1.234,56;EUR
                04.03.2024;04.03.2024;Gehalt;3.100,00;EUR
                11.03.2024;12.03.2024;"Lastschrift
                Stadtwerke";-85,20;EUR
                Kontostand;;;1.814,24;EUR
                """,
            delimiter: ";"),
        Case(
            name: "Swiss statement with apostrophe thousands",
            text: """
                Datum;Buchungstext;Belastung;Gutschrift;Saldo
                02.01.2024;Einkauf Migros;45.80;;1'234.50
                03.01.2024;Lohn Januar;;6'500.00;7'734.50
                05.01.2024;Dauerauftrag Miete;1'950.00;;5'784.50
                """,
            delimiter: ";"),
        Case(
            name: "pipes inside text fields of a semicolon file",
            text: """
                Datum;Text;Betrag
                01.02.2024;Karte|Coop|Zürich;-12,30
                02.02.2024;Karte|Migros|Bern;-8,90
                03.02.2024;Twint|Anna;50,00
                """,
            delimiter: ";"),
        Case(
            name: "one column of amounts",
            text: "Betrag\n12.50\n-3.20\n1'200.00\n",
            delimiter: ","),
        Case(
            name: "one column of whole quoted lines that hold commas",
            text: "\"#,#00\"\n\"12,34,567\"\n",
            delimiter: ","),
        Case(
            name: "two rows",
            text: "Datum,Betrag\n01.03.2024,-12.30\n",
            delimiter: ","),
        Case(
            name: "delimiter inside quoted text",
            text: """
                date,payee,amount
                2024-03-01,"Smith, John",12.00
                2024-03-02,"Doe, Jane; and partner",-4.50
                2024-03-03,"Acme, Inc.",100.00
                """,
            delimiter: ","),
        Case(
            name: "backslash-escaped quotes",
            text: #"""
                id,text,amount
                1,"a \"quoted\" word, and a comma",1.00
                2,"plain",2.00
                3,"more \"quotes\"",3.00
                """#,
            delimiter: ",", escape: .backslash),
        Case(
            name: "single quotes around fields with commas",
            text: """
                id,name,city
                1,'Miller, Ann','New York, NY'
                2,'Smith, Bob','Boston, MA'
                3,'Ng, Li','Austin, TX'
                """,
            delimiter: ",", quote: "'"),
        Case(
            name: "apostrophes in words do not make a quote",
            text: """
                date,product,price
                2018-01-28,Men's Boots,74.69
                2018-01-29,Women's Jacket,29.81
                2018-01-30,Kids' Shoes,19.99
                """,
            delimiter: ","),
        Case(
            name: "times do not make the colon a delimiter",
            text: "HH:mm:ss.S,HH:mm:ss.SS\n15:02:37.1,15:02:37.14\n",
            delimiter: ","),
        Case(
            name: "semicolons as text punctuation in a comma file",
            text: """
                GEO.id,Id
                HC01_EST_VC02,Total; Estimate; Households
                HC01_MOE_VC02,Total; Margin of Error; Households
                HC02_EST_VC02,Median income (dollars); Estimate; Households
                """,
            delimiter: ","),
        Case(
            name: "tab-separated with empty quoted strings",
            text: "size\t\"Queue (Degree: 4)\"\t\"Other (Degree: 4)\"\n100\t0.0022\t''\n200\t0.0045\t''\n300\t0.0068\t''\n",
            delimiter: "\t"),
        Case(
            name: "a single line cut by a rare delimiter is one column",
            text: "milan#_%pass\n",
            delimiter: ","),
        Case(
            name: "cells that hold lists of like values joined by semicolons",
            text: "col1,col2\n1;2;3,4;5;6\na;b;c,d;e;f\n",
            delimiter: ","),
        Case(
            name: "a single record whose lists are joined by a more frequent pipe",
            text: "1;Orange VUHF;K6CF Anhm|K6COV Orng|K6MWT LkFr|K6NBR Nwpr|K6QEH Fllr|K6SOA LgnB|N6ME Fllr|W6KRW SnCl;"
                + "145.1400|145.1600|145.2200|145.2400|145.2600|145.4000|146.0250|147.0600;"
                + "144.5400|144.5600|144.6200|144.6400|144.6600|144.8000|146.6250|147.6600;OFF;OFF;;Selected;0.5;0.1\n",
            delimiter: ";"),
        Case(
            name: "web addresses do not make the colon a delimiter",
            text: """
                http://kajian.net/audio/?l=15,Aqidah Agama Syiah 1,/audio/Abdul Hakim/Aqidah 1.MP3?l=12
                http://kajian.net/audio/?l=15,Arti Ibadah,/audio/Abdul Hakim/Arti Ibadah.mp3?l=12
                http://kajian.net/audio/?l=15,Keutamaan Ilmu,/audio/Abdul Hakim/Keutamaan Ilmu.mp3?l=12
                """,
            delimiter: ","),
        Case(
            name: "columns aligned with runs of spaces",
            text: """
                id      carat       cut color price
                1      0.23     Ideal     E   326
                2      0.21   Premium     E   326
                3      0.23      Good     E   327
                """,
            delimiter: " ", skipInitialSpace: true),
        Case(
            name: "a backslash before a quote among bare quotes in quoted fields is text",
            text: #"""
                date,type,description,url
                28/01/2018,Boots,'These boots for men are rugged, yet light.','https://example.com/MG_8769'
                17/02/2018,'Men's Underwear, Crewneck','For strong, lightweight comfort.','https://example.com/YY_5315'
                19/02/2018,Socks,'Comfort of wool, in a no-show style.','https://example.com/BH_7885'
                20/02/2018,Fly Rod,'A light feel in our 8\'9 rod, designed for her.','https://example.com/BH_7531'
                21/02/2018,'Men's Vest, Down','Packed with 650-fill, even when it's wet.','https://example.com/BH_3190'
                """#,
            delimiter: ",", quote: "'", escape: .none),
    ]

    @Test(arguments: cases)
    func detects(_ example: Case) {
        let dialect = DialectDetector.detect(Array(example.text.utf8)).dialect
        #expect(dialect.delimiter == Array(example.delimiter.utf8))
        #expect(dialect.quote == example.quote.flatMap(\.asciiValue))
        #expect(dialect.escape == example.escape)
        #expect(dialect.skipInitialSpace == example.skipInitialSpace)
    }

    /// Lists of like values in one cell, which a delimiter that only splits list items leaves
    /// whole; two items are as often two cells of a table cut by the wrong delimiter.
    @Test(arguments: [
        ("1;2;3", true), ("a;b;c", true), ("145.1400|145.1600|146.0250", true), ("01.03.2024,02.03.2024,03.03.2024", true),
        ("K6CF Anhm|K6COV Orng|N6ME Fllr", true), ("30;1.234", false), ("1,Orange,K6CF Anhm", false),
        ("OFF,OFF,,OFF", false), ("1;2|3", false), ("plain words", false),
    ])
    func listsOfLikeValues(_ cell: String, _ isList: Bool) {
        #expect(CellShape.isList(Array(cell.utf8)[...]) == isList)
    }

    /// Detection is given a bounded head of the file (`FormatDetector.headLimit`), so a long
    /// file is judged by its first records and costs no more than a short one; timing it
    /// belongs in the benchmark, not here.
    @Test func aLongFileIsJudgedByItsHead() {
        let row = Array("01.03.2024;\"Miete, März\";-1.234,56;EUR\n".utf8)
        let long = Array((0..<20_000).map { _ in row }.joined())
        let head = Array(long.prefix(FormatDetector.headLimit))
        let short = Array((0..<50).map { _ in row }.joined())
        #expect(DialectDetector.detect(head).dialect == DialectDetector.detect(short).dialect)
        #expect(DialectDetector.detect(head).dialect.delimiter == [UInt8(ascii: ";")])
    }
}
