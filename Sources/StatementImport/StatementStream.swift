import StatementChecks
import StatementDetection
import StatementMapping
import StatementValues
import TableReading

/// What a streaming read hands on: the statement's format once, then its transactions in
/// file order as they become final. The calls come from the read's mapping thread while the
/// reading goes on, the last ones from the thread that called the read; never two at once,
/// and all of them before the read returns.
package protocol StatementReceiver {
    /// Once, before the first transactions, with the mapping the rows are read by (its sign
    /// convention settled).
    mutating func begin(format: StatementFormat, mapping: ColumnMapping) throws
    /// The next transactions, with their fingerprints when the read was given an account key.
    mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) throws
    /// Whether the fingerprints are made where the transactions are received
    /// (`receive(_:pending:)`, `PendingFingerprints`) rather than on the read's mapping thread:
    /// for a receiver on a thread of its own whose own work is lighter than the mapping's.
    /// `false` unless a receiver says so.
    var fingerprintsWhereReceived: Bool { get }
    /// The next transactions, whose fingerprints `pending` finishes (called instead of
    /// `receive(_:fingerprints:)` when `fingerprintsWhereReceived`).
    mutating func receive(_ transactions: [Transaction], pending: PendingFingerprints) throws
}

extension StatementReceiver {
    package var fingerprintsWhereReceived: Bool { false }

    package mutating func receive(_ transactions: [Transaction], pending: PendingFingerprints) throws {
        try receive(transactions, fingerprints: pending.fingerprints(of: transactions))
    }
}

/// Reads a statement as `StatementPipeline.read` and `check` do, but hands each transaction on
/// instead of keeping it, so that a statement of any length is read in bounded memory: what
/// the checks need of the rows is gathered as running sums (`RowFacts`, the running balance's
/// walk, an 8-byte-a-row index for the fingerprints' occurrence counters).
///
/// Decisions that need rows before any may leave — the sign convention of a statement read by
/// detection, the order of its running balance — are taken on the first `window`
/// transactions. A statement with no more than `window` transactions is read exactly as
/// `StatementPipeline.read` reads it (the same code, the same result); a longer one has its
/// sign decided by its first rows, its stated balances not weighed for the sign, and a
/// newest-first running balance walked back in time (`RunningBalanceWalk`).
package enum StatementStream {
    /// Transactions held before the first is handed on: about 2 MB of rows, more than a
    /// monthly statement of any account holds, and enough to decide on.
    package static let window = 2_000

    /// Reads `source` as `plan` says into `receiver`, and returns the statement without its
    /// transactions: skipped lines, problems, stated balances, warnings, needs, the
    /// reconciliation, `transactionCount` and `period`. With `accountKey`, each transaction
    /// comes with its fingerprint.
    ///
    /// The file is hashed (`sourceSHA256`) unless `hashesFile` is off: a command that does not
    /// book or review the statement spares that work (a seventh of the reading's).
    ///
    /// With `holdingShortStatement`, a statement of no more than `window` transactions is not
    /// handed on: it comes back whole, as `StatementPipeline.read` returns it, and the receiver
    /// hears nothing (`import` books it as it books any held statement).
    package static func read<Source: ByteChunkSource, Receiver: StatementReceiver>(
        _ source: Source, plan: StatementLoader.Plan, filters: [FilterExpression] = [], accountKey: String?,
        window: Int = window, hashesFile: Bool = true, holdingShortStatement: Bool = false, into receiver: inout Receiver
    ) throws -> StatementPreview {
        var stages = Stages(plan: plan, filters: plan.filters + filters, accountKey: accountKey, window: window)
        // The mapping thread hashes the rows it maps, unless the receiver makes the fingerprints.
        var preview = try StatementPipeline.readTable(
            source, format: plan.format, mapping: plan.mapping, handsOn: true,
            hashingFor: receiver.fingerprintsWhereReceived ? nil : accountKey, hashesFile: hashesFile
        ) { batch, cores in
            try stages.take(batch, cores: cores, into: &receiver)
        }
        guard stages.isStreaming else {
            // Short enough to be read as a whole: exactly as `read` and `check` read it.
            preview.transactions = stages.window
            let transactions = preview.transactions
            StatementPipeline.settleBalanceEnds(&preview.statedBalances, skipped: &preview.skipped) {
                RowFacts.period(of: transactions)
            }
            StatementPipeline.apply(plan, filters: filters, to: &preview)
            if holdingShortStatement { return preview }
            if let accountKey {
                StatementPipeline.check(&preview, accountKey: accountKey)
            } else {
                StatementPipeline.reconcile(&preview)
            }
            try receiver.begin(format: preview.format, mapping: preview.mapping)
            var start = 0
            while start < preview.transactions.count {
                let end = min(start + MappingThread.handingOnBatchSize, preview.transactions.count)
                try receiver.receive(Array(preview.transactions[start..<end]), fingerprints: accountKey == nil ? nil : Array(preview.fingerprints[start..<end]))
                start = end
            }
            preview.streamedRows = RowFacts(preview.transactions, walkingRunningBalance: false)
            preview.transactions = []
            preview.fingerprints = []
            return preview
        }
        let rows = stages.finish()
        preview.mapping = stages.mapping
        preview.skipped = (preview.skipped + stages.skipped).sorted { $0.line < $1.line }
        preview.warnings += plan.notes
        if preview.currencyIsUnknown { preview.warnings.append(preview.unknownCurrencyWarning) }
        preview.warnings += stages.warnings
        preview.needs += stages.needs
        preview.streamedRows = rows
        StatementPipeline.settleBalanceEnds(&preview.statedBalances, skipped: &preview.skipped) { rows.period }
        StatementPipeline.applyTemplateBalances(plan.templateBalances, to: &preview)
        if stages.negatesBalances { StatementPipeline.negateStatedBalances(&preview) }
        preview.reconciliation = Reconciler.reconcile(rows, input: Reconciler.Input(
            transactions: [], openingBalance: preview.statedOpeningBalance, closingBalance: preview.statedClosingBalance,
            statedCurrency: preview.format.currency))
        if stages.unlistedBreaks > 0 {
            preview.warnings.append(Problem(
                .unlistedBalanceBreaks, ["count": .number(stages.unlistedBreaks), "listed": .number(RunningBalanceWalk.problemLimit)]))
        }
        return preview
    }

    /// The stages after mapping, row by row: filters and category rules, the sign convention,
    /// the facts for reconciliation, the fingerprints.
    struct Stages {
        let plan: StatementLoader.Plan
        let filters: [FilterExpression]
        let windowSize: Int
        let accountKey: String?
        private(set) var window: [Transaction] = []
        private(set) var isStreaming = false
        private(set) var mapping: ColumnMapping
        private(set) var skipped: [SkippedLine] = []
        private(set) var warnings: [Problem] = []
        private(set) var needs: [StatementNeed] = []
        private var facts = RowFacts()
        private var walk: RunningBalanceWalk?
        private let fingerprints: FingerprintStream?
        /// Set when the amounts are negated; `true` when the balances are negated with them.
        private var negating: Bool?

        init(plan: StatementLoader.Plan, filters: [FilterExpression], accountKey: String?, window: Int) {
            self.plan = plan
            self.filters = filters
            self.accountKey = accountKey
            windowSize = window
            mapping = plan.mapping
            fingerprints = accountKey.map(FingerprintStream.init(accountKey:))
        }

        var unlistedBreaks: Int { walk?.unlistedProblems ?? 0 }
        /// Whether the statement's balances are negated with its amounts (a card's debt).
        var negatesBalances: Bool { negating == true }

        /// The next transactions, with their fingerprints' core hashes when the mapping thread
        /// computed them (one a row, else empty).
        mutating func take<Receiver: StatementReceiver>(
            _ batch: [Transaction], cores: [Fingerprint.CoreHash], into receiver: inout Receiver
        ) throws {
            guard isStreaming else {
                window += batch
                if window.count > windowSize { try startStreaming(into: &receiver) }
                return
            }
            try pass(batch, cores: cores, into: &receiver)
        }

        /// Decides on the window what needs rows before any leaves, then hands the window on.
        private mutating func startStreaming<Receiver: StatementReceiver>(into receiver: inout Receiver) throws {
            isStreaming = true
            var rows = filtered(window)
            window = []
            if !plan.signSettled {
                // The stated balances are not weighed: they are the whole statement's, the window is not.
                let settlement = SignSettlement(transactions: rows, format: plan.format, openingBalance: nil, closingBalance: nil)
                if settlement.inverted { negating = settlement.negatesBalances }
                settlement.apply(to: &mapping, warnings: &warnings, needs: &needs)
            }
            signed(&rows)
            if !rows.isEmpty, rows.allSatisfy({ $0.balanceAfter != nil }) {
                walk = RunningBalanceWalk(order: RunningBalance.check(rows).order)
            }
            try receiver.begin(format: plan.format, mapping: mapping)
            try hand(rows, to: &receiver)
        }

        private mutating func pass<Receiver: StatementReceiver>(
            _ batch: [Transaction], cores: [Fingerprint.CoreHash], into receiver: inout Receiver
        ) throws {
            var rows = filtered(batch)
            signed(&rows)
            // The mapping thread hashed the rows as it mapped them: those hashes hold while no
            // filter left a row out and no sign was turned.
            let unchanged = rows.count == batch.count && negating == nil && cores.count == batch.count
            try hand(rows, cores: unchanged ? cores : nil, to: &receiver)
        }

        private mutating func filtered(_ rows: [Transaction]) -> [Transaction] {
            StatementPipeline.filtered(rows, filters: filters, categories: plan.categories, skipped: &skipped)
        }

        private func signed(_ rows: inout [Transaction]) {
            guard let balancesToo = negating else { return }
            StatementPipeline.negate(&rows, balancesToo: balancesToo)
        }

        private mutating func hand<Receiver: StatementReceiver>(
            _ rows: [Transaction], cores: [Fingerprint.CoreHash]? = nil, to receiver: inout Receiver
        ) throws {
            for index in rows.indices {
                let row = RowFacts.Row(rows[index])
                facts.add(row)
                if walk != nil {
                    if row.balanceAfter == nil { walk = nil } else { walk!.add(row) }
                }
            }
            guard let fingerprints else { return try receiver.receive(rows, fingerprints: nil) }
            let pending = PendingFingerprints(stream: fingerprints, cores: cores)
            if receiver.fingerprintsWhereReceived {
                try receiver.receive(rows, pending: pending)
            } else {
                try receiver.receive(rows, fingerprints: pending.fingerprints(of: rows))
            }
        }

        /// The facts of every row handed on, with the running balance's verdict.
        mutating func finish() -> RowFacts {
            if facts.everyRowHasBalance, facts.count > 0, var walk {
                facts.runningBalance = walk.finish()
                self.walk = walk
            }
            return facts
        }
    }
}

extension StatementPreview {
    /// Reconciles the statement again with what only a target knows: its balance before the
    /// statement and the balance the user expects after it. A streamed statement is reconciled
    /// from the facts its rows left (its transactions are gone), a held one from its rows.
    package mutating func reconcile(targetBalanceBefore: Money?, expectedBalanceAfter: Money?) {
        let input = Reconciler.Input(
            transactions: transactions, openingBalance: statedOpeningBalance, closingBalance: statedClosingBalance,
            targetBalanceBefore: targetBalanceBefore, expectedBalanceAfter: expectedBalanceAfter, statedCurrency: format.currency)
        reconciliation = streamedRows.map { Reconciler.reconcile($0, input: input) } ?? Reconciler.reconcile(input)
    }

    /// Whether the statement's transactions were handed on by a streaming read rather than held.
    package var isStreamed: Bool { streamedRows != nil }
}

/// A receiver that keeps nothing: for checks that need only what the read returns (`validate`).
package struct DiscardingReceiver: StatementReceiver {
    package init() {}
    package mutating func begin(format: StatementFormat, mapping: ColumnMapping) {}
    package mutating func receive(_ transactions: [Transaction], fingerprints: [Fingerprint]?) {}
}
