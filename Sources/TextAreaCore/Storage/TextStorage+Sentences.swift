extension TextStorage {
    /// The most bytes on either side of an offset that ``sentenceRange(containing:)`` reads: a sentence longer than that is cut at the window's edge, so a query costs the same in a paragraph of megabytes.
    public static let sentenceSearchLimit = 4096

    /// The sentence around `offset`: from the end of the sentence before (or the paragraph's start) to just after this one's terminator, closing quotes or brackets and spaces, or its paragraph separator.
    ///
    /// The main rules of UAX #29's sentence boundaries: a sentence ends after
    /// `!`, `?` and the full stops of other scripts (`。`, `！`, `？`, `؟`,
    /// `।`, …), or after `.` unless a lower-case letter or a digit comes next
    /// ("e.g. this", "3.14"); a paragraph separator always ends one. For
    /// screen readers moving by sentence.
    public func sentenceRange(containing offset: Int) -> Range<Int> {
        let clamped = min(max(offset, 0), utf8Count)
        let paragraph = paragraphRange(containing: clamped)
        let lower = characterBoundary(atOrBefore: max(paragraph.lowerBound, clamped - Self.sentenceSearchLimit))
        let upper = characterBoundary(atOrBefore: min(paragraph.upperBound, clamped + Self.sentenceSearchLimit))
        let scalars = Array(string(in: lower..<upper).unicodeScalars)
        var ends: [Int] = []
        var position = lower
        var index = 0
        while index < scalars.count {
            position += UTF8.width(scalars[index])
            let scalar = scalars[index]
            index += 1
            guard Self.isSentenceTerminator(scalar) || scalar == "." else { continue }
            // Further terminators, closing punctuation and spaces belong to this sentence.
            while index < scalars.count, Self.isSentenceTerminator(scalars[index]) || scalars[index] == "." {
                position += UTF8.width(scalars[index])
                index += 1
            }
            while index < scalars.count, Self.isClosing(scalars[index]) {
                position += UTF8.width(scalars[index])
                index += 1
            }
            while index < scalars.count, scalars[index].properties.isWhitespace, !Self.isParagraphBreak(scalars[index])
            {
                position += UTF8.width(scalars[index])
                index += 1
            }
            if scalar == ".", index < scalars.count {
                let next = scalars[index].properties
                if next.isLowercase || next.numericType != nil { continue }
            }
            ends.append(position)
        }
        let start = ends.last { $0 <= clamped && $0 > lower } ?? lower
        let end = ends.first { $0 > clamped } ?? upper
        return start..<max(end, start)
    }

    /// Whether `scalar` ends a sentence wherever it stands (`.` needs a look at what follows and is not one).
    static func isSentenceTerminator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "!", "?", "。", "！", "？", "‼", "⁇", "⁈", "⁉", "؟", "۔", "।", "॥", "…", "｡": true
        default: false
        }
    }

    /// Whether `scalar` closes a quotation or a bracket after a sentence's end.
    static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation: true
        default: scalar == "\"" || scalar == "'"
        }
    }

    /// Whether `scalar` separates paragraphs (it ends the sentence as its paragraph's last character).
    static func isParagraphBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{85}" || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
