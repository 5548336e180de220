import TextAreaCore

extension TextAreaWindow {
    /// Draws what changed into the back buffer and copies the changed and exposed parts to the window, if anything
    /// is waiting; after an Expose alone, only copies.
    public func displayIfNeeded() {
        guard !isClosed else { return }
        applyPendingResize()
        if needsDisplay { renderFrame() }
        if !pendingCopy.isEmpty && isMapped {
            let copied = pendingCopy.clipped(
                to: Rect(x: 0, y: 0, width: Double(backBuffer.width), height: Double(backBuffer.height)))
            backBuffer.copyToWindow(copied.rects)
            copyCount += 1
            copiedPixelCount += copied.pixelCount
            pendingCopy = DirtyRegion()
            finishSyncRequestIfDrawn()
        }
    }

    /// Brings the back buffer up to date without copying it to the window: redraws the pixels that changed since the
    /// last frame, or all of them after ``setNeedsDisplay()``, a resize or the first frame.
    ///
    /// Each view's drawn state (lines with digests of their bytes, the
    /// selection, caret, placeholder and scroll thumb) is compared with the
    /// last frame's; the frame is drawn, in the same order as a whole one,
    /// under a clip of the changed rectangles, so the buffer ends up exactly
    /// as a whole redraw would leave it. The changed area waits for the next
    /// copy to the window (``displayIfNeeded()``).
    public func renderFrame(at now: Double = MonotonicClock.now()) {
        applyPendingResize()
        // Auto-growing views take their heights first: the layout that follows may move every view.
        for view in self.views where view.needsHeightFit { view.fitHeightIfGrowing() }
        needsDisplay = false
        var views: [DrawnViewState] = []
        let identities = self.views.map { ObjectIdentifier($0) }
        let previousViews = lastDrawnFrame.flatMap { $0.viewIdentities == identities ? $0.views : nil }
        for (index, view) in self.views.enumerated() {
            views.append(
                view.drawnState(
                    now: now, showsCaret: isActive && view === focusedView, previous: previousViews?[index]))
        }
        let frame = DrawnFrame(
            bufferWidth: backBuffer.width, bufferHeight: backBuffer.height, background: backgroundColor,
            viewIdentities: identities, views: views,
            labels: labels.map { $0.drawnState(measurer: measurer, windowWidth: Double(backBuffer.width)) })
        let changed =
            needsFullRedraw || !redrawsOnlyChanges ? nil : lastDrawnFrame.flatMap { frame.changedRegion(since: $0) }
        needsFullRedraw = false
        lastDrawnFrame = frame
        caretVisibleInLastFrame = caretShows(at: now)
        let region = changed ?? DirtyRegion(frame.bounds)
        guard !region.isEmpty else { return }

        let canvas = Canvas(draw: backBuffer.draw, painter: painter, visibleX: 0...Double(backBuffer.width))
        if changed != nil { canvas.clip(to: region) }
        canvas.fill(frame.bounds, color: backgroundColor)
        for (label, drawn) in zip(labels, frame.labels) where changed == nil || region.intersects(drawn.strip) {
            label.draw(on: canvas, measurer: measurer)
        }
        for (view, drawn) in zip(self.views, views) {
            view.draw(drawn, on: canvas, within: changed.map { _ in region })
        }
        if changed != nil { canvas.removeClip() }
        pendingCopy.formUnion(region)
        redrawnPixelCount += region.pixelCount
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
