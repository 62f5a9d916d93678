import CertainServer
import CommandLineKit

extension ServerTimeouts {
    /// The timeouts of this command (`init(commandEnvironment:)`); a deadline variable that
    /// holds no number of seconds is a usage error.
    static func ofCommand(_ environment: [String: String]) throws(CLIError) -> ServerTimeouts {
        do {
            return try ServerTimeouts(commandEnvironment: environment)
        } catch {
            throw CLIError.usage("\(error.variable)='\(error.text)' is not a number of seconds from 1 to 86400",
                                 hint: "set it to whole seconds, such as \(error.variable)=600, or unset it for the default")
        }
    }
}
