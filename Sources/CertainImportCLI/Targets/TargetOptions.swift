import Booking
import CertainServer
import CommandLineKit
import LocalLedger

/// Where bookings go: the local ledger (`--ledger PATH`, or the default location), or a
/// Certain server configured with `certain-import server add` (`--server NAME`).
struct TargetOptions {
    static let ledger = LedgerLocation.option
    static let server = Option<String?>(
        "server", valueName: "NAME", help: "target.server")
    static let arguments: [any ArgumentDeclaration] = [ledger, server]

    var ledger: String?
    var server: String?

    init(arguments: ParsedArguments) throws(CLIError) {
        ledger = try arguments.value(of: Self.ledger)
        server = try arguments.value(of: Self.server)
        if ledger != nil && server != nil {
            throw CLIError.usage("--ledger and --server exclude each other: choose one target")
        }
    }

    /// The target; a local ledger is created if `creating`, else `nil` when it does not exist
    /// yet (nothing is booked yet).
    func open(context: CommandContext, creating: Bool) throws(CLIError) -> (any BookingTarget)? {
        try openTarget(context: context, creating: creating).target
    }

    /// The target as `open` gives it and, for a local ledger this call created, a way to take
    /// that ledger away again when the command books nothing.
    func openTarget(context: CommandContext, creating: Bool) throws(CLIError) -> (target: (any BookingTarget)?, removeIfUnused: () -> Void) {
        if server == nil, creating {
            let location = try LedgerLocation.placing(words: context.problemWords(offering: [])) { () throws(LedgerLocationError) in
                try LedgerLocation(option: ledger, environment: context.environment)
            }
            let creation = try LedgerLocation.placing(words: context.problemWords(offering: []), location.openCreating)
            return (creation.ledger, { location.removeIfUnused(creation) })
        }
        return (try openExisting(context: context, creating: creating), {})
    }

    private func openExisting(context: CommandContext, creating: Bool) throws(CLIError) -> (any BookingTarget)? {
        if let server {
            let timeouts = try ServerTimeouts.ofCommand(context.environment)
            do {
                let configuration = ServerConfiguration.standard(environment: context.environment)
                return try configuration.target(named: server, environment: context.environment, timeouts: timeouts)
            } catch {
                // An unknown or unusable server is a target error: nothing can be booked there.
                var refusal = CLIError(error, words: context.problemWords(offering: []))
                refusal.exitCode = .targetError
                throw refusal
            }
        }
        return try LedgerLocation.placing(words: context.problemWords(offering: [])) { () throws(LedgerLocationError) in
            let location = try LedgerLocation(option: ledger, environment: context.environment)
            return creating ? try location.open() : try location.openIfExists()
        }
    }
}
