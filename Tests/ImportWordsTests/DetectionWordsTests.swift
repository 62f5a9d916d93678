import ImportWords
import StatementValues
import Testing

/// What detection decided, in German and English: golden renderings of its codes, with the
/// columns a person names by header or by number.
@Suite("Detection's problems in words")
struct DetectionWordsTests {
    static let swiss = Words(environment: ["LANG": "de_CH.UTF-8"])
    static let english = Words(environment: ["LANG": "C"])

    @Test("the running balance proves debits and credits: named columns and a numbered one")
    func debitCreditProvenByBalance() {
        let problem = Problem(.debitCreditProvenByBalance, [
            "debit_column": .number(3), "debit_column_name": .text("Belastung"),
            "credit_column": .number(4), "credit_column_name": .text("Gutschrift"),
            "balance_column": .number(5),
        ])
        #expect(problem.message(Self.swiss)
            == "'Belastung' enthält die Belastungen und 'Gutschrift' die Gutschriften: belegt durch den laufenden Saldo in Spalte 5")
        #expect(problem.message(Self.english)
            == "'Belastung' holds the debits and 'Gutschrift' the credits: proven by the running balance in column 5")
    }

    @Test("one signed column of amounts beside others: the others listed")
    func amountsInOnlySignedColumn() {
        let problem = Problem(.amountsInOnlySignedColumn, [
            "amount_column": .number(2), "amount_column_name": .text("Amount"),
            "other_columns": .list(["3", "4"]), "other_columns_names": .list(["Fee", ""]),
        ])
        #expect(problem.message(Self.swiss)
            == "'Amount' enthält die Beträge: von den in jeder Zeile gefüllten Spalten mit Beträgen hat nur sie Beträge unter "
            + "und über null; 'Fee' und Spalte 4 nie unter null und nicht gelesen (kein laufender Saldo passt dazu)")
        #expect(problem.message(Self.english)
            == "'Amount' holds the amounts: of the columns of amounts filled on every row, only it has amounts both below and "
            + "above zero; 'Fee' and column 4 never below zero and not read (no running balance chains with it)")
    }

    @Test("the date order settled by the rows' order")
    func dateOrderByRowOrder() {
        let problem = Problem(.dateOrderByRowOrder, ["format": .text("MM/dd/yyyy"), "other": .text("dd/MM/yyyy")])
        #expect(problem.message(Self.swiss)
            == "Datumsreihenfolge: die Zeilen sind nur als MM/dd/yyyy gelesen nach Datum geordnet, nicht als dd/MM/yyyy")
        #expect(problem.message(Self.english) == "date order: the rows run in date order only when read as MM/dd/yyyy, not as dd/MM/yyyy")
    }
}
