import Glibc
import StandardStreams

/// A program's name and usage, and the one way every TextArea program reads its command line and reports failure.
///
/// `--help` prints the usage on standard output and exits 0; a bad command
/// line prints one line, `name: reason (see --help)`, on standard error and
/// exits 2; other failures are one line `name: message` with the caller's status.
public struct CommandLineProgram: Sendable {
    /// The program's name, at the start of every message.
    public let name: String
    /// What `--help` prints.
    public let usage: String

    /// The exit status for a bad command line.
    public static let usageStatus: Int32 = 2

    /// Creates the program `name` with its `--help` text.
    public init(name: String, usage: String) {
        self.name = name
        self.usage = usage
    }

    /// Reads `arguments` (by default the process's, without its name) with `parse`; on `--help` or a bad command line, exits as described above.
    public func parseArguments<Options>(
        _ arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        with parse: ([String]) throws(CommandLineError) -> Options
    ) -> Options {
        do throws(CommandLineError) {
            return try parse(arguments)
        } catch {
            switch error {
            case .helpRequested:
                StandardOutput.writeLine(usage)
                exit(0)
            case .invalid(let reason):
                fail("\(reason) (see --help)", status: Self.usageStatus)
            }
        }
    }

    /// Writes `message` with the program's name in front as one line on standard error.
    public func report(_ message: String) {
        StandardError.writeLine("\(name): \(message)")
    }

    /// Reports `message` and exits with `status`.
    public func fail(_ message: String, status: Int32) -> Never {
        report(message)
        exit(status)
    }
}
