// The area's layout and scrolling steps: the explicit places where wrapping happens and the scroll offset moves.
extension TextArea {
    /// Wraps what the bounds show and settles the scroll offset, if anything changed since it last ran.
    ///
    /// Every operation of the area ends with it, so a front end need not call
    /// it; calling it before drawing costs nothing when nothing changed.
    public func layoutIfNeeded() {
        viewport.layoutIfNeeded()
    }

    /// Runs the layout step and returns the frame of what the area shows now: its lines with their runs in visual
    /// order, selection, marked text, caret, placeholder and scroll position, and what changed since the frame before.
    ///
    /// The one call a front end makes per frame it draws. The step keeps
    /// the geometry of the lines shown, so every query about them afterwards
    /// (``runs(for:)``, ``caretRect(for:affinity:)``, ``offset(for:)``) reads
    /// what it kept; queries themselves never keep anything. While nothing
    /// the frame shows changes, the same frame (with the same
    /// ``TextAreaFrame/number``) comes back.
    public func makeFrame() -> TextAreaFrame {
        viewport.makeFrame()
    }

    /// Whether some lines are still to be wrapped (after a load, a resize, a large paste or a long cascade).
    public var hasPendingLayout: Bool { viewport.hasPendingLayout }

    /// Wraps up to about `lineBudget` pending lines; returns whether more remain. A front end calls it when idle.
    ///
    /// Lines wrapped above the screen do not move what is shown: the line at
    /// the top stays at the top.
    @discardableResult
    public func performPendingLayout(lineBudget: Int = LayoutBudget.idleLines) -> Bool {
        performOperation {
            let more = viewport.performPendingLayout(lineBudget: lineBudget)
            setNeedsDisplay()
            return more
        }
    }

    /// Wraps every pending line, so line numbers and ``lineCount`` are final.
    public func completeLayout() {
        performOperation {
            guard viewport.hasPendingLayout else { return }
            viewport.completeLayout()
            setNeedsDisplay()
        }
    }

    /// The height of everything that scrolls: the insets and the lines, or the placeholder when it is taller and the text is empty.
    ///
    /// While lines are still pending (see ``hasPendingLayout``) it counts the
    /// lines wrapped so far, so it may grow as layout completes.
    public var contentHeight: Double { viewport.contentHeight }

    /// The largest scroll offset: the content's overflow below the bounds.
    public var maximumContentOffsetY: Double { viewport.maximumContentOffsetY }

    /// Scrolls by `delta` pixels (positive scrolls the content up), clamped to the content; NaN does nothing.
    public func scroll(by delta: Double) {
        setContentOffsetY(contentOffsetY + delta)
    }

    /// Scrolls to `offset`, clamped to the content; NaN does nothing.
    ///
    /// Scrolling past the lines wrapped so far wraps more, as far as needed.
    public func setContentOffsetY(_ offset: Double) {
        performOperation {
            if viewport.setContentOffsetY(offset) { viewportDidScroll() }
        }
    }

    /// Scrolls the least amount that shows the whole caret.
    ///
    /// When the caret sits far into text not yet wrapped (after a jump to the
    /// end of a large document), a screen of lines above it is wrapped first,
    /// so the caret lands where it would with everything wrapped.
    public func scrollToCaret() {
        performOperation {
            if viewport.scrollToCaret() { viewportDidScroll() }
        }
    }

    /// Redraws and moves the input method's spot after the content scrolled.
    func viewportDidScroll() {
        setNeedsDisplay()
        caretDidMove()
    }
}
