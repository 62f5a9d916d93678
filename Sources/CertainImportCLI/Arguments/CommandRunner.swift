import CommandLineKit
import ImportEngine
import LocalLedger

/// Runs a command line from start to exit code: parse, validate, run, report.
///
/// Help and the version go to standard output with exit code 0. Errors go to standard error
/// after whatever the command already wrote to standard output has been flushed. A usage
/// error of the command line itself (parsing, `validate()`) adds the command's usage line;
/// one found while running (a statement that states no IBAN needs `--account`) carries a hint
/// that names the option, so only the pointer to the help follows it: the usage block of a
/// command with many options would push the message off the screen.
struct CommandRunner {
    let root: any ParsableCommand.Type

    /// Runs `arguments` (without the program name) and returns the status to exit with.
    func run(_ arguments: [String], in context: CommandContext) -> ExitCode {
        var path: [any ParsableCommand.Type] = [root]
        var isRunning = false
        let code: ExitCode
        do {
            switch try CommandParser(root: root, words: context.helpWords).parse(arguments) {
            case .version(let version):
                context.output.write("\(root.configuration.name) \(version)\n")
            case .help(let helpPath):
                context.output.write(HelpFormatter(path: helpPath, words: context.helpWords).render())
            case .run(let command, let commandPath):
                path = commandPath
                try command.validate()
                isRunning = true
                // A command that only groups subcommands has nothing to run.
                try (command as? any ParsableCommand<CommandContext>)?.run(context)
            }
            try context.output.flush()
            code = .success
        } catch let failure as CommandParser.Failure {
            code = report(failure.error, path: failure.path, showingUsage: true, in: context)
        } catch let error as CLIError {
            code = report(error, path: path, showingUsage: !isRunning, in: context)
        } catch let error as ImportEngineError {
            code = report(CLIError(error, words: context.problemWords(offering: StatementOptions.optionNames)), path: path, showingUsage: !isRunning, in: context)
        } catch let error as LedgerLocationError {
            code = report(CLIError(error, words: context.problemWords(offering: [])), path: path, showingUsage: !isRunning, in: context)
        } catch let error as ReviewStoreError {
            code = report(CLIError(error), path: path, showingUsage: !isRunning, in: context)
        } catch let exitCode as ExitCode {
            code = flushing(exitCode, in: context)
        } catch {
            // Errors no command translated are most often failed reads (a missing file, a
            // permission denied), so they count as input errors rather than found problems.
            code = report(CLIError.input(String(describing: error)), path: path, showingUsage: false, in: context)
        }
        return code
    }

    /// Flushes standard output, then prints `error` and returns its code.
    ///
    /// If the flush fails too, that failure is printed first and its code returned: a caller
    /// that reads standard output must learn that it is incomplete.
    private func report(
        _ error: CLIError, path: [any ParsableCommand.Type], showingUsage: Bool, in context: CommandContext
    ) -> ExitCode {
        let code = flushing(error.exitCode, in: context)
        context.diagnostics.error(error)
        if error.exitCode == .usage {
            let help = HelpFormatter(path: path, words: context.helpWords)
            if showingUsage {
                context.diagnostics.note(help.usageAfterError + "\n")
            }
            context.diagnostics.note(help.helpPointer + "\n")
        }
        return code
    }

    /// Flushes standard output and returns `code`, or the code of the flush failure.
    private func flushing(_ code: ExitCode, in context: CommandContext) -> ExitCode {
        do {
            try context.output.flush()
            return code
        } catch {
            context.diagnostics.error(error)
            return error.exitCode
        }
    }
}
