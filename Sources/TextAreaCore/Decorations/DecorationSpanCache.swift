/// The horizontal spans of decorations on lines that run simply left to right, kept across frames: each frame
/// shows the same decorated lines again, and finding a span's ends measures the line up to them.
///
/// A line is kept under its start and length. An entry lives only while its
/// bytes stay as they were: an edit that reaches the line (or touches its
/// ends) drops it, and one before it moves it to its new start, so a line
/// found under its start and length has the bytes it was measured with. What
/// else goes into a width (the measurer, the font, tab stops) empties the
/// cache when it changes (see `TextViewport.invalidateLayout()`).
struct DecorationSpanCache {
    /// One line's spans, by range from the line's start, from the line's origin.
    private struct Line {
        var length: Int
        var spans: [Range<Int>: ClosedRange<Double>]
    }

    /// The most lines kept; past it the cache starts over. A frame of a 2,000 px tall area shows about 120, and every
    /// edit walks the lines kept, so the cache holds a few screens, not all a scroll has passed.
    static let lineLimit = 256

    private var lines: [Int: Line] = [:]

    /// The span of `range` (from the line's start) on the line starting at `start` with `length` bytes, if kept.
    func span(lineStart start: Int, length: Int, range: Range<Int>) -> ClosedRange<Double>? {
        guard let line = lines[start], line.length == length else { return nil }
        return line.spans[range]
    }

    /// Keeps the span of `range` (from the line's start) on the line starting at `start` with `length` bytes.
    mutating func keep(_ span: ClosedRange<Double>, lineStart start: Int, length: Int, range: Range<Int>) {
        if lines[start]?.length != length {
            if lines.count >= Self.lineLimit { lines.removeAll(keepingCapacity: true) }
            lines[start] = Line(length: length, spans: [:])
        }
        lines[start]?.spans[range] = span
    }

    /// Follows an edit: `replaced` (a range of the text before it) became `insertedLength` bytes.
    mutating func storageDidReplace(_ replaced: Range<Int>, insertedLength: Int) {
        guard !lines.isEmpty else { return }
        let delta = insertedLength - replaced.count
        var moved: [Int: Line] = [:]
        moved.reserveCapacity(lines.count)
        for (start, line) in lines {
            if start + line.length < replaced.lowerBound {
                moved[start] = line
            } else if start > replaced.upperBound {
                moved[start + delta] = line
            }
        }
        lines = moved
    }

    /// Forgets every line.
    mutating func removeAll() {
        lines.removeAll()
    }
}
