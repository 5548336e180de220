import CX11
import Glibc
import TextAreaCore

extension X11Clipboard {
    /// Hands the text this client serves on CLIPBOARD to the clipboard manager, if one runs, so that it outlives the application; blocks at most ``handoffTimeout`` seconds.
    ///
    /// Follows the freedesktop Clipboard Manager specification: lists the
    /// text targets in a property of the clipboard's window, asks the owner
    /// of CLIPBOARD_MANAGER to convert SAVE_TARGETS, and then serves the
    /// manager's requests for CLIPBOARD (INCR included) until the manager
    /// answers or the time is up. Returns at once, without waiting, when this
    /// client does not own CLIPBOARD, when no manager runs, or when the
    /// connection is lost. Events that are not the clipboard's are put back
    /// in Xlib's queue, in their order, for the application's loop. How it
    /// ended is kept in ``lastHandoffOutcome``.
    public func handOverClipboardToManager() {
        guard !connection.isConnectionLost else {
            lastHandoffOutcome = .connectionLost
            return
        }
        guard beginHandoff(now: MonotonicClock.now()) else { return }
        var setAside: [XEvent] = []
        while handoffDeadline != nil && !connection.isConnectionLost {
            handleQueuedEvents(settingAside: &setAside)
            let now = MonotonicClock.now()
            if let deadline = nextDeadline, deadline <= now { tick(now: now) }
            if handoffDeadline != nil && !connection.isConnectionLost && XPending(display) == 0 {
                statistics.handoffWaits += 1
                waitForConnection(until: nextDeadline ?? now)
            }
        }
        if handoffDeadline != nil {
            // The connection was lost on the way: no further X call may be made.
            handoffDeadline = nil
            lastHandoffOutcome = .connectionLost
            return
        }
        // Each event put back goes to the head of the queue, so the last one goes back first.
        for var event in setAside.reversed() { XPutBackEvent(display, &event) }
    }

    /// Asks the clipboard manager to save CLIPBOARD, without waiting; returns false (with the outcome recorded) when there is nothing to hand over or nobody to take it.
    ///
    /// The manager's answer arrives through ``handle(_:)``; ``tick(now:)``
    /// gives up after ``handoffTimeout``. A hand-over already in flight is
    /// left to run.
    func beginHandoff(now: Double) -> Bool {
        if handoffDeadline != nil { return true }
        guard ownerships[.clipboard] != nil else {
            lastHandoffOutcome = .notOwner
            return false
        }
        guard XGetSelectionOwner(display, atoms.clipboardManager) != Window(None) else {
            lastHandoffOutcome = .noManager
            return false
        }
        WindowProperty.write(
            display: display, window: window, property: atoms.saveTargetsProperty,
            type: atoms.atom, values: atoms.textTargets.map { UInt($0) })
        // A fresh server time: the server refuses a conversion older than the manager's ownership.
        XConvertSelection(
            display, atoms.clipboardManager, atoms.saveTargets, atoms.saveTargetsProperty, window,
            serverTimestamp())
        XFlush(display)
        handoffDeadline = now + handoffTimeout
        return true
    }

    /// The clipboard manager answered SAVE_TARGETS: with our property when it saved the text, with None when it did not.
    func receiveHandoffAnswer(_ answer: XSelectionEvent) {
        guard handoffDeadline != nil, answer.target == atoms.saveTargets else { return }
        endHandoff(answer.property == Atom(None) ? .refused : .saved)
    }

    /// Ends the hand-over in flight with `outcome` and removes the list of targets from our window.
    func endHandoff(_ outcome: ClipboardHandoffOutcome) {
        handoffDeadline = nil
        lastHandoffOutcome = outcome
        XDeleteProperty(display, window, atoms.saveTargetsProperty)
    }

    /// Handles every queued event while the hand-over runs, keeping those that are not the clipboard's in `setAside`.
    private func handleQueuedEvents(settingAside setAside: inout [XEvent]) {
        var event = XEvent()
        while handoffDeadline != nil && !connection.isConnectionLost && XPending(display) > 0 {
            XNextEvent(display, &event)
            if !handle(&event) { setAside.append(event) }
        }
    }

    /// Waits in `poll(2)` until the connection has input or the monotonic time `deadline` passes.
    private func waitForConnection(until deadline: Double) {
        let milliseconds = max(0, (deadline - MonotonicClock.now()) * 1000).rounded(.up)
        var request = pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&request, 1, Int32(min(milliseconds, Double(Int32.max))))
    }
}
