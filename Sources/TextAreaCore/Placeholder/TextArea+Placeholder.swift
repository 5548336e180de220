// The placeholder: when it shows, its font, and where its lines go (laid out by the viewport, drawn from UTF-8 as the text is).
extension TextArea {
    /// Whether the placeholder runs right to left: its first strong character does, or the area's base direction says so.
    public var isPlaceholderRightToLeft: Bool { viewport.placeholderLayout?.isRightToLeft ?? false }

    /// Whether the placeholder shows now: it is set and non-empty, the text is empty, nothing is being composed, and the visibility policy allows it.
    public var isPlaceholderVisible: Bool {
        guard let placeholder, !placeholder.isEmpty, storage.utf8Count == 0 else { return false }
        switch placeholderVisibility {
        case .whenEmpty: return true
        case .whenEmptyAndNotEditing: return !isEditing
        }
    }

    /// The font the placeholder is drawn in: ``placeholderFont``, or the text font when that is nil.
    public var effectivePlaceholderFont: Font { placeholderFont ?? font }

    /// The frame of the placeholder label: at the container's origin (its right edge for a right-to-left placeholder under natural alignment), as wide as its widest line and as tall as its lines (UIKit's `boundingRectWithSize` with the line-fragment origin); zero when there is no placeholder.
    ///
    /// The frame is the same whether or not the placeholder shows now.
    public var placeholderFrame: Rect { viewport.placeholderFrame }

    /// The placeholder's lines as drawn: each line's bytes, the top-left corner and baseline of where it goes, and its runs in visual order.
    public var placeholderLines: [PlaceholderLine] { viewport.placeholderLines }

    /// Calls `body` with the placeholder's UTF-8 bytes in `range` (a line's ``PlaceholderLine/range``), for drawing.
    @discardableResult
    public func withPlaceholderBytes<Result>(
        in range: Range<Int>,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        let utf8 = viewport.placeholderLayout?.utf8 ?? []
        let lower = min(max(range.lowerBound, 0), utf8.count)
        let upper = min(max(range.upperBound, lower), utf8.count)
        return utf8[lower..<upper].withUnsafeBufferPointer(body)
    }

    /// The text of a placeholder line.
    public func placeholderText(of line: PlaceholderLine) -> String {
        withPlaceholderBytes(in: line.range) { String(decoding: $0, as: UTF8.self) }
    }

    /// Lays the placeholder out again after its text or font changed, and redraws.
    func placeholderDidChange() {
        viewport.invalidatePlaceholder()
        // An empty area scrolls over its placeholder, which may now be shorter.
        viewport.clampScrollOffset()
        setNeedsDisplay()
    }
}
