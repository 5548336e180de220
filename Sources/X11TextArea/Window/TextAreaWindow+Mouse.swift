import CX11
import TextAreaCore

extension TextAreaWindow {
    /// How often a drag outside its view scrolls, in seconds.
    static let autoscrollInterval = 0.05

    /// Places the caret, starts a selection, pastes PRIMARY or scrolls, by button; a press outside every view ends editing.
    func handleButtonPress(_ event: XButtonEvent) {
        lastEventTime = event.time
        let point = Point(x: Double(event.x), y: Double(event.y))
        let target = view(at: point)
        switch Int32(event.button) {
        case Button1:
            let clicks = pointer.countClick(time: event.time, x: event.x, y: event.y)
            guard let target else {
                focus(nil)
                return
            }
            guard focus(target) else { return }
            if desktop.selectionDrag.beginIfOnSelection(target, at: point, clicks: clicks, state: event.state) {
                return
            }
            beginDrag(in: target, at: point, clicks: clicks, extending: event.state & UInt32(ShiftMask) != 0)
        case Button2:
            guard let target, focus(target) else { return }
            let offset = target.textArea.offset(for: target.convertFromWindow(point)).offset
            requestPaste(from: .primary, into: target, at: offset)
        case Button3:
            if let target { openContextMenu(for: target, pressedAt: event) }
        case 4...7:
            // The core wheel: 4 up, 5 down, 6 and 7 sideways (XInput 2 delivers smooth scrolling instead where it can).
            scrollByWheel(button: Int32(event.button), at: point)
        default:
            break
        }
    }

    /// Ends a drag; a non-empty selection made with the mouse becomes PRIMARY.
    func handleButtonRelease(_ event: XButtonEvent) {
        lastEventTime = event.time
        let point = Point(x: Double(event.x), y: Double(event.y))
        if Int32(event.button) == Button1, desktop.selectionDrag.finish(at: point, state: event.state, host: self) {
            return
        }
        guard Int32(event.button) == Button1, let drag = pointer.drag else { return }
        pointer.drag = nil
        stopAutoscroll()
        updatePointerShape(at: event.x, event.y)
        if drag.view === focusedView, !drag.view.textArea.selectedRange.isEmpty {
            claimPrimarySelection()
        }
    }

    /// Extends a drag's selection to the pointer, scrolling when it is past the view's top or bottom, and updates the cursor shape.
    func handleMotion(_ event: XMotionEvent) {
        lastEventTime = event.time
        updatePointerShape(at: event.x, event.y)
        if desktop.selectionDrag.move(to: Point(x: Double(event.x), y: Double(event.y)), state: event.state, host: self)
        {
            return
        }
        guard pointer.drag != nil else { return }
        guard event.state & UInt32(Button1Mask) != 0 else {
            pointer.drag = nil
            stopAutoscroll()
            return
        }
        pointer.drag?.point = Point(x: Double(event.x), y: Double(event.y))
        extendDrag()
        if pointer.autoscrollTimer == nil, autoscrollDistance() != 0 { scheduleAutoscroll() }
    }

    /// Shows the I-beam over views (and while dragging), the arrow elsewhere.
    func updatePointerShape(at x: Int32, _ y: Int32) {
        let overText = pointer.drag != nil || view(at: Point(x: Double(x), y: Double(y))) != nil
        guard overText != pointer.showsTextBeam else { return }
        pointer.showsTextBeam = overText
        XDefineCursor(connection.display, windowID, overText ? cursors.textBeam : cursors.arrow)
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
            anchorRange = area.textStorage.paragraphRange(containing: hit.offset)
            area.setSelection(anchor: anchorRange.lowerBound, head: anchorRange.upperBound)
        default:
            granularity = .character
            let anchor = extending ? area.anchorOffset : hit.offset
            anchorRange = anchor..<anchor
            area.setSelection(anchor: anchor, head: hit.offset, affinity: hit.affinity)
        }
        view.restartBlink()
        pointer.drag = PointerDrag(view: view, granularity: granularity, anchorRange: anchorRange, point: point)
    }

    /// Selects from the drag's anchor to the pointer, by the drag's unit.
    private func extendDrag() {
        guard let drag = pointer.drag else { return }
        let area = drag.view.textArea
        let hit = area.offset(for: drag.view.convertFromWindow(drag.point))
        let reached: Range<Int>
        switch drag.granularity {
        case .character:
            area.setSelection(anchor: drag.anchorRange.lowerBound, head: hit.offset, affinity: hit.affinity)
            return
        case .word:
            reached = area.wordRange(around: hit.offset)
        case .paragraph:
            reached = area.textStorage.paragraphRange(containing: hit.offset)
        }
        let anchor = drag.anchorRange
        if reached.lowerBound < anchor.lowerBound {
            area.setSelection(anchor: anchor.upperBound, head: reached.lowerBound)
        } else {
            area.setSelection(anchor: anchor.lowerBound, head: max(reached.upperBound, anchor.upperBound))
        }
    }

    /// How far the dragging pointer is above (negative) or below (positive) its view, or 0 inside.
    private func autoscrollDistance() -> Double {
        guard let drag = pointer.drag else { return 0 }
        let frame = drag.view.frame
        if drag.point.y < frame.minY { return drag.point.y - frame.minY }
        if drag.point.y >= frame.maxY { return drag.point.y - frame.maxY + 1 }
        return 0
    }

    private func scheduleAutoscroll() {
        pointer.autoscrollTimer = scheduleTimer(after: Self.autoscrollInterval) { [weak self] in
            guard let self else { return }
            self.pointer.autoscrollTimer = nil
            let distance = self.autoscrollDistance()
            guard distance != 0, let drag = self.pointer.drag else { return }
            // Farther from the edge scrolls faster, up to two lines a step.
            let limit = max(drag.view.textArea.lineHeight * 2, 1)
            drag.view.textArea.scroll(by: min(max(distance, -limit), limit))
            self.extendDrag()
            self.scheduleAutoscroll()
        }
    }

    private func stopAutoscroll() {
        if let timer = pointer.autoscrollTimer { cancelTimer(timer) }
        pointer.autoscrollTimer = nil
    }
}
