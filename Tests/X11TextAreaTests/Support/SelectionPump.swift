import CX11
import Glibc
import TextAreaCore

@testable import X11TextArea

/// Runs an ``X11Clipboard`` the way the window's event loop does, on the test thread, and counts its steps and calls.
///
/// Each step hands every queued event to `handle`, services the helper
/// clients and background commands, calls `tick` once `nextDeadline` has
/// passed, then waits on all their descriptors for at most 10 ms.
///
/// The helper clients run on this thread too, between the clipboard's
/// calls: a call that waited for a helper's answer would never see it, so a
/// transfer with a helper completes only if every call returns to the pump.
/// What one call did is in the clipboard's ``SelectionStatistics``
/// (``SelectionStatistics/mostBytesInOneCall``).
final class SelectionPump {
    /// The clipboard under test.
    let clipboard: X11Clipboard
    /// Other X clients of this process to service at each step.
    var helpers: [SelectionTestClient] = []
    /// Commands to service at each step.
    var processes: [BackgroundProcess] = []
    /// How many steps ran.
    private(set) var steps = 0
    /// How many `handle` and `tick` calls were made.
    private(set) var calls = 0

    init(_ clipboard: X11Clipboard) {
        self.clipboard = clipboard
    }

    /// Runs steps until `done` returns true or `timeout` seconds pass; returns whether `done` came true.
    @discardableResult
    func run(timeout: Double, until done: () -> Bool) -> Bool {
        let deadline = MonotonicClock.now() + timeout
        while !done() {
            if MonotonicClock.now() > deadline { return false }
            step()
        }
        return true
    }

    /// Starts `process`, runs steps until it exits or `timeout` seconds pass, and returns it (killed when it timed out).
    @discardableResult
    func run(_ process: BackgroundProcess, timeout: Double) -> BackgroundProcess {
        processes.append(process)
        defer { processes.removeAll { $0 === process } }
        if !run(timeout: timeout, until: { process.hasExited }) { process.terminate() }
        return process
    }

    /// One turn of the loop.
    func step() {
        steps += 1
        let display = clipboard.connection.display
        var event = XEvent()
        while XPending(display) > 0 {
            XNextEvent(display, &event)
            _ = clipboard.handle(&event)
            calls += 1
        }
        for helper in helpers { helper.pump() }
        for process in processes { process.service() }
        let now = MonotonicClock.now()
        if let deadline = clipboard.nextDeadline, deadline <= now {
            clipboard.tick(now: now)
            calls += 1
        }
        if XPending(display) > 0 { return }
        var timeout = 10.0
        if let deadline = clipboard.nextDeadline {
            timeout = min(timeout, max(0, (deadline - MonotonicClock.now()) * 1000))
        }
        var requests = [pollfd(fd: clipboard.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        for helper in helpers {
            requests.append(pollfd(fd: helper.connection.fileDescriptor, events: Int16(POLLIN), revents: 0))
        }
        for process in processes { requests.append(contentsOf: process.pollRequests) }
        _ = poll(&requests, nfds_t(requests.count), Int32(timeout.rounded(.up)))
    }
}
