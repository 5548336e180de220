import BenchSupport
import CX11
import JSONOutput

/// The typometer's output: one JSON line, or a summary for people.
enum TypometerReport {
    /// `{"window":…,"keys":…,"p50_us":…,"p99_us":…,"max_us":…,"method":…,"unchanged":…}`; the times are null when no
    /// key changed the window.
    static func json(_ result: TypometerResult) -> String {
        let samples = result.firstChange
        func time(_ value: Double?) -> String { value.map(Measurements.json) ?? "null" }
        return "{\"window\":\(JSONText.quoted(result.windowTitle)),\"keys\":\(result.keyCount),"
            + "\"p50_us\":\(time(samples.isEmpty ? nil : Measurements.quantile(samples, 0.5))),"
            + "\"p99_us\":\(time(samples.isEmpty ? nil : Measurements.quantile(samples, 0.99))),"
            + "\"max_us\":\(time(samples.last)),"
            + "\"method\":\"\(result.method.rawValue)\",\"unchanged\":\(result.unchanged)}"
    }

    /// A few lines for people: what was typed where, and the latency percentiles in milliseconds.
    static func summary(_ result: TypometerResult, timeout: Double) -> String {
        let how = result.method == .damage ? "DAMAGE events" : "MIT-SHM pixel polling"
        var lines = [
            "typometer: window '\(result.windowTitle)' (0x\(String(result.window, radix: 16)), "
                + "\(result.width)×\(result.height)), changes told by \(how)",
            "  \(result.keyCount) keys sent (\(result.letterCount) letters, then "
                + "\(result.keyCount - result.letterCount) BackSpaces): \(result.firstChange.count) changed the "
                + "window, \(result.unchanged) did not within \(Measurements.json(timeout)) s",
        ]
        if !result.firstChange.isEmpty {
            lines.append("  key sent → first pixels changed:   " + milliseconds(result.firstChange))
            lines.append("  key sent → last change (settled):  " + milliseconds(result.lastChange))
        }
        if !result.repaintedPixels.isEmpty {
            let median = result.repaintedPixels[(result.repaintedPixels.count - 1) / 2]
            let share = result.width * result.height > 0 ? 100 * median / (result.width * result.height) : 0
            lines.append("  pixels repainted per key: median \(median) (\(share)% of the window)")
        }
        return lines.joined(separator: "\n")
    }

    /// `p50 … ms  p99 … ms  max … ms` for sorted samples in µs.
    private static func milliseconds(_ sorted: [Double]) -> String {
        func format(_ microseconds: Double) -> String { Measurements.json(microseconds / 1000) + " ms" }
        return "p50 \(format(Measurements.quantile(sorted, 0.5)))  p99 \(format(Measurements.quantile(sorted, 0.99)))"
            + "  max \(format(sorted.last ?? 0))"
    }
}
