import CX11
import TextAreaCore

/// The mouse in a window: the buttons place the caret, select by characters, words or paragraphs, paste PRIMARY, open the context menu and scroll; a drag past a view's edge scrolls it; the pointer shows an I-beam over views.
///
/// The window hands it every press, release, motion and crossing (core, or
/// XInput 2 ones translated to core events) with itself, the window whose
/// views, focus and selection the mouse works on. A press on the selection
/// goes first to the desktop's ``SelectionDragger``.
@MainActor
final class MouseInput {
    /// How often a drag outside its view scrolls, in seconds.
    static let autoscrollInterval = 0.05

    /// The pointer shapes the window shows.
    let cursors: PointerCursors
    /// Click counting, the drag under way, its autoscroll timer and the shape shown.
    private(set) var state = PointerState()

    /// Creates the cursors on `display`; the window frees them when it is destroyed.
    init(display: OpaquePointer) {
        cursors = PointerCursors(display: display)
    }

    /// Places the caret, starts a selection, pastes PRIMARY or scrolls, by button; a press outside every view ends editing.
    func handleButtonPress(_ event: XButtonEvent, in window: TextAreaWindow) {
        window.lastEventTime = event.time
        let point = Point(x: Double(event.x), y: Double(event.y))
        if handleScrollBarPress(event, at: point, in: window) { return }
        let target = window.view(at: point)
        // A click ends a composition, committing nothing, wherever it lands (the wheel does not).
        if (Button1...Button3).contains(Int32(event.button)) { window.keyboard.discardComposition() }
        switch Int32(event.button) {
        case Button1:
            let clicks = state.countClick(time: event.time, x: event.x, y: event.y)
            guard let target else {
                window.focus(nil)
                return
            }
            guard window.focus(target) else { return }
            if window.desktop.selectionDrag.beginIfOnSelection(target, at: point, clicks: clicks, state: event.state) {
                return
            }
            beginDrag(in: target, at: point, clicks: clicks, extending: event.state & UInt32(ShiftMask) != 0)
        case Button2:
            guard let target, window.focus(target) else { return }
            let offset = target.textArea.offset(for: target.convertFromWindow(point)).offset
            window.requestPaste(from: .primary, into: target, at: offset)
        case Button3:
            if let target { window.openContextMenu(for: target, pressedAt: event) }
        case 4...7:
            // The core wheel: 4 up, 5 down, 6 and 7 sideways (XInput 2 delivers smooth scrolling instead where it can).
            window.scrollByWheel(button: Int32(event.button), at: point)
        default:
            break
        }
    }

    /// Ends a drag; a non-empty selection made with the mouse becomes PRIMARY.
    func handleButtonRelease(_ event: XButtonEvent, in window: TextAreaWindow) {
        window.lastEventTime = event.time
        let point = Point(x: Double(event.x), y: Double(event.y))
        if handleScrollBarRelease(event, at: point, in: window) { return }
        if Int32(event.button) == Button1,
            window.desktop.selectionDrag.finish(at: point, state: event.state, host: window)
        {
            return
        }
        guard Int32(event.button) == Button1, let drag = state.drag else { return }
        state.drag = nil
        stopAutoscroll(in: window)
        updatePointerShape(at: event.x, event.y, in: window)
        if drag.view === window.focusedView, !drag.view.textArea.selectedRange.isEmpty {
            window.claimPrimarySelection()
        }
    }

    /// Extends a drag's selection to the pointer, scrolling when it is past the view's top or bottom, and updates the cursor shape.
    func handleMotion(_ event: XMotionEvent, in window: TextAreaWindow) {
        window.lastEventTime = event.time
        updatePointerShape(at: event.x, event.y, in: window)
        if handleScrollBarMotion(event, in: window) { return }
        if window.desktop.selectionDrag.move(
            to: Point(x: Double(event.x), y: Double(event.y)), state: event.state, host: window)
        {
            return
        }
        guard state.drag != nil else { return }
        guard event.state & UInt32(Button1Mask) != 0 else {
            state.drag = nil
            stopAutoscroll(in: window)
            return
        }
        state.drag?.point = Point(x: Double(event.x), y: Double(event.y))
        extendDrag()
        if state.autoscrollTimer == nil, autoscrollDistance() != 0 { scheduleAutoscroll(in: window) }
    }

    /// Shows the I-beam over views (and while dragging a selection), the arrow elsewhere and over scroll bars; widens
    /// the scroll bar the pointer is on.
    func updatePointerShape(at x: Int32, _ y: Int32, in window: TextAreaWindow) {
        let point = Point(x: Double(x), y: Double(y))
        updateScrollBarHover(at: point, in: window)
        let overText =
            state.drag != nil || (window.view(at: point) != nil && !pointsAtScrollBar(point, in: window))
        guard overText != state.showsTextBeam else { return }
        state.showsTextBeam = overText
        XDefineCursor(window.connection.display, window.windowID, overText ? cursors.textBeam : cursors.arrow)
    }

    private func beginDrag(in view: TextAreaView, at point: Point, clicks: Int, extending: Bool) {
        let area = view.textArea
        let hit = area.offset(for: view.convertFromWindow(point))
        let anchorRange: Range<Int>
        let granularity: PointerDrag.Granularity
        switch clicks {
        case 2:
            granularity = .word
            anchorRange = area.wordRange(around: hit.offset)
            area.setSelection(anchor: anchorRange.lowerBound, head: anchorRange.upperBound)
        case 3:
            granularity = .paragraph
            anchorRange = paragraphRange(in: area, containing: hit.offset)
            area.setSelection(anchor: anchorRange.lowerBound, head: anchorRange.upperBound)
        default:
            granularity = .character
            let anchor = extending ? area.anchorOffset : hit.offset
            anchorRange = anchor..<anchor
            area.setSelection(anchor: anchor, head: hit.offset, affinity: hit.affinity)
        }
        view.restartBlink()
        state.drag = PointerDrag(view: view, granularity: granularity, anchorRange: anchorRange, point: point)
    }

    /// The paragraph a triple-click selects: the whole text of a secure area, whose line breaks are not shown.
    private func paragraphRange(in area: TextArea, containing offset: Int) -> Range<Int> {
        area.isSecureTextEntry ? 0..<area.utf8Count : area.textStorage.paragraphRange(containing: offset)
    }

    /// Selects from the drag's anchor to the pointer, by the drag's unit.
    private func extendDrag() {
        guard let drag = state.drag else { return }
        let area = drag.view.textArea
        // A field scrolls sideways to the dragged end, as typing does.
        defer { if area.isSingleLine { area.scrollToCaret() } }
        let hit = area.offset(for: drag.view.convertFromWindow(drag.point))
        let reached: Range<Int>
        switch drag.granularity {
        case .character:
            area.setSelection(anchor: drag.anchorRange.lowerBound, head: hit.offset, affinity: hit.affinity)
            return
        case .word:
            reached = area.wordRange(around: hit.offset)
        case .paragraph:
            reached = paragraphRange(in: area, containing: hit.offset)
        }
        let anchor = drag.anchorRange
        if reached.lowerBound < anchor.lowerBound {
            area.setSelection(anchor: anchor.upperBound, head: reached.lowerBound)
        } else {
            area.setSelection(anchor: anchor.lowerBound, head: max(reached.upperBound, anchor.upperBound))
        }
    }

    /// How far the dragging pointer is above (negative) or below (positive) its view, or 0 inside; left or right of
    /// a field, which scrolls sideways.
    private func autoscrollDistance() -> Double {
        guard let drag = state.drag else { return 0 }
        let frame = drag.view.frame
        if drag.view.textArea.isSingleLine {
            if drag.point.x < frame.minX { return drag.point.x - frame.minX }
            if drag.point.x >= frame.maxX { return drag.point.x - frame.maxX + 1 }
            return 0
        }
        if drag.point.y < frame.minY { return drag.point.y - frame.minY }
        if drag.point.y >= frame.maxY { return drag.point.y - frame.maxY + 1 }
        return 0
    }

    private func scheduleAutoscroll(in window: TextAreaWindow) {
        state.autoscrollTimer = window.scheduleTimer(after: Self.autoscrollInterval) { [weak self, weak window] in
            guard let self, let window else { return }
            self.state.autoscrollTimer = nil
            let distance = self.autoscrollDistance()
            guard distance != 0, let drag = self.state.drag else { return }
            // Farther from the edge scrolls faster, up to two lines a step.
            let limit = max(drag.view.textArea.lineHeight * 2, 1)
            // A field scrolls as the selection's end follows the pointer past its edge.
            if !drag.view.textArea.isSingleLine { drag.view.textArea.scroll(by: min(max(distance, -limit), limit)) }
            self.extendDrag()
            self.scheduleAutoscroll(in: window)
        }
    }

    private func stopAutoscroll(in window: TextAreaWindow) {
        if let timer = state.autoscrollTimer { window.cancelTimer(timer) }
        state.autoscrollTimer = nil
    }
}
