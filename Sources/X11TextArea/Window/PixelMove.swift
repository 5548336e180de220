import TextAreaCore

/// Pixels a frame moves sideways inside the back buffer before it draws: what is in `source` is copied `distance`
/// pixels to the right (to the left when negative).
struct PixelMove: Equatable {
    /// The pixels moved, in window coordinates (whole pixels).
    var source: Rect
    /// How far they move, in whole pixels.
    var distance: Double

    /// Where the pixels end up.
    var destination: Rect { source.offsetBy(dx: distance, dy: 0) }
}

/// What a frame changes in the back buffer: pixels it moves first, then the region it draws again.
struct FrameChanges {
    /// The pixels to draw again, after the moves.
    var redraw = DirtyRegion()
    /// The moves, in order.
    var moves: [PixelMove] = []
}
