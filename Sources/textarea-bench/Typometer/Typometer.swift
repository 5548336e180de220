import BenchSupport
import CX11
import TextAreaCore
import X11TextArea

/// Measures keystroke latency from outside: types into any program's window with XTest and times how long each key
/// takes to change the window's pixels (as the Typometer tool does, but told by DAMAGE events where the server has them).
///
/// Before each key the window must settle: no change for the quiet
/// interval. The key's press and release are queued, the clock is read and
/// the connection flushed, so the time starts when the key leaves for the
/// server; it stops when the first change the server made after handling
/// the press is seen.
struct Typometer {
    /// The longest the window may take to settle before the first key (loading a large document), in seconds.
    static let firstSettleLimit = 60.0

    let options: TypometerOptions
    let connection: X11Connection

    /// Finds the window, focuses it, sends the keys and returns the measurements.
    ///
    /// - Throws: ``TypometerWindowError`` when no window has the title, ``BenchmarkError`` when the run cannot go on.
    func run() throws -> TypometerResult {
        let finder = TypometerWindowFinder(connection: connection)
        let window = try finder.window(titled: options.windowTitle)
        let keyboard = try TypometerKeyboard(connection: connection)
        let keys = try keyboard.sequence(count: options.keyCount)
        let geometry = try finder.geometry(of: window)
        let method = options.method ?? (TypometerDamageDetector.isAvailable(on: connection) ? .damage : .poll)
        let detector: WindowChangeDetector =
            switch method {
            case .damage: try TypometerDamageDetector(connection: connection, window: window)
            case .poll: try TypometerPixelPoller(connection: connection, area: geometry)
            }
        try finder.focus(window)
        _ = try settle(detector, limit: max(Self.firstSettleLimit, options.timeout), before: "the first key")
        _ = detector.takeRepaintedPixels()

        var result = TypometerResult(
            windowTitle: options.windowTitle, window: window, width: geometry.width, height: geometry.height,
            method: method, keyCount: keys.count, letterCount: (keys.count + 1) / 2, firstChange: [], lastChange: [],
            unchanged: 0, repaintedPixels: [])
        for (index, key) in keys.enumerated() {
            let serial = keyboard.queue(key)
            let sent = MonotonicClock.now()
            connection.flush()
            let first = try detector.waitForChange(madeAfter: serial, until: sent + options.timeout)
            let last = try settle(detector, limit: options.timeout, before: "key \(index + 2)")
            if let first {
                result.firstChange.append((first - sent) * 1e6)
                result.lastChange.append(((last ?? first) - sent) * 1e6)
            } else {
                result.unchanged += 1
            }
            if let pixels = detector.takeRepaintedPixels() { result.repaintedPixels.append(pixels) }
        }
        result.firstChange.sort()
        result.lastChange.sort()
        result.repaintedPixels.sort()
        return result
    }

    /// Waits until the window stays unchanged for the quiet interval; returns when the last change was seen, if any.
    ///
    /// - Throws: ``BenchmarkError`` when it keeps changing for `limit` seconds (an animation: nothing to measure).
    private func settle(_ detector: WindowChangeDetector, limit: Double, before what: String) throws -> Double? {
        let giveUp = MonotonicClock.now() + limit
        var lastChange: Double? = nil
        while true {
            try detector.reset()
            let quietEnd = MonotonicClock.now() + options.quietInterval
            guard let seen = try detector.waitForChange(madeAfter: 0, until: quietEnd) else { return lastChange }
            lastChange = seen
            if seen > giveUp {
                throw BenchmarkError(
                    description: "the window kept changing for \(Measurements.json(limit)) s "
                        + "before \(what); nothing to measure")
            }
        }
    }
}
