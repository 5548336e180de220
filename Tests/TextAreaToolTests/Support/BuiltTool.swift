import Foundation

/// Runs the package's built executables, which sit in the build products directory next to the test bundle.
enum BuiltTool {
    /// No executable of that name sits next to the test runner.
    struct NotFound: Error, CustomStringConvertible {
        let name: String
        let runner: String
        var description: String { "\(name) not found near \(runner)" }
    }

    /// The built executable `name`.
    static func url(of name: String) throws -> URL {
        let runners = [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])].compactMap { $0 }
        for runner in runners {
            let candidate = runner.deletingLastPathComponent().appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw NotFound(name: name, runner: runners.map(\.path).joined(separator: ", "))
    }

    /// Runs the executable `name` with `arguments` and `input` on standard input; returns what it wrote and its exit status.
    static func run(_ name: String, _ arguments: [String], input: [UInt8] = []) throws
        -> (output: String, error: String, status: Int32)
    {
        let process = Process()
        process.executableURL = try url(of: name)
        process.arguments = arguments
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        // The tool may exit before reading its input (a bad argument): a broken pipe is expected then.
        try? standardInput.fileHandleForWriting.write(contentsOf: Data(input))
        try? standardInput.fileHandleForWriting.close()
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let error = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            String(decoding: output, as: UTF8.self), String(decoding: error, as: UTF8.self), process.terminationStatus
        )
    }
}
