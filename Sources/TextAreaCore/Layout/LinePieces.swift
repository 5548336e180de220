/// The pieces a line is measured and drawn in when the measurer is not additive: the visible part of each stretch between line-break opportunities, and each space or tab that hangs after it.
///
/// The wrapper measures lines in the same pieces (a segment's visible part,
/// then its trailing spaces at the width of one space each), so a line's
/// positions, its drawing and its wrap agree: shaping (kerning, ligatures,
/// joining) never reaches across a piece's ends.
enum LinePieces {
    /// What a piece is.
    enum Kind: Equatable {
        /// Text, measured as one shaped piece.
        case text
        /// A space (U+0020), one space wide.
        case space
        /// A tab, to the next tab stop.
        case tab
    }

    /// Calls `body` with each piece of `content` (a line's bytes without its break characters), in order, as a byte range of `content` and its kind.
    static func forEach(in content: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>, Kind) -> Void) {
        var iterator = LineBreakIterator(utf8: content, isEndOfText: true)
        var start = 0
        func close(at end: Int) {
            var visibleEnd = end
            while visibleEnd > start && (content[visibleEnd - 1] == 0x20 || content[visibleEnd - 1] == 0x09) {
                visibleEnd -= 1
            }
            if visibleEnd > start { body(start..<visibleEnd, .text) }
            for position in visibleEnd..<end {
                body(position..<(position + 1), content[position] == 0x09 ? .tab : .space)
            }
            start = end
        }
        while let opportunity = iterator.next() {
            let end = min(opportunity.offset, content.count)
            // UAX #14 allows a few breaks inside a grapheme cluster; a piece never splits one.
            if end < content.count && LineWrapper.mayContinueCluster(at: end, in: content)
                && LineWrapper.isInsideCluster(end, in: content)
            {
                continue
            }
            if end > start { close(at: end) }
        }
        if start < content.count { close(at: content.count) }
    }
}
