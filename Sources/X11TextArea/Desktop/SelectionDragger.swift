import CX11
import TextAreaCore

/// A press on the selection that may become a drag of the text.
struct SelectionDrag {
    /// The view whose selection is dragged.
    let view: TextAreaView
    /// The dragged text's range.
    let range: Range<Int>
    /// Where the button went down, in window coordinates.
    let pressPoint: Point
    /// Whether the pointer moved far enough for the press to be a drag.
    var isDragging = false
}

/// Dragging the selection within the window: the text moves to where the button is released (Ctrl copies it), as one undo step, with a drop caret following the pointer.
///
/// A press on the selection starts nothing at once; moving the pointer
/// a few pixels makes it a drag, and a release without moving places the
/// caret as a click would. Dropping into another area of the window
/// inserts the text there (and, for a move, deletes it from the first).
/// The window's mouse handling offers each press, motion and release of
/// the first button here first.
@MainActor
final class SelectionDragger {
    /// How far the pointer moves before a press on the selection becomes a drag, in 96 dpi pixels.
    static let threshold = 4.0

    /// The drag under way, from the press on the selection to the release.
    private(set) var drag: SelectionDrag?

    /// Starts a possible drag when a single press without Shift lands on the selection; returns whether it did.
    func beginIfOnSelection(_ view: TextAreaView, at point: Point, clicks: Int, state: UInt32) -> Bool {
        let area = view.textArea
        let selection = area.selectedRange
        // A secure area's text is never dragged, within the window or out of it.
        guard clicks == 1, state & UInt32(ShiftMask) == 0, !selection.isEmpty, area.isEditable,
            !area.isSecureTextEntry, view.frame.contains(point)
        else { return false }
        let local = view.convertFromWindow(point)
        guard area.selectionRects(for: selection).contains(where: { $0.contains(local) }) else { return false }
        drag = SelectionDrag(view: view, range: selection, pressPoint: point)
        return true
    }

    /// Follows the pointer during a drag; returns whether one is under way.
    func move(to point: Point, state: UInt32, host: any DesktopHost) -> Bool {
        guard var drag else { return false }
        guard state & UInt32(Button1Mask) != 0 else {
            self.drag = nil
            host.showDropCaret(nil)
            return true
        }
        if !drag.isDragging {
            let threshold = host.scaled(Self.threshold)
            guard abs(point.x - drag.pressPoint.x) > threshold || abs(point.y - drag.pressPoint.y) > threshold
            else { return true }
            drag.isDragging = true
            self.drag = drag
        }
        host.showDropCaret(dropTarget(at: point, host: host))
        return true
    }

    /// Ends a drag: moves or copies the text to the drop caret, or places the caret when the pointer never moved; returns whether one was under way.
    func finish(at point: Point, state: UInt32, host: any DesktopHost) -> Bool {
        guard let drag else { return false }
        self.drag = nil
        host.showDropCaret(nil)
        let source = drag.view.textArea
        guard drag.isDragging else {
            let hit = source.offset(for: drag.view.convertFromWindow(drag.pressPoint))
            source.setSelection(anchor: hit.offset, head: hit.offset, affinity: hit.affinity)
            drag.view.restartBlink()
            return true
        }
        guard let target = dropTarget(at: point, host: host), source.selectedRange == drag.range else { return true }
        let copying = state & UInt32(ControlMask) != 0
        if target.view === drag.view && !copying {
            source.moveText(in: drag.range, to: target.offset)
        } else {
            let text = source.textStorage.string(in: drag.range)
            guard host.focus(target.view), target.view.textArea.dropText(text, at: target.offset) else { return true }
            if !copying { deleteDraggedText(drag) }
        }
        target.view.restartBlink()
        return true
    }

    /// The editable view under `point` and the offset there, if any.
    private func dropTarget(at point: Point, host: any DesktopHost) -> DropTarget? {
        guard let view = host.view(at: point), view.textArea.isEditable else { return nil }
        return (view, view.textArea.offset(for: view.convertFromWindow(point)).offset)
    }

    /// Deletes the text a move took to another area.
    private func deleteDraggedText(_ drag: SelectionDrag) {
        let area = drag.view.textArea
        area.setSelection(anchor: drag.range.lowerBound, head: drag.range.upperBound)
        area.deleteBackward()
    }
}
