import Glibc

/// Programs a test's script needs, each with the Debian package that holds it.
struct ProgramRequirements {
    /// Each program's path and its package.
    let programs: [(path: String, package: String)]

    /// Whether every program is installed.
    var areInstalled: Bool { programs.allSatisfy { access($0.path, X_OK) == 0 } }

    /// Throws, naming the package to install, when a program is missing.
    func check() throws {
        for (path, package) in programs where access(path, X_OK) != 0 {
            throw DemoTestError(description: "\(path) is missing: install \(package)")
        }
    }
}

/// What the accessibility scripts print: one `key<TAB>value` a line, newlines in values as `\n` and backslashes doubled.
enum ScriptObservations {
    /// The values by key, each key's in the order printed, with the escapes undone.
    static func parse(_ output: String) -> [String: [String]] {
        var observations: [String: [String]] = [:]
        for line in output.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            observations[String(line[..<tab]), default: []].append(unescaped(line[line.index(after: tab)...]))
        }
        return observations
    }

    /// `text` with the `\n` and `\\` escapes undone.
    private static func unescaped(_ text: Substring) -> String {
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
