import BenchSupport
import Glibc
import StandardStreams
import TextAreaCore
import X11TextArea

/// `textarea-bench --x11 multilingual`: the text area with real fonts and shaping, on a multilingual document and, in the same run, on the Latin paragraphs of the other benchmarks.
///
/// Prints peak memory after loading and wrapping the multilingual document,
/// bulk wrap speed with the Xft measurer (HarfBuzz shaping, font fallback)
/// for both documents, keystroke re-wrap with that measurer, and then the
/// window benchmarks of `--x11` (key press to frame, first frame) on the
/// multilingual document.
enum MultilingualBenchmarks {
    /// The width the documents are wrapped at, in pixels.
    static let width = 800.0

    /// Runs every measurement and prints one JSON line each.
    @MainActor
    static func run() throws {
        let connection = try X11Connection()
        let multilingual = Corpus.multilingualParagraphs(byteCount: CoreBenchmarks.documentSize)
        StandardOutput.writeLine(try memory(multilingual, connection: connection))
        let latin = Corpus.paragraphs(byteCount: CoreBenchmarks.documentSize)
        for (name, document) in [("paragraphs_10mb", latin), ("multilingual_10mb", multilingual)] {
            StandardOutput.writeLine(try wrap(document, name: name, connection: connection))
        }
        for (name, document, seed) in [
            ("paragraphs_10mb", latin, 7 as UInt64), ("multilingual_10mb", multilingual, 10),
        ] {
            let measurer = try XftMeasurer(connection: connection, defaultFont: X11Benchmarks.font)
            StandardOutput.writeLine(
                CoreBenchmarks.edit(
                    document, document: name + "_xft", seed: seed, measurer: measurer, font: X11Benchmarks.font,
                    width: width))
        }
        StandardOutput.writeLine(
            try X11KeystrokeBenchmark.run(connection: connection, document: multilingual, name: "multilingual_10mb"))
        for line in try X11FirstFrameBenchmark.run(document: multilingual, name: "multilingual_10mb") {
            StandardOutput.writeLine(line)
        }
    }

    /// An area of `width` pixels in the benchmark font, measured by `measurer`.
    static func makeArea(_ document: TextStorage, measurer: XftMeasurer) -> TextArea {
        let area = TextArea()
        area.measurer = measurer
        area.font = X11Benchmarks.font
        area.size = Size(width: width, height: 600)
        area.load(document)
        return area
    }

    /// Peak resident memory after loading and wrapping `document` with real fonts, against its size.
    static func memory(_ document: TextStorage, connection: X11Connection) throws -> String {
        let measurer = try XftMeasurer(connection: connection, defaultFont: X11Benchmarks.font)
        let area = makeArea(document, measurer: measurer)
        area.completeLayout()
        let peak = Measurements.peakResidentBytes() ?? 0
        let ratio = Double(peak) / Double(max(area.utf8Count, 1))
        return "{\"bench\":\"memory_xft\",\"document\":\"multilingual_10mb\",\"text_bytes\":\(area.utf8Count),"
            + "\"lines\":\(area.lineCount),\"peak_resident_bytes\":\(peak),"
            + "\"ratio\":\(Measurements.json(ratio))}"
    }

    /// Wraps `document` at ``width`` with a fresh Xft measurer (no cached widths) and reports MB/s.
    static func wrap(_ document: TextStorage, name: String, connection: X11Connection) throws -> String {
        let measurer = try XftMeasurer(connection: connection, defaultFont: X11Benchmarks.font)
        let start = MonotonicClock.now()
        let area = makeArea(document, measurer: measurer)
        area.completeLayout()
        let seconds = MonotonicClock.now() - start
        let megabytes = Double(area.utf8Count) / 1e6
        return "{\"bench\":\"wrap_xft\",\"document\":\"\(name)\",\"bytes\":\(area.utf8Count),"
            + "\"width_px\":\(Int(width)),\"lines\":\(area.lineCount),\"seconds\":\(Measurements.json(seconds)),"
            + "\"mb_per_s\":\(Measurements.json(megabytes / seconds))}"
    }
}
