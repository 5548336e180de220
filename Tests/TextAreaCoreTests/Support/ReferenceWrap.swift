@testable import TextAreaCore

/// One line of a reference wrap: its bytes in the whole text, its break length and its visible width.
struct ReferenceLine: Hashable, CustomStringConvertible {
    var range: Range<Int>
    var breakLength: Int
    var width: Double

    var description: String { "\(range.lowerBound)..<\(range.upperBound) break \(breakLength) width \(width)" }
}

/// A full re-wrap of whole paragraphs of a text, computed from scratch, to compare an incremental layout with.
///
/// A paragraph here ends after a mandatory break (LF, CR, CR LF, VT, FF, NEL,
/// LS or PS). Wrapping restarts at every paragraph start, so the lines of a
/// run of whole paragraphs, wrapped on their own, are exactly the lines a
/// wrap of the whole text gives there.
enum ReferenceWrap {
    /// Whether a mandatory break ends just before `offset` (CR LF counts once, after the LF).
    static func isParagraphStart(_ offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset > 0 else { return true }
        let last = bytes[offset - 1]
        switch last {
        case 0x0A, 0x0B, 0x0C:
            return true
        case 0x0D:
            return offset == bytes.count || bytes[offset] != 0x0A
        case 0x85:
            return offset >= 2 && bytes[offset - 2] == 0xC2
        case 0xA8, 0xA9:
            return offset >= 3 && bytes[offset - 3] == 0xE2 && bytes[offset - 2] == 0x80
        default:
            return false
        }
    }

    /// The start of the paragraph holding `offset`.
    static func paragraphStart(containing offset: Int, in bytes: [UInt8]) -> Int {
        var start = offset
        while !isParagraphStart(start, in: bytes) { start -= 1 }
        return start
    }

    /// The end of the paragraph holding `offset`, after its break characters; the start of the next paragraph.
    static func paragraphEnd(containing offset: Int, in bytes: [UInt8]) -> Int {
        var end = offset + 1
        while end < bytes.count && !isParagraphStart(end, in: bytes) { end += 1 }
        return min(end, bytes.count)
    }

    /// The whole paragraphs that hold every offset in `offsets`.
    static func paragraphs(holding offsets: [Int], in bytes: [UInt8]) -> Range<Int> {
        let lower = paragraphStart(containing: offsets.min() ?? 0, in: bytes)
        let upper = paragraphEnd(containing: offsets.max() ?? 0, in: bytes)
        return lower..<max(upper, lower)
    }

    /// The lines of `bytes[region]` wrapped on their own, in the whole text's offsets.
    ///
    /// `region` must start at a paragraph start, or at a break opportunity for
    /// the greedy wrap from there. If it ends inside the text, it must end at a
    /// paragraph start, and the empty line a final break would add is left out. Lines come from ``wrappedLines(of:width:font:measurer:)``,
    /// which lays out a fresh text from its start.
    static func lines(of bytes: [UInt8], region: Range<Int>, width: Double, measurer: any TextMeasurer)
        -> [ReferenceLine]
    {
        let text = String(decoding: bytes[region], as: UTF8.self)
        var result = wrappedLines(of: text, width: width, font: .standard, measurer: measurer).map { line in
            ReferenceLine(
                range: (line.range.lowerBound + region.lowerBound)..<(line.range.upperBound + region.lowerBound),
                breakLength: line.breakLength, width: line.width)
        }
        if region.upperBound < bytes.count, result.count > 1, result.last?.range.isEmpty == true {
            result.removeLast()
        }
        return result
    }
}
