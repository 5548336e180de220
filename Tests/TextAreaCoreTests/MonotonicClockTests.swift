import Glibc
import Testing
import TextAreaCore

/// ``MonotonicClock``: the system's monotonic time, so times taken in different processes can be subtracted.
@Suite struct MonotonicClockTests {
    /// The system's `CLOCK_MONOTONIC` in seconds, read directly.
    static func systemMonotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test func readsTheSystemsMonotonicClock() {
        // Rounding to Double loses well under a microsecond at any uptime.
        let tolerance = 1e-6
        for _ in 0..<100 {
            let before = Self.systemMonotonicSeconds()
            let now = MonotonicClock.now()
            let after = Self.systemMonotonicSeconds()
            #expect(now >= before - tolerance && now <= after + tolerance, "\(before) ≤ \(now) ≤ \(after)")
        }
    }

    @Test func neverGoesBackwards() {
        var last = MonotonicClock.now()
        for _ in 0..<10_000 {
            let now = MonotonicClock.now()
            #expect(now >= last)
            last = now
        }
    }

    @Test func isTheDefaultClockOfATextArea() {
        let before = MonotonicClock.now()
        let reading = TextArea().clock()
        #expect(reading >= before && reading <= MonotonicClock.now())
    }
}
