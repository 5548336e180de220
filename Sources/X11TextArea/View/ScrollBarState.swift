import TextAreaCore

/// The pointer's dealings with one view's scroll bar: whether it is near the bar (which then shows wide over its
/// trough), and the thumb's drag.
struct ScrollBarState {
    /// Whether the pointer is over the bar's strip at the right edge.
    var isHovered = false
    /// The thumb's drag, while a button holds it.
    var drag: ScrollBarDrag? = nil

    /// Whether the bar shows wide over its trough: while the pointer is near it or drags it.
    var isWide: Bool { isHovered || drag != nil }
}

/// A drag of a scroll bar's thumb: the thumb's top follows the pointer, the grab point staying under it.
struct ScrollBarDrag {
    /// The button that holds the thumb (the primary one, or the middle one, which first moves the thumb there).
    let button: UInt32
    /// How far below the thumb's top the pointer holds it, in pixels.
    let grabOffset: Double
    /// The pointer's latest y, in window coordinates.
    var pointerY: Double
    /// The timer that moves the content again next turn while lines are still pending (the content's end, and so
    /// where the pointer's place puts it, may still move); nil when none is due.
    var followTimer: TimerID? = nil
}
