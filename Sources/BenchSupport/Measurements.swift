import Glibc

/// Memory readings and statistics for the benchmarks; times come from ``TextAreaCore/MonotonicClock``.
package enum Measurements {
    /// The peak resident set size of this process in bytes (VmHWM), or nil if /proc cannot be read.
    package static func peakResidentBytes() -> Int? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [UInt8](repeating: 0, count: 256)
        while line.withUnsafeMutableBufferPointer({ buffer in
            buffer.withMemoryRebound(to: CChar.self) { fgets($0.baseAddress, Int32($0.count), file) != nil }
        }) {
            let text = String(decoding: line.prefix(while: { $0 != 0 }), as: UTF8.self)
            if text.hasPrefix("VmHWM:") {
                let digits = text.filter(\.isNumber)
                return Int(digits).map { $0 * 1024 }
            }
        }
        return nil
    }

    /// The value at quantile `q` (0...1) of sorted samples.
    package static func quantile(_ sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let index = min(Int((Double(sorted.count - 1) * q).rounded()), sorted.count - 1)
        return sorted[index]
    }

    /// A JSON number with at most three decimals.
    package static func json(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
