import BenchSupport
import Glibc
import StandardStreams
import TextAreaCore
import X11TextArea

/// A benchmark that could not run; the description says why.
struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
}

/// The benchmarks that need an X display (`textarea-bench --x11`): keystroke latency and time to the first frame.
enum X11Benchmarks {
    /// The text font of the benchmark windows.
    static let font = TextAreaCore.Font(family: "DejaVu Sans", size: 11)

    /// Runs both benchmarks on `$DISPLAY` and prints one JSON line per measurement.
    @MainActor
    static func run() throws {
        let connection = try X11Connection()
        let document = Corpus.paragraphs(byteCount: CoreBenchmarks.documentSize)
        StandardOutput.writeLine(try X11KeystrokeBenchmark.run(connection: connection, document: document))
        for line in try X11FirstFrameBenchmark.run(document: document) {
            StandardOutput.writeLine(line)
        }
    }

    /// Writes the text of `storage` to the file at `path`.
    static func write(_ storage: TextStorage, to path: String) throws {
        guard let file = fopen(path, "wb") else { throw BenchmarkError(description: "cannot write \(path)") }
        defer { fclose(file) }
        let chunk = 1 << 20
        var offset = 0
        while offset < storage.utf8Count {
            let end = min(offset + chunk, storage.utf8Count)
            storage.withContiguousBytes(in: offset..<end) { bytes in _ = fwrite(bytes.baseAddress, 1, bytes.count, file)
            }
            offset = end
        }
    }

    /// Reads the file at `path` into a storage, repairing invalid UTF-8.
    static func read(_ path: String) throws -> TextStorage {
        guard let file = fopen(path, "rb") else { throw BenchmarkError(description: "cannot read \(path)") }
        defer { fclose(file) }
        // Into the storage's chunks a megabyte at a time, as a paste arrives: no String of the whole text.
        var builder = TextStorageBuilder()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            chunk.withUnsafeBufferPointer { builder.appendRepairingUTF8(UnsafeBufferPointer(rebasing: $0[0..<count])) }
        }
        return builder.finish()
    }
}
