import CertainImportCLI
import Foundation
import TableReading

// The tool wants every processor: it reads, maps, hashes and writes on threads of their own.
WorkRunners.use(ThreadRunner())
exit(CertainImport.main(arguments: CommandLine.arguments))
