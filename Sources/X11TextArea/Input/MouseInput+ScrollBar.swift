import CX11
import TextAreaCore

/// The mouse on the views' overlay scroll bars: the pointer near one widens it, the primary button drags the thumb
/// or pages toward the pointer in the trough, Shift with it (or the middle button) moves the thumb to the pointer
/// and drags it. A press on a bar never moves the caret, selects or pastes.
extension MouseInput {
    /// The view whose scroll bar's thumb is being dragged, if any.
    func scrollBarDragView(in window: TextAreaWindow) -> TextAreaView? {
        window.views.first { $0.scrollBar.drag != nil }
    }

    /// Takes a press of the primary or middle button on a view's scroll bar; returns whether it was on one (then
    /// nothing else handles it).
    func handleScrollBarPress(_ event: XButtonEvent, at point: Point, in window: TextAreaWindow) -> Bool {
        let button = Int32(event.button)
        guard button == Button1 || button == Button2, state.drag == nil, scrollBarDragView(in: window) == nil,
            let view = window.view(at: point), view.scrollBarContains(point)
        else { return false }
        // A press with no motion before it (a touch, a warped pointer) widens the bar as well.
        view.setScrollBarHovered(true)
        guard let bar = view.scrollBarGeometry() else { return true }
        let jumps = button == Button2 || event.state & UInt32(ShiftMask) != 0
        let onThumb = point.y >= bar.thumb.minY && point.y < bar.thumb.maxY
        if !jumps && !onThumb {
            // One page toward the pointer, as GTK's trough click.
            view.textArea.scroll(byPages: point.y < bar.thumb.minY ? -1 : 1)
            return true
        }
        // Held where it was taken, or by its middle after jumping to the pointer.
        let grab = onThumb && !jumps ? point.y - bar.thumb.minY : (bar.thumb.height / 2).rounded(.down)
        view.beginScrollBarDrag(button: UInt32(button), grabOffset: grab, pointerY: point.y)
        if jumps { view.followScrollBarDrag() }
        updatePointerShape(at: event.x, event.y, in: window)
        return true
    }

    /// Ends the thumb's drag when its button is released; returns whether one was under way.
    func handleScrollBarRelease(_ event: XButtonEvent, at point: Point, in window: TextAreaWindow) -> Bool {
        guard let view = scrollBarDragView(in: window), view.scrollBar.drag?.button == event.button else {
            return false
        }
        view.dragScrollBar(to: point.y)
        view.endScrollBarDrag()
        updateScrollBarHover(at: point, in: window)
        return true
    }

    /// Moves the dragged thumb with the pointer; returns whether a drag was under way. A motion without the drag's
    /// button held (released outside the window) ends it.
    func handleScrollBarMotion(_ event: XMotionEvent, in window: TextAreaWindow) -> Bool {
        guard let view = scrollBarDragView(in: window), let drag = view.scrollBar.drag else { return false }
        let held = event.state & (UInt32(Button1Mask) << (drag.button - UInt32(Button1))) != 0
        let point = Point(x: Double(event.x), y: Double(event.y))
        if held {
            view.dragScrollBar(to: point.y)
        } else {
            view.endScrollBarDrag()
            updateScrollBarHover(at: point, in: window)
        }
        return true
    }

    /// Widens the scroll bar of the view under `point` when the pointer is on it, and narrows the others'; a
    /// selection being dragged widens none.
    func updateScrollBarHover(at point: Point, in window: TextAreaWindow) {
        let target = state.drag == nil ? window.view(at: point) : nil
        for view in window.views {
            view.setScrollBarHovered(view === target && view.scrollBarContains(point))
        }
    }

    /// Whether the pointer at `point` is over a scroll bar, or drags a thumb: it then shows the arrow.
    func pointsAtScrollBar(_ point: Point, in window: TextAreaWindow) -> Bool {
        scrollBarDragView(in: window) != nil || window.view(at: point)?.scrollBarContains(point) == true
    }

}
