import CX11
import Glibc
import TextAreaCore

extension TextAreaWindow {
    /// How long one idle slice of pending layout may run, in seconds: input arriving meanwhile waits at most about this long.
    static let idleLayoutSlice = 0.004
    /// How many lines of pending layout are wrapped between two looks at the clock and the connection.
    static let idleLayoutStep = 128
    /// How many bytes of text are spell checked between two looks at the clock and the connection.
    static let idleSpellingStep = 256
    /// How long idle work (pending layout, spell checking) waits after a key press's frame, in seconds.
    ///
    /// The frame a key asked for is then drawn by the X server, and seen by
    /// a compositor, without idle work competing with them for the
    /// processors; key repeat (30 keys a second) still leaves most of each
    /// interval to idle work.
    static let idleDelayAfterKeyPress = 0.008
    /// How long spell checking outside the lines shown waits after a key press, in seconds.
    ///
    /// While the user types, only the words they can see are checked; the
    /// rest of a long text waits for a pause in typing instead of taking the
    /// processor each key's frame needs (checking a 10 MB text takes seconds).
    static let hiddenSpellingDelayAfterKeyPress = 0.5
    /// How long one turn keeps taking events, in seconds, before it draws and lets the next turn take the rest.
    ///
    /// A peer that answers at once (a clipboard requestor deleting each INCR
    /// piece as soon as it arrives) would otherwise keep one turn going for
    /// the whole transfer.
    static let eventBatchSlice = 0.01

    /// Runs the event loop until the window is closed.
    ///
    /// One thread does everything: it waits in `poll(2)` on the connection
    /// (and any watched descriptors) until the next deadline (the caret's
    /// blink, the selection service, timers), handles every waiting event,
    /// draws and flushes at once after each key press (then leaves the
    /// processors to the X server for half a millisecond, see
    /// `KeyFrameYield`) and otherwise once per burst, and spends idle time finishing layout in slices of a few
    /// milliseconds that end early when an event arrives.
    public func run() {
        while !isClosed { processEvents() }
    }

    /// Waits for the next event or deadline, at most `maximumWait` seconds (no limit when nil), then handles everything that is due and draws.
    ///
    /// Before waiting, the screen is brought up to date, so a change made
    /// between calls is drawn at once. Pending layout is done one slice per
    /// call, without waiting.
    ///
    /// The time the call spends working, that is, everything but the wait,
    /// and the processor time it used are kept for the package's benchmarks
    /// and tests (`lastBusyInterval`, `longestBusyInterval`,
    /// `lastBusyProcessorTime`, `longestBusyProcessorTime`).
    public func processEvents(maximumWait: Double? = nil) {
        guard !isClosed else { return }
        let start = MonotonicClock.now()
        let processorStart = ThreadProcessorClock.now()
        var waited = 0.0
        defer {
            recordBusyInterval(
                MonotonicClock.now() - start - waited,
                processorTime: ThreadProcessorClock.now() - processorStart)
        }
        fireDueDeadlines()
        syncInputMethodState()
        displayIfNeeded()
        guard !isClosed else { return }
        connection.flush()
        updateInputMethodSpot()
        let idleWorkDelay = idleWorkStart().map { max($0 - MonotonicClock.now(), 0) }
        var wait = nextDeadline().map { max($0 - MonotonicClock.now(), 0) }
        if let idleWorkDelay { wait = min(wait ?? idleWorkDelay, idleWorkDelay) }
        if let maximumWait { wait = min(wait ?? maximumWait, maximumWait) }
        // Xlib may already hold events it read while flushing or drawing.
        if XPending(connection.display) == 0 {
            let waitStart = MonotonicClock.now()
            waitForInput(timeout: wait)
            waited = MonotonicClock.now() - waitStart
        }
        waited += handleQueuedEvents()
        guard !isClosed else { return }
        readChangedResourceDatabase()
        fireDueDeadlines()
        guard !isClosed else { return }
        if idleWorkDelay != nil, let start = idleWorkStart(), MonotonicClock.now() >= start { performIdleWork() }
        displayIfNeeded()
        guard !isClosed else { return }
        connection.flush()
        updateInputMethodSpot()
        // Screen readers hear of the turn's changes once its frame is on the screen.
        if accessible != nil { AccessibilityBridge.current?.announcePending() }
    }

    /// Notes how long one call of ``processEvents(maximumWait:)`` worked, and the processor time it used.
    private func recordBusyInterval(_ seconds: Double, processorTime: Double) {
        lastBusyInterval = seconds
        longestBusyInterval = max(longestBusyInterval, seconds)
        lastBusyProcessorTime = processorTime
        longestBusyProcessorTime = max(longestBusyProcessorTime, processorTime)
    }

    /// Schedules `action` to run once on the event loop after `delay` seconds.
    @discardableResult
    public func scheduleTimer(after delay: Double, _ action: @escaping @MainActor () -> Void) -> TimerID {
        timers.schedule(at: MonotonicClock.now() + max(delay, 0), action)
    }

    /// Cancels a timer that has not run yet.
    public func cancelTimer(_ id: TimerID) {
        timers.cancel(id)
    }

    /// Calls `handler` on the event loop whenever `descriptor` becomes readable (for example the read end of a signal pipe).
    public func watch(fileDescriptor descriptor: Int32, _ handler: @escaping @MainActor () -> Void) {
        watchedDescriptors.append((descriptor, handler))
    }

    /// Handles the events Xlib has queued or can read without blocking, for at most about ``eventBatchSlice``; draws and flushes right after each key press.
    ///
    /// After a key press's frame, the loop leaves the processors to the X
    /// server for a moment (`KeyFrameYield`) before it goes on. Events left
    /// over are handled by the next turn, which does not wait. Returns how
    /// long it waited, in seconds.
    private func handleQueuedEvents() -> Double {
        var event = XEvent()
        var waited = 0.0
        let deadline = MonotonicClock.now() + Self.eventBatchSlice
        while !isClosed && XPending(connection.display) > 0 {
            if MonotonicClock.now() - waited > deadline { return waited }
            XNextEvent(connection.display, &event)
            let received = MonotonicClock.now()
            let receivedProcessorTime = ThreadProcessorClock.now()
            let wasKeyPress = dispatch(&event)
            guard !isClosed else { return waited }
            syncInputMethodState()
            if wasKeyPress {
                let flushed = presentKeyPressFrame(receivedAt: received, processorTime: receivedProcessorTime)
                guard !isClosed else { return waited }
                waited += KeyFrameYield.wait(on: connection)
                // Written after the pause, so the line costs the frame's drawing nothing.
                EventTrace.record(
                    "key-frame",
                    "received-to-flushed-us=\(Int(((flushed - received) * 1e6).rounded())) "
                        + "processor-us=\(Int((lastKeyPressProcessorTime * 1e6).rounded()))")
                // The spot may wait for the input method: after the server had its moment.
                updateInputMethodSpot()
            }
        }
        return waited
    }

    /// Draws and flushes the frame a key press asked for, reports its timing and returns when it was flushed.
    private func presentKeyPressFrame(receivedAt received: Double, processorTime: Double) -> Double {
        displayIfNeeded()
        guard !isClosed else { return MonotonicClock.now() }
        connection.flush()
        lastKeyPressProcessorTime = ThreadProcessorClock.now() - processorTime
        let flushed = MonotonicClock.now()
        idleWorkNotBefore = flushed + Self.idleDelayAfterKeyPress
        hiddenSpellingNotBefore = flushed + Self.hiddenSpellingDelayAfterKeyPress
        keyPressFrameObserver?(received, flushed)
        return flushed
    }

    /// Runs the timers, the selection service and the caret blink whose time has come.
    private func fireDueDeadlines() {
        let now = MonotonicClock.now()
        for action in timers.takeDue(at: now) {
            action()
            if isClosed { return }
        }
        if let service = selectionService, let deadline = service.nextDeadline, deadline <= now {
            service.tick(now: now)
        }
        if caretShows(at: now) != presenter.caretVisibleInLastFrame { setNeedsDisplayOfChanges() }
    }

    /// When idle work may run (monotonic seconds), nil when there is none: layout and spell checking in the lines
    /// shown a moment after a key press's frame, spell checking elsewhere once typing pauses.
    func idleWorkStart() -> Double? {
        if views.contains(where: { $0.textArea.hasPendingLayout }) { return idleWorkNotBefore }
        guard views.contains(where: { $0.hasSpellingWork }) else { return nil }
        if views.contains(where: { $0.hasVisibleSpellingWork }) { return idleWorkNotBefore }
        return max(idleWorkNotBefore, hiddenSpellingNotBefore)
    }

    /// Wraps pending layout in the first view that has some, for one slice of time or until an event arrives.
    private func performIdleWork() {
        let now = MonotonicClock.now()
        let deadline = now + Self.idleLayoutSlice
        if let view = views.first(where: { $0.textArea.hasPendingLayout }) {
            while view.textArea.performPendingLayout(lineBudget: Self.idleLayoutStep),
                MonotonicClock.now() < deadline, XPending(connection.display) == 0
            {}
            return
        }
        // Spell checking comes after layout, in the same bounded slice: the visible text first, then, unless the user
        // is typing, the rest.
        let onlyVisible = now < hiddenSpellingNotBefore
        guard let view = views.first(where: { onlyVisible ? $0.hasVisibleSpellingWork : $0.hasSpellingWork })
        else { return }
        while view.performSpellingStep(byteBudget: Self.idleSpellingStep, onlyVisible: onlyVisible),
            MonotonicClock.now() < deadline, XPending(connection.display) == 0
        {}
    }

    /// The earliest of the timers, the selection service's deadline and the caret's next blink.
    private func nextDeadline() -> Double? {
        let now = MonotonicClock.now()
        return [timers.nextDeadline, selectionService?.nextDeadline, nextCaretBlink(after: now)]
            .compactMap { $0 }.min()
    }

    /// Waits in `poll(2)` for the connection, a watched descriptor or the accessibility bus, at most `timeout` seconds (forever when nil), and runs the handlers of ready descriptors.
    ///
    /// While an accessibility bus runs, GLib's main context adds its
    /// descriptors and deadline to the same wait, and its ready sources
    /// (requests from screen readers) run right after it.
    private func waitForInput(timeout: Double?) {
        var descriptors = [pollfd(fd: connection.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        descriptors += watchedDescriptors.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        var timeout = timeout
        let accessibility = accessible == nil ? nil : AccessibilityBridge.current
        let accessibilityStart = descriptors.count
        if let prepared = accessibility?.prepare() {
            descriptors += prepared.descriptors
            if let limit = prepared.timeout { timeout = min(timeout ?? limit, limit) }
        }
        lastWaitLimit = timeout
        let milliseconds: Int32 = timeout.map { Int32(min(($0 * 1000).rounded(.up), Double(Int32.max))) } ?? -1
        let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
        accessibility?.dispatch(descriptors[accessibilityStart...])
        guard ready > 0, !isClosed else { return }
        for (index, watched) in watchedDescriptors.enumerated()
        where descriptors[index + 1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            watched.handler()
        }
    }
}
