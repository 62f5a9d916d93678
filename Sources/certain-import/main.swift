import CertainImportCLI
import Foundation

exit(CertainImport.main(arguments: CommandLine.arguments))
