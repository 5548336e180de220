import BenchSupport
import CX11
import Glibc
import TextAreaCore
import X11TextArea

/// Keystroke latency in a real window: from a key press's receipt to its frame copied to the screen and flushed, in a 10 MB document.
///
/// A second connection of this process sends the key presses to the window
/// with `XSendEvent`, one at a time, and the window's own event loop handles
/// each (input method, key map, edit, re-wrap, drawing into the back buffer,
/// one `XCopyArea`, flush). Three spans are reported per key:
/// - receipt → flush: from `XNextEvent` returning the key press to the
///   flush after the copy (the window's ``TextAreaWindow/keyPressFrameObserver``);
/// - receipt → sync: until the server has also executed the frame (`XSync`
///   right after the flush);
/// - send → flush: from the sending connection's flush, so it includes the
///   server relaying the event and the loop waking up;
/// - receipt → flush CPU: the processor time the window's thread used for the
///   first span, which other processes on a busy machine do not lengthen.
enum X11KeystrokeBenchmark {
    /// How many key presses are timed.
    static let keyCount = 1000
    /// The target for the 99th percentile of receipt → flush, in microseconds.
    static let targetP99Microseconds = 2000.0
    /// What is typed: words and spaces, with a Backspace every 20th key.
    static let typed = Array("the quick brown fox jumps over the lazy dog ")

    /// Runs the benchmark on `connection` and returns its JSON line; with `spellChecker`, the view checks spelling in idle time meanwhile.
    @MainActor
    static func run(
        connection: X11Connection, document: TextStorage, name: String = "paragraphs_10mb",
        spellChecker: (any SpellChecker)? = nil
    ) throws -> String {
        let measurer = try XftMeasurer(connection: connection, defaultFont: X11Benchmarks.font)
        let window = TextAreaWindow(
            connection: connection, measurer: measurer, title: "textarea-bench",
            width: 800, height: 600)
        let view = TextAreaView()
        view.textArea.font = X11Benchmarks.font
        view.spellChecker = spellChecker
        window.add(view)
        window.layout = { _, size in view.frame = Rect(x: 0, y: 0, width: size.width, height: size.height) }
        view.textArea.load(document)
        window.focus(view)
        window.show()

        // Lay the whole document out first, as a window does while the user reads.
        let layoutStart = MonotonicClock.now()
        while view.textArea.hasPendingLayout { window.processEvents(maximumWait: 0) }
        let layoutSeconds = MonotonicClock.now() - layoutStart
        let middle = view.textArea.utf8Count / 2
        view.textArea.selectedRange = middle..<middle
        view.textArea.scrollToCaret()
        settle(window, seconds: 0.3)

        let sender = try X11Connection(displayName: connection.displayName)
        var receiptToFlush: [Double] = []
        var receiptToSync: [Double] = []
        var sendToFlush: [Double] = []
        var processorTimes: [Double] = []
        var frame: (received: Double, flushed: Double)? = nil
        window.keyPressFrameObserver = { [unowned window] received, flushed in
            frame = (received, flushed)
            processorTimes.append(window.lastKeyPressProcessorTime * 1e6)
        }
        for index in 0..<keyCount {
            frame = nil
            let keysym: Int32 = index % 20 == 19 ? XK_BackSpace : keysym(for: typed[index % typed.count])
            let sent = send(keysym, to: window.windowID, on: sender)
            let deadline = MonotonicClock.now() + 5
            while frame == nil && MonotonicClock.now() < deadline { window.processEvents(maximumWait: 0.1) }
            guard let frame else {
                throw BenchmarkError(description: "key press \(index) drew no frame within 5 s")
            }
            connection.sync()
            let synced = MonotonicClock.now()
            receiptToFlush.append((frame.flushed - frame.received) * 1e6)
            receiptToSync.append((synced - frame.received) * 1e6)
            sendToFlush.append((frame.flushed - sent) * 1e6)
        }
        window.keyPressFrameObserver = nil
        let typedText = view.textArea.utf8Count - document.utf8Count
        // With checking on: how long the rest of the document takes to check, in the window's idle slices.
        let checkStart = MonotonicClock.now()
        let checkedAtKeysEnd = !view.hasSpellingWork
        while view.hasSpellingWork { window.processEvents() }
        let spelling =
            spellChecker == nil
            ? ""
            : ",\"spell_checking\":true,\"checked_before_keys_ended\":\(checkedAtKeysEnd),"
                + "\"misspelled_words\":\(view.textArea.decorations(in: .spelling).count),"
                + "\"check_rest_seconds\":\(Measurements.json(MonotonicClock.now() - checkStart))"
        window.close()

        receiptToFlush.sort()
        receiptToSync.sort()
        sendToFlush.sort()
        processorTimes.sort()
        let p99 = Measurements.quantile(receiptToFlush, 0.99)
        return "{\"bench\":\"x11_keystroke\",\"document\":\"\(name)\",\"bytes\":\(document.utf8Count),"
            + "\"keys\":\(receiptToFlush.count),\"bytes_typed\":\(typedText),"
            + "\"layout_seconds\":\(Measurements.json(layoutSeconds)),"
            + percentiles("receipt_to_flush", receiptToFlush) + "," + percentiles("receipt_to_sync", receiptToSync)
            + "," + percentiles("send_to_flush", sendToFlush) + ","
            + percentiles("receipt_to_flush_cpu", processorTimes)
            + ",\"target_p99_us\":\(Int(targetP99Microseconds)),\"met\":\(p99 <= targetP99Microseconds)" + spelling
            + "}"
    }

    /// Sends a press and a release of `keysym` to `window` and flushes; returns the time of the flush.
    private static func send(_ keysym: Int32, to window: Window, on sender: X11Connection) -> Double {
        SyntheticKeys.send(keysym, to: window, on: sender)
        return MonotonicClock.now()
    }

    /// The keysym of a lowercase letter or a space.
    private static func keysym(for character: Character) -> Int32 {
        character == " " ? XK_space : Int32(character.asciiValue ?? UInt8(ascii: "x"))
    }

    /// Handles events for `seconds` (the window maps and draws its first frames).
    @MainActor
    private static func settle(_ window: TextAreaWindow, seconds: Double) {
        let deadline = MonotonicClock.now() + seconds
        while MonotonicClock.now() < deadline { window.processEvents(maximumWait: 0.01) }
    }

    /// `"name_p50_us":…,"name_p99_us":…,"name_max_us":…` for sorted samples in microseconds.
    private static func percentiles(_ name: String, _ sorted: [Double]) -> String {
        "\"\(name)_p50_us\":\(Measurements.json(Measurements.quantile(sorted, 0.5))),"
            + "\"\(name)_p99_us\":\(Measurements.json(Measurements.quantile(sorted, 0.99))),"
            + "\"\(name)_max_us\":\(Measurements.json(sorted.last ?? 0))"
    }
}
