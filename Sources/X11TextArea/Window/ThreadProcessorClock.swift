import Glibc

/// Seconds of processor time the calling thread has used: its own work, without the time it waited or other processes ran.
///
/// Wall-clock time is `MonotonicClock` (TextAreaCore); this is the other clock the event loop reads.
public enum ThreadProcessorClock {
    /// The calling thread's processor time in seconds since it started.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
