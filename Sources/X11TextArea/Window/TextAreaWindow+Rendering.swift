import TextAreaCore

extension TextAreaWindow {
    /// Draws what changed into the back buffer and copies the changed and exposed parts to the window, if anything
    /// is waiting; after an Expose alone, only copies.
    public func displayIfNeeded() {
        guard !isClosed else { return }
        applyPendingResize()
        if presenter.needsDisplay { renderFrame() }
        if isMapped && presenter.copyToWindow() { finishSyncRequestIfDrawn() }
    }

    /// Brings the back buffer up to date without copying it to the window: auto-growing views take their heights,
    /// then the presenter draws the pixels that changed since the last frame, or all of them after
    /// ``setNeedsDisplay()``, a resize or the first frame (see `FramePresenter`).
    public func renderFrame(at now: Double = MonotonicClock.now()) {
        applyPendingResize()
        // Auto-growing views take their heights first: the layout that follows may move every view.
        for view in views where view.needsHeightFit { view.fitHeightIfGrowing() }
        presenter.present(
            views: views, labels: labels, background: backgroundColor, measurer: measurer, focusedView: focusedView,
            isActive: isActive, now: now)
    }

    /// Whether a caret would be visible in a frame drawn at `now`.
    func caretShows(at now: Double) -> Bool {
        guard isActive, let view = focusedView else { return false }
        return view.caretShows(at: now)
    }

    /// The next time the caret blinks, or nil when no caret blinks.
    func nextCaretBlink(after now: Double) -> Double? {
        guard isActive, let view = focusedView, view.textArea.isEditing else { return nil }
        return view.blink.nextChange(after: now)
    }
}
