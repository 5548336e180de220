// Auto-growing areas: the height a view sized to its content takes, between a minimum and a maximum number of lines.
extension TextArea {
    /// The height an auto-growing area (``growsToFit``) takes at `width`: ``sizeThatFits(_:)``'s, kept between ``minimumLineCount`` and ``maximumLineCount`` lines of the text font plus the insets.
    ///
    /// Past the maximum the area keeps that height and scrolls. A pure query:
    /// at the area's own width it reads the current layout, whose pending
    /// lines count as one line each (a lower bound, enough to see the
    /// maximum is reached); at another width, or when a pending layout might
    /// still be below the maximum, it wraps a copy as ``sizeThatFits(_:)``
    /// does.
    public func fittingHeight(forWidth width: Double) -> Double {
        let lineHeight = viewport.lineHeight
        let insets = textContainerInset.top + textContainerInset.bottom
        let minimum = insets + Double(max(minimumLineCount, 0)) * lineHeight
        let maximum = maximumLineCount.map { max(insets + Double(max($0, 0)) * lineHeight, minimum) } ?? .infinity
        let current = viewport.textLayout
        if width == size.width, !current.isComplete, let maximumLineCount, current.lineCount >= maximumLineCount {
            return maximum
        }
        let content = sizeThatFits(Size(width: width, height: .infinity)).height
        return min(max(content, minimum), maximum)
    }
}
