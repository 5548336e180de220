import StandardStreams
import Synchronization

/// The ranges a number from outside the program is held to before it sizes anything in pixels: the `Xft.dpi` resource any client can set, a font pattern's size, a scale set in code.
///
/// A value outside its range is clamped to the nearest end, and the first
/// time each kind is clamped, one line on standard error says so. A value
/// that is not a positive, finite number is refused (the resource counts as
/// unset). Without these limits, `xrdb` with `Xft.dpi: 1e17` crashed a
/// running window converting a pixel size to an integer, `0.01` failed a
/// precondition and `1e9` asked fontconfig for fonts no file could fill.
public enum ScaleLimits {
    /// Resolutions fonts and pixel metrics are scaled for, in dots per inch: a quarter to eight times the standard 96, the scales `--scale` accepts.
    ///
    /// 768 dpi draws the demo's 12-point text 128 pixels high, more than any
    /// screen sold needs (a 32-inch 8K screen is about 280 dpi).
    public static let dpi: ClosedRange<Double> = 24...768
    /// Scales of pixel metrics (the resolution / 96): 0.25 to 8.
    public static let scale: ClosedRange<Double> = 0.25...8
    /// Font sizes in device pixels: 1 to 1,000; a line of 1,000 pixels fills most of a 4K screen's height.
    public static let pixelSize: ClosedRange<Double> = 1...1000

    /// `dpi` held to ``dpi``, or nil when it is not a positive, finite number; `source` names it in the warning.
    public static func clampedDPI(_ value: Double, source: String) -> Double? {
        clamped(value, to: dpi, what: "\(source) \(format(value))", unit: " dpi")
    }

    /// `value` held to ``scale``, or nil when it is not a positive, finite number; `source` names it in the warning.
    public static func clampedScale(_ value: Double, source: String) -> Double? {
        clamped(value, to: scale, what: "\(source) \(format(value))", unit: "")
    }

    /// The size in points that gives `points` at `dpi` held to ``pixelSize`` pixels; `name` names the font in the warning.
    static func clampedPointSize(_ points: Double, dpi: Double, name: String) -> Double {
        let pixels = points * dpi / 72
        if pixelSize.contains(pixels) { return points }
        let held = pixels.isNaN ? pixelSize.lowerBound : min(max(pixels, pixelSize.lowerBound), pixelSize.upperBound)
        warnOnce(
            "font size",
            "font '\(name)' asks for \(format(pixels)) pixels; using \(format(held)) "
                + "(font sizes are held to \(format(pixelSize.lowerBound))…\(format(pixelSize.upperBound)) pixels)")
        return held * 72 / dpi
    }

    private static func clamped(_ value: Double, to range: ClosedRange<Double>, what: String, unit: String)
        -> Double?
    {
        guard value > 0, value.isFinite else {
            warnOnce("invalid" + unit, "\(what) is not a positive number; ignoring it")
            return nil
        }
        let held = min(max(value, range.lowerBound), range.upperBound)
        if held != value {
            warnOnce(
                "range " + unit + format(range.lowerBound),
                "\(what) is out of range; using \(format(held))\(unit) (held to "
                    + "\(format(range.lowerBound))…\(format(range.upperBound))\(unit))")
        }
        return held
    }

    /// The kinds of warning written so far: each is written once per process.
    private static let warned = Mutex<Set<String>>([])

    private static func warnOnce(_ kind: String, _ line: String) {
        let isFirst = warned.withLock { $0.insert(kind).inserted }
        if isFirst { StandardError.writeLine(line) }
    }

    /// A number as a person writes it: whole numbers without a fraction, others as Swift prints them.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
