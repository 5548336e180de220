import BenchSupport
import Glibc
import StandardStreams
import TextAreaCore
import X11TextArea

/// textarea-bench: measures wrapping, keystroke re-wrap and memory; one JSON object per line.
let bench = BenchOptions.program
let options = bench.parseArguments(with: BenchOptions.parse)
if case .typometer(let typometerOptions) = options { TypometerCommand.run(typometerOptions, program: bench) }
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
let document = documentStorage ?? Corpus.paragraphs(byteCount: CoreBenchmarks.documentSize)
if mode == .all || mode == .wrap {
    StandardOutput.writeLine(CoreBenchmarks.wrap(document))
}
if mode == .all || mode == .edit {
    StandardOutput.writeLine(CoreBenchmarks.edit(document, document: "paragraphs_10mb", seed: 7))
    StandardOutput.writeLine(
        CoreBenchmarks.edit(
            Corpus.singleParagraph(byteCount: CoreBenchmarks.paragraphSize),
            document: "single_paragraph_2mb", seed: 8))
    print(
        CoreBenchmarks.edit(
            Corpus.mixedDirectionParagraphs(byteCount: CoreBenchmarks.documentSize),
            document: "arabic_english_paragraphs_10mb", seed: 9))
}

/// Runs the benchmarks that need an X display, or the first-frame benchmark's child.
func runX11(_ options: BenchOptions) throws {
    switch options {
    case .x11: try X11Benchmarks.run()
    case .x11Paste: StandardOutput.writeLine(try X11PasteBenchmark.run(connection: try X11Connection()))
    case .x11Multilingual: try MultilingualBenchmarks.run()
    case .firstFrameChild(let path): try X11FirstFrameBenchmark.runChild(loading: path)
    case .core, .typometer: break
    }
}
