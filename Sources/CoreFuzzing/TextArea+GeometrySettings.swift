import TextAreaCore

extension TextArea {
    /// A new, empty area with every setting of this one that goes into geometry: measurer, font, size, insets,
    /// padding, tab interval, writing directions and alignment; checks compare what it answers with this one's.
    public func emptyAreaWithTheSameGeometrySettings() -> TextArea {
        let fresh = TextArea()
        fresh.measurer = measurer
        fresh.font = font
        fresh.size = size
        fresh.textContainerInset = textContainerInset
        fresh.lineFragmentPadding = lineFragmentPadding
        fresh.tabInterval = tabInterval
        fresh.baseWritingDirection = baseWritingDirection
        fresh.defaultWritingDirection = defaultWritingDirection
        fresh.alignment = alignment
        return fresh
    }
}
