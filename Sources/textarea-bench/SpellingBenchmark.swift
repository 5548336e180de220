import BenchSupport
import StandardStreams
import TextAreaCore
import TextAreaSpelling
import X11TextArea

/// `textarea-bench --x11 spelling`: inserts in the core with and without 100,000 marks, then the keystroke benchmark
/// in the 10 MB document with spell checking off, then on.
///
/// With checking on, the window checks the visible text first and the rest in
/// its idle slices while the keys are typed, so the two p99s compare typing
/// with and without checking going on.
enum SpellingBenchmark {
    /// Runs the three and prints one JSON line each.
    @MainActor
    static func run() throws {
        StandardOutput.writeLine(DecoratedEditBenchmark.run())
        let connection = try X11Connection()
        let document = Corpus.paragraphs(byteCount: CoreBenchmarks.documentSize)
        StandardOutput.writeLine(
            try X11KeystrokeBenchmark.run(connection: connection, document: document, name: "paragraphs_10mb"))
        let checker: EnchantSpellChecker
        do {
            checker = try EnchantSpellChecker(languages: ["en_US"])
        } catch {
            throw BenchmarkError(description: error.description)
        }
        StandardOutput.writeLine(
            try X11KeystrokeBenchmark.run(
                connection: connection, document: document, name: "paragraphs_10mb", spellChecker: checker))
    }
}
