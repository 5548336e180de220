import CX11
import TextAreaCore

/// What the primary button is doing: which view it selects in, by what unit, from where.
struct PointerDrag {
    /// The unit a drag extends the selection by.
    enum Granularity {
        /// Grapheme clusters (a single click).
        case character
        /// Words (a double click).
        case word
        /// Paragraphs (a triple click).
        case paragraph
    }

    /// The view the press landed in; the drag selects there even outside its frame.
    let view: TextAreaView
    let granularity: Granularity
    /// What the press selected: the fixed part of the selection while dragging.
    let anchorRange: Range<Int>
    /// The pointer's latest position, in window coordinates.
    var point: Point
}

/// The pointer's state in a window: multi-click counting, the current drag, and the cursor shape shown.
struct PointerState {
    /// How close in time two presses must be to count as a double or triple click, in milliseconds.
    static let multiClickInterval: Time = 400
    /// How far apart two presses may be to count as a multiple click, in pixels.
    static let multiClickDistance: Int32 = 4

    private var lastPress: (time: Time, x: Int32, y: Int32, count: Int)? = nil
    /// The drag under way while the primary button is held.
    var drag: PointerDrag? = nil
    /// The timer that scrolls while a drag is outside its view.
    var autoscrollTimer: TimerID? = nil
    /// Whether the I-beam shows (over a view, or while dragging).
    var showsTextBeam = false

    /// Counts a primary-button press: 1 for a single click, 2 and 3 for quick presses in the same place, then 1 again.
    mutating func countClick(time: Time, x: Int32, y: Int32) -> Int {
        var count = 1
        if let last = lastPress, time &- last.time <= Self.multiClickInterval,
            abs(x - last.x) <= Self.multiClickDistance, abs(y - last.y) <= Self.multiClickDistance
        {
            count = last.count % 3 + 1
        }
        lastPress = (time, x, y, count)
        return count
    }
}
