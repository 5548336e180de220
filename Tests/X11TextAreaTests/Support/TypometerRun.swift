import Foundation
import Glibc

/// What `textarea-bench --typometer --json` prints: one line of key-to-pixels latencies.
struct TypometerReading: Decodable, Equatable {
    let window: String
    let keys: Int
    let p50Microseconds: Double?
    let p99Microseconds: Double?
    let maxMicroseconds: Double?
    let method: String
    let unchanged: Int

    /// The JSON keys, as the bench prints them.
    enum CodingKeys: String, CodingKey {
        case window, keys, method, unchanged
        case p50Microseconds = "p50_us"
        case p99Microseconds = "p99_us"
        case maxMicroseconds = "max_us"
    }
}

/// Runs `textarea-bench --typometer` from the build products next to the test bundle.
enum TypometerRun {
    /// The bench executable, next to the demo in the build products directory.
    static func executablePath() throws -> String {
        let demo = try DemoProcess.executablePath()
        let path = String(demo[..<(demo.lastIndex(of: "/") ?? demo.endIndex)]) + "/textarea-bench"
        guard access(path, X_OK) == 0 else {
            throw DemoTestError(description: "textarea-bench is not built at \(path)")
        }
        return path
    }

    /// Runs `textarea-bench --typometer` with `arguments` on `display` ("" leaves `DISPLAY` unset).
    static func run(_ arguments: [String], display: String, timeout: Double = 120) throws -> SubprocessResult {
        let executable = try executablePath()
        let result: SubprocessResult
        if display.isEmpty {
            // Subprocess.run keeps the test's DISPLAY; `env -u` takes it away.
            result = try Subprocess.run(
                "env", ["-u", "DISPLAY", executable, "--typometer"] + arguments,
                timeout: timeout)
        } else {
            result = try Subprocess.run(executable, ["--typometer"] + arguments, display: display, timeout: timeout)
        }
        if result.timedOut { throw DemoTestError(description: "textarea-bench --typometer ran past \(timeout) s") }
        return result
    }

    /// Measures the window titled `title` with `--json` and decodes the one line it prints.
    ///
    /// - Throws: ``DemoTestError`` when the bench fails or prints anything but one JSON line.
    static func measure(window title: String, keys: Int, display: String, extra: [String] = []) throws
        -> TypometerReading
    {
        let result = try run(["--window", title, "--keys", String(keys), "--json"] + extra, display: display)
        guard result.status == 0 else {
            throw DemoTestError(
                description: "textarea-bench --typometer exited with \(result.status): "
                    + result.errorText)
        }
        let lines = result.outputText.split(separator: "\n")
        guard lines.count == 1, result.outputText.hasSuffix("\n") else {
            throw DemoTestError(description: "expected one JSON line, got: \(result.outputText)")
        }
        return try JSONDecoder().decode(TypometerReading.self, from: Data(lines[0].utf8))
    }
}
