import TextAreaCore

/// Where a view's overlay scroll bar is, in window coordinates: a thin thumb at the right edge of the content, which
/// widens over a trough while the pointer is near it, as GTK's overlay scroll bars do.
///
/// The bar stays at the right edge whatever the text's direction. The
/// thumb moves along the same track thin or wide, so widening never moves
/// it up or down; its length shows the part of the content shown.
struct ScrollBarGeometry: Equatable {
    /// The thin thumb's width, in 96 dpi pixels.
    static let thinWidth = 3.0
    /// The widened thumb's width, in 96 dpi pixels.
    static let wideWidth = 8.0
    /// The space between the thumb and the content's edges, in 96 dpi pixels.
    static let margin = 2.0
    /// The shortest the thumb gets, in 96 dpi pixels.
    static let minimumThumbHeight = 16.0

    /// The strip at the right edge where the pointer widens the bar and presses go to it, from the content's top
    /// to its bottom; the trough fills it while the bar is wide.
    let strip: Rect
    /// Where the thumb moves: its top goes from the track's top to its bottom less the thumb's height.
    let track: Rect
    /// The thumb.
    let thumb: Rect

    /// The bar of a view whose content (inside the border) is `contentClip`, scrolled to `position`, at `scale`,
    /// wide or thin.
    init(contentClip: Rect, position: TextAreaFrame.ScrollPosition, scale: Double, isWide: Bool) {
        func scaled(_ length: Double) -> Double { (length * scale).rounded() }
        let margin = scaled(Self.margin)
        let wide = scaled(Self.wideWidth)
        let width = isWide ? wide : scaled(Self.thinWidth)
        let stripWidth = min(wide + 2 * margin, contentClip.width)
        strip = Rect(
            x: contentClip.maxX - stripWidth, y: contentClip.minY, width: stripWidth, height: contentClip.height)
        track = Rect(
            x: contentClip.maxX - width - margin, y: contentClip.minY + margin, width: width,
            height: max(contentClip.height - 2 * margin, 0))
        let thumbHeight = min(
            max((track.height * position.visibleFraction).rounded(), scaled(Self.minimumThumbHeight)), track.height)
        let travel = track.height - thumbHeight
        thumb = Rect(
            x: track.minX, y: track.minY + (travel * min(max(position.progress, 0), 1)).rounded(), width: width,
            height: thumbHeight)
    }

    /// How far the thumb can move: the track's height less the thumb's.
    var travel: Double { track.height - thumb.height }

    /// The progress that puts the thumb's top at `y`, clamped to 0...1; when the thumb fills the track (the
    /// content overflows by less than its shortest travel), the end for any `y` below the track's top, else the top.
    func progress(forThumbTop y: Double) -> Double {
        guard travel > 0 else { return y > track.minY ? 1 : 0 }
        return min(max((y - track.minY) / travel, 0), 1)
    }

    /// Whether `point` is on the bar: in the strip, or on the view's border beside it (`frame`, the view's frame).
    func contains(_ point: Point, in frame: Rect) -> Bool {
        point.x >= strip.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
    }
}
