import ImportWords
import StatementChecks
import StatementDetection
import StatementMapping
import StatementTemplates
import StatementValues
import TableReading

/// The chain of stages from bytes to mapped transactions.
package enum StatementPipeline {
    /// Reads the sign convention from the statement's own evidence (`SignEvidence`): a card
    /// statement that writes purchases positive has its amounts negated, and says why; an
    /// undecided one is a need that `--sign` settles.
    static func settleSign(_ preview: inout StatementPreview) {
        let settlement = SignSettlement(
            transactions: preview.transactions, format: preview.format, openingBalance: preview.statedOpeningBalance,
            closingBalance: preview.statedClosingBalance)
        if settlement.inverted {
            negate(&preview.transactions, balancesToo: settlement.negatesBalances)
            if settlement.negatesBalances { negateStatedBalances(&preview) }
        }
        settlement.apply(to: &preview.mapping, warnings: &preview.warnings, needs: &preview.needs)
    }

    /// The amounts were negated: the user can say otherwise, so the warning carries the need.
    static func invertedSignWarning(_ reason: SignEvidence.Reason) -> Problem {
        Problem(.signInverted, reason, need: .sign)
    }

    static func undecidedSignWarning(_ reason: SignEvidence.Reason) -> Problem {
        Problem(.signUndecided, reason, need: .sign)
    }

    /// Negates the balances the statement states, in rows, footer and by the template's rules.
    static func negateStatedBalances(_ preview: inout StatementPreview) {
        for index in preview.statedBalances.indices { preview.statedBalances[index].amount = negated(preview.statedBalances[index].amount) }
        preview.templateOpeningBalance = preview.templateOpeningBalance.map(negated)
        preview.templateClosingBalance = preview.templateClosingBalance.map(negated)
    }

    private static func negated(_ money: Money) -> Money { Money(minorUnits: -money.minorUnits, currency: money.currency) }

    /// Negates the amounts, and the running balances too when `balancesToo`.
    static func negate(_ transactions: inout [Transaction], balancesToo: Bool) {
        for index in transactions.indices {
            transactions[index].amount = negated(transactions[index].amount)
            if balancesToo { transactions[index].balanceAfter = transactions[index].balanceAfter.map(negated) }
        }
    }

    /// A bare `Saldo` row dated on or after every booking closes the statement; one dated on
    /// or before every booking opens it (newest-first statements put the closing one on top).
    /// Their skipped lines give the end they take. Statements without such rows (almost all)
    /// are not walked.
    static func settleBalanceEnds(
        _ balances: inout [StatedBalance], skipped: inout [SkippedLine], period: () -> (from: CalendarDate, to: CalendarDate)?
    ) {
        let undecided = balances.indices.filter { balances[$0].undecidedEndDate != nil }
        guard !undecided.isEmpty, let (earliest, latest) = period(), earliest < latest else { return }
        for index in undecided {
            let date = balances[index].undecidedEndDate!
            if date >= latest { balances[index].kind = .closing } else if date <= earliest { balances[index].kind = .opening }
            if let line = skipped.firstIndex(where: { $0.line == balances[index].line }) {
                skipped[line] = SkippedLine(statedBalance: balances[index])
            }
        }
    }

    /// Leaves out the transactions any filter matches, each reported as skipped with the filter
    /// that matched, and gives the rest the category of the first category rule they match.
    package static func applyFilters(_ preview: inout StatementPreview, filters: [FilterExpression], categories: CategoryRules? = nil) {
        var categoryRules = preview.categoryRules
        preview.transactions = filtered(
            preview.transactions, filters: filters, categories: categories, skipped: &preview.skipped
        ) { line, rule in
            categoryRules[line] = rule
        }
        preview.categoryRules = categoryRules
        preview.skipped.sort { $0.line < $1.line }
    }

    /// The transactions no filter matches, in their order, each without a category given that of
    /// the first category rule it matches; `categorised` hears of each such rule by the
    /// transaction's line (a streaming read keeps no such map: it would grow with the rows).
    /// The transactions a filter matches are appended to `skipped`, with the first filter that
    /// matched, and left out.
    static func filtered(
        _ transactions: [Transaction], filters: [FilterExpression], categories: CategoryRules?, skipped: inout [SkippedLine],
        categorised: (_ line: Int, _ rule: String) -> Void = { _, _ in }
    ) -> [Transaction] {
        guard !filters.isEmpty || categories != nil else { return transactions }
        var kept: [Transaction] = []
        kept.reserveCapacity(transactions.count)
        for var transaction in transactions {
            if let filter = filters.first(where: { $0.matches(transaction) }) {
                skipped.append(SkippedLine(line: transaction.line, Problem(.skippedByFilter, ["filter": .text("\(filter)")])))
                continue
            }
            if transaction.category == nil, let match = categories?.category(for: transaction) {
                transaction.category = match.category
                categorised(transaction.line, match.description)
            }
            kept.append(transaction)
        }
        return kept
    }

    /// Fingerprints the transactions for `accountKey` and reconciles the statement's balances,
    /// with the target's balance before the statement and a balance the user expects, when known.
    package static func check(
        _ preview: inout StatementPreview, accountKey: String,
        targetBalanceBefore: Money? = nil, expectedBalanceAfter: Money? = nil
    ) {
        preview.fingerprints = Fingerprint.fingerprints(of: preview.transactions, accountKey: accountKey)
        reconcile(&preview, targetBalanceBefore: targetBalanceBefore, expectedBalanceAfter: expectedBalanceAfter)
    }

    /// Reconciles the statement's balances, as `check` does, without fingerprints.
    static func reconcile(_ preview: inout StatementPreview, targetBalanceBefore: Money? = nil, expectedBalanceAfter: Money? = nil) {
        preview.reconciliation = Reconciler.reconcile(Reconciler.Input(
            transactions: preview.transactions,
            openingBalance: preview.statedOpeningBalance,
            closingBalance: preview.statedClosingBalance,
            targetBalanceBefore: targetBalanceBefore,
            expectedBalanceAfter: expectedBalanceAfter,
            statedCurrency: preview.format.currency))
    }

    /// Reads a statement as `plan` says: its format and mapping, then the template's filters,
    /// category rules and balance rules.
    package static func read<Source: ByteChunkSource>(
        _ source: Source, plan: StatementLoader.Plan, filters: [FilterExpression] = []
    ) throws -> StatementPreview {
        var preview = try read(source, format: plan.format, mapping: plan.mapping)
        apply(plan, filters: filters, to: &preview)
        return preview
    }

    /// What `plan` adds to a statement read by its format and mapping: its notes, the
    /// template's filters, category rules and balance rules, the sign convention's evidence.
    static func apply(_ plan: StatementLoader.Plan, filters: [FilterExpression], to preview: inout StatementPreview) {
        preview.warnings += plan.notes
        if preview.currencyIsUnknown { preview.warnings.append(preview.unknownCurrencyWarning) }
        applyFilters(&preview, filters: plan.filters + filters, categories: plan.categories)
        if !plan.signSettled { settleSign(&preview) }
        applyTemplateBalances(plan.templateBalances, to: &preview)
    }

    /// The balances a template's rules read, in the statement's currency.
    static func applyTemplateBalances(_ balances: [TemplateBalanceLine], to preview: inout StatementPreview) {
        guard let currency = preview.currency else { return }
        for balance in balances {
            guard let amount = balance.amount, let money = try? Money(exactly: amount, currency: currency) else { continue }
            switch balance.kind {
            case .opening: preview.templateOpeningBalance = money
            case .closing: preview.templateClosingBalance = money
            }
        }
    }

    /// Reads the table that `format` describes from `source` and maps every record with
    /// `mapping`. Footer lines are reported as skipped (or read as stated balances).
    package static func read<Source: ByteChunkSource>(
        _ source: Source, format: StatementFormat, mapping: ColumnMapping
    ) throws -> StatementPreview {
        var preview = try readTable(source, format: format, mapping: mapping, handsOn: false) { _, _ in }
        let transactions = preview.transactions
        settleBalanceEnds(&preview.statedBalances, skipped: &preview.skipped) { RowFacts.period(of: transactions) }
        return preview
    }

    /// Reads and maps the table (hashing the file unless `hashesFile` is off); when it `handsOn`, the transactions are handed to `handingOn` in file
    /// order as soon as no continuation row can change them, and the preview holds none.
    /// `handingOn` is called on the mapping thread while the reading goes on, the last time
    /// on the calling thread; never twice at once. Balance rows whose end only the period
    /// settles are left to the caller (`settleBalanceEnds`).
    static func readTable<Source: ByteChunkSource>(
        _ source: Source, format: StatementFormat, mapping: ColumnMapping, handsOn: Bool, hashingFor accountKey: String? = nil,
        hashesFile: Bool = true, handingOn: MappingThread.HandingOn
    ) throws -> StatementPreview {
        var options = format.tableReadingOptions
        options.footerLines = format.region.footerLines
        options.headerRecords = max(1, format.region.headerRecords)
        options.hashesInput = hashesFile
        let byteCount = source.byteCountHint
        var reader = try TableReader(source: source, options: options)
        // The mapping thread lets go of `handingOn` before `finish` returns.
        var mapper = try withoutActuallyEscaping(handingOn) { handingOn in
            let mappingThread = MappingThread(
                mapper: StatementMapper(mapping: mapping, header: reader.header), hashingFor: accountKey,
                handingOn: handsOn ? handingOn : nil)
            let batchSize = handsOn ? MappingThread.handingOnBatchSize : MappingThread.batchSize
            var batch = CellBatch.Builder(records: batchSize, bytesPerRecord: 128)
            var firstByte: Int?
            var recordCount = 0
            do {
                while let position = try reader.appendNextRecord(to: &batch) {
                    recordCount += 1
                    if firstByte == nil { firstByte = position.byte }
                    if batch.recordCount == batchSize || batch.byteCount >= MappingThread.batchByteLimit {
                        var reservation: Int?
                        if !handsOn, recordCount == batchSize, let byteCount, let firstByte {
                            // The rows to come, as many as the bytes left hold at the first rows' length.
                            let perRecord = max(1, (position.byte - firstByte) / (recordCount - 1))
                            reservation = recordCount + max(0, byteCount - position.byte) / perRecord * 17 / 16
                        }
                        let full = batch.finish()
                        // The next batch gets room for this one's bytes and a little more.
                        batch = CellBatch.Builder(records: batchSize, bytesPerRecord: full.cellByteCount / batchSize * 9 / 8 + 16)
                        try mappingThread.send(full, reservingRows: reservation)
                    }
                }
                try mappingThread.send(batch.finish())
            } catch {
                // What handing on threw came first: it is about rows before the reading's error.
                _ = try mappingThread.finish().get()
                throw error
            }
            return try mappingThread.finish().get()
        }
        if handsOn {
            try handingOn(mapper.transactions, accountKey.map { Fingerprint.coreHashes(of: mapper.transactions, accountKey: $0) } ?? [])
            mapper.replaceTransactions([])
        }
        var skipped = mapper.skipped
        var statedBalances = mapper.statedBalances
        for record in reader.footerRecords {
            var footer = StatementMapper(mapping: mapping, header: reader.header)
            footer.add(reader.fields(of: record), line: record.position.line, lastLine: record.lastLine)
            if let balance = footer.statedBalances.first {
                statedBalances.append(balance)
                skipped.append(SkippedLine(line: record.position.line, Problem(
                    balance.kind == .opening ? .skippedOpeningBalance : .skippedClosingBalance, ["amount": .text(balance.amount.description)])))
            } else {
                skipped.append(SkippedLine(line: record.position.line, Problem(.skippedFooter)))
            }
        }
        skipped.sort { $0.line < $1.line }
        var warnings = reader.warnings + format.region.notes + mapper.notes.map(Problem.note) + mapper.rowProblems
        if reader.replacementCount > 0 {
            warnings.append(Problem(.bytesReplaced, ["count": .number(reader.replacementCount), "encoding": .text(reader.encoding.rawValue)]))
        }
        return StatementPreview(
            format: format, mapping: mapping, transactions: mapper.transactions, skipped: skipped,
            problems: mapper.problems, statedBalances: statedBalances, warnings: warnings,
            replacementCount: reader.replacementCount, sourceSHA256: hashesFile ? reader.sha256OfInput() : nil,
            sourceSize: reader.bytesRead)
    }
}
