import Glibc

/// Seconds on the system's monotonic clock, the time base of the event loop, its timers and ``SelectionService/tick(now:)``.
public enum MonotonicClock {
    /// The current time in seconds since an arbitrary fixed point; it never jumps backwards.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Seconds of processor time the calling thread has used: its own work, without the time it waited or other processes ran.
public enum ThreadProcessorClock {
    /// The calling thread's processor time in seconds since it started.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
