/// Seconds on the system's monotonic clock: the one time base of the core, the front end, the tools and the tests.
///
/// It is the standard library's `SuspendingClock` (on Linux `CLOCK_MONOTONIC`)
/// read from the clock's system epoch, the time the machine started, so it
/// never jumps, does not advance while the machine sleeps, and every process
/// reads the same value at the same moment: a time one process prints can be
/// subtracted from one another process took, as the first-frame benchmark does.
public enum MonotonicClock {
    /// The current time in seconds since the system's monotonic epoch; it never goes backwards.
    public static func now() -> Double {
        let clock = SuspendingClock()
        let elapsed = clock.systemEpoch.duration(to: clock.now).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    }
}
