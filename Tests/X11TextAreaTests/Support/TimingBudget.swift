import Glibc

/// Time limits for the tests that check the event loop stays responsive, scaled for slow builds.
///
/// Sanitizer builds run several times slower; `TEXTAREA_TIMING_SCALE=5`
/// (see README) widens every limit so they check the same shape of behaviour.
enum TimingBudget {
    /// The factor from the environment (`TEXTAREA_TIMING_SCALE`), 1 when unset or invalid.
    static let scale: Double = {
        guard let raw = getenv("TEXTAREA_TIMING_SCALE"), let value = Double(String(cString: raw)), value >= 1 else {
            return 1
        }
        return value
    }()

    /// `base` seconds, scaled.
    static func seconds(_ base: Double) -> Double { base * scale }
}
