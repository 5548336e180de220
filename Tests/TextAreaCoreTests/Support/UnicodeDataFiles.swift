import Foundation
import Testing

/// The Unicode Character Database files of Debian's `unicode-data` package, which the conformance and table tests read.
///
/// A test that reads one must not pass by testing nothing: when the file is
/// missing, the test fails in continuous integration (`CI=true`) and is
/// skipped with a message naming the package elsewhere; and a test that runs
/// the cases of a file checks it ran as many as the file is known to hold.
enum UnicodeDataFiles {
    /// Where `unicode-data` installs the database.
    static let directory = "/usr/share/unicode"

    /// Whether the tests run in continuous integration, where nothing may be skipped.
    static var isContinuousIntegration: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// The contents of `relativePath` under ``directory``: fails the test in CI, or skips it elsewhere, when the file is missing.
    static func contents(of relativePath: String) throws -> String {
        let path = "\(directory)/\(relativePath)"
        guard let data = FileManager.default.contents(atPath: path) else {
            let message = "\(path) is missing; install it with `apt-get install unicode-data`"
            if isContinuousIntegration {
                Issue.record(Comment(rawValue: message))
                throw CancellationError()
            }
            try Test.cancel(Comment(rawValue: message))
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Records an issue unless `count` cases were read from `relativePath`, as many as its Unicode 15.0 version holds.
    static func expectCaseCount(
        _ count: Int, _ expected: Int, in relativePath: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            count == expected, "\(directory)/\(relativePath) gave \(count) cases; Unicode 15.0 has \(expected)",
            sourceLocation: sourceLocation)
    }
}
