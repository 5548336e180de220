import BenchSupport
import Glibc
import StandardStreams
import TextAreaCore
import X11TextArea

/// Time to the first frame: from starting a process to its window's first frame copied to the screen and flushed.
///
/// The bench starts itself again as a child (``childFlag``), noting the
/// monotonic time just before `posix_spawn`; the child opens the display,
/// loads fonts, creates a window with a text area and shows it, and reports
/// the same clock's time after the flush that follows the first `XCopyArea`,
/// after an `XSync`, and when its code started running. The clock is the
/// system's, so the parent can subtract.
enum X11FirstFrameBenchmark {
    /// The hidden argument that makes the bench the child.
    static let childFlag = "--x11-first-frame-child"
    /// How many children are started per variant.
    static let runs = 15
    /// The target for the median time to the first frame, in milliseconds.
    static let targetMilliseconds = 100.0

    /// Starts the children for an empty area with a placeholder and for a 10 MB document; returns one JSON line per variant.
    @MainActor
    static func run(document: TextStorage, name: String = "paragraphs_10mb") throws -> [String] {
        let path = "/tmp/textarea-bench-\(getpid()).txt"
        try X11Benchmarks.write(document, to: path)
        defer { unlink(path) }
        return try [
            measure(variant: "placeholder", arguments: []),
            measure(variant: name, arguments: [path]),
        ]
    }

    private static func measure(variant: String, arguments: [String]) throws -> String {
        var toFlush: [Double] = []
        var toSync: [Double] = []
        var inCode: [Double] = []
        for _ in 0..<runs {
            let (started, output) = try ChildProcess.run(arguments: [childFlag] + arguments)
            let fields = output.split(separator: " ").compactMap { Double($0.trimmingCharacters) }
            guard fields.count == 3 else {
                throw BenchmarkError(description: "the first-frame child printed '\(output)'")
            }
            inCode.append((fields[1] - fields[0]) * 1000)
            toFlush.append((fields[1] - started) * 1000)
            toSync.append((fields[2] - started) * 1000)
        }
        toFlush.sort()
        toSync.sort()
        inCode.sort()
        let median = Measurements.quantile(toFlush, 0.5)
        return "{\"bench\":\"x11_first_frame\",\"window\":\"\(variant)\",\"runs\":\(runs),"
            + "\"start_to_flush_p50_ms\":\(Measurements.json(median)),"
            + "\"start_to_flush_max_ms\":\(Measurements.json(toFlush.last ?? 0)),"
            + "\"start_to_sync_p50_ms\":\(Measurements.json(Measurements.quantile(toSync, 0.5))),"
            + "\"main_to_flush_p50_ms\":\(Measurements.json(Measurements.quantile(inCode, 0.5))),"
            + "\"target_ms\":\(Int(targetMilliseconds)),\"met\":\(median <= targetMilliseconds)}"
    }

    /// The child: shows the window (loading the file at `path`, if any) and prints when its code started, when the first frame was flushed, and when the server had drawn it.
    @MainActor
    static func runChild(loading path: String?) throws -> Never {
        let entered = MonotonicClock.now()
        let connection = try X11Connection()
        let measurer = try XftMeasurer(connection: connection, defaultFont: X11Benchmarks.font)
        let window = TextAreaWindow(
            connection: connection, measurer: measurer, title: "textarea-bench first frame",
            width: 640, height: 480)
        let view = TextAreaView()
        view.textArea.font = X11Benchmarks.font
        view.textArea.placeholder =
            "Tell us what happened. This placeholder is long on purpose: it wraps over "
            + "several lines exactly where typed text would wrap. 请输入备注… ここにメッセージを入力してください。"
        window.add(view)
        window.layout = { _, size in view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
        if let path { view.textArea.load(try X11Benchmarks.read(path)) }
        window.focus(view)
        var flushed = 0.0
        var synced = 0.0
        window.firstFrameObserver = { time in
            flushed = time
            connection.sync()
            synced = MonotonicClock.now()
        }
        window.show()
        StandardOutput.writeLine("\(entered) \(flushed) \(synced)")
        window.close()
        exit(0)
    }
}

private extension Substring {
    /// The text without surrounding whitespace.
    var trimmingCharacters: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
