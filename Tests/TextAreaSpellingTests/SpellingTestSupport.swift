import Foundation
import TextAreaCore
import TextAreaSpelling

/// What the spelling tests share: Enchant's configuration folder in a temporary folder, and running the checks.
enum SpellingTestSupport {
    /// A temporary folder made Enchant's configuration folder (`ENCHANT_CONFIG_DIR`) once for the whole test process, so no test reads or writes the user's personal word lists.
    static let configurationFolder: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "textarea-enchant-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        setenv("ENCHANT_CONFIG_DIR", folder.path, 1)
        return folder
    }()

    /// A checker for `languages` with Enchant's configuration in the test folder.
    static func checker(_ languages: [String]) throws(SpellingUnavailable) -> EnchantSpellChecker {
        _ = configurationFolder
        return try EnchantSpellChecker(languages: languages)
    }

    /// The words of `text` a text area (splitting dictionary runs with `segmenter`) marks as misspelled with `checker`, in order.
    static func markedWords(
        in text: String, checker: any SpellChecker, segmenter: (any TextSegmenter)? = nil
    ) -> [String] {
        let area = TextArea(text: text)
        area.segmenter = segmenter
        let schedule = SpellingSchedule()
        schedule.invalidateAll(length: area.utf8Count)
        while schedule.checkNext(in: area, with: checker) != nil {}
        return schedule.misspelledRanges.map { area.text(in: $0) }
    }

    /// The words `hunspell -l -d dictionary` lists for `text`, in order: the command-line reference.
    static func hunspellList(_ text: String, dictionary: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/hunspell")
        process.arguments = ["-l", "-i", "UTF-8", "-d", dictionary]
        var environment = ProcessInfo.processInfo.environment
        environment["LC_ALL"] = "C.UTF-8"
        process.environment = environment
        // Files, not pipes: a process another test starts meanwhile (an Xvfb) can inherit a pipe's write end, and
        // then hunspell never sees the end of its input, nor this the end of its output.
        let directory = FileManager.default.temporaryDirectory
        let inputURL = directory.appendingPathComponent("hunspell-input-\(UUID().uuidString).txt")
        let outputURL = directory.appendingPathComponent("hunspell-output-\(UUID().uuidString).txt")
        defer {
            try? FileManager.default.removeItem(at: inputURL)
            try? FileManager.default.removeItem(at: outputURL)
        }
        try Data(text.utf8).write(to: inputURL)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        try output.close()
        let data = try Data(contentsOf: outputURL)
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
