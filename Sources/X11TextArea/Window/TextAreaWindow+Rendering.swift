import TextAreaCore

extension TextAreaWindow {
    /// Draws a frame into the back buffer and copies it to the window if one is needed; after an Expose alone, only copies.
    public func displayIfNeeded() {
        guard !isClosed else { return }
        applyPendingResize()
        if needsDisplay {
            renderFrame()
            needsCopy = true
        }
        if needsCopy && isMapped {
            backBuffer.copyToWindow()
            copyCount += 1
            needsCopy = false
            finishSyncRequestIfDrawn()
        }
    }

    /// Draws the background, the labels and every view into the back buffer, without copying it to the window.
    public func renderFrame(at now: Double = MonotonicClock.now()) {
        applyPendingResize()
        needsDisplay = false
        let canvas = Canvas(draw: backBuffer.draw, painter: painter)
        canvas.fill(
            Rect(x: 0, y: 0, width: Double(backBuffer.width), height: Double(backBuffer.height)),
            color: backgroundColor)
        for label in labels { label.draw(on: canvas, measurer: measurer) }
        for view in views {
            view.textArea.layoutIfNeeded()
            view.draw(on: canvas, now: now, showsCaret: isActive && view === focusedView)
        }
        caretVisibleInLastFrame = caretShows(at: now)
        frameCount += 1
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
