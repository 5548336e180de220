/// The horizontal spans of decorations on lines that run simply left to right, kept across frames: each frame
/// shows the same decorated lines again, and finding a span's ends measures the line up to them.
///
/// A line is kept under its start and length. An entry lives only while its
/// bytes stay as they were: an edit that reaches the line (or touches its
/// ends) drops it, and one before it moves it to its new start, so a line
/// found under its start and length has the bytes it was measured with. What
/// else goes into a width (the measurer, the font, tab stops) empties the
/// cache when it changes (see `TextViewport.invalidateLayout()`).
///
/// The lines are kept in an array sorted by start: an edit drops the lines
/// it reaches and adds its length change to the starts after it, with no
/// hashing and no new storage, which matters because it runs on every
/// keystroke.
struct DecorationSpanCache {
    /// One line's spans, by range from the line's start, from the line's origin.
    private struct Line {
        var start: Int
        var length: Int
        /// Sorted by range (lower bound, then upper): a line may carry a decoration on every word (text in a
        /// language the dictionary lacks), and each frame looks every one of them up.
        var spans: [(range: Range<Int>, span: ClosedRange<Double>)]

        /// The index of the first span whose range is not before `range` (by lower bound, then upper).
        func spanIndex(of range: Range<Int>) -> Int {
            var low = 0
            var high = spans.count
            while low < high {
                let middle = (low + high) / 2
                let other = spans[middle].range
                if other.lowerBound < range.lowerBound
                    || (other.lowerBound == range.lowerBound && other.upperBound < range.upperBound)
                {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            return low
        }
    }

    /// The most lines kept; past it the cache starts over. A frame of a 2,000 px tall area shows about 120, and every
    /// edit walks the lines kept, so the cache holds a few screens, not all a scroll has passed.
    static let lineLimit = 256

    /// The lines kept, by increasing start.
    private var lines: [Line] = []

    /// The index of the first line starting at or after `start`.
    private func firstIndex(startingAtOrAfter start: Int) -> Int {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].start < start { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The span of `range` (from the line's start) on the line starting at `start` with `length` bytes, if kept.
    func span(lineStart start: Int, length: Int, range: Range<Int>) -> ClosedRange<Double>? {
        let index = firstIndex(startingAtOrAfter: start)
        guard index < lines.count, lines[index].start == start, lines[index].length == length else { return nil }
        let spanIndex = lines[index].spanIndex(of: range)
        guard spanIndex < lines[index].spans.count, lines[index].spans[spanIndex].range == range else { return nil }
        return lines[index].spans[spanIndex].span
    }

    /// Keeps the span of `range` (from the line's start) on the line starting at `start` with `length` bytes.
    mutating func keep(_ span: ClosedRange<Double>, lineStart start: Int, length: Int, range: Range<Int>) {
        var index = firstIndex(startingAtOrAfter: start)
        if index < lines.count, lines[index].start == start {
            if lines[index].length != length { lines[index] = Line(start: start, length: length, spans: []) }
        } else {
            if lines.count >= Self.lineLimit {
                lines.removeAll(keepingCapacity: true)
                index = 0
            }
            lines.insert(Line(start: start, length: length, spans: []), at: index)
        }
        let spanIndex = lines[index].spanIndex(of: range)
        if spanIndex < lines[index].spans.count, lines[index].spans[spanIndex].range == range {
            lines[index].spans[spanIndex].span = span
        } else {
            lines[index].spans.insert((range, span), at: spanIndex)
        }
    }

    /// Follows an edit: `replaced` (a range of the text before it) became `insertedLength` bytes.
    ///
    /// Each line is judged on its own (lines kept from before an earlier
    /// rewrap may overlap newer ones): a line that ends before the edit
    /// stays, one that starts after it moves by its length change, and one
    /// it reaches or touches goes. Starts stay sorted: the edit moves every
    /// line after it by the same amount, to after what it inserted.
    mutating func storageDidReplace(_ replaced: Range<Int>, insertedLength: Int) {
        guard !lines.isEmpty else { return }
        let delta = insertedLength - replaced.count
        lines.removeAll { $0.start + $0.length >= replaced.lowerBound && $0.start <= replaced.upperBound }
        guard delta != 0 else { return }
        for index in lines.indices.reversed() {
            guard lines[index].start > replaced.upperBound else { break }
            lines[index].start += delta
        }
    }

    /// Forgets every line.
    mutating func removeAll() {
        lines.removeAll()
    }
}
