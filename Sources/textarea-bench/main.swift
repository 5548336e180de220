import BenchSupport
import Glibc
import StandardStreams
import TextAreaCore
import X11TextArea

/// textarea-bench: measures wrapping, keystroke re-wrap and memory; one JSON object per line.
let bench = BenchOptions.program
let options = bench.parseArguments(with: BenchOptions.parse)
if case .typometer(let typometerOptions) = options { TypometerCommand.run(typometerOptions, program: bench) }
if case .multilingualCorpus(let megabytes) = options {
    do {
        try X11Benchmarks.write(
            Corpus.multilingualParagraphs(byteCount: Int(megabytes * 1024 * 1024)), to: "/dev/stdout")
        exit(0)
    } catch {
        bench.fail("--corpus: \(error)", status: 1)
    }
}
guard case .core(let mode) = options else {
    do {
        try runX11(options)
        exit(0)
    } catch {
        bench.fail("--x11: \(error)", status: 1)
    }
}

var documentStorage: TextStorage? = nil
if mode == .all || mode == .memory {
    let (line, area) = CoreBenchmarks.memory()
    StandardOutput.writeLine(line)
    documentStorage = area.textStorage
}
/// The Latin paragraphs, built once for the benchmarks that use them.
@MainActor func latinDocument() -> TextStorage {
    if let documentStorage { return documentStorage }
    let built = Corpus.paragraphs(byteCount: CoreBenchmarks.documentSize)
    documentStorage = built
    return built
}
if mode == .all || mode == .wrap {
    StandardOutput.writeLine(CoreBenchmarks.wrap(latinDocument()))
}
if mode == .all || mode == .edit {
    // BENCH_DOCUMENT=NAME times one document alone (for profiles).
    let only = getenv("BENCH_DOCUMENT").map { String(cString: $0) }
    if only == nil || only == "paragraphs_10mb" {
        StandardOutput.writeLine(CoreBenchmarks.edit(latinDocument(), document: "paragraphs_10mb", seed: 7))
    }
    if only == nil || only == "single_paragraph_2mb" {
        StandardOutput.writeLine(
            CoreBenchmarks.edit(
                Corpus.singleParagraph(byteCount: CoreBenchmarks.paragraphSize),
                document: "single_paragraph_2mb", seed: 8))
    }
    if only == nil || only == "arabic_english_paragraphs_10mb" {
        StandardOutput.writeLine(
            CoreBenchmarks.edit(
                Corpus.mixedDirectionParagraphs(byteCount: CoreBenchmarks.documentSize),
                document: "arabic_english_paragraphs_10mb", seed: 9))
    }
    // Typing at one place, with what each frame asks for (FrameBenchmark).
    if only == nil || only == "paragraphs_10mb" {
        StandardOutput.writeLine(FrameBenchmark.run(latinDocument(), document: "paragraphs_10mb", seed: 11))
    }
    if only == nil || only == "arabic_english_paragraphs_10mb" {
        let mixed = Corpus.mixedDirectionParagraphs(byteCount: CoreBenchmarks.documentSize)
        StandardOutput.writeLine(FrameBenchmark.run(mixed, document: "arabic_english_paragraphs_10mb", seed: 12))
        StandardOutput.writeLine(
            FrameBenchmark.run(
                mixed, document: "arabic_english_paragraphs_10mb", seed: 12, ligatures: ["fi", "ff"]))
    }
}

/// Runs the benchmarks that need an X display, or the first-frame benchmark's child.
@MainActor
func runX11(_ options: BenchOptions) throws {
    switch options {
    case .x11: try X11Benchmarks.run()
    case .x11Paste: StandardOutput.writeLine(try X11PasteBenchmark.run(connection: try X11Connection()))
    case .x11Multilingual: try MultilingualBenchmarks.run()
    case .x11Spelling: try SpellingBenchmark.run()
    case .firstFrameChild(let path): try X11FirstFrameBenchmark.runChild(loading: path)
    case .core, .typometer, .multilingualCorpus: break
    }
}
